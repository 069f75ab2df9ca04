/**
 * Every number of an attack as a line saying where it comes from (rulebook "Attaques, Jets et Blessures",
 * "Actions", Annexes), and the request checked against the rules. Pure: data in, data or an error out.
 */
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import { NameIndex } from '../../../core/diagnostics/names.js';
import type { Options } from '../../../core/ruleset/ruleset.js';
import * as catalogue from '../catalogue/index.js';
import { weaponLines } from '../catalogue/equipment.js';
import type { EquipmentDef, Stat } from '../catalogue/types.js';
import { isCaster } from '../checks/spells.js';
import { DEFAULT_FF_RULES, type FfRules } from '../house-rules.js';
import { EFFECTS, type AttackKind, type EffectDef } from './effects.js';
import { describe, extraParts, gearParts, statParts, weaponOf, type Fighter } from './fighters.js';
import type { Setup } from './policy.js';
import { SPELL_ATTACKS, type SpellAttackDef } from './spells.js';
import { castOrRefuse, type CastWith } from './casting.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { nameOf, namesList } from '../names.js';

/** A spell named inside a sentence, as the rulebook names it (`frappe de l'Ombre`). */
const spellWords = (id: string): string => inSentence(nameOf('spell', id));

export type Roll = 'touche' | 'degats' | 'defense';

/**
 * A number added to a roll. `source` is a stable id (a characteristic, an item, a rule); `detail` names what
 * makes it up. `when` marks a number that is not always there: played by choice after the roll
 * (botte-secrete, esquive, dodge) or lasting only until the target loses a PV (peau-d-ecorce).
 */
export interface Line {
  readonly roll: Roll;
  readonly value: number;
  readonly source: string;
  readonly detail?: string;
  readonly when?: 'botte-secrete' | 'esquive' | 'dodge' | 'until-pv-lost' | 'after-roll' | 'until-hit';
}

export interface Plan {
  readonly kind: AttackKind;
  readonly weapon: string | null;
  readonly spell: SpellAttackDef | null;
  /** Boule de feu: the number the mage chose. */
  readonly number: number | null;
  /** How a band member casts the spell (casting.ts); null for a typed-in side or a weapon. */
  readonly castWith: CastWith | null;
  readonly defenseName: 'CA' | 'Tra';
  readonly lines: readonly Line[];
  readonly pv: { readonly max: number; readonly current: number };
  readonly concentration: number;
  readonly effects: readonly string[];
  /** Effects lasting "pendant le Round", assumed to last through every attack of "attacks to kill". */
  readonly roundLong: readonly string[];
  readonly attacker: Fighter;
  readonly target: Fighter;
  readonly setup: Setup;
}

const effectIndex = new NameIndex(EFFECTS);
const spellAttacks = new Map(SPELL_ATTACKS.map((s) => [s.id, s]));
export const MAX_CONCENTRATION = 10;

const int = (options: Options, key: string): number | undefined => options[key] as number | undefined;

/** A number in [min, max]; anything else (out of range, not a number) refused. */
function inRange(option: string, value: number, min: number, max: number): number {
  if (!(value >= min && value <= max)) throw usageError('ff/attack-range', { option, min, max, actual: value });
  return value;
}

export const rulesOf = (f: Fighter): FfRules => (f.kind === 'member' ? f.rules : DEFAULT_FF_RULES);

/** `--weapon bombe`: "un jet de Tir réussi permet de défausser et lancer la Bombe", a Tir. */
export const BOMBE = 'bombe';

function attackKind(options: Options): { kind: AttackKind; spell: SpellAttackDef | null } {
  const name = options.spell as string | undefined;
  if (name === undefined) return { kind: options.weapon === 'melee' || options.weapon === undefined ? 'melee' : 'ranged', spell: null };
  if (options.weapon !== undefined) throw usageError('ff/attack-spell-weapon');
  const def = catalogue.spells.get(name);
  if (!def) throw usageError('ff/attack-unknown-spell', { actual: name, suggestion: catalogue.spells.hint(name) });
  const spell = spellAttacks.get(def.id);
  // Where the spells with a roll are listed, never all of them (issue 37).
  if (!spell) throw usageError('ff/attack-spell-no-roll', { actual: def.name, effect: def.effect });
  return { kind: 'spell', spell };
}

function checkSituation(options: Options, kind: AttackKind, spell: SpellAttackDef | null, attacker: Fighter): void {
  if (options.charge && kind !== 'melee') throw usageError('ff/attack-melee-only', { option: '--charge' });
  if (options.notEngaged && kind !== 'melee') throw usageError('ff/attack-melee-only', { option: '--not-engaged' });
  if (options.charge && options.notEngaged) throw usageError('ff/attack-charge-engages');
  if (options.partialCover && kind !== 'ranged') throw usageError('ff/attack-ranged-only', { option: '--partial-cover' });
  if (options.dodge && kind === 'spell') throw usageError('ff/attack-dodge-spell', { spell: spellWords(spell!.id) });
  if (options.chosenNumber !== undefined && spell?.against.kind !== 'chosen') throw usageError('ff/attack-chosen-number');
  if (options.targetProne && kind === 'spell') throw usageError('ff/attack-prone-spell', { spell: spellWords(spell!.id) });
  if (options.targetProne && options.dodge) throw usageError('ff/attack-prone-ca', { effect: '--dodge' });
  // "Si le personnage est Agile, le personnage n'a pas accès à la Charge."
  if (options.charge && attacker.kind === 'member' && attacker.character.style === 'agile') throw ruleError('ff/attack-charge-agile', { name: attacker.name });
}

/** `--use a --use b,c` to effect definitions, each checked against the attack and the side that brings it. */
function effectsOf(options: Options, kind: AttackKind, attacker: Fighter, target: Fighter): EffectDef[] {
  const asked = ((options.use as string[] | undefined) ?? []).flatMap((u) => u.split(',')).map((u) => u.trim()).filter(Boolean);
  const effects: EffectDef[] = [];
  for (const name of asked) {
    const effect = effectIndex.get(name);
    if (!effect) throw usageError('ff/attack-unknown-effect', { actual: name, suggestion: effectIndex.hint(name) });
    if (!effect.attacks.includes(kind)) throw usageError('ff/attack-effect-not-here', { effect: effect.id, attack: kind, limit: effect.attacks.join(', ') });
    checkRequirement(effect, effect.side === 'attacker' ? attacker : target);
    if (!effects.includes(effect)) effects.push(effect);
  }
  // The specialty "est permanent et ne demande aucun PA": a Sage's spells always have it.
  const sage = effectIndex.get('mille-annees-de-sagesse')!;
  if (kind === 'spell' && attacker.kind === 'member' && attacker.character.specialty?.id === sage.id && !effects.includes(sage)) effects.push(sage);
  return effects;
}

function checkRequirement(effect: EffectDef, side: Fighter): void {
  const needsDex = effect.behaviour.kind === 'botte-secrete' || effect.behaviour.kind === 'esquive-talent';
  const needsStats = ['stat', 'eloquence', 'swap-cha'].includes(effect.behaviour.kind);
  if (side.kind === 'typed') {
    if (needsDex) throw usageError('ff/attack-effect-typed', { effect: effect.id });
    if (needsStats) throw usageError('ff/attack-effect-needs-character', { effect: effect.id });
    return;
  }
  const c = side.character;
  const has: Record<EffectDef['requires']['kind'], () => boolean> = {
    talent: () => side.profile.talents.includes(effect.id),
    item: () => side.profile.equipment.includes(effect.id),
    // Stryker disable next-line BooleanLiteral: a "soi-même" spell is judged by castOrRefuse below
    'own-spell': () => true,
    specialty: () => c.specialty?.id === effect.id,
    weapon: () => weaponOf(c, 'melee')?.id === (effect.requires as { weapon: string }).weapon,
    none: () => true,
    caster: () => isCaster(c),
  };
  const missing = () => ruleError(`ff/attack-missing-${effect.requires.kind}`, { name: side.name, effect: effect.id, known: knownFor(effect, side) });
  // A "soi-même" spell: known, read from a parchemin by a Mage of its Domaine, or cast through Inspiration (casting.ts).
  if (effect.requires.kind === 'own-spell') castOrRefuse(side, effect.id, missing);
  else if (!has[effect.requires.kind]()) throw missing();
}

function knownFor(effect: EffectDef, side: Extract<Fighter, { kind: 'member' }>): string {
  const lists: Record<EffectDef['requires']['kind'], readonly string[]> = {
    talent: side.profile.talents,
    item: side.profile.equipment,
    'own-spell': side.profile.spells,
    specialty: side.profile.specialty ? [side.profile.specialty] : [],
    weapon: side.profile.equipment,
    // Stryker disable next-line ArrayDeclaration: a requirement of kind none is always met, so its list is never read
    none: [],
    caster: side.profile.classes,
  };
  return lists[effect.requires.kind].join(', ') || '-';
}

function stat(side: Extract<Fighter, { kind: 'member' }>, roll: Roll, key: Stat, note?: string): Line {
  const parts = statParts(side.character, key);
  const detail = note ? `${note}: ${describe(parts)}` : describe(parts);
  return { roll, value: side.profile.stats[key], source: key, detail };
}

function weaponFor(attacker: Extract<Fighter, { kind: 'member' }>, kind: AttackKind, options: Options): EquipmentDef | undefined {
  if (options.weapon !== BOMBE) return weaponOf(attacker.character, kind as 'melee' | 'ranged');
  if (!attacker.profile.equipment.includes(BOMBE)) throw ruleError('ff/attack-missing-item', { name: attacker.name, effect: BOMBE, known: attacker.profile.equipment.join(', ') || '-' });
  return catalogue.equipment.get(BOMBE);
}

/** The spell Force: "+2 en FOR", through Mêl. (Puissant) and the Dégâts that add FOR. */
function forceLines(attacker: Extract<Fighter, { kind: 'member' }>, kind: AttackKind, strengthDamage: boolean, value: number): Line[] {
  const lines: Line[] = [];
  if (kind === 'melee' && attacker.character.style === 'puissant') lines.push({ roll: 'touche', value, source: 'force', detail: 'FOR' });
  if (strengthDamage) lines.push({ roll: 'degats', value, source: 'force', detail: 'FOR' });
  return lines;
}

function attackerLines(attacker: Fighter, kind: AttackKind, spell: SpellAttackDef | null, options: Options, effects: readonly EffectDef[]): { lines: Line[]; weapon: string | null; castWith?: CastWith } {
  if (attacker.kind === 'typed') {
    return {
      weapon: null,
      lines: [
        { roll: 'touche', value: attacker.options.hit as number, source: 'typed', detail: '--hit' },
        { roll: 'degats', value: attacker.options.damage as number, source: 'typed', detail: '--damage' },
      ],
    };
  }
  const c = attacker.character;
  if (kind === 'spell') {
    const castWith = castOrRefuse(attacker, spell!.id, () => ruleError('ff/attack-spell-not-known', { name: attacker.name, spell: spell!.id, known: attacker.profile.spells.join(', ') || '-' }));
    // "D6 de Touche : + INT. D6 d'Effet : + SAG + effet du sort"; Inspiration: "avec ses propres scores d'INT et SAG".
    return { weapon: null, castWith, lines: [stat(attacker, 'touche', 'INT'), stat(attacker, 'degats', 'SAG')] };
  }
  const weapon = weaponFor(attacker, kind, options);
  if (!weapon?.attack) {
    throw ruleError(kind === 'melee' ? 'ff/attack-no-melee-weapon' : 'ff/attack-no-ranged-weapon', { name: attacker.name, equipment: namesList('equipment', attacker.profile.equipment) });
  }
  // Botte secrète: "s'il peut appliquer sa FOR aux dégâts".
  if (!weapon.attack.strengthDamage && effects.some((e) => e.behaviour.kind === 'botte-secrete')) throw ruleError('ff/attack-botte-needs-for', { name: attacker.name, weapon: weapon.id });
  const lines: Line[] = [];
  if (kind === 'melee') {
    // Mêl. = DEX if Agile, FOR if Puissant, + class bonuses (Chevalier).
    lines.push(stat(attacker, 'touche', c.style === 'agile' ? 'DEX' : 'FOR', c.style));
    for (const p of extraParts(c, 'Mel')) lines.push({ roll: 'touche', value: p.value, source: 'Mêl', detail: describe([p]) });
  } else {
    // "Le Tir est toujours le score de la Dextérité", + Archer's Tir +1.
    lines.push(stat(attacker, 'touche', 'DEX'));
    for (const p of extraParts(c, 'Tir')) lines.push({ roll: 'touche', value: p.value, source: 'Tir', detail: describe([p]) });
  }
  for (const w of weaponLines(weapon, attacker.rules.weaponClass)) lines.push({ roll: 'touche', value: w.hit, source: w.source }, { roll: 'degats', value: w.damage, source: w.source });
  if (weapon.attack.strengthDamage) lines.push(stat(attacker, 'degats', 'FOR'));
  for (const e of effects) if (e.behaviour.kind === 'stat') lines.push(...forceLines(attacker, kind, weapon.attack.strengthDamage === true, e.behaviour.value));
  return { weapon: weapon.id, lines };
}

function situationLines(options: Options): Line[] {
  const lines: Line[] = [];
  // Charge: "Le personnage obtient +1 à la touche et +1 aux dégâts."
  if (options.charge) lines.push({ roll: 'touche', value: 1, source: 'charge' }, { roll: 'degats', value: 1, source: 'charge' });
  // "Sans pouvoir engager sa cible … un modificateur à la Touche de -1."
  if (options.notEngaged) lines.push({ roll: 'touche', value: -1, source: 'not-engaged' });
  // "Une vue partielle donne à la Touche du Tir un modificateur de -1."
  if (options.partialCover) lines.push({ roll: 'touche', value: -1, source: 'partial-cover' });
  return lines;
}

/** "la cible … est placée sur le ventre. Sa CA vaudra 0." */
function proneLines(effects: readonly EffectDef[]): Line[] {
  // Stryker disable next-line ConditionalExpression: only a modifier has a roll, so the kind test only narrows the type
  const ca = effects.find((e) => e.behaviour.kind === 'bark' || (e.behaviour.kind === 'modifier' && e.behaviour.roll === 'defense'));
  if (ca) throw usageError('ff/attack-prone-ca', { effect: ca.id });
  return [{ roll: 'defense', value: 0, source: 'prone' }];
}

function defenseLines(target: Fighter, spell: SpellAttackDef | null, number: number | null, options: Options, effects: readonly EffectDef[]): Line[] {
  if (options.targetProne) return proneLines(effects);
  if (spell?.against.kind === 'fixed') return [{ roll: 'defense', value: spell.against.value, source: spell.id }];
  if (spell?.against.kind === 'chosen') return [{ roll: 'defense', value: number!, source: spell.id }];
  const key = spell ? 'Tra' : 'CA';
  if (target.kind === 'typed') {
    const value = int(target.options, key.toLowerCase());
    if (value === undefined) throw usageError('ff/attack-typed-needs', { option: `--${key.toLowerCase()}` });
    return [{ roll: 'defense', value, source: 'typed', detail: `--${key.toLowerCase()}` }];
  }
  const c = target.character;
  // "Tra. vaut 3 + le score de Sagesse"; "CA vaut 3 + DEX (Agile) ou 3 + CON (Puissant)", + equipment.
  const main: Line = spell ? stat(target, 'defense', 'SAG') : stat(target, 'defense', c.style === 'agile' ? 'DEX' : 'CON', c.style);
  return [{ roll: 'defense', value: 3, source: 'base' }, main, ...gearParts(c, key).map((g) => ({ roll: 'defense' as const, value: g.value, source: g.item.id }))];
}

function effectLines(effects: readonly EffectDef[], kind: AttackKind, attacker: Fighter, target: Fighter, options: Options): Line[] {
  const lines: Line[] = [];
  // The effects that read a characteristic are refused for a typed-in side (checkRequirement): the side is a member.
  const stats = (f: Fighter) => (f as Extract<Fighter, { kind: 'member' }>).profile.stats;
  for (const effect of effects) {
    const b = effect.behaviour;
    if (b.kind === 'modifier') lines.push({ roll: b.roll, value: b.value, source: effect.id });
    if (b.kind === 'bark') lines.push({ roll: 'defense', value: b.value, source: effect.id, when: 'until-pv-lost' });
    // "son bonus de DEX": a DEX of 0 or less brings nothing (docs/rules-notes.md).
    if (b.kind === 'botte-secrete') lines.push({ roll: 'degats', value: Math.max(0, stats(attacker).DEX), source: effect.id, detail: 'DEX', when: 'botte-secrete' });
    // Against a spell (rolled against the Trame) only "retrancher son bonus de DEX aux dégâts" is left.
    if (b.kind === 'esquive-talent') {
      const value = Math.max(0, stats(target).DEX);
      lines.push(kind === 'spell' ? { roll: 'degats', value: -value, source: effect.id, detail: 'DEX', when: 'esquive' } : { roll: 'defense', value, source: effect.id, detail: 'DEX', when: 'esquive' });
    }
  }
  for (const effect of effects) {
    const b = effect.behaviour;
    if (b.kind === 'fog') lines.push({ roll: 'touche', value: b.value, source: effect.id, when: 'until-hit' });
    if (b.kind === 'floating') lines.push({ roll: 'touche', value: b.value, source: effect.id, detail: 'INT | SAG', when: 'after-roll' });
    if (b.kind === 'eloquence') lines.push({ roll: 'touche', value: Math.max(0, stats(attacker).CHA), source: effect.id, detail: 'CHA', when: 'after-roll' });
    if (b.kind === 'swap-cha') {
      const s = stats(attacker);
      lines.push({ roll: 'touche', value: s.CHA - s.INT, source: effect.id, detail: 'CHA − INT', when: 'after-roll' }, { roll: 'degats', value: s.CHA - s.SAG, source: effect.id, detail: 'CHA − SAG', when: 'after-roll' });
    }
  }
  if (options.dodge) lines.push({ roll: 'defense', value: 1, source: 'dodge', when: 'dodge' });
  return lines;
}

const total = (lines: readonly Line[], roll: Roll): number => lines.filter((l) => l.roll === roll && !l.when).reduce((s, l) => s + l.value, 0);
/** The value of an effect's line, which plan() reads only for an effect in play: the line is there. */
const valueOf = (lines: readonly Line[], source: string, roll: Roll): number => lines.find((l) => l.source === source && l.roll === roll)!.value;
const conditional = (lines: readonly Line[], when: Line['when']): number | null => {
  const line = lines.find((l) => l.when === when);
  return line ? line.value : null;
};

function checkSpellEffects(spell: SpellAttackDef | null, effects: readonly EffectDef[], concentration: number): void {
  // Brouillard: "chaque attaque de Tir et de Magie à distance"; a spell "à contact" is not at a distance.
  if (spell?.contact && effects.some((e) => e.behaviour.kind === 'fog')) throw usageError('ff/attack-fog-contact', { spell: spellWords(spell.id) });
  if (effects.some((e) => e.behaviour.kind === 'legendes') && concentration < 1) throw usageError('ff/attack-legendes-concentration');
}

/**
 * The target's PV: its maximum (a member's PV, or `--pv` typed in) and the current PV of `--target-pv`, which cannot
 * be above that maximum: the refusal names it, and whose it is.
 */
export function pvOf(target: Fighter, options: Options): { max: number; current: number } {
  const max = target.kind === 'member' ? target.profile.stats.PV : inRange('--pv', int(target.options, 'pv')!, 1, 1000);
  if (options.targetPv === undefined) return { max, current: max };
  const current = int(options, 'targetPv')!;
  if (current > max) throw usageError('ff/attack-target-pv-above-max', { actual: current, max, target: target.kind === 'member' ? target.name : '--pv' });
  return { max, current: inRange('--target-pv', current, 1, max) };
}

/** The plan of one attack; `number` is the boule de feu's chosen number (ignored by other attacks). */
export function plan(attacker: Fighter, target: Fighter, options: Options, number: number | null = null): Plan {
  const { kind, spell } = attackKind(options);
  checkSituation(options, kind, spell, attacker);
  const concentration = options.concentration === undefined ? 0 : inRange('--concentration', int(options, 'concentration')!, 0, MAX_CONCENTRATION);
  if (options.chosenNumber !== undefined) inRange('--chosen-number', int(options, 'chosenNumber')!, 1, 6);
  const effects = effectsOf(options, kind, attacker, target);
  checkSpellEffects(spell, effects, concentration);
  const { lines: own, weapon, castWith } = attackerLines(attacker, kind, spell, options, effects);
  const fire: Line[] = spell?.against.kind === 'chosen' ? [{ roll: 'degats', value: number!, source: spell.id }] : [];
  const lines = [...own, ...fire, ...situationLines(options), ...defenseLines(target, spell, number, options, effects), ...effectLines(effects, kind, attacker, target, options)];
  const pv = pvOf(target, options);
  const has = (k: EffectDef['behaviour']['kind']) => effects.find((e) => e.behaviour.kind === k);
  const botte = conditional(lines, 'botte-secrete');
  const stun = has('stun')?.behaviour;
  const outcome = spell?.outcome.kind ?? 'pv';
  const rules = rulesOf(attacker);
  const legendes = has('legendes') ? 1 : 0;
  const swap = has('swap-cha');
  const setup: Setup = {
    touche: total(lines, 'touche'),
    degats: total(lines, 'degats'),
    defense: total(lines, 'defense'),
    bark: conditional(lines, 'until-pv-lost') ?? 0,
    // Only PV lost can kill; other Effets (PA, pouces, niveaux, PV regained) never do.
    pv: outcome === 'pv' ? pv.current : Number.POSITIVE_INFINITY,
    concentration: concentration + legendes,
    concentrationBoth: has('concentration-both') !== undefined,
    doublesOnly: has('doubles-only') !== undefined,
    stun: stun?.kind === 'stun' ? stun.threshold : spell?.outcome.kind === 'threshold' ? spell.outcome.min : null,
    // "Si le dé de Dégâts fait 5+" (masse) reads the die; a spell's "dé d'Effet" includes the SAG ("ils comprennent les bonus").
    stunOnDie: stun?.kind === 'stun' && rules.masseStun === 'die',
    // "Le dé de Touche doit dépasser la Tra. de la cible" (Annexes, Les Sorts).
    strict: kind === 'spell' && rules.spellHit === 'exceed',
    floating: has('floating') ? valueOf(lines, has('floating')!.id, 'touche') : 0,
    swap: swap ? { touche: valueOf(lines, swap.id, 'touche'), degats: valueOf(lines, swap.id, 'degats') } : null,
    flip: has('flip') !== undefined,
    reroll: has('reroll') !== undefined,
    eloquence: has('eloquence') ? valueOf(lines, has('eloquence')!.id, 'touche') : null,
    fog: has('fog') ? valueOf(lines, has('fog')!.id, 'touche') : 0,
    divide: spell?.outcome.kind === 'amount' ? (spell.outcome.divide ?? 1) : 1,
    botte: botte ? botte : null,
    dodge: options.dodge === true,
    esquive: Math.abs(conditional(lines, 'esquive') ?? 0) || null,
    esquiveCa: kind !== 'spell' && !options.targetProne,
  };
  const roundLong = effects.filter((e) => e.lasts === 'round').map((e) => e.id);
  return { kind, weapon, spell, number: spell?.against.kind === 'chosen' ? number : null, castWith: castWith ?? null, defenseName: spell ? 'Tra' : 'CA', lines, pv, concentration: concentration + legendes, effects: effects.map((e) => e.id), roundLong, attacker, target, setup };
}
