/**
 * `simulate-attack A.yaml B.yaml`: every member of A attacking every member of B (the matchup table), `--both`,
 * `--metric`, and `--compare` on a matchup. Computed by src/core/matchup.ts; this file loads, checks and prints.
 */
import { matchupOdds } from '../core/api/matchup.js';
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { bestAttack, highlights, METRICS, type Matchup, type Metric } from '../core/matchup.js';
import type { Block, View } from '../core/view.js';
import { registry } from '../rulesets/index.js';
import { signedPoints } from './compare.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { percent, renderView } from './render.js';
import { printInvalid } from './show.js';

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

export function parseMetric(text: string | undefined): Metric {
  if (text === undefined) return 'kill';
  if (!(METRICS as readonly string[]).includes(text)) throw usageError('cli/matchup-metric', { actual: text });
  return text as Metric;
}

/** A number of the table: a chance in percent, damage with two decimals. */
export const cell = (value: number | null | undefined, metric: Metric): string =>
  value === null || value === undefined ? '-' : metric === 'damage' ? value.toFixed(2) : percent(value);

/** Words to lines of at most 80 columns, the next ones indented. */
function wrap(text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && [...line].length + 1 + [...word].length > WIDTH) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

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
    { kind: 'table', columns: [t.text('ui/attacker'), t.text('ui/target'), '', ''], rows: [...bestTarget.values()].map((p) => row(p.attacker, p.target, p.label ?? p.attack, p.headline[metric])) },
    { kind: 'heading', text: t.text('ui/matchup-most-dangerous') },
    { kind: 'table', columns: [t.text('ui/target'), t.text('ui/attacker'), '', ''], rows: [...mostDangerous.values()].map((p) => row(p.target, p.attacker, p.label ?? p.attack, p.headline[metric])) },
  ];
}

function skippedBlocks(m: Matchup, context: Context): Block[] {
  if (m.skipped.length === 0) return [];
  const t = context.messages;
  return [
    { kind: 'heading', text: t.text('ui/matchup-skipped') },
    { kind: 'lines', lines: m.skipped.flatMap((s) => wrap(`${t.text(s.code, s.params)} (${t.text('ui/matchup-pairs', { count: s.pairs })})`)) },
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

/** `--compare FLAG` on a matchup: with minus without, per pair (its best attack without the flag), in points or damage. */
export function differenceView(without: Matchup, withIt: Matchup, flag: string, from: string, to: string, metric: Metric, context: Context): View {
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
    // Points of a chance, or the difference of expected damage (`--metric damage`).
    { kind: 'lines', lines: [context.messages.text(metric === 'damage' ? 'ui/compare-difference-damage' : 'ui/compare-difference', { option: flag })] },
    ...grid(without, value),
    ...skippedBlocks(withIt, context),
  ];
}

const bandName = (file: string): string => file.split(/[\\/]/).at(-1)!.replace(/\.ya?ml$/i, '');

/** The matchup's text, or its JSON (src/core/api/matchup.ts): `undefined` when the two files are one attack. */
export async function simulateMatchup(files: readonly [string, string], raw: Record<string, unknown> & MatchupOptions, context: Context): Promise<ExitCode | undefined> {
  const metric = parseMetric(raw.metric);
  const request = { ...(raw.both ? { both: true } : {}), ...(raw.compare !== undefined ? { compare: raw.compare } : {}) };
  const outcome = await matchupOdds(files, raw, request, { registry, messages: context.messages });
  if (outcome === undefined) return undefined;
  if (!outcome.ok) return printInvalid(outcome, raw.json === true, context);
  if (raw.json) {
    context.out(toJsonText(outcome.json));
    return EXIT.ok;
  }
  const [from, to] = files.map(bandName) as [string, string];
  const view = outcome.compared
    ? differenceView(outcome.forward, outcome.compared.withIt, outcome.compared.flags, from, to, metric, context)
    : [...matchupView(outcome.forward, from, to, metric, context), ...(outcome.reverse ? matchupView(outcome.reverse, to, from, metric, context) : [])];
  const rules = Object.entries(outcome.tableRules).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
  context.out(renderView([...view, ...(rules ? [{ kind: 'lines' as const, lines: [context.messages.text('ui/table-rules', { rules })] }] : [])], context.color));
  return EXIT.ok;
}
