import { describe, expect, it } from 'vitest';
import { bestEmpower, castOdds, empowerTable, failureDamage, resolveCast, usefulEmpowerLimit, type CastRequest } from '../../../src/rulesets/frostgrave/odds/cast.js';

/** The failure table, as printed: difference 1-4 none, 5-9 one, 10-19 two, 20 or more five. */
const table = (difference: number) => (difference >= 20 ? 5 : difference >= 10 ? 2 : difference >= 5 ? 1 : 0);

/**
 * Brute force over every casting die, every spend the limit allows and every Will die, counted as integers: for each
 * casting die the caster takes the spend that lets the spell take effect against the most Will dice, then the one
 * that hurts least, then the smallest.
 */
function brute(r: CastRequest) {
  let casts = 0;
  let effects = 0;
  let damage = 0;
  for (let die = 1; die <= 20; die++) {
    const roll = die - (r.wounded ? 2 : 0);
    let chosen: { effect: number; hurt: number; cast: boolean } | undefined;
    for (let spend = 0; spend <= r.empower; spend++) {
      const final = roll + spend;
      const cast = final >= r.castingNumber;
      let effect = 0;
      if (cast) for (let w = 1; w <= 20; w++) if (r.will === undefined || w + r.will < final) effect++;
      const hurt = spend + (cast ? 0 : table(r.castingNumber - final));
      if (!chosen || effect > chosen.effect || (effect === chosen.effect && hurt < chosen.hurt)) chosen = { effect, hurt, cast };
    }
    if (chosen!.cast) casts++;
    effects += r.will === undefined ? (chosen!.cast ? 20 : 0) : chosen!.effect;
    damage += chosen!.hurt;
  }
  return { pCast: casts / 20, pEffect: effects / 400, expectedSelfDamage: damage / 20 };
}

describe('Frostgrave casting, exact', () => {
  it.each([
    [1, 0], [4, 0], [5, 1], [9, 1], [10, 2], [19, 2], [20, 5], [27, 5],
  ])('the failure table: missing by %i costs %i', (difference, damage) => {
    expect(failureDamage(difference)).toBe(damage);
  });

  it('matches the brute force for every casting number, limit and Will in a grid', () => {
    for (const castingNumber of [1, 6, 10, 14, 18, 22, 26])
      for (const empower of [0, 1, 3, 6, 12])
        for (const will of [undefined, -1, 2, 5, 30])
          for (const wounded of [false, true]) {
            const request = { castingNumber, empower, wounded, ...(will !== undefined ? { will } : {}) };
            const odds = castOdds(request);
            const b = brute(request);
            expect(odds.pCast, JSON.stringify(request)).toBeCloseTo(b.pCast, 12);
            expect(odds.pEffect, JSON.stringify(request)).toBeCloseTo(b.pEffect, 12);
            expect(odds.expectedSelfDamage, JSON.stringify(request)).toBeCloseTo(b.expectedSelfDamage, 12);
          }
  });

  // Hand-worked cases.
  it('casting number 10, no empowering: 11 faces cast; 1-5 miss by 5-9 (1 damage each)', () => {
    expect(castOdds({ castingNumber: 10, empower: 0 })).toMatchObject({ pCast: 11 / 20, pEffect: 11 / 20, expectedSelfDamage: 5 / 20 });
  });

  it('empowering up to 3: a 7, 8 or 9 becomes a cast for 3, 2, 1 damage; a 6 stays a failure by 4 (no damage)', () => {
    expect(castOdds({ castingNumber: 10, empower: 3 })).toMatchObject({ pCast: 14 / 20, expectedSelfDamage: (3 + 2 + 1 + 5) / 20 });
    expect(resolveCast(6, { castingNumber: 10, empower: 3 })).toMatchObject({ cast: false, empowered: 0, selfDamage: 0 });
  });

  it('a failure of 20 or more is empowered down to 19 only when that costs less than the 5 damage', () => {
    // Casting number 25: a 5 misses by 20 (1 point → 19: 1 + 2), a 4 by 21 (2 points: 2 + 2), a 3 by 22 (3 + 2 > 5).
    expect(resolveCast(5, { castingNumber: 25, empower: 2 })).toMatchObject({ empowered: 1, selfDamage: 3 });
    expect(resolveCast(4, { castingNumber: 25, empower: 2 })).toMatchObject({ empowered: 2, selfDamage: 4 });
    expect(resolveCast(3, { castingNumber: 25, empower: 2 })).toMatchObject({ empowered: 0, selfDamage: 5 });
    expect(castOdds({ castingNumber: 25, empower: 2 }).expectedSelfDamage).toBeCloseTo((3 * 5 + 4 + 3 + 10 * 2 + 5 * 1) / 20, 12);
  });

  it('a Will roll resists on equal or higher: casting number 10, Will +2, no empowering', () => {
    // A roll r ≥ 10 takes effect when d20 + 2 < r: r − 3 faces of 20. Sum over r = 10..20 of (r − 3) = 132.
    expect(castOdds({ castingNumber: 10, empower: 0, will: 2 }).pEffect).toBeCloseTo(132 / 400, 12);
  });

  it('against a Will roll the caster spends the whole limit while it still helps', () => {
    // Limit 3, Will +2: 7, 8, 9 → 10, 11, 12; 10..20 → 13..23 (23 cannot be resisted). Effect faces: 7+8+9 + (10+…+20).
    const odds = castOdds({ castingNumber: 10, empower: 3, will: 2 });
    expect(odds.pEffect).toBeCloseTo((24 + 165) / 400, 12);
    expect(odds.expectedSelfDamage).toBeCloseTo((14 * 3 + 5) / 20, 12);
    expect(resolveCast(20, { castingNumber: 10, empower: 5, will: 2 })).toMatchObject({ empowered: 3, final: 23 });
  });

  it('spends nothing extra when the Will is too high for the points to matter', () => {
    expect(resolveCast(10, { castingNumber: 5, empower: 3, will: 30 })).toMatchObject({ cast: true, empowered: 0, selfDamage: 0 });
  });

  it('the wounded caster rolls at −2: casting number 10 needs a 12', () => {
    expect(castOdds({ castingNumber: 10, empower: 0, wounded: true }).pCast).toBeCloseTo(9 / 20, 12);
  });

  it('tabulates the limits until more empowering changes nothing, and picks the best within a risk', () => {
    const request = { castingNumber: 12 };
    expect(usefulEmpowerLimit(request)).toBe(11);
    const rows = empowerTable(request, 11);
    expect(rows.map((r) => r.pCast)).toEqual(Array.from({ length: 12 }, (_, k) => Math.min(20, 9 + k) / 20));
    // Casting number 12: without empowering, 1-2 miss by 11-10 (2 each) and 3-7 by 9-5 (1 each): 9/20 = 0.45.
    // Limit 1 adds the 11 (1 point): 0.5; limit 2 adds the 10 (2 points): 0.6. Within 0.5, limit 1 is best.
    expect(rows.slice(0, 3).map((r) => r.expectedSelfDamage)).toEqual([0.45, 0.5, 0.6]);
    expect(bestEmpower(rows, 0.5)).toMatchObject({ empower: 1, pEffect: 10 / 20 });
    expect(bestEmpower(rows, 0.44)).toBeUndefined();
    expect(bestEmpower(rows, 100)!.empower).toBe(11);
  });
});
