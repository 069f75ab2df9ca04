/** Exact odds: the 36 rolls of 2D6 enumerated through the policy, and attacks to kill by convolution over resources. */
import { combine, mean, type Dist } from '../../../core/dice/distribution.js';
import { initialFlags, resolve, type Flags, type Resolution, type Setup } from './policy.js';

export const D6 = [1, 2, 3, 4, 5, 6] as const;

/**
 * The equally likely rolls, each resolved: 36 of them; with the Bénédiction in play, 36 × 36, each first roll
 * either kept (36 times over) or rolled again (the 36 second rolls, resolved without the Bénédiction).
 */
export function enumerate(setup: Setup, flags: Flags = initialFlags(setup)): Resolution[] {
  let byFlags = tables.get(setup);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; a table made again is the same
  if (!byFlags) tables.set(setup, (byFlags = new Map()));
  const key = flagKey(flags);
  let rolls = byFlags.get(key);
  // Stryker disable next-line ConditionalExpression: the same
  if (!rolls) byFlags.set(key, (rolls = rollsOf(setup, flags)));
  return rolls;
}

/**
 * Each attack's tables once per set of flags: the odds (`summarise`), the attacks to finish and the sampler read the
 * same ones (the table of the flags an attack starts with was made two or three times an attack). Read, never changed.
 */
const tables = new WeakMap<Setup, Map<string, Resolution[]>>();

function rollsOf(setup: Setup, flags: Flags): Resolution[] {
  const rolls = D6.flatMap((a) => D6.map((b) => resolve(setup, flags, [a, b])));
  if (!flags.reroll) return rolls;
  const again = enumerate(setup, { ...flags, reroll: false }).map((r) => ({ ...r, rerolled: true }));
  const worth = expectedWorth(again, setup);
  return rolls.flatMap((r) => (rerolls(r, worth, setup) ? again : Array.from({ length: again.length }, () => r)));
}

/**
 * What the attacker wants of one attack, in order: the kill (or the spell's effect on 5+), then PV lost (or the
 * amount), then the hit; the same order as the boule de feu's best number and the rayon de lumière's going on.
 */
const worthOf = (r: Resolution, setup: Setup): number[] => [r.kill || (setup.stun !== null && r.stunned) ? 1 : 0, r.damage, r.hit ? 1 : 0];

const expectedWorth = (rolls: readonly Resolution[], setup: Setup): number[] =>
  rolls.map((r) => worthOf(r, setup)).reduce((sum, w) => sum.map((v, i) => v + w[i]! / rolls.length), [0, 0, 0]);

/**
 * Bénédiction, « relancer ses dés une fois pendant cette partie »: the attacker rolls again when a second roll serves
 * him better on average than the roll he has, compared in the order of worthOf; on a tie he keeps the Bénédiction.
 */
export function rerolls(kept: Resolution, again: readonly number[], setup: Setup): boolean {
  const mine = worthOf(kept, setup);
  for (let i = 0; i < mine.length; i++) {
    // Stryker disable next-line EqualityOperator: averages of 36ths differing by exactly 1e-12 are never computed
    if (Math.abs(again[i]! - mine[i]!) > 1e-12) return again[i]! > mine[i]!;
  }
  return false;
}

/** With the Bénédiction in play, whether the roll `kept` is rolled again. */
export const rerollAdvised = (setup: Setup, kept: Resolution): boolean =>
  rerolls(kept, expectedWorth(enumerate(setup, { ...initialFlags(setup), reroll: false }), setup), setup);

export interface Summary {
  readonly pHit: number;
  readonly damage: Dist;
  readonly expectedDamage: number;
  readonly pKill: number;
  readonly pStun: number;
  /** How often the target spends the Esquive reaction. */
  readonly pDodge: number;
  /** How often each once-per-game talent is played. */
  readonly pBotte: number;
  readonly pEsquive: number;
  readonly pFlip: number;
  readonly pEloquence: number;
  /** How often the Bénédiction is played (the dice rolled again). */
  readonly pReroll: number;
  /** Vampirisme: PV the mage drains, the target's loss (capped at its current PV by the policy). */
  readonly expectedDrain: number;
}

export function summarise(setup: Setup): Summary {
  const rolls = enumerate(setup);
  const share = (test: (r: Resolution) => boolean) => rolls.filter(test).length / rolls.length;
  // Counted in whole rolls, divided once: each probability is the nearest double to its fraction of 36.
  const counts = new Map<number, number>([[0, 0]]);
  for (const r of rolls) counts.set(r.damage, (counts.get(r.damage) ?? 0) + 1);
  const damage: Dist = new Map([...counts].map(([v, n]) => [v, n / rolls.length]));
  return {
    pHit: share((r) => r.hit),
    damage,
    expectedDamage: mean(damage),
    pKill: share((r) => r.kill),
    pStun: share((r) => r.stunned),
    pDodge: share((r) => r.response === 'dodge'),
    pBotte: share((r) => r.botte),
    pEsquive: share((r) => r.response === 'esquive-ca' || r.response === 'esquive-degats'),
    pFlip: share((r) => r.flipped),
    pEloquence: share((r) => r.eloquence),
    pReroll: share((r) => r.rerolled),
    expectedDrain: mean(damage),
  };
}

export const MAX_ATTACKS = 10;
export const ENOUGH = 0.99;

const FLAGS = ['botte', 'esquive', 'bark', 'flip', 'eloquence', 'fog', 'reroll'] as const;
const flagKey = (f: Flags): string => FLAGS.map((k) => +f[k]).join('');
const fromKey = (key: string): Flags => Object.fromEntries(FLAGS.map((k, i) => [k, key[i] === '1'])) as unknown as Flags;

/** What is left after an attack: once-per-game choices (the Bénédiction too) are spent when played; the peau d'écorce ends at the first PV lost, the brouillard at the first hit. */
const after = (f: Flags, r: Resolution): Flags => ({
  botte: f.botte && !r.botte,
  esquive: f.esquive && !r.response.startsWith('esquive'),
  bark: f.bark && r.damage === 0,
  flip: f.flip && !r.flipped,
  eloquence: f.eloquence && !r.eloquence,
  fog: f.fog && !r.hit,
  reroll: f.reroll && !r.rerolled,
});

/**
 * Chance that the target is down after 1, 2 … independent attacks, until ENOUGH or MAX_ATTACKS. The state is the
 * progress so far (PV lost capped at the current PV; or stunned) and the resources left: once-per-game talents are
 * spent when played, the peau d'écorce ends at the first PV lost. Without such resources this is the plain
 * convolution of the damage distribution.
 */
export function attacksToFinish(setup: Setup, goal: 'kill' | 'stun'): { attacks: number; p: number }[] {
  const cap = goal === 'kill' ? setup.pv : 1;
  const progress = (r: Resolution) => (goal === 'kill' ? r.damage : r.stunned ? 1 : 0);
  const steps = new Map<string, Map<string, Dist>>();
  const step = (key: string): Map<string, Dist> => {
    let next = steps.get(key);
    // Stryker disable next-line ConditionalExpression: the cache only saves work; the step computed again is the same
    if (!next) {
      next = new Map();
      const flags = fromKey(key);
      const rolls = enumerate(setup, flags);
      for (const r of rolls) {
        const key = flagKey(after(flags, r));
        const counts = (next.get(key) ?? new Map<number, number>()) as Map<number, number>;
        counts.set(progress(r), (counts.get(progress(r)) ?? 0) + 1);
        next.set(key, counts);
      }
      for (const counts of next.values()) for (const [v, n] of counts as Map<number, number>) (counts as Map<number, number>).set(v, n / rolls.length);
      steps.set(key, next);
    }
    return next;
  };
  let states = new Map<string, Dist>([[flagKey(initialFlags(setup)), new Map([[0, 1]])]]);
  const out: { attacks: number; p: number }[] = [];
  for (let attacks = 1; attacks <= MAX_ATTACKS; attacks++) {
    const next = new Map<string, Map<number, number>>();
    for (const [key, done] of states) {
      for (const [after, gain] of step(key)) {
        const target = next.get(after) ?? new Map<number, number>();
        for (const [v, p] of combine(done, gain, (x, y) => Math.min(cap, x + y))) target.set(v, (target.get(v) ?? 0) + p);
        next.set(after, target);
      }
    }
    states = next;
    let p = 0;
    for (const dist of states.values()) p += dist.get(cap) ?? 0;
    out.push({ attacks, p });
    // Stryker disable next-line EqualityOperator,ArithmeticOperator: an exact p is a fraction of 36^k, never 0.99 (99·36^k is no multiple of 100); these only differ for a p within 1e-12 of it, after 7 attacks or more: the margin only absorbs rounding
    if (p >= ENOUGH - 1e-12) break;
  }
  return out;
}
