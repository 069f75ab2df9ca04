/**
 * What is left of a budget, split between the creation's share (a warning: the band was not finished) and the
 * campaign's earnings (information: a band may keep them for later). Spending takes the creation's share first
 * (docs/rules-notes.md).
 */
import type { Params } from '../../../core/diagnostics/diagnostics.js';

export interface Unspent {
  readonly creation?: Params;
  readonly earned?: Params;
}

export function unspent(limit: number, actual: number, earned: number): Unspent {
  const agreed = limit - earned;
  const creationLeft = Math.max(0, agreed - actual);
  const earnedLeft = Math.min(earned, limit - actual);
  return {
    ...(creationLeft > 0 ? { creation: { limit: agreed, actual: Math.min(actual, agreed), left: creationLeft } } : {}),
    ...(earnedLeft > 0 ? { earned: { limit: earned, actual: earned - earnedLeft, left: earnedLeft } } : {}),
  };
}
