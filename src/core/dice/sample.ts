/**
 * Rolling an expression with a generator. Draw order, fixed so that a seed replays anywhere: repetitions in turn, the
 * left side then the right, terms left to right, dice in order, each exploding die's chain before the next die.
 */
import type { Rng } from '../ruleset/ruleset.js';
import type { DiceGroup, Expression, Sum } from './ast.js';
import { scorer } from './die.js';
import { LIMITS } from './limits.js';

export interface RolledDie {
  readonly sides: number;
  /** The die's value: its face, or for an exploding die the sum of its rolls. */
  readonly face: number;
  /** Every roll of an exploding die. */
  readonly rolls?: readonly number[];
  readonly kept: boolean;
  /** For success counting: whether this die counts as a success. */
  readonly success?: boolean;
}

export interface RolledTerm {
  readonly sign: 1 | -1;
  /** The term as written, without its sign (`4d6kh3`, `1`). */
  readonly text: string;
  readonly dice: readonly RolledDie[];
  /** The term's value before its sign: kept dice summed, successes counted, or the constant. */
  readonly value: number;
}

export interface RolledSum {
  readonly terms: readonly RolledTerm[];
  readonly total: number;
}

export interface Rolled {
  readonly left: RolledSum;
  readonly right?: RolledSum;
}

function rollDie(group: DiceGroup, rng: Rng): { face: number; rolls: number[] } {
  const rolls = [rng.die(group.sides)];
  while (group.explode && rolls.at(-1) === group.sides && rolls.length <= LIMITS.explode) rolls.push(rng.die(group.sides));
  return { face: rolls.reduce((a, b) => a + b, 0), rolls };
}

function rollGroup(group: DiceGroup, rng: Rng): RolledTerm {
  const faces = Array.from({ length: group.count }, () => rollDie(group, rng));
  const kept = new Set(faces.map((_, i) => i));
  if (group.keep) {
    const direction = group.keep.which === 'high' ? -1 : 1;
    // The sort is stable: of equal dice, the first rolled is kept first.
    const ranked = faces.map((f, i) => [f.face, i] as const).sort((a, b) => direction * (a[0] - b[0]));
    kept.clear();
    for (const [, i] of ranked.slice(0, group.keep.count)) kept.add(i);
  }
  const score = scorer(group);
  const dice = faces.map(({ face, rolls }, i): RolledDie => ({
    sides: group.sides,
    face,
    ...(group.explode ? { rolls } : {}),
    kept: kept.has(i),
    ...(group.success ? { success: kept.has(i) && score(face) === 1 } : {}),
  }));
  const value = dice.reduce((sum, d) => sum + (d.kept ? score(d.face) : 0), 0);
  return { sign: 1, text: group.text, dice, value };
}

function rollSum(sum: Sum, rng: Rng): RolledSum {
  const terms = sum.map(({ sign, operand }): RolledTerm =>
    operand.kind === 'constant' ? { sign, text: operand.text, dice: [], value: operand.value } : { ...rollGroup(operand, rng), sign },
  );
  return { terms, total: terms.reduce((total, t) => total + t.sign * t.value, 0) };
}

/** One result per repetition. */
export function sample(expression: Expression, rng: Rng): Rolled[] {
  return Array.from({ length: expression.repeat }, () => {
    const left = rollSum(expression.left, rng);
    return expression.right ? { left, right: rollSum(expression.right, rng) } : { left };
  });
}
