/** One die of a group: its values, uniform or exploded, and the score it contributes (its value, or 1 for a success). */
import { passes, type DiceGroup } from './ast.js';
import type { Dense } from './dense.js';
import { LIMITS } from './limits.js';

/**
 * The total of one die. Exploding: a roll showing the maximum is rolled again and added, at most `LIMITS.explode`
 * times; the last roll is added as it is. Rolls below the maximum end the chain.
 */
export function dieDense(sides: number, explode: boolean): Dense {
  if (!explode) return { min: 1, p: new Float64Array(sides).fill(1 / sides) };
  const depth = LIMITS.explode;
  const p = new Float64Array(sides * (depth + 1));
  // Stryker disable next-line EqualityOperator: one more level writes sides^-(depth+1) at the last level, the value written there next
  for (let k = 0; k < depth; k++) {
    const chain = sides ** -(k + 1);
    for (let face = 1; face < sides; face++) p[sides * k + face - 1] = chain;
  }
  const last = sides ** -(depth + 1);
  for (let face = 1; face <= sides; face++) p[sides * depth + face - 1] = last;
  return { min: 1, p };
}

/** The probability that the depth limit stopped a die still showing its maximum: the mass an unlimited explosion would push higher. */
export const cutShort = (sides: number): number => sides ** -(LIMITS.explode + 1);

/** The score of a die showing `value` in this group. */
export const scorer = (group: DiceGroup): ((value: number) => number) => {
  const t = group.success;
  return t ? (value) => (passes(value, t) ? 1 : 0) : (value) => value;
};

/** The distribution of the score of one die. */
export function scoreDense(die: Dense, score: (value: number) => number): Dense {
  const values = Array.from(die.p, (_, i) => score(die.min + i));
  const min = Math.min(...values);
  const p = new Float64Array(Math.max(...values) - min + 1);
  die.p.forEach((q, i) => void (p[values[i]! - min]! += q));
  return { min, p };
}
