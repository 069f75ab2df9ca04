/**
 * `print A.yaml --against B.yaml`: the matchup as an A4 page, a heat map of the ruleset's headline number per pair (best
 * attack of each), the attacker's best target marked: the cells, marks, names and notes of the text table
 * (src/cli/matchup-grid.ts). Legible in black and white: every cell prints its number, the shade
 * darkens with the chance (a grey ramp, so a black and white print keeps the order), the best target is framed
 * and starred.
 */
import { matchupOdds } from '../../core/api/matchup.js';
import { markdownCell, markdownText } from './markdown.js';
import type { ExitCode } from '../../core/diagnostics/errors.js';
import { metricOf, type Matchup } from '../../core/matchup/matchup.js';
import type { Lang } from '../../core/messages/catalogue.js';
import { registry } from '../../rulesets/index.js';
import type { Context } from '../context.js';
import { matchupGrid, metricTitle, noteLines, type Grid, type Heading } from '../matchup-grid.js';
import { typeset } from '../render.js';
import { printInvalid } from '../show.js';

const LABELS = {
  en: { title: 'Matchup', colon: ': ', skipped: 'Not computed' },
  fr: { title: 'Confrontation', colon: '\u00a0: ', skipped: 'Non calculé' },
} as const;

export const MATCHUP_STYLE = `
.matchup table.heat { table-layout: fixed; width: 100%; border-collapse: collapse; }
.matchup table.heat th { font-size: 8pt; overflow-wrap: anywhere; }
.matchup table.heat td { text-align: center; vertical-align: middle; font-size: 9pt; height: 10mm; border: 0.3mm solid #666; }
.matchup table.heat td.best { outline: 0.9mm solid #000; outline-offset: -0.9mm; font-weight: bold; }
.matchup .legend { font-size: 8pt; }
`;

const escape = (text: string | number): string =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** A grey from white (0) to near black (1); the text turns white where the shade is dark. */
export function shade(p: number): { background: string; color: string } {
  const level = Math.round(255 - p * 200);
  return { background: `rgb(${level}, ${level}, ${level})`, color: level < 140 ? '#fff' : '#000' };
}

/** What the page shows: the bands' names, the headline's title (the text table's), and the grid shared with it. */
export interface MatchupPage extends Heading {
  readonly grid: Grid;
  /** The lines under the table: the marks, the notes. */
  readonly legend: readonly string[];
  readonly skipped: readonly string[];
}

/** The shade of a number: a chance as it is, expected damage against the table's highest. */
function darkness(page: MatchupPage, m: Matchup, value: number): number {
  if (page.metric !== 'damage') return value;
  const top = Math.max(...m.attackers.flatMap((a) => m.targets.map((t) => page.grid.cell(a, t).value ?? 0)));
  return top > 0 ? value / top : 0;
}

export function matchupSection(m: Matchup, page: MatchupPage, lang: Lang): string {
  const l = LABELS[lang];
  const cell = (a: string, t: string): string => {
    const c = page.grid.cell(a, t);
    if (c.value === undefined) return `<td data-p="">${escape(c.text)}</td>`;
    const { background, color } = shade(darkness(page, m, c.value));
    return `<td data-p="${c.value}" class="${c.best ? 'best' : ''}" style="background:${background};color:${color}" title="${escape(c.attack ?? '')}">${escape(c.text)}</td>`;
  };
  const head = `<tr><th></th>${m.targets.map((t) => `<th>${escape(t)}</th>`).join('')}</tr>`;
  const rows = m.attackers.map((a) => `<tr><th>${escape(a)}</th>${m.targets.map((t) => cell(a, t)).join('')}</tr>`).join('');
  const notes = page.skipped.length ? `<h2>${escape(l.skipped)}</h2><pre>${escape(page.skipped.join('\n'))}</pre>` : '';
  return `<h1>${escape(l.title)}${l.colon}${escape(page.from)} → ${escape(page.to)}</h1>
<p class="legend">${escape(page.title)}</p>
<table class="heat">${head}${rows}</table>
<p class="legend">${page.legend.map(escape).join('<br>')}</p>${notes}`;
}

/** The same grid in Markdown: the text table's cells, the best target starred; names as text, never as Markdown. */
export function matchupMarkdown(m: Matchup, page: MatchupPage, lang: Lang): string {
  const esc = markdownCell;
  // A cell of the grid is ours (a number, a dash, a note's number): only `|` and the best mark `*` need a backslash.
  const mark = (s: string) => s.replace(/[|*]/g, (c) => `\\${c}`);
  return [
    `## ${LABELS[lang].title}${LABELS[lang].colon}${markdownText(page.from)} → ${markdownText(page.to)}`,
    '',
    page.title,
    '',
    `| | ${m.targets.map(esc).join(' | ')} |`,
    `|${[null, ...m.targets].map(() => ' --- ').join('|')}|`,
    ...m.attackers.map((a) => `| ${esc(a)} | ${m.targets.map((t) => mark(page.grid.cell(a, t).text)).join(' | ')} |`),
    '',
    ...page.legend.map((line) => `- ${esc(line)}`),
    ...(page.skipped.length ? ['', `### ${LABELS[lang].skipped}`, '', ...page.skipped.map((line) => `- ${esc(line)}`)] : []),
  ].join('\n');
}

/** The matchup of `print FILE --against OTHER`, or the exit code of an invalid band (its diagnostics printed). */
export async function against(file: string, other: string, context: Context): Promise<AgainstPage | ExitCode> {
  const outcome = await matchupOdds([file, other], {}, { always: true }, { registry, messages: context.messages });
  if (!outcome!.ok) return printInvalid(outcome!, false, context);
  const m = outcome!.forward;
  const t = context.messages;
  const metric = metricOf(outcome!.ruleset).id;
  const title = t.text('ui/matchup-metric', { metric: metricTitle(outcome!.ruleset, metric, context) });
  const grid = matchupGrid(m, metric, metricTitle(outcome!.ruleset, metric, context), t);
  const fr = (line: string): string => typeset(line, context.lang);
  const page: MatchupPage = {
    from: fr(outcome!.names[0]),
    to: fr(outcome!.names[1]),
    metric,
    title: fr(title),
    grid: { ...grid, cell: (a, tg) => ({ ...grid.cell(a, tg), text: fr(grid.cell(a, tg).text) }), notes: grid.notes.map(fr) },
    legend: [t.text('ui/matchup-marks'), ...noteLines(grid, t)].map(fr),
    skipped: m.skipped.map((s) => fr(`${t.text(s.code, s.params)} (${t.text('ui/matchup-pairs', { count: s.pairs })})`)),
  };
  return { html: matchupSection(m, page, context.lang), markdown: matchupMarkdown(m, page, context.lang) };
}

export interface AgainstPage {
  readonly html: string;
  readonly markdown: string;
}
