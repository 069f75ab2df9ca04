/** The one die of Frostgrave, and every pair of d20s with its probability, for exact enumeration. */
import { uniform, type Dist } from '../../../core/dice/distribution.js';

export const SIDES = 20;
export const D20: Dist = uniform(SIDES);

/** Adds p to the value's mass. */
export function accumulate(d: Map<number, number>, value: number, p: number): void {
  d.set(value, (d.get(value) ?? 0) + p);
}

/** Calls `visit` for each of the 400 equally likely pairs of dice. */
export function eachPair(visit: (a: number, b: number, p: number) => void): void {
  for (const [a, pa] of D20) for (const [b, pb] of D20) visit(a, b, pa * pb);
}

export const isDie = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= SIDES;
