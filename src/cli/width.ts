/** The width text output fits in, and display widths measured by string-width (accents, combining marks, wide characters). */
import stringWidth from 'string-width';
import { stdout } from './output.js';

// Text whose every character is one column wide (ASCII, Latin letters with their accents precomposed, French
// typography's spaces, quotes and dashes, arrows, mathematical signs): its width is its length, measured without
// string-width's Intl.Segmenter and Unicode property expressions (about 15 ms to create).
const ONE_COLUMN = /^[\u0020-\u007e\u00a0-\u00ac\u00ae-\u02ff\u2010-\u2027\u202f-\u205e\u20ac\u2190-\u22ff]*$/;

export const displayWidth = (text: string): number => (ONE_COLUMN.test(text) ? text.length : stringWidth(text));

/** The terminal's columns; when not a terminal, `COLUMNS` if set, else 80. */
export function terminalWidth(stream: { isTTY?: boolean; columns?: number } = stdout, env: NodeJS.ProcessEnv = process.env): number {
  if (stream.isTTY && stream.columns && stream.columns > 0) return stream.columns;
  const columns = Number(env.COLUMNS);
  return Number.isInteger(columns) && columns >= 20 ? columns : 80;
}

/** The spaces a line starts with. */
const leadOf = (line: string): string => line.slice(0, line.length - line.trimStart().length);

/** Cuts a word into pieces that fit `width` (one piece when it fits); a word is never empty. */
function pieces(word: string, width: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && displayWidth(piece + char) > width) {
      out.push(piece);
      piece = '';
    }
    piece += char;
  }
  return [...out, piece];
}

/** Wraps one line at spaces to `width` columns, keeping the spaces inside a line; the lines after the first start with `indent`. */
export function wrapLine(line: string, width: number, indent = ''): string[] {
  if (displayWidth(line) <= width) return [line];
  const lead = leadOf(line);
  // Each word with the spaces after it, so that aligned columns keep their padding.
  // A no-break space (French, before `:` `;` `?` `!` `%`) binds the words on each side.
  const words = line.slice(lead.length).match(/(?:\S|\u00a0)+[^\S\u00a0]*/g) ?? [];
  const out: string[] = [];
  let current = lead;
  for (const word of words) {
    if (displayWidth((current + word).trimEnd()) <= width) {
      current += word;
      continue;
    }
    if (current.trim()) out.push(current.trimEnd());
    const prefix = out.length ? indent : lead;
    const parts = pieces(word.trimEnd(), Math.max(1, width - displayWidth(prefix)));
    for (const part of parts.slice(0, -1)) out.push(prefix + part);
    current = `${prefix}${parts.at(-1)!}${word.slice(word.trimEnd().length)}`;
  }
  if (current.trim()) out.push(current.trimEnd());
  return out;
}

/** Wraps every line of a text; continuation lines keep the line's own indentation plus two spaces. */
export const wrapText = (text: string, width: number): string =>
  text
    .split('\n')
    .flatMap((line) => wrapLine(line, width, `${leadOf(line)}  `))
    .join('\n');
