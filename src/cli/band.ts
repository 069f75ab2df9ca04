/** Reading one band file for a command: analysis plus the ruleset's words added to the context's catalogue. */
import { analyse, diagnostics, type Analysis } from '../core/analyse.js';
import type { Diagnostic } from '../core/diagnostics.js';
import { readBytes } from '../core/fs.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';

export interface LoadedBand {
  readonly analysis: Analysis;
  readonly diagnostics: Diagnostic[];
}

export async function analyseFile(file: string, context: Context): Promise<LoadedBand> {
  const analysis = await analyse(await readBytes(file), file, registry);
  if (analysis.ruleset) context.messages.add(analysis.ruleset.messages);
  return { analysis, diagnostics: diagnostics(analysis, context.messages) };
}
