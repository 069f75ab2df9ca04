/** A band as Markdown: the roster as tables, then each card as a section, for a README or a forum post. */
import type { Lang } from '../../core/messages/catalogue.js';
import type { Card } from '../../core/ruleset.js';
import type { Block, View } from '../../core/view.js';
import { BIDI, percent, shown } from '../render.js';

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/** One line of text from the band: `&`, `<`, `>` escaped as in the HTML output (Markdown renders HTML), controls shown. */
const line = (value: string): string =>
  value
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(BIDI, shown)
    .replace(CONTROLS, shown);
/** Text that may hold line breaks (a talent's or a spell's text): each one a real Markdown line break, not `\u000a`. */
const text = (value: string | number): string => String(value).split(/\r?\n/).map(line).join('  \n');
/** In a table cell a line break is `<br>`, the row stays one line. */
const cell = (value: string | number): string => String(value).split(/\r?\n/).map((l) => line(l).replace(/\|/g, '\\|')).join('<br>');

/** `label: value` in English, `label : value` (no-break space) in French. */
const colon = (lang: Lang): string => (lang === 'fr' ? '\u00a0: ' : ': ');

function block(b: Block, first: boolean, lang: Lang): string {
  switch (b.kind) {
    case 'heading':
      return `${first ? '#' : '##'} ${text(b.text)}`;
    case 'pairs':
      return ['| | |', '| --- | --- |', ...b.items.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`)].join('\n');
    case 'table':
      return [`| ${b.columns.map(cell).join(' | ')} |`, `|${b.columns.map(() => ' --- ').join('|')}|`, ...b.rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
    case 'bars':
      return b.items.map((i) => `- ${text(i.label)}${colon(lang)}${percent(i.p)}`).join('\n');
    case 'lines':
      return ['```', ...b.lines.map((line) => String(line).replace(/`{3,}/g, "'''").replace(BIDI, shown).replace(CONTROLS, shown)), '```'].join('\n');
  }
}

function card(c: Card, lang: Lang): string {
  const sep = colon(lang);
  const lines = [`### ${text(c.kind)}${sep}${text(c.title)}${c.count ? ` × ${c.count}` : ''}${c.cost ? ` (${text(c.cost)})` : ''}`];
  if (c.subtitle) lines.push(`*${text(c.subtitle)}*`);
  if (c.badges?.length) lines.push(c.badges.map((b) => `\`${b}\``).join(' '));
  for (const row of c.stats ?? []) lines.push('', `| ${row.map((s) => cell(s.label)).join(' | ')} |`, `|${row.map(() => ' --- ').join('|')}|`, `| ${row.map((s) => cell(s.value)).join(' | ')} |`, '');
  for (const t of c.tracks ?? []) lines.push(`- ${text(t.label)}${sep}${'☐'.repeat(t.boxes)}`);
  for (const l of c.lines ?? []) lines.push(`- **${text(l.label)}**${l.text ? `${sep}${text(l.text)}` : ''}`);
  for (const [k, v] of c.fields ?? []) lines.push(`- **${text(k)}**${sep}${text(v)}`);
  if (c.text) lines.push('', text(c.text));
  for (const r of c.rules ?? []) lines.push('', `**${text(r.title)}**${sep}${text(r.text)}`);
  return lines.join('\n');
}

export function printMarkdown(view: View, cards: readonly Card[], lang: Lang): string {
  const parts = view.map((b, i) => block(b, i === 0, lang));
  if (cards.length) parts.push(`## ${lang === 'fr' ? 'Cartes' : 'Cards'}`, ...cards.map((c) => card(c, lang)));
  return `${parts.join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
