import { LineCounter, parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { locate, locateValue, MAX_DEPTH, parseBand } from '../../src/core/band-files/band-document.js';
import { keyOffset, linePosition, readSubset, valueOffset } from '../../src/core/band-files/fast-path/yaml-subset.js';

/** Read by the fast reader, and by yaml to the same data. */
const read: [string, unknown][] = [
  ['a: 1\nb: -2\nc: 0\nd: 1.25\ne: -0.5', { a: 1, b: -2, c: 0, d: 1.25, e: -0.5 }],
  ['a: true\nb: false\nc: null\nd:\ne:   # nothing', { a: true, b: false, c: null, d: null, e: null }],
  ['a: text with spaces   \nb: text # a comment\nc: x#y', { a: 'text with spaces', b: 'text', c: 'x#y' }],
  ["name: L'expédition de Renulf\nb: Fées d'armes & co\nc: œuvre à ça", { name: "L'expédition de Renulf", b: "Fées d'armes & co", c: 'œuvre à ça' }],
  ['a: Dégâts\u00a0:\u00a02+ ok\u202f!\nb: a:b\nc: http://x\nd: -x\ne: 12:30\nf: 2026-11-26', { a: 'Dégâts\u00a0:\u00a02+ ok\u202f!', b: 'a:b', c: 'http://x', d: '-x', e: '12:30', f: '2026-11-26' }],
  ['a: x\u00a0\nb: y\u00a0 # c\nc: [z\u00a0]', { a: 'x\u00a0', b: 'y\u00a0', c: ['z\u00a0'] }],
  ['a: Yes\nb: no\nc: on\nd: 1.0.0\ne: 1_000', { a: 'Yes', b: 'no', c: 'on', d: '1.0.0', e: '1_000' }],
  ['a: "quoted: # text"\nb: \'it\'\'s\'\nc: ""\nd: \'\'   # empty', { a: 'quoted: # text', b: "it's", c: '', d: '' }],
  ['a: [x, "y", 1, [], {}]\nb: {k: v, n: 2, l: [a b, c]}\nc: [ x , y ]', { a: ['x', 'y', 1, [], {}], b: { k: 'v', n: 2, l: ['a b', 'c'] }, c: ['x', 'y'] }],
  ['list:\n  - a\n  - 2\nsame:\n- x\n- y\nafter: 1', { list: ['a', 2], same: ['x', 'y'], after: 1 }],
  ['c:\n  - name: A\n    tags: [x]\n  -   name: B\n      n: 1\n  - [1, 2]', { c: [{ name: 'A', tags: ['x'] }, { name: 'B', n: 1 }, [1, 2]] }],
  ['# head\n\na:\n  # inside\n  b:\n    c: 1\n# out\n  d: 2\n', { a: { b: { c: 1 }, d: 2 } }],
  ['items:\n- k:\n  - a\n  v: 1', { items: [{ k: ['a'], v: 1 }] }],
  ['constructor: 1\ntoString: x', { constructor: 1, toString: 'x' }],
  ['a: [-x, -1, -0.5, -Z]', { a: ['-x', -1, -0.5, '-Z'] }],
  ['a: 1\r\nb: [x]  \r\nc: # c\r\nd: "y"\r\n', { a: 1, b: ['x'], c: null, d: 'y' }],
  // Blank lines, at the start too, and lines of spaces only carry no data, whatever their indentation.
  ['\na: 1', { a: 1 }],
  ['\n\na:\n  b: 1\n    \n  c: 2\n \nd: 3\n   ', { a: { b: 1, c: 2 }, d: 3 }],
  ['\r\n  \r\na: 1\r\n', { a: 1 }],
  // Only a key that starts with `<<` may be a merge key.
  ['a<<: 1\nb: {c<<: 2}', { 'a<<': 1, b: { 'c<<': 2 } }],
];

/** Valid YAML or not, outside the subset: the reader declines and yaml decides. */
const declined: [string, string][] = [
  ['empty text', ''],
  ['only comments', '# x\n'],
  ['a list at the top', '- a\n'],
  ['a scalar at the top', 'text\n'],
  ['an indented root', '  a: 1\n'],
  ['an anchor', 'a: &x 1\nb: *x'],
  ['an alias', 'a: *x'],
  ['a tag', 'a: !!str 1'],
  ['a local tag', 'a: !x 1'],
  ['a literal block scalar', 'a: |\n  x'],
  ['a folded block scalar', 'a: >\n  x'],
  ['a plain scalar over two lines', 'a: b\n  c'],
  ['a plain scalar on the next line', 'a:\n  b'],
  ['a quoted scalar over two lines', 'a: "b\n  c"'],
  ['a flow list over two lines', 'a: [b,\n  c]'],
  ['a trailing comma', 'a: [b, ]'],
  ['a flow pair in a list', 'a: [b: c]'],
  ['a flow key without value', 'a: {b}'],
  ['a flow key glued to its value', 'a: {b:c}'],
  ['an explicit key', '? a\n: 1'],
  ['a directive', '%YAML 1.2\n---\na: 1'],
  ['a document start', '---\na: 1'],
  ['a document end', 'a: 1\n...\n'],
  ['a document end then a key on its line', 'a: 1\n... b: 2'],
  ['a document start then a key on its line', 'a: 1\n--- b: 2'],
  ['a tab', 'a:\t1'],
  ['a carriage return alone', 'a: 1\rb: 2\n'],
  ['a carriage return in a value', 'a: 1\r2\n'],
  ['U+0085', 'a: x\u0085y'],
  ['U+2028', 'a: x\u2028y'],
  ['U+2029', 'a: x\u2029y'],
  ['a BOM', '\ufeffa: 1'],
  ['a zero-width space', 'a: x\u200by'],
  ['a right-to-left override', 'a: x\u202ey'],
  ['a control character', 'a: x\u0007y'],
  ['a lone surrogate', 'a: x\ud800y'],
  ['an emoji', 'a: x\u{1f600}'],
  ['an escape in double quotes', 'a: "x\\ny"'],
  ['an unclosed quote', 'a: "x'],
  ['a comment glued to a quote', 'a: "x"#c'],
  ['text after a quote', "a: 'x' y"],
  ['text after a flow list', 'a: [x] y'],
  ['a quoted key', '"a": 1'],
  ['a key followed by spaces', 'a : 1'],
  ['a number as key', '1: a'],
  ['true as key', 'true: a'],
  ['__proto__', '__proto__: {x: 1}'],
  ['a merge key', '<<: {x: 1}'],
  ['a key starting like a merge key', '<<a: 1'],
  ['a flow key starting like a merge key', 'a: {<<b: 1}'],
  // yaml reads these keys right; they are refused for simplicity.
  ['a key starting with a dash', '-x: 1'],
  ['a key starting with a dash in an item', 'a:\n  - -x: 1'],
  ['a flow key starting with a dash', 'a: {-x: 1}'],
  ['a key with a colon', 'a:b: 1'],
  ['a flow key with a colon', 'a: {b:c: 1}'],
  ['a quoted flow key', 'a: {"b": 1}'],
  ['a flow key cut by a bracket', 'a: {b]c}'],
  ...['b, c', 'b[c', 'b]c', 'b{c', 'b}c', 'b #c'].map((key): [string, string] => [`a flow key cut short: ${key}`, `a: {${key}: 1}`]),
  ['a line without a colon after a key', 'a: 1\nb'],
  ['a duplicate key', 'a: 1\na: 2'],
  ['a duplicate flow key', 'a: {b: 1, b: 2}'],
  ['a mapping on one line', 'a: b: c'],
  ['a colon and a space in a value', 'a: Dégâts (2+) : 2'],
  ['a list in a list', 'a:\n  - - x'],
  ['an empty item', 'a:\n  -\n  - x'],
  ['an empty item after a dash and a space', 'a:\n  - \n  - x'],
  ['an empty item after a dash and spaces, with CR LF', 'a:\r\n  -   \r\n  - x\r\n'],
  ['an empty item after a dash and a space ending the text', 'a:\n  - '],
  // A dash that ends the text starts a list of one empty item (yaml: a list in a list, or an error after `a: `).
  ['a dash ending the text after a key', 'a: -'],
  ['a dash ending the text in a list', 'a:\n  - -'],
  ['an unclosed single quote', "a: 'x"],
  // A quote must close on its line: a comment line after it carries no data, but a quote there would close the scalar.
  ['an unclosed double quote before a comment line', 'a: "x\n #c'],
  ['an unclosed single quote before a comment line', "a: 'x\n #c"],
  ['a double quote closed on a comment line', 'a: "x\n# c" # d'],
  ['a single quote closed on a comment line', "a: 'x\n# c' # d"],
  ['a double quote closed on a comment line, in a flow list', 'a: ["x\n# c"] # d'],
  ['a single-quoted scalar over two lines', "a: 'b\n  c'\nd: 1"],
  ['a dash then a line end after a key', 'a: -\nb: 1'],
  ['a dash then CR LF after a key', 'a: -\r\nb: 1'],
  ['a dash and a space after a key', 'a: - x'],
  ['a dash alone in a flow list', 'a: [-]'],
  ['a dash and a point in a flow list', 'a: [-.5]'],
  ['an item with only a comment', 'a:\n  - # x'],
  ['a dash glued to a scalar on the next line (no item)', 'a:\n  -x'],
  ['a dash glued to a scalar at the key column (no item)', 'a:\n-x\n'],
  ['a block list after a value', 'a: 1\n- b'],
  ['a key indented too far', 'a: 1\n b: 2'],
  // The `- ` at the column of `b` is no item of its: the line is less indented.
  ['a dash at the key column of a less indented line', 'a:\n  b:\nc - d'],
  ['a key between two indentations', 'a:\n    b: 1\n  c: 2'],
  ['a leading +', 'a: +1'],
  ['a leading zero', 'a: 007'],
  ['minus zero', 'a: -0'],
  ['a hexadecimal number', 'a: 0x1F'],
  ['an octal number', 'a: 0o17'],
  ['an exponent', 'a: 1e3'],
  ['a huge exponent', 'a: 1e400'],
  ['a number without leading digit', 'a: .5'],
  ['a number ending with a point', 'a: 1.'],
  ['a negative number without leading digit', 'a: -.5'],
  ['infinity', 'a: .inf'],
  ['not a number', 'a: .NaN'],
  ['an integer beyond the safe range', 'a: 9007199254740993'],
  ['a tilde', 'a: ~'],
  ['Null', 'a: Null'],
  ['True', 'a: True'],
  ['FALSE', 'a: FALSE'],
  ['a reserved character', 'a: @x'],
  ['a backquote', 'a: `x`'],
  ['a question mark first', 'a: ?x'],
  ['a colon first', 'a: :x'],
  ['a plain value starting with a comma', 'a: ,x'],
  ['a colon in a flow scalar', 'a: [b:c]'],
  ['a comment glued to a flow scalar', 'a: [b#c]'],
  ['a comment in a flow list', 'a: [b #c]'],
  ['a colon in a flow mapping value', 'a: {b: c:d}'],
  ['a flow list left open at the line end', 'a: [b,\n  ]'],
  ['a flow list left open at the end of the text', 'a: [ '],
  ['a too deep nesting', `a: ${'['.repeat(40)}${']'.repeat(40)}`],
];

describe('the fast band reader', () => {
  it.each(read)('reads %j', (text, data) => {
    const subset = readSubset(text);
    if (data === undefined) return expect(subset).toBeUndefined();
    expect(subset?.data).toStrictEqual(data);
    expect(subset?.data).toStrictEqual(parseDocument(text).toJS());
  });

  it.each(declined)('declines %s', (_, text) => expect(readSubset(text)).toBeUndefined());

  it('reads keys up to 128 characters (yaml refuses implicit keys over 1024), in a block or a flow mapping', () => {
    const [key, longer] = ['k'.repeat(128), 'k'.repeat(129)];
    expect(readSubset(`${key}: 1\nb: {${key}: 2}`)?.data).toStrictEqual({ [key]: 1, b: { [key]: 2 } });
    expect(readSubset(`${longer}: 1`)).toBeUndefined();
    expect(readSubset(`b: {${longer}: 2}`)).toBeUndefined();
  });

  it('keeps the order of keys', () => expect(Object.keys(readSubset('b: 1\na: 2\nc: 3')!.data)).toEqual(['b', 'a', 'c']));
});

/** Texts whose deepest collection is `depth` deep (the root mapping is 0 deep), nested in each way a band can nest. */
const nestings: [string, (depth: number) => string][] = [
  ['block mappings', (depth) => Array.from({ length: depth + 1 }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n') + ' 1'],
  ['block mappings around a block list', (depth) => `${Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}k${i}:`).join('\n')}\n${'  '.repeat(depth)}- 1`],
  [
    'block lists of mappings, each list at its key column',
    (depth) => {
      const lines = ['a:', ...Array.from({ length: Math.floor(depth / 2) }, (_, i) => `${'  '.repeat(i)}- k:`)];
      return depth % 2 === 0 ? `${lines.join('\n')} 1` : `${lines.join('\n')}\n${'  '.repeat(lines.length - 1)}- 1`;
    },
  ],
  ['flow lists after a key', (depth) => `a: ${'['.repeat(depth)}${']'.repeat(depth)}`],
  ['flow lists in a block list item', (depth) => `a:\n  - ${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}`],
  ['flow mappings', (depth) => `a: ${'{b: '.repeat(depth)}1${'}'.repeat(depth)}`],
];

describe('how deep the fast reader reads', () => {
  it.each(nestings)('reads %s 32 deep, and leaves 33 deep to yaml (which reads them)', (_, nested) => {
    expect(readSubset(nested(32))?.data).toStrictEqual(parseDocument(nested(32)).toJS());
    expect(readSubset(nested(31))?.data).toStrictEqual(parseDocument(nested(31)).toJS());
    expect(readSubset(nested(33))).toBeUndefined();
    expect(parseDocument(nested(33)).errors).toEqual([]);
  });

  it('leaves a band deeper than MAX_DEPTH through lists at their key column to yaml, which reports it', () => {
    const [, nested] = nestings.find(([name]) => name.startsWith('block lists of mappings'))!;
    const text = nested(MAX_DEPTH + 2);
    expect(readSubset(text)).toBeUndefined();
    expect(parseBand(text, 'x.yaml').findings).toEqual([{ code: 'yaml/too-deep', severity: 'error', path: [], params: { limit: 64 }, at: { line: 33, column: 65 } }]);
  });
});

describe('positions from the fast reader', () => {
  const TEXT = `# comment
ruleset: flammes-et-fantassins
name: "Test"
empty:    # nothing
characters:
  - name: A
    classes: [archer, soldat]
    mods: {a: 1}
  -   name: B
      equipment:
      - arc
      - cuir
`;
  const paths = [[], ['ruleset'], ['name'], ['empty'], ['characters'], ['characters', 0], ['characters', '1'], ['characters', 0, 'classes', 1], ['characters', 0, 'mods', 'a'], ['characters', 1, 'equipment'], ['characters', 1, 'equipment', 1], ['characters', 1, 'missing'], ['characters', 9], ['name', 'x'], ['characters', -1]];
  const lineCounter = new LineCounter();
  const doc = parseDocument(TEXT, { lineCounter });
  const reference = { file: 'x.yaml', text: TEXT, doc, lineCounter, data: doc.toJS() };
  const { document } = parseBand(TEXT, 'x.yaml');

  it.each(paths)('%j is where yaml places it', (...path) => {
    expect(locate(document!, path)).toEqual(locate(reference, path));
    expect(locateValue(document!, path)).toEqual(locateValue(reference, path));
  });

  it('gives the positions of the existing locate test', () => {
    expect(locate(document!, ['characters', 0, 'classes'])).toEqual({ line: 7, column: 5 });
    expect(locateValue(document!, ['empty'])).toEqual({ line: 4, column: 11 });
  });

  it('places values after CR LF line ends as yaml does', () => {
    const text = TEXT.replaceAll('\n', '\r\n');
    const lineCounter = new LineCounter();
    const doc = parseDocument(text, { lineCounter });
    const crlf = { file: 'x.yaml', text, doc, lineCounter, data: doc.toJS() };
    const fast = parseBand(text, 'x.yaml').document!;
    expect(readSubset(text)).toBeDefined();
    for (const path of paths) {
      expect(locate(fast, path)).toEqual(locate(crlf, path));
      expect(locateValue(fast, path)).toEqual(locateValue(crlf, path));
    }
  });

  it('parses yaml only when its Document is asked for, once', () => {
    const doc = document!.doc;
    expect(doc.toJS()).toStrictEqual(document!.data);
    expect(document!.doc).toBe(doc);
    expect(document!.lineCounter.linePos(0)).toEqual({ line: 1, col: 1 });
  });
});

describe('the line starts of the fast reader', () => {
  it("are yaml's LineCounter's: one per line, an empty last line and blank lines included", () => {
    for (const text of ['a: 1', 'a: 1\n', '\na: 1\n\n', 'a: 1\r\nb: 2\r\n', '# c\n  \na: 1\n  # d']) {
      const lineCounter = new LineCounter();
      parseDocument(text, { lineCounter });
      expect([text, readSubset(text)?.lineStarts]).toEqual([text, lineCounter.lineStarts]);
    }
    expect(readSubset('a: 1\n')!.lineStarts).toEqual([0, 5]);
    expect(readSubset('\na: 1\n\n')!.lineStarts).toEqual([0, 1, 6, 7]);
  });

  it('place a key after a leading blank line on its own line', () => {
    const subset = readSubset('\na: 1')!;
    expect(linePosition(subset.lineStarts, keyOffset(subset, ['a']))).toEqual({ line: 2, column: 1 });
    expect(linePosition(subset.lineStarts, valueOffset(subset, ['a'])!)).toEqual({ line: 2, column: 4 });
  });
});

describe('linePosition', () => {
  it("agrees with yaml's LineCounter on every offset, before the first line start and after the last", () => {
    const lineCounter = new LineCounter();
    parseDocument('a: 1\nbb: 2\n\nc: 3', { lineCounter });
    expect(lineCounter.lineStarts).toEqual([0, 5, 11, 12]);
    for (let offset = -2; offset <= 18; offset++) {
      const { line, col } = lineCounter.linePos(offset);
      expect(linePosition(lineCounter.lineStarts, offset)).toEqual({ line, column: col });
    }
  });

  it('gives line 0 and the offset as column before the first line start, as yaml does', () => {
    expect(linePosition([0, 5], -1)).toEqual({ line: 0, column: -1 });
    expect(linePosition([], 3)).toEqual({ line: 0, column: 3 });
    expect(new LineCounter().linePos(3)).toEqual({ line: 0, col: 3 });
  });
});

describe('offsets of paths in the fast reader', () => {
  const TEXT = 'name: A\ncharacters:\n  - name: B\n  - name: C\n';

  it("finds the value at a path where yaml's getIn finds it, and nothing where it finds nothing", () => {
    const subset = readSubset(TEXT)!;
    const doc = parseDocument(TEXT);
    const paths: (string | number)[][] = [
      ['characters', 1], ['characters', '1'], ['characters', ' 1'], ['characters', '-0'], ['characters', -0],
      ['characters', ''], ['characters', 1.5], ['characters', -1], ['characters', 'x'], ['characters', 9, 'name'],
      ['name', 0], ['name', 'x'], [0], ['characters', 0, 'name'],
    ];
    for (const path of paths) {
      const node = doc.getIn(path, true) as { range?: [number, number, number] } | undefined;
      expect([path, valueOffset(subset, path)]).toEqual([path, node?.range?.[0]]);
    }
    expect(valueOffset(subset, ['characters', '1'])).toBe(TEXT.indexOf('name: C'));
    expect(valueOffset(subset, ['characters', ''])).toBeUndefined();
  });

  it('gives the key of the last part found on the way', () => {
    const subset = readSubset(TEXT)!;
    expect(keyOffset(subset, ['name', 0])).toBe(0);
    expect(keyOffset(subset, ['characters', 1, 'name', 'x'])).toBe(TEXT.indexOf('name: C'));
    expect(keyOffset(subset, ['characters', 'x'])).toBe(TEXT.indexOf('characters'));
  });
});
