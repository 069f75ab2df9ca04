import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toRecord } from '../../../src/core/dice/distribution.js';
import { resolveShot, shotOdds } from '../../../src/rulesets/frostgrave/odds/shooting.js';
import { asRecord, bruteShot, closeRecords } from './brute.js';

describe('Frostgrave shooting, exact', () => {
  it('matches a brute-force count of the 400 pairs', () => {
    const stat = fc.integer({ min: -4, max: 14 });
    fc.assert(
      fc.property(stat, stat, fc.integer({ min: -2, max: 3 }), fc.integer({ min: 8, max: 16 }), fc.boolean(), (rs, rt, dm, armour, crits) => {
        const odds = shotOdds({ roll: rs, damageMod: dm }, { roll: rt, armour }, { crits });
        const brute = bruteShot({ bonus: rs, damageMod: dm }, { bonus: rt, armour }, crits);
        expect(odds.pHit).toBeCloseTo(brute.hit / 400, 9);
        expect(closeRecords(toRecord(odds.damage), asRecord(brute.dealt))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a tie misses: equal sides hit 190 times in 400', () => {
    expect(shotOdds({ roll: 2, damageMod: 0 }, { roll: 2, armour: 10 }, { crits: false }).pHit).toBeCloseTo(190 / 400, 12);
    expect(resolveShot({ roll: 2, damageMod: 0 }, { roll: 2, armour: 10 }, 7, 7, { crits: false }).hit).toBe(false);
  });

  it('with criticals a natural 20 always hits, for double damage; the target\'s 20 has no such effect', () => {
    const odds = shotOdds({ roll: 0, damageMod: 0 }, { roll: 30, armour: 10 }, { crits: true });
    expect(odds.pHit).toBeCloseTo(1 / 20, 12);
    expect(toRecord(odds.damage)).toEqual({ '0': 19 / 20, '20': 1 / 20 });
    expect(resolveShot({ roll: 5, damageMod: 0 }, { roll: 0, armour: 10 }, 16, 20, { crits: true })).toMatchObject({ hit: true, critical: false, damage: 11 });
  });
});
