import type { Check } from '../../../core/ruleset/ruleset.js';
import type { MefBand } from '../band.js';
import type { MefProfile } from '../derive.js';

export type MefCheck = Check<MefBand, MefProfile>;
export const at = (i: number, ...rest: (string | number)[]) => ['units', i, ...rest];
