/** The named rolls of Mef-Fan: test de moral (II.E), spell casting (III.C), healing (III.D). Exact or rolled. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { NamedRoll, Options, Report, Rng } from '../../../core/ruleset/ruleset.js';
import { spells, type SpellDef } from '../catalogue.js';
import { LEADERS, type Leader } from '../options.js';
import { initiativeView, rollView } from '../view.js';
import { langOf } from './attack.js';
import { count, flagOf } from './fighters.js';
import { rollUnder, testSuccess } from './model.js';
import { total, type Modifier } from './modifiers.js';

export interface TestSpec {
  readonly roll: string;
  readonly men: number;
  readonly modifiers: readonly Modifier[];
  /** Porte-bannière: re-roll a failure; enemy musicien: re-roll a success. */
  readonly reroll: { readonly failure: boolean; readonly success: boolean };
  /** Men of the target unit, for a spell that asks it a Men test. */
  readonly targetMen?: number;
  /** `--spell`: the spell cast, and how its target's Men test decides its effect (`resist` without `--spell`). */
  readonly spell?: SpellDef;
  readonly targetTest?: 'resist' | 'succeed';
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

/**
 * `--spell`: a spell of III.C's examples. An attack (Éclair magique …) is `simulate-attack --spell`'s; a spell whose
 * target makes a Men test needs `--target-men`, one that simply works takes none (docs/rules-notes.md).
 */
function spellOf(options: Options, targetMen: number | undefined): SpellDef | undefined {
  if (options.spell === undefined) return undefined;
  const actual = String(options.spell);
  const spell = spells.get(actual);
  if (!spell) throw usageError('mef-fan/roll-unknown-spell', { actual, suggestion: spells.hint(actual) });
  if (spell.attack) throw usageError('mef-fan/roll-attack-spell', { name: spell.name });
  if (spell.targetTest && targetMen === undefined) throw usageError('mef-fan/spell-needs-target-men', { name: spell.name });
  if (!spell.targetTest && targetMen !== undefined) throw usageError('mef-fan/spell-no-target-test', { name: spell.name });
  return spell;
}

/** III.C: "test de Men … (avec un bonus de +1 au test de Men dans ce cas)" for Action concentrée. */
export function castSpec(options: Options): TestSpec {
  const targetMen = options.targetMen === undefined ? undefined : count(options, 'targetMen', 0, 0);
  const spell = spellOf(options, targetMen);
  // Without --spell, --target-men is a spell the target resists (Terreur …), as before --spell existed.
  const targetTest = spell ? spell.targetTest : targetMen === undefined ? undefined : 'resist';
  return {
    roll: 'cast',
    men: men(options),
    modifiers: when(options.concentrated, 'concentrated', 1),
    reroll: NO_REROLL,
    ...(targetMen === undefined ? {} : { targetMen }),
    ...(spell ? { spell } : {}),
    ...(targetTest ? { targetTest } : {}),
  };
}

/**
 * P(the spell takes effect once cast): "doit réussir un jet de Men ou …" works when the target fails (d6 > Men),
 * Motivation's "doit réussir un jet de Men afin de …" when it succeeds (d6 ≤ Men); a spell without a test always.
 */
export function effectChance(spec: TestSpec): number {
  if (spec.targetMen === undefined || spec.targetTest === undefined) return 1;
  const passes = rollUnder(spec.targetMen);
  return spec.targetTest === 'succeed' ? passes : 1 - passes;
}

/** With `--spell`, the spell and its target test in the JSON (without it, `--target-men` is a resisted spell, as always). */
const spellFields = (spec: TestSpec) =>
  spec.spell ? { spell: { id: spec.spell.id, name: spec.spell.name }, ...(spec.targetTest ? { target_test: spec.targetTest } : {}) } : {};

/** III.D: +1 with Action concentrée, "+1 … cumulable" when the patient took Action concentrée to heal. */
export function healSpec(options: Options): TestSpec {
  const modifiers = [...when(options.concentrated, 'concentrated', 1), ...when(options.patientConcentrated, 'patient-concentrated', 1)];
  return { roll: 'heal', men: men(options), modifiers, reroll: NO_REROLL };
}

export const targetOf = (spec: TestSpec): number => spec.men + total(spec.modifiers);

/** II.E "un score supérieur à 5 empêcherait une unité d'être démoralisée": whatever the modifiers (docs/rules-notes.md). */
export const UNBREAKABLE_MEN = 5;
const unbreakable = (spec: TestSpec): boolean => spec.roll === 'morale' && spec.men > UNBREAKABLE_MEN;

export function exact(spec: TestSpec) {
  const target = targetOf(spec);
  if (unbreakable(spec)) return { ruleset: 'mef-fan', roll: spec.roll, method: 'exact', men: spec.men, modifiers: spec.modifiers, target, p_success: 1, unbreakable: true };
  const p = testSuccess(target, spec.reroll);
  const targetMen = spec.targetMen === undefined ? {} : { target_men: spec.targetMen };
  const effect = spec.spell || spec.targetTest ? { ...spellFields(spec), ...targetMen, p_effect: p * effectChance(spec) } : {};
  return { ruleset: 'mef-fan', roll: spec.roll, method: 'exact', men: spec.men, modifiers: spec.modifiers, target, p_success: p, ...effect };
}

/** One roll at the table, with its re-roll when a porte-bannière or an enemy musicien calls for one. */
export function rolled(spec: TestSpec, rng: Rng) {
  const target = targetOf(spec);
  if (unbreakable(spec)) return { ruleset: 'mef-fan', roll: spec.roll, method: 'rolled', men: spec.men, modifiers: spec.modifiers, target, dice: [] as number[], success: true, unbreakable: true };
  const first = rng.die(6);
  const dice = [first];
  const success = first <= target;
  const reroll = spec.reroll.failure !== spec.reroll.success && (spec.reroll.failure ? !success : success);
  if (reroll) dice.push(rng.die(6));
  const final = dice.at(-1)! <= target;
  const targetDie = final && spec.targetMen !== undefined ? rng.die(6) : undefined;
  const passes = targetDie !== undefined && targetDie <= spec.targetMen!;
  const tested = targetDie === undefined ? {} : { target_men: spec.targetMen, target_die: targetDie, effect: spec.targetTest === 'succeed' ? passes : !passes };
  const effect = spec.spell || spec.targetTest ? { ...spellFields(spec), ...tested, ...(targetDie === undefined && spec.spell && !spec.targetTest ? { effect: final } : {}) } : {};
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

/** I.B "un chef accorde +1, tandis qu'un général accorde un +2, ceci n'étant pas cumulatif": the best leader only. */
export const LEADER_BONUS: Readonly<Record<Leader, number>> = { none: 0, chef: 1, general: 2 };

function leaderOf(options: Options, key: string): Leader {
  const value = options[key] ?? 'none';
  if (!LEADERS.includes(value as Leader)) throw usageError('mef-fan/option-range', { option: flagOf(key), actual: String(value), limit: LEADERS.join(' | ') });
  return value as Leader;
}

/**
 * I.B "Chaque joueur lance un D6. Celui obtenant le score final le plus élevé (relancer en cas d'égalité) …": over the
 * 36 throws, p_first = P(win) / (P(win) + P(lose)), the ties being re-rolled.
 */
export function initiativeOdds(bonus: number, opponent: number): { p_first: number; p_tie: number } {
  let win = 0;
  let tie = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
    if (a + bonus > b + opponent) win++;
    else if (a + bonus === b + opponent) tie++;
  }
  return { p_first: win / (36 - tie), p_tie: tie / 36 };
}

/** One initiative at the table: a d6 each until the totals differ. */
export function rollInitiative(bonus: number, opponent: number, rng: Rng): { throws: [number, number][]; winner: 'player' | 'opponent' } {
  const throws: [number, number][] = [];
  for (;;) {
    const pair: [number, number] = [rng.die(6), rng.die(6)];
    throws.push(pair);
    const mine = pair[0] + bonus;
    const theirs = pair[1] + opponent;
    if (mine === theirs) continue;
    // Stryker disable next-line EqualityOperator: a tie was re-rolled on the line above, so > and >= name the same winner
    return { throws, winner: mine > theirs ? 'player' : 'opponent' };
  }
}

const initiative: NamedRoll = {
  run(options, context): Report {
    const leader = leaderOf(options, 'leader');
    const opponentLeader = leaderOf(options, 'opponentLeader');
    const bonus = LEADER_BONUS[leader];
    const opponent = LEADER_BONUS[opponentLeader];
    const base = { ruleset: 'mef-fan', roll: 'initiative', leader, opponent_leader: opponentLeader, bonus, opponent_bonus: opponent };
    const json = context.exact ? { ...base, method: 'exact', ...initiativeOdds(bonus, opponent) } : { ...base, method: 'rolled', ...rollInitiative(bonus, opponent, context.rng) };
    return { json, view: initiativeView(json, context.lang ?? langOf(options)) };
  },
};

export const rolls: Readonly<Record<string, NamedRoll>> = {
  morale: namedRoll(moraleSpec),
  cast: namedRoll(castSpec),
  initiative,
  heal: namedRoll(healSpec),
};
