/** Types of the Argad! tables (rulebook "Classe", "Véture ou armure", "Armes", "Le tir", "Compétences"). */

/** "Véture légère", "armure 3", "armure 4", "armure 4*", "armure 5", "armure 5*", "armure 4T", "armure 5T". */
export interface ArmourDef {
  readonly id: string;
  /** As written in band files and printed: `legere`, `4*`, `5T`. */
  readonly label: string;
  readonly name: string;
  /** The number compared in melee ("il faut que le résultat soit aussi plus grand que cette armure"); 0 for véture légère. */
  readonly value: number;
  /** Order for the tie rule ("la plus forte armure"): 4* above 4, 5* above 5 (docs/rules-notes.md). */
  readonly rank: number;
  readonly aliases?: readonly string[];
}

/** The length categories of "Armes de mêlée", which set the striking order. */
export type MeleeCategory = 'longue' | 'semi-longue' | 'courte' | 'tres-courte' | 'mains-nues';

/** A melee weapon: a category ("arme courte") or a weapon the rulebook names ("hallebarde"), longest first. */
export interface MeleeDef {
  readonly id: string;
  readonly name: string;
  readonly category: MeleeCategory;
  /** Striking order: higher strikes first (longue 5 … mains nues 1). */
  readonly length: number;
  /** −1 to strike (improvised weapon, bare hands); not cumulative with the class 1–2 malus. */
  readonly clumsy: boolean;
  /** Bare hands: a "kill" result knocks out, except on a triple six. */
  readonly bareHands: boolean;
  /** A heavy tool handled with both hands: improvised, but "leur puissance annule ces malus" (house rule `heavy-tool`). */
  readonly heavy?: boolean;
  /** "Une arme à deux mains lourde (hache ou épée)": no advantage of length nor bonus en ordre serré. */
  readonly twoHandedHeavy?: boolean;
  /** "Un piéton qui frappe un monté … avec une vouge, bardiche ou hallebarde a un bonus de +1 au dé." */
  readonly againstMounted?: boolean;
  /** "attend immobile pour recevoir ce cavalier qui charge sur la pointe de sa lance, juzarme, bardiche, hallebarde, fusil avec baïonnette". */
  readonly receivesCharge?: boolean;
  readonly examples: string;
  readonly aliases?: readonly string[];
}

export type RangeBand = 'short' | 'medium' | 'long';
export const RANGE_BANDS: readonly RangeBand[] = ['short', 'medium', 'long'];

/** One column of a shooting table: the distance and the natural needed against a target in the open. */
export interface RangeColumn {
  readonly cm: string;
  readonly need: number;
  /** "ext": only outdoors at this range. */
  readonly outdoors?: boolean;
}

/** A malus of the table against armour: `modifier` when the target's armour value is at least `from`. */
export interface ArmourMalus {
  readonly from: number;
  readonly to: number;
  readonly modifier: number;
  /** Only at these ranges (the flintlocks' "à longue portée"); every range when absent. */
  readonly bands?: readonly RangeBand[];
}

export type WeaponFamily = 'trait' | 'silex' | 'moderne';

/** How a weapon may shoot on the move: not at all, or with a malus. */
export interface MovingRule {
  readonly onFoot: number | null;
  readonly mounted: number | null;
}

export interface RangedDef {
  readonly id: string;
  readonly name: string;
  readonly family: WeaponFamily;
  readonly bands: Readonly<Partial<Record<RangeBand, RangeColumn>>>;
  readonly armour: readonly ArmourMalus[];
  /** Malus when the shooter moves; null: "tire à pied et immobile". */
  readonly moving: MovingRule;
  /** "tire à pied": a mounted character must dismount to shoot it. */
  readonly footOnly: boolean;
  /** Shots per turn when immobile (revolver: "deux tirs par tour immobile"). */
  readonly shotsImmobile: number;
  readonly notes: string;
  readonly aliases?: readonly string[];
}

export interface SkillDef {
  readonly id: string;
  readonly name: string;
  readonly effect: string;
  readonly aliases?: readonly string[];
}
