// "on donne aux joueurs un budget de 'nombre de PC' en pièces de fer"; Soldat: "+1 pièce de fer".
import { error, info, warning } from '../../../core/diagnostics/diagnostics.js';
import { unspent } from './unspent.js';
import type { FfCheck } from './types.js';

export const ferBudget: FfCheck = {
  id: 'fer-budget',
  reads: ['classes', 'equipment'],
  readsEveryMember: true,
  run({ profile, report }) {
    const { fer_budget: limit, fer_spent: actual } = profile.band;
    if (actual > limit) return report(error('ff/fer-exceeded', ['characters'], { limit, actual }));
    const left = unspent(limit, actual, profile.campaign?.fer ?? 0);
    if (left.creation) report(warning('ff/fer-unspent', ['characters'], left.creation));
    if (left.earned) report(info('ff/fer-earned', ['characters'], left.earned));
  },
};
