/** F&F readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset/ruleset.js';

export interface FfRules {
  /** "The base weapon is free, melee or ranged". */
  readonly baseWeaponFree: boolean;
  /** "The pièces de fer budget is the agreed PC". */
  readonly ferBudget: 'classes' | 'pc';
  /** "A class bought with PC earned in a campaign brings no pièce de fer of its own". */
  readonly earnedClassFer: boolean;
  /** "A shield may be carried beside a two-handed weapon, bow or crossbow" (`forbid`: not even carried). */
  readonly twoHandedShield: 'carry' | 'forbid';
  /** "The masse stuns on the die": the die alone (`die`) or the modified Dégâts (`modified`). */
  readonly masseStun: 'die' | 'modified';
  /** "A weapon whose line names its class gets that class's line too" (bâton: arme à deux mains; masse: à une main). */
  readonly weaponClass: boolean;
  /** "Spells hit when the Touche exceeds the Trame" (annex), or equals or beats it (`equal`, the chapter). */
  readonly spellHit: 'exceed' | 'equal';
  /** "3 à 10 figurines par joueurs". */
  readonly bandMin: number;
  readonly bandMax: number;
}

export const BAND_MIN = 3;
export const BAND_MAX = 10;

const count = () => z.int().min(0).max(1000);

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'base-weapon-free', description: 'one weapon per character costs no pièce de fer', schema: () => z.boolean(), default: true },
  { key: 'fer-budget', description: 'pièces de fer per PC agreed (pc) or per class spent (classes), +1 per soldat', schema: () => z.enum(['pc', 'classes']), default: 'pc' },
  { key: 'earned-class-fer', description: 'a class bought with PC earned in a campaign brings a pièce de fer too', schema: () => z.boolean(), default: false },
  { key: 'two-handed-shield', description: 'a shield beside a two-handed weapon, bow or crossbow: carried, unused while that weapon is (carry), or refused (forbid)', schema: () => z.enum(['carry', 'forbid']), default: 'carry' },
  { key: 'masse-stun', description: 'the masse stuns when the Dégâts die alone (die) or the modified Dégâts (modified) is 5 or more', schema: () => z.enum(['die', 'modified']), default: 'die' },
  { key: 'weapon-class', description: 'the bâton gets the two-handed weapons\' line and the masse the one-handed one (true), or only their own lines (false)', schema: () => z.boolean(), default: true },
  { key: 'spell-hit', description: 'a spell hits when the Touche exceeds the Trame (exceed) or equals or beats it (equal)', schema: () => z.enum(['exceed', 'equal']), default: 'exceed' },
  { key: 'band-min', description: 'fewest characters in a band before a warning', schema: count, default: BAND_MIN },
  { key: 'band-max', description: 'most characters in a band before a warning', schema: count, default: BAND_MAX },
];

const number = (rules: HouseRules, key: string, fallback: number): number => (typeof rules[key] === 'number' ? (rules[key] as number) : fallback);

export const ffRules = (rules: HouseRules): FfRules => ({
  baseWeaponFree: rules['base-weapon-free'] !== false,
  ferBudget: rules['fer-budget'] === 'classes' ? 'classes' : 'pc',
  earnedClassFer: rules['earned-class-fer'] === true,
  twoHandedShield: rules['two-handed-shield'] === 'forbid' ? 'forbid' : 'carry',
  masseStun: rules['masse-stun'] === 'modified' ? 'modified' : 'die',
  weaponClass: rules['weapon-class'] !== false,
  spellHit: rules['spell-hit'] === 'equal' ? 'equal' : 'exceed',
  bandMin: number(rules, 'band-min', BAND_MIN),
  bandMax: number(rules, 'band-max', BAND_MAX),
});

/** The rulebook's readings, for a typed-in side that has no band. */
export const DEFAULT_FF_RULES: FfRules = ffRules({});
