/** An area's score added up from the results every area stored, without running Stryker (scripts/mutation-score.mjs). */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module script, without types
import { areaScore, scoreOf, scoreTable, setApartEmpty } from '../../scripts/mutation-score.mjs';
import { tempTree } from '../helpers/cli.js';

const mutant = (id: string, status: string) => ({ id, status, coveredBy: [], killedBy: [] });

/** A project under a temporary folder: `src` files by path, and the store's area files by name. */
function project(src: Record<string, string>, areas: Record<string, unknown>): string {
  const root = tempTree();
  for (const [file, text] of Object.entries(src)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  mkdirSync(path.join(root, '.stryker', 'incremental'), { recursive: true });
  for (const [name, report] of Object.entries(areas)) writeFileSync(path.join(root, '.stryker', 'incremental', `${name}.json`), JSON.stringify(report));
  return root;
}

const area = (files: Record<string, { source: string; statuses: string[] }>) => ({
  schemaVersion: '1',
  files: Object.fromEntries(Object.entries(files).map(([file, { source, statuses }]) => [file, { source, mutants: statuses.map((s, i) => mutant(String(i), s)) }])),
  testFiles: {},
});

describe('an area scored from its parts', () => {
  it('adds up every part of the area, per folder and in all; other areas and left-out files do not count', () => {
    const root = project(
      { 'src/core/a/x.ts': 'x', 'src/core/a/y.ts': 'y', 'src/core/b/z.ts': 'z', 'src/core/b/messages.ts': 'm', 'src/cli/c.ts': 'c' },
      {
        one: area({ 'src/core/a/x.ts': { source: 'x', statuses: ['Killed', 'Killed', 'Survived', 'Ignored'] }, 'src/cli/c.ts': { source: 'c', statuses: ['Survived'] } }),
        two: area({ 'src/core/a/y.ts': { source: 'y', statuses: ['Timeout', 'NoCoverage'] }, 'src/core/b/z.ts': { source: 'z', statuses: ['Killed'] }, 'src/core/b/messages.ts': { source: 'm', statuses: ['Survived'] } }),
      },
    );
    const result = areaScore(root, ['src/core/**/*.ts', '!src/**/messages.ts']);
    expect(result.stale).toEqual([]);
    expect(result.total).toEqual({ Killed: 3, Timeout: 1, Survived: 1, NoCoverage: 1, Ignored: 1, other: 0 });
    expect(scoreOf(result.total)).toBeCloseTo(400 / 6, 12);
    expect([...result.folders.keys()]).toEqual(['src/core/a', 'src/core/b']);
    expect(scoreOf(result.folders.get('src/core/b'))).toBe(100);
    expect(scoreTable(result)).toContain('| **all** | 7 | 4 (1 by time-out) | 1 | 1 | 1 | 66.7 % |');
  });

  it('a file changed since its run, or never measured, is listed and not counted', () => {
    const root = project(
      { 'src/core/x.ts': 'x today', 'src/core/new.ts': 'n', 'src/core/y.ts': 'y' },
      { one: area({ 'src/core/x.ts': { source: 'x before', statuses: ['Survived'] }, 'src/core/y.ts': { source: 'y', statuses: ['Killed'] } }) },
    );
    const result = areaScore(root, ['src/core/**/*.ts']);
    expect(result.stale).toEqual(['src/core/new.ts', 'src/core/x.ts']);
    expect(scoreOf(result.total)).toBe(100);
    expect(scoreTable(result)).toMatch(/Not measured at today's text.*\n- src\/core\/new.ts\n- src\/core\/x.ts\n$/s);
  });

  it('a file never stored that has no mutant (types, an `as const` table) is set apart, not listed to run again', async () => {
    const root = project(
      {
        'src/core/types.ts': 'export interface A { readonly n: number }\nexport type B = A | undefined;\n',
        'src/core/table.ts': 'export const LIMITS = { dice: 1000, sides: 1000 } as const;\n',
        'src/core/code.ts': 'export const next = (n: number): number => n + 1;\n',
        'src/core/changed.ts': 'export type C = string;\n',
      },
      { one: area({ 'src/core/changed.ts': { source: 'export type C = number;\n', statuses: [] } }) },
    );
    const result = await setApartEmpty(root, areaScore(root, ['src/core/**/*.ts']));
    expect(result.empty).toEqual(['src/core/table.ts', 'src/core/types.ts']);
    // Code with a mutant, and a file whose stored text is not today's, still need a run.
    expect(result.stale).toEqual(['src/core/changed.ts', 'src/core/code.ts']);
    expect(scoreTable(result)).toMatch(/No mutant to measure \(types and constants only\):\n- src\/core\/table.ts\n- src\/core\/types.ts\n$/);
  });

  it('static mutants killed or survived are counted, and shown set aside in a row of their own', () => {
    const stat = (id: string, status: string) => ({ ...mutant(id, status), static: true });
    const root = project({ 'src/core/x.ts': 'x' }, { one: { schemaVersion: '1', files: { 'src/core/x.ts': { source: 'x', mutants: [mutant('0', 'Killed'), mutant('1', 'Survived'), stat('2', 'Survived'), stat('3', 'Killed'), stat('4', 'Ignored')] } }, testFiles: {} } });
    const result = areaScore(root, ['src/core/**/*.ts']);
    expect(result.statics).toEqual({ Killed: 1, Timeout: 0, Survived: 1, NoCoverage: 0, Ignored: 1, other: 0 });
    const table = scoreTable(result);
    expect(table).toContain('| **all** | 5 | 2 (0 by time-out) | 2 | 0 | 1 | 50.0 % |');
    expect(table).toContain('| all, static mutants set aside (killed or survived) | 3 | 1 (0 by time-out) | 1 | 0 | 1 | 50.0 % |');
    // Only ignored static mutants: no such row.
    expect(scoreTable({ ...result, statics: { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 1, other: 0 } })).not.toContain('static');
  });

  it('nothing that ran scores 100 (no mutant to survive)', () => {
    expect(scoreOf({ Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, Ignored: 3, other: 0 })).toBe(100);
  });
});
