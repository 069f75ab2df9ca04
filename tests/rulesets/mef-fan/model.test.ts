import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { sampleWounds } from '../../../src/rulesets/mef-fan/odds/sample.js';
import { removedFigures, rollUnder, successes, testSuccess, unsavedWounds, type Strike } from '../../../src/rulesets/mef-fan/odds/model.js';
import { bruteRemoved, bruteWounds, everyRoll, expectClose, type Melee } from './brute.js';

const strikeOf = (m: Melee): Strike => ({
  dice: m.attack,
  modifier: m.modifier,
  def: m.def,
  frightened: m.attackerMen === undefined ? 0 : 1 - Math.min(6, Math.max(0, m.attackerMen)) / 6,
  ...(m.parry ? { parry: { scores: m.parry, modifier: m.parryModifier ?? 0, frightened: m.targetMen === undefined ? 0 : 1 - Math.min(6, Math.max(0, m.targetMen)) / 6 } } : {}),
});

describe('roll-under d6, no automatic success or failure', () => {
  it.each([
    [-2, 0],
    [0, 0],
    [1, 1 / 6],
    [3, 1 / 2],
    [6, 1],
    [9, 1],
  ])('P(d6 ≤ %i) = %d', (target, p) => {
    expect(rollUnder(target)).toBe(p);
  });
});

describe('successes of a pool of dice', () => {
  it('matches enumeration for scores 1, 3, 5 with +1', () => {
    const expected = new Map<number, number>();
    everyRoll(3, (f, p) => {
      const n = Number(f[0]! <= 2) + Number(f[1]! <= 4) + Number(f[2]! <= 6);
      expected.set(n, (expected.get(n) ?? 0) + p);
    });
    expectClose(successes([1, 3, 5], 1), expected);
  });
});

describe('unsaved wounds against brute-force enumeration', () => {
  const cases: readonly [string, Melee][] = [
    ['one Mél 3 die against Déf 0', { attack: [{ score: 3, perforant: 0 }], modifier: 0, def: 0 }],
    ['Mél 3 Perforant 1 and Mél 2 with a charge against Déf 2', { attack: [{ score: 3, perforant: 1 }, { score: 2, perforant: 0 }], modifier: 1, def: 2 }],
    ['three figures, scores clamped at 6 and 0', { attack: [{ score: 5, perforant: 0 }, { score: 7, perforant: 0 }, { score: 0, perforant: 3 }], modifier: 2, def: 4 }],
    ['Déf 6 without Perforant is invulnerable', { attack: [{ score: 4, perforant: 0 }, { score: 4, perforant: 0 }], modifier: 0, def: 6 }],
    ['Perforant above Déf: no save at all', { attack: [{ score: 2, perforant: 4 }, { score: 3, perforant: 0 }], modifier: 0, def: 3 }],
    ['a parry of two dice cancels the most piercing successes', { attack: [{ score: 4, perforant: 0 }, { score: 4, perforant: 2 }, { score: 3, perforant: 1 }], modifier: 0, def: 3, parry: [3, 2], parryModifier: 1 }],
    ['an Effrayant target: the attacker tests Men 2', { attack: [{ score: 3, perforant: 0 }, { score: 3, perforant: 1 }], modifier: 1, def: 2, attackerMen: 2 }],
    ['both Effrayant, with a parry', { attack: [{ score: 3, perforant: 1 }, { score: 2, perforant: 0 }], modifier: 0, def: 2, attackerMen: 3, parry: [4], parryModifier: 0, targetMen: 1 }],
    ['more parry dice than attack dice', { attack: [{ score: 5, perforant: 0 }], modifier: 0, def: 1, parry: [5, 5, 2] }],
  ];

  it.each(cases)('%s', (_, m) => {
    const wounds = unsavedWounds(strikeOf(m));
    expectClose(wounds, bruteWounds(m));
    expect([...wounds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('hand-worked: Mél 3 +1 charge, Perforant 1 against Déf 2 wounds with 4/6 × 5/6 = 5/9', () => {
    const wounds = unsavedWounds({ dice: [{ score: 3, perforant: 1 }], modifier: 1, frightened: 0, def: 2 });
    expect(wounds.get(1)).toBeCloseTo(5 / 9, 12);
  });

  it('hand-worked: one parry die of Mél 6 cancels the only success, always', () => {
    const wounds = unsavedWounds({ dice: [{ score: 6, perforant: 0 }], modifier: 0, frightened: 0, def: 0, parry: { scores: [6], modifier: 0, frightened: 0 } });
    expect(wounds.get(0)).toBe(1);
  });

  it('stays fast and exact for a large unit: 60 figures with two scores, 4 parry dice', () => {
    const dice = Array.from({ length: 60 }, () => [{ score: 3, perforant: 1 }, { score: 2, perforant: 0 }]).flat();
    const wounds = unsavedWounds({ dice, modifier: 1, frightened: 0.5, def: 2, parry: { scores: [3, 3, 3, 3], modifier: 0, frightened: 0 } });
    expect([...wounds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});

describe('figures removed, wounds taken figure by figure', () => {
  it.each([
    [1, 3],
    [2, 2],
    [3, 1],
  ])('Vie %i, %i figures', (vie, models) => {
    const m: Melee = { attack: [{ score: 4, perforant: 0 }, { score: 4, perforant: 0 }, { score: 5, perforant: 1 }], modifier: 0, def: 1 };
    const wounds = bruteWounds(m);
    expectClose(removedFigures(unsavedWounds(strikeOf(m)), vie, models), bruteRemoved(wounds, vie, models));
  });

  it('never removes more figures than stand', () => {
    const removed = removedFigures(new Map([[10, 1]]), 1, 3);
    expect([...removed]).toEqual([[3, 1]]);
  });
});

describe('Men and morale tests with re-rolls', () => {
  const brute = (target: number, failure: boolean, success: boolean): number => {
    let total = 0;
    everyRoll(2, ([first, second], p) => {
      const passed = first! <= target;
      const reroll = failure !== success && (failure ? !passed : passed);
      if (reroll ? second! <= target : passed) total += p;
    });
    return total;
  };

  it.each([0, 1, 3, 5, 6, 8])('target %i: plain, porte-bannière, musicien, both', (target) => {
    expect(testSuccess(target)).toBeCloseTo(brute(target, false, false), 12);
    expect(testSuccess(target, { failure: true })).toBeCloseTo(brute(target, true, false), 12);
    expect(testSuccess(target, { success: true })).toBeCloseTo(brute(target, false, true), 12);
    expect(testSuccess(target, { failure: true, success: true })).toBeCloseTo(brute(target, true, true), 12);
  });

  it('hand-worked: Men 3 with a porte-bannière passes 1/2 + 1/2 × 1/2 = 3/4', () => {
    expect(testSuccess(3, { failure: true })).toBe(0.75);
  });
});

describe('Monte Carlo cross-check (optional, never the answer)', () => {
  it('the sampled mean of unsaved wounds converges to the exact mean', () => {
    const strike: Strike = {
      dice: [{ score: 3, perforant: 1 }, { score: 2, perforant: 0 }, { score: 4, perforant: 2 }],
      modifier: 1,
      frightened: 3 / 6,
      def: 3,
      parry: { scores: [3, 2], modifier: 0, frightened: 2 / 6 },
    };
    const rng = new SeededRng('mef-fan');
    const trials = 40_000;
    let total = 0;
    let squares = 0;
    for (let i = 0; i < trials; i++) {
      const w = sampleWounds(strike, rng);
      total += w;
      squares += w * w;
    }
    const mean = total / trials;
    const error = Math.sqrt((squares / trials - mean * mean) / trials);
    const exact = [...unsavedWounds(strike)].reduce((sum, [w, p]) => sum + w * p, 0);
    expect(Math.abs(mean - exact)).toBeLessThan(5 * error);
  });
});
