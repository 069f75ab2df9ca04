/** `simulate-attack` for Mef-Fan: the exact distribution of unsaved wounds and of figures removed. */
import { constant, map, mean, mix, toRecord, type Dist } from '../../../core/dice/distribution.js';
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import type { Lang } from '../../../core/messages/catalogue.js';
import type { AttackInput, AttackModel, Options, Report } from '../../../core/ruleset/ruleset.js';
import type { MefBand } from '../band.js';
import { spells, SPELLS } from '../catalogue.js';
import { MELEE_OPTIONS, RANGED_OPTIONS, SPELL_REFUSED, WEAPONS, type Weapon } from '../options.js';
import { attackView } from '../view.js';
import { count, fighter, flagOf, signedCount, type Fighter } from './fighters.js';
import { removedFigures, rollUnder, unsavedWounds, type AttackDie, type Parry, type Strike } from './model.js';
import { sampleWounds } from './sample.js';
import { attackerMelee, DEP_MODIFIERS, depModifiers, ranged, statModifiers, targetParry, total, type Modifier } from './modifiers.js';

/** "Cible rapide (unité de Dép de 3 ou plus et ayant bougé ce tour-ci)". */
export const FAST_DEP = 3;
/** The exact computation takes about (parries + 1) × dice² / 2 steps; beyond this it is refused rather than hang. */
export const MAX_STEPS = 200_000_000;

/** Refuses a plan of more than `limit` steps (`MAX_STEPS`; a test passes a small one to sit on the bound). */
export function refuseTooComplex(p: AttackPlan, limit = MAX_STEPS): AttackPlan {
  const dice = p.dice.length;
  const steps = ((p.strike.parry?.scores.length ?? 0) + 1) * dice * (dice + 1) / 2;
  if (steps > limit) throw usageError('mef-fan/too-complex', { dice, parry: p.strike.parry?.scores.length ?? 0 });
  return p;
}

export interface AttackPlan {
  readonly weapon: Weapon | 'spell';
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly dice: readonly AttackDie[];
  readonly modifiers: readonly Modifier[];
  readonly strike: Strike;
  readonly parryModifiers: readonly Modifier[];
  /** Spells in force on the target's Déf and `--target-modifier`, already in `target.def`. */
  readonly defModifiers: readonly Modifier[];
  /** Vitesse du vent and Enchevêtrement on the Dép the attack reads: the attacker's in melee, the target's when shooting. */
  readonly dep: DepUse | null;
  /** `--spell`: the casting test before the spell's roll. */
  readonly spell?: SpellCast;
}

/** A plan before the target's Déf modifiers, which `plan` adds to every kind of attack. */
type WeaponPlan = Omit<AttackPlan, 'defModifiers' | 'dep'> & { readonly dep?: DepUse | null };

/** The Dép a rule reads, with the spells in force on it (`value` never below 0: a Dép 1 unit under Enchevêtrement stands still). */
export interface DepUse {
  readonly side: 'attacker' | 'target';
  readonly base: number;
  readonly modifiers: readonly Modifier[];
  readonly value: number;
}

/** The side's Dép with `--vitesse-du-vent` and `--enchevetrement`; a typed-in side has no Dép for them to change. */
function depOf(fighter: Fighter, side: DepUse['side'], options: Options): DepUse | null {
  const modifiers = depModifiers(options);
  if (fighter.dep === null) {
    if (modifiers.length > 0) throw usageError('mef-fan/dep-typed', { option: `--${modifiers[0]!.source}` });
    return null;
  }
  return { side, base: fighter.dep, modifiers, value: Math.max(0, fighter.dep + total(modifiers)) };
}

const spellName = (source: string): string => DEP_MODIFIERS.find((d) => d.source === source)?.name ?? source;

/** The words after the Dép in a refusal: the unit's own Dép and the spells that changed it (nothing when none did). */
const depDetail = (dep: DepUse): string =>
  dep.modifiers.length === 0 ? '' : ` (Dép ${dep.base} ${dep.modifiers.map((m) => `${m.value > 0 ? '+' : '−'}${Math.abs(m.value)} ${spellName(m.source)}`).join(' ')})`;

export interface SpellCast {
  readonly id: string;
  readonly name: string;
  readonly men: number;
  readonly modifiers: readonly Modifier[];
  readonly target: number;
  readonly p_cast: number;
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

/** II.A Vol: "aucune autre unité ne pourra l'engager en Mêlée sauf si elle aussi dispose de Vol" (docs/rules-notes.md). */
function refuseFlying(attacker: Fighter, target: Fighter, options: Options): void {
  // III.C "Lévitation : l'unité dispose de la capacité Vol", for the turn.
  const attackerVol = options.levitation ? true : attacker.vol;
  const targetVol = options.targetLevitation ? true : target.vol;
  if (options.targetLanded && targetVol === false) throw usageError('mef-fan/not-flying', { name: target.name });
  if (targetVol === true && attackerVol === false && !options.targetLanded) throw ruleError('mef-fan/target-flying', { name: target.name, attacker: attacker.name });
}

function meleePlan(attacker: Fighter, target: Fighter, options: Options): WeaponPlan {
  if (attacker.mel.length === 0) throw ruleError('mef-fan/no-mel', { name: attacker.name });
  // I.C "Une unité doit pouvoir bouger pour charger": Dép 0 is "immobile, machine de guerre"; the spells on Dép count.
  const dep = depOf(attacker, 'attacker', options);
  if (options.charge && dep?.value === 0) throw ruleError('mef-fan/charge-immobile', { name: attacker.name, detail: depDetail(dep) });
  refuseFlying(attacker, target, options);
  if (options.rear && !options.charge) throw usageError('mef-fan/rear-without-charge', {});
  if (options.sheltered && !options.charge) throw usageError('mef-fan/sheltered-without-charge', {});
  // A charge needs a unit "pas être déjà en contact", a guard "si pas engagée"; a fleeing target was engaged (docs/rules-notes.md).
  if (options.fleeing && (options.charge || options.guard)) throw usageError('mef-fan/fleeing-engaged', { option: options.charge ? '--charge' : '--guard' });
  const modifiers = [...attackerMelee(options, attacker.lance), ...statModifiers(options, 'mel', signedCount(options, 'modifier'))];
  const parryModifiers = targetParry(options, target.lance);
  const dice = perFigure(attacker.mel, attacker.models);
  const parry = parryOf(attacker, target, options, parryModifiers);
  const frightened = target.effrayant ? failsMen(attacker.men) : 0;
  const strike: Strike = { dice, modifier: total(modifiers), frightened, def: target.def, ...(parry ? { parry } : {}) };
  return { weapon: 'melee', attacker, target, dice, modifiers, strike, parryModifiers, dep };
}

function rangedPlan(attacker: Fighter, target: Fighter, options: Options): WeaponPlan {
  if (attacker.tir.length === 0) throw ruleError('mef-fan/no-tir', { name: attacker.name });
  const dep = depOf(target, 'target', options);
  if (options.fastTarget && dep && dep.value < FAST_DEP) throw ruleError('mef-fan/not-fast', { name: target.name, limit: FAST_DEP, actual: dep.value, detail: depDetail(dep) });
  const modifiers = [...ranged(options), ...statModifiers(options, 'tir', signedCount(options, 'modifier'))];
  const dice = perFigure(attacker.tir, attacker.models);
  // Stryker disable next-line ArrayDeclaration: no parry against a shot; the report reads parryModifiers only under a parry.
  return { weapon: 'ranged', attacker, target, dice, modifiers, strike: { dice, modifier: total(modifiers), frightened: 0, def: target.def }, parryModifiers: [], dep };
}

const ATTACK_SPELLS = SPELLS.filter((s) => s.attack).map((s) => s.id);

/**
 * III.C `--spell`: "La magie est une action impliquant que l'unité réussisse un test de Men" (+1 with Action concentrée),
 * then the spell's own Tir "sans malus ni bonus": one die at one figure (Éclair magique) or at each figure of the target
 * (Pluie de pierres). Each die wounds a different figure (docs/rules-notes.md).
 */
function spellPlan(attacker: Fighter, target: Fighter, options: Options): WeaponPlan {
  for (const key of SPELL_REFUSED) if (options[key] !== undefined && options[key] !== false) throw usageError('mef-fan/spell-option', { option: flagOf(key) });
  const def = spells.get(String(options.spell));
  if (!def?.attack) throw usageError('mef-fan/spell-not-attack', { actual: String(options.spell), known: ATTACK_SPELLS.join(', ') });
  if (attacker.men === null) throw usageError('mef-fan/spell-typed', {});
  if (attacker.role !== 'magicien' || !attacker.spells.some((s) => s.id === def.id)) throw ruleError('mef-fan/spell-not-known', { name: attacker.name, actual: def.id });
  const castModifiers: Modifier[] = options.concentrated ? [{ source: 'concentrated', value: 1 }] : [];
  const castTarget = attacker.men + total(castModifiers);
  const die: AttackDie = { score: def.attack.score, perforant: def.attack.perforant };
  const dice = def.attack.dice === 'figure' ? [die] : perFigure([die], target.models);
  const spell: SpellCast = { id: def.id, name: def.name, men: attacker.men, modifiers: castModifiers, target: castTarget, p_cast: rollUnder(castTarget) };
  const strike: Strike = { dice, modifier: 0, frightened: 0, def: target.def };
  // Stryker disable next-line ArrayDeclaration: no parry against a spell; the report reads parryModifiers only under a parry.
  const parryModifiers: Modifier[] = [];
  return { weapon: 'spell', attacker, target, dice, modifiers: [], strike, parryModifiers, spell };
}

/** The target's Déf with the spells in force on it and `--target-modifier`. */
function withDef(target: Fighter, options: Options): { target: Fighter; defModifiers: Modifier[] } {
  const defModifiers = statModifiers(options, 'def', signedCount(options, 'targetModifier'));
  return { target: { ...target, def: target.def + total(defModifiers) }, defModifiers };
}

export function plan(input: AttackInput<MefBand>): AttackPlan {
  const attacker = fighter(input.attacker, 'attacker', input.options);
  const { target, defModifiers } = withDef(fighter(input.target, 'target', input.options), input.options);
  if (input.options.spell !== undefined) return { ...spellPlan(attacker, target, input.options), defModifiers, dep: null };
  const weapon = weaponOf(input.options);
  refuseOthers(weapon, input.options);
  const p = weapon === 'melee' ? meleePlan(attacker, target, input.options) : rangedPlan(attacker, target, input.options);
  return refuseTooComplex({ ...p, defModifiers, dep: p.dep ?? null });
}

export interface AttackResult {
  readonly wounds: Dist;
  /** Issue 38 item 22: the Vie the target loses, the unsaved wounds capped at what it has (figures standing × Vie). */
  readonly vieLost: Dist;
  readonly removed: Dist;
  /** `--spell`: the same once the spell is cast. */
  readonly cast?: { readonly wounds: Dist; readonly vieLost: Dist; readonly removed: Dist };
}

/** Figures removed by `wounds`: a spell's dice each strike a different figure, so only Vie 1 figures fall. */
const removedBy = (p: AttackPlan, wounds: Dist): Dist =>
  p.spell ? map(wounds, (w) => (p.target.vie === 1 ? Math.min(p.target.models, w) : 0)) : removedFigures(wounds, p.target.vie, p.target.models);

/** All the Vie of the target's standing figures: no more can be lost (docs/json.md "expected damage"). */
export const vieOf = (target: Fighter): number => target.models * Math.max(1, target.vie);

/** Once cast, and overall: the casting test fails with 1 − p_cast and then nothing happens. */
const overall = (p: AttackPlan, d: Dist): Dist => (p.spell ? mix([[p.spell.p_cast, d], [1 - p.spell.p_cast, constant(0)]]) : d);

export function resolve(p: AttackPlan): AttackResult {
  const cast = unsavedWounds(p.strike);
  const castRemoved = removedBy(p, cast);
  const wounds = overall(p, cast);
  // The Vie lost counts at most the Vie the target has, once cast as overall (issue 38, item 22).
  const capped = (d: Dist) => map(d, (w) => Math.min(w, vieOf(p.target)));
  return { wounds, vieLost: capped(wounds), removed: overall(p, castRemoved), ...(p.spell ? { cast: { wounds: cast, vieLost: capped(cast), removed: castRemoved } } : {}) };
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
    def_modifiers: p.defModifiers,
    dep: p.dep,
    spell: p.spell ?? null,
    rolls: rollLines(p),
    p_frightened: p.strike.frightened,
    parry: p.strike.parry ? { dice: p.strike.parry.scores.length, modifiers: p.parryModifiers, p_frightened: p.strike.parry.frightened } : null,
    wounds: toRecord(result.wounds),
    removed: toRecord(result.removed),
    expected_wounds: mean(result.wounds),
    vie_lost: toRecord(result.vieLost),
    expected_vie_lost: mean(result.vieLost),
    expected_removed: mean(result.removed),
    if_cast: result.cast
      ? { wounds: toRecord(result.cast.wounds), removed: toRecord(result.cast.removed), expected_wounds: mean(result.cast.wounds), vie_lost: toRecord(result.cast.vieLost), expected_vie_lost: mean(result.cast.vieLost), expected_removed: mean(result.cast.removed) }
      : null,
  };
}

export type AttackJson = ReturnType<typeof reportOf>;

/** The language of the view: the CLI's `lang` when it passes it among the options, else English. */
export const langOf = (options: Options): Lang => (options.lang === 'fr' ? 'fr' : 'en');

export const attack: AttackModel<MefBand> = {
  simulate(input): Report {
    const p = plan(input);
    const json = reportOf(p, resolve(p));
    const removed = (wounds: number) => (p.spell ? (p.target.vie === 1 ? wounds : 0) : Math.min(p.target.models, Math.floor(wounds / Math.max(1, p.target.vie))));
    return {
      json,
      view: attackView(json, input.lang ?? langOf(input.options)),
      sample: (rng) => {
        const cast = !p.spell || rng.die(6) <= p.spell.target;
        const wounds = cast ? sampleWounds(p.strike, rng) : 0;
        return { expected_wounds: wounds, expected_vie_lost: Math.min(wounds, vieOf(p.target)), expected_removed: removed(wounds) };
      },
    };
  },
};
