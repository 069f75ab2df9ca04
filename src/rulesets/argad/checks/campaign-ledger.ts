// The campaign section: a scenario once per troop, one care per character and game, and care only for a
// character of the troop (a renamed or removed character is reported, its records kept).
import { ledgerFindings } from '../../../core/campaign/checks.js';
import { CAMPAIGN_KEY, gameOf } from '../../../core/campaign/ledger.js';
import { error, warning } from '../../../core/diagnostics/diagnostics.js';
import { toId } from '../../../core/diagnostics/names.js';
import { shellQuote } from '../../../core/messages/shell-quote.js';
import { campaign } from '../campaign/index.js';
import type { ArgadCheck } from './types.js';

export const campaignLedger: ArgadCheck = {
  id: 'campaign-ledger',
  run({ band, report }) {
    if (!band.campaign) return;
    for (const finding of ledgerFindings(band.campaign, campaign)) report(finding);
    const names = new Set(band.characters.map((c) => toId(c.name)));
    const seen = new Set<string>();
    (band.campaign.records?.care ?? []).forEach((record, i) => {
      const member = toId(String(record.member));
      const key = `${member}\u0000${gameOf(record)}`;
      if (seen.has(key)) report(error('argad/duplicate-care', [CAMPAIGN_KEY, 'care', i], { name: String(record.member), actual: String(record.scenario ?? record.date), undo: shellQuote(String(record.scenario ?? record.date)) }));
      seen.add(key);
      if (!names.has(member)) report(warning('argad/care-unknown-member', [CAMPAIGN_KEY, 'care', i, 'member'], { actual: String(record.member) }));
    });
  },
};
