import type { Check } from '../../../core/ruleset/ruleset.js';
import type { FgBand } from '../band.js';
import type { FgProfile } from '../derive.js';

export type FgCheck = Check<FgBand, FgProfile>;
export const at = (i: number, ...rest: (string | number)[]) => ['figures', i, ...rest];
