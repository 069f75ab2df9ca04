// III.C Spells, and the rank that sets how many, are for the mages only.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { nameOf } from '../names.js';
import { at, type MefCheck } from './types.js';

export const spellsMagicien: MefCheck = {
  id: 'spells-magicien',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.role.id === 'magicien') return;
      if (u.spells.length > 0) report(error('mef-fan/spells-without-magicien', at(i, 'spells'), { name: u.name, role: u.role.id, actual: u.spells.length }, { role: nameOf('role', u.role.id) }));
      if (u.rank) report(error('mef-fan/rank-without-magicien', at(i, 'rank'), { name: u.name, role: u.role.id, actual: u.rank.id }, { role: nameOf('role', u.role.id) }));
    });
  },
};
