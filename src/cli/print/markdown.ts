/** A band as Markdown: the roster as tables, then each card as a section, for a README or a forum post. */
import type { Lang } from '../../core/messages/catalogue.js';
import type { Card } from '../../core/ruleset/ruleset.js';
import type { Block, View } from '../../core/ruleset/view.js';
import { BIDI, percent, shown } from '../render.js';

// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
/**
 * Markdown's own marks in a name are shown, not obeyed, as the HTML output shows `<b>`: a backslash before each
 * (links `[x](y)` and images `![x](y)` lose their brackets, emphasis, code; a heading, list or quote mark starting a paragraph), and bare web addresses broken (`https\://`, `www\.`)
 * so that no renderer makes a live link or a remote image of a name in a shared file.
 */
const MARKS = /[\\`*_[\]~]/g;
const inert = (value: string): string =>
  value
    .replace(MARKS, '\\$&')
    .replace(/:\/\//g, '\\://')
    .replace(/\bwww\./gi, (w) => `${w.slice(0, 3)}\\.`);

/** One line of text from the band: `&`, `<`, `>` escaped as in the HTML output (Markdown renders HTML), Markdown marks escaped, controls shown. */
const line = (value: string): string =>
  inert(value)
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(BIDI, shown)
    .replace(CONTROLS, shown);
/** A name or a label from the band: one line, a line break in it shown as `\u000a` (it never forges a line of the page). */
export const markdownText = (value: string | number): string => line(String(value));
const text = markdownText;
/** Text that may hold line breaks (a talent's or a spell's text): each one a real Markdown line break, not `\u000a`. */
const prose = (value: string | number): string => String(value).split(/\r?\n/).map(line).join('  \n');

/** A paragraph of text: a heading or list mark at its start escaped too (a quote mark `>` is already &gt;). */
const paragraph = (value: string): string => prose(value).replace(/^(\s*)([-+#])/, '$1\\$2');

/** A table cell: one line as `markdownText`, its `|` escaped. */
export const markdownCell = (value: string | number): string => line(String(value)).replace(/\|/g, '\\|');
const cell = markdownCell;

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
  for (const l of c.lines ?? []) lines.push(`- **${text(l.label)}**${l.text ? `${sep}${prose(l.text)}` : ''}`);
  for (const [k, v] of c.fields ?? []) lines.push(`- **${text(k)}**${sep}${prose(v)}`);
  if (c.text) lines.push('', paragraph(c.text));
  for (const r of c.rules ?? []) lines.push('', `**${text(r.title)}**${sep}${prose(r.text)}`);
  return lines.join('\n');
}

export function printMarkdown(view: View, cards: readonly Card[], lang: Lang): string {
  const parts = view.map((b, i) => block(b, i === 0, lang));
  if (cards.length) parts.push(`## ${lang === 'fr' ? 'Cartes' : 'Cards'}`, ...cards.map((c) => card(c, lang)));
  return `${parts.join('\n\n').replace(/\n{3,}/g, '\n\n')}\n`;
}
