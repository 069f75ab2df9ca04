/** The two sides of an attack, from a figure of a band file or from stats typed on the command line, as labelled parts. */
import { usageError } from '../../../core/diagnostics/errors.js';
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { Options, Side } from '../../../core/ruleset/ruleset.js';
import type { FgBand } from '../band.js';
import type { WeaponDef } from '../catalogue.js';
import { deriveFigure } from '../derive.js';
import { messages } from '../messages.js';

/** One number added to a roll or to the damage, with where it comes from (a key of the `frostgrave/part-*` words). */
export interface Part {
  readonly source: string;
  readonly value: number;
  /** A name shown with the source (the weapon). */
  readonly detail?: string;
}

export interface Combatant {
  /** `null` for a side typed on the command line. */
  readonly name: string | null;
  readonly file: string | null;
  readonly weapon: WeaponDef | null;
  readonly fight: readonly Part[];
  /** `null` without a bow or crossbow. */
  readonly shoot: readonly Part[] | null;
  readonly meleeDamage: readonly Part[];
  readonly rangedDamage: readonly Part[];
  /** Added to the opponent's Fight roll in melee (the bâton), when any. */
  readonly againstOpponent: Part | null;
  readonly armour: number;
  readonly health: number;
  /** Wounded by the band's house rule `wounded`, from its current Santé; `--wounded` declares it otherwise. */
  readonly wounded: boolean;
  /** A mort-vivant, démon or golem (`undead: true`, `--undead`, `--target-undead`): never wounded. */
  readonly undead: boolean;
}

export type Role = 'attacker' | 'target';

/** Option keys of each role's stats (`--attacker-armour`, `--target-armour` …). */
const KEYS: Readonly<Record<Role, Readonly<Record<string, string>>>> = {
  attacker: { fight: 'fight', shoot: 'shoot', armour: 'attackerArmour', health: 'attackerHealth', damageMod: 'damageMod', undead: 'undead' },
  target: { fight: 'targetFight', shoot: 'targetShoot', armour: 'targetArmour', health: 'targetHealth', damageMod: 'targetDamageMod', undead: 'targetUndead' },
};
export const optionKey = (role: Role, key: string): string => KEYS[role][key] ?? key;
export const optionFlag = (key: string): string => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function readInt(options: Options, key: string): number | undefined {
  const raw = options[key];
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value)) throw usageError('frostgrave/not-an-integer', { option: optionFlag(key), actual: String(raw) });
  return value;
}

export function readMin(options: Options, key: string, min: number): number | undefined {
  const value = readInt(options, key);
  // Stryker disable next-line ConditionalExpression: without this return, `undefined < min` is false and undefined is returned below
  if (value === undefined) return undefined;
  if (value < min) throw usageError('frostgrave/out-of-range', { option: optionFlag(key), limit: min, actual: value });
  return value;
}

/** "Quand une figurine voit sa Santé actuelle réduite à 4 ou moins par des dommages, elle est blessée" (a Santé of 4 or
 * less at full health is not a wound: "le moindre point de dommage subi les blesse"). */
export const isWounded = (current: number, max: number): boolean => current < max && current <= 4;

const parts = (...items: (Part | false)[]): Part[] => items.filter((p): p is Part => p !== false && p.value !== 0);

/** Issue 38 item 23: a current Santé is at most the figure's own; above it is refused with the maximum named. */
function currentHealth(options: Options, role: Role, name: string, max: number): number {
  const key = optionKey(role, 'health');
  const health = readMin(options, key, 1) ?? max;
  if (health > max) throw usageError('frostgrave/health-above-max', { option: optionFlag(key), actual: health, limit: max, name });
  return health;
}

const declaredUndead = (options: Options, role: Role): boolean => options[optionKey(role, 'undead')] === true;

function fromFigure(band: FgBand, index: number, file: string, role: Role, options: Options): Combatant {
  const figure = band.figures[index];
  if (!figure) throw usageError('frostgrave/unknown-member', { actual: String(index) });
  const p = deriveFigure(figure);
  const health = currentHealth(options, role, p.name, p.health);
  const undead = figure.undead === true || declaredUndead(options, role);
  const weapon = figure.weapon;
  const ranged = weapon.kind === 'ranged';
  return {
    name: p.name,
    file,
    weapon,
    fight: [{ source: 'fight', value: p.fight }, ...parts({ source: 'fight_mod', value: p.fight_mod })],
    shoot: ranged ? [{ source: 'shoot', value: p.shoot }, ...parts({ source: 'shoot_mod', value: p.shoot_mod })] : null,
    meleeDamage: parts(!ranged && { source: 'weapon', value: weapon.damage, detail: weapon.name }, { source: 'damage_mod', value: p.damage_mod }),
    rangedDamage: parts(ranged && { source: 'weapon', value: weapon.damage, detail: weapon.name }, { source: 'damage_mod', value: p.damage_mod }),
    againstOpponent: p.opponent_fight_mod !== 0 ? { source: 'opponent_weapon', value: p.opponent_fight_mod, detail: weapon.name } : null,
    armour: p.armour,
    health,
    wounded: band.wounded === true && !undead && isWounded(health, p.health),
    undead,
  };
}

/** Stats of a side typed on the command line; `needed` lists the option keys this attack reads; a refusal names the side in `lang`. */
function fromOptions(role: Role, options: Options, needed: readonly string[], lang: Lang): Combatant {
  const value = (key: string): number | undefined => {
    const full = optionKey(role, key);
    const read = key === 'health' ? readMin(options, full, 1) : readInt(options, full);
    if (read === undefined && needed.includes(key)) {
      throw usageError('frostgrave/missing-option', { option: optionFlag(full), side: new Messages(lang, [messages]).text(`frostgrave/view-typed-${role}`) });
    }
    return read;
  };
  const fight = value('fight');
  const shoot = value('shoot');
  const damage = value('damageMod') ?? 0;
  return {
    name: null,
    file: null,
    weapon: null,
    fight: [{ source: 'fight', value: fight ?? 0 }],
    shoot: shoot === undefined ? null : [{ source: 'shoot', value: shoot }],
    meleeDamage: parts({ source: 'damage_mod', value: damage }),
    rangedDamage: parts({ source: 'damage_mod', value: damage }),
    againstOpponent: null,
    armour: value('armour') ?? 0,
    health: value('health') ?? 1,
    wounded: false,
    undead: declaredUndead(options, role),
  };
}

/** What a typed side must give for an attack of this kind. */
export function neededStats(role: Role, kind: 'melee' | 'ranged'): string[] {
  if (kind === 'ranged') return role === 'attacker' ? ['shoot'] : ['fight', 'armour', 'health'];
  return ['fight', 'armour', 'health'];
}

export function combatant(side: Side<FgBand>, role: Role, kind: 'melee' | 'ranged', options: Options, lang: Lang): Combatant {
  if (side.kind === 'typed') return fromOptions(role, { ...side.options, ...options }, neededStats(role, kind), lang);
  const index = side.member.path[1];
  return fromFigure(side.band, typeof index === 'number' ? index : -1, side.file, role, options);
}

export const sum = (items: readonly Part[]): number => items.reduce((total, part) => total + part.value, 0);
