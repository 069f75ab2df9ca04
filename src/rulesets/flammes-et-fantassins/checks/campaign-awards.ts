// "Le ou les camps considérés comme vainqueurs obtiennent un nombre de trophées dépendant du nombre de scénario
// déjà joués" and "une Pièce de Fer"; "les camps considérés comme perdants … obtiennent un Point de Création et
// une Pièce de Fer". Each event holds what the rulebook gives for its result and its place in the campaign.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { CAMPAIGN_KEY } from '../../../core/campaign/ledger.js';
import { experience } from '../campaign/awards.js';
import { trophiesFor } from '../campaign/trophies.js';
import type { FfCheck } from './types.js';

const expected = (result: 'win' | 'loss', played: number): Record<string, number> => ({
  trophies: result === 'win' ? trophiesFor(played) : 0,
  ...experience.grant({ result, played, options: {} }),
});

export const campaignAwards: FfCheck = {
  id: 'campaign-awards',
  run({ band, report }) {
    band.campaign?.events.forEach((event, i) => {
      const rule = expected(event.result, event.played);
      for (const [key, limit] of Object.entries(rule)) {
        const actual = event.awards[key] ?? 0;
        if (actual !== limit) {
          report(error('ff/campaign-award-mismatch', [CAMPAIGN_KEY, 'ledger', i, key], { key, limit, actual, result: event.result, played: event.played }));
        }
      }
    });
  },
};
