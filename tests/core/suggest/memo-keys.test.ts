/**
 * What `memoModel` keys an attack by, in two corners: members in lists nested in a list (a band of groups), and sides
 * typed in, which have no band.
 */
import { expect, it } from 'vitest';
import type { Ruleset, Side } from '../../../src/core/ruleset/ruleset.js';
import { memoModel } from '../../../src/core/suggest/score.js';

type Groups = { groups: { members: { name: string; fight?: number }[] }[] };
/** A made-up ruleset whose members are in `groups[g].members`. */
const grouped = {
  id: 'grouped',
  title: 'Grouped',
  roster: (band: Groups) => band.groups.flatMap((g, gi) => g.members.map((m, i) => ({ name: m.name, path: ['groups', gi, 'members', i] }))),
  attack: { simulate: () => ({ json: { odds: 0.5 }, view: { title: 'x', sections: [] } }) },
} as unknown as Ruleset;

const computed = (...bands: Groups[]): number => {
  const memo = memoModel(grouped);
  for (const band of bands) {
    const [a, b] = grouped.roster(band);
    memo.simulate({ attacker: { kind: 'member', band, member: a!, file: 'g.yaml' }, target: { kind: 'member', band, member: b!, file: 'g.yaml' }, options: {}, lang: 'en' });
  }
  return memo.computed();
};

it('another member of a list inside a list is not what the attack reads; a value of the group beside it is', () => {
  const a = { name: 'A', fight: 1 };
  const b = { name: 'B', fight: 2 };
  expect(computed({ groups: [{ members: [a, b, { name: 'C' }] }] }, { groups: [{ members: [a, b, { name: 'D' }] }] })).toBe(1);
  expect(computed({ groups: [{ members: [a, b] }, { members: [{ name: 'C' }] }] }, { groups: [{ members: [a, b] }, { members: [{ name: 'D' }] }] })).toBe(1);
  expect(computed({ groups: [{ members: [a, b] }] }, { groups: [{ members: [a, { ...b, fight: 3 }] }] })).toBe(2);
});

it('sides typed in are kept by their options', () => {
  const memo = memoModel(grouped);
  const typed = (options: Record<string, unknown>): Side<unknown> => ({ kind: 'typed', options });
  memo.simulate({ attacker: typed({ fight: 1 }), target: typed({ fight: 2 }), options: {}, lang: 'en' });
  memo.simulate({ attacker: typed({ fight: 1 }), target: typed({ fight: 2 }), options: {}, lang: 'en' });
  expect(memo.computed()).toBe(1);
  memo.simulate({ attacker: typed({ fight: 1 }), target: typed({ fight: 3 }), options: {}, lang: 'en' });
  expect(memo.computed()).toBe(2);
});
