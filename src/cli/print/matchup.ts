/**
 * `print A.yaml --against B.yaml`: the matchup as an A4 page, a heat map of the chance to kill per pair (best attack
 * of each), the attacker's best target marked. Legible in black and white: every cell prints its number, the shade
 * darkens with the chance (a grey ramp, so a black and white print keeps the order), the best target is framed
 * and starred.
 */
import { matchupOdds } from '../../core/api/matchup.js';
import { markdownCell, markdownText } from './markdown.js';
import type { ExitCode } from '../../core/errors.js';
import { bestAttack, highlights, type Matchup } from '../../core/matchup.js';
import type { Lang } from '../../core/messages/catalogue.js';
import { registry } from '../../rulesets/index.js';
import type { Context } from '../context.js';
import { percent } from '../render.js';
import { printInvalid } from '../show.js';

const LABELS = {
  en: { title: 'Matchup', colon: ': ', legend: 'Chance to kill (or the main outcome) in one attack, best attack of each pair. ★ framed: the best target of the attacker. Blank: no attack.', skipped: 'Not computed' },
  fr: { title: 'Confrontation', colon: '\u00a0: ', legend: "Chance de tuer (ou le résultat principal) en une attaque, meilleure attaque par paire. ★ encadré\u00a0: la meilleure cible de l'attaquant. Vide\u00a0: aucune attaque.", skipped: 'Non calculé' },
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

export function matchupSection(m: Matchup, from: string, to: string, lang: Lang, skipped: readonly string[]): string {
  const l = LABELS[lang];
  const { bestTarget } = highlights(m, 'kill');
  const cell = (a: string, t: string): string => {
    const pair = bestAttack(m, a, t, 'kill');
    const p = pair?.headline.kill;
    if (!pair || p === null || p === undefined) return '<td data-p=""></td>';
    const { background, color } = shade(p);
    const best = bestTarget.get(a) === pair;
    return `<td data-p="${p}" class="${best ? 'best' : ''}" style="background:${background};color:${color}" title="${escape(pair.label ?? pair.attack)}">${best ? '★ ' : ''}${percent(p, 1)}</td>`;
  };
  const head = `<tr><th></th>${m.targets.map((t) => `<th>${escape(t)}</th>`).join('')}</tr>`;
  const rows = m.attackers.map((a) => `<tr><th>${escape(a)}</th>${m.targets.map((t) => cell(a, t)).join('')}</tr>`).join('');
  const notes = skipped.length ? `<h2>${escape(l.skipped)}</h2><pre>${escape(skipped.join('\n'))}</pre>` : '';
  return `<h1>${escape(l.title)}${l.colon}${escape(from)} → ${escape(to)}</h1>
<p class="legend">${escape(l.legend)}</p>
<table class="heat">${head}${rows}</table>${notes}`;
}

/** The same grid in Markdown: numbers, the best target starred. */
export function matchupMarkdown(m: Matchup, from: string, to: string, lang: Lang): string {
  const { bestTarget } = highlights(m, 'kill');
  const cell = (a: string, t: string): string => {
    const pair = bestAttack(m, a, t, 'kill');
    const p = pair?.headline.kill;
    return !pair || p === null || p === undefined ? '' : `${bestTarget.get(a) === pair ? '★ ' : ''}${percent(p, 1)}`;
  };
  const esc = markdownCell;
  return [
    `## ${LABELS[lang].title}${LABELS[lang].colon}${markdownText(from)} → ${markdownText(to)}`,
    '',
    LABELS[lang].legend,
    '',
    `| | ${m.targets.map(esc).join(' | ')} |`,
    `|${[null, ...m.targets].map(() => ' --- ').join('|')}|`,
    ...m.attackers.map((a) => `| ${esc(a)} | ${m.targets.map((t) => cell(a, t)).join(' | ')} |`),
  ].join('\n');
}

/** The matchup of `print FILE --against OTHER`, or the exit code of an invalid band (its diagnostics printed). */
export async function against(file: string, other: string, context: Context): Promise<AgainstPage | ExitCode> {
  const outcome = await matchupOdds([file, other], {}, { always: true }, { registry, messages: context.messages });
  if (!outcome!.ok) return printInvalid(outcome!, false, context);
  const m = outcome!.forward;
  const name = (f: string) => f.replace(/^.*[\\/]/, '').replace(/\.ya?ml$/i, '');
  const skipped = m.skipped.map((s) => `${context.messages.text(s.code, s.params)} (${context.messages.text('ui/matchup-pairs', { count: s.pairs })})`);
  return {
    html: matchupSection(m, name(file), name(other), context.lang, skipped),
    markdown: matchupMarkdown(m, name(file), name(other), context.lang),
  };
}

export interface AgainstPage {
  readonly html: string;
  readonly markdown: string;
}
