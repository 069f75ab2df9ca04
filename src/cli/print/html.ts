/**
 * A band as one self-contained HTML file (no network): an A4 roster page, then pages of nine cut-out cards of
 * 63 × 88 mm. Cards are cut into faces by layout.ts before rendering, so the page count is known here.
 */
import type { Lang } from '../../core/messages/catalogue.js';
import { percent } from '../../core/messages/numbers.js';
import type { Card, CardStat } from '../../core/ruleset/ruleset.js';
import type { Block, View } from '../../core/ruleset/view.js';
import { BIDI, shown } from '../render.js';
import { CARD, CARDS_PER_PAGE, faces, statRows, statWidth, type Face, type Item } from './layout.js';

const LABELS = {
  en: { continued: 'continued', overleaf: 'continued on the next card →', page: 'Page' },
  fr: { continued: 'suite', overleaf: 'suite sur la carte suivante →', page: 'Page' },
} as const;

/** HTML special characters escaped; bidirectional controls shown (`\u202e`), not obeyed. */
const escape = (text: string | number): string =>
  String(text)
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
    .replace(BIDI, shown);

const STYLE = `
@page { size: A4; margin: 8mm; }
* { box-sizing: border-box; }
body { font-family: "DejaVu Serif", serif; font-size: 9pt; color: #111; margin: 0; }
.page { break-after: page; }
.page:last-child { break-after: auto; }
h1 { font-size: 16pt; margin: 0 0 3mm; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; }
table { border-collapse: collapse; margin: 1mm 0 2mm; }
td, th { border: 0.2mm solid #999; padding: 0.6mm 1.5mm; text-align: left; vertical-align: top; }
th { background: #eee; }
td.n { text-align: right; }
table.pairs td:first-child { color: #444; }
pre { font-family: inherit; font-size: 9pt; white-space: pre-wrap; }
.cards { display: grid; grid-template-columns: repeat(3, ${CARD.width}mm); grid-auto-rows: ${CARD.height}mm; gap: 2mm; }
.card { width: ${CARD.width}mm; height: ${CARD.height}mm; border: 0.3mm solid #333; border-radius: 3mm; padding: ${CARD.padding}mm;
  overflow: hidden; overflow-wrap: anywhere; display: flex; flex-direction: column; font-size: ${CARD.font}pt; line-height: ${CARD.lineHeight}; }
.card .kind { font-size: 7pt; line-height: 1.2; text-transform: uppercase; letter-spacing: 0.2mm; color: #555; display: flex; justify-content: space-between; gap: 1mm; white-space: nowrap; }
.card .cost { font-weight: bold; color: #111; }
.card h3 { font-size: ${CARD.titleFont}pt; line-height: 1.2; margin: 0.5mm 0 1mm; }
.card h3 .count { font-weight: normal; }
.card .subtitle { font-style: italic; margin: 0; }
.card .badges { margin: 0; }
.card .badge { border: 0.2mm solid #555; border-radius: 1.5mm; padding: 0 1mm; margin-right: 0.8mm; }
.card .stats { display: flex; gap: 0.8mm; margin: 0 0 0.8mm; height: 8.7mm; }
.card .stat { flex: 1 0 auto; white-space: nowrap; border: 0.3mm solid #333; border-radius: 1mm; text-align: center; display: flex; flex-direction: column; justify-content: center; }
.card .stat .l { font-size: 7pt; line-height: 1.1; color: #444; }
.card .stat .v { font-size: 10pt; line-height: 1.1; font-weight: bold; }
.card .track { margin: 0 0 0.8mm; }
.card .track .l { font-size: 7pt; line-height: 1.2; display: block; }
.card .boxes { display: flex; flex-wrap: wrap; gap: 0.6mm; }
.card .box { width: 3.6mm; height: 3.6mm; border: 0.25mm solid #333; }
.card p { margin: 0 0 0.8mm; }
.card .line b, .card .rule b { font-weight: bold; }
.card .more { margin-top: auto; text-align: right; font-size: 7pt; line-height: 1.2; font-style: italic; color: #555; }
@media screen {
  body { background: #ddd; }
  .page { width: 210mm; min-height: 297mm; padding: 8mm; margin: 4mm auto; background: #fff; }
  body:has(.page:target) .page:not(:target) { display: none; }
  body:has(.page:target) .page:target { margin: 0; }
}
`;

function block(b: Block, first: boolean, lang: Lang): string {
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
      return `<table>${b.items.map((i) => `<tr><td>${escape(i.label)}</td><td class="n">${escape(percent(i.p, lang))}</td></tr>`).join('')}</table>`;
    case 'lines':
      return `<pre>${escape(b.lines.join('\n'))}</pre>`;
  }
}

const stat = (s: CardStat): string =>
  `<div class="stat" style="min-width:${statWidth(s).toFixed(1)}mm"><span class="l">${escape(s.label)}</span><span class="v">${escape(s.value)}</span></div>`;

function item(i: Item): string {
  switch (i.kind) {
    case 'stats':
      return statRows(i.stats).map((row) => `<div class="stats">${row.map(stat).join('')}</div>`).join('');
    case 'track':
      return `<div class="track"><span class="l">${escape(i.track.label)}</span><div class="boxes">${'<span class="box"></span>'.repeat(i.track.boxes)}</div></div>`;
    case 'line':
      return `<p class="line"><b>${escape(i.line.label)}</b>${i.line.text ? ` : ${escape(i.line.text)}` : ''}</p>`;
    case 'field':
      return `<p class="line"><b>${escape(i.field[0])}</b> : ${escape(i.field[1])}</p>`;
    case 'text':
      return `<p class="text">${escape(i.text)}</p>`;
    case 'rule':
      return `<p class="rule">${i.title ? `<b>${escape(i.title)}</b> : ` : ''}${escape(i.text)}</p>`;
  }
}

function head(card: Card, part: number, lang: Lang): string {
  const kind = part ? `${card.kind} · ${LABELS[lang].continued}` : card.kind;
  const count = card.count ? ` <span class="count">× ${card.count}</span>` : '';
  const lines = [
    `<div class="kind"><span>${escape(kind)}</span>${card.cost ? `<span class="cost">${escape(card.cost)}</span>` : ''}</div>`,
    `<h3>${escape(card.title)}${part ? '' : count}</h3>`,
  ];
  if (!part && card.subtitle) lines.push(`<p class="subtitle">${escape(card.subtitle)}</p>`);
  if (!part && card.badges?.length) lines.push(`<p class="badges">${card.badges.map((b) => `<span class="badge">${escape(b)}</span>`).join('')}</p>`);
  return lines.join('');
}

function face(f: Face, lang: Lang): string {
  const more = f.part < f.parts - 1 ? `<div class="more">${escape(LABELS[lang].overleaf)}</div>` : '';
  return `<div class="card" data-part="${f.part + 1}/${f.parts}">${head(f.card, f.part, lang)}${f.items.map(item).join('')}${more}</div>`;
}

/** The faces in printing order, nine to a page. */
export function cardPages(cards: readonly Card[]): Face[][] {
  const all = cards.flatMap(faces);
  const pages: Face[][] = [];
  for (let i = 0; i < all.length; i += CARDS_PER_PAGE) pages.push(all.slice(i, i + CARDS_PER_PAGE));
  return pages;
}

/** `extra`: pages after the cards (the matchup of `--against`), as HTML bodies, with their `style`. */
export function printHtml(title: string, roster: View, cards: readonly Card[], lang: Lang, extra: { readonly pages: readonly string[]; readonly style: string } = { pages: [], style: '' }): string {
  const pages = cardPages(cards);
  const sections = [
    `<section class="page roster" id="page-1">\n${roster.map((b, i) => block(b, i === 0, lang)).join('\n')}\n</section>`,
    ...pages.map((p, i) => `<section class="page cards" id="page-${i + 2}">\n${p.map((f) => face(f, lang)).join('\n')}\n</section>`),
    ...extra.pages.map((html, i) => `<section class="page matchup" id="page-${pages.length + 2 + i}">\n${html}\n</section>`),
  ];
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>${escape(title)}</title><style>${STYLE}${extra.style}</style></head>
<body data-pages="${sections.length}">
${sections.join('\n')}
</body>
</html>
`;
}
