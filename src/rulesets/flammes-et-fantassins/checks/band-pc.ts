// "Chaque PC permet l'obtention d'une Classe pour une figurine."
import { error, info, warning } from '../../../core/diagnostics/diagnostics.js';
import { unspent } from './unspent.js';
import type { FfCheck } from './types.js';

export const bandPc: FfCheck = {
  id: 'band-pc',
  reads: ['classes'],
  readsEveryMember: true,
  run({ profile, report }) {
    const { pc_budget: limit, pc_spent: actual } = profile.band;
    if (actual > limit) return report(error('ff/pc-exceeded', ['pc'], { limit, actual }));
    const left = unspent(limit, actual, profile.campaign?.pc ?? 0);
    if (left.creation) report(warning('ff/pc-unspent', ['pc'], left.creation));
    if (left.earned) report(info('ff/pc-earned', ['pc'], left.earned));
  },
};
