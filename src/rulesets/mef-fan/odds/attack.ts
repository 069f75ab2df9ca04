/** `simulate-attack` for Mef-Fan: the exact distribution of unsaved wounds and of figures removed. */
import { mean, toRecord, type Dist } from '../../../core/dice/distribution.js';
import { ruleError, usageError } from '../../../core/errors.js';
import type { Lang } from '../../../core/messages/catalogue.js';
import type { AttackInput, AttackModel, Options, Report } from '../../../core/ruleset.js';
import type { MefBand } from '../band.js';
import { MELEE_OPTIONS, RANGED_OPTIONS, WEAPONS, type Weapon } from '../options.js';
import { attackView } from '../view.js';
import { count, fighter, flagOf, type Fighter } from './fighters.js';
import { removedFigures, rollUnder, unsavedWounds, type AttackDie, type Parry, type Strike } from './model.js';
import { sampleWounds } from './sample.js';
import { attackerMelee, ranged, targetParry, total, type Modifier } from './modifiers.js';

/** "Cible rapide (unité de Dép de 3 ou plus et ayant bougé ce tour-ci)". */
export const FAST_DEP = 3;
/** The exact computation takes about (parries + 1) × dice² / 2 steps; beyond this it is refused rather than hang. */
export const MAX_STEPS = 200_000_000;

function refuseTooComplex(p: AttackPlan): AttackPlan {
  const dice = p.dice.length;
  const steps = ((p.strike.parry?.scores.length ?? 0) + 1) * dice * (dice + 1) / 2;
  if (steps > MAX_STEPS) throw usageError('mef-fan/too-complex', { dice, parry: p.strike.parry?.scores.length ?? 0 });
  return p;
}

export interface AttackPlan {
  readonly weapon: Weapon;
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly dice: readonly AttackDie[];
  readonly modifiers: readonly Modifier[];
  readonly strike: Strike;
  readonly parryModifiers: readonly Modifier[];
}

function weaponOf(options: Options): Weapon {
  const weapon = options.weapon ?? 'melee';
  if (!WEAPONS.includes(weapon as Weapon)) throw usageError('mef-fan/option-range', { option: '--weapon', actual: String(weapon), limit: WEAPONS.join(' | ') });
  return weapon as Weapon;
}

/** A modifier of the other kind of attack is refused rather than silently ignored. */
function refuseOthers(weapon: Weapon, options: Options): void {
  const others = weapon === 'melee' ? RANGED_OPTIONS : MELEE_OPTIONS;
  for (const key of others) if (options[key] !== undefined && options[key] !== false) throw usageError('mef-fan/option-not-for-weapon', { option: flagOf(key), weapon });
}

const perFigure = (scores: readonly AttackDie[], models: number): AttackDie[] => Array.from({ length: models }, () => scores).flat();
const failsMen = (men: number | null): number => (men === null ? 0 : 1 - rollUnder(men));

function parryOf(attacker: Fighter, target: Fighter, options: Options, modifiers: readonly Modifier[]): Parry | undefined {
  const wanted = count(options, 'parry', 0, 0);
  if (wanted === 0) return undefined;
  if (target.men === null) throw usageError('mef-fan/parry-typed', {});
  const pool = perFigure(target.mel, target.models).map((d) => d.score).sort((a, b) => b - a);
  if (wanted > pool.length) throw usageError('mef-fan/parry-too-many', { name: target.name, limit: pool.length, actual: wanted });
  // The defender parries with its best dice; an Effrayant attacker frightens the parrying unit too.
  return { scores: pool.slice(0, wanted), modifier: total(modifiers), frightened: attacker.effrayant ? failsMen(target.men) : 0 };
}

function meleePlan(attacker: Fighter, target: Fighter, options: Options): AttackPlan {
  if (attacker.mel.length === 0) throw ruleError('mef-fan/no-mel', { name: attacker.name });
  if (options.rear && !options.charge) throw usageError('mef-fan/rear-without-charge', {});
  if (options.sheltered && !options.charge) throw usageError('mef-fan/sheltered-without-charge', {});
  // A charge needs a unit "pas être déjà en contact", a guard "si pas engagée"; a fleeing target was engaged (docs/rules-notes.md).
  if (options.fleeing && (options.charge || options.guard)) throw usageError('mef-fan/fleeing-engaged', { option: options.charge ? '--charge' : '--guard' });
  const modifiers = attackerMelee(options, attacker.lance);
  const parryModifiers = targetParry(options, target.lance);
  const dice = perFigure(attacker.mel, attacker.models);
  const parry = parryOf(attacker, target, options, parryModifiers);
  const frightened = target.effrayant ? failsMen(attacker.men) : 0;
  const strike: Strike = { dice, modifier: total(modifiers), frightened, def: target.def, ...(parry ? { parry } : {}) };
  return { weapon: 'melee', attacker, target, dice, modifiers, strike, parryModifiers };
}

function rangedPlan(attacker: Fighter, target: Fighter, options: Options): AttackPlan {
  if (attacker.tir.length === 0) throw ruleError('mef-fan/no-tir', { name: attacker.name });
  if (options.fastTarget && target.dep !== null && target.dep < FAST_DEP) throw ruleError('mef-fan/not-fast', { name: target.name, limit: FAST_DEP, actual: target.dep });
  const modifiers = ranged(options);
  const dice = perFigure(attacker.tir, attacker.models);
  return { weapon: 'ranged', attacker, target, dice, modifiers, strike: { dice, modifier: total(modifiers), frightened: 0, def: target.def }, parryModifiers: [] };
}

export function plan(input: AttackInput<MefBand>): AttackPlan {
  const weapon = weaponOf(input.options);
  refuseOthers(weapon, input.options);
  const attacker = fighter(input.attacker, 'attacker', input.options);
  const target = fighter(input.target, 'target', input.options);
  return refuseTooComplex(weapon === 'melee' ? meleePlan(attacker, target, input.options) : rangedPlan(attacker, target, input.options));
}

export interface AttackResult {
  readonly wounds: Dist;
  readonly removed: Dist;
}

export function resolve(p: AttackPlan): AttackResult {
  const wounds = unsavedWounds(p.strike);
  return { wounds, removed: removedFigures(wounds, p.target.vie, p.target.models) };
}

/** One line per distinct score: its target number and chances, before parry and fright. */
function rollLines(p: AttackPlan) {
  const seen = new Map<string, { score: number; perforant: number; dice: number }>();
  for (const d of p.dice) {
    const key = `${d.score}/${d.perforant}`;
    const line = seen.get(key) ?? { ...d, dice: 0 };
    seen.set(key, { ...line, dice: line.dice + 1 });
  }
  return [...seen.values()].map((r) => {
    const target = r.score + p.strike.modifier;
    const success = rollUnder(target);
    const save = rollUnder(p.target.def - r.perforant);
    return { score: r.score, perforant: r.perforant, dice: r.dice, target, p_success: success, save: p.target.def - r.perforant, p_unsaved: success * (1 - save) };
  });
}

export function reportOf(p: AttackPlan, result: AttackResult) {
  return {
    ruleset: 'mef-fan',
    method: 'exact',
    weapon: p.weapon,
    attacker: { name: p.attacker.typed ? null : p.attacker.name, file: p.attacker.file, typed: p.attacker.typed, models: p.attacker.models, dice: p.dice.length },
    target: { name: p.target.typed ? null : p.target.name, file: p.target.file, typed: p.target.typed, models: p.target.models, def: p.target.def, vie: p.target.vie },
    modifiers: p.modifiers,
    rolls: rollLines(p),
    p_frightened: p.strike.frightened,
    parry: p.strike.parry ? { dice: p.strike.parry.scores.length, modifiers: p.parryModifiers, p_frightened: p.strike.parry.frightened } : null,
    wounds: toRecord(result.wounds),
    removed: toRecord(result.removed),
    expected_wounds: mean(result.wounds),
    expected_removed: mean(result.removed),
  };
}

export type AttackJson = ReturnType<typeof reportOf>;

/** The language of the view: the CLI's `lang` when it passes it among the options, else English. */
export const langOf = (options: Options): Lang => (options.lang === 'fr' ? 'fr' : 'en');

export const attack: AttackModel<MefBand> = {
  simulate(input): Report {
    const p = plan(input);
    const json = reportOf(p, resolve(p));
    const removed = (wounds: number) => Math.min(p.target.models, Math.floor(wounds / Math.max(1, p.target.vie)));
    return {
      json,
      view: attackView(json, input.lang ?? langOf(input.options)),
      sample: (rng) => {
        const wounds = sampleWounds(p.strike, rng);
        return { expected_wounds: wounds, expected_removed: removed(wounds) };
      },
    };
  },
};
