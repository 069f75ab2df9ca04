/** The rulebook's names of every catalogue id, for views and messages (JSON keeps the ids). */
import { nameIn, namesOf, type NameTable } from '../../core/ruleset/display-names.js';
import { CLASSES } from './catalogue/classes.js';
import { EQUIPMENT } from './catalogue/equipment.js';
import { SPECIALTIES } from './catalogue/specialties.js';
import { SPELLS } from './catalogue/spells.js';
import { TALENTS } from './catalogue/talents.js';

// "Une figurine ayant une Classe est un Mercenaire … deux Classes est un Aventurier … trois Classes est un Héros."
export const names: NameTable = {
  class: namesOf(CLASSES),
  equipment: namesOf(EQUIPMENT),
  spell: namesOf(SPELLS),
  specialty: namesOf(SPECIALTIES),
  talent: namesOf(TALENTS),
  rank: { mercenaire: 'Mercenaire', aventurier: 'Aventurier', heros: 'Héros' },
  style: { agile: 'Agile', puissant: 'Puissant' },
  domain: { magie: 'Magie', tenebres: 'Ténèbres', lumiere: 'Lumière', nature: 'Nature' },
  // simulate-attack's effects that are no catalogue item: "Duel Magique" (a réaction), the Masse's "assommer".
  effect: { 'duel-magique': 'Duel Magique', assommer: 'Assommer (Masse)' },
};

/** The rulebook's name of one id. */
export const nameOf = (catalogue: keyof typeof names & string, id: string): string => nameIn(names, catalogue, id);

/** Names of a list of ids, comma-separated; `-` for none. */
export const namesList = (catalogue: string, ids: readonly string[]): string => ids.map((id) => nameIn(names, catalogue, id)).join(', ') || '-';

/** The name of an id of any catalogue (an attack's source: an item, a spell, a talent); others as written. */
export const anyName = (id: string): string => {
  for (const catalogue of ['equipment', 'spell', 'talent', 'specialty', 'class', 'effect']) if (names[catalogue]![id]) return names[catalogue]![id]!;
  return id;
};
