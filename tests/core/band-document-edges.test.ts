/** band-document's edges: the size limit, whole findings, key details, quoted values in the depth scan, aliases. */
import { describe, expect, it } from 'vitest';
import { decodeBand, locate, locateValue, MAX_BAND_BYTES, MAX_DEPTH, MAX_VALUES, parseBand } from '../../src/core/band-files/band-document.js';

const START = { line: 1, column: 1 };
const findings = (text: string) => parseBand(text, 'x.yaml').findings;
const data = (text: string) => {
  const result = parseBand(text, 'x.yaml');
  expect(result.findings).toEqual([]);
  return result.document!.data;
};

describe('decodeBand', () => {
  it('reads a file of exactly the size limit', () => {
    const decoded = decodeBand(new Uint8Array(MAX_BAND_BYTES).fill(0x23));
    expect(decoded.findings).toEqual([]);
    expect(decoded.text).toBe('#'.repeat(MAX_BAND_BYTES));
  });

  it('refuses one byte more, saying the limit and the size', () => {
    expect(decodeBand(new Uint8Array(MAX_BAND_BYTES + 1).fill(0x23))).toEqual({
      findings: [{ code: 'band/too-large', severity: 'error', path: [], params: { limit: MAX_BAND_BYTES, actual: MAX_BAND_BYTES + 1 }, at: START }],
    });
  });

  it('refuses a NUL byte as binary, and invalid UTF-8 as an encoding error', () => {
    expect(decodeBand(new Uint8Array([0x61, 0x00]))).toEqual({ findings: [{ code: 'band/binary', severity: 'error', path: [], at: START }] });
    expect(decodeBand(new Uint8Array([0x61, 0xff]))).toEqual({ findings: [{ code: 'band/encoding', severity: 'error', path: [], at: START }] });
  });

  it('gives the text and no finding for valid UTF-8', () => {
    expect(decodeBand(new TextEncoder().encode('nom: Élise\n'))).toEqual({ text: 'nom: Élise\n', findings: [] });
  });
});

describe('parseBand findings', () => {
  it('refuses lines ending in a lone CR', () => {
    expect(findings('a: 1\rb: 2\r')).toEqual([{ code: 'band/cr-line-endings', severity: 'error', path: [], at: START }]);
  });

  it('reports a key that is a list where the key is, and nothing inside it', () => {
    expect(findings('a: 1\n? [b]\n: 2\n')).toEqual([{ code: 'yaml/complex-key', severity: 'error', path: [], at: { line: 2, column: 3 } }]);
    expect(findings('? {b: 1, b: 2}\n: 3\n')).toEqual([{ code: 'yaml/complex-key', severity: 'error', path: [], at: { line: 1, column: 3 } }]);
  });

  it('names a duplicate key as written, an empty one by its quotes', () => {
    expect(findings('a: 1\nb: 2\nb: 3\n')).toEqual([{ code: 'yaml/duplicate-key', severity: 'error', path: [], params: { detail: 'b' }, at: { line: 3, column: 1 } }]);
    expect(findings('a: 1\n"" : 2\n"" : 3\n')).toEqual([{ code: 'yaml/duplicate-key', severity: 'error', path: [], params: { detail: '""' }, at: { line: 3, column: 1 } }]);
  });

  it('names a duplicate key by its source, not by the value it reads as', () => {
    const duplicate = (detail: string) => [{ code: 'yaml/duplicate-key', severity: 'error', path: [], params: { detail }, at: { line: 2, column: 1 } }];
    expect(findings('1.0: a\n1.0: b\n')).toEqual(duplicate('1.0'));
    expect(findings('true: a\nTrue: b\n')).toEqual(duplicate('True'));
  });

  it('sorts the findings by line, then by column', () => {
    const duplicate = (detail: string, line: number, column: number) => ({ code: 'yaml/duplicate-key', severity: 'error', path: [], params: { detail }, at: { line, column } });
    expect(findings('a:\n  b: 1\n  b: 2\na: 3\n')).toEqual([duplicate('b', 3, 3), duplicate('a', 4, 1)]);
    expect(findings('{a: {b: 1, b: 2}, a: 3}\n')).toEqual([duplicate('b', 1, 12), duplicate('a', 1, 19)]);
  });

  it('accepts lists nested to the depth limit, and refuses one level more at that level', () => {
    const nested = (levels: number) => `a:\n${Array.from({ length: levels }, (_, i) => `${' '.repeat(i * 2 + 2)}- `).join('\n')}x\n`;
    expect(findings(nested(MAX_DEPTH - 1))).toEqual([]);
    const tooDeep = [{ code: 'yaml/too-deep', severity: 'error', path: [], params: { limit: MAX_DEPTH }, at: { line: MAX_DEPTH + 1, column: 2 * MAX_DEPTH + 1 } }];
    expect(findings(nested(MAX_DEPTH))).toEqual(tooDeep);
    expect(findings(nested(MAX_DEPTH + 6))).toEqual(tooDeep);
  });

  it('refuses more lines and commas than the limit, before parsing', () => {
    const tooMany = [{ code: 'band/too-many-values', severity: 'error', path: [], params: { limit: MAX_VALUES }, at: START }];
    expect(findings(`a: 1\n${'#\n'.repeat(MAX_VALUES - 1)}`)).toEqual([]);
    expect(findings(`a: 1\n${'#\n'.repeat(MAX_VALUES)}`)).toEqual(tooMany);
    // Lines and commas together; a line break first in the text counts too.
    const half = MAX_VALUES / 2;
    expect(findings(`a: [${'1,'.repeat(half)}1]\n${'#\n'.repeat(half - 1)}`)).toEqual([]);
    expect(findings(`a: [${'1,'.repeat(half)}1]\n${'#\n'.repeat(half)}`)).toEqual(tooMany);
    expect(findings(`\na: 1\n${'#\n'.repeat(MAX_VALUES - 1)}`)).toEqual(tooMany);
  });

  it.each([
    ['a local tag, as written', 'a: !foo x\n', '!foo'],
    ['a yaml.org tag', 'a: !!foo x\n', '!!foo'],
    ['a known tag on a value not of its type', 'a: !!int x\n', '!!int'],
    ['a verbatim tag', 'a: !<!!foo> x\n', '!!foo'],
    ['a verbatim tag with a ! inside', 'a: !<tag:x!y> x\n', '!<tag:x!y>'],
    ['a verbatim tag that holds a yaml.org tag further in', 'a: !<x-tag:yaml.org,2002:foo> x\n', '!<x-tag:yaml.org,2002:foo>'],
  ])('names %s it cannot read', (_, text, tag) => {
    expect(findings(text)).toEqual([{ code: 'yaml/unknown-tag', severity: 'error', path: [], params: { detail: tag }, at: { line: 1, column: 4 } }]);
  });

  it('says a syntax error in the library\'s words, on one line, and nothing else', () => {
    const flow = 'yaml-unclosed-bracket';
    expect(parseBand('a: 1\na: 2\nb: [x\n', 'x.yaml')).toEqual({ findings: [{ code: 'yaml/syntax', severity: 'error', path: [], params: { detail: flow }, at: { line: 4, column: 1 } }] });
  });

  it('refuses an implicit key longer than 1024 characters, as YAML 1.2 requires', () => {
    const detail = 'yaml-long-key';
    expect(findings(`${'k'.repeat(1025)}: 1\n`)).toEqual([{ code: 'yaml/syntax', severity: 'error', path: [], params: { detail }, at: START }]);
  });

  it('points at an error inside a quoted value where it is, and at a quote never closed where it opens', () => {
    const syntax = (detail: string, line: number, column: number) => ({ code: 'yaml/syntax', severity: 'error', path: [], params: { detail }, at: { line, column } });
    expect(findings('a: "x\\q"\n')).toEqual([syntax('yaml-bad-escape', 1, 6)]);
    expect(findings('a: 1\nb: "x\nc: 2\n')).toEqual([syntax('yaml-unclosed-quote', 2, 4)]);
    expect(findings("a: 1\nb: 'x\nc: 2\n")).toEqual([syntax("yaml-unclosed-quote", 2, 4)]);
    const flow = 'yaml-unclosed-bracket';
    expect(findings('a: [x, "y\n')).toEqual([syntax('yaml-unclosed-quote', 1, 8), syntax(flow, 2, 1)]);
    expect(findings('a: "x"\nb: [y\n')).toEqual([syntax(flow, 3, 1)]);
    const comment = 'yaml-comment-space';
    expect(findings('a: "x"#c\n')).toEqual([syntax(comment, 1, 7)]);
    expect(findings('? "x\n')).toEqual([syntax('yaml-unclosed-quote', 1, 3)]);
  });

  it('gives no document for a band with a finding', () => {
    expect(parseBand('a: 1\na: 2\n', 'x.yaml')).toEqual({ findings: [{ code: 'yaml/duplicate-key', severity: 'error', path: [], params: { detail: 'a' }, at: { line: 2, column: 1 } }] });
  });

  it('reports an empty band, and a top level that is not a mapping by what it is', () => {
    expect(findings('# only a comment\n')).toEqual([{ code: 'band/empty', severity: 'error', path: [], at: START }]);
    const notMapping = (actual: string) => [{ code: 'band/not-a-mapping', severity: 'error', path: [], params: { actual }, at: START }];
    expect(findings('- a\n')).toEqual(notMapping('list'));
    expect(findings('just text\n')).toEqual(notMapping('string'));
    expect(findings('12\n')).toEqual(notMapping('number'));
  });

  it('compares keys that are aliases by nothing: no duplicate', () => {
    expect(data('a: &k x\nb: &j y\n*k : 1\n*j : 2\n')).toEqual({ a: 'x', b: 'y', x: 1, y: 2 });
  });

  it('refuses several documents where the second begins', () => {
    expect(findings('a: 1\n---\nb: 2\n')).toEqual([{ code: 'yaml/several-documents', severity: 'error', path: [], at: { line: 2, column: 1 } }]);
  });

  it('reports block nesting that exhausts the parser as too deep', () => {
    const found = findings(`${'- '.repeat(10000)}x\n`);
    expect(found.length).toBeGreaterThan(0);
    for (const finding of found) expect({ ...finding, at: undefined }).toEqual({ code: 'yaml/too-deep', severity: 'error', path: [], params: { limit: MAX_DEPTH } });
  });
});

describe('the depth scan before parsing', () => {
  const open = '['.repeat(MAX_DEPTH + 1);
  const close = ']'.repeat(MAX_DEPTH + 1);
  /** The first bracket too deep, on line 2 after `b: `. */
  const tooDeep = [{ code: 'yaml/too-deep', severity: 'error', path: [], params: { limit: MAX_DEPTH }, at: { line: 2, column: 4 + MAX_DEPTH } }];

  it('refuses at the first bracket too deep', () => {
    expect(findings(`a: x\nb: ${open}${close}\n`)).toEqual(tooDeep);
    expect(findings(`\nb: ${open}${close}\n`)).toEqual(tooDeep);
  });

  it.each([
    ['the text start', `"${open}": 1\n`, { [open]: 1 }],
    ['a line start', `a: 1\n"${open}": 2\n`, { a: 1, [open]: 2 }],
    ['`:` and a tab', `a:\t"${open}"\n`, { a: open }],
    ['`: `', `a: "${open}"\n`, { a: open }],
    ['`- `', `a:\n  - '${open}'\n`, { a: [open] }],
    ['`? `', `? '${open}'\n: 1\n`, { [open]: 1 }],
    ['`[`', `a: ['${open}']\n`, { a: [open] }],
    ['`{`', `a: {'${open}': 1}\n`, { a: { [open]: 1 } }],
    ['a flow `,`', `a: [x, '${open}']\n`, { a: ['x', open] }],
    ['a flow `:` right after a key', `a: {"k":"${open}"}\n`, { a: { k: open } }],
    ['an anchor', `a: &n '${open}'\n`, { a: open }],
    ['a tag', `a: !!str '${open}'\n`, { a: open }],
    ['an indicator after an indicator', `a:\n  - - '${open}'\n`, { a: [[open]] }],
  ])('skips a quoted value after %s', (_, text, expected) => {
    expect(data(text)).toEqual(expected);
  });

  it('ends a quoted value at its closing quote', () => {
    expect(findings(`a: "x"\nb: ${open}${close}\n`)).toEqual(tooDeep);
    expect(findings(`a: 'x'\nb: ${open}${close}\n`)).toEqual(tooDeep);
  });

  it('reads a single quote right after a closing double quote as no quote: the value is closed', () => {
    expect(findings(`a: "x"'\nb: ${open}${close}\n`)).toEqual(tooDeep);
  });

  it('skips an escaped double quote and a doubled single quote inside a quoted value', () => {
    expect(data(`a: "x\\"${open}"\n`)).toEqual({ a: `x"${open}` });
    expect(data(`a: 'it''s ${open}'\n`)).toEqual({ a: `it's ${open}` });
    expect(data(`a: '\\'\nb: '${open}'\n`)).toEqual({ a: '\\', b: open });
  });

  it('reads an apostrophe inside a word as a letter: a French band is not too deep', () => {
    const members = Array.from({ length: MAX_DEPTH + 1 }, () => "  - equipment: [arc d'if]\n    notes: c'est tout\n").join('');
    expect(data(`characters:\n${members}`)).toEqual({ characters: Array.from({ length: MAX_DEPTH + 1 }, () => ({ equipment: ["arc d'if"], notes: "c'est tout" })) });
  });

  it.each([
    ['inside a word', "a: l'x"],
    ['after a word and a blank', "a: x 'y"],
    ['after a block `,`', "a: x, 'y"],
    ['after a block `:` with no blank', "a: x:'y"],
    ['after a `-` inside a value', "a: x - 'y"],
    ['right after a `-`', "a: x -'y"],
  ])('opens no quote %s', (_, line) => {
    expect(findings(`${line}\nb: ${open}${close}\n`)).toEqual(tooDeep);
  });

  it('skips comments, but not a # inside a word', () => {
    expect(data(`a: 1 # "\nb: 2\n# ${open}\n`)).toEqual({ a: 1, b: 2 });
    expect(findings(`a: x#'y\nb: ${open}${close}\n`)).toEqual(tooDeep);
    expect(data(`# ${open}\na: 1\n`)).toEqual({ a: 1 });
    // A comment on the last line, with no line break to end it.
    expect(data(`a: 1\n# ${open}`)).toEqual({ a: 1 });
    expect(findings(`a: 1 # "\nb: ${open}${close}\n`)).toEqual(tooDeep);
    const deepest = '['.repeat(MAX_DEPTH - 1);
    expect(data(`a: ${deepest}x# ${']'.repeat(MAX_DEPTH - 1)}\nb: [[y]]\n`)).toMatchObject({ b: [['y']] });
  });

  it('closes what was opened: a stray closing bracket counts for nothing, a brace closes', () => {
    expect(findings(`a: x]\nb: ${open}${close}\n`)).toEqual(tooDeep);
    expect(findings(`a: {x: 1}\nb: ${open}${close}\n`)).toEqual(tooDeep);
  });
});

describe('aliases', () => {
  it('repeats a value written before', () => {
    expect(data('a: &x [1]\nb: [*x, *x]\n')).toEqual({ a: [1], b: [[1], [1]] });
    expect(data('&k a: 1\nb: *k\n')).toEqual({ a: 1, b: 'a' });
    expect(data('a: &x [1]\nb: [&x [2], *x]\n')).toEqual({ a: [1], b: [[2], [2]] });
    expect(data('x: &a [{&a k: 1}, *a]\n')).toEqual({ x: [{ k: 1 }, 'k'] });
  });

  it('stops an alias bomb, saying so', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c']]) lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    expect(findings(lines.join('\n'))).toEqual([{ code: 'yaml/unreadable', severity: 'error', path: [], params: { detail: 'yaml-alias-bomb' }, at: START }]);
  });

  it('says an alias met before its anchor names none, where the alias stands', () => {
    expect(findings('a: *x\nb: &x 1\n')).toEqual([
      { code: 'yaml/unknown-alias', severity: 'error', path: [], params: { detail: '*x', anchor: '&x' }, at: { line: 1, column: 4 } },
    ]);
  });

  it('says an alias with no anchor at all names none, at its own line and column, every one of them', () => {
    const text = 'ruleset: flammes-et-fantassins\nname: X\npc: 4\ncharacters: *nope\nhouse_rules: [*rien]\n';
    expect(findings(text)).toEqual([
      { code: 'yaml/unknown-alias', severity: 'error', path: [], params: { detail: '*nope', anchor: '&nope' }, at: { line: 4, column: 13 } },
      { code: 'yaml/unknown-alias', severity: 'error', path: [], params: { detail: '*rien', anchor: '&rien' }, at: { line: 5, column: 15 } },
    ]);
  });

  it.each([
    ['in a list', 'a: &x [*x]\n', { line: 1, column: 8 }],
    ['in a mapping', 'a: &x\n  b: *x\n', { line: 2, column: 6 }],
    ['as a key', 'a: &x {*x : 1}\n', { line: 1, column: 8 }],
    ['named by an anchor used twice', 'a: &x [1]\nb: &x\n  - *x\n', { line: 3, column: 5 }],
  ])('refuses an alias inside the value it names: %s', (_, text, at) => {
    expect(findings(text)).toEqual([{ code: 'yaml/recursive-alias', severity: 'error', path: [], params: { detail: '*x' }, at }]);
  });
});

describe('locate and locateValue', () => {
  const TEXT = 'a: &x 1\nb:\n  c: [*x, 2]\n  d:\n';

  it.each([
    [['b', 'c', 1], { line: 3, column: 11 }],
    [['b', 'c'], { line: 3, column: 3 }],
    [['b', 'zz'], { line: 2, column: 1 }],
    [['b', 'c', 5], { line: 3, column: 3 }],
    [['a', 'q'], { line: 1, column: 1 }],
    [['b', 'c', 'length'], { line: 3, column: 3 }],
    [[], { line: 1, column: 1 }],
  ] as const)('locates %j in a band the full parser read at its key or item', (path, at) => {
    const { document } = parseBand(TEXT, 'x.yaml');
    expect(locate(document!, path)).toEqual(at);
  });

  it.each([
    [['b', 'c'], { line: 3, column: 6 }],
    [['b', 'd'], { line: 4, column: 5 }],
    [['b', 'zz'], { line: 2, column: 1 }],
  ] as const)('locates the value of %j, or its key when it has none', (path, at) => {
    const { document } = parseBand(TEXT, 'x.yaml');
    expect(locateValue(document!, path)).toEqual(at);
  });

  it('locates in a band the fast reader read without parsing it again', () => {
    const { document } = parseBand('a: 1\nb:\n  c: [x, y]\n', 'x.yaml');
    const parsed = () => (document as unknown as { parsed?: unknown }).parsed;
    expect(locate(document!, ['b', 'c', 1])).toEqual({ line: 3, column: 10 });
    expect(locateValue(document!, ['b', 'c'])).toEqual({ line: 3, column: 6 });
    expect(locateValue(document!, ['b', 'zz'])).toEqual({ line: 2, column: 1 });
    expect(parsed()).toBeUndefined();
    expect(document!.doc.toJS()).toEqual({ a: 1, b: { c: ['x', 'y'] } });
    expect(parsed()).toBeDefined();
    expect(document!.doc).toBe(document!.doc);
    expect(document!.lineCounter).toBe(document!.lineCounter);
  });
});
