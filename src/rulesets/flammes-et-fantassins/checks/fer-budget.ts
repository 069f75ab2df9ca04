// "on donne aux joueurs un budget de 'nombre de PC' en pièces de fer"; Soldat: "+1 pièce de fer".
import { error, warning } from '../../../core/diagnostics.js';
import type { FfCheck } from './types.js';

export const ferBudget: FfCheck = {
  id: 'fer-budget',
  run({ profile, report }) {
    const { fer_budget: limit, fer_spent: actual } = profile.band;
    if (actual > limit) report(error('ff/fer-exceeded', ['characters'], { limit, actual }));
    else if (actual < limit) report(warning('ff/fer-unspent', ['characters'], { limit, actual, left: limit - actual }));
  },
};
