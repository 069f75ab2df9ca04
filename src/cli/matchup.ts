/**
 * `simulate-attack A.yaml B.yaml`: every member of A attacking every member of B (the matchup table), `--both`,
 * `--metric`, and `--compare` on a matchup. Computed by src/core/matchup.ts; this file loads, checks and prints.
 */
import { isError } from '../core/diagnostics.js';
import { readHouseRules, tableRules, type FileRules } from '../core/house-rules.js';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { highlights, matchup, METRICS, pairJson, bestAttack, variantOptions, type Matchup, type Metric } from '../core/matchup.js';
import type { Options, Ruleset } from '../core/ruleset.js';
import type { Block, View } from '../core/view.js';
import { registry } from '../rulesets/index.js';
import { analyseFile } from './band.js';
import { compareFlags, signedPoints } from './compare.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { readOptions } from './option-values.js';
import { percent, renderDiagnostic, renderView } from './render.js';

export interface MatchupOptions {
  readonly json?: boolean;
  readonly both?: boolean;
  readonly metric?: string;
  readonly compare?: string;
  readonly dice?: string;
  readonly trials?: string;
  readonly seed?: string;
}

const WIDTH = 80;
const NAME = 18;

interface LoadedBandFile {
  readonly file: string;
  readonly ruleset: Ruleset;
  readonly band: unknown;
  readonly data: Record<string, unknown>;
  readonly rules: FileRules;
}

/** Table-wide house rules as in one attack: what one file sets holds for both bands; two files that disagree are refused. */
function shareTableRules(ruleset: Ruleset, bands: readonly LoadedBandFile[]): { bands: LoadedBandFile[]; shared: Record<string, unknown> } {
  const specs = ruleset.houseRules ?? [];
  const table = tableRules(specs, bands.map((b) => b.rules));
  const conflict = table.conflicts[0];
  if (conflict) {
    const [a, b] = conflict.sides;
    throw usageError('cli/attack-house-rule-conflict', { rule: conflict.key, file: a!.file, actual: String(a!.value), other: b!.file, limit: String(b!.value) });
  }
  if (table.set.length === 0) return { bands: [...bands], shared: {} };
  const reread = bands.map((b) => {
    const house = readHouseRules(b.data, specs);
    const band = ruleset.parse(house.data, { ...house.rules, ...table.rules }).band;
    return band === undefined ? b : { ...b, band };
  });
  return { bands: reread, shared: Object.fromEntries(table.set.map((s) => [s.key, s.value])) };
}

async function loadBand(file: string, context: Context, json: boolean): Promise<LoadedBandFile | ExitCode> {
  const { analysis, diagnostics } = await analyseFile(file, context);
  const errors = diagnostics.filter(isError);
  if (errors.length > 0 || !analysis.ruleset || analysis.band === undefined) {
    if (json) context.out(JSON.stringify({ file, valid: false, diagnostics: errors.map(({ file: _f, ...d }) => d) }, null, 2));
    else {
      for (const d of errors) context.err(renderDiagnostic(d, context.messages, context.color));
      context.err(context.messages.text('cli/invalid-band', { file, count: errors.length }));
    }
    return EXIT.invalid;
  }
  const rules = { file, rules: analysis.houseRules?.rules ?? {}, overridden: analysis.houseRules?.overridden ?? [] };
  return { file, ruleset: analysis.ruleset, band: analysis.band, data: analysis.document!.data as Record<string, unknown>, rules };
}

export function parseMetric(text: string | undefined): Metric {
  if (text === undefined) return 'kill';
  if (!(METRICS as readonly string[]).includes(text)) throw usageError('cli/matchup-metric', { actual: text });
  return text as Metric;
}

/** A number of the table: a chance in percent, damage with two decimals. */
export const cell = (value: number | null | undefined, metric: Metric): string =>
  value === null || value === undefined ? '-' : metric === 'damage' ? value.toFixed(2) : percent(value);

const cut = (name: string, size: number): string => ([...name].length > size ? `${[...name].slice(0, size - 1).join('')}…` : name);

/** The targets in groups whose columns fit the width beside the attackers' names. */
function chunks(targets: readonly string[], size: number): string[][] {
  const perTable = Math.max(1, Math.floor((WIDTH - NAME) / (size + 2)));
  const out: string[][] = [];
  for (let i = 0; i < targets.length; i += perTable) out.push(targets.slice(i, i + perTable));
  return out;
}

/** A grid of attackers by targets, `value` per pair, split so that each table fits 80 columns. */
function grid(m: Matchup, value: (attacker: string, target: string) => string): Block[] {
  const size = 10;
  return chunks(m.targets, size).map((group) => ({
    kind: 'table' as const,
    columns: ['', ...group.map((t) => cut(t, size))],
    rows: m.attackers.map((a) => [cut(a, NAME), ...group.map((t) => value(a, t))]),
  }));
}

function highlightBlocks(m: Matchup, metric: Metric, context: Context): Block[] {
  const t = context.messages;
  const { bestTarget, mostDangerous } = highlights(m, metric);
  const row = (a: string, b: string, attack: string, v: number | null): string[] => [cut(a, NAME), cut(b, NAME), cut(attack, 16), cell(v, metric)];
  return [
    { kind: 'heading', text: t.text('ui/matchup-best-target') },
    { kind: 'table', columns: [t.text('ui/attacker'), t.text('ui/target'), '', ''], rows: [...bestTarget.values()].map((p) => row(p.attacker, p.target, p.attack, p.headline[metric])) },
    { kind: 'heading', text: t.text('ui/matchup-most-dangerous') },
    { kind: 'table', columns: [t.text('ui/target'), t.text('ui/attacker'), '', ''], rows: [...mostDangerous.values()].map((p) => row(p.target, p.attacker, p.attack, p.headline[metric])) },
  ];
}

function skippedBlocks(m: Matchup, context: Context): Block[] {
  if (m.skipped.length === 0) return [];
  const t = context.messages;
  return [
    { kind: 'heading', text: t.text('ui/matchup-skipped') },
    { kind: 'lines', lines: m.skipped.map((s) => `${t.text(s.code, s.params)} (${t.text('ui/matchup-pairs', { count: s.pairs })})`) },
  ];
}

const title = (from: string, to: string, metric: Metric, context: Context): Block[] => [
  { kind: 'heading', text: context.messages.text('ui/matchup-title', { attackers: from, targets: to }) },
  { kind: 'lines', lines: [context.messages.text(`ui/matchup-metric-${metric}`)] },
];

export function matchupView(m: Matchup, from: string, to: string, metric: Metric, context: Context): View {
  const { bestTarget } = highlights(m, metric);
  const value = (a: string, tg: string): string => {
    const pair = bestAttack(m, a, tg, metric);
    if (!pair) return '-';
    return `${cell(pair.headline[metric], metric)}${bestTarget.get(a) === pair ? '*' : ''}`;
  };
  return [
    ...title(from, to, metric, context),
    ...grid(m, value),
    { kind: 'lines', lines: [context.messages.text('ui/matchup-marks')] },
    ...highlightBlocks(m, metric, context),
    ...skippedBlocks(m, context),
  ];
}

export function matchupJson(m: Matchup, context: Context): Record<string, unknown> {
  return {
    attackers: m.attackers,
    targets: m.targets,
    pairs: m.pairs.map(pairJson),
    skipped: m.skipped.map((s) => ({ code: s.code, message: context.messages.text(s.code, s.params), pairs: s.pairs })),
  };
}

/** `--compare FLAG` on a matchup: with minus without, per pair (its best attack without the flag), in points or damage. */
function differenceView(without: Matchup, withIt: Matchup, flag: string, from: string, to: string, metric: Metric, context: Context): View {
  const value = (a: string, tg: string): string => {
    // The same attack with and without: the pair's best attack without the flag ('-' where the flag refuses it).
    const before = bestAttack(without, a, tg, metric);
    const x = before?.headline[metric];
    const y = withIt.pairs.find((p) => p.attacker === a && p.target === tg && p.attack === before?.attack)?.headline[metric];
    if (x === null || x === undefined || y === null || y === undefined) return '-';
    return signedPoints(y - x, metric !== 'damage');
  };
  return [
    ...title(from, to, metric, context),
    { kind: 'lines', lines: [context.messages.text('ui/compare-difference', { option: flag })] },
    ...grid(without, value),
    ...skippedBlocks(withIt, context),
  ];
}

const bandName = (file: string): string => file.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/i, '');

/**
 * The matchup, when the two arguments are band files without `#Name` and one of them has several members; `undefined`
 * otherwise (the single attack of two bands of one goes on as before).
 */
export async function simulateMatchup(args: readonly string[], raw: Record<string, unknown> & MatchupOptions, context: Context): Promise<ExitCode | undefined> {
  if (args.length !== 2 || args.some((a) => a.includes('#'))) return undefined;
  const json = raw.json === true;
  const loadedA = await loadBand(args[0]!, context, json);
  if (typeof loadedA === 'number') return loadedA;
  const loadedB = await loadBand(args[1]!, context, json);
  if (typeof loadedB === 'number') return loadedB;
  if (loadedA.ruleset.id !== loadedB.ruleset.id) throw usageError('cli/matchup-ruleset-mismatch', { file: loadedA.file, actual: loadedA.ruleset.id, other: loadedB.file, limit: loadedB.ruleset.id });
  const ruleset = loadedA.ruleset;
  if (ruleset.roster(loadedA.band).length <= 1 && ruleset.roster(loadedB.band).length <= 1) return undefined;
  const { bands: [a, b], shared } = shareTableRules(ruleset, [loadedA, loadedB]) as { bands: [LoadedBandFile, LoadedBandFile]; shared: Record<string, unknown> };
  const tableJson = Object.keys(shared).length > 0 ? { table_rules: shared } : {};
  context.messages.add(ruleset.messages);
  if (!ruleset.attack) throw usageError('cli/attack-unsupported', { ruleset: ruleset.id });
  for (const key of ['dice', 'trials', 'seed'] as const) if (raw[key] !== undefined) throw usageError('cli/matchup-single-only', { option: `--${key}` });
  const manifest = registry.find(ruleset.id)!;
  const { checkForeign } = await import('./simulate-attack.js');
  checkForeign(raw, manifest);
  const metric = parseMetric(raw.metric);
  const options: Options = readOptions(manifest.attackOptions, raw);
  const run = (o: Options, from: LoadedBandFile, to: LoadedBandFile) => matchup(ruleset, from, to, o, context.lang);

  if (raw.compare !== undefined) {
    const flags = compareFlags(raw.compare, manifest, ruleset.id);
    if (flags.length !== 1) throw usageError('cli/compare-matchup-one', { actual: flags.length });
    const off = run(variantOptions(options, flags, []), a, b);
    const on = run(variantOptions(options, flags, flags), a, b);
    if (json) {
      const variant = (m: Matchup, value: boolean) => ({ options: { ...options, [flags[0]!]: value }, result: { ruleset: ruleset.id, ...tableJson, ...matchupJson(m, context) } });
      context.out(toJsonText({ variants: [variant(off, false), variant(on, true)] }));
    } else {
      const flag = manifest.attackOptions.find((s) => s.key === flags[0])!.flags;
      context.out(renderView(differenceView(off, on, flag, bandName(a.file), bandName(b.file), metric, context), context.color));
    }
    return EXIT.ok;
  }

  const forward = run(options, a, b);
  const reverse = raw.both ? run(options, b, a) : undefined;
  if (json) {
    context.out(toJsonText({ ruleset: ruleset.id, ...tableJson, ...matchupJson(forward, context), ...(reverse ? { reverse: matchupJson(reverse, context) } : {}) }));
  } else {
    const view = [...matchupView(forward, bandName(a.file), bandName(b.file), metric, context), ...(reverse ? matchupView(reverse, bandName(b.file), bandName(a.file), metric, context) : [])];
    const rules = Object.entries(shared).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
    context.out(renderView([...view, ...(rules ? [{ kind: 'lines' as const, lines: [context.messages.text('ui/table-rules', { rules })] }] : [])], context.color));
  }
  return EXIT.ok;
}
