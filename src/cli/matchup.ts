/**
 * `simulate-attack A.yaml B.yaml`: every member of A attacking every member of B (the matchup table), `--both`,
 * `--metric`, and `--compare` on a matchup. Computed by src/core/matchup/matchup.ts; this file loads, checks and prints.
 */
import { matchupOdds } from '../core/api/matchup.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { bestAttack, highlights, metricOf, METRICS, type Matchup, type Metric, type Pair } from '../core/matchup/matchup.js';
import type { Block, View } from '../core/ruleset/view.js';
import { registry } from '../rulesets/index.js';
import { signedPoints } from './compare.js';
import type { Context } from './context.js';
import { toJsonText } from './json.js';
import { cell, matchupGrid, metricTitle, noteLines, type Heading } from './matchup-grid.js';
import { renderView } from './render.js';
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

export { cell, metricTitle, type Heading } from './matchup-grid.js';

const WIDTH = 80;

/** `--metric`, checked; `undefined` when not given (the ruleset's own headline, `metricOf`). */
export function parseMetric(text: string | undefined): Metric | undefined {
  if (text === undefined) return undefined;
  if (!(METRICS as readonly string[]).includes(text)) throw usageError('cli/matchup-metric', { actual: text });
  return text as Metric;
}



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

/** A grid of attackers by targets, names whole: the renderer wraps long names in their column and splits to fit. */
function grid(m: Matchup, value: (attacker: string, target: string) => string): Block[] {
  return [{ kind: 'table' as const, columns: ['', ...m.targets], rows: m.attackers.map((a) => [a, ...m.targets.map((t) => value(a, t))]) }];
}

/** One line per highlight, names whole: `attacker → target (attack): number`. */
function highlightBlocks(m: Matchup, metric: Metric, context: Context): Block[] {
  const t = context.messages;
  const { bestTarget, mostDangerous } = highlights(m, metric);
  const line = (p: Pair, reverse: boolean): string[] =>
    wrap(t.text(reverse ? 'ui/matchup-highlight-by' : 'ui/matchup-highlight', { first: reverse ? p.target : p.attacker, second: reverse ? p.attacker : p.target, attack: p.label ?? p.attack, value: cell(p.headline[metric], metric) }));
  return [
    { kind: 'heading', text: t.text('ui/matchup-best-target') },
    { kind: 'lines', lines: [...bestTarget.values()].flatMap((p) => line(p, false)) },
    { kind: 'heading', text: t.text('ui/matchup-most-dangerous') },
    { kind: 'lines', lines: [...mostDangerous.values()].flatMap((p) => line(p, true)) },
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

const title = (h: Heading, context: Context): Block[] => [
  { kind: 'heading', text: context.messages.text('ui/matchup-title', { attackers: h.from, targets: h.to }) },
  { kind: 'lines', lines: [context.messages.text('ui/matchup-metric', { metric: h.title })] },
];

export function matchupView(m: Matchup, h: Heading, context: Context): View {
  const cells = matchupGrid(m, h.metric, h.title, context.messages);
  return [
    ...title(h, context),
    ...grid(m, (a, t) => cells.cell(a, t).text),
    { kind: 'lines', lines: [context.messages.text('ui/matchup-marks'), ...noteLines(cells, context.messages).flatMap(wrap)] },
    ...highlightBlocks(m, h.metric, context),
    ...skippedBlocks(m, context),
  ];
}

/** `--compare FLAG` on a matchup: with minus without, per pair (its best attack without the flag), in points or damage. */
export function differenceView(without: Matchup, withIt: Matchup, flag: string, h: Heading, context: Context): View {
  const metric = h.metric;
  const value = (a: string, tg: string): string => {
    // The same attack with and without: the pair's best attack without the flag ('-' where the flag refuses it).
    const before = bestAttack(without, a, tg, metric);
    const x = before?.headline[metric];
    const y = withIt.pairs.find((p) => p.attacker === a && p.target === tg && p.attack === before?.attack)?.headline[metric];
    if (x === null || x === undefined || y === null || y === undefined) return '-';
    return signedPoints(y - x, metric !== 'damage');
  };
  return [
    ...title(h, context),
    // Points of a chance, or the difference of expected damage (`--metric damage`).
    { kind: 'lines', lines: [context.messages.text(metric === 'damage' ? 'ui/compare-difference-damage' : 'ui/compare-difference', { option: flag })] },
    ...grid(without, value),
    ...skippedBlocks(withIt, context),
  ];
}

/** The matchup's text, or its JSON (src/core/api/matchup.ts): `undefined` when the two files are one attack. */
export async function simulateMatchup(files: readonly [string, string], raw: Record<string, unknown> & MatchupOptions, context: Context): Promise<ExitCode | undefined> {
  const asked = parseMetric(raw.metric);
  const request = { ...(raw.both ? { both: true } : {}), ...(raw.compare !== undefined ? { compare: raw.compare } : {}) };
  const outcome = await matchupOdds(files, raw, request, { registry, messages: context.messages });
  if (outcome === undefined) return undefined;
  if (!outcome.ok) return printInvalid(outcome, raw.json === true, context);
  if (raw.json) {
    context.out(toJsonText(outcome.json));
    return EXIT.ok;
  }
  const [from, to] = outcome.names;
  const metric = asked ?? metricOf(outcome.ruleset).id;
  const h: Heading = { from, to, metric, title: metricTitle(outcome.ruleset, metric, context) };
  const view = outcome.compared
    ? differenceView(outcome.forward, outcome.compared.withIt, outcome.compared.flags, h, context)
    : [...matchupView(outcome.forward, h, context), ...(outcome.reverse ? matchupView(outcome.reverse, { ...h, from: to, to: from }, context) : [])];
  const rules = Object.entries(outcome.tableRules).map(([k, v]) => `${k}: ${String(v)}`).join(', ');
  context.out(renderView([...view, ...(rules ? [{ kind: 'lines' as const, lines: [context.messages.text('ui/table-rules', { rules })] }] : [])], context.color));
  return EXIT.ok;
}
