/**
 * The generic special rules of the rulebook (§5 "Règles spéciales génériques"), as data.
 * "Quand une de ces règles est suivie d'un chiffre entre parenthèses, il peut s'agir d'une valeur ou d'une distance."
 */
import { NameIndex } from '../../core/diagnostics/names.js';

/** `none`: the rule takes no (X); `required`: it always has one; `optional`: Tir and Tir (X). */
export type ParamKind = 'none' | 'required' | 'optional';
/**
 * `trait`: a permanent rule of the figure (§3.4, back of the profile card: auras, Vol …), meaningless as an action effect.
 * `effect`: an effect of an action; written in the figure's `rules` it applies to all its actions (docs/rules-notes.md).
 */
export type RuleKind = 'trait' | 'effect';

export interface RuleDef {
  readonly id: string;
  /** The rulebook's name, accents kept. */
  readonly name: string;
  readonly param: ParamKind;
  readonly kind: RuleKind;
  /** What X is, when there is one. */
  readonly unit?: 'cases' | 'jetons' | 'points de santé';
}

export const RULES: readonly RuleDef[] = [
  { id: 'agile', name: 'Agile', param: 'none', kind: 'trait' },
  { id: 'charge', name: 'Charge', param: 'required', kind: 'effect', unit: 'cases' },
  { id: 'conseiller', name: 'Conseiller', param: 'none', kind: 'trait' },
  { id: 'deplacer', name: 'Déplacer', param: 'required', kind: 'effect', unit: 'cases' },
  { id: 'esquive', name: 'Esquive', param: 'required', kind: 'effect', unit: 'cases' },
  { id: 'flammes', name: 'Flammes', param: 'required', kind: 'effect', unit: 'jetons' },
  { id: 'gel', name: 'Gel', param: 'none', kind: 'effect' },
  { id: 'peur', name: 'Peur', param: 'none', kind: 'trait' },
  { id: 'poison', name: 'Poison', param: 'required', kind: 'effect', unit: 'jetons' },
  { id: 'regeneration', name: 'Régénération', param: 'required', kind: 'trait', unit: 'points de santé' },
  { id: 'repousser', name: 'Repousser', param: 'required', kind: 'effect', unit: 'cases' },
  { id: 'sans-peur', name: 'Sans peur', param: 'none', kind: 'trait' },
  { id: 'tir', name: 'Tir', param: 'optional', kind: 'effect', unit: 'cases' },
  { id: 'tirer', name: 'Tirer', param: 'required', kind: 'effect', unit: 'cases' },
  { id: 'vol', name: 'Vol', param: 'none', kind: 'trait' },
];

export const rules = new NameIndex(RULES);

/** Auras reach 4 cases: "Conseiller : Aura (4)", "Peur : Aura (4)". */
export const AURA_RANGE = 4;
