import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../src/core/dice/distribution.js';
import { fightOdds, resolveFight } from '../../../src/rulesets/frostgrave/odds/fight.js';
import { asRecord, bruteFight, closeRecords } from './brute.js';

const side = (roll: number, damageMod = 0, armour = 10) => ({ roll, damageMod, armour });

describe('Frostgrave fight, exact', () => {
  it('matches a brute-force count of the 400 pairs, with and without criticals', () => {
    const stat = fc.integer({ min: -6, max: 12 });
    fc.assert(
      fc.property(stat, stat, fc.integer({ min: -2, max: 3 }), fc.integer({ min: -2, max: 3 }), fc.integer({ min: 8, max: 16 }), fc.integer({ min: 8, max: 16 }), fc.boolean(), (ra, rb, da, db, aa, ab, crits) => {
        const odds = fightOdds(side(ra, da, aa), side(rb, db, ab), { crits });
        const brute = bruteFight({ bonus: ra, damageMod: da, armour: aa }, { bonus: rb, damageMod: db, armour: ab }, crits);
        expect(odds.pWin).toBeCloseTo(brute.win / 400, 9);
        expect(odds.pTie).toBeCloseTo(brute.tie / 400, 9);
        expect(odds.pLose).toBeCloseTo(brute.lose / 400, 9);
        expect(closeRecords(toRecord(odds.damage), asRecord(brute.dealt))).toBe(true);
        expect(closeRecords(toRecord(odds.damageTaken), asRecord(brute.taken))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('between equal sides: a tie one time in 20, each side wins 190 of 400', () => {
    const odds = fightOdds(side(2), side(2), { crits: false });
    expect(odds.pTie).toBeCloseTo(20 / 400, 12);
    expect(odds.pWin).toBeCloseTo(190 / 400, 12);
    expect(odds.pLose).toBeCloseTo(190 / 400, 12);
  });

  it('a tie: both deal damage (score − Armour)', () => {
    const o = resolveFight(side(4, 0, 12), side(2, 0, 10), 10, 12, { crits: false });
    expect(o.winner).toBe('both');
    expect([o.damage, o.damageTaken]).toEqual([14 - 10, 14 - 12]);
  });

  it('no damage when the score does not beat the Armour, and none to the winner', () => {
    const o = resolveFight(side(0), side(0), 9, 3, { crits: false });
    expect(o).toMatchObject({ winner: 'attacker', damage: 0, damageTaken: 0 });
  });

  it('damage modifiers join the score before the Armour: 9 + 2 − 10 = 1', () => {
    expect(resolveFight(side(0, 2), side(0), 9, 3, { crits: false }).damage).toBe(1);
  });

  describe('optional criticals', () => {
    // A at +0 against B at +10. Without criticals A wins when a > b + 10: 45 pairs.
    // With them: a natural 20 wins unless both roll 20 (19 pairs), plus a ≤ 19 beating b + 10 with b ≤ 8 (36 pairs);
    // ties: both 20 (1) and a = b + 10 with a ≤ 19 (9).
    it('a natural 20 wins even against a higher score (hand count)', () => {
      expect(fightOdds(side(0), side(10), { crits: false }).pWin).toBeCloseTo(45 / 400, 12);
      const odds = fightOdds(side(0), side(10), { crits: true });
      expect(odds.pWin).toBeCloseTo(55 / 400, 12);
      expect(odds.pTie).toBeCloseTo(10 / 400, 12);
      expect(odds.pLose).toBeCloseTo(335 / 400, 12);
    });

    it('doubles the damage, and both double when both roll 20', () => {
      const o = resolveFight(side(3, 2), side(12), 20, 19, { crits: true });
      expect(o).toMatchObject({ winner: 'attacker', attackerScore: 23, targetScore: 31, damage: 30, damageTaken: 0 });
      const both = resolveFight(side(3, 2, 10), side(2, 0, 10), 20, 20, { crits: true });
      expect(both).toMatchObject({ winner: 'both', damage: (25 - 10) * 2, damageTaken: (22 - 10) * 2 });
    });

    it('without the rule a natural 20 is just a 20', () => {
      expect(resolveFight(side(3, 2), side(12), 20, 19, { crits: false })).toMatchObject({ winner: 'target', damage: 0 });
    });
  });
});
