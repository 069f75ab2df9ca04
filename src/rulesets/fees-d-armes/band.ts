/** The typed Fées d'armes band: profile cards written by the player, special rules resolved against §5. */
import type { RuleDef } from './catalogue.js';
import type { FeesRules } from './house-rules.js';

/** One special rule as written ("repousser(1)", "Sans peur", "Massue lourde"), resolved when it is a §5 rule. */
export interface RuleRef {
  /** As written in the file. */
  readonly text: string;
  /** Position in the list it was written in, for locations. */
  readonly index: number;
  /** The §5 rule; absent for free text. */
  readonly def?: RuleDef;
  /** What was written between the parentheses, if anything. */
  readonly param?: string;
  /** The (X), when it is a whole number. */
  readonly value?: number;
}

/** A profile action: "Massue (2+) : Dégâts 2+". */
export interface FeesAction {
  readonly name: string;
  /** Successes needed: the number in parentheses. */
  readonly need: number;
  /** Base damage; absent for actions that deal none. */
  readonly damage?: number;
  /** The "+": one more damage per success beyond `need`. */
  readonly plus: boolean;
  readonly effects: readonly RuleRef[];
  readonly text?: string;
}

export interface FeesFigure {
  readonly name: string;
  readonly cost: number;
  readonly factions: readonly string[];
  readonly action: number;
  readonly move: number;
  readonly armour: number;
  readonly health: number;
  readonly actions: readonly FeesAction[];
  readonly rules: readonly RuleRef[];
  readonly text?: string;
}

export interface FeesBand {
  readonly name: string;
  /** Recruitment budget: 10 in the rulebook, a house rule may change it. */
  readonly points: number;
  /** The faction card the player means to use, when several are possible. */
  readonly faction?: string;
  readonly figures: readonly FeesFigure[];
  /** House rules in force. */
  readonly houseRules: FeesRules;
}
