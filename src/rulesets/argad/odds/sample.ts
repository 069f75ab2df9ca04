/** One random trial of each calculation, played as at the table, for the Monte Carlo cross-check (`--trials`). */
import type { Rng } from '../../../core/ruleset/ruleset.js';
import { duelOutcome, type Duelist, type DuelOutcome } from './duel.js';
import { blowResult, touches, type BlowResult, type Striker, type Struck } from './melee.js';
import { land, type Landed } from './several-dice.js';
import { throwHits, type Volley } from './shooting.js';

/** A die rolled, then rerolled while it shows a maximum (or more) and `reroll` says it is not enough. */
export function rollChain(rng: Rng, sides: number, reroll: (natural: number) => boolean): number {
  let natural = rng.die(sides);
  while (natural >= sides && reroll(natural)) {
    if (rng.die(sides) !== sides) break;
    natural += 1;
  }
  return natural;
}

/** The best natural of the dice of a blow, as thrown at the table (several strikers, a bretteur's two blows). */
export function rollBlow(rng: Rng, s: Striker, t: Struck): number {
  const reroll = (n: number) => !touches(blowResult(n, s, t));
  const k = s.strike;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: one die thrown as a group (or as a bretteur's blows) of one is the same chain: its one maximum counts as the maximum and is rerolled while not enough
  if (!k || k.dice <= 1) return rollChain(rng, s.die, reroll);
  if (k.mode === 'independent') return Math.max(...Array.from({ length: k.dice }, () => rollChain(rng, s.die, reroll)));
  const faces = Array.from({ length: k.dice }, () => rng.die(s.die));
  const maxima = faces.filter((f) => f === s.die).length;
  if (maxima === 0) return Math.max(...faces);
  let top = k.severalSixes ? s.die + maxima - 1 : s.die;
  while (reroll(top) && rng.die(s.die) === s.die) top += 1;
  return top;
}

/** The result of every die of a strike as thrown at the table (§ b's values, the one reroll while none touches). */
export function rollResults(rng: Rng, s: Striker, t: Struck): BlowResult[] {
  const reroll = (n: number) => !touches(blowResult(n, s, t));
  const k = s.strike!;
  if (k.mode === 'independent') return Array.from({ length: k.dice }, () => blowResult(rollChain(rng, s.die, reroll), s, t));
  const faces = Array.from({ length: k.dice }, () => rng.die(s.die));
  const below = faces.filter((f) => f < s.die);
  const maxima = faces.filter((f) => f === s.die).map((f, i) => (k.severalSixes ? f + i : f));
  const top = maxima.pop();
  if (top === undefined) return below.map((n) => blowResult(n, s, t));
  let value = top;
  while (reroll(value) && rng.die(s.die) === s.die) value += 1;
  return [...below, ...maxima, value].map((n) => blowResult(n, s, t));
}

/** Several dice at a target of two points de vie: each trial's results counted by `settle`. */
export function sampleSeveral(s: Striker, t: Struck, settle: (l: Landed) => string, keys: readonly string[]) {
  return (rng: Rng) => oneHot(keys, settle(land(rollResults(rng, s, t))));
}

const oneHot = (keys: readonly string[], hit: string): Record<string, number> => Object.fromEntries(keys.map((k) => [k, k === hit ? 1 : 0]));

export function sampleBlow(s: Striker, t: Struck, keys: Readonly<Record<BlowResult, string>>) {
  return (rng: Rng) => oneHot(Object.values(keys), keys[blowResult(rollBlow(rng, s, t), s, t)]);
}

export function sampleDuel(a: Duelist, b: Duelist, tieRule: boolean, keys: readonly DuelOutcome[]) {
  return (rng: Rng) => oneHot(keys, duelOutcome(a, b, rollBlow(rng, a, b), rollBlow(rng, b, a), tieRule));
}

/** `pv`: the target's points de vie left; fewer hits wound it. */
export function sampleVolley(v: Volley, pv = 1) {
  return (rng: Rng) => {
    let maxima = 0;
    let others = 0;
    for (let i = 0; i < v.dice; i++) {
      const face = rng.die(v.sides);
      if (face === v.sides) maxima += 1;
      else if (face >= v.need) others += 1;
    }
    const { hits, rerollFrom } = throwHits({ maxima, others }, v);
    const extra = rerollFrom !== undefined && chainReaches(rng, rerollFrom, v) ? 1 : 0;
    const n = hits + extra;
    return { p_kill: n >= pv ? 1 : 0, expected_pv_lost: Math.min(n, pv), ...(pv > 1 ? { p_wound: n > 0 && n < pv ? 1 : 0 } : {}) };
  };
}

/** A die at `from` rerolled while below the need: each maximum adds one. */
function chainReaches(rng: Rng, from: number, v: Volley): boolean {
  let value = from;
  while (value < v.need) {
    if (rng.die(v.sides) !== v.sides) return false;
    value += 1;
  }
  return true;
}
