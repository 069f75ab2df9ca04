/** Monte Carlo estimates, only ever a cross-check beside exact figures: means of sampled values and their standard errors. */
import type { Rng } from '../ruleset/ruleset.js';

export interface Estimate {
  readonly trials: number;
  /** Mean of each sampled key. */
  readonly means: Readonly<Record<string, number>>;
  /** Standard error of each mean (sample standard deviation / √trials). */
  readonly standardErrors: Readonly<Record<string, number>>;
}

export function estimate(sample: (rng: Rng) => Readonly<Record<string, number>>, rng: Rng, trials: number): Estimate {
  const sums = new Map<string, number>();
  const squares = new Map<string, number>();
  for (let i = 0; i < trials; i++) {
    for (const [key, value] of Object.entries(sample(rng))) {
      sums.set(key, (sums.get(key) ?? 0) + value);
      squares.set(key, (squares.get(key) ?? 0) + value * value);
    }
  }
  const means: Record<string, number> = {};
  const standardErrors: Record<string, number> = {};
  for (const [key, sum] of sums) {
    const mean = sum / trials;
    const variance = trials > 1 ? Math.max(0, (squares.get(key)! - trials * mean * mean) / (trials - 1)) : 0;
    means[key] = mean;
    standardErrors[key] = Math.sqrt(variance / trials);
  }
  return { trials, means, standardErrors };
}
