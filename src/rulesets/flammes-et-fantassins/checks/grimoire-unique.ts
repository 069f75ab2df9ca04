// Grimoire: "Ne peut être utilisé par un autre personnage, doit être unique dans un équipement."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FfCheck } from './types.js';

export const grimoireUnique: FfCheck = {
  id: 'grimoire-unique',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const grimoires = c.equipment.filter((e) => e.def.id === 'grimoire');
      if (grimoires.length > 1) report(error('ff/duplicate-grimoire', at(i, 'equipment', grimoires[1]!.index), { name: c.name, limit: 1, actual: grimoires.length }));
    });
  },
};
