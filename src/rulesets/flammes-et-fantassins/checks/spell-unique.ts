// "Les sorts choisis dans les listes doivent être tous différents."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { at, type FfCheck } from './types.js';

export const spellUnique: FfCheck = {
  id: 'spell-unique',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const seen = new Set<string>();
      for (const { def, index } of c.spells) {
        if (seen.has(def.id)) report(error('ff/duplicate-spell', at(i, 'spells', index), { name: c.name, actual: def.id }, { actual: inSentence(def.name) }));
        seen.add(def.id);
      }
    });
  },
};
