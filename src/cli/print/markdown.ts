/** A band as Markdown: the roster as tables, then each card as a section, for a README or a forum post. */
import type { Card } from '../../core/ruleset.js';
import type { Block, View } from '../../core/view.js';
import { BIDI, shown } from '../render.js';

/** Text from the band: `&`, `<`, `>` escaped as in the HTML output (Markdown renders HTML), controls shown. */
const text = (value: string | number): string =>
  String(value)
    .replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)
    .replace(BIDI, shown)
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
const cell = (value: string | number): string => text(value).replace(/\|/g, '\\|');

function block(b: Block, first: boolean): string {
  switch (b.kind) {
    case 'heading':
      return `${first ? '#' : '##'} ${text(b.text)}`;
    case 'pairs':
      return ['| | |', '| --- | --- |', ...b.items.map(([k, v]) => `| ${cell(k)} | ${cell(v)} |`)].join('\n');
    case 'table':
      return [`| ${b.columns.map(cell).join(' | ')} |`, `|${b.columns.map(() => ' --- ').join('|')}|`, ...b.rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');
    case 'bars':
      return b.items.map((i) => `- ${text(i.label)}: ${(i.p * 100).toFixed(2)}%`).join('\n');
    case 'lines':
      return ['```', ...b.lines.map((line) => String(line).replace(/`{3,}/g, "'''").replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)), '```'].join('\n');
  }
}

function card(c: Card): string {
  const lines = [`### ${text(c.kind)} : ${text(c.title)}`];
  if (c.subtitle) lines.push(`*${text(c.subtitle)}*`);
  for (const [k, v] of c.fields ?? []) lines.push(`- **${text(k)}** : ${text(v)}`);
  if (c.text) lines.push('', text(c.text));
  return lines.join('\n');
}

export function printMarkdown(view: View, cards: readonly Card[]): string {
  const parts = view.map((b, i) => block(b, i === 0));
  if (cards.length) parts.push('## Cartes', ...cards.map(card));
  return `${parts.join('\n\n')}\n`;
}
