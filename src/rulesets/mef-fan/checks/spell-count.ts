// III.C "Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en campagne)."
import { error } from '../../../core/diagnostics.js';
import { spellsPerMagicien } from '../house-rules.js';
import { at, type MefCheck } from './types.js';

export const spellCount: MefCheck = {
  id: 'spell-count',
  run({ band, report }) {
    const limit = spellsPerMagicien(band.rules, band.campaign);
    band.units.forEach((u, i) => {
      if (u.role.id !== 'magicien') return;
      const actual = u.spells.length;
      if (actual < limit) report(error('mef-fan/missing-spells', at(i, 'spells'), { name: u.name, limit, actual }));
      if (actual > limit) report(error('mef-fan/too-many-spells', at(i, 'spells'), { name: u.name, limit, actual }));
    });
  },
};
