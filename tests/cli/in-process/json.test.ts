/** src/cli/json.ts: what tests/cli/json.test.ts leaves open (functions, toJSON, keys nearly whole numbers). */
import { describe, expect, it } from 'vitest';
import { toJsonText } from '../../../src/cli/json.js';

describe('toJsonText', () => {
  it('a value JSON has no text for is null; a function in an object is left out, in an array is null', () => {
    expect(toJsonText(undefined)).toBe('null');
    expect(toJsonText(() => 1)).toBe('null');
    expect(toJsonText({ a: () => 1, b: 2 })).toBe('{\n  "b": 2\n}');
    expect(toJsonText([() => 1, 2])).toBe('[\n  null,\n  2\n]');
    expect(toJsonText([undefined, { a: [undefined] }])).toBe('[\n  null,\n  {\n    "a": [\n      null\n    ]\n  }\n]');
    expect(toJsonText({ a: undefined })).toBe('{}');
  });

  it('empty arrays and objects on one line, at any depth', () => {
    expect(toJsonText({ a: [], b: {}, c: [[]] })).toBe('{\n  "a": [],\n  "b": {},\n  "c": [\n    []\n  ]\n}');
  });

  it('toJSON is called, at any depth, and its result written as any value', () => {
    const distribution = { toJSON: () => ({ '1': 'one', '-1': 'minus one' }) };
    expect(toJsonText({ d: distribution })).toBe('{\n  "d": {\n    "-1": "minus one",\n    "1": "one"\n  }\n}');
    expect(toJsonText([{ toJSON: () => 'x' }])).toBe('[\n  "x"\n]');
  });

  it('a toJSON that is no function is a key like any other', () => {
    expect(toJsonText({ toJSON: 1 })).toBe('{\n  "toJSON": 1\n}');
  });

  it('keys sorted only when all are whole numbers', () => {
    expect(Object.keys(JSON.parse(toJsonText({ '10': 1, '-2': 2, '1.5': 3 })))).toEqual(['10', '-2', '1.5']);
    expect(toJsonText({ '10': 1, '-2': 2, '1.5': 3 })).toBe('{\n  "10": 1,\n  "-2": 2,\n  "1.5": 3\n}');
    expect(toJsonText({ '10': 1, '-2': 2, '2x': 3 })).toBe('{\n  "10": 1,\n  "-2": 2,\n  "2x": 3\n}');
    expect(toJsonText({ '10': 1, '-2': 2, x2: 3 })).toBe('{\n  "10": 1,\n  "-2": 2,\n  "x2": 3\n}');
    expect(toJsonText({ '10': 1, '-2': 2, '-': 3 })).toBe('{\n  "10": 1,\n  "-2": 2,\n  "-": 3\n}');
    expect(toJsonText({ '10': 1, '-2': 2, '3': 3 })).toBe('{\n  "-2": 2,\n  "3": 3,\n  "10": 1\n}');
  });
});
