/** Shell words: a command line split as the shell reads it, and candidates quoted so the shell reads them back whole. */
import type { Candidate } from './complete.js';

export type Quote = '' | "'" | '"';

export interface SplitLine {
  /** The words, unquoted; the last one is the word under the cursor (`''` after a space). */
  readonly words: string[];
  /** The word under the cursor as typed, quotes included. */
  readonly raw: string;
  /** The quote left open at the cursor. */
  readonly quote: Quote;
}

/** Splits the line up to the cursor as a POSIX shell does: blanks between words, quotes and backslashes. */
export function splitLine(line: string): SplitLine {
  const words: string[] = [];
  let word = '';
  let raw = '';
  let quote: Quote = '';
  let started = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quote === "'") {
      raw += c;
      if (c === "'") quote = '';
      else word += c;
    } else if (quote === '"') {
      raw += c;
      if (c === '"') quote = '';
      else if (
        c === '\\' &&
        // Stryker disable next-line ConditionalExpression,EqualityOperator: past the end, includes() is given undefined and finds none of these
        i + 1 < line.length &&
        '\\"$`\n'.includes(line[i + 1]!)
      )
        word += line[++i]!, (raw += line[i]!);
      else word += c;
    } else if (c === ' ' || c === '\t' || c === '\n') {
      if (started) words.push(word);
      word = '';
      raw = '';
      started = false;
    } else {
      started = true;
      raw += c;
      if (c === "'" || c === '"') quote = c;
      else if (c === '\\' && i + 1 < line.length) word += line[++i]!, (raw += line[i]!);
      else word += c;
    }
  }
  words.push(word);
  return { words, raw, quote };
}

/** The words after the program: after `escarmouche` (also `npx escarmouche`, `./node_modules/.bin/escarmouche`). */
export function afterProgram(words: readonly string[]): string[] {
  // Not found (-1): the words after the first, whatever runs it.
  const at = words.findIndex((w) => /(^|\/)escarmouche(@[^/]*)?$/.test(w));
  return words.slice(Math.max(at, 0) + 1);
}

/** Characters a shell reads specially anywhere in a word; `#` and `~` only at its start. */
const SPECIAL = /[\s'"\\$`!&|;<>()[\]{}*?^]/;

const needsQuotes = (text: string, atStart: boolean): boolean => SPECIAL.test(text) || (atStart && /^[#~]/.test(text));

/** `text` written inside an open quote, or alone: single quotes when anything in it is special. */
export function quoteIn(text: string, quote: Quote, force = false): string {
  if (quote === "'") return text.replace(/'/g, `'\\''`);
  if (quote === '"') return text.replace(/([\\"$`])/g, '\\$1');
  return force ? `'${text.replace(/'/g, `'\\''`)}'` : text;
}

export interface BashReplies {
  readonly replies: string[];
  /** Whether bash should add a space after the one reply. */
  readonly space: boolean;
}

/**
 * What bash puts in place of `word` (the end of the word under the cursor that readline replaces: after the last
 * `=` or `:`, or after an open quote), for each candidate: the candidate quoted so that the whole word reads back as
 * the candidate. A candidate that needs quotes gets them, and so do the others then, so that they share a prefix.
 */
export function bashReplies(candidates: readonly Candidate[], word: string, line: SplitLine): BashReplies {
  const kept = Math.max(0, line.raw.length - word.length);
  const head = splitLine(line.raw.slice(0, kept));
  // Stryker disable next-line StringLiteral: splitLine gives at least one word, the empty one
  const before = head.words.at(-1) ?? '';
  const rests = candidates.filter((c) => c.value.length >= before.length).map((c) => ({ ...c, rest: c.value.slice(before.length) }));
  const tilde = kept === 0 && line.raw.startsWith('~/');
  const body = (rest: string) => (tilde && rest.startsWith('~/') ? rest.slice(2) : rest);
  // Inside an open quote, quoteIn quotes by the quote's own rules and takes no force.
  const force = rests.some((r) => needsQuotes(body(r.rest), kept === 0 && !tilde));
  const replies = rests.map((r) => `${tilde && r.rest.startsWith('~/') ? '~/' : ''}${quoteIn(body(r.rest), head.quote, force)}`);
  return { replies, space: rests.length === 1 && !rests[0]!.partial };
}
