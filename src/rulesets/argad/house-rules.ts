/** Argad! readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset.js';

export interface ArgadRules {
  /** "Règle optionnelle très conseillée": simultaneous kills or recoils settled by classe, armour, natural die. */
  readonly tieRule: boolean;
  /** Classe 1 strikes with −1 like classe 2 ("maladroit au combat (classe 1 ou 2 …)"). */
  readonly class1Malus: boolean;
}

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'tie-rule', description: 'simultaneous kills or recoils in a duel go to the higher classe, then armour, then natural die (false: both are killed, both recoil)', schema: z.boolean(), default: true },
  { key: 'class-1-malus', description: 'classe 1 strikes with −1 in melee, like classe 2', schema: z.boolean(), default: true },
];

export const DEFAULT_RULES: ArgadRules = { tieRule: true, class1Malus: true };

export const argadRules = (rules: HouseRules): ArgadRules => ({
  tieRule: rules['tie-rule'] !== false,
  class1Malus: rules['class-1-malus'] !== false,
});
