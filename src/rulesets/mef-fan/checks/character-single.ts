// III.A A personnage (chef, général, magicien …) is "représenté par une unité individuelle".
import { error } from '../../../core/diagnostics/diagnostics.js';
import { nameOf } from '../names.js';
import { at, type MefCheck } from './types.js';

export const characterSingle: MefCheck = {
  id: 'character-single',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.role.character && u.models > 1) report(error('mef-fan/character-not-single', at(i, 'models'), { name: u.name, role: u.role.id, limit: 1, actual: u.models }, { role: nameOf('role', u.role.id) }));
    });
  },
};
