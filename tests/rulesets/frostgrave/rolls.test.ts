import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import { fallDamage } from '../../../src/rulesets/frostgrave/odds/fall.js';
import { initiativeOdds, rollInitiative } from '../../../src/rulesets/frostgrave/odds/initiative.js';

/** Dice given in advance, in order. */
const scripted = (faces: number[]): Rng => ({ die: () => faces.shift() ?? 1 });

describe('Frostgrave falling damage', () => {
  it.each([
    [0, 0], [2, 0], [2.9, 0], [3, 4], [3.5, 5], [4, 6], [5, 7], [6, 9], [10, 15], [4.2, 6],
  ])('a fall of %s" deals %i', (height, damage) => {
    expect(fallDamage(height)).toBe(damage);
  });
});

describe('Frostgrave initiative', () => {
  /** Every throw of n d20s counted: how often the top is shared, how often any two dice match. */
  function brute(n: number) {
    let topTie = 0;
    let anyTie = 0;
    const total = 20 ** n;
    for (let k = 0; k < total; k++) {
      const dice = Array.from({ length: n }, (_, i) => (Math.floor(k / 20 ** i) % 20) + 1);
      const top = Math.max(...dice);
      if (dice.filter((d) => d === top).length > 1) topTie++;
      if (new Set(dice).size < n) anyTie++;
    }
    return { pTieForFirst: topTie / total, pAnyTie: anyTie / total };
  }

  it.each([2, 3, 4])('with %i players matches the brute force', (n) => {
    const odds = initiativeOdds(n);
    const b = brute(n);
    expect(odds.pFirst).toBeCloseTo(1 / n, 12);
    expect(odds.pTieForFirst).toBeCloseTo(b.pTieForFirst, 12);
    expect(odds.pAnyTie).toBeCloseTo(b.pAnyTie, 12);
  });

  it('two players tie one time in 20', () => {
    expect(initiativeOdds(2).pTieForFirst).toBeCloseTo(1 / 20, 12);
  });

  it('re-rolls ties only between the players concerned', () => {
    // Players 1, 2, 3 roll 12, 17, 12: player 2 first; players 1 and 3 re-roll 5 and 9: player 3 second.
    const result = rollInitiative(3, scripted([12, 17, 12, 5, 9]));
    expect(result.order).toEqual([2, 3, 1]);
    expect(result.throws).toEqual([
      { player: 1, rolls: [12, 5] },
      { player: 2, rolls: [17] },
      { player: 3, rolls: [12, 9] },
    ]);
  });

  it('re-rolls again when the re-roll ties', () => {
    expect(rollInitiative(2, scripted([8, 8, 3, 3, 2, 11])).order).toEqual([2, 1]);
  });
});
