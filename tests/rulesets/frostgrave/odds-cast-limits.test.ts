/**
 * The casting odds at the edges the named roll leans on: how far the empowering table runs, which spend the caster
 * picks when two cost the same, the best limit on ties, and a caster target empowering its Will roll, against an
 * independent count. Rulebook: "Renforcer un sort", "Résister à un sort" (docs/rules-notes.md for the readings).
 */
import { describe, expect, it } from 'vitest';
import { bestEmpower, castOdds, empowerTable, resolveCast, usefulEmpowerLimit, willRoll, type CastRequest } from '../../../src/rulesets/frostgrave/odds/cast.js';

const failure = (short: number) => (short >= 20 ? 5 : short >= 10 ? 2 : short >= 5 ? 1 : 0);

/**
 * Every casting die, every spend within the limit, every Will die, as integers: the target spends what reaches the
 * casting roll when its limit allows; the caster takes the spend that lets the spell take effect against the most Will
 * dice, then the one that hurts least, then the smallest.
 */
function brute(r: CastRequest) {
  let effects = 0;
  let damage = 0;
  let targetSpent = 0;
  const resisted = (w: number, final: number) => {
    const short = final - (w + r.will!);
    return short <= 0 || short <= (r.targetEmpower ?? 0);
  };
  for (let die = 1; die <= 20; die++) {
    const roll = die - (r.wounded ? 2 : 0);
    let chosen: { effect: number; hurt: number; final: number } | undefined;
    for (let spend = 0; spend <= r.empower; spend++) {
      const final = roll + spend;
      const cast = final >= r.castingNumber;
      let effect = 0;
      if (cast) for (let w = 1; w <= 20; w++) if (!resisted(w, final)) effect++;
      const hurt = spend + (cast ? 0 : failure(r.castingNumber - final));
      if (!chosen || effect > chosen.effect || (effect === chosen.effect && hurt < chosen.hurt)) chosen = { effect, hurt, final };
    }
    effects += chosen!.effect;
    damage += chosen!.hurt;
    if (chosen!.final >= r.castingNumber) {
      for (let w = 1; w <= 20; w++) {
        const short = chosen!.final - (w + r.will!);
        if (short > 0 && short <= (r.targetEmpower ?? 0)) targetSpent += short;
      }
    }
  }
  return { pEffect: effects / 400, expectedSelfDamage: damage / 20, expectedTargetDamage: targetSpent / 400 };
}

describe('a caster target empowering its Will roll', () => {
  it('matches the independent count for every casting number, limit, Volonté and target limit in a grid', () => {
    for (const castingNumber of [4, 10, 16])
      for (const empower of [0, 2, 5])
        for (const will of [-3, 0, 4])
          for (const targetEmpower of [1, 3, 8])
            for (const wounded of [false, true]) {
              const request = { castingNumber, empower, will, targetEmpower, wounded };
              const odds = castOdds(request);
              const b = brute(request);
              const at = JSON.stringify(request);
              expect(odds.pEffect, at).toBeCloseTo(b.pEffect, 12);
              expect(odds.expectedSelfDamage, at).toBeCloseTo(b.expectedSelfDamage, 12);
              expect(odds.expectedTargetDamage, at).toBeCloseTo(b.expectedTargetDamage, 12);
            }
  });

  it('by hand: casting number 10, Volonté +3, target limit 2, no empowering: it spends 1 or 2 on 2 Will dice per cast', () => {
    // A final f ≥ 10 is reached by d20 + 3 + 1 on face f − 4 and + 2 on face f − 5: 3 points per final, 11 finals.
    expect(castOdds({ castingNumber: 10, empower: 0, will: 3, targetEmpower: 2 }).expectedTargetDamage).toBeCloseTo(33 / 400, 12);
  });

  it('without a target limit nothing is spent, with or without a Will roll', () => {
    expect(castOdds({ castingNumber: 10, empower: 0, will: 3 }).expectedTargetDamage).toBe(0);
    expect(castOdds({ castingNumber: 10, empower: 0 }).expectedTargetDamage).toBe(0);
  });

  it('a Will die short by exactly the limit spends it and resists; one more, nothing and no resistance', () => {
    expect(willRoll(9, 1, 12, 2)).toStrictEqual({ die: 9, empowered: 2, resisted: true });
    expect(willRoll(8, 1, 12, 2)).toStrictEqual({ die: 8, empowered: 0, resisted: false });
    expect(willRoll(11, 1, 12, 0)).toStrictEqual({ die: 11, empowered: 0, resisted: true });
  });
});

describe('the spend the caster picks', () => {
  it('of two spends that hurt the same, the smaller: casting number 25, a 3 keeps its 5 damage rather than pay 3 + 2', () => {
    // Missing by 22 costs 5; 3 points bring it to 19 short: 3 + 2 = 5 too. Nothing gained, so nothing spent.
    expect(resolveCast(3, { castingNumber: 25, empower: 3 })).toStrictEqual({ roll: 3, empowered: 0, final: 3, cast: false, selfDamage: 5 });
  });

  it('a spend that raises the effect is taken even when it hurts more', () => {
    expect(resolveCast(9, { castingNumber: 10, empower: 4, will: 2 })).toStrictEqual({ roll: 9, empowered: 4, final: 13, cast: true, selfDamage: 4 });
  });
});

describe('how far the empowering table runs (usefulEmpowerLimit)', () => {
  it.each<[Omit<CastRequest, 'empower'>, number, string]>([
    [{ castingNumber: 12 }, 11, 'a 1 needs 11 to cast'],
    [{ castingNumber: 12, wounded: true }, 13, 'a wounded 1 is a −1 and needs 13'],
    [{ castingNumber: 10, will: 2 }, 22, 'a 1 needs 22 to beat a Will roll of at most 20 + 2'],
    [{ castingNumber: 10, will: 2, targetEmpower: 3 }, 25, 'and 3 more against a target that can spend 3'],
    [{ castingNumber: 10, will: 2, targetEmpower: 3, wounded: true }, 27, 'and 2 more for a wounded caster'],
    [{ castingNumber: 1, will: -20 }, 0, 'nothing to gain: every die casts and no Will roll resists'],
  ])('%o: %i (%s)', (request, limit) => {
    expect(usefulEmpowerLimit(request)).toBe(limit);
  });

  it('at that limit every spell takes effect, one less and one Will die still resists the worst casting die', () => {
    const request = { castingNumber: 10, will: 2, targetEmpower: 3 };
    expect(castOdds({ ...request, empower: 25 }).pEffect).toBe(1);
    expect(castOdds({ ...request, empower: 24 }).pEffect).toBe(399 / 400);
  });
});

describe('the best limit within a risk (bestEmpower)', () => {
  it('the smallest of equal limits: rows beyond the useful limit change nothing and are not chosen', () => {
    // Casting number 12: limit 11 casts every die for an expected 2.75 (hand count in cast.test.ts); 12 and 13 repeat it.
    const rows = empowerTable({ castingNumber: 12 }, 13);
    expect(rows.slice(11).map((r) => [r.pEffect, r.expectedSelfDamage])).toEqual([[1, rows[11]!.expectedSelfDamage], [1, rows[11]!.expectedSelfDamage], [1, rows[11]!.expectedSelfDamage]]);
    expect(bestEmpower(rows, 100)!.empower).toBe(11);
    expect(bestEmpower(rows, rows[11]!.expectedSelfDamage)!.empower).toBe(11);
  });

  it('a risk equal to a limit\'s expected damage allows that limit; the next smaller risk does not', () => {
    const rows = empowerTable({ castingNumber: 12 }, 11);
    expect(bestEmpower(rows, 0.6)!.empower).toBe(2);
    expect(bestEmpower(rows, 0.59)!.empower).toBe(1);
  });
});
