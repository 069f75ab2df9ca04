/** Frostgrave readings a group may change (`house_rules:`); each default is the reading in docs/rules-notes.md. */
import { z } from 'zod';
import type { HouseRuleSpec } from '../../core/ruleset/ruleset.js';

export const houseRules: readonly HouseRuleSpec[] = [
  { key: 'criticals', description: 'the table plays the optional critical hits, for both figures of a fight (a natural 20 doubles the damage)', schema: () => z.boolean(), default: false, scope: 'table' },
  { key: 'wounded', description: "the table plays the optional wounded rule: a figure whose current Santé is 4 or less after damage rolls at -2 without --wounded", schema: () => z.boolean(), default: false, scope: 'table' },
];
