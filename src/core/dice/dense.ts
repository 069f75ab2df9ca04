/**
 * Distributions over consecutive integers, in typed arrays: the fast path of `--exact` (convolution of hundreds of
 * values in microseconds). Converted to `Dist` (distribution.ts) for the results.
 */
import { usageError } from '../diagnostics/errors.js';
import type { Dist } from './distribution.js';
import { LIMITS } from './limits.js';

/** `p[i]` is the probability of the value `min + i`. */
export interface Dense {
  readonly min: number;
  readonly p: Float64Array;
}

/** Counts the work of one computation and refuses to start a step that would exceed the bound. */
export class Budget {
  private used = 0;
  constructor(readonly limit: number = LIMITS.exactSteps) {}
  spend(steps: number): void {
    this.used += steps;
    if (this.used > this.limit) throw usageError('dice/too-complex', { limit: this.limit });
  }
}

export const point = (value: number): Dense => ({ min: value, p: Float64Array.of(1) });

export const max = (d: Dense): number => d.min + d.p.length - 1;

export function convolve(a: Dense, b: Dense, budget: Budget): Dense {
  budget.spend(a.p.length * b.p.length);
  const p = new Float64Array(a.p.length + b.p.length - 1);
  for (let i = 0; i < a.p.length; i++) {
    const pa = a.p[i]!;
    // Stryker disable next-line ConditionalExpression: skipping a zero only saves time; adding 0 · b.p[j] changes no sum
    if (pa === 0) continue;
    for (let j = 0; j < b.p.length; j++) p[i + j]! += pa * b.p[j]!;
  }
  return { min: a.min + b.min, p };
}

/** The steps of `power`, counted before any is taken so that a refusal is immediate. */
function powerSteps(length: number, n: number): number {
  let steps = 0;
  let result = 0;
  let base = length;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = result ? (steps += result * base, result + base - 1) : base;
    if (k > 1) (steps += base * base), (base = 2 * base - 1);
  }
  return steps;
}

/** The sum of n independent copies, by repeated squaring. */
export function power(d: Dense, n: number, budget: Budget): Dense {
  budget.spend(powerSteps(d.p.length, n));
  const free = new Budget(Infinity);
  let result: Dense | undefined;
  let base = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = result ? convolve(result, base, free) : base;
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a square taken at k = 1 is never used, it only costs time
    if (k > 1) base = convolve(base, base, free);
  }
  return result ?? point(0);
}

/** The distribution of −X. */
export const negate = (d: Dense): Dense => ({ min: -max(d), p: d.p.slice().reverse() });

/** Values of probability zero are left out (impossible, or below the smallest double). */
export function toDist(d: Dense): Dist {
  const out = new Map<number, number>();
  d.p.forEach((p, i) => {
    if (p > 0) out.set(d.min + i, p);
  });
  return out;
}

/** Without the zeros at both ends. */
export function trim(d: Dense): Dense {
  let start = 0;
  let end = d.p.length;
  while (start < end - 1 && d.p[start] === 0) start++;
  while (end > start + 1 && d.p[end - 1] === 0) end--;
  return start === 0 && end === d.p.length ? d : { min: d.min + start, p: d.p.slice(start, end) };
}
