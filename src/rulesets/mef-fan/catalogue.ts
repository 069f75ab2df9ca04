/**
 * Names of the rulebook as data: roles, movement, ranges, ammunition, equipment, skills and spells.
 * Multipliers are fractions (num / den) so that costs are computed in integers and rounded up exactly.
 */
import { NameIndex } from '../../core/diagnostics/names.js';

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

/** A spell that attacks (III.C): "jet de Tir 3 perforant 2 … sur une figurine", "jet de Tir 1 … sur chacun des membres". */
export interface SpellAttack {
  readonly score: number;
  readonly perforant: number;
  /** `figure`: one die at one figure; `member`: one die at each figure of the target unit. */
  readonly dice: 'figure' | 'member';
}

export interface SpellDef extends Named {
  /** The rulebook's name, accents kept (the id for a spell of the players' own). */
  readonly name: string;
  /** The rulebook's text, in French as written; empty for a spell of the players' own. */
  readonly effect: string;
  readonly attack?: SpellAttack;
  /**
   * The target's own Men test: "doit réussir un jet de Men ou …" (`resist`: the spell works when the test fails), or
   * "doit réussir un jet de Men afin de …" (`succeed`: Motivation works only when it passes). None: the spell just works.
   */
  readonly targetTest?: 'resist' | 'succeed';
  /** Not one of the rulebook's "Exemples de sorts": the players' own, kept as written. */
  readonly unlisted?: boolean;
}

/** III.C "un pour un acolyte, deux pour un sorcier et trois pour un archimage, par exemple". */
export interface RankDef extends Named {
  readonly spells: number;
}

export const RANKS: readonly RankDef[] = [
  { id: 'acolyte', spells: 1 },
  { id: 'sorcier', spells: 2 },
  { id: 'archimage', spells: 3 },
];

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

/** III.C "Exemples de sorts", texts as written. */
export const SPELLS: readonly SpellDef[] = [
  { id: 'eclair-magique', name: "Éclair magique", effect: 'jet de Tir 3 perforant 2 sans malus ni bonus sur une figurine (pas une unité, juste une figurine).', attack: { score: 3, perforant: 2, dice: 'figure' } },
  { id: 'pluie-de-pierres', name: "Pluie de pierres", effect: "jet de Tir 1 sans malus ni bonus sur chacun des membres de l'unité cible.", attack: { score: 1, perforant: 0, dice: 'member' } },
  { id: 'terreur', name: "Terreur", effect: "l'unité ciblée doit réussir un jet de Men ou être démoralisée.", targetTest: 'resist' },
  { id: 'levitation', name: "Lévitation", effect: "l'unité dispose de la capacité Vol." },
  { id: 'motivation', name: "Motivation", effect: "l'unité ciblée doit réussir un jet de Men afin de pouvoir effectuer à nouveau un ordre ce tour-ci (ne fonctionne qu'une fois par tour sur une même unité).", targetTest: 'succeed' },
  { id: 'desorientation', name: "Désorientation", effect: "l'unité ciblée doit réussir un jet de Men ou perdre son ordre et ne pas pouvoir en récupérer un durant ce tour.", targetTest: 'resist' },
  { id: 'enchevetrement', name: "Enchevêtrement", effect: "l'unité ciblée doit réussir un jet de Men ou subit un malus de -2 à son Dép.", targetTest: 'resist' },
  { id: 'tremblement', name: "Tremblement", effect: "l'unité ciblée doit réussir un jet de Men ou subit un malus de -2 à son Mél.", targetTest: 'resist' },
  { id: 'aveuglement', name: "Aveuglement", effect: "l'unité ciblée doit réussir un jet de Men ou subit un malus de -2 à son Tir.", targetTest: 'resist' },
  { id: 'fragilite', name: "Fragilité", effect: "l'unité ciblée doit réussir un jet de Men ou subit un malus de -2 à son Déf.", targetTest: 'resist' },
  { id: 'cri-psychique', name: "Cri psychique", effect: "l'unité ciblée doit réussir un jet de Men ou subit un malus de -2 à son Men.", targetTest: 'resist' },
  { id: 'vitesse-du-vent', name: "Vitesse du vent", effect: "l'unité gagne +1 en Dép." },
  { id: 'force-impie', name: "Force impie", effect: "l'unité gagne +1 en Mél." },
  { id: 'vision-de-l-aigle', name: "Vision de l'aigle", effect: "l'unité gagne +1 en Tir." },
  { id: 'peau-de-pierre', name: "Peau de pierre", effect: "l'unité gagne +1 en Déf." },
  { id: 'volonte-inebranlable', name: "Volonté inébranlable", effect: "l'unité gagne 1 en Men." },
];

export const roles = new NameIndex(ROLES);
export const movements = new NameIndex(MOVEMENTS);
export const ranges = new NameIndex(RANGES);
export const ammunitions = new NameIndex(AMMUNITIONS);
export const equipment = new NameIndex(EQUIPMENT);
export const skills = new NameIndex(SKILLS);
export const spells = new NameIndex(SPELLS);
export const ranks = new NameIndex(RANKS);

export const DEFAULTS = { role: 'troupe', movement: 'normal', range: 'normale', ammunition: 'illimitees' } as const;
