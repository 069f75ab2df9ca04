/**
 * Keeping the highest or lowest k of n dice (src/core/dice/keep.ts): the binomial heads its dynamic programming
 * draws from, against C(r, j) qʲ (1 − q)ʳ⁻ʲ, and the work it declares before it starts (what `dice/too-complex` is
 * checked against).
 */
import { describe, expect, it } from 'vitest';
import { Budget, type Dense } from '../../../src/core/dice/dense.js';
import { dieDense } from '../../../src/core/dice/die.js';
import { exact } from '../../../src/core/dice/exact.js';
import { binomialHead, keepDense } from '../../../src/core/dice/keep.js';
import { parse } from '../../../src/core/dice/parse.js';

class Recording extends Budget {
  readonly charges: number[] = [];
  override spend(steps: number): void {
    this.charges.push(steps);
    super.spend(steps);
  }
}

const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/** P(J = j) for j < cut, then P(J ≥ cut), from the binomial formula term by term. */
function byFormula(r: number, q: number, cut: number): number[] {
  const out = Array<number>(cut + 1).fill(0);
  for (let j = 0; j <= r; j++) out[Math.min(j, cut)]! += choose(r, j) * q ** j * (1 - q) ** (r - j);
  return out;
}

const charges = (text: string): number[] => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  const budget = new Recording(Infinity);
  exact(parsed.expression, budget);
  return budget.charges;
};

describe('binomial heads: P(J = j) for j < cut, then P(J ≥ cut), J ~ Binomial(r, q)', () => {
  it('match the binomial formula', () => {
    for (const r of [1, 2, 3, 5, 10, 17])
      for (const q of [0.01, 1 / 6, 0.25, 0.5, 2 / 3, 0.99])
        for (const cut of [1, 2, 3, r + 2]) {
          const head = binomialHead(r, q, cut);
          const expected = byFormula(r, q, cut);
          for (let j = 0; j <= cut; j++) expect(Math.abs(head[j]! - expected[j]!), `r=${r} q=${q} cut=${cut} j=${j}`).toBeLessThan(1e-12);
        }
  });

  it('no trial: J = 0 surely', () => {
    expect([...binomialHead(0, 0.5, 2)]).toEqual([1, 0, 0]);
    expect([...binomialHead(0, 1 / 3, 1)]).toEqual([1, 0]);
  });

  it('q = 1 and q = 0 are certainties', () => {
    expect([...binomialHead(3, 1, 2)]).toEqual([0, 0, 1]);
    expect([...binomialHead(3, 0, 2)]).toEqual([1, 0, 0]);
  });

  it('a q rounded just past 1, or just under 0, is still a certainty: no negative probability, no NaN', () => {
    expect([...binomialHead(3, 1 + 2 ** -52, 2)]).toEqual([0, 0, 1]);
    expect([...binomialHead(5, 1 + 2 ** -52, 9)]).toEqual([0, 0, 0, 0, 0, 1, 0, 0, 0, 0]);
    expect([...binomialHead(3, -(2 ** -60), 2)]).toEqual([1, 0, 0]);
  });
});

describe('the work of keeping k of n dice, declared before it starts: values × k³ × (largest score + 1) / 6 + values × n × k', () => {
  it('4d6kh3: 6 values, k = 3, largest score 6, n = 4', () => {
    const d6: Dense = dieDense(6, false);
    const budget = new Recording(Infinity);
    keepDense(d6, 4, 3, 'high', (v) => v, budget);
    expect(budget.charges).toEqual([(6 * 3 ** 3 * 7) / 6 + 6 * 4 * 3]);
  });

  it('5d4kl2>=3 counts successes: largest score 1', () => {
    const budget = new Recording(Infinity);
    keepDense(dieDense(4, false), 5, 2, 'low', (v) => (v >= 3 ? 1 : 0), budget);
    expect(budget.charges).toEqual([(4 * 2 ** 3 * 2) / 6 + 4 * 5 * 2]);
  });

  it('an exploding d6 only counts the 106 totals it can show (never 6, 12, …, 120)', () => {
    const die = dieDense(6, true);
    expect(die.p.length).toBe(126);
    expect(die.p.filter((p) => p > 0).length).toBe(106);
    const budget = new Recording(Infinity);
    keepDense(die, 3, 2, 'high', (v) => v, budget);
    expect(budget.charges).toEqual([(106 * 2 ** 3 * 127) / 6 + 106 * 3 * 2]);
  });

  it('4d6kh3 is computed at exactly its work and refused one step under it (then 16 steps to add it to 0)', () => {
    expect(charges('4d6kh3')).toEqual([261, 16]);
    const parsed = parse('4d6kh3');
    if (!parsed.ok) throw new Error(parsed.error.code);
    expect(() => exact(parsed.expression, new Budget(277))).not.toThrow();
    expect(() => exact(parsed.expression, new Budget(276))).toThrow(expect.objectContaining({ code: 'dice/too-complex' }));
  });

  it('keeping every die costs what the plain sum costs: 3d6kh3 is 3d6', () => {
    expect(charges('3d6kh3')).toEqual(charges('3d6'));
    expect(charges('3d6')).toEqual([36 + 6 * 11, 16]);
    expect(charges('4d6kl4')).toEqual(charges('4d6'));
  });
});
