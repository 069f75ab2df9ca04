/** The excerpt's names for views and messages (JSON keeps the ids). */
import { nameIn, namesOf, type NameTable } from '../../core/ruleset/display-names.js';
import { WEAPONS } from './catalogue.js';

export const names: NameTable = { weapon: namesOf(WEAPONS) };

export const weaponName = (id: string): string => nameIn(names, 'weapon', id);
