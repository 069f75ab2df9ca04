/** The named rolls of Mef-Fan: test de moral (II.E), spell casting (III.C), healing (III.D). Exact or rolled. */
import { usageError } from '../../../core/errors.js';
import type { NamedRoll, Options, Report, Rng } from '../../../core/ruleset.js';
import { rollView } from '../view.js';
import { langOf } from './attack.js';
import { count } from './fighters.js';
import { rollUnder, testSuccess } from './model.js';
import { total, type Modifier } from './modifiers.js';

export interface TestSpec {
  readonly roll: string;
  readonly men: number;
  readonly modifiers: readonly Modifier[];
  /** Porte-bannière: re-roll a failure; enemy musicien: re-roll a success. */
  readonly reroll: { readonly failure: boolean; readonly success: boolean };
  /** Men of a target that resists the spell with its own test. */
  readonly targetMen?: number;
}

const men = (options: Options): number => {
  if (options.men === undefined) throw usageError('mef-fan/roll-needs-men', {});
  return count(options, 'men', 0, 0);
};

const when = (on: unknown, source: string, value: number): Modifier[] => (on ? [{ source, value }] : []);
const NO_REROLL = { failure: false, success: false };

/**
 * II.E: "+1 (chef) ou +2 (général)" within 20 cm, the better one only (docs/rules-notes.md); +1 while the unit has more
 * than one figure, −1 for the smaller part of a split unit.
 */
export function moraleSpec(options: Options): TestSpec {
  if (options.several && options.smaller) throw usageError('mef-fan/several-and-smaller', {});
  const leader = options.general ? when(true, 'general', 2) : when(options.chef, 'chef', 1);
  const modifiers = [...leader, ...when(options.several, 'several', 1), ...when(options.smaller, 'smaller', -1)];
  return { roll: 'morale', men: men(options), modifiers, reroll: { failure: options.porteBanniere === true, success: options.musicien === true } };
}

/** III.C: "test de Men … (avec un bonus de +1 au test de Men dans ce cas)" for Action concentrée. */
export function castSpec(options: Options): TestSpec {
  const targetMen = options.targetMen === undefined ? undefined : count(options, 'targetMen', 0, 0);
  return { roll: 'cast', men: men(options), modifiers: when(options.concentrated, 'concentrated', 1), reroll: NO_REROLL, ...(targetMen === undefined ? {} : { targetMen }) };
}

/** III.D: +1 with Action concentrée, "+1 … cumulable" when the patient took Action concentrée to heal. */
export function healSpec(options: Options): TestSpec {
  const modifiers = [...when(options.concentrated, 'concentrated', 1), ...when(options.patientConcentrated, 'patient-concentrated', 1)];
  return { roll: 'heal', men: men(options), modifiers, reroll: NO_REROLL };
}

export const targetOf = (spec: TestSpec): number => spec.men + total(spec.modifiers);

export function exact(spec: TestSpec) {
  const target = targetOf(spec);
  const p = testSuccess(target, spec.reroll);
  const effect = spec.targetMen === undefined ? {} : { target_men: spec.targetMen, p_effect: p * (1 - rollUnder(spec.targetMen)) };
  return { ruleset: 'mef-fan', roll: spec.roll, method: 'exact', men: spec.men, modifiers: spec.modifiers, target, p_success: p, ...effect };
}

/** One roll at the table, with its re-roll when a porte-bannière or an enemy musicien calls for one. */
export function rolled(spec: TestSpec, rng: Rng) {
  const target = targetOf(spec);
  const first = rng.die(6);
  const dice = [first];
  const success = first <= target;
  const reroll = spec.reroll.failure !== spec.reroll.success && (spec.reroll.failure ? !success : success);
  if (reroll) dice.push(rng.die(6));
  const final = dice.at(-1)! <= target;
  const resisted = final && spec.targetMen !== undefined ? rng.die(6) : undefined;
  const effect = resisted === undefined ? {} : { target_men: spec.targetMen, target_die: resisted, effect: resisted > spec.targetMen! };
  return { ruleset: 'mef-fan', roll: spec.roll, method: 'rolled', men: spec.men, modifiers: spec.modifiers, target, dice, success: final, ...effect };
}

function namedRoll(spec: (options: Options) => TestSpec): NamedRoll {
  return {
    run(options, context): Report {
      const s = spec(options);
      const json = context.exact ? exact(s) : rolled(s, context.rng);
      return { json, view: rollView(json, context.lang ?? langOf(options)) };
    },
  };
}

export const rolls: Readonly<Record<string, NamedRoll>> = {
  morale: namedRoll(moraleSpec),
  cast: namedRoll(castSpec),
  heal: namedRoll(healSpec),
};
