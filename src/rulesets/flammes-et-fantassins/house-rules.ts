/** F&F readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRules, HouseRuleSpec } from '../../core/ruleset.js';

export interface FfRules {
  /** "The base weapon is free, melee or ranged". */
  readonly baseWeaponFree: boolean;
  /** "The pièces de fer budget counts classes, not the agreed PC". */
  readonly ferBudget: 'classes' | 'pc';
  /** "A class bought with PC earned in a campaign brings no pièce de fer of its own". */
  readonly earnedClassFer: boolean;
}

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'base-weapon-free', description: 'one weapon per character costs no pièce de fer', schema: z.boolean(), default: true },
  { key: 'fer-budget', description: 'pièces de fer per class spent (classes) or per PC agreed (pc), +1 per soldat', schema: z.enum(['classes', 'pc']), default: 'classes' },
  { key: 'earned-class-fer', description: 'a class bought with PC earned in a campaign brings a pièce de fer too', schema: z.boolean(), default: false },
];

export const ffRules = (rules: HouseRules): FfRules => ({
  baseWeaponFree: rules['base-weapon-free'] !== false,
  ferBudget: rules['fer-budget'] === 'pc' ? 'pc' : 'classes',
  earnedClassFer: rules['earned-class-fer'] === true,
});
