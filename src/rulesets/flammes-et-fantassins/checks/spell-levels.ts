// "Un personnage, dans chaque liste à laquelle il a accès, devra choisir avant la partie autant ou plus de sorts
// du Niveau I que du Niveau II."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { inSentence } from '../../../core/ruleset/display-names.js';
import { DOMAINS } from '../catalogue/types.js';
import { chosenByDomain } from './spells.js';
import { nameOf } from '../names.js';
import { at, type FfCheck } from './types.js';

export const spellLevels: FfCheck = {
  id: 'spell-levels',
  reads: ['spells'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const one = chosenByDomain(c, 1);
      const two = chosenByDomain(c, 2);
      for (const domain of DOMAINS) {
        if (two[domain] > one[domain]) report(error('ff/spell-levels', at(i, 'spells'), { name: c.name, domain, limit: one[domain], actual: two[domain] }, { domain: inSentence(nameOf('domain', domain)) }));
      }
    });
  },
};
