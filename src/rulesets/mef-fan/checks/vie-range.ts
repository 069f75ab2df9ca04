// II.F The Vie multiplier table covers Vie 1 to 4 only.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { VIE_MAX, VIE_MIN } from '../derive.js';
import { at, type MefCheck } from './types.js';

export const vieRange: MefCheck = {
  id: 'vie-range',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.vie < VIE_MIN || u.vie > VIE_MAX) report(error('mef-fan/vie-range', at(i, 'vie'), { name: u.name, limit: `${VIE_MIN}–${VIE_MAX}`, actual: u.vie }));
    });
  },
};
