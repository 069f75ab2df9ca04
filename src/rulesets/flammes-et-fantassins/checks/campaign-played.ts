// "un nombre de trophées dépendant du nombre de scénario déjà joués": each event of the ledger is written after the
// one before it, so its `played` is above that one's; 0, 1, 0 cannot be (docs/rules-notes.md).
import { error } from '../../../core/diagnostics/diagnostics.js';
import { CAMPAIGN_KEY } from '../../../core/campaign/ledger.js';
import { playedOutOfOrder } from '../campaign/played.js';
import type { FfCheck } from './types.js';

export const campaignPlayed: FfCheck = {
  id: 'campaign-played',
  run({ band, report }) {
    const events = band.campaign?.events ?? [];
    for (const { index, previous } of playedOutOfOrder(events)) {
      const event = events[index]!;
      report(error('ff/campaign-played-order', [CAMPAIGN_KEY, 'ledger', index, 'played'], { scenario: event.scenario, actual: event.played, previous: previous.scenario, limit: previous.played + 1 }));
    }
  },
};
