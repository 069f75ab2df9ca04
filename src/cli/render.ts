/** Views and diagnostics to text. The only place that knows about colour. */
import type { ChalkInstance } from 'chalk';
import type { Diagnostic } from '../core/diagnostics.js';
import type { Messages } from '../core/messages/catalogue.js';
import type { Block, Cell, View } from '../core/view.js';

/** The loaded painter lives on the global object: the start-up file and the lazy modules each hold a copy of this one. */
const COLOURS = Symbol.for('escarmouche.colours');
const shared = globalThis as { [COLOURS]?: ChalkInstance };

/** chalk is loaded only when colours are on (a terminal): a pipe, a file or NO_COLOR never pays for it. */
export async function loadColours(): Promise<void> {
  shared[COLOURS] ??= new (await import('chalk')).Chalk({ level: 1 });
}

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

const width = (text: string): number => [...text].length;
const pad = (cell: Cell, size: number, right: boolean): string => {
  const text = safe(cell);
  const fill = ' '.repeat(Math.max(0, size - width(text)));
  return right ? fill + text : text + fill;
};

function table(columns: readonly string[], rows: readonly (readonly Cell[])[], c: ChalkInstance): string[] {
  const sizes = columns.map((col, i) => Math.max(width(safe(col)), ...rows.map((r) => width(safe(r[i] ?? '')))));
  const numeric = columns.map((_, i) => rows.every((r) => typeof r[i] === 'number' || /^[+-]?\d+$/.test(String(r[i]))));
  const line = (cells: readonly Cell[]) => cells.map((cell, i) => pad(cell, sizes[i]!, numeric[i]!)).join('  ').trimEnd();
  return [c.bold(line(columns)), ...rows.map(line)];
}

/** A probability as a percentage, held in [0, 100] whatever the round-off of the sums behind it. */
export const percent = (p: number): string => `${(Math.min(1, Math.max(0, p)) * 100).toFixed(2)}%`;

function bars(items: Extract<Block, { kind: 'bars' }>['items'], c: ChalkInstance): string[] {
  const label = Math.max(...items.map((i) => width(i.label)), 1);
  const top = Math.max(...items.map((i) => i.p), 1e-12);
  return items.map((item) => {
    const bar = '█'.repeat(Math.round((item.p / top) * 40));
    return `${pad(item.label, label, true)}  ${pad(percent(item.p), 8, true)}  ${c.cyan(bar)}${item.note ? `  ${c.dim(item.note)}` : ''}`;
  });
}

export function renderView(view: View, color: boolean): string {
  const c = paint(color);
  const out: string[] = [];
  for (const block of view) {
    switch (block.kind) {
      case 'heading':
        if (out.length) out.push('');
        out.push(c.bold.underline(safe(block.text)));
        break;
      case 'pairs': {
        const size = Math.max(...block.items.map(([k]) => width(safe(k))), 0);
        for (const [key, value] of block.items) out.push(`${c.dim(pad(key, size, false))}  ${safe(value)}`);
        break;
      }
      case 'table':
        out.push(...table(block.columns, block.rows, c));
        break;
      case 'bars':
        out.push(...bars(block.items, c));
        break;
      case 'lines':
        out.push(...block.lines.map(safe));
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
  const facts = [safe(d.rule), ...(d.limit !== undefined ? [`${messages.text('ui/limit')} ${d.limit}`] : []), ...(d.actual !== undefined ? [`${messages.text('ui/value')} ${d.actual}`] : [])];
  const lines = [head, `    ${c.dim(facts.join(' · '))}`];
  if (d.fix) lines.push(`    ${c.green(`${messages.text('ui/fix')}:`)} ${safe(d.fix)}`);
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
