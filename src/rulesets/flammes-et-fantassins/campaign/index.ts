/** Flammes & Fantassins "Règles de Campagne": trophies, experience, and what the earnings add to the budgets. */
import { sumAwards } from '../../../core/campaign/ledger.js';
import type { Awards, CampaignRules } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';
import { experience, trophees } from './awards.js';
import { potionAction } from './potions.js';

export const AWARD_KEYS = ['trophies', 'pc', 'fer'] as const;

/** Earned PC buy a class or a Mercenaire, earned pièces de fer buy equipment: both add to the budgets. */
export interface Earnings {
  readonly pc: number;
  readonly fer: number;
}

export const campaign: CampaignRules<FfBand> = {
  awards: [trophees, experience],
  score: 'trophies',
  totals: (events) => sumAwards(events, AWARD_KEYS),
  budgets: (totals: Awards) => ({ pc: totals.pc ?? 0, fer: totals.fer ?? 0 }),
  actions: [potionAction],
};
