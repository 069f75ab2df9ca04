// II.E "Aucune unité ne devrait normalement avoir un score de Men inférieur à 1."
import { warning } from '../../../core/diagnostics/diagnostics.js';
import { LIMITS } from '../limits.js';
import { at, type MefCheck } from './types.js';

export const menMinimum: MefCheck = {
  id: 'men-minimum',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.men < LIMITS.menMin) report(warning('mef-fan/men-low', at(i, 'men'), { name: u.name, limit: LIMITS.menMin, actual: u.men }));
    });
  },
};
