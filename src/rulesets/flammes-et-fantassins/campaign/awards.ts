/** The two awards of the "Règles de Campagne": Points de Trophées and Règles d'expérience. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { CampaignAward } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';
import { checkPlayed } from './played.js';
import { MAX_PLAYED, trophiesFor } from './trophies.js';

export const trophees: CampaignAward<FfBand> = {
  id: 'trophees',
  summary: 'Points de Trophées: winners get trophies by the number of scenarios already played',
  keys: [{ key: 'trophies', label: 'ff/campaign-trophies' }],
  options: [],
  grant({ result, played, band }) {
    if (played > MAX_PLAYED) throw usageError('ff/campaign-too-long', { actual: played, limit: MAX_PLAYED });
    checkPlayed(band, played);
    return { trophies: result === 'win' ? trophiesFor(played) : 0 };
  },
};

// Winners: "obtiennent une Pièce de Fer"; losers: "obtiennent un Point de Création et une Pièce de Fer".
export const experience: CampaignAward<FfBand> = {
  id: 'experience',
  summary: "Règles d'expérience: winners get one pièce de fer, losers one PC and one pièce de fer",
  keys: [
    { key: 'pc', label: 'ff/campaign-pc' },
    { key: 'fer', label: 'ff/campaign-fer' },
  ],
  options: [],
  grant: ({ result }) => (result === 'win' ? { pc: 0, fer: 1 } : { pc: 1, fer: 1 }),
};
