// "Chaque Classe ne peut être choisie qu'une seule fois."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { at, type FfCheck } from './types.js';

export const classUnique: FfCheck = {
  id: 'class-unique',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const seen = new Set<string>();
      for (const { def, index } of c.classes) {
        if (seen.has(def.id)) report(error('ff/duplicate-class', at(i, 'classes', index), { name: c.name, actual: def.id }, { actual: inSentence(def.name) }));
        seen.add(def.id);
      }
    });
  },
};
