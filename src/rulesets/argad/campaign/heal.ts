// Rulebook "Soins (guérison des blessures)", after the game: "Au moment des soins on lance un dé à 6 faces" against
// the santé (+1 with a soigneur au contact, −1 on the battlefield). The outcome is recorded in the troop's
// `campaign.care` list; a dead character is not cared for again.
import { z } from 'zod';
import { ruleError, usageError } from '../../../core/diagnostics/errors.js';
import type { CampaignAction } from '../../../core/ruleset/ruleset.js';
import { words as fieldWords } from '../../../core/schema/schema-words.js';
import type { ArgadBand } from '../band.js';
import { words } from '../odds/explain.js';
import { flag, inRange, int } from '../odds/options.js';
import { effectiveHealth, healResult, type HealSituation } from '../odds/rolls/heal.js';

export const HEAL_RESULTS = ['heals', 'after_effects', 'dies', 'stays_wounded'] as const;

export const healAction: CampaignAction<ArgadBand> = {
  name: 'heal',
  section: 'care',
  fields: () => ({
    roll: z.int().min(1).max(6).meta(fieldWords({ title: { en: 'Die', fr: 'Dé' }, description: { en: 'The die rolled for the care', fr: 'Le dé lancé pour les soins' } })),
    health: z.int().min(0).max(7).meta(fieldWords({ title: { en: 'Santé', fr: 'Santé' }, description: { en: 'Santé for this test, with +1 soigneur and −1 battlefield', fr: 'Santé pour ce test, avec +1 soigneur et −1 sur le champ de bataille' } })),
    result: z.enum(HEAL_RESULTS).meta(fieldWords({ title: { en: 'Result', fr: 'Résultat' }, description: { en: 'heals | after_effects | dies | stays_wounded', fr: 'heals (guérira) | after_effects (séquelles) | dies (mort) | stays_wounded (reste à un point de vie)' } })),
  }),
  run({ band, member, options, rng, lang, previous }) {
    const index = member.path[1];
    const character = typeof index === 'number' ? band.characters[index] : undefined;
    if (!character) throw usageError('argad/unknown-member', { actual: member.name });
    // The rulebook cares for one wounded person ("on peut la transporter ou tenter de la soigner"); a line of
    // identical characters has one name, so one record would stand for all of them (docs/rules-notes.md).
    if (character.count > 1) throw ruleError('argad/heal-line', { name: character.name, count: character.count });
    if (previous.some((r) => r.result === 'dies')) throw ruleError('argad/heal-dead', { name: character.name });
    const wounded = flag(options, 'wounded');
    // "Un personnage à « deux points de vie » peut aussi se faire soigner après une seule blessure."
    if (wounded && character.healthPoints < 2) throw ruleError('argad/heal-not-two-pv', { name: character.name });
    const s: HealSituation = { health: character.health, healer: flag(options, 'healer'), battlefield: flag(options, 'battlefield'), wounded };
    const given = int(options, 'dice', '--dice');
    const roll = given === undefined ? rng.die(6) : inRange(given, 1, 6, '--dice');
    const result = healResult(roll, s);
    const health = effectiveHealth(s);
    const t = words(lang);
    return {
      fields: { roll, health, result },
      report: {
        json: { roll, health, result },
        view: [
          { kind: 'heading', text: t.text('argad/care-heading', { name: character.name, health }) },
          { kind: 'pairs', items: [[t.text('argad/view-die'), roll], [t.text('argad/view-result'), t.text(`argad/heal-${result}`)]] },
        ],
      },
    };
  },
};
