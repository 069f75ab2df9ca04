// III.C Spells are chosen for the mages only.
import { error } from '../../../core/diagnostics.js';
import { at, type MefCheck } from './types.js';

export const spellsMagicien: MefCheck = {
  id: 'spells-magicien',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.role.id !== 'magicien' && u.spells.length > 0) report(error('mef-fan/spells-without-magicien', at(i, 'spells'), { name: u.name, role: u.role.id, actual: u.spells.length }));
    });
  },
};
