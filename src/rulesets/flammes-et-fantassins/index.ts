/** Flammes & Fantassins, the primary ruleset. */
import type { Ruleset } from '../../core/ruleset/ruleset.js';
import { attack } from './odds/index.js';
import { attacks, matchupMetric } from './odds/matchup.js';
import { impossible } from './odds/impossible.js';
import type { FfBand } from './band.js';
import { cards, sheet } from './cards.js';
import { campaign } from './campaign/index.js';
import { campaignMessages } from './campaign/messages.js';
import { builder } from './builder/index.js';
import { checks } from './checks/index.js';
import { derive, type FfProfile } from './derive.js';
import { schemaCatalogues } from './editor.js';
import { houseRules } from './house-rules.js';
import { messages } from './messages.js';
import { names } from './names.js';
import { parse } from './parse.js';
import { rolls } from './odds/rolls.js';
import { bandSchema } from './schema.js';
import { shapes } from './shapes.js';
import { view } from './view.js';

export const ruleset = {
  id: 'flammes-et-fantassins',
  title: 'Flammes & Fantassins',
  get schema() {
    return bandSchema();
  },
  shapes,
  messages: { en: { ...messages.en, ...campaignMessages.en }, fr: { ...messages.fr, ...campaignMessages.fr } },
  houseRules,
  parse,
  derive,
  checks,
  view,
  cards,
  sheet,
  rolls,
  roster: (band) => band.characters.map((c, i) => ({ name: c.name, path: ['characters', i] })),
  campaign,
  attack: { ...attack, attacks, impossible },
  matchupMetric,
  builder,
  schemaCatalogues,
  names,
} satisfies Ruleset<FfBand, FfProfile>;
