/** Chances that X is higher than, equal to, or lower than Y, for independent X and Y. */
import { clampProbability, sorted, type Dist } from './distribution.js';

export interface Comparison {
  readonly win: number;
  readonly tie: number;
  readonly loss: number;
}

export function compare(x: Dist, y: Dist): Comparison {
  const ys = sorted(y);
  const below = new Float64Array(ys.length + 1); // below[j]: P(Y among the j smallest values)
  const above = new Float64Array(ys.length + 1); // above[j]: P(Y among values from index j on)
  ys.forEach(([, p], j) => void (below[j + 1] = below[j]! + p));
  for (let j = ys.length - 1; j >= 0; j--) above[j] = above[j + 1]! + ys[j]![1];
  let win = 0;
  let tie = 0;
  let loss = 0;
  let j = 0;
  for (const [v, p] of sorted(x)) {
    while (j < ys.length && ys[j]![0] < v) j++;
    const equal = j < ys.length && ys[j]![0] === v;
    win += p * below[j]!;
    if (equal) tie += p * ys[j]![1];
    loss += p * above[equal ? j + 1 : j]!;
  }
  // Sums of products of floating-point numbers can cross 1 (1.0000000000000002): no printed chance is outside [0, 1].
  return { win: clampProbability(win), tie: clampProbability(tie), loss: clampProbability(loss) };
}
