/** Every named roll's JSON opens with the same three fields, whatever its ruleset prints: the ruleset, the roll, the method. */
import { describe, expect, it } from 'vitest';
import { namedRoll, rulesets } from '../../../src/index.js';

/** A value for each required option of the rolls, in range. */
const OPTIONS: Record<string, number> = { stat: 2, vs: 1, action: 3, castingNumber: 10, height: 4, men: 3, health: 2, morale: 3, move: 10, value: 3, class: 3 };
const camel = (name: string) => name.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
const cases = rulesets.flatMap((r) => r.rolls.flatMap((roll) => (['exact', 'rolled'] as const).map((method) => [r.id, roll.name, method] as const)));

describe.each(cases)('%s %s (%s)', (id, name, method) => {
  it('opens with {"ruleset","roll","method"}, the seed of a rolled one last', async () => {
    const roll = rulesets.find((r) => r.id === id)!.rolls.find((r) => r.name === name)!;
    const own = Object.fromEntries(roll.options.filter((o) => o.required).map((o) => [camel(o.name), OPTIONS[camel(o.name)]]));
    const result: Record<string, unknown> = await namedRoll(name, { ruleset: id, exact: method === 'exact', seed: 'head', ...own });
    // A fall rolls no die (1.5 × the height): its damage is exact however it is asked for.
    const made = id === 'frostgrave' && name === 'fall' ? 'exact' : method;
    expect(Object.entries(result).slice(0, 3)).toEqual([['ruleset', id], ['roll', name], ['method', made]]);
    const keys = Object.keys(result);
    expect(keys.indexOf('seed')).toBe(method === 'rolled' ? keys.length - 1 : -1);
  });
});

it('there is a roll of every ruleset to check', () => expect(new Set(cases.map(([id]) => id)).size).toBe(5));
