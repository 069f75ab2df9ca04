/** Size bounds of dice expressions: every input is refused or computed quickly, never a hang. Documented in the README. */
export const LIMITS = {
  /** Characters in an expression. */
  length: 500,
  /** Dice in one group (`1000d6`). */
  dice: 1000,
  /** Dice in one roll of the whole expression, both sides of `vs` together. */
  totalDice: 1000,
  /** Faces of a die (`d1000`). */
  sides: 1000,
  /** Absolute value of a constant, a threshold or a keep/drop count. */
  number: 1_000_000,
  /** Terms on one side of `vs`. */
  terms: 50,
  /** Repetitions (`100x…`). */
  repeat: 100,
  /**
   * Exploding depth: a die explodes at most this many times (21 rolls in all); the last roll is added as it is
   * even when it shows the maximum. `--exact` reports the probability that this cut a die short.
   */
  explode: 20,
  /** Elementary steps (multiply-adds) one `--exact` computation may take, a fraction of a second. */
  exactSteps: 150_000_000,
} as const;
