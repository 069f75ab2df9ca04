// Per domain, exactly as many spells as the classes grant; "Ce bonus de 1 Sort [du Grimoire] peut concerner
// n'importe quelle des 4 listes."
import { error } from '../../../core/diagnostics.js';
import { inSentence } from '../../../core/display-names.js';
import { DOMAINS } from '../catalogue/types.js';
import { chosenByDomain, grantedByDomain, grimoireSpells, isCaster } from './spells.js';
import { nameOf } from '../names.js';
import { at, type FfCheck } from './types.js';

export const spellCount: FfCheck = {
  id: 'spell-count',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (!isCaster(c)) return;
      const granted = grantedByDomain(c);
      const chosen = chosenByDomain(c);
      let extra = 0;
      for (const domain of DOMAINS) {
        if (chosen[domain] < granted[domain]) report(error('ff/missing-spells', at(i, 'spells'), { name: c.name, domain, limit: granted[domain], actual: chosen[domain] }, { domain: inSentence(nameOf('domain', domain)) }));
        extra += Math.max(0, chosen[domain] - granted[domain]);
      }
      const limit = grimoireSpells(c);
      if (extra > limit) report(error('ff/too-many-spells', at(i, 'spells'), { name: c.name, limit, actual: extra }));
    });
  },
};
