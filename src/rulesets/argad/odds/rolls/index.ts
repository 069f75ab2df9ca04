/** The named rolls of Argad!, run by `escarmouche roll <name>`. */
import type { NamedRoll } from '../../../../core/ruleset/ruleset.js';
import { certainTemps } from './certain-temps.js';
import { danger } from './danger.js';
import { heal } from './heal.js';
import { lenteur } from './lenteur.js';
import { localisation } from './localisation.js';
import { morale } from './morale.js';
import { skill } from './skill.js';

export const rolls: Readonly<Record<string, NamedRoll>> = { heal, morale, 'certain-temps': certainTemps, lenteur, localisation, skill, danger };
