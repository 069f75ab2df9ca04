/** Fées d'armes: 10-point bands of profile cards written by the player, faction cards, exact action odds. */
import type { Ruleset } from '../../core/ruleset/ruleset.js';
import type { FeesBand } from './band.js';
import { builder } from './builder/index.js';
import { cards, sheet } from './cards.js';
import { checks } from './checks/index.js';
import { derive, type FeesProfile } from './derive.js';
import { schemaCatalogues } from './editor.js';
import { houseRules } from './house-rules.js';
import { messages } from './messages.js';
import { names } from './names.js';
import { attack } from './odds/model.js';
import { attacks, headline, matchupMetric } from './odds/matchup.js';
import { rolls } from './odds/rolls.js';
import { parse } from './parse.js';
import { bandSchema } from './schema.js';
import { shapes } from './shapes.js';
import { view } from './view.js';
import { notes } from './notes.js';

export const ruleset = {
  id: 'fees-d-armes',
  title: "Fées d'armes",
  get schema() {
    return bandSchema();
  },
  shapes,
  messages,
  parse,
  houseRules,
  derive,
  checks,
  view,
  notes,
  cards,
  sheet,
  roster: (band) => band.figures.map((f, i) => ({ name: f.name, path: ['figures', i] })),
  attack: { ...attack, attacks, headline },
  matchupMetric,
  rolls,
  builder,
  schemaCatalogues,
  names,
} satisfies Ruleset<FeesBand, FeesProfile>;
