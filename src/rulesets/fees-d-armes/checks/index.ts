/** Every limit of the rulebook, one check each. */
import { factionCard } from './faction-card.js';
import { factionSymbol } from './faction-symbol.js';
import { plusDamage } from './plus-damage.js';
import { pointsBudget } from './points-budget.js';
import { ruleParameter } from './rule-parameter.js';
import { rulePlace } from './rule-place.js';
import type { FeesCheck } from './types.js';

export const checks: readonly FeesCheck[] = [pointsBudget, factionSymbol, factionCard, ruleParameter, rulePlace, plusDamage];
