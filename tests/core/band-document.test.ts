import { describe, expect, it } from 'vitest';
import { loadBand, locate, MAX_BAND_BYTES, parseBand } from '../../src/core/band-files/band-document.js';

const TEXT = `# comment
ruleset: flammes-et-fantassins
name: Test
characters:
  - name: A
    classes: [archer, soldat]
  - name: B
    equipment:
      - arc
      - cuir
`;

describe('locate', () => {
  const { document } = parseBand(TEXT, 'x.yaml');
  it.each([
    [['ruleset'], 2, 1],
    [['characters'], 4, 1],
    [['characters', 0], 5, 5],
    [['characters', 0, 'classes'], 6, 5],
    [['characters', 0, 'classes', 1], 6, 23],
    [['characters', 1, 'equipment', 1], 10, 9],
    [['characters', 1, 'missing'], 7, 5],
    [['characters', 9], 4, 1],
    [[], 2, 1],
  ] as const)('%j at %i:%i', (path, line, column) => {
    expect(locate(document!, path)).toEqual({ line, column });
  });
});

const codes = (bytes: Uint8Array | string) =>
  loadBand(typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes, 'x.yaml').findings.map((f) => [f.code, f.at?.line, f.at?.column]);

describe('hostile input', () => {
  it('refuses binary files', () => expect(codes(new Uint8Array([0x89, 0x50, 0x00, 0x01]))).toEqual([['band/binary', 1, 1]]));
  it('refuses invalid UTF-8', () => expect(codes(new Uint8Array([0x61, 0xff, 0xfe, 0x62]))).toEqual([['band/encoding', 1, 1]]));
  it('refuses huge files before parsing', () => expect(codes(new Uint8Array(MAX_BAND_BYTES + 1).fill(0x23))[0]?.[0]).toBe('band/too-large'));
  it('reports empty files', () => expect(codes('')).toEqual([['band/empty', 1, 1]]));
  it('reports a list at top level', () => expect(codes('- a\n- b\n')).toEqual([['band/not-a-mapping', 1, 1]]));
  it('reports duplicate keys where the second one is', () => expect(codes('a: 1\nb: 2\na: 3\n')).toEqual([['yaml/duplicate-key', 3, 1]]));
  it('reports syntax errors with a position', () => expect(codes('a: [1, 2\nb: 3\n')[0]?.[0]).toBe('yaml/syntax'));
  it('stops alias bombs', () => {
    const lines = ['a: &a [x, x, x, x, x, x, x, x, x]'];
    for (const [name, prev] of [['b', 'a'], ['c', 'b'], ['d', 'c'], ['e', 'd'], ['f', 'e']]) lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(', ')}]`);
    expect(codes(lines.join('\n'))).toEqual([['yaml/unreadable', 1, 1]]);
  });
  it('keeps __proto__ as a plain key, not a prototype', () => {
    const { document } = parseBand('__proto__: {polluted: true}\n', 'x.yaml');
    const data = document!.data as Record<string, unknown>;
    expect(Object.keys(data)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(data)).toBe(Object.prototype);
  });
  it('accepts a BOM and CRLF line ends', () => {
    const { document, findings } = loadBand(new TextEncoder().encode('\uFEFFa: 1\r\nb: 2\r\n'), 'x.yaml');
    expect(findings).toEqual([]);
    expect(document?.data).toEqual({ a: 1, b: 2 });
  });
});
