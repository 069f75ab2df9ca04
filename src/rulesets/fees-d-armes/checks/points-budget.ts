// "Chaque joueur dispose de 10 points pour recruter sa bande. Il peut choisir n'importe quelle figurine sans aucune
// limitation autre que la valeur de recrutement." The 10 is the default of `points`; nothing asks to spend it all, so
// points left are information; a band with no figure yet (being built) is a warning (docs/rules-notes.md).
import { error, info, warning } from '../../../core/diagnostics/diagnostics.js';
import type { FeesCheck } from './types.js';

export const pointsBudget: FeesCheck = {
  id: 'points-budget',
  reads: ['cost'],
  readsEveryMember: true,
  run({ profile, report }) {
    const { points_budget: limit, points_spent: actual } = profile.band;
    if (profile.figures.length === 0) report(warning('fees/no-figures', ['figures'], { limit }));
    else if (actual > limit) report(error('fees/points-exceeded', ['points'], { limit, actual }));
    else if (actual < limit) report(info('fees/points-unspent', ['points'], { limit, actual, left: limit - actual }));
  },
};
