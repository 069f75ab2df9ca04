// "Tout personnage commence avec une arme de contact au choix du joueur" / "une arme de Mêlée ou de Tir de son choix".
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FfCheck } from './types.js';

export const weaponRequired: FfCheck = {
  id: 'weapon-required',
  reads: ['equipment'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const armed = c.equipment.some((e) => e.def.category === 'melee' || e.def.category === 'ranged');
      if (!armed) report(error('ff/no-weapon', at(i, 'equipment'), { name: c.name }));
    });
  },
};
