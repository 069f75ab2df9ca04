/** Argad!, a generic skirmish and role-playing rulebook. */
import type { Ruleset } from '../../core/ruleset/ruleset.js';
import type { ArgadBand } from './band.js';
import { builder } from './builder/index.js';
import { builderMessages } from './builder/messages.js';
import { campaign } from './campaign/index.js';
import { cards, sheet } from './cards.js';
import { checks } from './checks/index.js';
import { derive, type ArgadProfile } from './derive.js';
import { schemaCatalogues } from './editor.js';
import { houseRules } from './house-rules.js';
import { messages } from './messages.js';
import { names } from './names.js';
import { attack } from './odds/attack.js';
import { attacks, headline, matchupMetric } from './odds/matchup.js';
import { parse } from './parse.js';
import { rolls } from './odds/rolls/index.js';
import { bandSchema } from './schema.js';
import { shapes } from './shapes.js';
import { view } from './view.js';

export const ruleset = {
  id: 'argad',
  title: 'Argad!',
  get schema() {
    return bandSchema();
  },
  shapes,
  messages: { en: { ...messages.en, ...builderMessages.en }, fr: { ...messages.fr, ...builderMessages.fr } },
  parse,
  houseRules,
  derive,
  checks,
  view,
  cards,
  sheet,
  roster: (band) => band.characters.map((c, i) => ({ name: c.name, path: ['characters', i] })),
  attack: { ...attack, attacks, headline },
  matchupMetric,
  rolls,
  campaign,
  builder,
  schemaCatalogues,
  names,
} satisfies Ruleset<ArgadBand, ArgadProfile>;
