/**
 * Where a card's text goes: each card is cut into faces of 63 × 88 mm before rendering, by a line budget measured in
 * millimetres. The widths are those of DejaVu Serif (the widest of the fonts the sheet asks for), rounded up, so that
 * the browser never needs more lines than counted here: a card never shrinks its text, it continues on a second face.
 */
import type { Card, CardLine, CardRule, CardStat, CardTrack } from '../../core/ruleset/ruleset.js';
import type { Cell } from '../../core/ruleset/view.js';

/** Sizes shared with the style sheet (html.ts), in mm and pt. */
export const CARD = {
  width: 63,
  height: 88,
  padding: 3,
  /** Body text. */
  font: 7.5,
  lineHeight: 1.25,
  titleFont: 10,
  /** Tick boxes per row. */
  boxesPerRow: 13,
} as const;

const PT = 25.4 / 72;
const bodyLine = CARD.font * CARD.lineHeight * PT;
/** Width of the card's text, in mm: the card less its padding and borders. */
const INNER = CARD.width - 2 * CARD.padding - 0.6;
/** The "continued" footer of a face that is not the last. */
const FOOTER = 1.2 * 7 * PT + 0.5;
/** Room for the face's content: the card less its padding, borders and the "continued" footer. */
const ROOM = CARD.height - 2 * CARD.padding - 1 - FOOTER;
const HEAD = 7 * 1.2 * PT + CARD.titleFont * 1.2 * PT + 1.5;

/** Advance widths of DejaVu Serif in hundredths of an em, measured in Chromium; 1 em for any other character. */
const WIDTHS: Readonly<Record<number, string>> = {
  27: "'", 31: 'j', 32: 'iîïl .,·’', 34: ';:-/', 36: 'f', 39: '()[]', 40: 'tIJÎÏ!', 46: '"', 48: 'r', 50: '–*_', 51: 's“”', 53: 'z',
  54: '?', 56: 'cçvxyÿ', 59: 'eéèêë', 60: 'aàâäoôö', 61: 'k«»', 64: '0123456789bdghnpquùûü', 66: 'LY', 67: 'PS', 68: 'T', 69: 'FZ',
  71: 'X', 72: 'AÀÂV', 73: 'BEÉÈÊË', 75: 'KR', 77: 'CÇ', 80: 'DG', 82: 'OQÔÖ', 84: 'UÙÛÜ+−×#=<>', 86: 'w', 87: 'H', 88: 'N',
  89: '&', 94: 'æ', 95: 'm%', 99: 'œ', 102: 'M', 103: 'W', 114: 'Œ',
};
const ADVANCE = new Map(Object.entries(WIDTHS).flatMap(([w, chars]) => [...chars].map((c) => [c, Number(w) / 100] as const)));
/** Bold is about 10 % wider than regular. */
const BOLD = 1.1;
/** Kept free at the end of each line, so that rounding in the browser never adds a line. */
const SLACK = 0.98;

/** Width of a text in em. */
export const measure = (text: string, bold = false): number => [...text].reduce((w, c) => w + (ADVANCE.get(c) ?? 1), 0) * (bold ? BOLD : 1);

const GAP = 0.8;

export type Item =
  | { readonly kind: 'stats'; readonly stats: readonly CardStat[] }
  | { readonly kind: 'track'; readonly track: CardTrack }
  | { readonly kind: 'line'; readonly line: CardLine }
  | { readonly kind: 'field'; readonly field: readonly [string, Cell] }
  | { readonly kind: 'text'; readonly text: string }
  /** A rule in full; `title` is absent on the part that continues it. */
  | { readonly kind: 'rule'; readonly title?: string; readonly text: string };

/** One printed face of a card: its items, and where it stands among the faces of its card. */
export interface Face {
  readonly card: Card;
  readonly part: number;
  readonly parts: number;
  readonly items: readonly Item[];
}

/**
 * Greedy word wrap, as a browser does it: the lines a text takes on the card at `size` pt; the first `bold`
 * characters are bold (a label).
 */
export function wrap(text: string, size: number = CARD.font, bold = 0): string[] {
  const room = (INNER / (size * PT)) * SLACK;
  const lines: string[] = [];
  let line = '';
  let width = 0;
  let at = 0;
  const space = measure(' ');
  for (const word of text.split(/\s/)) {
    const w = measure(word, at < bold);
    at += word.length + 1;
    if (!word) continue;
    if (line && width + space + w <= room) {
      line += ` ${word}`;
      width += space + w;
    } else {
      if (line) lines.push(line);
      // A word wider than the card is broken by the browser (overflow-wrap: anywhere): one line per card width.
      for (let rest = w; rest > room; rest -= room) lines.push('');
      line = word;
      width = w % room;
    }
  }
  return line ? [...lines, line] : lines;
}

const lines = (text: string, bold = 0): number => Math.max(1, wrap(text, CARD.font, bold).length);
const textOf = (item: Item): string => {
  switch (item.kind) {
    case 'line':
      return item.line.text ? `${item.line.label} : ${item.line.text}` : item.line.label;
    case 'field':
      return `${item.field[0]} : ${item.field[1]}`;
    case 'text':
      return item.text;
    case 'rule':
      return item.title ? `${item.title} : ${item.text}` : item.text;
    default:
      return '';
  }
};

/** Width of a stat box in mm: its label (7 pt) or its value (10 pt bold), whichever is wider. */
export const statWidth = (s: CardStat): number => Math.max(6, s.label.length * 1.5 + 1.6, String(s.value).length * 2.3 + 1.6);

/** A row of stat boxes wraps where the card's width ends. */
export function statRows(stats: readonly CardStat[]): CardStat[][] {
  const rows: CardStat[][] = [];
  let width = Infinity;
  for (const s of stats) {
    const w = statWidth(s);
    if (width + 0.8 + w > CARD.width - 2 * CARD.padding - 0.6) {
      rows.push([]);
      width = -0.8;
    }
    rows.at(-1)!.push(s);
    width += 0.8 + w;
  }
  return rows;
}

/** Height of an item in mm. */
export function height(item: Item): number {
  switch (item.kind) {
    case 'stats':
      // A row is 8.7 mm of boxes and a 0.8 mm margin (html.ts).
      return statRows(item.stats).length * 9.5;
    case 'track':
      // The label (7 pt), rows of 3.6 mm boxes 0.6 mm apart, a 0.8 mm margin.
      return Math.ceil(item.track.boxes / CARD.boxesPerRow) * 4.2 - 0.6 + 1.2 * 7 * PT + GAP;
    default:
      return lines(textOf(item), splittable(item) ? prefix(item).length : 0) * bodyLine + GAP;
  }
}

/** Height of a face's heading: kind, title (wrapped), subtitle and badges. */
function headHeight(card: Card, part: number): number {
  if (part > 0) return HEAD;
  const title = wrap(`${card.title}${card.count ? ` × ${card.count}` : ''}`, CARD.titleFont, card.title.length).length - 1;
  const subtitle = [card.subtitle, card.badges?.join(' · ')].filter(Boolean).map((t) => lines(t!) * bodyLine);
  return HEAD + title * CARD.titleFont * 1.2 * PT + subtitle.reduce((a, b) => a + b, 0);
}

function items(card: Card): Item[] {
  return [
    ...(card.stats ?? []).filter((row) => row.length).map((stats) => ({ kind: 'stats', stats }) as const),
    ...(card.tracks ?? []).filter((t) => t.boxes > 0).map((track) => ({ kind: 'track', track }) as const),
    ...(card.lines ?? []).map((line) => ({ kind: 'line', line }) as const),
    ...(card.fields ?? []).map((field) => ({ kind: 'field', field }) as const),
    ...(card.text ?? '').split('\n').filter((t) => t.trim()).map((text) => ({ kind: 'text', text }) as const),
    ...(card.rules ?? []).map((r: CardRule) => ({ kind: 'rule', title: r.title, text: r.text }) as const),
  ];
}

type Splittable = Item & { kind: 'text' | 'rule' | 'line' | 'field' };
const splittable = (item: Item): item is Splittable => item.kind !== 'stats' && item.kind !== 'track';

/** What precedes the text of an item on its first line ("Grappin : "). */
function prefix(item: Splittable): string {
  if (item.kind === 'line') return `${item.line.label} : `;
  if (item.kind === 'field') return `${item.field[0]} : `;
  return item.kind === 'rule' && item.title ? `${item.title} : ` : '';
}

/** The first `count` wrapped lines of an item, and the rest as plain text (which continues on the next face). */
function cut(item: Splittable, count: number): [Item, Item] {
  const lead = prefix(item);
  const all = wrap(textOf(item), CARD.font, lead.length);
  const head = all.slice(0, count).join(' ').slice(lead.length);
  const tail: Item = { kind: 'text', text: all.slice(count).join(' ') };
  switch (item.kind) {
    case 'line':
      return [{ kind: 'line', line: { label: item.line.label, text: head } }, tail];
    case 'field':
      return [{ kind: 'field', field: [item.field[0], head] }, tail];
    case 'rule':
      return [{ ...item, text: head }, { kind: 'rule', text: tail.text }];
    case 'text':
      return [{ kind: 'text', text: head }, tail];
  }
}

/** Cuts a card into faces; the same card always gives the same faces. */
export function faces(card: Card): Face[] {
  const pages: Item[][] = [];
  const queue = items(card);
  let page: Item[] = [];
  let room = ROOM - headHeight(card, 0);
  const next = () => {
    pages.push(page);
    page = [];
    room = ROOM - headHeight(card, pages.length);
  };
  while (queue.length) {
    const item = queue.shift()!;
    const need = height(item);
    // The last face needs no footer: what is left may use its room.
    const last = queue.reduce((n, i) => n + height(i), need) <= room + FOOTER;
    if (need <= room || last) {
      page.push(item);
      room -= need;
      continue;
    }
    const fit = Math.floor((room - GAP) / bodyLine);
    if (splittable(item) && fit >= 2 && lines(prefix(item), prefix(item).length) < fit) {
      const [head, tail] = cut(item, fit);
      page.push(head);
      queue.unshift(tail);
    } else if (!page.length) {
      // An item taller than a whole face (never in the rulebooks): printed alone, clipped by the card.
      page.push(item);
    } else queue.unshift(item);
    next();
  }
  if (page.length || !pages.length) pages.push(page);
  return pages.map((items, part) => ({ card, part, parts: pages.length, items }));
}

/** Nine cards on an A4 page (3 × 3 of 63 × 88 mm inside 8 mm margins). */
export const CARDS_PER_PAGE = 9;
