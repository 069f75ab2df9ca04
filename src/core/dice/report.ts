/** Roll results and exact distributions as JSON for scripts and as views for people. */
import type { Lang, Messages } from '../messages/catalogue.js';
import { percent, withPercentSign } from '../messages/numbers.js';
import type { Report } from '../ruleset/ruleset.js';
import type { Block } from '../ruleset/view.js';
import type { Expression } from './ast.js';
import { sorted, toRecord } from './distribution.js';
import type { Exact } from './exact.js';
import { LIMITS } from './limits.js';
import type { ParseResult } from './parse.js';
import type { Rolled, RolledDie, RolledSum } from './sample.js';

type Failed = Extract<ParseResult, { ok: false }>['error'];

/**
 * A percentage for people, through the shared formatter (`percent`, `src/core/messages/numbers.ts`), with two cases
 * of its own since a distribution lists values far below 0.005 %: 0 is `0%` (no decimals to round), and a chance
 * that two decimals would show as a misleading 0.00% is in scientific notation (`4.99e-3%`). Written in English like
 * `formatNumber`: the views of rolls keep English numbers and the CLI sets them in French (`frenchText`: `88,89 %`),
 * so `roll` prints byte for byte what it printed before the shared formatter.
 */
export function formatP(probability: number): string {
  const p = Math.min(1, Math.max(0, probability));
  if (p === 0) return percent(0, ENGLISH, 0);
  if (p < 0.00005) return withPercentSign((p * 100).toExponential(2), ENGLISH);
  return percent(p, ENGLISH);
}

/** The views of rolls write their numbers in English (above); any language but French is written so. */
const ENGLISH: Lang = 'en';

export const formatNumber = (x: number): string => String(Number(x.toFixed(4)));

/** The message, then the expression and a caret under the column. */
export function describeError(source: string, error: Failed, t: Messages): string {
  const found = error.found === undefined ? t.text('dice/end') : `"${error.found}"`;
  const message = t.text(error.code, { ...error.params, found });
  return [t.text('dice/at-column', { column: error.column, message }), `  ${source.replace(/\s/g, ' ')}`, `  ${' '.repeat(error.column - 1)}^`].join('\n');
}

const dieText = (d: RolledDie): string => {
  // Stryker disable next-line ConditionalExpression,EqualityOperator: one roll joined is its face written alone
  const body = d.rolls && d.rolls.length > 1 ? d.rolls.join('+') : String(d.face);
  return d.kept && d.success !== false ? body : `(${body})`;
};

/** `4d6kh3 [6 5 3 (1)] + 1 = 15` */
export function sumText(sum: RolledSum): string {
  const parts = sum.terms.map((term, i) => {
    const body = term.dice.length ? `${term.text} [${term.dice.map(dieText).join(' ')}]` : term.text;
    if (i === 0) return term.sign === -1 ? `-${body}` : body;
    return `${term.sign === -1 ? '-' : '+'} ${body}`;
  });
  return `${parts.join(' ')} = ${sum.total}`;
}

const dice = (sum: RolledSum) => sum.terms.flatMap((t) => t.dice);
const outcome = (r: Rolled): 'win' | 'tie' | 'loss' => (r.left.total > r.right!.total ? 'win' : r.left.total < r.right!.total ? 'loss' : 'tie');

function oneJson(r: Rolled) {
  if (!r.right) return { total: r.left.total, dice: dice(r.left) };
  return {
    total: { left: r.left.total, right: r.right.total },
    outcome: outcome(r),
    dice: [...dice(r.left).map((d) => ({ ...d, side: 'left' })), ...dice(r.right).map((d) => ({ ...d, side: 'right' }))],
  };
}

function oneText(r: Rolled, t: Messages): string[] {
  if (!r.right) return [sumText(r.left)];
  const params = { left: r.left.total, right: r.right.total };
  const verdict = { win: 'dice/view-left-wins', tie: 'dice/view-equal', loss: 'dice/view-right-wins' }[outcome(r)];
  return [sumText(r.left), `vs ${sumText(r.right)}`, t.text(verdict, params)];
}

/** A roll: the JSON `{expression, total, dice}` (lists per repetition for `N x …`), without the seed the CLI adds. */
export function rollReport(expression: Expression, results: readonly Rolled[], t: Messages): Report {
  const each = results.map(oneJson);
  const json =
    expression.repeat === 1
      ? { expression: expression.source.trim(), ...each[0]! }
      : {
          expression: expression.source.trim(),
          total: each.map((e) => e.total),
          ...(expression.right ? { outcome: each.map((e) => (e as { outcome: string }).outcome) } : {}),
          dice: each.map((e) => e.dice),
        };
  const view: Block[] =
    expression.repeat === 1
      ? [{ kind: 'lines', lines: oneText(results[0]!, t) }]
      : [{ kind: 'pairs', items: results.map((r, i) => [String(i + 1), oneText(r, t).join('  ')] as const) }];
  const all = results.flatMap((r) => [...dice(r.left), ...(r.right ? dice(r.right) : [])]);
  const legend = [
    ...(all.some((d) => !d.kept || d.success === false) ? [t.text('dice/view-not-counted')] : []),
    ...(all.some((d) => (d.rolls?.length ?? 0) > 1) ? [t.text('dice/view-exploded')] : []),
  ];
  if (legend.length) view.push({ kind: 'lines', lines: ['', ...legend] });
  return { json, view };
}

/** Bars for a distribution; on wide supports the far tails that would print as 0.00% are summed into one line. */
function chart(distribution: Exact & { kind: 'distribution' }, t: Messages): Block[] {
  const values = sorted(distribution.distribution);
  let atLeast = values.reduce((sum, [, p]) => sum + p, 0);
  const items = values.map(([v, p]) => {
    const item = { label: String(v), p, note: t.text('dice/view-at-least', { p: formatP(Math.min(1, atLeast)) }) };
    atLeast -= p;
    return item;
  });
  let start = 0;
  let end = items.length;
  if (items.length > 40) {
    while (start < end && items[start]!.p < 0.00005) start++;
    while (end > start && items[end - 1]!.p < 0.00005) end--;
  }
  const hidden = [...items.slice(0, start), ...items.slice(end)];
  const blocks: Block[] = [{ kind: 'bars', items: items.slice(start, end) }];
  if (hidden.length) blocks.push({ kind: 'lines', lines: [t.text('dice/view-hidden', { count: hidden.length, p: formatP(hidden.reduce((s, i) => s + i.p, 0)) })] });
  return blocks;
}

/** `--exact`: `{expression, distribution, mean, stddev}` or, for `vs`, `{expression, win, tie, loss}`; `residual` when dice explode. */
export function exactReport(expression: Expression, result: Exact, t: Messages): Report {
  const source = expression.source.trim();
  const residual = result.residual === undefined ? {} : { residual: result.residual };
  const repeat = expression.repeat > 1 ? { repeat: expression.repeat } : {};
  const view: Block[] = [{ kind: 'heading', text: expression.repeat > 1 ? `${source} (${t.text('dice/view-repeat', { count: expression.repeat })})` : source }];
  let json: Record<string, unknown>;
  if (result.kind === 'comparison') {
    json = { expression: source, ...repeat, win: result.win, tie: result.tie, loss: result.loss, ...residual };
    view.push({
      kind: 'bars',
      items: [
        { label: t.text('dice/view-win'), p: result.win },
        { label: t.text('dice/view-tie'), p: result.tie },
        { label: t.text('dice/view-loss'), p: result.loss },
      ],
    });
  } else {
    json = { expression: source, ...repeat, distribution: toRecord(result.distribution), mean: result.mean, stddev: result.stddev, ...residual };
    view.push(...chart(result, t), {
      kind: 'pairs',
      items: [
        [t.text('dice/view-mean'), formatNumber(result.mean)],
        [t.text('dice/view-stddev'), formatNumber(result.stddev)],
      ],
    });
  }
  if (result.residual !== undefined) view.push({ kind: 'lines', lines: [t.text('dice/view-residual', { limit: LIMITS.explode, p: formatP(result.residual) })] });
  return { json, view };
}
