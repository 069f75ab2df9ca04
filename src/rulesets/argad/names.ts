/** The rulebook's names for views and messages (JSON keeps the ids and the armour labels). */
import { nameIn, namesOf, type NameTable } from '../../core/ruleset/display-names.js';
import { MELEE } from './catalogue/melee.js';
import { RANGED } from './catalogue/ranged.js';
import { SKILLS } from './catalogue/skills.js';

export const names: NameTable = {
  // "véture légère"; the other armours are their value (3, 4, 4*, 4T …) as the tables write them.
  armour: { legere: 'légère' },
  melee: namesOf(MELEE),
  ranged: namesOf(RANGED),
  skill: namesOf(SKILLS),
};

/** An armour label (`legere`, `4*`) as the rulebook writes it. */
export const armourName = (label: string): string => nameIn(names, 'armour', label);
