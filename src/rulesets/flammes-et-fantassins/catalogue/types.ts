/** Types of the Flammes & Fantassins catalogues (rulebook "Annexes"). Texts stay in French as written. */

export type Stat = 'DEX' | 'FOR' | 'CON' | 'INT' | 'SAG' | 'CHA';
export const STATS: readonly Stat[] = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA'];

export type Domain = 'magie' | 'tenebres' | 'lumiere' | 'nature';
export const DOMAINS: readonly Domain[] = ['magie', 'tenebres', 'lumiere', 'nature'];

export type ClassFamily = 'guerrier' | 'roublard' | 'lanceur-de-sorts';

export interface ClassDef {
  readonly id: string;
  /** Name as printed in the rulebook. */
  readonly name: string;
  readonly family: ClassFamily;
  readonly bonuses: Partial<Record<Stat, number>>;
  /** Bonuses to secondary characteristics and budgets: "Dép. +1", "Mêl +1", "Tir +1", "+1 pièce de fer". */
  readonly extra: { readonly Dep?: number; readonly Mel?: number; readonly Tir?: number; readonly fer?: number };
  /** Talent ids granted (roublards: two each). */
  readonly talents: readonly string[];
  /** Spells granted per domain (lanceurs de sorts). */
  readonly spells: Partial<Record<Domain, number>>;
  /** Specialty id offered (lanceurs de sorts). */
  readonly specialty?: string;
}

export interface TalentDef {
  readonly id: string;
  readonly name: string;
  readonly condition: string;
  readonly cost: string;
  readonly effect: string;
}

export interface SpellDef {
  readonly id: string;
  readonly name: string;
  readonly domain: Domain;
  readonly level: 1 | 2;
  readonly condition: string;
  readonly cost: string;
  readonly effect: string;
}

export interface SpecialtyDef {
  readonly id: string;
  readonly name: string;
  /** The caster class that offers it. */
  readonly classId: string;
  readonly effect: string;
  /** A talent card the specialty grants (Prêtre: Imposition des Mains). */
  readonly talent?: string;
}

export type EquipmentCategory = 'melee' | 'ranged' | 'shield' | 'armour' | 'materiel';

export interface AttackProfile {
  readonly hit: number;
  readonly damage: number;
  /** Whether FOR is added to the damage. */
  readonly strengthDamage: boolean;
  /** Range in inches, or a formula as written ("1+DEX+FOR"). */
  readonly range?: string;
}

export interface EquipmentDef {
  readonly id: string;
  readonly name: string;
  /** Other names of the rulebook ("Gambison", "Pavois"). */
  readonly aliases: readonly string[];
  readonly category: EquipmentCategory;
  /** Needs both hands: two-handed weapons, bows and crossbows exclude each other and a shield. */
  readonly twoHanded: boolean;
  /** Price in pièces de fer (one piece per item; being nu costs nothing). */
  readonly price: number;
  readonly modifiers: Partial<Record<'DEX' | 'CA' | 'Tra' | 'PV' | 'Dep', number>>;
  readonly attack?: AttackProfile;
  /**
   * The class of weapon its line names or that it belongs to (bâton: "arme à deux mains"; masse: a one-handed
   * weapon): that class's line adds to its own (`weaponClass` house rule, docs/rules-notes.md).
   */
  readonly weaponClass?: string;
  readonly text: string;
}
