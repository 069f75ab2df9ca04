/**
 * Argad! in a campaign: the rulebook has no awards for a won or lost game ("pas de conditions de victoire"), so a
 * game is recorded without amounts; after it, wounded characters are cared for (`campaign-award --heal`).
 */
import type { CampaignRules } from '../../../core/ruleset/ruleset.js';
import type { ArgadBand } from '../band.js';
import { healAction } from './heal.js';

export const campaign: CampaignRules<ArgadBand> = {
  awards: [],
  score: 'points',
  totals: () => ({}),
  budgets: () => ({}),
  actions: [healAction],
};
