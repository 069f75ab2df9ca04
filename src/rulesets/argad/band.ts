/** The typed Argad! troop: every name resolved to its table entry. */
import type { ArmourDef, MeleeDef, RangedDef, SkillDef } from './catalogue/types.js';
import type { Ledger } from '../../core/ruleset/ruleset.js';
import type { ArgadRules } from './house-rules.js';
import type { Entry } from '../../core/ruleset/resolve-names.js';

export type Role = 'chef' | 'musicien' | 'porte-embleme';
export const ROLES: readonly Role[] = ['chef', 'musicien', 'porte-embleme'];
export type Mounted = 'cavalier' | 'pieton-monte';
export const MOUNTED: readonly Mounted[] = ['cavalier', 'pieton-monte'];

/** A catalogue entry and its position in the list it was written in. */
export type { Entry };

export interface ArgadCharacter {
  readonly name: string;
  readonly count: number;
  readonly class: number;
  readonly armour: ArmourDef;
  readonly melee: MeleeDef;
  readonly ranged?: RangedDef;
  readonly role?: Role;
  readonly mounted?: Mounted;
  readonly healthPoints: number;
  /** Santé and moral: the class unless the file says otherwise ("on peut admettre qu'elles sont égales à la classe"). */
  readonly health: number;
  readonly morale: number;
  readonly skills: readonly Entry<SkillDef>[];
  readonly die: number;
}

export interface ArgadBand {
  readonly name: string;
  readonly packAnimals: number;
  /** House rules in force. */
  readonly rules: ArgadRules;
  readonly characters: readonly ArgadCharacter[];
  /** The campaign section, when the file has one: games played and care of the wounded. */
  readonly campaign?: Ledger;
}

export const hasSkill = (c: Pick<ArgadCharacter, 'skills'>, id: string): boolean => c.skills.some((s) => s.def.id === id);
