/** In a pipeline and on disk: a closed pipe ends quietly, a destination that cannot be written is refused first. */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, ROOT, runCli, tempTree } from '../helpers/cli.js';

const POTERIE = 'bands/ff-federation-de-la-poterie.yaml';
const MARQUISARDS = 'bands/ff-les-marquisards.yaml';

/** Runs the command with its standard output a pipe whose reader has already gone (`| head -0`). */
function intoClosedPipe(args: readonly string[], cwd = ROOT) {
  const quoted = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  // The reader (`true`) exits at once; the command starts writing only after it has.
  const script = `{ sleep 0.3; exec ${quoted}; } | true; echo "exit=\${PIPESTATUS[0]}" >&2`;
  const result = spawnSync('bash', ['-c', script], { cwd, env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C' }, encoding: 'utf8' });
  const code = Number(/exit=(\d+)/.exec(result.stderr)?.[1] ?? -1);
  return { code, stderr: result.stderr.replace(/exit=\d+\n$/, '') };
}

describe('a closed pipe ends every command quietly, with the exit code it would have had', () => {
  const band = () => tempTree({ 'b.yaml': readFileSync(path.join(ROOT, POTERIE)) });
  it.each([
    ['validate', () => ['validate', 'bands/'], 0],
    ['validate (invalid band)', () => ['validate', path.join(tempTree({ 'x.yaml': 'ruleset: ff\nname: X\npc: -1\ncharacters: []\n' }), 'x.yaml')], 1],
    ['validate --json', () => ['validate', 'bands/', '--json'], 0],
    ['show', () => ['show', POTERIE], 0],
    ['show --textconv', () => ['show', '--textconv', POTERIE], 0],
    ['print', () => ['print', POTERIE], 0],
    ['schema', () => ['schema'], 0],
    ['roll', () => ['roll', '40d6>=4', '--exact'], 0],
    ['simulate-attack', () => ['simulate-attack', `${POTERIE}#Dame Isabeau`, `${MARQUISARDS}#Mains-Noires`], 0],
    ['campaign-award', () => ['campaign-award', '--standings', POTERIE, MARQUISARDS], 0],
    ['campaign-award --dry-run', () => ['campaign-award', '--scenario', 's1', '--winner', POTERIE, '--loser', MARQUISARDS, '--dry-run'], 0],
    ['build --dry-run', () => ['build', path.join(band(), 'b.yaml'), '--remove-character', 'Oldranac', '--dry-run'], 0],
    ['completion', () => ['completion', 'bash'], 0],
    ['init', () => ['init', path.join(tempTree(), 'repo'), '--ruleset', 'ff'], 0],
    ['--help', () => ['validate', '--help'], 0],
    ['a usage error', () => ['roll', '2d'], 2],
  ])('%s', (_name, args, code) => {
    const result = intoClosedPipe(args());
    expect(result.stderr).not.toMatch(/EPIPE|internal error|at .*\.c?js:\d+/);
    expect(result.code).toBe(code);
  });
});

describe('destinations are checked before any work', () => {
  const newBand = (file: string) => ['build', file, '--new', '--ruleset', 'ff', '--name', 'Les Loups', '--pc', '0'];

  it('makes the missing parent folders of a new band and of a print', () => {
    const dir = tempTree();
    expect(runCli(newBand('nodir/deeper/nb.yaml'), { cwd: dir }).code).toBe(0);
    expect(existsSync(path.join(dir, 'nodir/deeper/nb.yaml'))).toBe(true);
    const printed = runCli(['print', path.join(ROOT, POTERIE), '-o', 'out/cards/x.html'], { cwd: dir });
    expect(printed.code).toBe(0);
    expect(readFileSync(path.join(dir, 'out/cards/x.html'), 'utf8')).toContain('<html');
  });

  it.each([
    ['build', (f: string) => newBand(f)],
    ['build (questions)', (f: string) => ['build', f]],
    ['print -o', (f: string) => ['print', path.join(ROOT, POTERIE), '-o', f]],
  ])('%s: a file on the way is refused with exit 2, naming it', (_name, args) => {
    const dir = tempTree({ 'plain.txt': 'x' });
    const result = runCli(args('plain.txt/sub/b.yaml'), { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(dir, 'plain.txt')} is a file, not a folder`);
    expect(result.stderr).not.toContain('internal error');
  });

  it('refuses a folder given as the file', () => {
    const dir = tempTree();
    mkdirSync(path.join(dir, 'sub'));
    const result = runCli(newBand('sub'), { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('cannot write sub: it is a folder');
  });

  it.skipIf(process.getuid?.() === 0)('refuses a read-only folder before the first question (exit 2, naming it)', () => {
    const dir = tempTree();
    const locked = path.join(dir, 'locked');
    mkdirSync(locked);
    chmodSync(locked, 0o555);
    try {
      for (const args of [newBand('locked/nb.yaml'), ['build', 'locked/nb.yaml'], ['print', path.join(ROOT, POTERIE), '-o', 'locked/x.html']]) {
        const result = runCli(args, { cwd: dir });
        expect(result.code).toBe(2);
        expect(result.stderr).toContain(`the folder ${locked} is read-only`);
      }
    } finally {
      chmodSync(locked, 0o755);
    }
  });

  it('writes nothing when the band is refused, and leaves an existing file alone', () => {
    const dir = tempTree();
    writeFileSync(path.join(dir, 'b.yaml'), 'x: 1\n');
    expect(runCli(newBand('b.yaml'), { cwd: dir }).code).toBe(2);
    expect(readFileSync(path.join(dir, 'b.yaml'), 'utf8')).toBe('x: 1\n');
  });
});

describe('a slow reader gets every byte (output written without Node streams when not a terminal)', () => {
  it('schema (about 190 KB, several times what a pipe holds) through a reader that waits before reading', () => {
    const quoted = [process.execPath, BIN, 'schema'].map((a) => `'${a}'`).join(' ');
    const slow = spawnSync('bash', ['-c', `${quoted} | { sleep 0.5; cat; }`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    const direct = spawnSync(process.execPath, [BIN, 'schema'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(slow.stdout.length).toBeGreaterThan(2 * 65536);
    expect(slow.stdout).toBe(direct.stdout);
  });

  // A pipe set non-blocking by the reader's side (python3 can, the shell cannot): writes meet EAGAIN until it drains.
  const python = spawnSync('python3', ['--version']).status === 0;
  it.skipIf(!python)('a non-blocking pipe whose reader waits (EAGAIN): nothing lost, nothing on stderr', () => {
    const script = [
      'import os, subprocess, sys, time',
      'r, w = os.pipe()',
      'os.set_blocking(w, False)',
      "p = subprocess.Popen(sys.argv[1:], stdout=w, stderr=subprocess.PIPE)",
      'os.close(w)',
      'time.sleep(0.5)',
      "data = b''",
      'while chunk := os.read(r, 65536): data += chunk',
      'sys.stdout.buffer.write(data)',
      'sys.stderr.buffer.write(p.stderr.read())',
      'sys.exit(p.wait())',
    ].join('\n');
    const result = spawnSync('python3', ['-c', script, process.execPath, BIN, 'schema'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
    expect(result.status).toBe(0);
    expect(result.stderr).toBe('');
    expect(result.stdout).toBe(spawnSync(process.execPath, [BIN, 'schema'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).stdout);
  });
});
