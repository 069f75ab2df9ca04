/**
 * exampleCounts on the files that are not bands of a ruleset: an empty file, a ruleset given as a number; and the
 * counts of the first band of a ruleset exactly (a test of its own: Stryker reported these lines' mutants surviving
 * the broader test in tests/core/near-values.test.ts, which kills them when run alone).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { exampleCounts } from '../../../src/core/schema/example-counts.js';
import { tempTree } from '../../helpers/cli.js';

function folder(files: Record<string, string>): string {
  const dir = path.join(tempTree(), 'bands');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}
const byName = (value: string): string | undefined => (value.toLowerCase() === 'ff' ? 'flammes-et-fantassins' : undefined);

it('an empty file counts nothing', () => {
  expect([...exampleCounts([folder({ 'empty.yaml': '' })], byName)]).toEqual([]);
});

it('a ruleset written as a number is no ruleset name: not asked, nothing counted', () => {
  expect([...exampleCounts([folder({ 'n.yaml': 'ruleset: 3\nweapon: dague\n' })], byName)]).toEqual([]);
});

it('one band: its values counted once each', () => {
  const counts = exampleCounts([folder({ 'a.yaml': 'ruleset: ff\nweapon: dague\n' })], byName);
  expect(Object.fromEntries(counts.get('flammes-et-fantassins')!)).toStrictEqual({ ff: 1, dague: 1 });
});
