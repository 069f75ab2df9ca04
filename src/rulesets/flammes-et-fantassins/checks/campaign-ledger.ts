// The ledger holds each scenario once; written totals are the sums of its events (docs/rules-notes.md).
import { ledgerFindings } from '../../../core/campaign/checks.js';
import { campaign } from '../campaign/index.js';
import type { FfCheck } from './types.js';

export const campaignLedger: FfCheck = {
  id: 'campaign-ledger',
  run({ band, report }) {
    if (band.campaign) for (const finding of ledgerFindings(band.campaign, campaign)) report(finding);
  },
};
