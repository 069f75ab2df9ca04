/** The rulebook's names for views and messages (JSON keeps the ids). Spellings of Mini Figs Mef-Fan 0.2.8. */
import { nameIn, namesOf, type NameTable } from '../../core/ruleset/display-names.js';
import { SPELLS } from './catalogue.js';

export const names: NameTable = {
  // III.A "troupes", "chef", "général", "magicien", "guérisseur", "porte-bannière", "musicien".
  role: { troupe: 'troupe', chef: 'chef', general: 'général', magicien: 'magicien', guerisseur: 'guérisseur', 'porte-banniere': 'porte-bannière', musicien: 'musicien' },
  // II.A "la compétence Bond", "la compétence Vol".
  movement: { normal: 'normal', bond: 'Bond', vol: 'Vol' },
  // II.C "Portée très courte", "Portée courte", "Portée normale", "portée longue", "très longue".
  range: { 'tres-courte': 'très courte', courte: 'courte', normale: 'normale', longue: 'longue', 'tres-longue': 'très longue' },
  // II.C "Munitions illimitées", "Munitions limitées", "Munition unique".
  ammunition: { illimitees: 'illimitées', limitees: 'limitées', unique: 'unique' },
  equipment: { lance: 'lance' },
  skill: { effrayant: 'Effrayant' },
  spell: namesOf(SPELLS),
  rank: { acolyte: 'acolyte', sorcier: 'sorcier', archimage: 'archimage' },
};

/** The rulebook's name of one id; an id it does not know (a spell of the players' own) as written. */
export const nameOf = (catalogue: string, id: string): string => nameIn(names, catalogue, id);
