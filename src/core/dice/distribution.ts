/** Exact discrete distributions: value → probability, built by convolution and transformation, never sampled. */
export type Dist = ReadonlyMap<number, number>;

export const constant = (value: number): Dist => new Map([[value, 1]]);

export function uniform(sides: number, from = 1): Dist {
  const d = new Map<number, number>();
  for (let face = from; face < from + sides; face++) d.set(face, 1 / sides);
  return d;
}

/** The distribution of f(x) for x drawn from d. */
export function map(d: Dist, f: (value: number) => number): Dist {
  const out = new Map<number, number>();
  for (const [value, p] of d) {
    const v = f(value);
    out.set(v, (out.get(v) ?? 0) + p);
  }
  return out;
}

/** The distribution of f(x, y) for independent x ~ a, y ~ b. */
export function combine(a: Dist, b: Dist, f: (x: number, y: number) => number): Dist {
  const out = new Map<number, number>();
  for (const [x, px] of a) {
    for (const [y, py] of b) {
      const v = f(x, y);
      out.set(v, (out.get(v) ?? 0) + px * py);
    }
  }
  return out;
}

export const add = (a: Dist, b: Dist): Dist => combine(a, b, (x, y) => x + y);

/** Sum of n independent copies, by repeated squaring. */
export function repeat(d: Dist, n: number): Dist {
  let result: Dist = constant(0);
  let base = d;
  for (let k = n; k > 0; k >>= 1) {
    if (k & 1) result = add(result, base);
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a square taken at k = 1 is never used, it only costs time
    if (k > 1) base = add(base, base);
  }
  return result;
}

/** Mixture: with probability weights[i], draw from parts[i]. */
export function mix(parts: readonly (readonly [number, Dist])[]): Dist {
  const out = new Map<number, number>();
  for (const [weight, d] of parts) for (const [v, p] of d) out.set(v, (out.get(v) ?? 0) + weight * p);
  return out;
}

/** Number of successes among n trials of probability p. */
export function binomial(n: number, p: number): Dist {
  return repeat(new Map([[0, 1 - p], [1, p]]), n);
}

/** A sum of probabilities held in [0, 1]: the round-off of many additions can step just past 1 (1.0000000000000002). */
export const clampProbability = (p: number): number => Math.min(1, Math.max(0, p));

export const probability = (d: Dist, predicate: (value: number) => boolean): number => {
  let total = 0;
  for (const [v, p] of d) if (predicate(v)) total += p;
  return clampProbability(total);
};

export const mean = (d: Dist): number => {
  let total = 0;
  for (const [v, p] of d) total += v * p;
  return total;
};

export const stddev = (d: Dist): number => {
  const m = mean(d);
  let total = 0;
  for (const [v, p] of d) total += (v - m) ** 2 * p;
  return Math.sqrt(total);
};

export const sorted = (d: Dist): [number, number][] => [...d].sort((x, y) => x[0] - y[0]);

/** JSON form `{"<value>": p}` in ascending order of value (a JavaScript object lists non-negative integer keys first). */
export const toRecord = (d: Dist): Record<string, number> => Object.fromEntries(sorted(d).map(([v, p]) => [String(v), clampProbability(p)]));
