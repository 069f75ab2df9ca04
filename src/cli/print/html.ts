/** A band as one self-contained HTML file: A4 roster page, then cut-out cards (63 × 88 mm). No network. */
import type { Card } from '../../core/ruleset.js';
import type { Block, View } from '../../core/view.js';
import { BIDI, shown } from '../render.js';

/** HTML special characters escaped; bidirectional controls shown (`\u202e`), not obeyed. */
export const escape = (text: string | number): string =>
  String(text)
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(BIDI, shown);

const STYLE = `
@page { size: A4; margin: 8mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Serif", Georgia, serif; font-size: 9pt; color: #111; margin: 0; }
.roster { break-after: page; }
h1 { font-size: 16pt; margin: 0 0 3mm; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; }
table { border-collapse: collapse; margin: 1mm 0 2mm; }
td, th { border: 0.2mm solid #999; padding: 0.6mm 1.5mm; text-align: left; }
th { background: #eee; }
td.n { text-align: right; }
table.pairs td:first-child { color: #555; }
.cards { display: flex; flex-wrap: wrap; gap: 2mm; }
.card { width: 63mm; height: 88mm; border: 0.3mm solid #333; border-radius: 3mm; padding: 3mm; overflow: hidden;
  break-inside: avoid; display: flex; flex-direction: column; font-size: 7.5pt; line-height: 1.2; }
.card.long { font-size: 6.5pt; } .card.longer { font-size: 5.6pt; } .card.longest { font-size: 4.8pt; }
.card .kind { font-size: 6pt; text-transform: uppercase; letter-spacing: 0.3mm; color: #666; }
.card h3 { font-size: 10pt; margin: 0.5mm 0; }
.card .subtitle { font-style: italic; margin: 0 0 1mm; }
.card dl { margin: 0 0 1mm; } .card dt { font-weight: bold; display: inline; } .card dd { display: inline; margin: 0; }
.card dd::after { content: ""; display: block; }
.card .text { white-space: pre-line; margin: 0; }
@media screen { body { padding: 8mm; } }
`;

function block(b: Block, first: boolean): string {
  switch (b.kind) {
    case 'heading':
      return first ? `<h1>${escape(b.text)}</h1>` : `<h2>${escape(b.text)}</h2>`;
    case 'pairs':
      return `<table class="pairs">${b.items.map(([k, v]) => `<tr><td>${escape(k)}</td><td>${escape(v)}</td></tr>`).join('')}</table>`;
    case 'table':
      return `<table><tr>${b.columns.map((c) => `<th>${escape(c)}</th>`).join('')}</tr>${b.rows
        .map((r) => `<tr>${r.map((c) => `<td${typeof c === 'number' ? ' class="n"' : ''}>${escape(c)}</td>`).join('')}</tr>`)
        .join('')}</table>`;
    case 'bars':
      return `<table>${b.items.map((i) => `<tr><td>${escape(i.label)}</td><td class="n">${(i.p * 100).toFixed(2)}%</td></tr>`).join('')}</table>`;
    case 'lines':
      return `<pre>${escape(b.lines.join('\n'))}</pre>`;
  }
}

/** Long rule texts get a smaller font so that every card fits its 63 × 88 mm. */
function size(card: Card): string {
  const length = (card.text ?? '').length + (card.fields ?? []).reduce((n, [k, v]) => n + String(k).length + String(v).length, 0);
  return length > 1500 ? ' longest' : length > 1000 ? ' longer' : length > 600 ? ' long' : '';
}

function card(c: Card): string {
  const fields = (c.fields ?? []).map(([k, v]) => `<dt>${escape(k)} :</dt> <dd>${escape(v)}</dd>`).join('');
  return `<div class="card${size(c)}"><div class="kind">${escape(c.kind)}</div><h3>${escape(c.title)}</h3>${
    c.subtitle ? `<p class="subtitle">${escape(c.subtitle)}</p>` : ''
  }${fields ? `<dl>${fields}</dl>` : ''}${c.text ? `<p class="text">${escape(c.text)}</p>` : ''}</div>`;
}

export function printHtml(title: string, view: View, cards: readonly Card[]): string {
  const roster = view.map((b, i) => block(b, i === 0)).join('\n');
  return `<!doctype html>
<html lang="fr">
<head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}</style></head>
<body>
<section class="roster">
${roster}
</section>
${cards.length ? `<section class="cards">\n${cards.map(card).join('\n')}\n</section>` : ''}
</body>
</html>
`;
}
