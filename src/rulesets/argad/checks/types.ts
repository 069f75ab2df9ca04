import type { Check } from '../../../core/ruleset/ruleset.js';
import type { ArgadBand } from '../band.js';
import type { ArgadProfile } from '../derive.js';

export type ArgadCheck = Check<ArgadBand, ArgadProfile>;
export const at = (i: number, ...rest: (string | number)[]) => ['characters', i, ...rest];
