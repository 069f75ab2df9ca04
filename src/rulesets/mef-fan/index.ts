/** Mini Figs Mef-Fan: armies priced with the rulebook's formula, exact melee, shooting and test odds. */
import type { Ruleset } from '../../core/ruleset/ruleset.js';
import type { MefBand } from './band.js';
import { checks } from './checks/index.js';
import { derive, type MefProfile } from './derive.js';
import { schemaCatalogues } from './editor.js';
import { houseRules } from './house-rules.js';
import { messages } from './messages.js';
import { names } from './names.js';
import { builder } from './builder/index.js';
import { cards, sheet } from './cards.js';
import { attack } from './odds/attack.js';
import { attacks, headline, matchupMetric } from './odds/matchup.js';
import { rolls } from './odds/rolls.js';
import { parse } from './parse.js';
import { bandSchema } from './schema.js';
import { shapes } from './shapes.js';
import { view } from './view.js';

export const ruleset = {
  id: 'mef-fan',
  title: 'Mini Figs Mef-Fan',
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
  cards,
  sheet,
  roster: (band) => band.units.map((u, i) => ({ name: u.name, path: ['units', i] })),
  attack: { ...attack, attacks, headline },
  matchupMetric,
  rolls,
  builder,
  schemaCatalogues,
  names,
} satisfies Ruleset<MefBand, MefProfile>;
