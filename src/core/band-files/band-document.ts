/** Band files: bytes to a YAML document with source positions, paths to line and column, comment-keeping edits. */
import { isAlias, isCollection, isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair, type YAMLMap } from 'yaml';
import { error, type Finding, type Position, type YamlPath } from '../diagnostics/diagnostics.js';
import { fastPathOn } from './fast-path/switch.js';
import { keyOffset, linePosition, readSubset, valueOffset, type SubsetDocument } from './fast-path/yaml-subset.js';
import { yamlProblemId } from './yaml-problems.js';

/** Larger files are not band files; refusing them keeps a stray 10 MB file from stalling a CI run. */
export const MAX_BAND_BYTES = 1024 * 1024;
/** Aliases are legitimate YAML but an alias bomb is not: the yaml library's guard, made explicit. */
const MAX_ALIAS_COUNT = 100;
/** Band files nest a few levels; deeper data would only exhaust the stack of whatever reads it. */
export const MAX_DEPTH = 64;

export interface BandDocument {
  readonly file: string;
  readonly text: string;
  /** yaml's Document; for a band the fast reader read (src/core/band-files/fast-path/yaml-subset.ts), parsed on first access. */
  readonly doc: Document.Parsed;
  readonly lineCounter: LineCounter;
  /** The plain data, as the rulesets read it. */
  readonly data: unknown;
}

export interface LoadResult {
  readonly document?: BandDocument;
  readonly findings: Finding[];
}

const START: Position = { line: 1, column: 1 };

/** One decoder for every file: a fatal decoder is left ready for the next text after each `decode`. */
const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** Decodes bytes as UTF-8 text, refusing binary files and invalid encodings. */
export function decodeBand(bytes: Uint8Array): { text?: string; findings: Finding[] } {
  if (bytes.length > MAX_BAND_BYTES) {
    return { findings: [{ ...error('band/too-large', [], { limit: MAX_BAND_BYTES, actual: bytes.length }), at: START }] };
  }
  if (bytes.includes(0)) return { findings: [{ ...error('band/binary', []), at: START }] };
  try {
    const text = UTF8.decode(bytes);
    return { text, findings: [] };
  } catch {
    return { findings: [{ ...error('band/encoding', []), at: START }] };
  }
}

const positionOf = (lineCounter: LineCounter, offset: number): Position => {
  const at = lineCounter.linePos(offset);
  return { line: at.line, column: at.col };
};

/**
 * Duplicate keys, keys that are lists or mappings, nesting deeper than MAX_DEPTH and aliases inside the node they name,
 * in one pass over the nodes in the text's order (the yaml library's own duplicate check compares every key with every
 * other: quadratic on a large mapping).
 */
function structureFindings(doc: Document.Parsed, text: string, lineCounter: LineCounter): Finding[] {
  const findings: Finding[] = [];
  const at = (node: Node): Position => positionOf(lineCounter, node.range![0]);
  /** The last node met with each anchor: the one an alias met next names. */
  const anchors = new Map<string, Node>();
  const stack: { node: unknown; depth: number }[] = [{ node: doc.contents, depth: 0 }];
  while (stack.length) {
    const { node, depth } = stack.pop()!;
    if (isAlias(node)) {
      const named = anchors.get(node.source);
      // Inside the node it names, an alias would make the data contain itself (`a: &x [*x]`).
      // Stryker disable next-line EqualityOperator: `<=` is the same test, an alias never starts where the node it names ends (a `,`, `:`, blank or line break lies between)
      if (named && node.range![0] < named.range![1]) findings.push({ ...error('yaml/recursive-alias', [], { detail: `*${node.source}` }), at: at(node) });
      // An alias repeats a value marked before it: none (`characters: *nope`, or the anchor further down) is said where it stands.
      if (!named) findings.push({ ...error('yaml/unknown-alias', [], { detail: `*${node.source}`, anchor: `&${node.source}` }), at: at(node) });
      continue;
    }
    if (isNode(node) && node.anchor) anchors.set(node.anchor, node);
    if (!isMap(node) && !isSeq(node)) continue;
    if (depth >= MAX_DEPTH) {
      findings.push({ ...error('yaml/too-deep', [], { limit: MAX_DEPTH }), at: at(node) });
      break;
    }
    // Pushed last to first, so that they are met first to last.
    if (isSeq(node)) {
      for (const item of node.items.toReversed()) stack.push({ node: item, depth: depth + 1 });
      continue;
    }
    const pairs = node.items as Pair[];
    const seen = new Set<unknown>();
    for (const pair of pairs) {
      if (isMap(pair.key) || isSeq(pair.key)) findings.push({ ...error('yaml/complex-key', []), at: at(pair.key) });
      else if (isScalar(pair.key)) {
        if (seen.has(pair.key.value)) {
          findings.push({ ...error('yaml/duplicate-key', [], { detail: String(pair.key.source ?? pair.key.value) || keyText(text, pair.key.range![0]) }), at: at(pair.key) });
        }
        seen.add(pair.key.value);
      }
    }
    for (const pair of pairs.toReversed()) {
      stack.push({ node: pair.value, depth: depth + 1 });
      // A key's anchor or alias comes before its value; a key that is a collection is a finding already. A key pushed
      // is a scalar or an alias, whose depth is never read.
      if (!isCollection(pair.key)) stack.push({ node: pair.key, depth });
    }
  }
  return findings.sort((a, b) => a.at!.line - b.at!.line || a.at!.column - b.at!.column);
}

/** A key as written, up to its `:` (an empty key, `"": 1`, has no source to show). */
const keyText = (text: string, offset: number): string => text.slice(offset).split(/[:\n]/)[0]!.trim();

/** The yaml library's problem, in the player's words (yaml-problems.ts): never the library's own sentence. */
function problemFinding(problem: { code: string; message: string }): Finding {
  if (/call stack/i.test(problem.message)) return error('yaml/too-deep', [], { limit: MAX_DEPTH });
  if (problem.code === 'MULTIPLE_DOCS') return error('yaml/several-documents', []);
  const tag = writtenTag(problem.message);
  if (tag) return error('yaml/unknown-tag', [], { detail: tag });
  return error('yaml/syntax', [], { detail: yamlProblemId(problem) });
}

/** A tag the library could not apply, as the player wrote it: `!!int` (on a value not a number), `!foo`, `!<tag:x>`. */
function writtenTag(message: string): string | undefined {
  const resolved = /Unresolved tag: (\S+)/.exec(message)?.[1];
  if (resolved === undefined) return undefined;
  // `resolved` holds no space (\S+ above): the tag to its end.
  const core = /^tag:yaml\.org,2002:(\S+)/.exec(resolved)?.[1];
  return core !== undefined ? `!!${core}` : resolved.startsWith('!') ? resolved : `!<${resolved}>`;
}

/**
 * Where to point: a quote never closed is reported where it opens. The library points at the end of the file, where
 * the value the quote opened ends: the last scalar of the document.
 */
function problemOffset(doc: Document.Parsed, problem: { message: string; pos: [number, number] }): number {
  if (!problem.message.startsWith('Missing closing')) return problem.pos[0];
  let opened = problem.pos[0];
  visit(doc, {
    Scalar(_, node) {
      opened = node.range![0];
    },
  });
  return opened;
}

/**
 * Lines and commas bound the values a text can hold. A band file has a few hundred; a text with tens of thousands
 * (a megabyte of keys, a flow list of 300,000 items) is refused before it is parsed, which would take seconds.
 */
export const MAX_VALUES = 20000;
function countValues(text: string): number {
  return occurrences(text, '\n') + occurrences(text, ',');
}

const occurrences = (text: string, char: string): number => {
  let count = 0;
  for (let i = text.indexOf(char); i >= 0; i = text.indexOf(char, i + 1)) count++;
  return count;
};

/**
 * Whether a quote at `i` opens a quoted value: where a value begins (a line's start, after `[`, `{`, a flow `,`, a
 * `: `, an indicator `- ` or `? `, an anchor `&a ` or a tag `!!str `), not inside a word: `l'archer`, `c'est`, `5"`.
 */
function opensQuote(text: string, i: number, inFlow: boolean): boolean {
  for (;;) {
    let j = i - 1;
    while (text[j] === ' ' || text[j] === '\t') j--;
    const c = text[j];
    if (c === undefined || c === '\n' || c === '[' || c === '{') return true;
    if (c === ',') return inFlow;
    // Right after a word, only a flow `:` (`{"a":"b"}`) starts a value.
    if (j === i - 1) return inFlow && c === ':';
    if (c === ':') return true;
    let start = j;
    while (start > 0 && !' \t\n[{,'.includes(text[start - 1]!)) start--;
    const word = text.slice(start, j + 1);
    if (word !== '-' && word !== '?' && word[0] !== '&' && word[0] !== '!') return false;
    i = start;
  }
}

/**
 * The offset of the first flow bracket nested deeper than MAX_DEPTH, outside quoted values and comments: the yaml
 * parser recurses once per level and would exhaust the stack on thousands of `[`.
 */
function tooDeepFlow(text: string): number | undefined {
  let depth = 0;
  let quote = '';
  // Stryker disable next-line EqualityOperator: one more turn reads text[text.length], undefined, which is none of the characters looked for
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote) {
      // `''` is a quote inside a single-quoted value, `\"` inside a double-quoted one.
      if (c === quote && quote === "'" && text[i + 1] === "'") i++;
      else if (c === quote) quote = '';
      else if (c === '\\' && quote === '"') i++;
    } else if ((c === '"' || c === "'") && opensQuote(text, i, depth > 0)) quote = c;
    else if (c === '#' && (i === 0 || /\s/.test(text[i - 1]!))) {
      // Stryker disable next-line EqualityOperator: `<=` takes one more step past the end, and the loop over the text ends all the same
      while (i < text.length && text[i] !== '\n') i++;
    } else if (c === '[' || c === '{') {
      if (++depth > MAX_DEPTH) return i;
    } else if ((c === ']' || c === '}') && depth > 0) depth--;
  }
  return undefined;
}

const parseOptions = (lineCounter: LineCounter) => ({ lineCounter, prettyErrors: false, uniqueKeys: false, strict: true });

/** A band read by the fast reader: yaml's Document is parsed only if something asks for it. */
class SubsetBand implements BandDocument {
  private parsed?: { doc: Document.Parsed; lineCounter: LineCounter };
  constructor(
    readonly file: string,
    readonly text: string,
    /** The data and the offsets yaml's nodes would have. */
    readonly subset: SubsetDocument,
  ) {}
  get data(): unknown {
    return this.subset.data;
  }
  get doc(): Document.Parsed {
    return this.parse().doc;
  }
  get lineCounter(): LineCounter {
    return this.parse().lineCounter;
  }
  private parse() {
    if (this.parsed) return this.parsed;
    const lineCounter = new LineCounter();
    this.parsed = { doc: parseDocument(this.text, parseOptions(lineCounter)), lineCounter };
    return this.parsed;
  }
}

export function parseBand(text: string, file: string): LoadResult {
  if (text.includes('\r') && !text.includes('\n')) return { findings: [{ ...error('band/cr-line-endings', []), at: START }] };
  if (countValues(text) > MAX_VALUES) return { findings: [{ ...error('band/too-many-values', [], { limit: MAX_VALUES }), at: START }] };
  // Brackets can only nest as deep as there are opening ones: most bands have a few, and need no scan.
  // Stryker disable next-line EqualityOperator,ConditionalExpression: a shortcut: with no more brackets than MAX_DEPTH, tooDeepFlow finds none deeper
  const deep = occurrences(text, '[') + occurrences(text, '{') > MAX_DEPTH ? tooDeepFlow(text) : undefined;
  if (deep !== undefined) {
    const lineCounter = new LineCounter();
    lineCounter.addNewLine(0);
    for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineCounter.addNewLine(i + 1);
    return { findings: [{ ...error('yaml/too-deep', [], { limit: MAX_DEPTH }), at: positionOf(lineCounter, deep) }] };
  }
  // Most band files are plain YAML: read fast, to yaml's data and positions (held by tests/fuzz/yaml-subset.test.ts).
  const subset = fastPathOn() ? readSubset(text) : undefined;
  if (subset) return { document: new SubsetBand(file, text, subset), findings: [] };
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, parseOptions(lineCounter));
  const findings: Finding[] = [];
  for (const problem of [...doc.errors, ...doc.warnings]) findings.push({ ...problemFinding(problem), at: positionOf(lineCounter, problemOffset(doc, problem)) });
  if (doc.errors.length > 0) return { findings };
  for (const finding of structureFindings(doc, text, lineCounter)) findings.push(finding);
  if (findings.length > 0) return { findings };
  let data: unknown;
  try {
    // Stryker disable next-line ObjectLiteral: MAX_ALIAS_COUNT is also the yaml library's default, made explicit
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    // Nesting is bounded before (structureFindings), and so the data aliases build (maxAliasCount): an alias bomb is
    // left. Words of the catalogue (`param/detail/…`), never the library's sentence.
    // Stryker disable next-line StringLiteral: with these options toJS throws only past maxAliasCount (a recursive alias is found before); the other word stands for a library change
    const detail = /alias count/i.test(message) ? 'yaml-alias-bomb' : 'yaml-unreadable-here';
    return { findings: [{ ...error('yaml/unreadable', [], { detail }), at: START }] };
  }
  // toJS gives null for a document with no content, never undefined.
  if (data === null) return { findings: [{ ...error('band/empty', []), at: START }] };
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { findings: [{ ...error('band/not-a-mapping', [], { actual: Array.isArray(data) ? 'list' : typeof data }), at: START }] };
  }
  return { document: { file, text, doc, lineCounter, data }, findings };
}

export function loadBand(bytes: Uint8Array, file: string): LoadResult {
  const decoded = decodeBand(bytes);
  if (decoded.text === undefined) return { findings: decoded.findings };
  return parseBand(decoded.text, file);
}

function keyOf(node: unknown): unknown {
  return isScalar(node) ? node.value : node;
}

/** Each mapping's pairs by key, built once: locating thousands of findings stays linear. */
const pairIndex = new WeakMap<object, Map<unknown, Pair>>();
function indexPairs(map: YAMLMap): Map<unknown, Pair> {
  // Keys are unique here: a band with a duplicate key has no document to locate in.
  const index = new Map((map.items as Pair[]).map((pair) => [keyOf(pair.key), pair]));
  pairIndex.set(map, index);
  return index;
}

/** The deepest node on the path; a mapping entry is located at its key, a list item at the item. */
function nodeAt(doc: Document.Parsed, path: YamlPath): Node {
  let node: unknown = doc.contents;
  // A band's document is a mapping; its keys are scalars or aliases, never missing.
  let last = doc.contents as Node;
  for (const part of path) {
    if (isMap(node)) {
      const pair = (pairIndex.get(node) ?? indexPairs(node)).get(part);
      if (!pair) break;
      last = pair.key as Node;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number' && node.items[part]) {
      node = node.items[part];
      last = node as Node;
    } else break;
  }
  return last;
}

/** The position of the value at `path` (where `locate` gives its key's), or its key's when it has no value. */
export function locateValue(document: BandDocument, path: YamlPath): Position {
  if (document instanceof SubsetBand) {
    const offset = valueOffset(document.subset, path);
    return offset === undefined ? locate(document, path) : linePosition(document.subset.lineStarts, offset);
  }
  const value = document.doc.getIn(path, true) as Node | undefined;
  return value === undefined ? locate(document, path) : positionOf(document.lineCounter, value.range![0]);
}

export function locate(document: BandDocument, path: YamlPath): Position {
  if (document instanceof SubsetBand) return linePosition(document.subset.lineStarts, keyOffset(document.subset, path));
  return positionOf(document.lineCounter, nodeAt(document.doc, path).range![0]);
}
