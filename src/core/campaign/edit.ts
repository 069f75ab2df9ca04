/**
 * Edits of a band file's `campaign` section through the yaml Document API (setIn, deleteIn, createNode).
 * Only the section is rendered again, and inside it only the lines the edit changes: every other byte is kept
 * (aligned comments, flow lists, blank lines, quotes), and comments survive. The result is parsed back and must
 * hold exactly the edited data; if it does not, the section is rendered whole, and if that does not either (`? campaign`,
 * an explicit key), the whole document.
 */
import { isDeepStrictEqual } from 'node:util';
import { Document, isMap, isScalar, isSeq, parseDocument, YAMLMap, type Node, type Pair } from 'yaml';
import { rejoinKeyComments, restoreLines } from '../band-files/band-edit.js';
import { lineOps } from '../band-files/diff.js';
import type { Awards } from '../ruleset/ruleset.js';
import { CAMPAIGN_KEY } from './ledger.js';

const RENDER = { flowCollectionPadding: false, lineWidth: 0 } as const;
const BOM = '\uFEFF';

type Parsed = Document.Parsed;

function campaignPair(doc: Parsed): Pair | undefined {
  const root = doc.contents;
  if (!isMap(root)) return undefined;
  return root.items.find((p) => (isScalar(p.key) ? p.key.value : p.key) === CAMPAIGN_KEY) as Pair | undefined;
}

function render(contents: unknown): string {
  const doc = new Document();
  doc.contents = contents as Node;
  return doc.toString(RENDER);
}

/** A block mapping without its own comments before and after: those stay in the text around it. */
function renderBody(map: YAMLMap): string {
  const kept = { before: map.commentBefore, after: map.comment };
  map.commentBefore = undefined;
  map.comment = undefined;
  try {
    return render(map);
  } finally {
    map.commentBefore = kept.before;
    map.comment = kept.after;
  }
}

/** End of the line holding `offset - 1` (after its newline), or the end of the text. */
function lineEnd(text: string, offset: number): number {
  // text[-1] is undefined: offset 0 goes on to the search.
  if (text[offset - 1] === '\n') return offset;
  const newline = text.indexOf('\n', offset);
  return newline === -1 ? text.length : newline + 1;
}

// Stryker disable next-line ArithmeticOperator: offset + 1 finds the same line start unless a key is one letter before a line break
const column = (text: string, offset: number): number => offset - (text.lastIndexOf('\n', offset - 1) + 1);
const indent = (block: string, spaces: number): string => block.replace(/\n(?=[^\n])/g, `\n${' '.repeat(spaces)}`);

/**
 * The original lines where the rendering did not change, the new rendering where it did. Needs the old
 * rendering to match the original line for line (same count); otherwise the new rendering as is.
 */
function patchLines(original: string, rendered: string, changed: string, col: number): string {
  // The original starts at its first key, after its indentation: the indentation put back, its first line has the shape
  // of the lines rendered (`  ledger:   # events` keeps its comment on its line when a key is added before it).
  const shapes = ' '.repeat(col) + original;
  const before = rejoinKeyComments(rendered, shapes);
  const after = rejoinKeyComments(changed, shapes);
  const kept = original.split('\n');
  const a = before.split('\n');
  // Lines no longer in step: each line the edit left alone takes back its own spacing (aligned comments).
  if (kept.length !== a.length) return restoreLines(' '.repeat(col) + changed, shapes).slice(col);
  const b = after.split('\n');
  return lineOps(a, b)
    .flatMap((op) => (op.kind === ' ' ? [kept[op.a]!] : op.kind === '+' ? [b[op.b]!] : []))
    .join('\n');
}

interface Before {
  readonly pair: Pair | undefined;
  readonly value: Node | undefined;
  /** The section's block mapping rendered before the edit (indented as in the file). */
  readonly body: string | undefined;
}

/** Where a block mapping value lies: from its first key to the end of its last line, and its indentation. */
function blockBody(text: string, value: Node | undefined): { start: number; end: number; col: number } | undefined {
  if (!isMap(value) || value.flow || !value.range) return undefined;
  return { start: value.range[0], end: lineEnd(text, value.range[1]), col: column(text, value.range[0]) };
}

/** The new text: the section's new rendering spliced in place of the old one (or appended). */
function splice(text: string, doc: Parsed, before: Before, minimal: boolean): string {
  const pair = campaignPair(doc)!;
  const body = blockBody(text, before.value);
  // Stryker disable next-line ConditionalExpression,LogicalOperator: before.body is set exactly when body is (same text, same value), and the edits replace the section's value only when it is not a block mapping (body undefined)
  if (body && before.value === pair.value && before.body !== undefined) {
    // A block mapping edited in place: keep `campaign:`, its comment, the indentation and the comments after it.
    const after = indent(renderBody(pair.value as YAMLMap), body.col);
    const original = text.slice(body.start, body.end);
    return text.slice(0, body.start) + (minimal ? patchLines(original, before.body, after, body.col) : after) + text.slice(body.end);
  }
  const map = new YAMLMap(doc.schema);
  map.items.push(pair);
  const section = render(map);
  if (before.pair) {
    const start = (before.pair.key as Node).range![0];
    const end = lineEnd(text, (before.value?.range ?? (before.pair.key as Node).range!)[1]);
    return text.slice(0, start) + section + text.slice(end);
  }
  // The text holds a block mapping (edit): never empty.
  const separator = text.endsWith('\n\n') ? '' : text.endsWith('\n') ? '\n' : '\n\n';
  return text + separator + section;
}

interface Edited {
  readonly text: string;
  readonly data: unknown;
}

/** The whole document rendered again by yaml after the edit: its comments kept, not its layout. */
function whole(text: string, mutate: (doc: Parsed) => void): Edited {
  const doc = parseDocument(text);
  mutate(doc);
  return { text: doc.toString(RENDER), data: doc.toJS() };
}

function edit(text: string, mutate: (doc: Parsed) => void, minimal: boolean): Edited {
  const doc = parseDocument(text);
  const root = doc.contents;
  if (!isMap(root) || root.flow) return whole(text, mutate);
  const pair = campaignPair(doc);
  const value = (pair?.value ?? undefined) as Node | undefined;
  const where = blockBody(text, value);
  const before: Before = { pair, value, body: where ? indent(renderBody(value as YAMLMap), where.col) : undefined };
  mutate(doc);
  return { text: splice(text, doc, before, minimal), data: doc.toJS() };
}

/**
 * Applies `mutate` to the parsed text and returns the new text, with the line endings and byte order mark it had: the
 * section spliced line by line, else whole, else the whole document (each checked to read back as the edited data).
 */
export function editCampaign(original: string, mutate: (doc: Parsed) => void): string {
  const bom = original.startsWith(BOM) ? BOM : '';
  const crlf = original.includes('\r\n');
  const text = (bom ? original.slice(1) : original).replace(/\r\n/g, '\n');
  const holds = (edited: Edited) => isDeepStrictEqual(parseDocument(edited.text).toJS(), edited.data);
  let result = edit(text, mutate, true);
  if (!holds(result)) result = edit(text, mutate, false);
  // A section the splice cannot place (`? campaign`, an explicit key): the whole document, as yaml writes it.
  if (!holds(result)) result = whole(text, mutate);
  return bom + (crlf ? result.text.replace(/\n/g, '\r\n') : result.text);
}

/** Appends an event to `campaign.ledger` and writes the totals, creating what is missing. */
export function appendEvent(text: string, record: Record<string, string | number>, totals: Awards): string {
  return editCampaign(text, (doc) => {
    const campaign = doc.getIn([CAMPAIGN_KEY]);
    if (!isMap(campaign)) {
      doc.setIn([CAMPAIGN_KEY], doc.createNode({ totals, ledger: [record] }));
      return;
    }
    setTotals(doc, totals);
    const ledger = doc.getIn([CAMPAIGN_KEY, 'ledger']);
    if (isSeq(ledger)) ledger.items.push(doc.createNode(record));
    else doc.setIn([CAMPAIGN_KEY, 'ledger'], doc.createNode([record]));
  });
}

/** Removes the event at `index` of `campaign.ledger` and writes the totals. */
export function removeEvent(text: string, index: number, totals: Awards): string {
  return editCampaign(text, (doc) => {
    doc.deleteIn([CAMPAIGN_KEY, 'ledger', index]);
    setTotals(doc, totals);
  });
}

/** Each total set in place (its comment and position kept); missing totals added; a new `totals` goes first. */
function setTotals(doc: Parsed, totals: Awards): void {
  const existing = doc.getIn([CAMPAIGN_KEY, 'totals']);
  if (isMap(existing)) {
    for (const [key, amount] of Object.entries(totals)) doc.setIn([CAMPAIGN_KEY, 'totals', key], amount);
  } else if (existing !== undefined) {
    doc.setIn([CAMPAIGN_KEY, 'totals'], doc.createNode(totals));
  } else {
    (doc.getIn([CAMPAIGN_KEY]) as YAMLMap).items.unshift(doc.createPair('totals', totals) as Pair);
  }
}

/** Appends a record to the list `campaign.<section>`, creating what is missing. */
export function appendRecord(text: string, section: string, record: Record<string, string | number>): string {
  return editCampaign(text, (doc) => {
    const campaign = doc.getIn([CAMPAIGN_KEY]);
    if (!isMap(campaign)) {
      doc.setIn([CAMPAIGN_KEY], doc.createNode({ [section]: [record] }));
      return;
    }
    const list = doc.getIn([CAMPAIGN_KEY, section]);
    if (isSeq(list)) list.items.push(doc.createNode(record));
    else doc.setIn([CAMPAIGN_KEY, section], doc.createNode([record]));
  });
}

/** Removes the record at `index` of `campaign.<section>`. */
export function removeRecord(text: string, section: string, index: number): string {
  return editCampaign(text, (doc) => void doc.deleteIn([CAMPAIGN_KEY, section, index]));
}

const isZero = (value: unknown): boolean => value === 0;
/** A section holding nothing: only the given lists (`ledger`, an action's `care`), each empty, and totals all 0. */
const emptySection = (value: unknown, lists: readonly string[]): boolean => {
  // A value that is no mapping holds none of the lists (a list, a number or a text destructure to none): only null would throw.
  if (value === null || value === undefined) return false;
  const { totals = {}, ...rest } = value as Record<string, unknown>;
  const keys = Object.keys(rest);
  const empty = (key: string): boolean => lists.includes(key) && Array.isArray(rest[key]) && (rest[key] as unknown[]).length === 0;
  return keys.length > 0 && keys.every(empty) && typeof totals === 'object' && totals !== null && Object.values(totals).every(isZero);
};

/**
 * After an undo, a `campaign` section left with nothing (no event, every total 0) and holding no comment is removed
 * whole, with the blank line an award puts before a section it creates, so that award then undo gives the file back
 * byte for byte (docs/rules-notes.md, "An emptied campaign section"). A section with a comment is the user's: kept.
 */
export function dropEmptySection(original: string, lists: readonly string[] = ['ledger']): string {
  const bom = original.startsWith(BOM) ? BOM : '';
  const crlf = original.includes('\r\n');
  const text = (bom ? original.slice(1) : original).replace(/\r\n/g, '\n');
  const doc = parseDocument(text);
  const pair = campaignPair(doc);
  // Stryker disable next-line OptionalChaining: a key of a block mapping has a value node, null for `campaign:` alone
  if (!pair || !isMap(doc.contents) || doc.contents.flow || !emptySection((pair.value as Node | undefined)?.toJSON?.(), lists)) return original;
  const start = (pair.key as Node).range![0];
  const end = lineEnd(text, ((pair.value as Node).range ?? (pair.key as Node).range!)[1]);
  if (column(text, start) !== 0 || text.slice(start, end).includes('#')) return original;
  const head = text.slice(0, start);
  const tail = text.slice(end);
  const cut = tail === '' && head.endsWith('\n\n') ? head.slice(0, -1) : head;
  const result = cut + tail;
  return bom + (crlf ? result.replace(/\n/g, '\r\n') : result);
}
