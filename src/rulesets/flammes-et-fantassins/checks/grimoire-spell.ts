// Les Sorts, Création de personnage: "s'il bénéficie d'un Grimoire, il doit d'abord choisir l'une de ces options":
// the grimoire's extra spell is chosen, not left aside. A caster with a grimoire and only the spells of the classes
// gets a warning naming the lists it may come from (docs/rules-notes.md).
import { warning } from '../../../core/diagnostics/diagnostics.js';
import { DOMAINS } from '../catalogue/types.js';
import { namesList } from '../names.js';
import { chosenByDomain, grantedByDomain, grimoireSpells, isCaster } from './spells.js';
import { at, type FfCheck } from './types.js';

export const grimoireSpell: FfCheck = {
  id: 'grimoire-spell',
  reads: ['classes', 'spells', 'equipment'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (!isCaster(c) || grimoireSpells(c) === 0) return;
      const granted = grantedByDomain(c);
      const chosen = chosenByDomain(c);
      if (DOMAINS.some((d) => chosen[d] > granted[d])) return;
      // Level II only where the list keeps "autant ou plus de Sorts de Niveau 1 que de Niveau 2".
      const one = chosenByDomain(c, 1);
      const two = chosenByDomain(c, 2);
      const second = DOMAINS.filter((d) => one[d] > two[d]);
      const limit = `niveau I : ${DOMAINS.join(', ')}${second.length ? ` ; niveau II : ${second.join(', ')}` : ''}`;
      const grimoire = c.equipment.find((e) => e.def.id === 'grimoire')!;
      const names = { first: namesList('domain', DOMAINS), second: namesList('domain', second) };
      report(warning('ff/grimoire-spell-unchosen', at(i, 'equipment', grimoire.index), { name: c.name, limit }, names));
    });
  },
};
