/** Reading one band file for a command: analysis plus the ruleset's words added to the context's catalogue. */
import { analyseFile as analyseWith, type LoadedBand } from '../core/api/band.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';

export type { LoadedBand } from '../core/api/band.js';

export const analyseFile = (file: string, context: Context): Promise<LoadedBand> => analyseWith(file, { registry, messages: context.messages });
