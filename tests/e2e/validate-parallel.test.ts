/** validate of many files spread over worker threads says exactly what it says on one thread. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { workerCount, MIN_FILES_PER_WORKER } from '../../src/cli/validate-parallel.js';
import { ROOT, runCli, tempTree } from '../helpers/cli.js';

/** 150 band files: the examples, one in five broken, one too large to read, in two folders. */
function manyBands(): string {
  const dir = tempTree();
  const examples = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml')).map((f) => readFileSync(path.join(ROOT, 'bands', f), 'utf8'));
  for (let i = 0; i < 150; i++) {
    let text = examples[i % examples.length]!;
    if (i % 5 === 0) text = text.replace(/^name: .*$/m, (line) => `${line}\nunknown_key: ${i}`);
    const folder = path.join(dir, i < 75 ? 'a' : 'b');
    mkdirSync(folder, { recursive: true });
    writeFileSync(path.join(folder, `band-${String(i).padStart(3, '0')}.yaml`), text);
  }
  writeFileSync(path.join(dir, 'b', 'huge.yaml'), 'x'.repeat(2 * 1024 * 1024));
  return dir;
}

describe('validate on worker threads', () => {
  it.each([
    ['--json', ['--json']],
    ['text in French, --strict', ['--lang', 'fr', '--strict']],
  ])('%s: the same output and exit code with 2 workers as with none', (_, flags) => {
    const dir = manyBands();
    const args = ['validate', ...flags, path.join(dir, 'a'), path.join(dir, 'b'), path.join(dir, 'missing.yaml')];
    const alone = runCli(args, { env: { ESCARMOUCHE_WORKERS: '0' } });
    const spread = runCli(args, { env: { ESCARMOUCHE_WORKERS: '2' } });
    expect(spread).toEqual(alone);
    expect(alone.code).toBe(2);
    expect(alone.stdout.length).toBeGreaterThan(1000);
  });

  it('(the workers do start: ESCARMOUCHE_WORKERS=2 starts 2 threads)', () => {
    const dir = manyBands();
    const hook = `--require=${path.join(ROOT, 'tests/helpers/count-workers.cjs')}`;
    expect(runCli(['validate', '--json', dir], { env: { ESCARMOUCHE_WORKERS: '2', NODE_OPTIONS: hook } }).stderr).toContain('workers started: 2');
    expect(runCli(['validate', '--json', dir], { env: { ESCARMOUCHE_WORKERS: '0', NODE_OPTIONS: hook } }).stderr).toContain('workers started: 0');
  });

  it('workers: none for few files or one core, one per MIN_FILES_PER_WORKER files, at most one per spare core and 3', () => {
    expect(workerCount(MIN_FILES_PER_WORKER - 1, {}, () => 8)).toBe(0);
    expect(workerCount(MIN_FILES_PER_WORKER, {}, () => 8)).toBe(1);
    expect(workerCount(1000, {}, () => 2)).toBe(1);
    expect(workerCount(1000, {}, () => 1)).toBe(0);
    expect(workerCount(1000, {}, () => 16)).toBe(3);
    expect(workerCount(1000, { ESCARMOUCHE_WORKERS: '0' }, () => 16)).toBe(0);
    expect(workerCount(1000, { ESCARMOUCHE_WORKERS: '2' }, () => 1)).toBe(2);
    expect(workerCount(30, { ESCARMOUCHE_WORKERS: '3' }, () => 8)).toBe(2);
    expect(workerCount(1000, { ESCARMOUCHE_WORKERS: 'x' }, () => 2)).toBe(1);
  });
});
