/**
 * Every command example runs as written, in a temporary folder outside the clone: each fenced `sh` block of README.md
 * and docs/, and each "Examples" section of every command's --help (as printed at 80 columns, continued lines
 * joined), with `escarmouche` on PATH running this build, as for a player who installed it (npx is not there: it would
 * ask the registry, where escarmouche is not published). The README and docs/bands-repository.md start
 * from an empty folder, as a player does (install, `init`, then the repository it made); the others from a copy of the
 * example bands the package ships, in a git repository. An example that shows an error says so beside it: `# exits 1`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempTree } from '../helpers/cli.js';

/** Examples that need another issue's work; `it.fails` makes this test fail the day they pass: empty the list then. */
const PENDING: Readonly<Record<string, number>> = {};

interface Example {
  readonly command: string;
  readonly code: number;
}
interface Block {
  readonly source: string;
  /** Starts from an empty folder rather than from the example bands. */
  readonly empty?: boolean;
  readonly examples: readonly Example[];
}

const expectedCode = (command: string): number => Number(/#.*\bexits? (\d+)\b/.exec(command)?.[1] ?? 0);

/**
 * Commands of a shell block: continuation lines joined, comment lines and blank lines left out, and `npm …` lines,
 * with or without variables set before them (setting up or measuring escarmouche's own clone: `npm ci`, `npm test`,
 * `npm install -g .`, which CI and the install test run; `MUTATION_AREA=… npm run mutation`, which takes minutes).
 */
export function commandsOf(text: string): Example[] {
  const joined = text.replace(/\\\n\s*/g, '');
  return joined
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !/^([A-Z_]+=\S*\s+)*npm\s/.test(line))
    .map((command) => ({ command, code: expectedCode(command) }));
}

function markdownFiles(): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith('.md') ? [`${dir}/${e.name}`] : []));
  return ['README.md', ...walk('docs')];
}

/** The pages a player reads before having any band: their examples start from an empty folder. */
const EMPTY = ['README.md', 'docs/bands-repository.md'];

function markdownBlocks(): Block[] {
  return markdownFiles().flatMap((file) => {
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    return [...text.matchAll(/^```(?:sh|bash|shell)\n([\s\S]*?)^```/gm)].map((m) => {
      const line = text.slice(0, m.index).split('\n').length;
      return { source: `${file}:${line}`, empty: EMPTY.includes(file), examples: commandsOf(m[1]!) };
    });
  });
}

/** The commands of the "Examples" section of a --help as printed: a line ending in ` \\` continues on the next (as the shell joins them). */
export function helpExamples(help: string): string[] {
  const section = help.includes('\nExamples:\n') ? help.slice(help.indexOf('\nExamples:\n')) : '';
  return [...section.replace(/ \\\n\s*/g, ' ').matchAll(/^ {2}\$ (.+)$/gm)].map((m) => m[1]!);
}

const commandNames = (): string[] => {
  const help = runCli(['--help']).stdout;
  return [...help.slice(help.indexOf('Commands:')).matchAll(/^ {2}([a-z][\w-]*)/gm)].map((m) => m[1]!).filter((c) => c !== 'help');
};

function helpBlocks(): Block[] {
  return commandNames().map((name) => {
    // As printed when piped (80 columns): a long example is continued on the next line.
    const help = runCli([name, '--help'], { env: { COLUMNS: '80' } }).stdout;
    return { source: `escarmouche ${name} --help`, examples: helpExamples(help).map((command) => ({ command, code: expectedCode(command) })) };
  });
}

/** A copy of bands/ in a git repository of its own, and a PATH where `escarmouche` is this build and npx refuses to run. */
function sandbox(empty = false): { dir: string; env: NodeJS.ProcessEnv } {
  const bin = tempTree({
    escarmouche: `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`,
    npx: '#!/bin/sh\necho "npx $*: npx would ask the registry; an example runs escarmouche from PATH" >&2\nexit 127\n',
  });
  for (const name of ['escarmouche', 'npx']) chmodSync(path.join(bin, name), 0o755);
  const dir = tempTree();
  const identity = { GIT_AUTHOR_NAME: 'escarmouche examples', GIT_AUTHOR_EMAIL: 'examples@escarmouche.invalid', GIT_COMMITTER_NAME: 'escarmouche examples', GIT_COMMITTER_EMAIL: 'examples@escarmouche.invalid' };
  if (!empty) {
    cpSync(path.join(ROOT, 'bands'), path.join(dir, 'bands'), { recursive: true });
    const git = (...args: string[]) => spawnSync('git', args, { cwd: dir, stdio: 'ignore', env: { ...process.env, ...identity } });
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'bands');
  }
  const chrome = process.env.CHROME_PATH ? { CHROME_PATH: process.env.CHROME_PATH } : {};
  return { dir, env: { PATH: `${bin}:${process.env.PATH}`, HOME: tempTree(), NO_COLOR: '1', LANG: 'C', TZ: 'UTC', ...identity, ...chrome } };
}

type Ran = { codes: number[]; output: string };

/** Runs the block's commands one after the other in one shell (variables carry over); the exit code of each. */
function runBlock(block: Block): Promise<Ran> {
  const { dir, env } = sandbox(block.empty);
  const codes = path.join(tempTree(), 'codes');
  const script = block.examples.map((e) => `${e.command}\necho $? >> '${codes}'`).join('\n');
  writeFileSync(codes, '');
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', script], { cwd: dir, env, timeout: 120_000 });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.stdin.end();
    child.on('error', reject);
    child.on('close', () => resolve({ codes: readFileSync(codes, 'utf8').trim().split('\n').filter(Boolean).map(Number), output }));
  });
}

const blocks = [...markdownBlocks(), ...helpBlocks()].filter((b) => b.examples.length > 0);

// Every block runs in a sandbox of its own: three at a time, before the tests read their exit codes.
const results = new Map<Block, Ran>();
beforeAll(async () => {
  const queue = [...blocks];
  const worker = async () => {
    for (let block = queue.shift(); block; block = queue.shift()) results.set(block, await runBlock(block));
  };
  await Promise.all([worker(), worker(), worker()]);
}, 600_000);

describe.each(blocks)('$source', (block) => {
  const run = () => results.get(block)!;
  const ready = block.examples.map((e, i) => ({ ...e, i })).filter((e) => PENDING[e.command] === undefined);
  const pending = block.examples.map((e, i) => ({ ...e, i })).filter((e) => PENDING[e.command] !== undefined);

  it('runs every example with the exit code the text gives', { timeout: 180_000 }, () => {
    const { codes, output } = run();
    const got = ready.map((e) => ({ command: e.command, code: codes[e.i] }));
    expect(got, output).toEqual(ready.map((e) => ({ command: e.command, code: e.code })));
  });

  for (const e of pending) {
    it.fails(`pending on issue ${PENDING[e.command]}: ${e.command}`, { timeout: 180_000 }, () => {
      expect(run().codes[e.i]).toBe(e.code);
    });
  }
});

describe('the examples test itself', () => {
  it('reads continuation lines, comments and stated exit codes; npm lines, with variables or not, are left out', () => {
    expect(commandsOf('# a comment\nnpm ci\nMUTATION_AREA=x npm run mutation\nNO_COLOR=1 escarmouche roll d6\nescarmouche roll 2d6   # each die\nescarmouche validate \\\n    bad.yaml   # exits 1\n\n')).toEqual([
      { command: 'NO_COLOR=1 escarmouche roll d6', code: 0 },
      { command: 'escarmouche roll 2d6   # each die', code: 0 },
      { command: 'escarmouche validate bad.yaml   # exits 1', code: 1 },
    ]);
  });
  it('no example runs npx: every one runs escarmouche as installed on PATH (npx would ask the registry)', () => {
    const npx = blocks.flatMap((b) => b.examples.filter((e) => /(^|[\s;&|(])npx\s/.test(e.command)).map((e) => `${b.source}: ${e.command}`));
    expect(npx).toEqual([]);
  });
  it('the sandbox has escarmouche on PATH, and npx there refuses to run', () => {
    const { dir, env } = sandbox(true);
    expect(spawnSync('escarmouche', ['roll', 'd6', '--json'], { cwd: dir, env, encoding: 'utf8' }).status).toBe(0);
    const npx = spawnSync('sh', ['-c', 'npx escarmouche roll d6'], { cwd: dir, env, encoding: 'utf8' });
    expect({ code: npx.status, stdout: npx.stdout }).toEqual({ code: 127, stdout: '' });
  });
  it('reads a --help example continued with \\ as one command; every line of the help fits 80 columns', () => {
    const help = runCli(['campaign-award', '--help'], { env: { COLUMNS: '80' } }).stdout;
    expect(help).toContain(' \\\n      ');
    expect(help.split('\n').filter((line) => line.length > 80)).toEqual([]);
    expect(helpExamples(help)).toContain('escarmouche campaign-award --undo le-pont bands/ff-les-marquisards.yaml bands/ff-federation-de-la-poterie.yaml');
  });
  it('finds examples in the README, in docs/ and in the help of every command', () => {
    const sources = blocks.map((b) => b.source);
    expect(sources.some((s) => s.startsWith('README.md'))).toBe(true);
    expect(sources.some((s) => s.startsWith('docs/commands/'))).toBe(true);
    expect(sources).toContain('escarmouche validate --help');
    expect(sources).toContain('escarmouche init --help');
    // The README starts where a player starts: an empty folder, outside the clone.
    expect(blocks.filter((b) => b.source.startsWith('README.md')).every((b) => b.empty)).toBe(true);
  });
});
