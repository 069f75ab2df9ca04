/** Views and diagnostics to text. The only place that knows about colour. */
import type { ChalkInstance } from 'chalk';
import type { Diagnostic } from '../core/diagnostics/diagnostics.js';
import type { Lang, Messages } from '../core/messages/catalogue.js';
import { percent as percentIn } from '../core/messages/numbers.js';
import type { Block, Cell, View } from '../core/ruleset/view.js';
import { displayWidth, terminalWidth, wrapLine } from './width.js';

/** The loaded painter lives on the global object: the start-up file and the lazy modules each hold a copy of this one. */
const COLOURS = Symbol.for('escarmouche.colours');
const shared = globalThis as { [COLOURS]?: ChalkInstance };

/** chalk is loaded only when colours are on (a terminal): a pipe, a file or NO_COLOR never pays for it. */
export async function loadColours(): Promise<void> {
  shared[COLOURS] ??= new (await import('chalk')).Chalk({ level: 1 });
}

/** The language of numbers in text, set once by the context (shared like the painter: both builds hold this module). */
const LANG = Symbol.for('escarmouche.lang');
const numbers = globalThis as { [LANG]?: string };
export const setTextLang = (lang: string): void => void (numbers[LANG] = lang);
const textLang = (): Lang => (numbers[LANG] === 'fr' ? 'fr' : 'en');

/**
 * French numbers in French text: `88,89 %`, `2,063` (decimal comma, no-break space before %), and a no-break space
 * before : ; ? ! too. A number is digits, a point and digits standing alone: `1.2.3` or `v1.5` are not numbers.
 * A sign takes its space only where it ends a word and a blank follows (`(puissant : B`): a URL (`https://`), a place
 * `file:3:7`, a time `12:30` or an option `--dice 6,2` have none; "Argad!" is the rulebook's name, written as it is.
 */
export const frenchText = (text: string): string =>
  // Code in backticks (`role: chef`, a key and its value to write) is written as it is.
  text
    .split(/(`[^`\n]*`)/)
    .map((part, i) => (i % 2 ? part : frenchPlain(part)))
    .join('');

const frenchPlain = (text: string): string =>
  text
    .replace(/(\d+)\.(\d+)\s?%/g, '$1,$2\u00a0%')
    // A decimal number alone (4.722, +8.33), not a part of a version, a file name, a path or an id.
    .replace(/(?<![\w.,/])(\d+)\.(\d+)(?![\w.,/])/g, '$1,$2')
    .replace(/(\d)[ ]?%/g, '$1\u00a0%')
    .replace(/ ([:;?!])(?=\s|$)/gm, '\u00a0$1')
    .replace(/(?<=[\p{L})\]»])(?<!Argad)([:;?!])(?=\s|$)/gmu, '\u00a0$1');

/** Text in the language's typography: French through `frenchText`, English as it is. */
export const typeset = (text: string, lang: string): string => (lang === 'fr' ? frenchText(text) : text);

/** The name of a number an attack's JSON reports (`p_hit` → `P(hit)`), or the key itself when it has none. */
export const quantityLabel = (key: string, t: { has(code: string): boolean; text(code: string): string }): string =>
  t.has(`quantity/${key}`) ? t.text(`quantity/${key}`) : key.replace(/_/g, ' ');

/** A number an attack's JSON reports, as text: a chance (`p_…`) as a percentage, any other to three decimals. */
export const quantityValue = (key: string, value: number): string => (key.startsWith('p_') ? percent(value) : value.toFixed(3));

/** Without colours every style is the text itself, chained or not (`c.bold.underline(text)`). */
const plain: ChalkInstance = new Proxy((...text: unknown[]) => text.join(' '), { get: () => plain }) as unknown as ChalkInstance;

export const paint = (color: boolean): ChalkInstance => (color ? (shared[COLOURS] ?? plain) : plain);

/**
 * Control characters from band files are shown, never sent to the terminal (no escape-sequence injection); so are
 * a newline inside a name (it would forge a line of output) and the bidirectional controls (U+202E would show a
 * name reversed).
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE = /[\u0000-\u0008\u000a-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
export const shown = (c: string): string => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
export const safe = (text: string | number): string => String(text).replace(UNSAFE, shown);

const width = (text: string): number => displayWidth(text);
const pad = (cell: Cell, size: number, right: boolean): string => {
  const text = safe(cell);
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
};

/** The narrowest a wrapped text column gets before the table is stacked instead. */
const MIN_COLUMN = 10;
const GAP = 2;

/** Column sizes that fit `room`, narrowing the widest text columns (their cells then wrap); undefined when they cannot. */
function fitSizes(natural: readonly number[], numeric: readonly boolean[], floor: readonly number[], room: number): number[] | undefined {
  const sizes = [...natural];
  const total = () => sizes.reduce((a, b) => a + b, 0) + GAP * (sizes.length - 1);
  while (total() > room) {
    const candidates = sizes.map((size, i) => ({ size, i })).filter(({ size, i }) => !numeric[i] && size > floor[i]!);
    if (!candidates.length) return undefined;
    const widest = candidates.reduce((a, b) => (b.size > a.size ? b : a));
    sizes[widest.i] = Math.max(floor[widest.i]!, widest.size - (total() - room));
  }
  return sizes;
}

/** A row too wide for any narrowing: its first cell, then `column: value` lines, each wrapped. */
function stacked(columns: readonly string[], rows: readonly (readonly Cell[])[], c: ChalkInstance, room: number): string[] {
  return rows.flatMap((row, r) => [
    ...(r ? [''] : []),
    ...wrapLine(safe(row[0] ?? ''), room, '  ').map((l) => c.bold(l)),
    ...columns.slice(1).flatMap((column, i) => wrapLine(`  ${safe(column)}: ${safe(row[i + 1] ?? '')}`, room, '    ')),
  ]);
}

/** The columns after the first, in groups that fit `room` at their natural widths beside the first (repeated in each). */
function columnGroups(natural: readonly number[], room: number): number[][] {
  const groups: number[][] = [];
  let group: number[] = [];
  let used = natural[0]!;
  for (let i = 1; i < natural.length; i++) {
    if (group.length && used + GAP + natural[i]! > room) {
      groups.push(group);
      group = [];
      used = natural[0]!;
    }
    group.push(i);
    used += GAP + natural[i]!;
  }
  const greedy = group.length ? [...groups, group] : groups;
  // As many groups as needed, as even as fits (the F&F characteristics, then the secondary ones).
  const rest = natural.length - 1;
  const size = Math.ceil(rest / greedy.length);
  const even = Array.from({ length: Math.ceil(rest / size) }, (_, k) => Array.from({ length: Math.min(size, rest - k * size) }, (_, j) => 1 + k * size + j));
  const fits = (g: readonly number[]) => g.reduce((total, i) => total + GAP + natural[i]!, natural[0]!) <= room;
  return even.length === greedy.length && even.every(fits) ? even : greedy;
}

/** A table too wide for the room: narrowed by wrapping text cells, else split into tables of columns, else stacked. */
function table(columns: readonly string[], rows: readonly (readonly Cell[])[], c: ChalkInstance, room: number): string[] {
  const natural = columns.map((col, i) => Math.max(width(safe(col)), ...rows.map((r) => width(safe(r[i] ?? '')))));
  const numeric = columns.map((_, i) => rows.every((r) => typeof r[i] === 'number' || /^[+-]?\d+$/.test(String(r[i]))));
  const floor = natural.map((n, i) => Math.min(n, Math.max(MIN_COLUMN, ...safe(columns[i]!).split(' ').map(width))));
  const sizes = fitSizes(natural, numeric, floor, room);
  const tall = (size: readonly number[]) => rows.some((row) => row.some((cell, i) => wrapLine(safe(cell), size[i]!).length > 2));
  const groups = columnGroups(natural, room);
  const whole = groups.every((group) => group.reduce((total, i) => total + GAP + natural[i]!, natural[0]!) <= room);
  // Cells wrapped onto three lines or more read worse than two tables whose cells stay whole.
  if (!sizes || (groups.length > 1 && whole && tall(sizes))) {
    if (groups.length < 2) return stacked(columns, rows, c, room);
    const pick = <T,>(cells: readonly T[], group: readonly number[]): T[] => [0, ...group].map((i) => cells[i]!);
    return groups.flatMap((group, k) => [...(k ? [''] : []), ...table(pick(columns, group), rows.map((row) => pick(row, group)), c, room)]);
  }
  return lines(columns, rows, sizes, numeric, c);
}

/** The rows of a table whose column sizes fit, long cells wrapped inside their column. */
function lines(columns: readonly string[], rows: readonly (readonly Cell[])[], sizes: readonly number[], numeric: readonly boolean[], c: ChalkInstance): string[] {
  const line = (cells: readonly Cell[]): string[] => {
    const wrapped = cells.map((cell, i) => (width(safe(cell)) > sizes[i]! ? wrapLine(safe(cell), sizes[i]!) : [safe(cell)]));
    const height = Math.max(1, ...wrapped.map((w) => w.length));
    return Array.from({ length: height }, (_, k) => wrapped.map((w, i) => pad(w[k] ?? '', sizes[i]!, numeric[i]!)).join(' '.repeat(GAP)).trimEnd());
  };
  return [...line(columns).map((l) => c.bold(l)), ...rows.flatMap(line)];
}

/** A probability as a percentage, held in [0, 100] whatever the round-off of the sums behind it; French: `88,89 %`. */
export const percent = (p: number, digits = 2): string => percentIn(p, textLang(), digits);

/** One line per value: label, percentage, a bar of at most 40 columns (shorter to fit), the note wrapped under it. */
function bars(items: Extract<Block, { kind: 'bars' }>['items'], c: ChalkInstance, room: number): string[] {
  const label = Math.min(Math.max(...items.map((i) => width(i.label)), 1), Math.max(8, room - 20));
  const top = Math.max(...items.map((i) => i.p), 1e-12);
  // With notes (`at least: …`), bars are padded to one length, shorter if need be, so that the notes form a column.
  const note = Math.max(0, ...items.map((i) => (i.note ? width(i.note) + 2 : 0)));
  const noted = note > 0 && room - label - 12 - note >= 10;
  const longest = Math.max(0, Math.min(40, room - label - 12 - (noted ? note : 0)));
  return items.flatMap((item) => {
    const [first = '', ...more] = wrapLine(item.label, label);
    const bar = '█'.repeat(Math.round((item.p / top) * longest));
    const shown = noted ? `  ${c.cyan(bar)}${' '.repeat(longest - bar.length)}` : bar ? `  ${c.cyan(bar)}` : '';
    const head = `${pad(first, label, true)}  ${pad(percent(item.p), 8, true)}${shown}`;
    const note = item.note ? wrapLine(`${' '.repeat(label + 12)}${item.note}`, room, ' '.repeat(label + 12)).map((l) => c.dim(l)) : [];
    const joined = item.note && width(`${head}  ${item.note}`) <= room ? [`${head}  ${c.dim(item.note)}`] : [head, ...note];
    return [...joined.slice(0, 1), ...more.map((m) => pad(m, label, true)), ...joined.slice(1)];
  });
}

/** Every text of a view through `frenchText`. */
export function french(view: View): View {
  const f = (cell: Cell): Cell => (typeof cell === 'string' ? frenchText(cell) : cell);
  return view.map((block): Block => {
    switch (block.kind) {
      case 'heading':
        return { ...block, text: frenchText(block.text) };
      case 'pairs':
        return { ...block, items: block.items.map(([k, v]) => [frenchText(k), f(v)] as const) };
      case 'table':
        return { ...block, columns: block.columns.map(frenchText), rows: block.rows.map((r) => r.map(f)) };
      case 'bars':
        return { ...block, items: block.items.map((i) => ({ ...i, label: frenchText(i.label), ...(i.note ? { note: frenchText(i.note) } : {}) })) };
      case 'lines':
        return { ...block, lines: block.lines.map(frenchText) };
    }
  });
}

export function renderView(shown: View, color: boolean, room: number = terminalWidth()): string {
  const view = numbers[LANG] === 'fr' ? french(shown) : shown;
  const c = paint(color);
  const out: string[] = [];
  for (const block of view) {
    switch (block.kind) {
      case 'heading':
        if (out.length) out.push('');
        out.push(...wrapLine(safe(block.text), room, '  ').map((l) => c.bold.underline(l)));
        break;
      case 'pairs': {
        // Keys wrap only when the values need the room: short values leave keys whole.
        const longest = Math.max(0, ...block.items.map(([, v]) => width(safe(v))));
        const size = Math.min(Math.max(...block.items.map(([k]) => width(safe(k))), 0), Math.max(Math.floor(room / 3), room - GAP - Math.min(longest, 30)));
        for (const [key, value] of block.items) {
          const [first = '', ...rest] = wrapLine(safe(key), size);
          const lines = wrapLine(`${' '.repeat(size + 2)}${safe(value)}`, room, ' '.repeat(size + 2));
          out.push(`${c.dim(pad(first, size, false))}  ${lines[0]!.slice(size + 2)}`, ...lines.slice(1), ...rest.map((r) => c.dim(r)));
        }
        break;
      }
      case 'table':
        // A table without rows (a band with no character yet) prints nothing, not a lone header.
        if (block.rows.length) out.push(...table(block.columns, block.rows, c, room));
        break;
      case 'bars':
        out.push(...bars(block.items, c, room));
        break;
      case 'lines':
        out.push(...block.lines.flatMap((l) => wrapLine(safe(l), room, `${/^\s*/.exec(l)![0]}  `)));
        break;
    }
  }
  return out.join('\n');
}

/** `file:line:column  severity  CODE  message`, then the rule, limit, value and fix, indented. */
export function renderDiagnostic(d: Diagnostic, messages: Messages, color: boolean): string {
  const c = paint(color);
  const severity = d.severity === 'error' ? c.red(messages.text('ui/error')) : d.severity === 'warning' ? c.yellow(messages.text('ui/warning')) : c.cyan(messages.text('ui/info'));
  const head = `${safe(d.file)}:${d.line}:${d.column}  ${severity}  ${c.dim(d.code)}  ${safe(d.message)}`;
  const facts = [safe(d.rule), ...(d.limit !== undefined ? [`${messages.text('ui/limit')} ${safe(d.names?.limit ?? d.limit)}`] : []), ...(d.actual !== undefined ? [`${messages.text('ui/value')} ${safe(d.names?.actual ?? d.actual)}`] : [])];
  const room = terminalWidth();
  const lines = [...wrapLine(head, room, '    '), ...wrapLine(`    ${facts.join(' · ')}`, room, '      ').map((l) => c.dim(l))];
  if (d.fix) lines.push(...wrapLine(`    ${messages.text('ui/fix')}${messages.lang === 'fr' ? '\u00a0' : ''}: ${safe(d.fix)}`, room, '      ').map((l, i) => (i ? l : l.replace(/^(\s*)([^:]+:)/, (_, s: string, f: string) => s + c.green(f)))));
  return lines.join('\n');
}

/** A unified diff with removed lines red, added lines green and hunk headers cyan; control characters shown (a CR ending a line kept). */
export function renderDiff(diff: string, color: boolean): string {
  const c = paint(color);
  return diff
    .split('\n')
    .map((line) => (line.endsWith('\r') ? `${safe(line.slice(0, -1))}\r` : safe(line)))
    .map((line) => (line.startsWith('@@') ? c.cyan(line) : line.startsWith('+') && !line.startsWith('+++') ? c.green(line) : line.startsWith('-') && !line.startsWith('---') ? c.red(line) : line))
    .join('\n');
}
