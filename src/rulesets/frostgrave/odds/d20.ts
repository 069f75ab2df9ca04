/**
 * The one die of Frostgrave. Outcomes are counted as integers over the equally likely faces and divided once at the
 * end, so that every probability is the correctly rounded fraction (0.95, not 0.9499999999999907).
 */
import { uniform, type Dist } from '../../../core/dice/distribution.js';

export const SIDES = 20;
export const D20: Dist = uniform(SIDES);
/** The faces 1..20. */
export const FACES: readonly number[] = [...D20.keys()];
export const PAIRS = FACES.length * FACES.length;

export function accumulate(counts: Map<number, number>, value: number, count = 1): void {
  counts.set(value, (counts.get(value) ?? 0) + count);
}

/** Calls `visit` for each of the 400 equally likely pairs of dice. */
export function eachPair(visit: (a: number, b: number) => void): void {
  for (const a of FACES) for (const b of FACES) visit(a, b);
}

/** Counts out of `total` to a distribution. */
export function toDist(counts: ReadonlyMap<number, number>, total: number): Dist {
  return new Map([...counts].map(([value, count]) => [value, count / total]));
}

export const isDie = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= SIDES;
