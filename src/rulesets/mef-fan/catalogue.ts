/**
 * Names of the rulebook as data: roles, movement, ranges, ammunition, equipment, skills and spells.
 * Multipliers are fractions (num / den) so that costs are computed in integers and rounded up exactly.
 */
import { NameIndex } from '../../core/names.js';

export interface Fraction {
  readonly num: number;
  readonly den: number;
}

interface Named {
  readonly id: string;
  readonly aliases?: readonly string[];
}

export interface RoleDef extends Named {
  /** A personnage (III.A): "représenté par une unité individuelle". */
  readonly character: boolean;
}

export interface MovementDef extends Named {
  /** II.A: Bond "1,5# pour 1", Vol "2# pour 1". */
  readonly cost: Fraction;
}

export interface RangeDef extends Named {
  /** II.C: Tir cost Y multiplied or divided by the range. */
  readonly cost: Fraction;
  /** Range in cm (Dép-style tenths of a metre times ten). */
  readonly cm: number;
}

export interface AmmunitionDef extends Named {
  readonly cost: Fraction;
  /** Shots in a game; null for unlimited. */
  readonly shots: number | null;
}

/** Lance and Effrayant: flat costs counted in the Mél cost (II.B). */
export interface ExtraDef extends Named {
  readonly cost: number;
}

export type SpellDef = Named;

const f = (num: number, den = 1): Fraction => ({ num, den });

export const ROLES: readonly RoleDef[] = [
  { id: 'troupe', character: false },
  { id: 'chef', character: true },
  { id: 'general', character: true },
  { id: 'magicien', character: true, aliases: ['mage'] },
  { id: 'guerisseur', character: true, aliases: ['soigneur'] },
  { id: 'porte-banniere', character: true },
  { id: 'musicien', character: true },
];

export const MOVEMENTS: readonly MovementDef[] = [
  { id: 'normal', cost: f(1) },
  { id: 'bond', cost: f(3, 2) },
  { id: 'vol', cost: f(2) },
];

export const RANGES: readonly RangeDef[] = [
  { id: 'tres-courte', cost: f(1, 3), cm: 20 },
  { id: 'courte', cost: f(1, 2), cm: 30 },
  { id: 'normale', cost: f(1), cm: 60 },
  { id: 'longue', cost: f(2), cm: 120 },
  { id: 'tres-longue', cost: f(3), cm: 180 },
];

export const AMMUNITIONS: readonly AmmunitionDef[] = [
  { id: 'illimitees', cost: f(1), shots: null },
  { id: 'limitees', cost: f(1, 2), shots: 2 },
  { id: 'unique', cost: f(1, 3), shots: 1, aliases: ['munition-unique'] },
];

export const EQUIPMENT: readonly ExtraDef[] = [{ id: 'lance', cost: 1 }];
export const SKILLS: readonly ExtraDef[] = [{ id: 'effrayant', cost: 1 }];

/** III.C "Exemples de sorts". */
export const SPELLS: readonly SpellDef[] = [
  'eclair-magique',
  'pluie-de-pierres',
  'terreur',
  'levitation',
  'motivation',
  'desorientation',
  'enchevetrement',
  'tremblement',
  'aveuglement',
  'fragilite',
  'cri-psychique',
  'vitesse-du-vent',
  'force-impie',
  'vision-de-l-aigle',
  'peau-de-pierre',
  'volonte-inebranlable',
].map((id) => ({ id }));

export const roles = new NameIndex(ROLES);
export const movements = new NameIndex(MOVEMENTS);
export const ranges = new NameIndex(RANGES);
export const ammunitions = new NameIndex(AMMUNITIONS);
export const equipment = new NameIndex(EQUIPMENT);
export const skills = new NameIndex(SKILLS);
export const spells = new NameIndex(SPELLS);

export const DEFAULTS = { role: 'troupe', movement: 'normal', range: 'normale', ammunition: 'illimitees' } as const;
