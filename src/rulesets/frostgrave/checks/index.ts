/** Every limit of the excerpt on a warband, one check each (unique names are checked by the core for every ruleset). */
import { apprentiCount } from './apprenti-count.js';
import { mageCount } from './mage-count.js';
import { statLine } from './stat-line.js';
import type { FgCheck } from './types.js';

export const checks: readonly FgCheck[] = [mageCount, apprentiCount, statLine];
