/**
 * Keep the highest (or lowest) k of n independent dice, by dynamic programming over the die's values.
 *
 * Values are visited from the best to the worst. With r dice not yet placed, all known to be at or below the current
 * value v (for `high`), the number showing exactly v is Binomial(r, P(v) / P(X ≤ v)). The first k dice placed are the
 * kept ones, so a state is (dice placed so far, < k; score so far); once k are placed the score is final.
 * Work ≈ values × k³ × largest score / 6, independent of n.
 */
import { Budget, type Dense } from './dense.js';

/**
 * P(J = j) for j < cut, then P(J ≥ cut), for J ~ Binomial(r, q). Computed from the mode outwards by the ratio
 * P(j+1)/P(j) = (r−j)/(j+1) · q/(1−q), then normalised: no factorial, no overflow, tails underflow harmlessly to 0.
 */
export function binomialHead(r: number, q: number, cut: number): Float64Array {
  const out = new Float64Array(cut + 1);
  const pmf = new Float64Array(r + 1);
  // Stryker disable EqualityOperator: at q = 1 (q = 0) exactly, the general case below also gives pmf[r] = 1 (pmf[0] = 1) alone
  if (q >= 1) pmf[r] = 1;
  else if (q <= 0) pmf[0] = 1;
  else {
    // Stryker restore EqualityOperator
    const odds = q / (1 - q);
    const mode = Math.min(r, Math.floor((r + 1) * q));
    pmf[mode] = 1;
    // Stryker disable next-line EqualityOperator: one more step writes pmf[r + 1], past the typed array's end: ignored
    for (let j = mode; j < r; j++) pmf[j + 1] = (pmf[j]! * (r - j) * odds) / (j + 1);
    // Stryker disable next-line EqualityOperator: one more step writes pmf[-1], outside the typed array: ignored
    for (let j = mode; j > 0; j--) pmf[j - 1] = (pmf[j]! * j) / ((r - j + 1) * odds);
    const total = pmf.reduce((a, b) => a + b, 0);
    for (let j = 0; j <= r; j++) pmf[j]! /= total;
  }
  for (let j = 0; j <= r; j++) out[Math.min(j, cut)]! += pmf[j]!;
  return out;
}

export function keepDense(die: Dense, n: number, k: number, which: 'high' | 'low', score: (value: number) => number, budget: Budget): Dense {
  const order = Array.from(die.p, (p, i) => [die.min + i, p] as const).filter(([, p]) => p > 0);
  if (which === 'high') order.reverse();
  const scores = order.map(([v]) => score(v));
  const top = Math.max(0, ...scores);
  budget.spend(order.length * (k * k * k * (top + 1)) / 6 + order.length * n * k);
  // remaining[i]: probability of the values from i to the end of the order
  const remaining = new Float64Array(order.length + 1);
  for (let i = order.length - 1; i >= 0; i--) remaining[i] = remaining[i + 1]! + order[i]![1];
  const width = k * top + 1;
  let states = Array.from({ length: k }, () => new Float64Array(width));
  states[0]![0] = 1;
  const done = new Float64Array(width);
  order.forEach(([, p], i) => {
    // Stryker disable next-line ArithmeticOperator,ConditionalExpression: at the last value remaining[i] is p itself, so p / remaining[i] is exactly 1 either way
    const last = i === order.length - 1;
    const q = last ? 1 : Math.min(1, p / remaining[i]!);
    const c = scores[i]!;
    const next = Array.from({ length: k }, () => new Float64Array(width));
    for (let placed = 0; placed < k; placed++) {
      const row = states[placed]!;
      const cut = k - placed;
      const head = binomialHead(n - placed, q, cut);
      for (let s = 0; s <= placed * top; s++) {
        const w = row[s]!;
        // Stryker disable next-line ConditionalExpression: skipping an empty state only saves time; it would add w · head = 0
        if (w === 0) continue;
        for (let j = 0; j < cut; j++) {
          // Stryker disable next-line ConditionalExpression,EqualityOperator: skipping a head of 0 only saves time; it would add w · 0 = 0
          if (head[j]! > 0) next[placed + j]![s + j * c]! += w * head[j]!;
        }
        done[s + cut * c]! += w * head[cut]!;
      }
    }
    states = next;
  });
  return { min: 0, p: done };
}
