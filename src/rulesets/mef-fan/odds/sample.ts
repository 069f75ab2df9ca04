/** One attack rolled die by die, for the optional Monte Carlo cross-check of the exact odds (`--trials`). */
import type { Rng } from '../../../core/ruleset/ruleset.js';
import type { Strike } from './model.js';

/** A Men test failed with probability `frightened` (a multiple of 1/6): the failing faces are the highest ones. */
const fails = (frightened: number, rng: Rng): boolean => rng.die(6) > 6 - Math.round(frightened * 6);

/** Unsaved wounds of one strike: fright tests, attack dice, parry dice, then a Déf roll per success left. */
export function sampleWounds(strike: Strike, rng: Rng): number {
  const malus = strike.frightened > 0 && fails(strike.frightened, rng) ? -1 : 0;
  const hits = strike.dice.filter((d) => rng.die(6) <= d.score + strike.modifier + malus).map((d) => d.perforant);
  let parried = 0;
  if (strike.parry) {
    const parryMalus = strike.parry.frightened > 0 && fails(strike.parry.frightened, rng) ? -1 : 0;
    for (const score of strike.parry.scores) if (rng.die(6) <= score + strike.parry.modifier + parryMalus) parried++;
  }
  // The defender cancels the most piercing successes (docs/rules-notes.md).
  const left = hits.sort((a, b) => b - a).slice(parried);
  return left.filter((perforant) => rng.die(6) > strike.def - perforant).length;
}
