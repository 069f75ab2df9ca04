/**
 * The typed-array distributions behind `--exact` (src/core/dice/dense.ts): the work `power` declares before it starts
 * (what the "too complex" bound is checked against), the distribution of −X, and the trimming of zeros at both ends.
 */
import { describe, expect, it } from 'vitest';
import { Budget, convolve, negate, point, power, trim, type Dense } from '../../../src/core/dice/dense.js';

const dense = (min: number, ...p: number[]): Dense => ({ min, p: Float64Array.from(p) });
const d6 = () => dense(1, ...Array<number>(6).fill(1 / 6));

/** A budget that remembers every amount it was charged. */
class Recording extends Budget {
  readonly charges: number[] = [];
  override spend(steps: number): void {
    this.charges.push(steps);
    super.spend(steps);
  }
}

/** The multiply-adds of n copies summed by repeated squaring, counted on the convolutions themselves. */
function squaringSteps(d: Dense, n: number): number {
  const budget = new Recording(Infinity);
  let result: Dense | undefined;
  let base = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = result ? convolve(result, base, budget) : base;
    if (k > 1) base = convolve(base, base, budget);
  }
  return budget.charges.reduce((a, b) => a + b, 0);
}

const declared = (d: Dense, n: number): number => {
  const budget = new Recording(Infinity);
  power(d, n, budget);
  expect(budget.charges).toHaveLength(1);
  return budget.charges[0]!;
};

describe('power declares its whole work before it starts', () => {
  it('by hand: 2d6 is one square (6 × 6), 3d6 adds 6 × 11, 7d6 is 36 + 66 + 121 + 16 × 21', () => {
    expect(declared(d6(), 0)).toBe(0);
    expect(declared(d6(), 1)).toBe(0);
    expect(declared(d6(), 2)).toBe(36);
    expect(declared(d6(), 3)).toBe(36 + 6 * 11);
    expect(declared(d6(), 5)).toBe(36 + 121 + 6 * 21);
    expect(declared(d6(), 7)).toBe(36 + 6 * 11 + 121 + 16 * 21);
  });

  it('equals the multiply-adds of the convolutions it makes, for every count up to 64 and several widths', () => {
    for (const width of [1, 2, 3, 6, 20])
      for (let n = 0; n <= 64; n++) expect(declared(dense(1, ...Array<number>(width).fill(1 / width)), n), `${n}d${width}`).toBe(squaringSteps(dense(1, ...Array<number>(width).fill(1 / width)), n));
  });

  it('is refused one step under its work and computed at exactly its work (7d6: 559 steps)', () => {
    expect(() => power(d6(), 7, new Budget(558))).toThrow(expect.objectContaining({ code: 'dice/too-complex', params: { limit: 558 } }));
    const sum = power(d6(), 7, new Budget(559));
    expect([sum.min, sum.p.length]).toEqual([7, 36]);
    expect(sum.p[0]).toBeCloseTo(6 ** -7, 15);
  });

  it('0 copies is the point 0', () => {
    expect(power(d6(), 0, new Budget(0))).toEqual(point(0));
  });
});

describe('negate: the distribution of −X', () => {
  it('mirrors the values and leaves its argument unchanged', () => {
    const d = dense(1, 0.5, 0.3, 0.2);
    expect(negate(d)).toEqual(dense(-3, 0.2, 0.3, 0.5));
    expect(d).toEqual(dense(1, 0.5, 0.3, 0.2));
  });
});

describe('trim: without the zeros at both ends', () => {
  it.each([
    ['leading zeros', dense(1, 0, 0, 0.5, 0.5), dense(3, 0.5, 0.5)],
    ['trailing zeros', dense(1, 0.5, 0.5, 0, 0), dense(1, 0.5, 0.5)],
    ['both ends', dense(-2, 0, 0.25, 0, 0.75, 0), dense(-1, 0.25, 0, 0.75)],
    ['one zero at each end', dense(0, 0, 1, 0), dense(1, 1)],
    ['a single value after zeros', dense(0, 0, 0, 1), dense(2, 1)],
    ['a single value before zeros', dense(5, 1, 0, 0), dense(5, 1)],
  ])('%s', (_, input, expected) => {
    expect(trim(input)).toEqual(expected);
  });

  it('keeps zeros inside the distribution', () => {
    expect(trim(dense(0, 0.5, 0, 0, 0.5))).toEqual(dense(0, 0.5, 0, 0, 0.5));
  });

  it('never leaves an empty distribution: only zeros keep the last value', () => {
    expect(trim(dense(4, 0, 0, 0))).toEqual(dense(6, 0));
    expect(trim(dense(4, 0))).toEqual(dense(4, 0));
    expect(trim(dense(4, 0, 0))).toEqual(dense(5, 0));
  });

  it('returns the distribution itself, not a copy, when there is nothing to trim', () => {
    const d = dense(1, 0.5, 0.5);
    expect(trim(d)).toBe(d);
    const one = dense(3, 1);
    expect(trim(one)).toBe(one);
  });

  it('leaves its argument unchanged', () => {
    const d = dense(1, 0, 1, 0);
    trim(d);
    expect(d).toEqual(dense(1, 0, 1, 0));
  });
});
