/** Fées d'armes readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset.js';

export interface FeesRules {
  /** "The Conseiller is in its own aura": its +1 applies to its own rolls. */
  readonly conseillerSelf: boolean;
}

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'conseiller-self', description: "a Conseiller's +1 applies to its own actions too", schema: z.boolean(), default: true },
];

export const feesRules = (rules: HouseRules): FeesRules => ({ conseillerSelf: rules['conseiller-self'] !== false });
