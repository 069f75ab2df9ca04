/**
 * A fast reader for the plain YAML band files are written in: block mappings and lists, one-line flow lists and
 * mappings, one-line scalars, comments. It answers only where the yaml library (the reference) would read the same
 * data without error or warning, and returns undefined for anything else: the caller then goes the yaml way.
 * It also keeps the offsets yaml's nodes would have (`range[0]`), so that positions need no yaml Document.
 */

/** Where a node starts, and for a collection where its children are. */
export interface Spot {
  readonly at: number;
  readonly pairs?: Map<string, { readonly key: number; readonly value: Spot }>;
  readonly items?: Spot[];
}

export interface SubsetDocument {
  readonly data: Record<string, unknown>;
  readonly root: Spot;
  /** The offset where each line starts, as yaml's LineCounter holds them. */
  readonly lineStarts: number[];
}

/** Thrown to leave the reader from any depth; never escapes `readSubset`. */
const BAIL = Symbol('bail');
const bail = (): never => {
  throw BAIL;
};

/**
 * How deep collections may nest, the root mapping being 0 deep; far under MAX_DEPTH (64): a deeper band goes the yaml
 * way, which reports it. Every collection checks its depth where it is read (block lists and mappings, flow ones).
 */
const MAX_NESTING = 32;
/** yaml refuses implicit keys longer than 1024 characters; band keys are short. */
const MAX_KEY = 128;

/** One line with content (blank and comment-only lines are skipped: they carry no data); `end` is before CR LF. */
interface Line {
  readonly start: number;
  readonly end: number;
  readonly indent: number;
}

interface Node {
  readonly value: unknown;
  readonly spot: Spot;
}

/**
 * Characters the reader accepts: line feeds (CR LF too), printable ASCII, and from U+00A0 on what French text holds.
 * Refused: tabs, a CR alone, C0/C1 controls (U+0085 is a line break to YAML 1.1), DEL, the Unicode spaces and
 * separators other than no-break spaces (U+2028/9 break lines to some readers), bidi and zero-width marks, the BOM,
 * specials, and anything outside the Basic Multilingual Plane (emoji: rare in a band, and surrogates may not pair).
 */
const UNUSUAL = /[\x00-\x09\x0b\x0c\x0e-\x1f\x7f-\x9f\u1680\u2000-\u200f\u2028-\u202e\u205f-\u206f\u3000\ud800-\udfff\ufeff\ufff0-\uffff]|\r(?!\n)/;
const plainText = (text: string): boolean => !UNUSUAL.test(text);

function linesOf(text: string): { lines: Line[]; lineStarts: number[] } {
  const lines: Line[] = [];
  const lineStarts: number[] = [];
  // The last line, after the last line feed (maybe empty), ends the loop.
  for (let start = 0; ; ) {
    lineStarts.push(start);
    const newline = text.indexOf('\n', start);
    const end = newline < 0 ? text.length : text.charCodeAt(newline - 1) === 13 ? newline - 1 : newline;
    let indent = 0;
    while (text.charCodeAt(start + indent) === 32) indent++;
    // `---` and `...` start and end documents: one document per band file. A `---` line is refused as a key (it
    // starts with `-`) and is no list item; a `...` line could be read as a key (`... b: 2`).
    if (text.startsWith('...', start)) bail();
    if (start + indent < end && text[start + indent] !== '#') lines.push({ start, end, indent });
    if (newline < 0) break;
    start = newline + 1;
  }
  return { lines, lineStarts };
}

/** Spaces stop at a line's end without a bound: the character there is CR, LF or none. */
const skipSpaces = (text: string, i: number): number => {
  while (text.charCodeAt(i) === 32) i++;
  return i;
};

/** The end of a line's content: spaces and a comment may follow a value, nothing else. */
function expectLineEnd(text: string, i: number, end: number): void {
  const j = skipSpaces(text, i);
  if (j === end) return;
  // A comment needs white space before it.
  if (text[j] !== '#' || j === i) bail();
}

/**
 * Plain scalars read by yaml's core schema as something else than text (its tags' own tests); of those, only the
 * common spellings of numbers, booleans and null are read here.
 */
const CORE_NOT_TEXT =
  /^(?:~|[Nn]ull|NULL|[Tt]rue|TRUE|[Ff]alse|FALSE|0o[0-7]+|[-+]?[0-9]+|0x[0-9a-fA-F]+|[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN|[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+|[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*))$/;
const PLAIN_NUMBER = /^-?(?:0|[1-9][0-9]{0,14})(?:\.[0-9]{1,15})?$/;

/** Only these can start a scalar the core schema reads as something else than text. */
const NOT_TEXT_START = /^[-+.~0-9nNtTfF]/;

function resolvePlain(source: string): unknown {
  // Stryker disable next-line ConditionalExpression: a shortcut only: the words and patterns below all start with one of NOT_TEXT_START's characters
  if (!NOT_TEXT_START.test(source)) return source;
  if (source === 'true') return true;
  if (source === 'false') return false;
  if (source === 'null') return null;
  if (PLAIN_NUMBER.test(source) && source !== '-0') return Number(source);
  if (CORE_NOT_TEXT.test(source)) bail();
  return source;
}

/**
 * The first character of a plain scalar: not a YAML indicator (`- ? :` only when followed by a space, but `?x` and
 * `:x` are refused here all the same), nor one yaml refuses (`@`, `` ` ``, `%`).
 */
const INDICATOR = new Set('-?:,[]{}#&*!|>\'"%@`');
function plainStart(text: string, i: number, inFlow: boolean): boolean {
  // A space or a line end (a flow collection over two lines) is read as an empty scalar that ends there: what follows
  // it is refused.
  const c = text.charAt(i);
  if (c !== '-') return !INDICATOR.has(c);
  const next = text.charAt(i + 1);
  // `next` is one character or none: the pattern needs no anchors. `-` then a line end (LF or CR LF) is an empty list
  // item to yaml.
  return inFlow ? /[0-9A-Za-z]/.test(next) : next !== ' ' && next !== '\n' && next !== '\r' && next !== '';
}

/**
 * The first match of a global `pattern` from `from` on, or `end` (patterns stop at a line end: no scan runs past its
 * line). Native scanning: most files are read once, before V8 compiles a character loop.
 */
function find(pattern: RegExp, text: string, from: number, end: number): number {
  pattern.lastIndex = from;
  const match = pattern.exec(text);
  return match ? Math.min(match.index, end) : end;
}

/** yaml: a plain scalar in a block ends at `:` before a space or a line end (a key), or at ` #` (a comment). */
const BLOCK_PLAIN_END = /:(?=[ \r\n]|$)| #|\n/g;
/**
 * In a flow collection also at `, [ ] { }`; `:` and `#` in a flow scalar are refused here (there a flow entry must end:
 * `,` or the bracket that closes must follow).
 */
const FLOW_PLAIN_END = /[,[\]{}:#\r\n]/g;
/** The quote that closes a quoted scalar, or the line end first (refused). */
const DOUBLE_QUOTE = /["\n]/g;
const SINGLE_QUOTE = /['\n]/g;

/** A key at `i`: a one-line plain scalar read as text, followed by `:` and a space or the end of the line. */
function keyAt(text: string, i: number, end: number): { name: string; after: number } | undefined {
  // Not `--- b` (a document start) either, nor `-x` (a key to yaml, refused for simplicity).
  if (INDICATOR.has(text.charAt(i))) return undefined;
  // No `:` at the line's end: what is there is a line break or nothing.
  const j = find(BLOCK_PLAIN_END, text, i, end);
  if (text[j] !== ':') return undefined;
  return { name: keyName(text.slice(i, j)), after: j + 1 };
}

function keyName(name: string): string {
  // `a : 1` is the key `a`; `a:b: 1` the key `a:b`: both read right by yaml, both refused here for simplicity.
  if (name.endsWith(' ') || name.includes(':') || name.length > MAX_KEY) bail();
  // `__proto__` needs yaml's care (a property, not the prototype); `<<` is a merge key to some readers.
  if (name === '__proto__' || name.startsWith('<<') || typeof resolvePlain(name) !== 'string') bail();
  return name;
}

/** A list item: `- ` (a `-` that ends its line, an empty item, is refused all the same: as no key nor item). */
const isItem = (text: string, line: Line, col: number): boolean => text.startsWith('- ', line.start + col);

class Reader {
  private i = 0;
  constructor(
    private readonly text: string,
    private readonly lines: Line[],
  ) {}

  root(): Node {
    const first = this.lines[0];
    if (!first || first.indent !== 0) bail();
    // A mapping at column 0 reads every line or bails; a list there ends at a line that is no item, and is refused by
    // readSubset all the same.
    return this.block(0, 0);
  }

  /** A block mapping or list starting at column `col` of the current line. */
  private block(col: number, depth: number): Node {
    const line = this.lines[this.i]!;
    if (isItem(this.text, line, col)) return this.list(col, depth);
    // Else a mapping, whose first key `mapping` reads or bails: a scalar on its own line under a key (`key:\n  text`)
    // is valid YAML, refused here.
    return this.mapping(col, depth);
  }

  /** The next line, if it continues a collection at column `col`; a line more indented than `col` is refused. */
  private continues(col: number): Line | undefined {
    const line = this.lines[this.i];
    if (!line || line.indent < col) return undefined;
    if (line.indent > col) bail();
    return line;
  }

  private list(col: number, depth: number): Node {
    if (depth > MAX_NESTING) bail();
    const value: unknown[] = [];
    const items: Spot[] = [];
    const at = this.lines[this.i]!.start + col;
    for (let line = this.lines[this.i]; line && isItem(this.text, line, col); line = this.continues(col)) {
      const from = skipSpaces(this.text, line.start + col + 1);
      // An empty item (`-` alone: yaml places its null oddly) is refused; so are a list in a list (`- - a`) and an item
      // with only a comment (`- # x`), below: neither `-` nor `#` starts a key or a value.
      if (from === line.end) bail();
      const node = keyAt(this.text, from, line.end) ? this.mapping(from - line.start, depth + 1) : this.inlineLine(from, line.end, depth + 1);
      value.push(node.value);
      items.push(node.spot);
    }
    return { value, spot: { at, items } };
  }

  private mapping(col: number, depth: number): Node {
    if (depth > MAX_NESTING) bail();
    const value: Record<string, unknown> = {};
    const pairs = new Map<string, { key: number; value: Spot }>();
    const first = this.lines[this.i]!;
    let at = -1;
    for (let line: Line | undefined = first; line; line = this.continues(col)) {
      const keyStart = line.start + col;
      const key = keyAt(this.text, keyStart, line.end) ?? bail();
      if (pairs.has(key.name)) bail();
      if (at < 0) at = keyStart;
      const node = this.pairValue(line, col, key.after, depth + 1);
      value[key.name] = node.value;
      pairs.set(key.name, { key: keyStart, value: node.spot });
    }
    return { value, spot: { at, pairs } };
  }

  /** What follows `key:`: a value on the same line, a block on the next lines, or nothing (null). */
  private pairValue(line: Line, col: number, after: number, depth: number): Node {
    const from = skipSpaces(this.text, after);
    if (from < line.end && this.text[from] !== '#') return this.inlineLine(from, line.end, depth);
    this.i++;
    const next = this.lines[this.i];
    if (next && next.indent > col) return this.block(next.indent, depth);
    // `key:` then `- item` at the key's own column: the list is the key's value.
    if (next && next.indent === col && isItem(this.text, next, col)) return this.list(col, depth);
    // yaml places an empty value after the spaces that follow `:`.
    return { value: null, spot: { at: from } };
  }

  /** A value that ends its line: a scalar or a one-line flow collection, then maybe a comment. */
  private inlineLine(from: number, end: number, depth: number): Node {
    const { node, next } = this.inline(from, end, false, depth);
    expectLineEnd(this.text, next, end);
    this.i++;
    return node;
  }

  private inline(from: number, end: number, inFlow: boolean, depth: number): { node: Node; next: number } {
    const c = this.text[from];
    if (c === '[' || c === '{') {
      if (depth > MAX_NESTING) bail();
      return c === '[' ? this.flowList(from, end, depth) : this.flowMapping(from, end, depth);
    }
    if (c === '"') return this.doubleQuoted(from, end);
    if (c === "'") return this.singleQuoted(from, end);
    if (!plainStart(this.text, from, inFlow)) bail();
    // In a block, `key: a: b`, a mapping on one line (an error to yaml), stops at its second colon: the line end check
    // refuses it.
    return this.plain(from, find(inFlow ? FLOW_PLAIN_END : BLOCK_PLAIN_END, this.text, from, end));
  }

  /** The scalar from `from` to `to`, without its trailing spaces (only spaces: yaml keeps a no-break space). */
  private plain(from: number, to: number): { node: Node; next: number } {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: a plain scalar starts with no space, so only an empty one (in a flow collection, at a line end: refused after) can reach `from`; going back over the spaces before it changes nothing
    while (to > from && this.text.charCodeAt(to - 1) === 32) to--;
    return { node: { value: resolvePlain(this.text.slice(from, to)), spot: { at: from } }, next: to };
  }

  /** A double-quoted scalar on one line, without escapes. */
  private doubleQuoted(from: number, end: number): { node: Node; next: number } {
    const close = find(DOUBLE_QUOTE, this.text, from + 1, end);
    if (this.text[close] !== '"') bail();
    const value = this.text.slice(from + 1, close);
    if (value.includes('\\')) bail();
    return { node: { value, spot: { at: from } }, next: close + 1 };
  }

  /** A single-quoted scalar on one line, where `''` is one quote. */
  private singleQuoted(from: number, end: number): { node: Node; next: number } {
    let j = from + 1;
    for (;;) {
      j = find(SINGLE_QUOTE, this.text, j, end);
      if (this.text[j] !== "'") bail();
      if (this.text[j + 1] !== "'") break;
      j += 2;
    }
    return { node: { value: this.text.slice(from + 1, j).replaceAll("''", "'"), spot: { at: from } }, next: j + 1 };
  }

  /** The items of `[a, b]` or the pairs of `{a: 1}`, on one line; an empty entry or a trailing comma is refused. */
  private flowEntries(from: number, end: number, close: string, entry: (at: number) => number): number {
    let j = skipSpaces(this.text, from + 1);
    if (this.text[j] === close) return j + 1;
    for (;;) {
      j = skipSpaces(this.text, entry(j));
      if (this.text[j] === close) return j + 1;
      if (this.text[j] !== ',') bail();
      j = skipSpaces(this.text, j + 1);
    }
  }

  private flowList(from: number, end: number, depth: number): { node: Node; next: number } {
    const value: unknown[] = [];
    const items: Spot[] = [];
    const next = this.flowEntries(from, end, ']', (at) => {
      const { node, next } = this.inline(at, end, true, depth + 1);
      value.push(node.value);
      items.push(node.spot);
      return next;
    });
    return { node: { value, spot: { at: from, items } }, next };
  }

  private flowMapping(from: number, end: number, depth: number): { node: Node; next: number } {
    const value: Record<string, unknown> = {};
    const pairs = new Map<string, { key: number; value: Spot }>();
    const next = this.flowEntries(from, end, '}', (at) => {
      const key = flowKeyAt(this.text, at, end) ?? bail();
      if (pairs.has(key.name)) bail();
      const { node, next } = this.inline(skipSpaces(this.text, key.after), end, true, depth + 1);
      value[key.name] = node.value;
      pairs.set(key.name, { key: at, value: node.spot });
      return next;
    });
    return { node: { value, spot: { at: from, pairs } }, next };
  }
}

/** Where a key in a flow mapping ends: at `: `, or at a flow indicator or a comment first (refused). */
const FLOW_KEY_END = /: |[,[\]{}#\n]/g;

/** A key in a flow mapping: a plain scalar without flow indicators (not starting with `-` either, as keyAt), then `: `. */
function flowKeyAt(text: string, i: number, end: number): { name: string; after: number } | undefined {
  if (INDICATOR.has(text.charAt(i))) return undefined;
  // `: ` does not reach past the line's end: what is there is a line break or nothing.
  const colon = find(FLOW_KEY_END, text, i, end);
  if (!text.startsWith(': ', colon)) return undefined;
  return { name: keyName(text.slice(i, colon)), after: colon + 1 };
}

/** The data and node offsets of a band file, or undefined when the text is outside the subset. */
export function readSubset(text: string): SubsetDocument | undefined {
  if (!plainText(text)) return undefined;
  try {
    const { lines, lineStarts } = linesOf(text);
    const root = new Reader(text, lines).root();
    if (!root.spot.pairs) return undefined;
    return { data: root.value as Record<string, unknown>, root: root.spot, lineStarts };
    // The reader throws only BAIL (the fuzz tests read thousands of texts): an empty catch block, which would swallow
    // anything else too, changes no result; rethrowing only shows a bug. Stryker reads a directive only in front of a
    // node that starts on the line it disables: here the parameter.
  } catch (/* Stryker disable next-line BlockStatement: only BAIL reaches here, see above */ cause) {
    // Stryker disable next-line ConditionalExpression: as above, no other error reaches here
    if (cause === BAIL) return undefined;
    throw cause;
  }
}

type PathPart = string | number;

/** The offset `locate` gives from yaml's nodes: a mapping entry's key, a list item, or the last found on the way. */
export function keyOffset(document: SubsetDocument, path: readonly PathPart[]): number {
  let spot: Spot = document.root;
  let last = spot.at;
  for (const part of path) {
    // A number finds no key of a mapping (keys are strings); only a number finds an item, as in yaml's nodes (`locate`).
    const pair = spot.pairs?.get(part as string);
    const item = typeof part === 'number' ? spot.items?.[part] : undefined;
    if (pair) {
      last = pair.key;
      spot = pair.value;
    } else if (item) {
      last = item.at;
      spot = item;
    } else break;
  }
  return last;
}

/**
 * yaml's `YAMLSeq.get` reads an index from a string too (`Number("1")`), not from an empty one. What is not an index of
 * the list (negative, fractional, NaN) finds no item, as with yaml.
 */
const itemIndex = (part: PathPart): number => (part === '' ? Number.NaN : Number(part));

/** The offset of the value at `path` as yaml's `doc.getIn(path, true)` finds it, or undefined where it finds none. */
export function valueOffset(document: SubsetDocument, path: readonly PathPart[]): number | undefined {
  let spot: Spot | undefined = document.root;
  for (const part of path) {
    // A number finds no key of a mapping: keys are strings.
    if (spot?.pairs) spot = spot.pairs.get(part as string)?.value;
    else if (spot?.items) spot = spot.items[itemIndex(part)];
    else return undefined;
  }
  return spot?.at;
}

/** yaml's `LineCounter.linePos`: 1-based line and column of an offset. */
export function linePosition(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (lineStarts[mid]! <= offset) low = mid + 1;
    else high = mid;
  }
  // `low` line starts at or before the offset.
  if (low === 0) return { line: 0, column: offset };
  return { line: low, column: offset - lineStarts[low - 1]! + 1 };
}
