/** Fées d'armes readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset/ruleset.js';

export interface FeesRules {
  /** "The Conseiller is in its own aura": its +1 applies to its own rolls. */
  readonly conseillerSelf: boolean;
  /** Several enemy Peur auras take one die each ("Les bonus et malus sont cumulatifs"). */
  readonly peurStacks: boolean;
  /** At the end of the turn, Régénération heals before Flammes and Poison burn. */
  readonly regenerationFirst: boolean;
}

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'conseiller-self', description: "a Conseiller's +1 applies to its own actions too", schema: () => z.boolean(), default: true },
  { key: 'peur-stacks', description: 'several enemy Peur auras take one Action die each (false: one die in all)', schema: () => z.boolean(), default: true },
  { key: 'regeneration-first', description: 'at the end of the turn, Régénération heals before Flammes and Poison burn', schema: () => z.boolean(), default: false },
];

export const feesRules = (rules: HouseRules): FeesRules => ({
  conseillerSelf: rules['conseiller-self'] !== false,
  peurStacks: rules['peur-stacks'] !== false,
  regenerationFirst: rules['regeneration-first'] === true,
});
