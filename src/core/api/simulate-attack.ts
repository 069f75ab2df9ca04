/**
 * `simulate-attack`: exact odds of one attack, computed by the ruleset's attack model. Finds the two sides (band
 * members or typed-in numbers), reads the options every ruleset declares; never branches on a ruleset.
 */
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { estimate, type Estimate } from '../dice/monte-carlo.js';
import { randomSeed, SeededRng } from '../dice/rng.js';
import { usageError } from '../diagnostics/errors.js';
import { agreedTableRules, bandUnderTableRules, type FileRules } from '../ruleset/house-rules.js';
import { defaultHeadline, impossibleOf, type Reason } from '../matchup/matchup.js';
import { closeMembers, memberNamed, shortRoster } from '../ruleset/member.js';
import { readOptions } from '../ruleset/option-values.js';
import type { AttackModel, Options, Report, Ruleset, RulesetManifest, Side } from '../ruleset/ruleset.js';
import { analyseFile, bandErrors, invalidBandJson, type InvalidBandJson } from './band.js';
import type { ApiEnv } from './env.js';

export type Role = 'attacker' | 'target';
export const ROLES: readonly Role[] = ['attacker', 'target'];
export const MAX_TRIALS = 10_000_000;

/** Options handled here for every ruleset, as the command line gives them; the rest come from the manifests' `attackOptions`. */
export interface CommonAttackOptions {
  readonly ruleset?: string;
  readonly dice?: string;
  readonly trials?: string;
  readonly seed?: string;
}

/** Each side: `FILE#Name` (or `FILE` for a band of one), or `typed` for numbers given among the options. */
export type SideRefs = Readonly<Record<Role, string | { readonly typed: true }>>;

export type AttackOutcome =
  | {
      readonly ok: true;
      readonly json: Readonly<Record<string, unknown>>;
      readonly report: Report;
      /** Table-wide house rules some file set, in force for both sides. */
      readonly tableRules: Readonly<Record<string, unknown>>;
      readonly monteCarlo?: { readonly estimate: Estimate; readonly seed: string };
      /** Why the attack cannot succeed, when no roll hits (`impossible_reason` in JSON): one line of text. */
      readonly impossible?: string;
    }
  | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: Diagnostic[] };

/** A reason in JSON: its code and its words. */
export const reasonJson = (r: Reason, env: ApiEnv): { code: string; message: string } => ({ code: r.code, message: env.messages.text(r.code, r.params) });

const flagOf = (flags: string): string => flags.split(/[ ,]/)[0]!;

function manifestNamed(name: string, env: ApiEnv): RulesetManifest {
  const manifest = env.registry.find(name);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: env.registry.ids().join(', ') });
  return manifest;
}

/** The roles whose options (those declared for a side) are given: sides typed in on the command line. */
export const typedRoles = (raw: Readonly<Record<string, unknown>>, env: ApiEnv): Role[] =>
  ROLES.filter((role) => env.registry.manifests.some((m) => m.attackOptions.some((spec) => spec.side === role && raw[spec.key] !== undefined)));

interface Loaded {
  readonly ruleset: Ruleset;
  readonly side: Side<unknown>;
  /** The band file's data and house rules, to give it the table-wide rules of the other file. */
  readonly data: Record<string, unknown>;
  readonly rules: FileRules;
}

/** `FILE#Name` (or `FILE` alone for a band of one) to a member of a valid band; an invalid band is returned as is. */
async function loadMember(arg: string, env: ApiEnv): Promise<Loaded | Extract<AttackOutcome, { ok: false }>> {
  const hash = arg.lastIndexOf('#');
  const [file, name] = hash < 0 ? [arg, undefined] : [arg.slice(0, hash), arg.slice(hash + 1) || undefined];
  const loaded = await analyseFile(file, env);
  const errors = bandErrors(loaded);
  const { ruleset, band } = loaded.analysis;
  if (errors || !ruleset) return { ok: false, json: invalidBandJson(file, errors ?? []), errors: errors ?? [] };
  const roster = ruleset.roster(band);
  if (roster.length === 0) throw usageError('cli/attack-empty', { file });
  let member = roster[0]!;
  if (name === undefined) {
    const known = shortRoster(roster);
    if (roster.length > 1) throw usageError(known ? 'cli/attack-member-required' : 'cli/attack-member-required-many', { file, count: roster.length, ...(known ? { known } : {}) });
  } else {
    const found = memberNamed(roster, name);
    if (!found) {
      const close = closeMembers(roster, name);
      // At most 3 close names; none close: where the list is, never the whole roster (issue 37).
      if (!close.length) throw usageError('cli/attack-member-unknown-far', { actual: name, file });
      throw usageError('cli/attack-member-unknown', { actual: name, file, suggestion: close.join(', ') });
    }
    member = found;
  }
  const data = loaded.analysis.document!.data as Record<string, unknown>;
  // Stryker disable next-line OptionalChaining,ObjectLiteral,ArrayDeclaration: a band its ruleset read always has its house rules (src/core/ruleset/analyse.ts); the defaults are for the type only
  const rules = { file, rules: loaded.analysis.houseRules?.rules ?? {}, overridden: loaded.analysis.houseRules?.overridden ?? [] };
  return { ruleset, side: { kind: 'member', band, member, file }, data, rules };
}

/**
 * Table-wide house rules (`scope: 'table'`): what one file sets holds for both sides, each band is read again with it;
 * two files that disagree are refused. Returns the rules some file set, for the output.
 */
function shareTableRules(ruleset: Ruleset, loaded: readonly (Loaded & { readonly role: Role })[], sides: Partial<Record<Role, Side<unknown>>>): Record<string, unknown> {
  // Stryker disable next-line ArrayDeclaration: without house rules of its own a ruleset has none of the table, whatever the list
  const table = agreedTableRules(ruleset.houseRules ?? [], loaded.map((l) => l.rules));
  // Stryker disable next-line ConditionalExpression: a shortcut; with no rule of the table each band read again is the same band
  if (Object.keys(table).length === 0) return {};
  for (const l of loaded) {
    const band = bandUnderTableRules(ruleset, l.data, table);
    // Stryker disable next-line ConditionalExpression: a band its own validation read reads again under rules the table agreed
    if (band !== undefined) sides[l.role] = { ...(l.side as Extract<Side<unknown>, { kind: 'member' }>), band };
  }
  return table;
}

/** An option of another ruleset is refused rather than ignored. */
export function checkForeign(raw: Readonly<Record<string, unknown>>, manifest: RulesetManifest, env: ApiEnv): void {
  const own = new Set(manifest.attackOptions.map((s) => s.key));
  for (const spec of env.registry.manifests.flatMap((m) => m.attackOptions)) {
    if (!own.has(spec.key) && raw[spec.key] !== undefined) throw usageError('cli/attack-foreign-option', { option: flagOf(spec.flags), ruleset: manifest.title });
  }
}

function checkTyped(raw: Readonly<Record<string, unknown>>, manifest: RulesetManifest, typed: readonly Role[], env: ApiEnv): void {
  for (const role of typed) {
    for (const spec of manifest.attackOptions) {
      if (spec.side === role && spec.required && raw[spec.key] === undefined) {
        throw usageError('cli/attack-typed-missing', { side: env.messages.text(`ui/${role}`), option: flagOf(spec.flags) });
      }
    }
  }
}

function parseDice(text: string, model: AttackModel<unknown>, title: string): number[] {
  if (!model.dice) throw usageError('cli/attack-no-dice', { ruleset: title });
  const { count, sides } = model.dice;
  const faces = text.split(',').map((f) => f.trim());
  const valid = (count === undefined || faces.length === count) && faces.every((f) => /^\d+$/.test(f) && Number(f) >= 1 && Number(f) <= sides);
  if (!valid) throw usageError(count === undefined ? 'cli/attack-bad-faces' : 'cli/attack-bad-dice', { ...(count === undefined ? {} : { count }), sides, actual: text });
  return faces.map(Number);
}

function parseTrials(raw: CommonAttackOptions): number | undefined {
  if (raw.trials === undefined) {
    if (raw.seed !== undefined) throw usageError('cli/attack-seed-alone');
    return undefined;
  }
  if (raw.dice !== undefined) throw usageError('cli/attack-dice-trials');
  const trials = Number(raw.trials);
  if (!/^\d+$/.test(raw.trials.trim()) || trials < 1 || trials > MAX_TRIALS) throw usageError('cli/attack-trials', { max: MAX_TRIALS, actual: raw.trials });
  return trials;
}

/** The odds `simulate-attack --json` prints; `raw` holds the common options and every ruleset option given, typed-in sides' included. */
export async function attackOdds(refs: SideRefs, raw: Readonly<Record<string, unknown>> & CommonAttackOptions, env: ApiEnv): Promise<AttackOutcome> {
  const typed = ROLES.filter((role) => typeof refs[role] !== 'string');
  const wanted = raw.ruleset === undefined ? undefined : manifestNamed(raw.ruleset, env);
  if (typed.length > 0 && !wanted) throw usageError('cli/attack-typed-ruleset', { side: env.messages.text(`ui/${typed[0]}`), known: env.registry.ids().join(', ') });
  const trials = parseTrials(raw);

  let found = wanted ? await env.registry.load(wanted) : undefined;
  const sides: Partial<Record<Role, Side<unknown>>> = {};
  const files: (Loaded & { readonly role: Role })[] = [];
  for (const role of ROLES) {
    const ref = refs[role];
    if (typeof ref !== 'string') continue;
    const loaded = await loadMember(ref, env);
    if ('ok' in loaded) return loaded;
    if (found && loaded.ruleset.id !== found.id) throw usageError('cli/attack-ruleset-mismatch', { file: (loaded.side as { file: string }).file, actual: loaded.ruleset.title, limit: found.title });
    found = loaded.ruleset;
    sides[role] = loaded.side;
    files.push({ ...loaded, role });
  }
  // Every side is typed in (then --ruleset named the ruleset) or read from a band file (which gave it).
  const ruleset = found!;
  const shared = shareTableRules(ruleset, files, sides);
  const ruled = Object.keys(shared).length > 0 ? { table_rules: shared } : {};
  env.messages.add(ruleset.messages);
  const manifest = manifestNamed(ruleset.id, env);
  const model = ruleset.attack;
  if (!model) throw usageError('cli/attack-unsupported', { ruleset: ruleset.title });
  checkForeign(raw, manifest, env);
  checkTyped(raw, manifest, typed, env);

  const options: Options = { ...readOptions(manifest.attackOptions, raw), ...(raw.dice !== undefined ? { dice: parseDice(raw.dice, model, ruleset.title) } : {}) };
  for (const role of typed) sides[role] = { kind: 'typed', options };
  const seed = trials === undefined ? undefined : (raw.seed ?? randomSeed());
  const rng = seed === undefined ? undefined : new SeededRng(seed);
  const report = model.simulate({ attacker: sides.attacker!, target: sides.target!, options, lang: env.messages.lang, ...(rng ? { rng } : {}) });
  // An attack no roll can make succeed says why (a one-roll `--dice` report has no chance to hit, so no reason).
  const reason = impossibleOf(ruleset, report.json, (model.headline ?? defaultHeadline)(report.json));
  const why = reason ? { impossible_reason: reasonJson(reason, env) } : {};
  const said = reason ? { impossible: why.impossible_reason!.message } : {};
  if (trials === undefined) return { ok: true, json: { ...report.json, ...why, ...ruled }, report, tableRules: shared, ...said };
  if (!report.sample) throw usageError('cli/attack-no-sampler', { ruleset: ruleset.title });
  const mc = estimate(report.sample, rng!, trials);
  const json = { ...report.json, ...why, ...ruled, monte_carlo: { trials: mc.trials, seed, estimates: mc.means, standard_errors: mc.standardErrors } };
  return { ok: true, json, report, tableRules: shared, monteCarlo: { estimate: mc, seed: seed! }, ...said };
}
