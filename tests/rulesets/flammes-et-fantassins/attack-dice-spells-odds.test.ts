/**
 * The two spells that roll dice of their own (rayon de lumière, éclair), read from `attack/dice-spells.ts` directly so
 * that a mutation run sees them: their exact distributions of PV lost, counted by hand or against a plain recursion
 * of the rulebook's text, and the attacks to kill at, under and over their bounds.
 */
import { describe, expect, it } from 'vitest';
import type { Dist } from '../../../src/core/dice/distribution.js';
import { attacksToKill, cap, eclair, rayon } from '../../../src/rulesets/flammes-et-fantassins/odds/dice-spells.js';

/** A distribution as sorted [value, p] pairs, p rounded to 12 digits, to compare whole. */
const rows = (d: Dist) => [...d].filter(([, p]) => p > 0).sort(([a], [b]) => a - b).map(([v, p]) => [v, Number(p.toFixed(12))]);
const of = (counts: Record<number, number>, total: number): Dist => new Map(Object.entries(counts).map(([v, n]) => [Number(v), n / total]));

/** 3D6 by hand: the number of ways of each total, out of 216. */
const THREE_D6: Record<number, number> = { 3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 27, 11: 27, 12: 25, 13: 21, 14: 15, 15: 10, 16: 6, 17: 3, 18: 1 };

/**
 * Rayon de lumière from its text, as a plain recursion over the rolls: "le Mage jette 2D6 puis il choisit s'il veut en
 * lancer deux autres ou s'arrêter là. Tant que le jet est supérieur au jet précédent, il peut garder ces dés. Si le
 * dernier jet est inférieur ou égal au jet précédent, le sort rate et fait 0 PV". The mage stops or goes on, whichever
 * gives the better chance to kill, then the more PV on average (docs/rules-notes.md); a dead target stays dead.
 */
function bruteRayon(pv: number): Map<number, number> {
  const twoD6: [number, number][] = [];
  for (let s = 2; s <= 12; s++) twoD6.push([s, (6 - Math.abs(s - 7)) / 36]);
  const mix = (parts: [number, Map<number, number>][]) => {
    const out = new Map<number, number>();
    for (const [w, d] of parts) for (const [v, p] of d) out.set(v, (out.get(v) ?? 0) + w * p);
    return out;
  };
  const best = (total: number, last: number): Map<number, number> => {
    const stop = new Map([[Math.min(total, pv), 1]]);
    if (total >= pv) return stop;
    const go = mix(twoD6.map(([s, p]) => [p, s > last ? best(total + s, s) : new Map([[0, 1]])]));
    const kill = go.get(pv) ?? 0;
    const average = [...go].reduce((sum, [v, p]) => sum + v * p, 0);
    return kill > 0 || average > total ? go : stop;
  };
  return mix(twoD6.map(([s, p]) => [p, best(s, s)]));
}

describe('éclair: 3D6 PV lost, halved for the mage himself, capped at the PV', () => {
  it('3D6 whole against a target of 18 PV or more: the 16 totals, counted by hand', () => {
    expect(rows(eclair(18, false))).toStrictEqual(rows(of(THREE_D6, 216)));
    expect(rows(eclair(1000, false))).toStrictEqual(rows(of(THREE_D6, 216)));
  });

  it('against 10 PV: 10 or more kills (135 of 216), the totals under it as rolled', () => {
    expect(rows(eclair(10, false))).toStrictEqual(rows(of({ 3: 1, 4: 3, 5: 6, 6: 10, 7: 15, 8: 21, 9: 25, 10: 135 }, 216)));
  });

  it('the mage himself, 6 PV: "divise les dégâts reçu par 2 (arrondi à l\'inférieur)", 3D6 of 12 or more kills', () => {
    // 3 → 1; 4, 5 → 2; 6, 7 → 3; 8, 9 → 4; 10, 11 → 5; 12 … 18 → 6 or more.
    expect(rows(eclair(6, true))).toStrictEqual(rows(of({ 1: 1, 2: 9, 3: 25, 4: 46, 5: 54, 6: 81 }, 216)));
  });

  it('cap: totals above the PV count as the PV, those under it as they are', () => {
    expect(rows(cap(of({ 1: 1, 2: 1, 3: 1, 4: 1 }, 4), 2))).toStrictEqual([[1, 0.25], [2, 0.75]]);
    expect(rows(cap(of({ 1: 1, 2: 1 }, 2), 5))).toStrictEqual([[1, 0.5], [2, 0.5]]);
  });
});

describe('rayon de lumière: 2D6 again while each roll beats the one before; the mage stops when it serves best', () => {
  it('2 PV: the first 2D6 always kill', () => {
    expect(rows(rayon(2))).toStrictEqual([[2, 1]]);
  });

  it('3 PV: a first 2 goes on (any roll but a 2 beats it and kills), a double 1 after it misses: 1 of 1296 gives 0 PV', () => {
    expect(rows(rayon(3))).toStrictEqual(rows(of({ 0: 1, 3: 1295 }, 1296)));
  });

  it('13 PV: a first 11 goes on for the 12 that kills (1 of 36), though 11 PV kept is more on average', () => {
    const d = rayon(13);
    // A first 11 (2 of 36) either kills with a 12 or fails; nothing ends on 11 or 12 PV lost but a first 12 kept.
    expect(d.get(11)).toBeUndefined();
    expect(d.get(12)! * 36).toBeCloseTo(1, 12);
    expect(rows(d)).toStrictEqual(rows(bruteRayon(13)));
  });

  it('30 PV: a first 11 stops (a 12 after it, 23 PV, cannot kill and 23/36 is less than 11), a first 12 too', () => {
    const d = rayon(30);
    expect(d.get(11)! * 36).toBeGreaterThanOrEqual(2 - 1e-9);
    expect(d.get(12)! * 36).toBeGreaterThanOrEqual(1 - 1e-9);
    expect(rows(d)).toStrictEqual(rows(bruteRayon(30)));
  });

  it.each([4, 7, 8, 12, 14, 20, 24, 45, 77, 78])('%i PV: the whole distribution, as the plain recursion gives it', (pv) => {
    expect(rows(rayon(pv))).toStrictEqual(rows(bruteRayon(pv)));
  });
});

describe('attacks to kill: the chance the target is dead after 1, 2 … attacks, until enough or the last allowed', () => {
  const coin = of({ 0: 1, 1: 1 }, 2);

  it('stops at the last allowed attack when enough is never reached: after n coins of 1 PV, 2 PV lost with 1 − (n+1)/2^n', () => {
    expect(attacksToKill(coin, 2, 0.99, 3)).toStrictEqual([{ attacks: 1, p: 0 }, { attacks: 2, p: 0.25 }, { attacks: 3, p: 0.5 }]);
    const ten = attacksToKill(coin, 2, 0.99, 10);
    expect(ten.map((r) => r.attacks)).toStrictEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(ten[9]!.p).toBeCloseTo(1 - 11 / 1024, 12);
  });

  it('stops at the first attack that reaches enough, at it exactly or over it', () => {
    const mostly = of({ 0: 1, 2: 3 }, 4);
    expect(attacksToKill(mostly, 2, 0.75, 10)).toStrictEqual([{ attacks: 1, p: 0.75 }]);
    expect(attacksToKill(mostly, 2, 0.76, 10)).toStrictEqual([{ attacks: 1, p: 0.75 }, { attacks: 2, p: 0.9375 }]);
    expect(attacksToKill(of({ 2: 1 }, 1), 2, 0.99, 10)).toStrictEqual([{ attacks: 1, p: 1 }]);
  });

  it('one attack allowed: one line; none allowed: none', () => {
    expect(attacksToKill(coin, 2, 0.99, 1)).toStrictEqual([{ attacks: 1, p: 0 }]);
    expect(attacksToKill(coin, 2, 0.99, 0)).toStrictEqual([]);
  });
});
