/** Every area's incremental results merged into one, so that any `--mutate` reuses what any area measured. */
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { areaPart, compactReport, mergeReports, mutatedBy, storeReports } from '../../scripts/mutation-store.mjs';
import { tempTree } from '../helpers/cli.js';

const test = (id: string, name: string) => ({ id, name });
const mutant = (id: string, status: string, coveredBy: string[], killedBy?: string[]) => ({ id, status, coveredBy, killedBy });

/** Area "a" mutated a.ts, tested by t.test.ts; area "b" mutated b.ts, with the same test file numbered otherwise. */
const areaA = {
  schemaVersion: '1',
  files: {
    'src/a.ts': { source: 'a1', mutants: [mutant('1', 'Killed', ['0', '1'], ['1'])] },
    'src/c.ts': { source: 'c1', mutants: [mutant('2', 'Killed', ['0', '1'], ['0'])] },
  },
  testFiles: { 't.test.ts': { source: 't1', tests: [test('0', 'first'), test('1', 'second')] } },
};
const areaB = {
  schemaVersion: '1',
  files: {
    'src/b.ts': { source: 'b1', mutants: [mutant('1', 'Survived', ['5', '7'])] },
    'src/a.ts': { source: 'a0', mutants: [mutant('1', 'Survived', ['5'])] },
  },
  testFiles: {
    't.test.ts': { source: 't0', tests: [test('5', 'second'), test('6', 'gone')] },
    'u.test.ts': { source: 'u1', tests: [test('7', 'third')] },
  },
};
const today: Record<string, string> = { 'src/a.ts': 'a1', 'src/b.ts': 'b1', 't.test.ts': 't1', 'u.test.ts': 'u1' };
const current = (file: string) => today[file];

describe('the merged incremental report', () => {
  it('keeps every area\'s files and renumbers the tests by file and name', () => {
    const merged = mergeReports([areaA, areaB], current);
    expect(merged.testFiles).toEqual({
      't.test.ts': { source: 't1', tests: [test('0', 'first'), test('1', 'second')] },
      'u.test.ts': { source: 'u1', tests: [test('2', 'third')] },
    });
    expect(merged.files['src/a.ts']).toEqual(areaA.files['src/a.ts']);
    expect(merged.files['src/b.ts'].mutants).toEqual([mutant('1', 'Survived', ['1', '2'])]);
  });

  it('takes the version of a file whose source is today\'s text, wherever it is in the list', () => {
    const merged = mergeReports([areaB, areaA], current);
    expect(merged.files['src/a.ts'].source).toBe('a1');
    expect(merged.testFiles['t.test.ts'].source).toBe('t1');
    expect(merged.files['src/a.ts'].mutants).toEqual([mutant('1', 'Killed', ['0', '1'], ['1'])]);
  });

  it('drops a test the kept version of its file no longer has; the first report wins when none is today\'s', () => {
    const merged = mergeReports([areaB, areaA], () => undefined);
    expect(merged.testFiles['t.test.ts'].tests).toEqual([test('0', 'second'), test('1', 'gone')]);
    expect(merged.files['src/a.ts'].source).toBe('a0');
    expect(merged.files['src/c.ts'].mutants).toEqual([mutant('2', 'Killed', ['0'], [])]);
  });

  it('is nothing without a report', () => {
    expect(mergeReports([], current)).toBeUndefined();
  });
});

describe('the store', () => {
  it('reads the area\'s own file first, then the others newest first', () => {
    const root = tempTree({ 'a.json': '{"n":"a"}', 'b.json': '{"n":"b"}', 'c.json': '{"n":"c"}', 'notes.txt': 'x' });
    utimesSync(path.join(root, 'b.json'), 1000, 1000);
    utimesSync(path.join(root, 'c.json'), 2000, 2000);
    utimesSync(path.join(root, 'a.json'), 3000, 3000);
    expect(storeReports(root, path.join(root, 'c.json')).map((r: { n: string }) => r.n)).toEqual(['c', 'a', 'b']);
    expect(storeReports(root, path.join(root, 'new.json')).map((r: { n: string }) => r.n)).toEqual(['a', 'c', 'b']);
    expect(storeReports(path.join(root, 'none'), undefined)).toEqual([]);
  });
});

describe('the files of an area', () => {
  it.each([
    ['src/cli/main.ts', true],
    ['src/cli/a/b.ts', true],
    ['src/cli/build.ts', false],
    ['src/cli/build-wizard.ts', false],
    ['src/cli/print/card.ts', false],
    ['src/cli/messages.ts', false],
    ['src/core/diagnostics/names.ts', false],
    ['src/cli/main.tsx', false],
  ])('%s mutated by src/cli/** less build*, print/** and messages: %s', (file, expected) => {
    expect(mutatedBy(['src/cli/**/*.ts', '!src/cli/build*.ts', '!src/cli/print/**', '!src/**/messages.ts'])(file)).toBe(expected);
  });

  it('reads a dot and a question mark as Stryker does', () => {
    const mutated = mutatedBy(['src/core/band-files/diff.ts', 'src/core/band-?.ts']);
    expect([mutated('src/core/band-files/diff.ts'), mutated('src/core/band-files/diffxts'), mutated('src/core/band-a.ts'), mutated('src/core/band-ab.ts')]).toEqual([true, false, true, false]);
  });

  it('keeps only the area\'s files of a report, and every test file', () => {
    const part = areaPart(areaB, mutatedBy(['src/b.ts']));
    expect(Object.keys(part.files)).toEqual(['src/b.ts']);
    expect(part.testFiles).toBe(areaB.testFiles);
  });
});

describe('an area file as committed', () => {
  const report = {
    schemaVersion: '1',
    files: {
      'src/a.ts': {
        source: 'a1',
        mutants: [
          mutant('1', 'Killed', ['0', '1', '2'], ['1']),
          mutant('2', 'Survived', ['0', '2']),
          mutant('3', 'Timeout', ['2']),
          mutant('4', 'NoCoverage', []),
        ],
      },
    },
    testFiles: {
      't.test.ts': { source: 't1', tests: [test('0', 'first'), test('1', 'second')] },
      'u.test.ts': { source: 'u1', tests: [test('2', 'third')] },
      'v.test.ts': { source: 'v1', tests: [test('3', 'fourth')] },
    },
  };

  it('keeps of a killed mutant its killing tests only, and the whole coverage of the others', () => {
    expect(compactReport(report).files['src/a.ts'].mutants).toEqual([
      mutant('1', 'Killed', ['1'], ['1']),
      mutant('2', 'Survived', ['0', '2']),
      mutant('3', 'Timeout', ['2']),
      mutant('4', 'NoCoverage', []),
    ]);
  });

  it('leaves out the test files no kept id names', () => {
    expect(Object.keys(compactReport(report).testFiles)).toEqual(['t.test.ts', 'u.test.ts']);
  });
});
