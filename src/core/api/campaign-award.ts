/**
 * `campaign-award`: records a scenario's result in the band files (the ruleset's awards in each band's `campaign`
 * ledger), undoes it, ranks the bands, or records an action on one member. All files are read and checked before
 * any is written. Returns what `--json` prints, and the view and diff the text shows.
 */
import { diagnostics } from '../ruleset/analyse.js';
import { planAction, planActionUndo } from '../campaign/action.js';
import { planAward, planUndo, type BandEvent, type Plan } from '../campaign/award.js';
import { awardKeys, eventRecord, MAX_PLAYED } from '../campaign/ledger.js';
import { campaignBandOf, isRefusal, readCampaignBand, type CampaignBand, type Refusal } from '../campaign/load.js';
import { CAMPAIGN_MESSAGES } from '../campaign/messages.js';
import { standings } from '../campaign/standings.js';
import { writeAll, type WriteFile } from '../campaign/write.js';
import { realTarget } from '../band-files/destination.js';
import { withLocks, type LockOptions } from '../band-files/lock.js';
import type { Diagnostic, Params } from '../diagnostics/diagnostics.js';
import { randomSeed, SeededRng } from '../dice/rng.js';
import { unifiedDiff } from '../band-files/diff.js';
import { EscarmoucheError, usageError } from '../diagnostics/errors.js';
import { collectBandFiles } from '../band-files/fs.js';
import { toId } from '../diagnostics/names.js';
import { closeMembers, memberNamed, shortRoster } from '../ruleset/member.js';
import { camelKey } from '../ruleset/option-spec.js';
import { readOptions } from '../ruleset/option-values.js';
import type { Awards, CampaignActionSpec, CampaignRules, Member } from '../ruleset/ruleset.js';
import type { Block, View } from '../ruleset/view.js';
import { withoutFile, type JsonDiagnostic } from './band.js';
import type { ApiEnv } from './env.js';
import { MAX_NAME_LENGTH } from '../schema/schema-words.js';

export interface CampaignAwardOptions {
  readonly scenario?: string;
  readonly winner?: readonly string[];
  readonly loser?: readonly string[];
  readonly played?: string | number;
  readonly date?: string;
  readonly undo?: string;
  /** `--standings <files…>`; `true` ranks the files named alone. */
  readonly standings?: readonly string[] | true;
  readonly dryRun?: boolean;
  /** Options the rulesets' awards and actions declare (`campaignOptions`, `--heal` …), and `seed`. */
  readonly [key: string]: unknown;
}

/** What tests replace: the writer (to inject a failure), today's date; who hears of a recovered journal. */
export interface CampaignDeps {
  readonly write?: WriteFile;
  readonly today?: () => string;
  readonly onRecover?: LockOptions['onRecover'];
}

/** An action's argument, under its flag's key as commander and the library give it (`creationDePotion`) or as named. */
const actionArgument = (options: CampaignAwardOptions, name: string): unknown => options[camelKey(name)] ?? options[name];

/** The files read, checked and written under their locks (a dry run writes nothing and takes none). */
const underLocks = <T>(files: readonly string[], options: CampaignAwardOptions, deps: CampaignDeps, work: () => Promise<T>): Promise<T> =>
  options.dryRun ? work() : withLocks(files, work, deps.onRecover ? { onRecover: deps.onRecover } : {});

/** What `--json` prints for bands that cannot take part: their located errors. */
export interface RefusedJson {
  readonly valid: false;
  readonly files: { readonly file: string; readonly diagnostics: JsonDiagnostic[] }[];
}

export type CampaignOutcome =
  | {
      readonly ok: true;
      readonly json: Readonly<Record<string, unknown>>;
      readonly view: View;
      /** On a dry run: the unified diff of the files it would write. */
      readonly diff?: string;
      /** The line after the view: written, or nothing written (dry run). */
      readonly footer?: string;
    }
  | { readonly ok: false; readonly json: RefusedJson; readonly refused: { readonly file: string; readonly diagnostics: Diagnostic[] }[] };

type Refused = Extract<CampaignOutcome, { ok: false }>;

const pad = (n: number): string => String(n).padStart(2, '0');
const localToday = (): string => {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

function isoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  // The date as read back: a month out of 01-12 moves the year, a day past its month (or 00) changes the day.
  return date.getUTCFullYear() === year && date.getUTCDate() === day;
}

function parsePlayed(raw: string | number | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const text = String(raw);
  if (!/^\d+$/.test(text.trim()) || Number(text) > MAX_PLAYED) throw usageError('campaign/bad-played', { actual: text, max: MAX_PLAYED });
  return Number(text);
}

/** Compared by real path: one band named through a symlink and through its own path is named twice. */
async function checkDistinct(files: readonly string[]): Promise<void> {
  const seen = new Set<string>();
  for (const file of files) {
    const key = await realTarget(file);
    if (seen.has(key)) throw usageError('campaign/named-twice', { file });
    seen.add(key);
  }
}

/** Reads every band; refusals (all of them) come back before anything is written. */
async function loadBands(files: readonly string[], env: ApiEnv, unranked?: { file: string; ruleset: string; title: string }[]): Promise<CampaignBand[] | Refused> {
  await checkDistinct(files);
  const loaded: (CampaignBand | Refusal)[] = [];
  for (const file of files) {
    try {
      loaded.push(await readCampaignBand(file, env.registry));
    } catch (cause) {
      // With `unranked` (standings), a band of a ruleset without campaign rules is listed, not refused.
      if (!unranked || !(cause instanceof EscarmoucheError) || cause.code !== 'campaign/not-supported') throw cause;
      unranked.push({ file, ruleset: String(cause.params.id), title: String(cause.params.ruleset) });
    }
  }
  for (const band of loaded) if (band.ruleset) env.messages.add(band.ruleset.messages);
  const refused = loaded.filter(isRefusal);
  if (refused.length === 0) return loaded as CampaignBand[];
  return refusedOutcome(refused, env);
}

/** Bands that cannot take part: their located errors, as `--json` prints them and as the text lists them. */
function refusedOutcome(refused: readonly Refusal[], env: ApiEnv): Refused {
  const located = refused.map((r) => ({ file: r.file, diagnostics: diagnostics(r, env.messages) }));
  return { ok: false, json: { valid: false, files: located.map((l) => ({ file: l.file, diagnostics: l.diagnostics.map(withoutFile) })) }, refused: located };
}

const labels = (rules: CampaignRules<unknown>, env: ApiEnv): [string, string][] =>
  rules.awards.flatMap((a) => a.keys.map((k): [string, string] => [k.key, env.messages.text(k.label)]));

// The label before its number ("trophies 1"): a count of one reads right without a singular form of every label.
const totalsText = (totals: Awards, rules: CampaignRules<unknown>, env: ApiEnv): string =>
  labels(rules, env).map(([key, label]) => `${label} ${totals[key] ?? 0}`).join(' · ');

/** What an event changes: added, `+1`; removed (`--undo`), `-1`. */
const amount = (n: number, removed: boolean): string => (removed ? (n === 0 ? '0' : `-${n}`) : `+${n}`);

function eventsTable(events: readonly BandEvent[], bands: readonly CampaignBand[], env: ApiEnv, removed: boolean): Block {
  const rules = bands[0]!.rules;
  const t = (code: string) => env.messages.text(code);
  return {
    kind: 'table',
    columns: [t('campaign/view-band'), t('campaign/view-result'), ...labels(rules, env).map(([, label]) => label), t('campaign/view-totals')],
    rows: events.map((e) => [
      e.band,
      t(`campaign/view-${e.event.result}`),
      ...labels(rules, env).map(([key]) => amount(e.event.awards[key] ?? 0, removed)),
      totalsText(e.totals, rules, env),
    ]),
  };
}

const eventJson = (e: BandEvent, bands: readonly CampaignBand[]) => {
  const band = bands.find((b) => b.file === e.file)!;
  return { file: e.file, band: e.band, event: eventRecord(e.event, awardKeys(band.rules)), totals: e.totals };
};

const decode = (bytes: Uint8Array): string => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

/** Writes the plan unless `dryRun`; the outcome says what was (or would be) done. */
async function carryOut(plan: Plan, heading: string, bands: readonly CampaignBand[], options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps, extra: Record<string, unknown>, more: readonly Block[] = []): Promise<CampaignOutcome> {
  const diffs = plan.changes.map((c) => ({ file: c.file, diff: unifiedDiff(decode(c.before), c.after, c.file, c.file) }));
  if (!options.dryRun) await writeAll(plan.changes, deps.write);
  const json = { ...extra, dry_run: Boolean(options.dryRun), events: plan.events.map((e) => eventJson(e, bands)), ...(options.dryRun ? { diffs } : {}) };
  const view: View = [{ kind: 'heading', text: heading }, eventsTable(plan.events, bands, env, 'undo' in extra), ...more];
  if (options.dryRun) return { ok: true, json, view, diff: diffs.map((d) => d.diff).join(''), footer: env.messages.text('campaign/view-dry-run') };
  return { ok: true, json, view, footer: env.messages.text('campaign/view-written', { count: plan.changes.length }) };
}

function scenarioId(raw: string): string {
  const id = raw.trim();
  if (!toId(id)) throw usageError('campaign/bad-scenario', { actual: raw });
  // Written in the ledger, where a scenario id is a name of at most MAX_NAME_LENGTH characters (issue 36).
  if (id.length > MAX_NAME_LENGTH) throw usageError('campaign/scenario-too-long', { actual: id.length, limit: MAX_NAME_LENGTH });
  return id;
}

function gameDate(options: CampaignAwardOptions, deps: CampaignDeps): string {
  const date = options.date ?? (deps.today ?? localToday)();
  if (!isoDate(date)) throw usageError('campaign/bad-date', { actual: date });
  return date;
}

async function award(files: readonly string[], options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps, action?: ActionTarget): Promise<CampaignOutcome> {
  const scenario = scenarioId(options.scenario!);
  if (files.length) throw usageError('campaign/files-with-scenario', { file: files[0]! });
  const winners = options.winner ?? [];
  const losers = options.loser ?? [];
  if (winners.length + losers.length === 0) throw usageError('campaign/no-bands', { detail: '--winner <files…> --loser <files…>' });
  const date = gameDate(options, deps);
  const played = parsePlayed(options.played);
  return underLocks([...winners, ...losers], options, deps, async () => {
    const bands = await loadBands([...winners, ...losers], env);
    if (!Array.isArray(bands)) return bands;
    const specs = bands.flatMap((b) => b.rules.awards.flatMap((a) => a.options));
    const plan = planAward({
      scenario,
      date,
      played,
      winners: bands.slice(0, winners.length),
      losers: bands.slice(winners.length),
      options: readOptions(specs, options),
    });
    const heading = env.messages.text('campaign/view-award', { scenario, date, played: plan.played });
    const extra = { scenario, date, played: plan.played };
    if (!action) return carryOut(plan, heading, bands, options, env, deps, extra);
    const done = await withAction(action, plan, bands, { scenario, date }, options, env);
    // Stryker disable next-line ConditionalExpression,StringLiteral: withAction refuses only a band the award could not read (see there)
    if ('ok' in done) return done;
    return carryOut(done.plan, heading, bands, options, env, deps, { ...extra, action: done.json }, done.view);
  });
}

/**
 * An action "à la fin d'une partie" given with that game's award (`--creation-de-potion FILE#Name=… --scenario …
 * --winner … --loser …`): run on the band as the award leaves it, its record written with the game's event.
 */
async function withAction(target: ActionTarget, plan: Plan, bands: readonly CampaignBand[], game: { scenario: string; date: string }, options: CampaignAwardOptions, env: ApiEnv): Promise<{ plan: Plan; json: Record<string, unknown>; view: Block[] } | Refused> {
  const { spec, arg, file, name, value } = target;
  const wanted = await realTarget(file);
  const targets = await Promise.all(bands.map((b) => realTarget(b.file)));
  const band = bands[targets.indexOf(wanted)];
  if (!band) throw usageError('campaign/action-not-in-award', { action: spec.name, file });
  const awarded = plan.changes.find((c) => c.file === band.file)!;
  const read = await campaignBandOf(new TextEncoder().encode(awarded.after), band.file, env.registry);
  // Stryker disable next-line ConditionalExpression,ArrayDeclaration: the award only adds an event to a ledger read without error
  if (isRefusal(read)) return refusedOutcome([read], env);
  // Stryker disable next-line OptionalChaining: a ruleset whose action goes with an award has its actions
  const action = read.rules.actions?.find((a) => a.name === spec.name);
  if (!action) throw usageError('campaign/action-not-supported', { file, ruleset: read.ruleset.title, action: spec.name });
  const member = memberOf(read, arg, name);
  const seed = typeof options.seed === 'string' ? options.seed : randomSeed();
  const request = { band: { ...read, bytes: band.bytes }, action, member, ...game, value, options: readOptions(spec.options, options), rng: new SeededRng(seed), lang: env.messages.lang };
  const done = planAction(request);
  const changes = plan.changes.map((c) => (c === awarded ? done.change : c));
  const line = env.messages.text('campaign/view-action-recorded', { action: spec.name, member: member.name, file });
  // Stryker disable next-line OptionalChaining,ArrayDeclaration: an action's plan has its report
  return { plan: { ...plan, changes }, json: { name: spec.name, file, member: member.name, record: done.record, seed }, view: [...(done.report?.view ?? []), { kind: 'lines', lines: [line] }] };
}

async function undo(files: readonly string[], options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps): Promise<CampaignOutcome> {
  const scenario = scenarioId(options.undo!);
  const named = [...files, ...(options.winner ?? []), ...(options.loser ?? [])];
  if (named.length === 0) throw usageError('campaign/no-bands', { detail: '--undo <id> <files…>' });
  return underLocks(named, options, deps, async () => {
    const bands = await loadBands(named, env);
    if (!Array.isArray(bands)) return bands;
    const plan = planUndo(scenario, bands);
    return carryOut(plan, env.messages.text('campaign/view-undo', { scenario }), bands, options, env, deps, { undo: scenario });
  });
}

/** One ruleset's bands ranked (the rulebooks' campaigns do not mix), under a heading naming it when there are several. */
function standingsBlocks(bands: readonly CampaignBand[], several: boolean, env: ApiEnv): Block[] {
  const table = standings(bands);
  const t = (code: string, params?: Params) => env.messages.text(code, params);
  const rules = bands[0]!.rules;
  const score = labels(rules, env).find(([key]) => key === rules.score)?.[1] ?? rules.score;
  return [
    { kind: 'heading', text: several ? t('campaign/view-standings-of', { ruleset: bands[0]!.ruleset.title }) : t('campaign/view-standings') },
    {
      kind: 'table',
      columns: [t('campaign/view-rank'), t('campaign/view-band'), score, t('campaign/view-scenarios'), t('campaign/view-wins'), t('campaign/view-losses'), t('campaign/view-last-victory')],
      rows: table.map((s) => [s.rank, s.band, s.score, s.scenarios, s.wins, s.losses, s.last_victory ? `${s.last_victory.scenario} (${s.last_victory.date})` : '-']),
    },
  ];
}

/**
 * `--standings`: band files and folders; the bands of each ruleset with campaign rules ranked among themselves, those
 * of a ruleset without campaign rules named (`unranked`), not refused.
 */
async function rank(files: readonly string[], listed: readonly string[] | true, env: ApiEnv): Promise<CampaignOutcome> {
  const paths = [...(listed === true ? [] : listed), ...files];
  if (paths.length === 0) throw usageError('campaign/no-bands', { detail: '--standings <files…>' });
  const collected = await collectBandFiles(paths);
  if (collected.errors.length) throw collected.errors[0]!;
  const unranked: { file: string; ruleset: string; title: string }[] = [];
  const bands = await loadBands(collected.files, env, unranked);
  if (!Array.isArray(bands)) return bands;
  if (bands.length === 0) throw usageError('campaign/not-supported', { file: unranked[0]!.file, ruleset: unranked[0]!.title });
  const groups = [...new Set(bands.map((b) => b.ruleset.id))].map((id) => bands.filter((b) => b.ruleset.id === id));
  const view: Block[] = groups.flatMap((group) => standingsBlocks(group, groups.length > 1, env));
  const named = unranked.map((u) => `${u.file} (${u.title})`).join(', ');
  if (unranked.length) view.push({ kind: 'lines', lines: ['', env.messages.text('campaign/view-unranked', { files: named })] });
  const table = groups.flatMap((group) => standings(group).map((row) => ({ ...row, ruleset: group[0]!.ruleset.id })));
  return { ok: true, json: { standings: table, unranked: unranked.map(({ file, ruleset }) => ({ file, ruleset })) }, view };
}

/**
 * `FILE#Name` to the band's member. An unknown name gets at most 3 close names; none close: where the names are
 * listed (`escarmouche show FILE`), never the whole roster (issue 37).
 */
function memberOf(band: CampaignBand, arg: string, name: string | undefined): Member {
  const roster = band.band === undefined ? [] : band.ruleset.roster(band.band);
  if (name === undefined) {
    if (roster.length === 1) return roster[0]!;
    const known = shortRoster(roster);
    throw usageError(known ? 'campaign/member-required' : 'campaign/member-required-many', { file: band.file, actual: arg, ...(known ? { known } : {}) });
  }
  const found = memberNamed(roster, name);
  if (found) return found;
  const close = closeMembers(roster, name);
  if (!close.length) throw usageError('campaign/member-unknown-far', { actual: name, file: band.file });
  throw usageError('campaign/member-unknown', { actual: name, file: band.file, suggestion: close.join(', ') });
}

/** `--<action> FILE#Name`: one record in the member's band file (or its removal with `--undo`). */
/** The member an action names: `FILE#Name` (and `=VALUE`), as typed and as parsed. */
interface ActionTarget {
  readonly spec: CampaignActionSpec;
  readonly arg: string;
  readonly file: string;
  readonly name: string | undefined;
  readonly value: string | undefined;
}

async function memberAction(spec: CampaignActionSpec, options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps): Promise<CampaignOutcome> {
  const withGame = options.winner !== undefined || options.loser !== undefined;
  // An action "à la fin d'une partie" may go with that game's award; any other only on its own.
  const withAward = withGame && spec.withAward === true && options.scenario !== undefined && options.undo === undefined;
  if (options.standings !== undefined || (withGame && !withAward)) throw usageError(spec.withAward ? 'campaign/action-award-mode' : 'campaign/action-mode', { action: spec.name });
  const target = actionTarget(spec, options);
  if (withAward) return award([], options, env, deps, target);
  return underLocks([target.file], options, deps, () => recordAction(spec, options, env, deps, target));
}

function actionTarget(spec: CampaignActionSpec, options: CampaignAwardOptions): ActionTarget {
  const raw = String(actionArgument(options, spec.name));
  // `FILE#Name`: the last `#` ends the path; `FILE` alone (or `FILE#`) names the member of a band of one.
  const hash = raw.lastIndexOf('#');
  const file = hash === -1 ? raw : raw.slice(0, hash);
  const after = hash === -1 ? '' : raw.slice(hash + 1);
  // `FILE#Name=VALUE` for an action that declares a value (F&F: `--creation-de-potion FILE#Name=ITEM,ITEM`).
  const equals = spec.value === undefined ? -1 : after.indexOf('=');
  const typed = equals === -1 ? after : after.slice(0, equals);
  const value = equals === -1 ? undefined : after.slice(equals + 1);
  const arg = hash === -1 ? raw : `${file}#${typed}`;
  const name = typed === '' ? undefined : typed;
  return { spec, arg, file, name, value };
}

async function recordAction(spec: CampaignActionSpec, options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps, at: { arg: string; file: string; name: string | undefined; value: string | undefined }): Promise<CampaignOutcome> {
  const { arg, file, name, value } = at;
  const bands = await loadBands([file], env);
  if (!Array.isArray(bands)) return bands;
  const band = bands[0]!;
  const action = band.rules.actions?.find((a) => a.name === spec.name);
  if (!action) throw usageError('campaign/action-not-supported', { file, ruleset: band.ruleset.title, action: spec.name });
  const member = memberOf(band, arg, name);
  const date = gameDate(options, deps);
  const scenario = options.scenario === undefined ? undefined : scenarioId(options.scenario);
  const seed = typeof options.seed === 'string' ? options.seed : randomSeed();
  const plan =
    options.undo !== undefined
      ? planActionUndo(band, action, member, scenarioId(options.undo))
      : planAction({ band, action, member, date, scenario, value, options: readOptions(spec.options, options), rng: new SeededRng(seed), lang: env.messages.lang });
  const diff = unifiedDiff(decode(plan.change.before), plan.change.after, file, file);
  if (!options.dryRun) await writeAll([plan.change], deps.write);
  const undone = options.undo !== undefined;
  const json = { action: spec.name, undo: undone, file, member: member.name, record: plan.record, ...(undone ? {} : { seed }), dry_run: Boolean(options.dryRun), ...(options.dryRun ? { diffs: [{ file, diff }] } : {}) };
  const done = env.messages.text(undone ? 'campaign/view-action-undone' : 'campaign/view-action-recorded', { action: spec.name, member: member.name, file });
  const view: View = [...(plan.report?.view ?? []), { kind: 'lines', lines: [done] }];
  if (options.dryRun) return { ok: true, json, view, diff, footer: env.messages.text('campaign/view-dry-run') };
  return { ok: true, json, view, footer: env.messages.text('campaign/view-written', { count: 1 }) };
}

/** One of: `scenario` (with `winner`, `loser`), `undo`, `standings`, or a ruleset's action (`heal`). */
export async function campaignOutcome(files: readonly string[], options: CampaignAwardOptions, env: ApiEnv, deps: CampaignDeps = {}): Promise<CampaignOutcome> {
  env.messages.add(CAMPAIGN_MESSAGES);
  const manifests = env.registry.manifests;
  const actionSpec = manifests.flatMap((m) => m.campaignActions ?? []).find((a) => actionArgument(options, a.name) !== undefined);
  if (actionSpec) {
    if (files.length) throw usageError('campaign/files-with-action', { file: files[0]!, action: actionSpec.name });
    return memberAction(actionSpec, options, env, deps);
  }
  const stray = manifests.flatMap((m) => (m.campaignActions ?? []).flatMap((a) => a.options.map((o) => [a.name, o] as const))).find(([, o]) => options[o.key] !== undefined);
  if (stray) throw usageError('campaign/action-option-alone', { option: stray[1].flags.split(' ')[0]!, action: stray[0] });
  const modes = [options.scenario, options.undo, options.standings].filter((m) => m !== undefined).length;
  if (modes !== 1) throw usageError('campaign/mode');
  if (options.standings !== undefined) return rank(files, options.standings, env);
  if (options.undo !== undefined) return undo(files, options, env, deps);
  return award(files, options, env, deps);
}
