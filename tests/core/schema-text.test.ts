/** The text of a schema file (src/core/schema/schema-text.ts): JSON.stringify's two-space layout, an `else` on one line. */
import { describe, expect, it } from 'vitest';
import { schemaText } from '../../src/core/schema/schema-text.js';

describe('the text of a schema file', () => {
  it('is JSON.stringify(schema, null, 2) with a final line break when no `else` is in it', () => {
    const schema = { a: 1, b: [true, null, { c: 'x\n"y"' }], d: {}, e: [], f: { g: undefined, h: [undefined] }, i: undefined };
    expect(schemaText(schema)).toBe(`${JSON.stringify(schema, null, 2)}\n`);
    expect(schemaText('s')).toBe('"s"\n');
  });

  it('writes an else on one line, whatever its depth, and reads back the same schema', () => {
    const schema = { properties: { w: { if: { pattern: '^a$' }, then: { x: 1 }, else: { if: { pattern: '^b$' }, else: { enum: ['a', 'b'] } } } } };
    const text = schemaText(schema);
    expect(JSON.parse(text)).toStrictEqual(schema);
    expect(text.split('\n')).toContain('      "else": {"if":{"pattern":"^b$"},"else":{"enum":["a","b"]}}');
    expect(text.split('\n').every((line) => line.length - line.trimStart().length <= 8)).toBe(true);
  });
});
