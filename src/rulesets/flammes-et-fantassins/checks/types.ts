import type { Check } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';
import type { FfProfile } from '../derive.js';

export type FfCheck = Check<FfBand, FfProfile>;
export const at = (i: number, ...rest: (string | number)[]) => ['characters', i, ...rest];
