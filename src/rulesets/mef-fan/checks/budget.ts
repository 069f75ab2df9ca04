// The army is bought with the points (#) agreed by the players.
import { error } from '../../../core/diagnostics/diagnostics.js';
import type { MefCheck } from './types.js';

export const budget: MefCheck = {
  id: 'budget',
  reads: ['*'],
  readsEveryMember: true,
  run({ profile, report }) {
    const { points_budget: limit, points_spent: actual } = profile.band;
    if (actual > limit) report(error('mef-fan/points-exceeded', ['points'], { limit, actual, over: actual - limit }));
  },
};
