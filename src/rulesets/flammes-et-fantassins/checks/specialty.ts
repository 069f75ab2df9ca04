// "lorsqu'un Mage est créé, on choisit en plus une unique Spécialité parmi les Spécialités proposées par les
// classes de Lanceurs de Sorts de cette figurine."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { nameOf } from '../names.js';
import { isCaster } from './spells.js';
import { at, type FfCheck } from './types.js';

export const specialty: FfCheck = {
  id: 'specialty',
  reads: ['classes', 'specialty'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const offered = c.classes.flatMap((k) => (k.def.specialty ? [k.def.specialty] : []));
      if (!isCaster(c)) {
        if (c.specialty) report(error('ff/specialty-without-caster', at(i, 'specialty'), { name: c.name, actual: c.specialty.id }, { actual: inSentence(c.specialty.name) }));
        return;
      }
      const limit = { limit: offered.map((id) => nameOf('specialty', id)).join(' | ') };
      if (!c.specialty) report(error('ff/missing-specialty', at(i), { name: c.name, limit: offered.join(' | ') }, limit));
      else if (!offered.includes(c.specialty.id)) report(error('ff/specialty-not-offered', at(i, 'specialty'), { name: c.name, actual: c.specialty.id, limit: offered.join(' | ') }, { ...limit, actual: inSentence(c.specialty.name) }));
    });
  },
};
