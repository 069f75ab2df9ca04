/** Every limit of the excerpt on a warband, one check each. */
import { apprentiCount } from './apprenti-count.js';
import { figureNames } from './figure-names.js';
import { mageCount } from './mage-count.js';
import { statLine } from './stat-line.js';
import type { FgCheck } from './types.js';

export const checks: readonly FgCheck[] = [mageCount, apprentiCount, statLine, figureNames];
