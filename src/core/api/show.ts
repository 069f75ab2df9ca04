/** `show`: the derived profile of a band, the object `show --json` prints; or the errors of an invalid band. */
import type { AnalyseOptions } from '../ruleset/analyse.js';
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { analyseBytes, analyseFile, bandErrors, houseRulesInForce, invalidBandJson, type InvalidBandJson, type LoadedBand } from './band.js';
import type { ApiEnv } from './env.js';

export type ShowOutcome =
  | { readonly ok: true; readonly json: Readonly<Record<string, unknown>>; readonly loaded: LoadedBand }
  | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: Diagnostic[] };

/** The profile as the ruleset derives it, with the house rules the band overrides (`house_rules`, when any). */
export function showLoaded(loaded: LoadedBand): ShowOutcome {
  const errors = bandErrors(loaded);
  if (errors) return { ok: false, json: invalidBandJson(loaded.analysis.file, errors), errors };
  const houseRules = houseRulesInForce(loaded.analysis);
  const profile = loaded.analysis.profile as Record<string, unknown>;
  return { ok: true, json: Object.keys(houseRules).length ? { ...profile, house_rules: houseRules } : profile, loaded };
}

export async function showBand(file: string, env: ApiEnv, options: AnalyseOptions = {}): Promise<ShowOutcome> {
  return showLoaded(await analyseFile(file, env, options));
}

export async function showBytes(bytes: Uint8Array, file: string, env: ApiEnv, options: AnalyseOptions = {}): Promise<ShowOutcome> {
  return showLoaded(await analyseBytes(bytes, file, env, options));
}
