/**
 * Exact odds of Mef-Fan rolls, pure functions over exact distributions (no sampling).
 * "des jets sous caractéristique … Il n'y a pas de réussite ou d'échec automatique": a d6 succeeds when it shows
 * at most the characteristic plus its modifiers, so a target of 0 or less never succeeds and 6 or more always does.
 */
import { binomial, constant, map, mix, type Dist } from '../../../core/dice/distribution.js';

/** P(d6 ≤ target). */
export const rollUnder = (target: number): number => Math.min(6, Math.max(0, target)) / 6;

/** One attacking die: its Mél or Tir score and the Perforant of that score. */
export interface AttackDie {
  readonly score: number;
  readonly perforant: number;
}

/** The dice a defender sets aside to parry (II.B "Parade"), with their modifier and the chance of being frightened. */
export interface Parry {
  readonly scores: readonly number[];
  readonly modifier: number;
  /** P(the parrying unit fails its Men test against an Effrayant attacker): −1 to every parry die. */
  readonly frightened: number;
}

export interface Strike {
  readonly dice: readonly AttackDie[];
  readonly modifier: number;
  /** P(the attacker fails its Men test against an Effrayant target): −1 to every attack die. */
  readonly frightened: number;
  readonly parry?: Parry;
  /** The target's Déf: each success wounds unless d6 ≤ Déf − Perforant. */
  readonly def: number;
}

/** Number of successes among dice with these scores, all with the same modifier. */
export function successes(scores: readonly number[], modifier: number): Dist {
  const counts = new Map<number, number>();
  for (const score of scores) counts.set(score, (counts.get(score) ?? 0) + 1);
  let total: Dist = constant(0);
  for (const [score, n] of counts) {
    const part = binomial(n, rollUnder(score + modifier));
    const next = new Map<number, number>();
    for (const [a, pa] of total) for (const [b, pb] of part) next.set(a + b, (next.get(a + b) ?? 0) + pa * pb);
    total = next;
  }
  return total;
}

/** A Men test with a possible −1 on failure, as a mixture of the two modifiers. */
const frightenedMix = (frightened: number, modifier: number, of: (modifier: number) => Dist): Dist =>
  frightened === 0 ? of(modifier) : mix([[1 - frightened, of(modifier)], [frightened, of(modifier - 1)]]);

export function parrySuccesses(parry: Parry | undefined): Dist {
  if (!parry) return constant(0);
  return frightenedMix(parry.frightened, parry.modifier, (m) => successes(parry.scores, m));
}

/** Probabilities below this are dropped: far under any printed digit, and subnormal floats are very slow to add. */
const NEGLIGIBLE = 1e-300;

/**
 * Unsaved wounds for one attack modifier. The defender cancels the most piercing successes first (docs/rules-notes.md):
 * dice are taken in decreasing Perforant and each success uses up a parry while any is left. State: (parries left, wounds),
 * in a flat array of rows of `width` wounds.
 */
function woundsFor(dice: readonly AttackDie[], modifier: number, parry: Dist, def: number): Dist {
  const order = [...dice].sort((a, b) => b.perforant - a.perforant);
  const maxParry = Math.min(order.length, Math.max(0, ...parry.keys()));
  const width = order.length + 1;
  let state = new Float64Array((maxParry + 1) * width);
  let next = new Float64Array(state.length);
  for (const [r, p] of parry) state[Math.min(r, maxParry) * width] = (state[Math.min(r, maxParry) * width] ?? 0) + p;
  for (const [k, die] of order.entries()) {
    const hit = rollUnder(die.score + modifier);
    const miss = 1 - hit;
    const wound = hit * (1 - rollUnder(def - die.perforant));
    const saved = hit - wound;
    next.fill(0);
    // Row 0: no parry left, a success wounds unless saved.
    for (let w = 0; w <= k; w++) {
      const p = state[w]!;
      // Stryker disable next-line EqualityOperator: a probability exactly 1e-300 does not arise from sums of products of sixths.
      if (p < NEGLIGIBLE) continue;
      next[w] = next[w]! + p * (miss + saved);
      next[w + 1] = next[w + 1]! + p * wound;
    }
    // Rows r > 0: a success is parried.
    for (let r = 1; r <= maxParry; r++) {
      const row = r * width;
      for (let w = 0; w <= k; w++) {
        const p = state[row + w]!;
        // Stryker disable next-line EqualityOperator: a probability exactly 1e-300 does not arise from sums of products of sixths.
        if (p < NEGLIGIBLE) continue;
        // While a parry is left every success is parried, so rows r > 0 hold wounds w = 0 only (the rest is 0, skipped
        // above): row + w and row − w are the same cell.
        // Stryker disable next-line ArithmeticOperator: w = 0 here, see above.
        next[row + w] = next[row + w]! + p * miss;
        // Stryker disable next-line ArithmeticOperator: w = 0 here, see above.
        next[row - width + w] = next[row - width + w]! + p * hit;
      }
    }
    [state, next] = [next, state];
  }
  const out = new Map<number, number>();
  for (let r = 0; r <= maxParry; r++) {
    for (let w = 0; w < width; w++) {
      const p = state[r * width + w]!;
      if (p > 0) out.set(w, (out.get(w) ?? 0) + p);
    }
  }
  return out;
}

/** The distribution of unsaved wounds of a strike (melee or shooting). */
export function unsavedWounds(strike: Strike): Dist {
  const parry = parrySuccesses(strike.parry);
  return frightenedMix(strike.frightened, strike.modifier, (m) => woundsFor(strike.dice, m, parry, strike.def));
}

/** "wounds taken figure by figure": each figure of the target has `vie` points and `models` figures stand. */
export const removedFigures = (wounds: Dist, vie: number, models: number): Dist => map(wounds, (w) => Math.min(models, Math.floor(w / Math.max(1, vie))));

/** A Men or morale test with optional re-rolls (II.E): a porte-bannière re-rolls a failure, an enemy musicien forces a success to be re-rolled; together they cancel. */
export function testSuccess(target: number, reroll: { failure?: boolean; success?: boolean } = {}): number {
  const p = rollUnder(target);
  const failure = reroll.failure === true && reroll.success !== true;
  const success = reroll.success === true && reroll.failure !== true;
  if (failure) return p + (1 - p) * p;
  if (success) return p * p;
  return p;
}
