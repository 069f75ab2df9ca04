/**
 * The typed named-roll results (src/library/roll-fields.ts) against what each roll prints, exact and rolled, and
 * against the pages that document them: a field printed but not typed, typed but not printed, of another kind, or
 * undocumented, fails here.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedRoll, rulesets } from '../../src/index.js';
import { ROLL_FIELDS, type RollFieldKinds } from '../../src/library/roll-fields.js';
import { ROOT } from '../helpers/cli.js';

/** A value for each required option of the rolls, in range. */
const OPTIONS: Record<string, number> = { stat: 2, vs: 1, action: 3, castingNumber: 10, height: 4, men: 3, health: 2, morale: 3, move: 10, value: 3, class: 3 };
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const holds = (kind: keyof RollFieldKinds, value: unknown): boolean => {
  if (kind === 'number-or-null') return value === null || typeof value === 'number';
  if (kind === 'number-if-printed') return value === undefined || typeof value === 'number';
  if (kind === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  if (kind === 'list') return Array.isArray(value);
  if (kind === 'distribution') return typeof value === 'object' && value !== null && Object.values(value).every((p) => typeof p === 'number');
  return typeof value === kind;
};
const docs = ['docs/commands/roll.md', 'docs/json.md', ...['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad'].map((id) => `docs/rulesets/${id}.md`)]
  .map((page) => readFileSync(path.join(ROOT, page), 'utf8'))
  .join('\n');

const cases = rulesets.flatMap((r) => r.rolls.flatMap((roll) => (['exact', 'rolled'] as const).map((method) => [r.id, roll.name, method] as const)));

it('every roll of every ruleset is typed, and nothing else', () => {
  const typed = Object.entries(ROLL_FIELDS).flatMap(([id, rolls]) => Object.keys(rolls).map((name) => `${id} ${name}`));
  expect(typed.sort()).toEqual([...new Set(cases.map(([id, name]) => `${id} ${name}`))].sort());
});

describe.each(cases)('%s %s (%s)', (id, name, method) => {
  const fields = (ROLL_FIELDS as unknown as Record<string, Record<string, Record<string, Record<string, keyof RollFieldKinds>>>>)[id]![name]![method]!;

  it('prints the typed fields (all but those printed by some calls only), each of its kind, and no other', async () => {
    const roll = rulesets.find((r) => r.id === id)!.rolls.find((r) => r.name === name)!;
    const own = Object.fromEntries(roll.options.filter((o) => o.required).map((o) => [camel(o.name), OPTIONS[camel(o.name)]]));
    const result: Record<string, unknown> = await namedRoll(name, { ruleset: id, exact: method === 'exact', seed: 'typed', ...own });
    expect(Object.keys(result).filter((key) => !(key in fields))).toEqual([]);
    expect(Object.keys(fields).filter((key) => fields[key] !== 'number-if-printed' && !(key in result))).toEqual([]);
    expect(Object.keys(fields).filter((key) => !holds(fields[key]!, result[key]))).toEqual([]);
  });

  it('names each field in the docs', () => expect(Object.keys(fields).filter((key) => !docs.includes(key))).toEqual([]));
});

it('a kind that does not hold is told apart', () => {
  expect([holds('number', '1'), holds('list', {}), holds('object', []), holds('distribution', { a: 'x' }), holds('number-or-null', 'x'), holds('number-if-printed', null)]).toEqual([false, false, false, false, false, false]);
  expect([holds('number', 1), holds('list', []), holds('object', {}), holds('distribution', { 1: 0.5 }), holds('number-or-null', null), holds('number-if-printed', undefined)]).toEqual([true, true, true, true, true, true]);
});
