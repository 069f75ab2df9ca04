/** Every limit of the rulebook, one check each. Names (armour, weapons, skills) are resolved by `parse`. */
import { bretteurCostaud } from './bretteur-costaud.js';
import { campaignLedger } from './campaign-ledger.js';
import { chef } from './chef.js';
import { classRange } from './class-range.js';
import { healthPoints } from './health-points.js';
import type { ArgadCheck } from './types.js';

export const checks: readonly ArgadCheck[] = [classRange, healthPoints, bretteurCostaud, chef, campaignLedger];
