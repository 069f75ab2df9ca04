// "Chaque PC permet l'obtention d'une Classe pour une figurine."
import { error, warning } from '../../../core/diagnostics.js';
import type { FfCheck } from './types.js';

export const bandPc: FfCheck = {
  id: 'band-pc',
  run({ profile, report }) {
    const { pc_budget: limit, pc_spent: actual } = profile.band;
    if (actual > limit) report(error('ff/pc-exceeded', ['pc'], { limit, actual }));
    else if (actual < limit) report(warning('ff/pc-unspent', ['pc'], { limit, actual, left: limit - actual }));
  },
};
