// "Chaque joueur dispose de 10 points pour recruter sa bande. Il peut choisir n'importe quelle figurine sans aucune
// limitation autre que la valeur de recrutement." The 10 is the default of `points` (docs/rules-notes.md).
import { error, warning } from '../../../core/diagnostics.js';
import type { FeesCheck } from './types.js';

export const pointsBudget: FeesCheck = {
  id: 'points-budget',
  run({ profile, report }) {
    const { points_budget: limit, points_spent: actual } = profile.band;
    if (actual > limit) report(error('fees/points-exceeded', ['points'], { limit, actual }));
    else if (actual < limit) report(warning('fees/points-unspent', ['points'], { limit, actual, left: limit - actual }));
  },
};
