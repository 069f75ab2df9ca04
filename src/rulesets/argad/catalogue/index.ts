/** Lookups over the Argad! tables, accepting accents, capitals, spaces and the rulebook's other names. */
import { NameIndex } from '../../../core/diagnostics/names.js';
import { ARMOURS } from './armour.js';
import { MELEE } from './melee.js';
import { RANGED } from './ranged.js';
import { SKILLS } from './skills.js';
import type { ArmourDef } from './types.js';

const armourIndex = new NameIndex(ARMOURS);
/** "4*" would fold to "4": the star is spelled out before the lookup. */
const starred = (input: string | number): string => String(input).replace(/\*/g, ' etoile');

export const armours = {
  get: (input: string | number): ArmourDef | undefined => armourIndex.get(starred(input)),
  suggest: (input: string | number): string[] => armourIndex.suggest(starred(input)).map((id) => ARMOURS.find((a) => a.id === id)!.label),
  labels: (): string[] => ARMOURS.map((a) => a.label),
};
export const melee = new NameIndex(MELEE);
export const ranged = new NameIndex(RANGED);
export const skills = new NameIndex(SKILLS);
