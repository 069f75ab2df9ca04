/** One band read for a command: its analysis, worded diagnostics, and the JSON of an invalid band. */
import { analyse, diagnostics, type Analysis, type AnalyseOptions } from '../ruleset/analyse.js';
import { isError, type Diagnostic } from '../diagnostics/diagnostics.js';
import { readBytes } from '../band-files/fs.js';
import type { ApiEnv } from './env.js';

export interface LoadedBand {
  readonly analysis: Analysis;
  readonly diagnostics: Diagnostic[];
}

/** A diagnostic as the JSON lists it under its file. */
export type JsonDiagnostic = Omit<Diagnostic, 'file'>;
export const withoutFile = ({ file: _file, ...d }: Diagnostic): JsonDiagnostic => d;

/** What `show`, `simulate-attack` and `print` print with `--json` for a band with errors. */
export interface InvalidBandJson {
  readonly file: string;
  readonly valid: false;
  readonly diagnostics: JsonDiagnostic[];
}

export async function analyseBytes(bytes: Uint8Array, file: string, env: ApiEnv, options: AnalyseOptions = {}): Promise<LoadedBand> {
  const analysis = await analyse(bytes, file, env.registry, options);
  if (analysis.ruleset) env.messages.add(analysis.ruleset.messages);
  return { analysis, diagnostics: diagnostics(analysis, env.messages) };
}

export async function analyseFile(file: string, env: ApiEnv, options: AnalyseOptions = {}): Promise<LoadedBand> {
  return analyseBytes(await readBytes(file), file, env, options);
}

/** The band's errors, when it has any or no ruleset could read it. */
export function bandErrors(loaded: LoadedBand): Diagnostic[] | undefined {
  const errors = loaded.diagnostics.filter(isError);
  const { ruleset, band, profile } = loaded.analysis;
  return errors.length > 0 || !ruleset || band === undefined || profile === undefined ? errors : undefined;
}

export const invalidBandJson = (file: string, errors: readonly Diagnostic[]): InvalidBandJson => ({ file, valid: false, diagnostics: errors.map(withoutFile) });

/** House rules a band overrides, for every command that shows a band (show, print, validate). */
export function houseRulesInForce(analysis: Analysis): Record<string, unknown> {
  const house = analysis.houseRules;
  return Object.fromEntries((house?.overridden ?? []).map((key) => [key, house!.rules[key]]));
}
