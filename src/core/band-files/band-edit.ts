/**
 * Comment-keeping edits of band files: edits are data (set, add, delete at a YAML path), applied to the
 * yaml Document so that comments, key order and quoting survive; new files start from a commented spec.
 */
import { Document, isCollection, isMap, isScalar, isSeq, parseDocument, visit, YAMLMap, YAMLSeq, type Node, type Pair, type Scalar } from 'yaml';
import type { YamlPath } from '../diagnostics/diagnostics.js';

export type Edit =
  /**
   * Sets the value at the path (keys created as needed). `comment` becomes the value's trailing comment,
   * unless the author wrote one that does not mention the old value (theirs is kept).
   */
  | { readonly op: 'set'; readonly path: YamlPath; readonly value: unknown; readonly comment?: string }
  /**
   * Appends to the list at the path (created if missing); `comment` goes on the line before a new mapping, after a
   * new value (a new list takes none), `comments` after the values of some of its keys.
   */
  | {
      readonly op: 'add';
      readonly path: YamlPath;
      readonly value: unknown;
      readonly comment?: string;
      readonly comments?: Readonly<Record<string, string>>;
    }
  | { readonly op: 'delete'; readonly path: YamlPath };

/** A new band file: comment lines at the top, then keys in order, each with an optional comment. */
export interface NewBandSpec {
  readonly header: readonly string[];
  readonly entries: readonly {
    readonly key: string;
    readonly value: unknown;
    /** Trailing comment on the value's line. */
    readonly comment?: string;
    /** Comment lines before the key, after an empty line. */
    readonly before?: readonly string[];
  }[];
}

const isPlain = (value: unknown): boolean => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** Lists of names in flow style (`[soldat, ranger]`) as in the shipped bands; mappings in block style. */
export function toNode(doc: Document, value: unknown): Node {
  if (Array.isArray(value)) {
    const seq = new YAMLSeq(doc.schema);
    seq.flow = value.every(isPlain);
    for (const item of value) seq.items.push(toNode(doc, item));
    return seq;
  }
  if (value !== null && typeof value === 'object') {
    const map = new YAMLMap(doc.schema);
    for (const [key, item] of Object.entries(value)) if (item !== undefined) map.set(doc.createNode(key), toNode(doc, item));
    return map;
  }
  return doc.createNode(value) as Node;
}

type Commented = { comment?: string | null; commentBefore?: string | null; spaceBefore?: boolean };
/** `to` is a node toNode has just made: it has no comments of its own to keep. */
const copyComments = (from: Commented, to: Commented): void => {
  to.comment = from.comment;
  to.commentBefore = from.commentBefore;
  to.spaceBefore = from.spaceBefore;
};

/**
 * A collection rewritten by an edit keeps the comments of what it still holds: a list item of the same value, a
 * key still there (and its value's trailing comment when that value is unchanged), recursively. A list and a
 * mapping share nothing: neither loop finds a match between them.
 */
function carryComments(old: YAMLMap | YAMLSeq, node: YAMLMap | YAMLSeq): void {
  if (isSeq(node)) {
    // Typed as scalars, compared as such: an old mapping, alias or pair has no scalar `value` (undefined, or a node),
    // and no scalar holds undefined.
    const left = [...old.items] as Scalar[];
    for (const item of node.items) {
      // Only scalars match, by value: a mapping in a list is matched neither by value nor by its place.
      if (!isScalar(item)) continue;
      const i = left.findIndex((o) => o.value === item.value);
      if (i >= 0) copyComments(left.splice(i, 1)[0]!, item);
    }
    return;
  }
  for (const pair of node.items) {
    const key = (pair.key as Scalar).value; // toNode makes every key a scalar
    const before = (old.items as Partial<Pair>[]).find((o) => isScalar(o.key) && o.key.value === key);
    if (!before) continue;
    copyComments(before.key as Commented, pair.key as Commented);
    const was = before.value;
    const now = pair.value as Scalar | YAMLMap | YAMLSeq; // toNode's
    if (isCollection(was) && isCollection(now)) {
      now.flow = was.flow || now.items.length === 0;
      copyComments(was, now);
      carryComments(was, now);
    } else if (isScalar(was) && (now as Scalar).value === was.value) copyComments(was, now);
  }
}

function setAt(doc: Document, path: YamlPath, value: unknown, comment?: string): void {
  const old = doc.getIn(path, true);
  const ours = !isScalar(old) || !old.comment || old.comment.includes(String(old.value));
  if (isScalar(old) && isPlain(value)) doc.setIn(path, value);
  else {
    const node = toNode(doc, value);
    if (isCollection(old) && isCollection(node)) {
      // A list rewritten keeps the style and comments the author gave it.
      node.flow = old.flow || node.items.length === 0;
      node.comment = old.comment;
      node.commentBefore = old.commentBefore;
      carryComments(old, node);
    } else if (isScalar(old) && !isCollection(node)) node.comment = old.comment;
    doc.setIn(path, node);
  }
  if (comment !== undefined && ours) {
    // The node just set, a scalar or a collection (a fresh one has no `comment` property yet: do not test for it).
    (doc.getIn(path, true) as Scalar | YAMLMap | YAMLSeq).comment = ` ${comment}`;
  }
}

function addAt(doc: Document, edit: Extract<Edit, { op: 'add' }>): void {
  const node = toNode(doc, edit.value);
  if (edit.comment !== undefined) addComment(node, edit.comment);
  if (isMap(node)) {
    for (const [key, comment] of Object.entries(edit.comments ?? {})) {
      const value = node.get(key, true);
      if (isScalar(value) || isCollection(value)) value.comment = ` ${comment}`;
    }
  }
  const seq = doc.getIn(edit.path);
  if (!isSeq(seq)) {
    const list = toNode(doc, []) as YAMLSeq;
    list.flow = !isCollection(node);
    list.items.push(node);
    doc.setIn(edit.path, list);
    return;
  }
  // `characters: []` becomes a block list when its first mapping arrives.
  if (seq.flow && isMap(node)) seq.flow = false;
  seq.items.push(node);
}

function addComment(node: unknown, comment: string): void {
  if (isMap(node)) node.commentBefore = ` ${comment}`;
  else if (isScalar(node)) node.comment = ` ${comment}`;
}

/**
 * Before the node at `path` is removed or replaced, every alias elsewhere to an anchor inside it (`*kit` for the
 * `&kit` of a removed member) becomes a copy of the anchored value: the data stays what it was.
 */
function detachAliases(doc: Document, path: YamlPath): void {
  // Nothing there (a path to create): nothing is inside, no alias is changed.
  const node = doc.getIn(path, true) as Node | null;
  const inside = new Set<unknown>();
  visit(node, (_, n) => void inside.add(n));
  visit(doc, {
    Alias(_, alias) {
      const target = inside.has(alias) ? undefined : alias.resolve(doc);
      if (!target || !inside.has(target)) return undefined;
      const copy = target.clone() as Node;
      copy.anchor = undefined;
      return copy;
    },
  });
}

export function applyEdits(doc: Document, edits: readonly Edit[]): void {
  for (const edit of edits) {
    if (edit.op !== 'add') detachAliases(doc, edit.path);
    if (edit.op === 'set') setAt(doc, edit.path, edit.value, edit.comment);
    else if (edit.op === 'add') addAt(doc, edit);
    else doc.deleteIn(edit.path);
  }
}

/** The indentation the author used, so that an edit does not reindent the whole file. */
function layout(text: string): { indent: number; indentSeq: boolean } {
  const indents = text
    .split(/\r?\n/)
    .filter((line) => line.trim() && !line.trimStart().startsWith('#'))
    .map((line) => line.length - line.trimStart().length)
    .filter((n) => n > 0);
  const indent = indents.length ? Math.min(8, Math.max(2, Math.min(...indents))) : 2;
  const indentSeq = !/^([ \t]*)[^\s#-][^\n]*:[ \t]*\r?\n\1- /m.test(text);
  return { indent, indentSeq };
}

const TRAILING_COMMENT = /^(.*?\S)[ \t]+(#.*)$/;
const normalise = (line: string): string => line.replace(TRAILING_COMMENT, '$1 $2');

/** The key of a `key: value  # comment` line with its comment: where the author aligned that comment. */
const commentSlot = (line: string): string | undefined => {
  const match = TRAILING_COMMENT.exec(line);
  const key = match && /^[^:#]+:/.exec(match[1]!)?.[0];
  return key ? `${key}|${match[2]}` : undefined;
};

/** yaml prints the comment of `key:   # comment` over a nested collection on a line of its own: put it back. */
export function rejoinKeyComments(printed: string, original: string): string {
  const shapes = new Set(original.split(/\r?\n/).map(normalise));
  const lines: string[] = [];
  for (const line of printed.split('\n')) {
    // `.*` takes the rest of the line: no `$` needed.
    const own = /^\s+(#.*)/.exec(line);
    // Before the first line: undefined, read as the text "undefined", which does not end with a colon.
    const key = lines.at(-1)!;
    if (own && /:$/.test(key) && shapes.has(`${key} ${own[1]}`)) lines[lines.length - 1] = `${key} ${own[1]}`;
    else lines.push(line);
  }
  return lines.join('\n');
}

/**
 * yaml prints one space before a trailing comment: lines the edit left alone get their alignment back,
 * and a changed `key: value  # comment` line keeps its comment's column when the value still fits.
 */
export function restoreLines(rendered: string, original: string): string {
  const printed = rejoinKeyComments(rendered, original);
  const byShape = new Map<string, string[]>();
  const columns = new Map<string, number>();
  for (const line of original.split(/\r?\n/)) {
    const shape = normalise(line);
    // Every line, so that a line printed as yaml prints it takes back its own spacing, in order.
    byShape.set(shape, [...(byShape.get(shape) ?? []), line]);
    // The column where the author aligned a comment (one space is yaml's own, no alignment).
    const slot = shape === line ? undefined : commentSlot(line);
    if (slot) columns.set(slot, line.indexOf(TRAILING_COMMENT.exec(line)![2]!));
  }
  return printed
    .split('\n')
    .map((line) => {
      const same = byShape.get(normalise(line))?.shift();
      if (same !== undefined) return same;
      const slot = commentSlot(line);
      const column = columns.get(slot as string); // no slot: undefined, never a key of `columns`
      // Null without a trailing comment, but then there is no column either.
      const match = TRAILING_COMMENT.exec(line)!;
      if (column === undefined || match[1]!.length >= column) return line;
      return match[1]!.padEnd(column, ' ') + match[2];
    })
    .join('\n');
}

/** Equal texts are the same data without parsing them (every write where nothing was restored). */
const sameData = (a: string, b: string): boolean =>
  // Stryker disable next-line ConditionalExpression: a shortcut; equal texts parse to the same data
  a === b || JSON.stringify(parseDocument(a).toJS()) === JSON.stringify(parseDocument(b).toJS());

/** The document as text, formatted like `original` (indentation, comment alignment, line endings). */
// Stryker disable next-line StringLiteral: any one-line text without indentation, comment nor colon is read the same
export function printBand(doc: Document, original = ''): string {
  const printed = doc.toString({ ...layout(original), lineWidth: 0, flowCollectionPadding: false });
  const restored = restoreLines(printed, original);
  // Whitespace restored inside a quoted value would change the data: then keep yaml's own printing.
  const text = sameData(restored, printed) ? restored : printed;
  return original.includes('\r\n') ? text.replace(/\n/g, '\r\n') : text;
}

/** `text` with the edits applied, comments and key order kept. */
export function editText(text: string, edits: readonly Edit[]): string {
  const doc = parseDocument(text);
  applyEdits(doc, edits);
  return printBand(doc, text);
}

export function newBandText(spec: NewBandSpec): string {
  const doc = new Document();
  const map = new YAMLMap(doc.schema);
  for (const entry of spec.entries) {
    const key = doc.createNode(entry.key);
    if (entry.before?.length) {
      key.spaceBefore = true;
      key.commentBefore = entry.before.map((line) => ` ${line}`).join('\n');
    }
    const value = toNode(doc, entry.value);
    if (entry.comment) value.comment = ` ${entry.comment}`;
    map.items.push(doc.createPair(key, value));
  }
  doc.contents = map;
  doc.commentBefore = spec.header.map((line) => ` ${line}`).join('\n');
  return printBand(doc);
}
