/** `npm run mutation` reuses an area's last report only when none of the run's inputs changed. */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { inputsHash, reportScore, reusable, reuseSummary, writeStamp } from '../../scripts/mutation-reuse.mjs';
import { tempTree } from '../helpers/cli.js';

const report = (statuses: string[]) =>
  JSON.stringify({ files: { 'src/a.ts': { mutants: statuses.map((status) => ({ status })) } } });

function project() {
  const root = tempTree({
    'src/a.ts': 'export const a = 1;\n',
    'tests/a.test.ts': 'it("a", () => {});\n',
    'package-lock.json': '{}\n',
    '.stryker/incremental/src-a.json': '{}\n',
  });
  mkdirSync(path.join(root, 'reports/mutation'), { recursive: true });
  const reportFile = path.join(root, 'reports/mutation/src-a.json');
  writeFileSync(reportFile, report(['Killed', 'Killed', 'Timeout', 'Survived', 'Ignored', 'CompileError']));
  const hash = (args: unknown = { mutate: ['src/a.ts'] }) =>
    inputsHash({ root, args, incrementalFile: '.stryker/incremental/src-a.json', withIncremental: true });
  return { root, reportFile, hash };
}

describe('reusing the last mutation report', () => {
  it('reuses it when nothing changed, and tells the score it read', () => {
    const { root, reportFile, hash } = project();
    writeStamp({ reportFile, hash: hash() });
    const stamp = reusable({ reportFile, hash: hash() });
    expect(stamp).toBeDefined();
    const text = reuseSummary({ reportFile, stamp, breakAt: 90, root });
    expect(text).toContain('reports/mutation/src-a.json is reused');
    expect(text).toContain('Killed 3 (1 by time-out), survived 1, no coverage 0.');
    expect(text).toContain('Mutation score 75.00 % (break at 90 %)');
  });

  it.each([
    ['a source file', 'src/a.ts', 'export const a = 2;\n'],
    ['a new source file', 'src/b.ts', 'export const b = 1;\n'],
    ['a test', 'tests/a.test.ts', 'it("b", () => {});\n'],
    ['the lockfile', 'package-lock.json', '{"v":2}\n'],
    ['the incremental file', '.stryker/incremental/src-a.json', '{"x":1}\n'],
  ])('runs again when %s changed', (_what, file, content) => {
    const { root, reportFile, hash } = project();
    writeStamp({ reportFile, hash: hash() });
    writeFileSync(path.join(root, file), content);
    expect(reusable({ reportFile, hash: hash() })).toBeUndefined();
  });

  it("reuses it when only another area's incremental file changed (its results cannot change this area's)", () => {
    const { root, reportFile, hash } = project();
    writeStamp({ reportFile, hash: hash() });
    writeFileSync(path.join(root, '.stryker/incremental/src-b.json'), '{"y":1}\n');
    expect(reusable({ reportFile, hash: hash() })).toBeDefined();
  });

  it('runs again for other patterns, and with no stamp or no report', () => {
    const { reportFile, hash } = project();
    expect(reusable({ reportFile, hash: hash() })).toBeUndefined();
    writeStamp({ reportFile, hash: hash() });
    expect(reusable({ reportFile, hash: hash({ mutate: ['src/b.ts'] }) })).toBeUndefined();
    expect(reusable({ reportFile: reportFile.replace('src-a', 'src-b'), hash: hash() })).toBeUndefined();
  });

  it.each([
    [['Killed', 'Survived'], 50],
    [['Timeout', 'NoCoverage', 'NoCoverage', 'Killed'], 50],
    [['Ignored', 'RuntimeError'], 100],
    [['Killed', 'Killed', 'Killed', 'Survived', 'Ignored'], 75],
  ])('scores %j as Stryker does: %d %%', (statuses, score) => {
    const { reportFile } = project();
    writeFileSync(reportFile, report(statuses));
    expect(reportScore(reportFile).score).toBe(score);
  });
});
