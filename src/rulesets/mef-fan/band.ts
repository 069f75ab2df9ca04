/** The typed Mef-Fan army: every name resolved to its catalogue entry, with its index in the file for locations. */
import type { AmmunitionDef, ExtraDef, MovementDef, RangeDef, RankDef, RoleDef, SpellDef } from './catalogue.js';
import type { MefRules } from './house-rules.js';
import type { Entry } from '../../core/ruleset/resolve-names.js';

/** A catalogue entry and its position in the list it was written in. */
export type { Entry };

export interface MelScore {
  readonly score: number;
  readonly perforant: number;
}

export interface TirScore {
  readonly score: number;
  readonly perforant: number;
  readonly portee: RangeDef;
  readonly munitions: AmmunitionDef;
}

export interface MefUnit {
  readonly name: string;
  readonly models: number;
  readonly role: RoleDef;
  readonly dep: number;
  readonly movement: MovementDef;
  readonly mel: readonly MelScore[];
  readonly tir: readonly TirScore[];
  readonly def: number;
  readonly men: number;
  readonly vie: number;
  readonly equipment: readonly Entry<ExtraDef>[];
  readonly skills: readonly Entry<ExtraDef>[];
  readonly spells: readonly Entry<SpellDef>[];
  /** A magicien's rank (acolyte, sorcier, archimage): the spells it knows; absent, the agreed number. */
  readonly rank?: RankDef;
}

export interface MefBand {
  readonly name: string;
  readonly points: number;
  readonly campaign: boolean;
  /** The limits in force: the rulebook's defaults and the band's house rules. */
  readonly rules: MefRules;
  readonly units: readonly MefUnit[];
}

export const hasEquipment = (unit: MefUnit, id: string): boolean => unit.equipment.some((e) => e.def.id === id);
export const hasSkill = (unit: MefUnit, id: string): boolean => unit.skills.some((s) => s.def.id === id);
