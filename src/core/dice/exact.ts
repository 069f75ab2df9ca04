/** The exact distribution of an expression: convolution, dynamic programming over faces, never sampling. */
import { groups, type DiceGroup, type Expression, type Sum } from './ast.js';
import { compare, type Comparison } from './compare.js';
import { Budget, convolve, negate, point, power, toDist, trim, type Dense } from './dense.js';
import { cutShort, dieDense, scoreDense, scorer } from './die.js';
import { mean, stddev, type Dist } from './distribution.js';
import { keepDense } from './keep.js';

export type Exact =
  | { readonly kind: 'distribution'; readonly distribution: Dist; readonly mean: number; readonly stddev: number; readonly residual?: number }
  | ({ readonly kind: 'comparison'; readonly residual?: number } & Comparison);

export function groupDense(group: DiceGroup, budget: Budget): Dense {
  const die = dieDense(group.sides, group.explode);
  const score = scorer(group);
  if (group.keep && group.keep.count < group.count) return trim(keepDense(die, group.count, group.keep.count, group.keep.which, score, budget));
  return power(scoreDense(die, score), group.count, budget);
}

export function sumDense(sum: Sum, budget: Budget): Dense {
  let total = point(0);
  for (const { sign, operand } of sum) {
    const part = operand.kind === 'constant' ? point(operand.value) : groupDense(operand, budget);
    total = convolve(total, sign === 1 ? part : negate(part), budget);
  }
  return total;
}

/** The probability, in one roll of the expression, that the depth limit stopped some exploding die still showing its maximum. */
export function residual(expression: Expression): number | undefined {
  const exploding = [...groups(expression.left), ...groups(expression.right ?? [])].filter((g) => g.explode);
  if (exploding.length === 0) return undefined;
  return -Math.expm1(exploding.reduce((log, g) => log + g.count * Math.log1p(-cutShort(g.sides)), 0));
}

export function exact(expression: Expression, budget = new Budget()): Exact {
  const left = toDist(sumDense(expression.left, budget));
  const rest = residual(expression);
  const extra = rest === undefined ? {} : { residual: rest };
  if (expression.right) return { kind: 'comparison', ...compare(left, toDist(sumDense(expression.right, budget))), ...extra };
  return { kind: 'distribution', distribution: left, mean: mean(left), stddev: stddev(left), ...extra };
}
