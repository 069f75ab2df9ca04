/** Frostgrave: warband files of stat lines, and exact fight, shooting and spell-casting odds. */
import type { Ruleset } from '../../core/ruleset/ruleset.js';
import type { FgBand } from './band.js';
import { builder } from './builder/index.js';
import { cards, sheet } from './cards.js';
import { checks } from './checks/index.js';
import { derive, type FgProfile } from './derive.js';
import { schemaCatalogues } from './editor.js';
import { houseRules } from './house-rules.js';
import { messages } from './messages.js';
import { names } from './names.js';
import { attack } from './odds/attack.js';
import { attacks, headline, matchupMetric } from './odds/matchup.js';
import { rolls } from './odds/rolls.js';
import { parse } from './parse.js';
import { bandSchema } from './schema.js';
import { shapes } from './shapes.js';
import { view } from './view.js';

export const ruleset = {
  id: 'frostgrave',
  title: 'Frostgrave',
  get schema() {
    return bandSchema();
  },
  shapes,
  messages,
  houseRules,
  parse,
  derive,
  checks,
  view,
  roster: (band) => band.figures.map((f, i) => ({ name: f.name, path: ['figures', i] })),
  cards,
  sheet,
  builder,
  attack: { ...attack, attacks, headline },
  matchupMetric,
  rolls,
  schemaCatalogues,
  names,
} satisfies Ruleset<FgBand, FgProfile>;
