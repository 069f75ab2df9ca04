/** toJsonText: the text of JSON.stringify(value, null, 2), distributions in numeric order. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toJsonText } from '../../src/cli/json.js';

describe('toJsonText', () => {
  it('lists the whole-number keys of a distribution in numeric order, negatives first', () => {
    const text = toJsonText({ expression: 'd6-4', distribution: { '0': 0.5, '2': 0.25, '-3': 0.125, '-1': 0.125 } });
    expect([...text.matchAll(/"(-?\d+)":/g)].map((m) => m[1])).toEqual(['-3', '-1', '0', '2']);
    expect(JSON.parse(text)).toEqual({ expression: 'd6-4', distribution: { '-3': 0.125, '-1': 0.125, '0': 0.5, '2': 0.25 } });
  });

  it('keeps the order of other keys', () => {
    expect(Object.keys(JSON.parse(toJsonText({ b: 1, a: 2, '3': 0 })))).toEqual(['3', 'b', 'a']);
    expect(toJsonText({ b: 1, a: 2 })).toBe(JSON.stringify({ b: 1, a: 2 }, null, 2));
  });

  it('writes what JSON.stringify writes for any JSON value whose number keys are array indices', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        // Keys JavaScript does not enumerate as array indices (negative, leading zero, 10 digits) are the difference.
        fc.pre(!/"(-\d|0\d|\d{10,})[^"]*":/.test(JSON.stringify(value)));
        expect(toJsonText(value)).toBe(JSON.stringify(value, null, 2));
      }),
      { seed: 42, numRuns: 300 },
    );
  });

  it('writes null for NaN and infinities and leaves out undefined, like JSON.stringify', () => {
    const value = { a: Number.NaN, b: Infinity, c: undefined, d: [undefined, 1], e: new Date(0) };
    expect(toJsonText(value)).toBe(JSON.stringify(value, null, 2));
  });
});
