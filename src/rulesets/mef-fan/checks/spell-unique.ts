// A mage knows a spell or not: the same spell twice is one spell (docs/rules-notes.md).
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type MefCheck } from './types.js';

export const spellUnique: MefCheck = {
  id: 'spell-unique',
  run({ band, report }) {
    band.units.forEach((u, i) => {
      const seen = new Set<string>();
      for (const { def, index } of u.spells) {
        if (seen.has(def.id)) report(error('mef-fan/duplicate-spell', at(i, 'spells', index), { name: u.name, actual: def.id }, { actual: def.name }));
        seen.add(def.id);
      }
    });
  },
};
