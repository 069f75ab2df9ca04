/** Lookups over the catalogues, accepting accents, capitals, spaces and the rulebook's other names. */
import { NameIndex } from '../../../core/diagnostics/names.js';
import { CLASSES } from './classes.js';
import { EQUIPMENT } from './equipment.js';
import { SPECIALTIES } from './specialties.js';
import { SPELLS } from './spells.js';
import { TALENTS } from './talents.js';

export const classes = new NameIndex(CLASSES);
export const equipment = new NameIndex(EQUIPMENT);
export const spells = new NameIndex(SPELLS);
export const specialties = new NameIndex(SPECIALTIES);
export const talents = new NameIndex(TALENTS);
