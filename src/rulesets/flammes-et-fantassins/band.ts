/** The typed F&F band: every name resolved to its catalogue entry, with its index in the file for locations. */
import type { Ledger } from '../../core/ruleset/ruleset.js';
import type { ClassDef, EquipmentDef, SpecialtyDef, SpellDef } from './catalogue/types.js';
import type { FfRules } from './house-rules.js';
import type { Entry } from '../../core/ruleset/resolve-names.js';

export type Style = 'agile' | 'puissant';
export const STYLES: readonly Style[] = ['agile', 'puissant'];

/** A catalogue entry and its position in the list it was written in. */
export type { Entry };

export interface FfCharacter {
  readonly name: string;
  readonly style: Style;
  readonly classes: readonly Entry<ClassDef>[];
  readonly equipment: readonly Entry<EquipmentDef>[];
  readonly spells: readonly Entry<SpellDef>[];
  readonly specialty?: SpecialtyDef;
}

export interface FfBand {
  readonly name: string;
  readonly pc: number;
  readonly rules: FfRules;
  readonly characters: readonly FfCharacter[];
  /** The campaign ledger, when the file has a `campaign` section. */
  readonly campaign?: Ledger;
}
