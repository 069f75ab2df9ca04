/** Band files: bytes to a YAML document with source positions, paths to line and column, comment-keeping edits. */
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { error, type Finding, type Position, type YamlPath } from './diagnostics.js';

/** Larger files are not band files; refusing them keeps a stray 10 MB file from stalling a CI run. */
export const MAX_BAND_BYTES = 1024 * 1024;
/** Aliases are legitimate YAML but an alias bomb is not: the yaml library's guard, made explicit. */
const MAX_ALIAS_COUNT = 100;

export interface BandDocument {
  readonly file: string;
  readonly text: string;
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

/** Decodes bytes as UTF-8 text, refusing binary files and invalid encodings. */
export function decodeBand(bytes: Uint8Array): { text?: string; findings: Finding[] } {
  if (bytes.length > MAX_BAND_BYTES) {
    return { findings: [{ ...error('band/too-large', [], { limit: MAX_BAND_BYTES, actual: bytes.length }), at: START }] };
  }
  if (bytes.includes(0)) return { findings: [{ ...error('band/binary', []), at: START }] };
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, findings: [] };
  } catch {
    return { findings: [{ ...error('band/encoding', []), at: START }] };
  }
}

export function parseBand(text: string, file: string): LoadResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  const findings: Finding[] = [];
  for (const problem of [...doc.errors, ...doc.warnings]) {
    const at = lineCounter.linePos(problem.pos[0]);
    const code = problem.code === 'DUPLICATE_KEY' ? 'yaml/duplicate-key' : 'yaml/syntax';
    const detail = problem.code === 'DUPLICATE_KEY' ? (text.slice(problem.pos[0]).split(/[:\n]/)[0] ?? '').trim() : (problem.message.split('\n')[0] ?? problem.message);
    findings.push({ ...error(code, [], { detail }), at: { line: at.line, column: at.col } });
  }
  if (doc.errors.length > 0) return { findings };
  let data: unknown;
  try {
    data = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT });
  } catch (cause) {
    const detail = cause instanceof Error ? cause.message : String(cause);
    return { findings: [{ ...error('yaml/unreadable', [], { detail }), at: START }] };
  }
  if (data === null || data === undefined) return { findings: [{ ...error('band/empty', []), at: START }] };
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

/** The deepest node on the path; a mapping entry is located at its key, a list item at the item. */
function nodeAt(doc: Document.Parsed, path: YamlPath): Node | undefined {
  let node: unknown = doc.contents;
  let last: Node | undefined = doc.contents ?? undefined;
  for (const part of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isPair(item) && keyOf(item.key) === part);
      if (!pair) break;
      last = (pair.key as Node | null) ?? last;
      node = pair.value;
    } else if (isSeq(node) && typeof part === 'number' && node.items[part]) {
      node = node.items[part];
      last = node as Node;
    } else break;
  }
  return last;
}

export function locate(document: BandDocument, path: YamlPath): Position {
  const node = nodeAt(document.doc, path);
  const offset = node?.range?.[0];
  if (offset === undefined) return START;
  const pos = document.lineCounter.linePos(offset);
  return { line: pos.line, column: pos.col };
}
