// III.C "les joueurs détermineront ensemble de combien de sorts chaque mage disposera (un pour un acolyte, deux pour un
// sorcier et trois pour un archimage, par exemple. Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en
// campagne))": the count is per magicien, by its `rank`, else the agreed number (docs/rules-notes.md).
import { error } from '../../../core/diagnostics/diagnostics.js';
import type { MefUnit } from '../band.js';
import { spellsPerMagicien, type MefRules } from '../house-rules.js';
import { at, type MefCheck } from './types.js';

export const spellLimit = (unit: MefUnit, rules: MefRules, campaign: boolean): number => unit.rank?.spells ?? spellsPerMagicien(rules, campaign);

export const spellCount: MefCheck = {
  id: 'spell-count',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      if (u.role.id !== 'magicien') return;
      const limit = spellLimit(u, band.rules, band.campaign);
      const actual = u.spells.length;
      if (actual < limit) report(error('mef-fan/missing-spells', at(i, 'spells'), { name: u.name, limit, actual }));
      if (actual > limit) report(error('mef-fan/too-many-spells', at(i, 'spells'), { name: u.name, limit, actual }));
    });
  },
};
