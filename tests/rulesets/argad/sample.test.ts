/**
 * The Monte Carlo cross-check (`--trials`) plays each throw as at the table. Enumerating every sequence of dice
 * the sampler can draw gives its exact distribution, which must be the exact odds: the same rules ("La règle des
 * plusieurs 6", "Résultat de la mêlée", "Frappe avant adversaire") played die by die instead of computed.
 */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import { DUEL_KEYS, duelOdds, KO_KEYS, type Duelist, type DuelOutcome, duelKeys } from '../../../src/rulesets/argad/odds/duel.js';
import { blowOdds, type Striker, type Struck } from '../../../src/rulesets/argad/odds/melee.js';
import { rollBlow, rollChain, sampleBlow, sampleDuel, sampleVolley } from '../../../src/rulesets/argad/odds/sample.js';
import { hitsDist, type Volley } from '../../../src/rulesets/argad/odds/shooting.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';

/** A generator that returns the faces given, in order; fails the test when asked for more. */
function faces(...values: number[]): Rng & { left: () => number } {
  return {
    die: (sides: number) => {
      const face = values.shift();
      if (face === undefined || face > sides) throw new Error(`no face left for a d${sides}`);
      return face;
    },
    left: () => values.length,
  };
}

/** Every sequence of dice `trial` may draw, with its probability: the trial's exact distribution, summed per key. */
function enumerate(trial: (rng: Rng) => Record<string, number>): Record<string, number> {
  const totals: Record<string, number> = {};
  const choices: number[] = [];
  const sides: number[] = [];
  for (;;) {
    let i = 0;
    let p = 1;
    const rng: Rng = {
      die: (n: number) => {
        if (i === choices.length) {
          choices.push(1);
          sides.push(n);
        }
        p /= n;
        return choices[i++]!;
      },
    };
    const result = trial(rng);
    for (const [key, value] of Object.entries(result)) totals[key] = (totals[key] ?? 0) + p * value;
    // Next sequence: the last draw not yet at its maximum goes up by one, the draws after it are forgotten.
    choices.length = i;
    sides.length = i;
    while (choices.length && choices.at(-1) === sides.at(-1)) {
      choices.pop();
      sides.pop();
    }
    if (!choices.length) return totals;
    choices[choices.length - 1]! += 1;
  }
}

const expectSame = (actual: Record<string, number>, expected: Record<string, number>) => {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const key of Object.keys(expected)) expect(actual[key], key).toBeCloseTo(expected[key]!, 12);
};

const KEYS = { kill: 'kill', ko: 'ko', recoil: 'recoil', miss: 'miss' } as const;
const striker = (more: Partial<Striker> = {}): Striker => ({ die: 6, modifier: 0, bareHands: false, ...more });

describe('one die rerolled at the table (rollChain)', () => {
  const never = () => false;
  const always = () => true;

  it('a face under the maximum is kept, with no reroll', () => {
    const rng = faces(5, 6);
    expect(rollChain(rng, 6, always)).toBe(5);
    expect(rng.left()).toBe(1);
  });

  it('a maximum that is enough is kept', () => {
    const rng = faces(6, 6);
    expect(rollChain(rng, 6, never)).toBe(6);
    expect(rng.left()).toBe(1);
  });

  it('each maximum rerolled adds one; the first reroll that is not a maximum ends the chain, the die as it was', () => {
    expect(rollChain(faces(6, 6, 6, 3), 6, always)).toBe(8);
    expect(rollChain(faces(6, 2), 6, always)).toBe(6);
    // Stops as soon as the value is enough: 7 is.
    const rng = faces(6, 6, 6);
    expect(rollChain(rng, 6, (n) => n < 7)).toBe(7);
    expect(rng.left()).toBe(1);
  });

  it('works with the maximum of another die (d8)', () => {
    expect(rollChain(faces(8, 8, 1), 8, always)).toBe(9);
    expect(rollChain(faces(6), 8, always)).toBe(6);
  });
});

describe('the dice of a blow at the table (rollBlow)', () => {
  const target: Struck = { class: 7, armour: 0 };

  it('several strikers on one enemy: two 6 count as a 6 and a 7, then the highest is rerolled', () => {
    const group = striker({ strike: { dice: 2, mode: 'group', severalSixes: true } });
    expect(rollBlow(faces(6, 6, 2), group, target)).toBe(7);
    // 6 and 7, rerolled to 8: a triple 6 always touches, so no more rerolls.
    const rng = faces(6, 6, 6, 6, 1);
    expect(rollBlow(rng, group, { class: 12, armour: 0 })).toBe(8);
    expect(rng.left()).toBe(2);
    expect(rollBlow(faces(3, 5), group, target)).toBe(5);
    expect(rollBlow(faces(6, 3, 4), group, target)).toBe(6);
  });

  it('en désordre only one 6 counts and is rerolled', () => {
    const group = striker({ strike: { dice: 2, mode: 'group', severalSixes: false } });
    expect(rollBlow(faces(6, 6, 2), group, target)).toBe(6);
    expect(rollBlow(faces(6, 6, 6, 1), group, target)).toBe(7);
  });

  it("a bretteur's two blows are rerolled each on its own; the better counts", () => {
    const bretteur = striker({ strike: { dice: 2, mode: 'independent', severalSixes: true } });
    expect(rollBlow(faces(6, 6, 1, 4), bretteur, target)).toBe(7);
    expect(rollBlow(faces(2, 6, 3), bretteur, target)).toBe(6);
  });

  it('one die in a strike is a single die', () => {
    const single = striker({ strike: { dice: 1, mode: 'group', severalSixes: true } });
    const rng = faces(6, 6, 2, 9);
    expect(rollBlow(rng, single, target)).toBe(7);
    expect(rng.left()).toBe(1);
  });
});

describe('played die by die, a blow has its exact odds', () => {
  const cases: [string, Striker, Struck][] = [
    ['one die, class 4', striker({ modifier: 1 }), { class: 4, armour: 0 }],
    ['one die, out of reach but for rerolls', striker({ modifier: -1 }), { class: 8, armour: 0 }],
    ['armour above the class', striker({ modifier: 2 }), { class: 5, armour: 7 }],
    ['bare hands', striker({ bareHands: true }), { class: 5, armour: 0 }],
    ['a d8', striker({ die: 8, modifier: 1 }), { class: 9, armour: 0 }],
    ['three strikers', striker({ strike: { dice: 3, mode: 'group', severalSixes: true } }), { class: 8, armour: 0 }],
    ['two strikers en désordre', striker({ strike: { dice: 2, mode: 'group', severalSixes: false } }), { class: 7, armour: 0 }],
    ['a bretteur', striker({ modifier: 1, strike: { dice: 2, mode: 'independent', severalSixes: true } }), { class: 7, armour: 0 }],
  ];

  it.each(cases)('%s', (_, s, t) => {
    expectSame(enumerate(sampleBlow(s, t, KEYS)), { ...blowOdds(s, t) });
  });

  it('names each result with the key given', () => {
    const keys = { kill: 'p_kill', ko: 'p_ko', recoil: 'p_recoil', miss: 'p_miss' } as const;
    expect(sampleBlow(striker(), { class: 4, armour: 0 }, keys)(faces(5))).toEqual({ p_kill: 1, p_ko: 0, p_recoil: 0, p_miss: 0 });
    expect(sampleBlow(striker(), { class: 4, armour: 0 }, keys)(faces(4))).toEqual({ p_kill: 0, p_ko: 0, p_recoil: 1, p_miss: 0 });
  });
});

describe('played die by die, a duel has its exact odds', () => {
  const duelist = (more: Partial<Duelist> = {}): Duelist => ({ die: 6, modifier: 0, bareHands: false, class: 5, armour: 0, length: 1, armourRank: 0, ...more });
  const keys = [...DUEL_KEYS, ...KO_KEYS];
  const cases: [string, Duelist, Duelist, boolean][] = [
    ['equal lengths, tie rule', duelist(), duelist({ modifier: 1 }), true],
    ['equal lengths, no tie rule', duelist(), duelist({ class: 6 }), false],
    ['a longer weapon strikes first', duelist({ length: 2 }), duelist({ modifier: 2 }), true],
    ['bare hands against a sword', duelist({ bareHands: true }), duelist({ class: 4 }), true],
    ['a longer weapon first at a side of two points de vie', duelist({ length: 2, class: 3 }), duelist({ class: 3, pv: 2 }), true],
    ['together, both of two points de vie, bare hands', duelist({ pv: 2, bareHands: true, class: 3 }), duelist({ class: 3, pv: 2 }), false],
  ];

  it.each(cases)('%s', (_, a, b, tieRule) => {
    const exact = duelOdds(a, b, tieRule);
    expectSame(enumerate(sampleDuel(a, b, tieRule, Object.keys(exact) as DuelOutcome[])), exact);
  });

  it('throws A then B', () => {
    // A shows 5 (kills a class 4), B shows 1.
    expect(sampleDuel(duelist({ class: 4 }), duelist({ class: 4 }), true, keys)(faces(5, 1))).toMatchObject({ a_kills: 1, b_kills: 0 });
    expect(sampleDuel(duelist({ class: 4 }), duelist({ class: 4 }), true, keys)(faces(1, 5))).toMatchObject({ a_kills: 0, b_kills: 1 });
  });
});

describe('played die by die, a volley has its exact odds', () => {
  const volley = (more: Partial<Volley> = {}): Volley => ({ dice: 2, sides: 6, need: 5, severalSixes: true, ...more });
  const pKill = (v: Volley) => 1 - (hitsDist(v).get(0) ?? 0);

  it.each<[string, Volley]>([
    ['a 5+ with two dice', volley()],
    ['one die that needs a 6', volley({ dice: 1, need: 6 })],
    ['one die that needs an 8: two maxima in a row', volley({ dice: 1, need: 8 })],
    ['three dice that need a 7: two 6 count as 6 and 7', volley({ dice: 3, need: 7 })],
    ['three dice that need a 9', volley({ dice: 3, need: 9 })],
    ['en désordre, two dice that need a 7', volley({ need: 7, severalSixes: false })],
    ['a d8 that needs 9', volley({ dice: 2, sides: 8, need: 9 })],
  ])('%s', (_, v) => {
    const sampled = enumerate(sampleVolley(v));
    expect(Object.keys(sampled)).toEqual(['p_kill', 'expected_pv_lost']);
    expect(sampled.p_kill).toBeCloseTo(pKill(v), 12);
  });

  it('counts a 6 as a hit and a face at the need as a hit, below it as a miss', () => {
    expect(sampleVolley(volley({ dice: 1 }))(faces(5))).toEqual({ p_kill: 1, expected_pv_lost: 1 });
    expect(sampleVolley(volley({ dice: 1 }))(faces(4))).toEqual({ p_kill: 0, expected_pv_lost: 0 });
    expect(sampleVolley(volley({ dice: 1, need: 6 }))(faces(6))).toEqual({ p_kill: 1, expected_pv_lost: 1 });
  });

  it('rerolls a 6 that is not enough: each new 6 adds one until the need', () => {
    expect(sampleVolley(volley({ dice: 1, need: 8 }))(faces(6, 6, 6))).toEqual({ p_kill: 1, expected_pv_lost: 1 });
    expect(sampleVolley(volley({ dice: 1, need: 8 }))(faces(6, 6, 5))).toEqual({ p_kill: 0, expected_pv_lost: 0 });
    const rng = faces(6, 6, 6, 6);
    expect(sampleVolley(volley({ dice: 1, need: 8 }))(rng)).toEqual({ p_kill: 1, expected_pv_lost: 1 });
    expect(rng.left()).toBe(1);
  });
});

describe('the sampler a report hands to --trials plays that report', () => {
  const base = { class: 4, attackerArmour: 'legere', melee: 'courte', targetClass: 4, targetArmour: 'legere', targetMelee: 'courte' };
  const report = (options: Record<string, unknown>) => {
    const side = { kind: 'typed' as const, options };
    return ruleset.attack!.simulate({ attacker: side, target: side, options });
  };
  const probabilities = (json: Record<string, unknown>) => Object.fromEntries(Object.entries(json).filter(([k, v]) => k.startsWith('p_') && typeof v === 'number')) as Record<string, number>;

  it.each<[string, Record<string, unknown>]>([
    ['a blow', {}],
    ['a blow with bare hands: knocked out, not killed', { melee: 'mains-nues', targetClass: 3 }],
    ['three strikers', { strikers: 3, targetClass: 5, modifier: -2 }],
    ['three strikers at a target of two points de vie: the dice that touch counted', { strikers: 3, targetClass: 3, targetHealthPoints: 2, modifier: -2 }],
    ['two strikers en désordre at a blocked target of two points de vie', { strikers: 2, targetHealthPoints: 2, disorder: true, targetBlocked: true }],
    ["a bretteur's two blows at a target of two points de vie", { twoBlows: true, skill: ['bretteur'], targetHealthPoints: 2, targetClass: 5 }],
    ['a volley', { weapon: 'ranged', range: 'short', ranged: 'arc', targetArmour: '5' }],
  ])('%s', (_, options) => {
    const r = report({ ...base, ...options });
    const json = r.json as Record<string, unknown>;
    // A volley also plays its points de vie lost, capped at the target's (one here).
    expectSame(enumerate(r.sample!), { ...probabilities(json), ...(options.weapon === 'ranged' ? { expected_pv_lost: json.expected_pv_lost as number } : {}) });
  });

  it.each<[string, Record<string, unknown>]>([
    ['a volley at a group of mixed armour: the fate drawn figure by figure', { weapon: 'ranged', range: 'long', ranged: 'arc', shooters: 2, groupArmours: 'legere,4,5' }],
    ['at need 7 en désordre: one 6 rerolled', { weapon: 'ranged', range: 'long', ranged: 'arc', shooters: 2, groupArmours: '4,legere', disorder: true }],
    ['a volley at a target of two points de vie', { weapon: 'ranged', range: 'short', ranged: 'arc', targetHealthPoints: 2, modifier: 3 }],
    ['a salvo at a target of two points de vie', { weapon: 'ranged', whiteDice: 2, table: 5, targetHealthPoints: 2 }],
  ])('%s', (_, options) => {
    const r = report({ ...base, ...options });
    const json = r.json as Record<string, number>;
    const keys = Object.keys(enumerate(r.sample!));
    expectSame(enumerate(r.sample!), Object.fromEntries(keys.map((k) => [k, json[k]!])));
    expect(keys).toContain('p_kill');
  });

  // "Armes à projectiles multiples": the victims of one throw, the +1 on a group and the one die rerolled, played die by die.
  it.each<[string, Record<string, unknown>]>([
    ['a salvo: two red, two white on 5-6', { whiteDice: 2 }],
    ['a salvo at need 7: a lone 6 rerolled', { whiteDice: 1, modifier: -2 }],
    ['a salvo at need 8 en désordre, one red die (the tir à boulet)', { redDice: 1, whiteDice: 2, modifier: -3, disorder: true }],
    ['a salvo on a group: the +1 on one die', { whiteDice: 2, groupTarget: true, modifier: -1 }],
  ])('%s', (_, options) => {
    const r = report({ ...base, weapon: 'ranged', table: 5, ...options });
    const json = r.json as Record<string, number>;
    expectSame(enumerate(r.sample!), { p_kill: json.p_kill!, expected_victims: json.expected_victims! });
  });

  it.each<[string, Record<string, unknown>, readonly string[]]>([
    ['a duel', { duel: true, targetClass: 3 }, DUEL_KEYS],
    ['a duel with bare hands', { duel: true, melee: 'mains-nues', targetClass: 3 }, [...DUEL_KEYS, ...KO_KEYS]],
    ['a duel at a side of two points de vie', { duel: true, targetClass: 3, targetHealthPoints: 2 }, duelKeys(false, true)],
  ])('%s', (_, options, keys) => {
    const r = report({ ...base, ...options });
    const json = r.json as Record<string, number>;
    expectSame(enumerate(r.sample!), Object.fromEntries(keys.map((k) => [k, json[k]!])));
  });
});
