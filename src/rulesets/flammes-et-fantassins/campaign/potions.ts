// Alchimiste, « Création de potion » : "à la fin d'une partie, si l'Alchimiste est vivant, choisir deux potion(s), deux
// bombe(s) ou une de chaque. L'Alchimiste pourra les garder, les défausser ou les donner à qui il le souhaite."
// `campaign-award --creation-de-potion FILE#Name=ITEM,ITEM --scenario ID` records the two items in the band's
// `campaign.potions` list for that game; the pièces de fer budget does not charge them (docs/rules-notes.md).
import { z } from 'zod';
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import { gameOf } from '../../../core/campaign/ledger.js';
import { Messages } from '../../../core/messages/catalogue.js';
import type { CampaignAction } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';
import * as catalogue from '../catalogue/index.js';
import { namesList } from '../names.js';
import { campaignMessages } from './messages.js';

export const SPECIALTY = 'creation-de-potion';
/** "deux potion(s), deux bombe(s) ou une de chaque". */
export const CREATED = 2;
export const isCreatable = (id: string): boolean => id.startsWith('potion-') || id === 'bombe' || id === 'bombe-de-repulsif-a-chat';
export const CREATABLE = ['potion-de-vie', 'potion-de-force', 'potion-d-armure', 'potion-de-vitesse', 'potion-d-eloquence', 'bombe', 'bombe-de-repulsif-a-chat'];

/** The item ids of a record's `items` ("potion-de-vie, bombe"), unknown names kept as written. */
export const itemsOf = (text: string): string[] =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((name) => catalogue.equipment.get(name)?.id ?? name);

export const potionAction: CampaignAction<FfBand> = {
  name: SPECIALTY,
  section: 'potions',
  followsGame: true,
  fields: () => ({ items: z.string().min(1).describe('The two items created: potions and bombes, comma-separated') }),
  run({ band, member, value, scenario, lang }) {
    const index = member.path[1];
    const character = typeof index === 'number' ? band.characters[index] : undefined;
    if (!character) throw usageError('ff/potion-unknown-member', { actual: member.name });
    if (character.specialty?.id !== SPECIALTY) throw ruleError('ff/potion-not-alchimiste', { name: character.name, actual: character.specialty?.name ?? '-' });
    // Stryker disable next-line StringLiteral: any other text of fewer than two items is refused like none, with `actual: '-'` from `value` itself
    const items = itemsOf(value ?? '');
    if (items.length !== CREATED || !items.every(isCreatable)) throw ruleError('ff/potion-items', { name: character.name, actual: value ?? '-', limit: namesList('equipment', CREATABLE) });
    // "à la fin d'une partie": the game must be in this band's ledger.
    if (scenario === undefined) throw ruleError('ff/potion-no-scenario', { name: band.name });
    if (!band.campaign?.events.some((e) => gameOf(e) === gameOf({ scenario }))) throw ruleError('ff/potion-no-game', { name: band.name, scenario });
    const t = new Messages(lang, [campaignMessages]);
    const text = items.join(', ');
    return {
      fields: { items: text },
      report: { json: { items }, view: [{ kind: 'lines', lines: [t.text('ff/potion-created', { name: character.name, items: namesList('equipment', items) })] }] },
    };
  },
};
