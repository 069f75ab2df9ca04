/** `memoModel` (src/core/suggest/score.ts): each distinct attack computed once, the same JSON and attacks as the model's own. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import type { Ruleset, Side } from '../../../src/core/ruleset/ruleset.js';
import { memoModel } from '../../../src/core/suggest/score.js';
import { registry } from '../../../src/rulesets/index.js';
import { ROOT } from '../../helpers/cli.js';

const file = path.join(ROOT, 'bands', 'ff-les-marquisards.yaml');
const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);
const read = () => draftOf(ruleset, parseDocument(readFileSync(file, 'utf8'))).band;

describe('memoModel', () => {
  it('computes an attack once, for the same members read again; its JSON and view are the model’s', () => {
    const memo = memoModel(ruleset);
    const side = (band: unknown, i: number): Side<unknown> => ({ kind: 'member', band, member: ruleset.roster(band)[i]!, file });
    const band = read();
    const input = { attacker: side(band, 0), target: side(band, 1), options: {}, lang: 'en' as const };
    const first = memo.simulate(input);
    expect(memo.computed()).toBe(1);
    // The same members in a band read again (new objects, same content): no new computation, the very same JSON.
    const again = read();
    expect(memo.simulate({ ...input, attacker: side(again, 0), target: side(again, 1) }).json).toBe(first.json);
    expect(memo.computed()).toBe(1);
    const direct = ruleset.attack!.simulate(input);
    expect(first.json).toStrictEqual(direct.json);
    expect(first.view).toStrictEqual(direct.view);
    // Another target is another attack.
    memo.simulate({ ...input, target: side(band, 2) });
    expect(memo.computed()).toBe(2);
  });

  it('lists a member’s attacks as the model does, once per member', () => {
    const memo = memoModel(ruleset);
    const band = read();
    const member = ruleset.roster(band)[0]!;
    const attacks = memo.attacks!(band, member);
    expect(attacks).toStrictEqual(ruleset.attack!.attacks!(band, member));
    expect(memo.attacks!(read(), member)).toBe(attacks);
  });
});

/**
 * A made-up ruleset whose members are the items of `members` (maps, or plain words), and whose odds are the two
 * members' texts: what the memo keys an attack by, checked by what it computes again.
 */
const madeUp = (): Ruleset => ({
  id: 'made-up',
  title: 'Made up',
  roster: (band: { members: unknown[] }) => band.members.map((m, i) => ({ name: typeof m === 'string' ? m : (m as { name: string }).name, path: ['members', i] })),
  attack: { simulate: (input: { attacker: Side<unknown>; target: Side<unknown> }) => ({ json: { odds: 0.5 }, view: { title: 'x', sections: [] } }) },
}) as unknown as Ruleset;

describe('what an attack is kept by', () => {
  const side = (band: { members: unknown[] }, i: number, file = 'a.yaml'): Side<unknown> => ({ kind: 'member', band, member: madeUp().roster(band)[i]!, file });
  /** How many attacks the memo computes for the first member of each band on its second, one band after the other. */
  const computed = (...bands: { members: unknown[]; [key: string]: unknown }[]) => {
    const memo = memoModel(madeUp());
    for (const band of bands) memo.simulate({ attacker: side(band, 0), target: side(band, 1), options: {} });
    return memo.computed();
  };

  it('its two members and what their band holds besides its members', () => {
    const a = { name: 'A', fight: 1 };
    const b = { name: 'B', fight: 2 };
    // Another member of the band is not what the attack reads.
    expect(computed({ members: [a, b, { name: 'C' }] }, { members: [a, b, { name: 'D' }] })).toBe(1);
    // A band-wide value is, in a list too.
    expect(computed({ members: [a, b], flags: [1, 2] }, { members: [a, b], flags: [1, 3] })).toBe(2);
    expect(computed({ members: [a, b], flags: [1, 2] }, { members: [a, b], flags: [1, 2] })).toBe(1);
    expect(computed({ members: [a, b], rule: null }, { members: [a, b], rule: null })).toBe(1);
    // A member's values are.
    expect(computed({ members: [a, b] }, { members: [{ ...a, fight: 3 }, b] })).toBe(2);
  });

  it('sets and maps by their entries', () => {
    const skilled = (skills: Set<string> | Map<string, number>) => ({ members: [{ name: 'A', skills }, { name: 'B' }] });
    expect(computed(skilled(new Set(['x'])), skilled(new Set(['y'])))).toBe(2);
    expect(computed(skilled(new Set(['x'])), skilled(new Set(['x'])))).toBe(1);
    expect(computed(skilled(new Map([['x', 1]])), skilled(new Map([['x', 2]])))).toBe(2);
    expect(computed(skilled(new Map([['x', 1]])), skilled(new Map([['x', 1]])))).toBe(1);
    const banded = (tags: Set<string>) => ({ members: [{ name: 'A' }, { name: 'B' }], tags });
    expect(computed(banded(new Set(['x'])), banded(new Set(['y'])))).toBe(2);
  });

  it('a member that is a plain word', () => {
    expect(computed({ members: ['A', 'B'] }, { members: ['A', 'B'] })).toBe(1);
    expect(computed({ members: ['A', 'B'] }, { members: ['A', 'C'] })).toBe(2);
  });

  it('the language asked for, English when none is', () => {
    const memo = memoModel(madeUp());
    const band = { members: ['A', 'B'] };
    const input = { attacker: side(band, 0), target: side(band, 1), options: {} };
    memo.simulate(input);
    memo.simulate({ ...input, lang: 'en' });
    expect(memo.computed()).toBe(1);
    memo.simulate({ ...input, lang: 'fr' });
    expect(memo.computed()).toBe(2);
  });

  it('the options, and the file of each side', () => {
    const memo = memoModel(madeUp());
    const band = { members: ['A', 'B'] };
    memo.simulate({ attacker: side(band, 0), target: side(band, 1), options: {} });
    memo.simulate({ attacker: side(band, 0), target: side(band, 1), options: { charge: true } });
    memo.simulate({ attacker: side(band, 0, 'b.yaml'), target: side(band, 1), options: {} });
    expect(memo.computed()).toBe(3);
  });
});
