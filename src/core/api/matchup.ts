/**
 * `simulate-attack A.yaml B.yaml`: the matchup of two band files, and `--compare` on it; the JSON the command prints
 * and the library returns. The numbers come from src/core/matchup/matchup.ts.
 */
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { usageError } from '../diagnostics/errors.js';
import { agreedTableRules, bandUnderTableRules, type FileRules } from '../ruleset/house-rules.js';
import { matchup, pairJson, variantOptions, type Matchup } from '../matchup/matchup.js';
import { readOptions } from '../ruleset/option-values.js';
import type { Options, Ruleset } from '../ruleset/ruleset.js';
import { analyseFile, bandErrors, invalidBandJson, type InvalidBandJson } from './band.js';
import { compareFlags } from './compare.js';
import type { ApiEnv } from './env.js';
import { checkForeign, reasonJson } from './simulate-attack.js';

export interface MatchupRequest {
  /** Also the second band attacking the first (`--both`). */
  readonly both?: boolean;
  /** `--compare FLAG`: the matchup without and with one flag of the ruleset. */
  readonly compare?: string;
  /** A matchup even of two bands of one (`print --against`); otherwise that is one attack and gives `undefined`. */
  readonly always?: boolean;
}

interface BandFile {
  readonly file: string;
  readonly ruleset: Ruleset;
  readonly band: unknown;
  readonly data: Record<string, unknown>;
  readonly rules: FileRules;
}

export type MatchupOutcome =
  | {
      readonly ok: true;
      readonly json: Readonly<Record<string, unknown>>;
      readonly ruleset: Ruleset;
      readonly files: readonly [string, string];
      /** The bands' names as their files write them (`name:`), else the file's name without `.yaml`: the tables' titles. */
      readonly names: readonly [string, string];
      readonly forward: Matchup;
      readonly reverse?: Matchup;
      /** With `compare`: the flag's key and the matchup with it (`forward` is without it). */
      readonly compared?: { readonly key: string; readonly flags: string; readonly withIt: Matchup };
      readonly tableRules: Readonly<Record<string, unknown>>;
    }
  | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: Diagnostic[] };

async function loadBand(file: string, env: ApiEnv): Promise<BandFile | Extract<MatchupOutcome, { ok: false }>> {
  const loaded = await analyseFile(file, env);
  const errors = bandErrors(loaded);
  const { ruleset, band } = loaded.analysis;
  // Stryker disable next-line ArrayDeclaration: a band read without its ruleset has an error (band/missing-ruleset …)
  if (errors || !ruleset) return { ok: false, json: invalidBandJson(file, errors ?? []), errors: errors ?? [] };
  // Stryker disable next-line OptionalChaining,ObjectLiteral,ArrayDeclaration: a band read with its ruleset has its house rules
  const rules = { file, rules: loaded.analysis.houseRules?.rules ?? {}, overridden: loaded.analysis.houseRules?.overridden ?? [] };
  return { file, ruleset, band, data: loaded.analysis.document!.data as Record<string, unknown>, rules };
}

/** Table-wide house rules as in one attack: what one file sets holds for both bands; two files that disagree are refused. */
function shareTableRules(ruleset: Ruleset, bands: readonly [BandFile, BandFile]): { bands: [BandFile, BandFile]; shared: Record<string, unknown> } {
  // Stryker disable next-line ArrayDeclaration: without house rules of its own a ruleset has none of the table, whatever the list
  const table = agreedTableRules(ruleset.houseRules ?? [], bands.map((b) => b.rules));
  // Stryker disable next-line ConditionalExpression: with no rule set for the table, reading the bands again gives them as they are
  if (Object.keys(table).length === 0) return { bands: [bands[0], bands[1]], shared: {} };
  const reread = (b: BandFile): BandFile => {
    const band = bandUnderTableRules(ruleset, b.data, table);
    // Stryker disable next-line ConditionalExpression: a band its own validation read reads again under rules the table agreed
    return band === undefined ? b : { ...b, band };
  };
  return { bands: [reread(bands[0]), reread(bands[1])], shared: table };
}

/**
 * A matchup's JSON: names, pairs (each the single attack's fields, with `impossible_reason` when it cannot hit), every
 * attack refused pair by pair (`refused`), and the same said once per reason with a count (`skipped`).
 */
export function matchupJson(m: Matchup, env: ApiEnv): Record<string, unknown> {
  return {
    attackers: m.attackers,
    targets: m.targets,
    pairs: m.pairs.map((p) => ({ ...pairJson(p), ...(p.impossible ? { impossible_reason: reasonJson(p.impossible, env) } : {}) })),
    refused: m.refused.map((r) => ({ attacker: r.attacker, target: r.target, attack: r.attack, ...reasonJson(r, env) })),
    skipped: m.skipped.map((s) => ({ ...reasonJson(s, env), pairs: s.pairs })),
  };
}

/** A band's name for a title: its `name:`, else its file's name without folder and `.yaml`. */
export const bandTitle = (b: { readonly file: string; readonly data: Record<string, unknown> }): string =>
  typeof b.data.name === 'string' && b.data.name.trim() ? b.data.name.trim() : b.file.split(/[\\/]/).at(-1)!.replace(/\.ya?ml$/i, '');

/** Two band files without `#Name`: a matchup, unless both bands have one member (see `matchupOdds`). */
export const isMatchupRequest = (refs: readonly string[]): boolean => refs.length === 2 && refs.every((r) => !r.includes('#'));

/**
 * The matchup of two band files: every member of the first attacking every member of the second with each of its
 * attacks; `raw` holds the ruleset's attack options as the command line gives them. `undefined` when both bands have a
 * single member (that is one attack: `attackOdds`).
 */
export async function matchupOdds(files: readonly [string, string], raw: Readonly<Record<string, unknown>>, request: MatchupRequest, env: ApiEnv): Promise<MatchupOutcome | undefined> {
  const first = await loadBand(files[0], env);
  if ('ok' in first) return first;
  const second = await loadBand(files[1], env);
  if ('ok' in second) return second;
  if (first.ruleset.id !== second.ruleset.id) throw usageError('cli/matchup-ruleset-mismatch', { file: first.file, actual: first.ruleset.title, other: second.file, limit: second.ruleset.title });
  const ruleset = first.ruleset;
  if (!request.always && ruleset.roster(first.band).length <= 1 && ruleset.roster(second.band).length <= 1) return undefined;
  const { bands: [a, b], shared } = shareTableRules(ruleset, [first, second]);
  env.messages.add(ruleset.messages);
  if (!ruleset.attack) throw usageError('cli/attack-unsupported', { ruleset: ruleset.title });
  for (const key of ['dice', 'trials', 'seed'] as const) if (raw[key] !== undefined) throw usageError('cli/matchup-single-only', { option: `--${key}` });
  const manifest = env.registry.find(ruleset.id)!;
  checkForeign(raw, manifest, env);
  const options: Options = readOptions(manifest.attackOptions, raw);
  const lang = env.messages.lang;
  const run = (o: Options, from: BandFile, to: BandFile) => matchup(ruleset, from, to, o, lang);
  const tableJson = Object.keys(shared).length > 0 ? { table_rules: shared } : {};
  const base = { ok: true as const, ruleset, files, names: [bandTitle(first), bandTitle(second)] as const, tableRules: shared };

  if (request.compare !== undefined) {
    const keys = compareFlags(request.compare, manifest);
    if (keys.length !== 1) throw usageError('cli/compare-matchup-one', { actual: keys.length });
    const key = keys[0]!;
    // Stryker disable next-line ArrayDeclaration: an option no model reads changes no odds (the JSON's options are tested)
    const off = run(variantOptions(options, keys, []), a, b);
    const on = run(variantOptions(options, keys, keys), a, b);
    const variant = (m: Matchup, value: boolean) => ({ options: { ...variantOptions(options, keys, []), [key]: value }, result: { ruleset: ruleset.id, ...tableJson, ...matchupJson(m, env) } });
    const flags = manifest.attackOptions.find((s) => s.key === key)!.flags;
    return { ...base, json: { variants: [variant(off, false), variant(on, true)] }, forward: off, compared: { key, flags, withIt: on } };
  }
  const forward = run(options, a, b);
  const reverse = request.both ? run(options, b, a) : undefined;
  const json = { ruleset: ruleset.id, ...tableJson, ...matchupJson(forward, env), ...(reverse ? { reverse: matchupJson(reverse, env) } : {}) };
  return { ...base, json, forward, ...(reverse ? { reverse } : {}) };
}
