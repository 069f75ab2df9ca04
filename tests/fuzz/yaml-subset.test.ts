/**
 * The fast reader against yaml, the reference: wherever the reader accepts a text, yaml reads it without error or
 * warning, to the same data, and every position is the one yaml's nodes give.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { Document, isMap, isScalar, isSeq, LineCounter, parseDocument, stringify, visit } from 'yaml';
import { describe, expect, it } from 'vitest';
import { locate, locateValue, MAX_DEPTH, parseBand, type BandDocument } from '../../src/core/band-files/band-document.js';
import type { YamlPath } from '../../src/core/diagnostics/diagnostics.js';
import { readSubset } from '../../src/core/band-files/fast-path/yaml-subset.js';
import { ROOT } from '../helpers/cli.js';
import { runs } from '../helpers/runs.js';

const SETTINGS = { seed: 20261126, interruptAfterTimeLimit: 60000, markInterruptAsFailure: true };

const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFiles(file);
    return /\.ya?ml$/.test(entry.name) ? [file] : [];
  });
const examples = yamlFiles(path.join(ROOT, 'bands')).map((f) => readFileSync(f, 'utf8'));
/** The same bands with Windows line ends. */
const crlfExamples = examples.map((text) => text.replaceAll('\n', '\r\n'));
const fixtures = yamlFiles(path.join(ROOT, 'tests/fixtures')).map((f) => readFileSync(f, 'utf8'));

/** Every path of the data, and paths beside them that lead nowhere (locate falls back to the last node found). */
function pathsOf(data: unknown): YamlPath[] {
  const paths: YamlPath[] = [];
  const walk = (value: unknown, at: (string | number)[]) => {
    if (!value || typeof value !== 'object') paths.push(at, [...at, 0]);
    else paths.push(at, [...at, 'missing'], [...at, 7], [...at, '0'], [...at, -1]);
    if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...at, i]));
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) walk(v, [...at, k]);
  };
  walk(data, []);
  return paths;
}

/**
 * The data as lists of entries, keys in order, with each object's prototype (toStrictEqual does not compare the order
 * of keys, and takes an own `constructor` key for the object's class).
 */
const entries = (value: unknown): unknown => {
  if (Array.isArray(value)) return ['list', value.map(entries)];
  if (value && typeof value === 'object') return [Object.getPrototypeOf(value), Object.entries(value).map(([k, v]) => [k, entries(v)])];
  return value;
};

/** How deep collections nest; throws on a key that is not a scalar (structureFindings' `yaml/complex-key`). */
function depthOf(node: unknown): number {
  if (isSeq(node)) return 1 + Math.max(0, ...node.items.map(depthOf));
  if (!isMap(node)) return 0;
  return (
    1 +
    Math.max(
      0,
      ...node.items.map((pair) => {
        if (!isScalar(pair.key)) throw new Error(`complex key at ${JSON.stringify(pair.key)}`);
        return depthOf(pair.value);
      }),
    )
  );
}

let accepted = 0;
let checked = 0;

/** If the reader accepts `text`, yaml agrees in every respect; returns whether it accepted. */
function agrees(text: string): boolean {
  checked++;
  const subset = readSubset(text);
  if (!subset) return false;
  accepted++;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true, strict: true });
  // uniqueKeys: true makes a duplicate key an error; structureFindings' other two checks follow.
  expect({ text, errors: doc.errors.map((e) => e.message), warnings: doc.warnings.map((w) => w.message) }).toEqual({ text, errors: [], warnings: [] });
  expect(depthOf(doc.contents)).toBeLessThan(MAX_DEPTH);
  const data = doc.toJS({ maxAliasCount: 100 });
  expect(entries(subset.data)).toStrictEqual(entries(data));
  const fast = parseBand(text, 'x.yaml').document!;
  const reference: BandDocument = { file: 'x.yaml', text, doc, lineCounter, data };
  const paths = pathsOf(data);
  const positions = (document: BandDocument) => paths.flatMap((at) => [locate(document, at), locateValue(document, at)]).flatMap((p) => [p.line, p.column]);
  const [got, wanted] = [positions(fast), positions(reference)];
  if (got.some((n, i) => n !== wanted[i])) expect({ text, paths, positions: got }).toEqual({ text, paths, positions: wanted });
  return true;
}

/** Characters that mean something to YAML, and some that only look like spaces or line breaks. */
const SIGNIFICANT = [':', '-', '#', "'", '"', '[', ']', '{', '}', ',', '&', '*', '!', '|', '>', '?', '%', '@', '`', '\\', ' ', '  ', '\t', '\n', '\r', '~', '.', 'é', '\u00a0', '\u202f', '\u0085', '\u2028', '\ufeff', 'x', '0'];
const TRICKY = ['0b101', '+.5', '-.5', '.5', '1e400', '1e3', '007', '0x1F', '0o17', '+12', '-0', '0', '-0.0', '1.', '12:30', '2026-11-26', '~', 'null', 'Null', 'NULL', 'Yes', 'no', 'on', 'True', 'TRUE', 'false', '.inf', '-.Inf', '.NaN', '9007199254740993', '123456789012345678', '3.14', 'a: b', 'a #b', "l'Ogre", '"x"', "'it''s'", '"a\\tb"', '[a, b]', '{a: 1}', '[]', '{}', '[a, ]', '""', "''", '&a x', '*a', '!!str 1', '|', '>-', '- x', '? x', '<<', '__proto__', 'é à ç œ', 'a\u00a0: b', 'x\u00a0', '\u202fx ', 'x # y', 'x#y'];

/** One random edit: a character inserted, deleted or replaced, or added at the end of a line, a line duplicated, moved, re-indented, a scalar swapped. */
const edit = fc.oneof(
  fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), piece: fc.constantFrom(...SIGNIFICANT) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('replace' as const), at: fc.nat(), piece: fc.constantFrom(...SIGNIFICANT) }),
  fc.record({ kind: fc.constant('line' as const), at: fc.nat(), op: fc.constantFrom('duplicate', 'delete', 'indent', 'dedent', 'swap') }),
  fc.record({ kind: fc.constant('append' as const), at: fc.nat(), piece: fc.constantFrom(...SIGNIFICANT) }),
  fc.record({ kind: fc.constant('scalar' as const), at: fc.nat(), piece: fc.constantFrom(...TRICKY) }),
);
type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function apply(text: string, e: Edit): string {
  if (e.kind === 'insert' || e.kind === 'replace' || e.kind === 'delete') {
    const i = e.at % (text.length + 1);
    const cut = e.kind === 'insert' ? 0 : e.kind === 'delete' ? e.length : 1;
    return text.slice(0, i) + (e.kind === 'delete' ? '' : e.piece) + text.slice(i + cut);
  }
  const lines = text.split('\n');
  const i = e.at % lines.length;
  if (e.kind === 'append') {
    lines[i] += e.piece;
    return lines.join('\n');
  }
  if (e.kind === 'scalar') {
    // The value after a key's `: `, or an item after `- `, or a flow item after `[` or `, `.
    const line = lines[i]!;
    const spots = [...line.matchAll(/(: |- |\[|, )/g)].map((m) => m.index + m[0].length);
    if (spots.length === 0) return text;
    const from = spots[e.at % spots.length]!;
    const rest = line.slice(from);
    const length = /^[^,\]}#\n]*/.exec(rest)![0].trimEnd().length;
    lines[i] = line.slice(0, from) + e.piece + line.slice(from + length);
    return lines.join('\n');
  }
  if (e.op === 'duplicate') lines.splice(i, 0, lines[i]!);
  else if (e.op === 'delete') lines.splice(i, 1);
  else if (e.op === 'indent') lines[i] = ` ${lines[i]}`;
  else if (e.op === 'dedent') lines[i] = lines[i]!.replace(/^ {1,2}/, '');
  else {
    const j = (i + 1) % lines.length;
    [lines[i], lines[j]] = [lines[j]!, lines[i]!];
  }
  return lines.join('\n');
}

/** The data as a block mapping whose values are written as flow collections (`[a, b]`, `{k: v}`) on one line. */
function withFlowValues(data: unknown): string {
  const doc = new Document(data);
  visit(doc, {
    Collection(_, node, path) {
      if (path.length > 1) node.flow = true;
    },
  });
  return doc.toString({ lineWidth: 0 });
}

describe('the fast band reader agrees with yaml', () => {
  it('reads every example band (else the fast path would be useless), like yaml', () => {
    for (const text of [...examples, ...crlfExamples]) expect(agrees(text)).toBe(true);
  });

  it('agrees on every fixture it reads', () => {
    for (const text of fixtures) agrees(text);
  });

  it('agrees on random edits of the example bands and fixtures', () => {
    // Mostly the example bands: the hostile fixtures are outside the subset from the start.
    const text = fc.oneof({ arbitrary: fc.constantFrom(...examples), weight: 3 }, { arbitrary: fc.constantFrom(...crlfExamples), weight: 1 }, { arbitrary: fc.constantFrom(...fixtures), weight: 1 });
    const edited = fc.tuple(text, fc.array(edit, { minLength: 1, maxLength: 3 }));
    accepted = 0;
    checked = 0;
    fc.assert(
      fc.property(edited, ([original, edits]) => {
        agrees(edits.reduce(apply, original));
      }),
      { ...SETTINGS, numRuns: runs(2000) },
    );
    // Many edits keep a text the reader reads (in a comment, a value): both outcomes are exercised.
    console.log(`${accepted} of ${checked} edited texts read by the fast reader`);
    expect(accepted).toBeGreaterThan(checked / 5);
    expect(accepted).toBeLessThan(checked);
  }, 120_000);

  it('agrees on random data written by yaml', () => {
    // Keys as band files write them; values of any JSON kind, words and numbers more often than not.
    const word = fc.stringMatching(/^[a-zA-Zéàçœ'][a-zA-Z0-9 éàçœ'&.()-]{0,15}$/);
    const scalar = fc.oneof(word, fc.integer(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null), fc.string({ maxLength: 8 }));
    const value = fc.oneof(fc.jsonValue({ maxDepth: 3 }), scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(word, scalar, { maxKeys: 3 }));
    const band = fc.dictionary(fc.stringMatching(/^[a-z][a-z_]{0,10}$/), value, { minKeys: 1 });
    accepted = 0;
    fc.assert(
      fc.property(band, (data) => {
        agrees(stringify(data));
        agrees(withFlowValues(data));
      }),
      { ...SETTINGS, numRuns: runs(500) },
    );
    expect(accepted).toBeGreaterThan(runs(500) === 500 ? 100 : 5);
  }, 120_000);
});
