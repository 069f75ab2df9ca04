/**
 * Brute-force dice, independent of the engine: every joint outcome of every die is enumerated, then summed.
 * Only for small cases (a few hundred thousand outcomes at most).
 */
export interface BruteGroup {
  readonly count: number;
  readonly sides: number;
  readonly explode?: boolean;
  readonly keep?: readonly ['high' | 'low', number];
  readonly success?: (value: number) => boolean;
}

export type BruteTerm = { readonly sign: 1 | -1; readonly group: BruteGroup } | { readonly sign: 1 | -1; readonly constant: number };

export const DEPTH = 20;

/** One die's outcomes as [value, probability]; exploding: a maximum is rolled again, at most DEPTH times. */
export function dieOutcomes(sides: number, explode = false, depth = DEPTH): [number, number][] {
  const out: [number, number][] = [];
  for (let face = 1; face <= sides; face++) {
    if (explode && face === sides && depth > 0) for (const [rest, p] of dieOutcomes(sides, true, depth - 1)) out.push([face + rest, p / sides]);
    else out.push([face, 1 / sides]);
  }
  return out;
}

function groupValue(group: BruteGroup, values: number[]): number {
  let kept = values;
  if (group.keep) {
    const [which, k] = group.keep;
    kept = [...values].sort((a, b) => (which === 'high' ? b - a : a - b)).slice(0, k);
  }
  return group.success ? kept.filter(group.success).length : kept.reduce((a, b) => a + b, 0);
}

/** Calls `visit(values, p)` for every joint outcome of the dice. */
function enumerate(dice: [number, number][][], visit: (values: number[], p: number) => void, values: number[] = [], p = 1): void {
  if (values.length === dice.length) return visit(values, p);
  for (const [v, q] of dice[values.length]!) enumerate(dice, visit, [...values, v], p * q);
}

/** The distribution of a sum of terms, by enumerating every die of every group jointly. */
export function bruteSum(terms: readonly BruteTerm[]): Map<number, number> {
  const dice: [number, number][][] = [];
  for (const t of terms) if ('group' in t) for (let i = 0; i < t.group.count; i++) dice.push(dieOutcomes(t.group.sides, t.group.explode));
  const out = new Map<number, number>();
  enumerate(dice, (values, p) => {
    let at = 0;
    let total = 0;
    for (const t of terms) {
      if ('constant' in t) total += t.sign * t.constant;
      else {
        total += t.sign * groupValue(t.group, values.slice(at, at + t.group.count));
        at += t.group.count;
      }
    }
    out.set(total, (out.get(total) ?? 0) + p);
  });
  return out;
}

export function bruteVs(left: readonly BruteTerm[], right: readonly BruteTerm[]): { win: number; tie: number; loss: number } {
  const a = bruteSum(left);
  const b = bruteSum(right);
  const r = { win: 0, tie: 0, loss: 0 };
  for (const [x, p] of a) for (const [y, q] of b) r[x > y ? 'win' : x === y ? 'tie' : 'loss'] += p * q;
  return r;
}

/** Largest absolute difference between two distributions, over the union of their values. */
export function maxDiff(a: ReadonlyMap<number, number>, b: ReadonlyMap<number, number>): number {
  let worst = 0;
  for (const v of new Set([...a.keys(), ...b.keys()])) worst = Math.max(worst, Math.abs((a.get(v) ?? 0) - (b.get(v) ?? 0)));
  return worst;
}
