/**
 * One `npm pack` for the tests that install the package (tests/e2e/install.test.ts, tests/e2e/library.test.ts): the
 * tarball is cached under the temp folder, keyed on a hash of every file it can hold, so that the two files (running
 * at once) and later runs on the same build share it. A lock folder makes the second one wait for the first.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './cli.js';

/** What `npm pack --json` says of the tarball: its name and the files it holds. */
export interface Packed {
  readonly tarball: string;
  readonly filename: string;
  readonly files: readonly { readonly path: string }[];
}

/** Everything `files` in package.json can take, with package.json and README.md: the key of the cache. */
function contentHash(): string {
  const hash = createHash('sha256');
  const add = (file: string) => {
    hash.update(path.relative(ROOT, file)).update('\0');
    if (statSync(file).isDirectory()) for (const entry of readdirSync(file).sort()) add(path.join(file, entry));
    else hash.update(readFileSync(file)).update('\0');
  };
  for (const top of ['package.json', 'README.md', 'bin', 'dist', 'schemas', 'bands', 'bands-fr']) if (existsSync(path.join(ROOT, top))) add(path.join(ROOT, top));
  return hash.digest('hex').slice(0, 16);
}

const sleep = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

export function packedTarball(): Packed {
  const dir = path.join(tmpdir(), `escarmouche-pack-${contentHash()}`);
  const done = path.join(dir, 'pack.json');
  const lock = `${dir}.lock`;
  for (let waited = 0; !existsSync(done); waited += 200) {
    try {
      // A lock left by a run that was killed (older than the longest pack) is taken over.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 180_000) rmSync(lock, { recursive: true, force: true });
      mkdirSync(lock);
    } catch {
      if (waited > 170_000) throw new Error(`npm pack did not finish: ${lock}`);
      sleep(200);
      continue;
    }
    try {
      mkdirSync(dir, { recursive: true });
      const env = { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1', npm_config_loglevel: 'error' };
      const out = execFileSync('npm', ['pack', ROOT, '--ignore-scripts', '--json', '--pack-destination', dir], { cwd: dir, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 170_000 });
      writeFileSync(`${done}.tmp`, out);
      renameSync(`${done}.tmp`, done);
    } finally {
      rmSync(lock, { recursive: true, force: true });
    }
  }
  const [packed] = JSON.parse(readFileSync(done, 'utf8')) as { filename: string; files: { path: string }[] }[];
  return { tarball: path.join(dir, packed!.filename), filename: packed!.filename, files: packed!.files };
}
