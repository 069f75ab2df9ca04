/** The typed Frostgrave band: each figure's stat line as written, its type and weapon resolved. */
import type { FigureType, WeaponDef } from './catalogue.js';

export interface FgFigure {
  readonly name: string;
  /** `null` when the file names an unknown type (already reported). */
  readonly type: FigureType | null;
  readonly move: number;
  readonly fight: number;
  readonly shoot: number;
  readonly armour: number;
  readonly will: number;
  readonly health: number;
  readonly weapon: WeaponDef;
  readonly fight_mod: number;
  readonly shoot_mod: number;
  readonly damage_mod: number;
  /** A mort-vivant, démon or golem: "ne peuvent jamais être blessés" (absent: false). */
  readonly undead?: boolean;
}

export interface FgBand {
  readonly name: string;
  /** House rule `criticals`: the band plays with the optional critical hits (docs/rules-notes.md). */
  readonly criticals?: boolean;
  /** House rule `wounded`: the band plays with the optional wounded rule, read from the current Santé (docs/rules-notes.md). */
  readonly wounded?: boolean;
  readonly figures: readonly FgFigure[];
}
