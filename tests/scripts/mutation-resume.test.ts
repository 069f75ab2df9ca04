/** A mutation run cut short keeps what it measured: its events read back as an incremental report. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { partialReport } from '../../scripts/mutation-resume.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const at = (file: string) => path.join(ROOT, file);
const location = { start: { line: 1, column: 1 }, end: { line: 1, column: 5 } };
const events = {
  dryRun: { result: { tests: [
    { id: 'tests/a.test.ts#one', name: 'one', fileName: at('tests/a.test.ts') },
    { id: 'tests/a.test.ts#two', name: 'two', fileName: at('tests/a.test.ts') },
  ] } },
  plan: { mutantPlans: [
    { plan: 'EarlyResult', mutant: { id: '1', fileName: at('src/a.ts'), status: 'Ignored', location, coveredBy: [] } },
    { plan: 'Run', mutant: { id: '2', fileName: at('src/a.ts'), location, coveredBy: ['tests/a.test.ts#one'] } },
    { plan: 'Run', mutant: { id: '3', fileName: at('src/a.ts'), location, coveredBy: ['tests/a.test.ts#two'] } },
    { plan: 'EarlyResult', mutant: { id: '9', fileName: at('src/other.ts'), status: 'Killed', location, coveredBy: [] } },
  ] },
  tested: [{ id: '1', fileName: at('src/a.ts'), status: 'Ignored', location, coveredBy: [] }, { id: '2', fileName: at('src/a.ts'), status: 'Killed', location, coveredBy: ['tests/a.test.ts#one'], killedBy: ['tests/a.test.ts#one'] }],
};

describe('the report of a run cut short', () => {
  it('keeps the early results and the mutants tested so far of the area\'s files, with the tests of the dry run', () => {
    const report = partialReport({
      events,
      testSource: (file: string) => `text of ${file}`,
      mutatedSource: (file: string) => `source of ${file}`,
      mutated: (file: string) => file === 'src/a.ts',
    });
    expect(report.testFiles).toEqual({
      'tests/a.test.ts': { source: 'text of tests/a.test.ts', tests: [{ id: 'tests/a.test.ts#one', name: 'one' }, { id: 'tests/a.test.ts#two', name: 'two' }] },
    });
    expect(Object.keys(report.files)).toEqual(['src/a.ts']);
    expect(report.files['src/a.ts'].source).toBe('source of src/a.ts');
    expect(report.files['src/a.ts'].mutants.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([['1', 'Ignored'], ['2', 'Killed']]);
    expect(report.files['src/a.ts'].mutants[1]).not.toHaveProperty('fileName');
  });
});
