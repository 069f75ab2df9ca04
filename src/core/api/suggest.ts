/**
 * `escarmouche suggest MINE --against THEIRS`: the legal one-step changes to MINE, scored by the matchup both ways;
 * the JSON the command prints and the library returns. The search is src/core/suggest/; this file loads and words.
 */
import { parseDocument } from 'yaml';
import { runRuleset } from '../ruleset/analyse.js';
import { draftOf, type Draft } from '../ruleset/builder.js';
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { usageError } from '../diagnostics/errors.js';
import { agreedTableRules, withGivenHouseRules } from '../ruleset/house-rules.js';
import { METRICS, type Metric } from '../matchup/matchup.js';
import { BUILD_MESSAGES } from '../messages/build.js';
import { SUGGEST_MESSAGES } from '../messages/suggest.js';
import type { Ruleset } from '../ruleset/ruleset.js';
import { greedy, search, type Ranked, type SearchInput } from '../suggest/search.js';
import { memoModel, type Score, type ScoredPair } from '../suggest/score.js';
import { analyseFile, bandErrors, invalidBandJson, type InvalidBandJson } from './band.js';
import type { ApiEnv } from './env.js';

export const TOP_LIMIT = 100;
/**
 * Members of mine times members of theirs: each change of each member is weighed against every member, so the work
 * grows with both; past this, refused beforehand with the limit named (20 against 20 takes a few seconds).
 */
export const SUGGEST_MEMBER_PAIRS = 400;
export const STEPS_LIMIT = 10;

export interface SuggestRequest {
  /** How many changes to list, best first (1 to 100; 5 by default). */
  readonly top?: number;
  /** The greedy path: the best change, then the best change of the band it makes, this many times (1 to 10). */
  readonly steps?: number;
  /** `kill`, `damage` or `hit`; the ruleset's matchup headline by default. */
  readonly metric?: Metric;
  /** Called while changes are scored, for a progress line. */
  readonly progress?: (done: number, total: number) => void;
}

/** A score as JSON: the number, its two parts, and the pairs each part adds up (each attacker at its best target). */
export interface ScoreJson {
  readonly score: number;
  readonly dealt: number;
  readonly taken: number;
  readonly pairs: { readonly dealt: readonly ScoredPair[]; readonly taken: readonly ScoredPair[] };
}

export interface CandidateJson extends ScoreJson {
  /** 1 for the best; `--apply N` writes the change ranked N. */
  readonly rank: number;
  /** The change in words, as the text prints it. */
  readonly change: string;
  readonly kind: string;
  readonly member: string;
  readonly step?: string;
  /** The score after the change minus the band's score now. */
  readonly delta: number;
  readonly scored: true;
}

export interface NotScoredJson {
  readonly change: string;
  readonly kind: string;
  readonly member: string;
  readonly step?: string;
  readonly scored: false;
  readonly reason: string;
}

export interface SuggestJson extends ScoreJson {
  readonly ruleset: string;
  readonly file: string;
  readonly against: string;
  readonly metric: Metric;
  /** The legal changes the band has, scored or not. */
  readonly legal: number;
  readonly candidates: readonly CandidateJson[];
  readonly not_scored: readonly NotScoredJson[];
  /** With `steps`: the greedy path, each step a change of the band the step before made. */
  readonly steps?: readonly CandidateJson[];
  /** Distinct attacks computed for all of it: each pair once, whatever the number of changes that share it. */
  readonly computed_attacks: number;
}

export type SuggestOutcome =
  | { readonly ok: true; readonly json: SuggestJson; readonly ruleset: Ruleset; readonly ranked: readonly Ranked[]; readonly path?: readonly Ranked[]; readonly mine: LoadedSide; readonly theirs: LoadedSide }
  | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: Diagnostic[] };

export interface LoadedSide {
  readonly file: string;
  readonly ruleset: Ruleset;
  readonly band: unknown;
  readonly draft: Draft;
  /** The file's text as it was read (without a byte order mark): what `--apply` writes over, and only that. */
  readonly text: string;
  /** The band's name as its file writes it (`name:`), else the file. */
  readonly title: string;
}

async function load(file: string, env: ApiEnv): Promise<LoadedSide | Extract<SuggestOutcome, { ok: false }>> {
  const loaded = await analyseFile(file, env);
  const errors = bandErrors(loaded);
  if (errors) return { ok: false, json: invalidBandJson(file, errors), errors };
  // No error: the band was read from a document by its ruleset, whose schema requires a `name` (blank allowed).
  const ruleset = loaded.analysis.ruleset!;
  const document = loaded.analysis.document!;
  const draft = draftOf(ruleset, parseDocument(document.text));
  const name = (document.data as { name: string }).name;
  return { file, ruleset, band: loaded.analysis.band, draft, text: document.text, title: name.trim() ? name : file };
}

/** A whole number in [min, max], or a usage error naming the option and its range, before any work. */
function checkRange(option: string, value: number | undefined, min: number, max: number): void {
  if (value === undefined) return;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw usageError('cli/option-range', { option, actual: String(value), min, max });
}

const round = (n: number): number => Math.round(n * 1e12) / 1e12;
const scoreJson = (s: Score): ScoreJson => ({ score: round(s.score), dealt: round(s.dealt), taken: round(s.taken), pairs: s.pairs });
const described = (r: Ranked) => ({ change: r.change.words, kind: r.change.kind, member: r.change.member, ...(r.change.step ? { step: r.change.step } : {}) });
const candidateJson = (r: Ranked, rank: number): CandidateJson => ({ rank, ...described(r), ...scoreJson(r.score), delta: round(r.delta), scored: true });

export async function suggestChanges(files: readonly [string, string], request: SuggestRequest, env: ApiEnv): Promise<SuggestOutcome> {
  checkRange('--top', request.top, 1, TOP_LIMIT);
  checkRange('--steps', request.steps, 1, STEPS_LIMIT);
  if (request.metric !== undefined && !METRICS.includes(request.metric)) throw usageError('cli/matchup-metric', { actual: String(request.metric) });
  env.messages.add(SUGGEST_MESSAGES).add(BUILD_MESSAGES);
  const mine = await load(files[0], env);
  if ('ok' in mine) return mine;
  const theirs = await load(files[1], env);
  if ('ok' in theirs) return theirs;
  const ruleset = mine.ruleset;
  if (ruleset.id !== theirs.ruleset.id) throw usageError('cli/matchup-ruleset-mismatch', { file: mine.file, actual: ruleset.title, other: theirs.file, limit: theirs.ruleset.title });
  if (!ruleset.attack) throw usageError('cli/attack-unsupported', { ruleset: ruleset.title });
  if (!ruleset.builder) throw usageError('suggest/no-builder', { ruleset: ruleset.title });
  env.messages.add(ruleset.builder.messages);
  const size = ruleset.roster(mine.band).length * ruleset.roster(theirs.band).length;
  if (size > SUGGEST_MEMBER_PAIRS) throw usageError('suggest/too-complex', { file: mine.file, other: theirs.file, actual: size, limit: SUGGEST_MEMBER_PAIRS });
  const table = shared(ruleset, [mine, theirs]);
  const metric = request.metric ?? ruleset.matchupMetric?.id ?? 'kill';
  const input: SearchInput = {
    ruleset: table.ruleset,
    mine: { file: mine.file, draft: draftOf(table.ruleset, mine.draft.doc) },
    theirs: { file: theirs.file, band: table.theirs },
    options: {},
    metric,
    messages: env.messages,
    ...(request.progress ? { progress: request.progress } : {}),
  };
  const top = request.top ?? 5;
  const memo = memoModel(input.ruleset);
  const found = search(input, memo);
  const path = request.steps !== undefined ? greedy(input, request.steps, memo, found).path : undefined;
  const reason = env.messages.text('suggest/not-scored-reason');
  const json: SuggestJson = {
    ruleset: ruleset.id,
    file: mine.file,
    against: theirs.file,
    metric,
    ...scoreJson(found.base),
    legal: found.ranked.length + found.unscored.length,
    candidates: found.ranked.slice(0, top).map((r, i) => candidateJson(r, i + 1)),
    not_scored: found.unscored.slice(0, top).map((r) => ({ ...described(r), scored: false as const, reason })),
    ...(path ? { steps: path.map((r, i) => candidateJson(r, i + 1)) } : {}),
    computed_attacks: found.computed,
  };
  return { ok: true, json, ruleset, ranked: found.ranked, ...(path ? { path } : {}), mine, theirs };
}

/**
 * Table-wide house rules (`scope: 'table'`) as the matchup applies them: what one file sets holds for both bands, two
 * files that disagree are refused. Each band the search scores is then read again with them (a ruleset wrapped so).
 */
function shared(ruleset: Ruleset, sides: readonly [LoadedSide, LoadedSide]): { ruleset: Ruleset; theirs: unknown } {
  // Stryker disable next-line ArrayDeclaration: an item that is no rule is set by no file
  const specs = ruleset.houseRules ?? [];
  const files = sides.map((s) => {
    const run = runRuleset(ruleset, s.draft.data as Record<string, unknown>);
    return { file: s.file, rules: run.houseRules.rules, overridden: run.houseRules.overridden };
  });
  const table = agreedTableRules(specs, files);
  // With none set, the bands are read again as they were: once each, not worth a branch.
  const reread = (data: unknown): unknown => runRuleset(ruleset, withGivenHouseRules(data as Record<string, unknown>, table)).band;
  // The search reads each band it scores through `parse`: the table's rules go under the band's own there.
  const parse: Ruleset['parse'] = (data, rules) => ruleset.parse(data, { ...rules, ...table });
  return { ruleset: { ...ruleset, parse }, theirs: reread(sides[1].draft.data) };
}
