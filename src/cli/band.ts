/** Reading one band file for a command: analysis plus the ruleset's words added to the context's catalogue. */
import { analyseBytes as analyseBytesWith, analyseFile as analyseWith, type LoadedBand } from '../core/api/band.js';
import { diagnostics, type Analysis, type AnalyseOptions } from '../core/analyse.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';

export type { LoadedBand } from '../core/api/band.js';

export const analyseFile = (file: string, context: Context): Promise<LoadedBand> => analyseWith(file, { registry, messages: context.messages });

export const analyseBytes = (bytes: Uint8Array, file: string, context: Context, options: AnalyseOptions = {}): Promise<LoadedBand> => analyseBytesWith(bytes, file, { registry, messages: context.messages }, options);

export function worded(analysis: Analysis, context: Context): LoadedBand {
  if (analysis.ruleset) context.messages.add(analysis.ruleset.messages);
  return { analysis, diagnostics: diagnostics(analysis, context.messages) };
}

const NOT_A_BAND = ['band/missing-ruleset', 'band/not-a-mapping', 'band/empty'];

/** A YAML file whose top level has no `ruleset:` key (a workflow, a config) is not a band file. */
export function isBandFile(analysis: Analysis, bytes: Uint8Array): boolean {
  if (analysis.findings.some((f) => NOT_A_BAND.includes(f.code))) return false;
  return analysis.document !== undefined || /^ruleset\s*:/m.test(Buffer.from(bytes).toString('utf8'));
}
