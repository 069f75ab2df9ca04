/**
 * `escarmouche campaign-award`: records a scenario's result in the band files (the ruleset's awards in each
 * band's `campaign` ledger), undoes it, or ranks the bands. All files are read and checked before any is written.
 */
import path from 'node:path';
import { diagnostics } from '../core/analyse.js';
import { planAward, planUndo, type BandEvent, type Plan } from '../core/campaign/award.js';
import { planAction, planActionUndo } from '../core/campaign/action.js';
import { awardKeys, eventRecord, MAX_PLAYED } from '../core/campaign/ledger.js';
import { isRefusal, readCampaignBand, type CampaignBand, type Refusal } from '../core/campaign/load.js';
import { CAMPAIGN_MESSAGES } from '../core/campaign/messages.js';
import { standings } from '../core/campaign/standings.js';
import { writeAll, type WriteFile } from '../core/campaign/write.js';
import { unifiedDiff } from '../core/diff.js';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { randomSeed, SeededRng } from '../core/dice/rng.js';
import { suggest, toId } from '../core/names.js';
import type { Registry } from '../core/registry.js';
import type { Awards, CampaignActionSpec, CampaignRules, Member } from '../core/ruleset.js';
import type { Block } from '../core/view.js';
import { registry as defaultRegistry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { readOptions } from './option-values.js';
import { renderDiagnostic, renderDiff, renderView } from './render.js';

export interface CampaignAwardOptions {
  readonly scenario?: string;
  readonly winner?: readonly string[];
  readonly loser?: readonly string[];
  readonly played?: string;
  readonly date?: string;
  readonly undo?: string;
  readonly standings?: readonly string[];
  readonly dryRun?: boolean;
  readonly json?: boolean;
  /** Options the rulesets' awards declare (`campaignOptions`). */
  readonly [key: string]: unknown;
}

/** What tests replace: the writer (to inject a failure), today's date, the rulesets. */
export interface CampaignDeps {
  readonly write?: WriteFile;
  readonly today?: () => string;
  readonly registry?: Registry;
}

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
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parsePlayed(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw.trim()) || Number(raw) > MAX_PLAYED) throw usageError('campaign/bad-played', { actual: raw });
  return Number(raw);
}

function checkDistinct(files: readonly string[]): void {
  const seen = new Set<string>();
  for (const file of files) {
    const key = path.resolve(file);
    if (seen.has(key)) throw usageError('campaign/named-twice', { file });
    seen.add(key);
  }
}

/** Reads every band; refusals are printed (all of them) and turn into exit 1 before anything is written. */
/** `--ruleset` chooses whose options are read: the bands named must be of that ruleset. */
function checkRuleset(bands: CampaignBand[], options: CampaignAwardOptions, registry: Registry): CampaignBand[] {
  if (typeof options.ruleset !== 'string') return bands;
  const manifest = registry.find(options.ruleset);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: options.ruleset, known: registry.ids().join(', ') });
  const other = bands.find((b) => b.ruleset.id !== manifest.id);
  if (other) throw usageError('campaign/ruleset-mismatch', { file: other.file, actual: other.ruleset.id, limit: manifest.id });
  return bands;
}

async function loadBands(files: readonly string[], context: Context, options: CampaignAwardOptions, registry: Registry): Promise<CampaignBand[] | undefined> {
  checkDistinct(files);
  const loaded: (CampaignBand | Refusal)[] = [];
  for (const file of files) loaded.push(await readCampaignBand(file, registry));
  for (const band of loaded) if (band.ruleset) context.messages.add(band.ruleset.messages);
  const refused = loaded.filter(isRefusal);
  if (refused.length === 0) return checkRuleset(loaded as CampaignBand[], options, registry);
  const located = refused.map((r) => ({ file: r.file, diagnostics: diagnostics(r, context.messages) }));
  if (options.json) {
    context.out(JSON.stringify({ valid: false, files: located.map((l) => ({ file: l.file, diagnostics: l.diagnostics.map(({ file: _f, ...d }) => d) })) }, null, 2));
  } else {
    for (const { file, diagnostics: list } of located) {
      for (const d of list) context.err(renderDiagnostic(d, context.messages, context.color));
      context.err(context.messages.text('campaign/invalid-band', { file, count: list.length }));
    }
  }
  return undefined;
}

const labels = (rules: CampaignRules<unknown>, context: Context): [string, string][] =>
  rules.awards.flatMap((a) => a.keys.map((k): [string, string] => [k.key, context.messages.text(k.label)]));

const totalsText = (totals: Awards, rules: CampaignRules<unknown>, context: Context): string =>
  labels(rules, context).map(([key, label]) => `${totals[key] ?? 0} ${label}`).join(' · ');

function eventsTable(events: readonly BandEvent[], bands: readonly CampaignBand[], context: Context): Block {
  const rules = bands[0]!.rules;
  const t = (code: string) => context.messages.text(code);
  return {
    kind: 'table',
    columns: [t('campaign/view-band'), t('campaign/view-result'), ...labels(rules, context).map(([, label]) => label), t('campaign/view-totals')],
    rows: events.map((e) => [
      e.band,
      t(`campaign/view-${e.event.result}`),
      ...labels(rules, context).map(([key]) => `+${e.event.awards[key] ?? 0}`),
      totalsText(e.totals, rules, context),
    ]),
  };
}

const eventJson = (e: BandEvent, bands: readonly CampaignBand[]) => {
  const band = bands.find((b) => b.file === e.file)!;
  return { file: e.file, band: e.band, event: eventRecord(e.event, awardKeys(band.rules)), totals: e.totals };
};

/** Prints the plan; writes it unless `--dry-run`. */
async function carryOut(plan: Plan, heading: string, bands: readonly CampaignBand[], options: CampaignAwardOptions, context: Context, deps: CampaignDeps, extra: Record<string, unknown>): Promise<ExitCode> {
  const diffs = plan.changes.map((c) => ({ file: c.file, diff: unifiedDiff(c.before.length ? new TextDecoder('utf-8', { ignoreBOM: true }).decode(c.before) : '', c.after, c.file, c.file) }));
  if (!options.dryRun) await writeAll(plan.changes, deps.write);
  if (options.json) {
    const json = { ...extra, dry_run: Boolean(options.dryRun), events: plan.events.map((e) => eventJson(e, bands)), ...(options.dryRun ? { diffs } : {}) };
    context.out(JSON.stringify(json, null, 2));
    return EXIT.ok;
  }
  const view = renderView([{ kind: 'heading', text: heading }, eventsTable(plan.events, bands, context)], context.color);
  if (options.dryRun) {
    context.out(renderDiff(diffs.map((d) => d.diff).join(''), context.color));
    context.err(`${view}\n${context.messages.text('campaign/view-dry-run')}`);
  } else {
    context.out(`${view}\n${context.messages.text('campaign/view-written', { count: plan.changes.length })}`);
  }
  return EXIT.ok;
}

function scenarioId(raw: string): string {
  const id = raw.trim();
  if (!toId(id)) throw usageError('campaign/bad-scenario', { actual: raw });
  return id;
}

async function award(files: readonly string[], options: CampaignAwardOptions, context: Context, deps: CampaignDeps): Promise<ExitCode> {
  const scenario = scenarioId(options.scenario!);
  if (files.length) throw usageError('campaign/files-with-scenario', { file: files[0]! });
  const winners = options.winner ?? [];
  const losers = options.loser ?? [];
  if (winners.length + losers.length === 0) throw usageError('campaign/no-bands', { detail: '--winner <files…> --loser <files…>' });
  const date = options.date ?? (deps.today ?? localToday)();
  if (!isoDate(date)) throw usageError('campaign/bad-date', { actual: date });
  const played = parsePlayed(options.played);
  const bands = await loadBands([...winners, ...losers], context, options, deps.registry ?? defaultRegistry);
  if (!bands) return EXIT.invalid;
  const specs = bands.flatMap((b) => b.rules.awards.flatMap((a) => a.options));
  const plan = planAward({
    scenario,
    date,
    ...(played !== undefined ? { played } : {}),
    winners: bands.slice(0, winners.length),
    losers: bands.slice(winners.length),
    options: readOptions(specs, options as Record<string, unknown>),
  });
  const heading = context.messages.text('campaign/view-award', { scenario, date, played: plan.played });
  return carryOut(plan, heading, bands, options, context, deps, { scenario, date, played: plan.played });
}

async function undo(files: readonly string[], options: CampaignAwardOptions, context: Context, deps: CampaignDeps): Promise<ExitCode> {
  const scenario = scenarioId(options.undo!);
  const named = [...files, ...(options.winner ?? []), ...(options.loser ?? [])];
  if (named.length === 0) throw usageError('campaign/no-bands', { detail: '--undo <id> <files…>' });
  const bands = await loadBands(named, context, options, deps.registry ?? defaultRegistry);
  if (!bands) return EXIT.invalid;
  const plan = planUndo(scenario, bands);
  return carryOut(plan, context.messages.text('campaign/view-undo', { scenario }), bands, options, context, deps, { undo: scenario });
}

async function rank(files: readonly string[], options: CampaignAwardOptions, context: Context, deps: CampaignDeps): Promise<ExitCode> {
  const named = [...(options.standings ?? []), ...files];
  if (named.length === 0) throw usageError('campaign/no-bands', { detail: '--standings <files…>' });
  const bands = await loadBands(named, context, options, deps.registry ?? defaultRegistry);
  if (!bands) return EXIT.invalid;
  const ids = [...new Set(bands.map((b) => b.ruleset.id))];
  if (ids.length > 1) throw usageError('campaign/mixed-rulesets', { actual: ids.join(', ') });
  const table = standings(bands);
  if (options.json) {
    context.out(JSON.stringify({ standings: table }, null, 2));
    return EXIT.ok;
  }
  const t = (code: string) => context.messages.text(code);
  const rules = bands[0]!.rules;
  const score = labels(rules, context).find(([key]) => key === rules.score)?.[1] ?? rules.score;
  const view: Block[] = [
    { kind: 'heading', text: t('campaign/view-standings') },
    {
      kind: 'table',
      columns: [t('campaign/view-rank'), t('campaign/view-band'), score, t('campaign/view-scenarios'), t('campaign/view-wins'), t('campaign/view-losses'), t('campaign/view-last-victory')],
      rows: table.map((s) => [s.rank, s.band, s.score, s.scenarios, s.wins, s.losses, s.last_victory ? `${s.last_victory.scenario} (${s.last_victory.date})` : '-']),
    },
  ];
  context.out(renderView(view, context.color));
  return EXIT.ok;
}

/** `FILE#Name` to the band's member, with suggestions when the name is unknown. */
function memberOf(band: CampaignBand, arg: string, name: string | undefined): Member {
  const roster = band.band === undefined ? [] : band.ruleset.roster(band.band);
  const names = roster.map((m) => m.name);
  if (name === undefined) {
    if (roster.length === 1) return roster[0]!;
    throw usageError('campaign/member-required', { file: band.file, actual: arg, known: names.join(', ') });
  }
  const found = roster.find((m) => toId(m.name) === toId(name));
  if (found) return found;
  const close = suggest(name, roster.map((m) => toId(m.name))).map((id) => names.find((n) => toId(n) === id)!);
  throw usageError('campaign/member-unknown', { actual: name, file: band.file, suggestion: (close.length ? close : names).join(', ') });
}

/** `--<action> FILE#Name`: one record in the member's band file (or its removal with `--undo`). */
async function memberAction(spec: CampaignActionSpec, options: CampaignAwardOptions, context: Context, deps: CampaignDeps): Promise<ExitCode> {
  if (options.standings !== undefined || options.winner !== undefined || options.loser !== undefined) throw usageError('campaign/action-mode', { action: spec.name });
  const arg = String(options[spec.name]);
  const hash = arg.lastIndexOf('#');
  const file = hash >= 0 ? arg.slice(0, hash) : arg;
  const name = hash >= 0 && hash < arg.length - 1 ? arg.slice(hash + 1) : undefined;
  const bands = await loadBands([file], context, options, deps.registry ?? defaultRegistry);
  if (!bands) return EXIT.invalid;
  const band = bands[0]!;
  const action = band.rules.actions?.find((a) => a.name === spec.name);
  if (!action) throw usageError('campaign/action-not-supported', { file, ruleset: band.ruleset.title, action: spec.name });
  const member = memberOf(band, arg, name);
  const date = options.date ?? (deps.today ?? localToday)();
  if (!isoDate(date)) throw usageError('campaign/bad-date', { actual: date });
  const scenario = options.scenario === undefined ? undefined : scenarioId(options.scenario);
  const seed = typeof options.seed === 'string' ? options.seed : randomSeed();
  const plan =
    options.undo !== undefined
      ? planActionUndo(band, action, member, scenarioId(options.undo))
      : planAction({ band, action, member, date, ...(scenario !== undefined ? { scenario } : {}), options: readOptions(spec.options, options as Record<string, unknown>), rng: new SeededRng(seed), lang: context.lang });
  const diff = unifiedDiff(new TextDecoder('utf-8', { ignoreBOM: true }).decode(plan.change.before), plan.change.after, file, file);
  if (!options.dryRun) await writeAll([plan.change], deps.write);
  const undone = options.undo !== undefined;
  if (options.json) {
    context.out(JSON.stringify({ action: spec.name, undo: undone, file, member: member.name, record: plan.record, ...(undone ? {} : { seed }), dry_run: Boolean(options.dryRun), ...(options.dryRun ? { diffs: [{ file, diff }] } : {}) }, null, 2));
    return EXIT.ok;
  }
  const done = context.messages.text(undone ? 'campaign/view-action-undone' : 'campaign/view-action-recorded', { action: spec.name, member: member.name, file });
  const view = renderView([...(plan.report?.view ?? []), { kind: 'lines', lines: [done] }], context.color);
  if (options.dryRun) {
    context.out(renderDiff(diff, context.color));
    context.err(`${view}\n${context.messages.text('campaign/view-dry-run')}`);
  } else context.out(`${view}\n${context.messages.text('campaign/view-written', { count: 1 })}`);
  return EXIT.ok;
}

export async function campaignAward(files: readonly string[], options: CampaignAwardOptions, context: Context, deps: CampaignDeps = {}): Promise<ExitCode> {
  context.messages.add(CAMPAIGN_MESSAGES);
  const actionSpec = (deps.registry ?? defaultRegistry).manifests.flatMap((m) => m.campaignActions ?? []).find((a) => options[a.name] !== undefined);
  if (actionSpec) {
    if (files.length) throw usageError('campaign/files-with-action', { file: files[0]!, action: actionSpec.name });
    return memberAction(actionSpec, options, context, deps);
  }
  const stray = (deps.registry ?? defaultRegistry).manifests.flatMap((m) => (m.campaignActions ?? []).flatMap((a) => a.options.map((o) => [a.name, o] as const))).find(([, o]) => options[o.key] !== undefined);
  if (stray) throw usageError('campaign/action-option-alone', { option: stray[1].flags.split(' ')[0]!, action: stray[0] });
  const modes = [options.scenario, options.undo, options.standings].filter((m) => m !== undefined).length;
  if (modes !== 1) throw usageError('campaign/mode');
  if (options.standings !== undefined) return rank(files, options, context, deps);
  if (options.undo !== undefined) return undo(files, options, context, deps);
  return award(files, options, context, deps);
}
