/** Shared by the role-count checks: every unit beyond the limit is reported at its `role`. */
import { error } from '../../../core/diagnostics/diagnostics.js';
import { nameOf } from '../names.js';
import type { MefBand } from '../band.js';
import { at, type MefCheck } from './types.js';

export function roleCount(id: string, role: string, limitOf: (band: MefBand) => number, code: string): MefCheck {
  return {
    id,
    run({ band, report }) {
      const limit = limitOf(band);
      const holders = band.units.flatMap((u, i) => (u.role.id === role ? [i] : []));
      for (const i of holders.slice(limit)) report(error(code, at(i, 'role'), { name: band.units[i]!.name, role, limit, actual: holders.length }, { role: nameOf('role', role) }));
    },
  };
}
