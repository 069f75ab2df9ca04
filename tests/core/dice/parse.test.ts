/** Every form of the notation, and every refusal with the column it points at. */
import { describe, expect, it } from 'vitest';
import type { Expression } from '../../../src/core/dice/ast.js';
import { LIMITS } from '../../../src/core/dice/limits.js';
import { DICE_MESSAGES } from '../../../src/core/dice/messages.js';
import { parse } from '../../../src/core/dice/parse.js';

function ok(text: string): Expression {
  const result = parse(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.code} at ${result.error.column}`);
  return result.expression;
}

/** A compact reading of a sum: `+2d6`, `-1`, `+4d6!kh3>=4` … from the AST, not from the source text. */
const shape = (e: Expression, side: 'left' | 'right' = 'left') =>
  (e[side] ?? []).map(({ sign, operand: o }) => {
    const s = sign === 1 ? '+' : '-';
    if (o.kind === 'constant') return `${s}${o.value}`;
    const keep = o.keep ? `k${o.keep.which[0]}${o.keep.count}` : '';
    const success = o.success ? `${o.success.op}${o.success.value}` : '';
    return `${s}${o.count}d${o.sides}${o.explode ? '!' : ''}${keep}${success}`;
  });

describe('dice notation: forms', () => {
  it.each([
    ['2d6', ['+2d6']],
    ['d20', ['+1d20']],
    ['d%', ['+1d100']],
    ['3d%', ['+3d100']],
    ['7', ['+7']],
    ['0', ['+0']],
    ['2d6+1d4-1', ['+2d6', '+1d4', '-1']],
    ['-1+d6', ['-1', '+1d6']],
    ['+d6', ['+1d6']],
    ['4d6kh3', ['+4d6kh3']],
    ['4d6k3', ['+4d6kh3']],
    ['2d20kl1', ['+2d20kl1']],
    ['4d6dl1', ['+4d6kh3']],
    ['4d6dh1', ['+4d6kl3']],
    ['4d6dl0', ['+4d6kh4']],
    ['6d6>=4', ['+6d6>=4']],
    ['3d6<=2', ['+3d6<=2']],
    ['5d10=10', ['+5d10=10']],
    ['5d10>8', ['+5d10>8']],
    ['5d10<3', ['+5d10<3']],
    ['d6!', ['+1d6!']],
    ['3d6!kh2', ['+3d6!kh2']],
    ['4d6kh3>=5', ['+4d6kh3>=5']],
    ['d2!', ['+1d2!']],
    ['d1', ['+1d1']],
    [' 2 D 6 + 1 ', ['+2d6', '+1']],
    ['4D6KH3', ['+4d6kh3']],
    ['4d6 dl 1', ['+4d6kh3']],
    ['D%', ['+1d100']],
  ])('%s', (text, expected) => {
    const e = ok(text);
    expect(shape(e)).toEqual(expected);
    expect(e.repeat).toBe(1);
    expect(e.right).toBeUndefined();
  });

  it('reads vs as a comparison of two sums', () => {
    const e = ok('d20+4 vs d20+2');
    expect([shape(e), shape(e, 'right')]).toEqual([['+1d20', '+4'], ['+1d20', '+2']]);
    expect(shape(ok('D20 VS d20'), 'right')).toEqual(['+1d20']);
  });

  it('reads N x as a repetition', () => {
    expect([ok('6x4d6kh3').repeat, shape(ok('6x4d6kh3'))]).toEqual([6, ['+4d6kh3']]);
    expect(ok('3 X d20 vs d20').repeat).toBe(3);
    expect(ok('1x2d6').repeat).toBe(1);
  });

  it('keeps each group as written, for display', () => {
    const e = ok('4D6 kh3 + 2d6');
    expect(e.left.map((t) => [t.operand.text, t.operand.column])).toEqual([['4d6kh3', 1], ['2d6', 11]]);
  });

  it('accepts the bounds themselves', () => {
    expect(shape(ok(`${LIMITS.dice}d6`))).toEqual([`+${LIMITS.dice}d6`]);
    expect(shape(ok(`d${LIMITS.sides}`))).toEqual([`+1d${LIMITS.sides}`]);
    expect(ok(`${LIMITS.repeat}xd6`).repeat).toBe(LIMITS.repeat);
    expect(shape(ok(String(LIMITS.number)))).toEqual([`+${LIMITS.number}`]);
    expect(ok('d6'.padEnd(LIMITS.length, ' ')).left).toHaveLength(1);
  });
});

describe('dice notation: errors point at their column', () => {
  it.each([
    ['', 'dice/empty', 1, undefined],
    ['   ', 'dice/empty', 1, undefined],
    ['2d6++1', 'dice/expected-term', 5, '+'],
    ['2d6+', 'dice/expected-term', 5, undefined],
    ['+', 'dice/expected-term', 2, undefined],
    ['*2', 'dice/expected-term', 1, '*'],
    ['2d6 + foo', 'dice/expected-term', 7, 'foo'],
    ['d0', 'dice/sides', 2, '0'],
    ['2d1001', 'dice/sides', 3, '1001'],
    ['0d6', 'dice/dice-count', 1, '0d6'],
    ['1000000d6', 'dice/dice-count', 1, '1000000d6'],
    ['d6+1001d6', 'dice/dice-count', 4, '1001d6'],
    ['99999999999d6', 'dice/number-too-large', 1, '99999999999d6'],
    ['1+10000000', 'dice/number-too-large', 3, '10000000'],
    ['2d', 'dice/expected-sides', 3, undefined],
    ['2dx', 'dice/expected-sides', 3, 'x'],
    ['2d-6', 'dice/expected-sides', 3, '-'],
    ['4d6kh', 'dice/expected-count', 6, undefined],
    ['4d6k+1', 'dice/expected-count', 5, '+'],
    ['4d6kh5', 'dice/keep-range', 6, '5'],
    ['4d6kh0', 'dice/keep-range', 6, '0'],
    ['4d6dl4', 'dice/drop-range', 6, '4'],
    ['6d6>=', 'dice/expected-threshold', 6, undefined],
    ['6d6>=x', 'dice/expected-threshold', 6, 'x'],
    ['d1!', 'dice/explode-d1', 3, '!'],
    ['2d6 3', 'dice/expected-operator', 5, '3'],
    ['2d6d4', 'dice/expected-operator', 4, 'd4'],
    ['6d6>=4kh3', 'dice/expected-operator', 7, 'kh3'],
    ['2d6+3x4', 'dice/expected-operator', 6, 'x4'],
    ['d20 vs d20 vs d20', 'dice/expected-operator', 12, 'vs'],
    ['d20 vs', 'dice/expected-term', 7, undefined],
    ['6x', 'dice/expected-term', 3, undefined],
    ['0x2d6', 'dice/repeat-range', 1, '0x2d6'],
    [`${LIMITS.repeat + 1}x2d6`, 'dice/repeat-range', 1, `${LIMITS.repeat + 1}x2d6`],
    [`600d6+500d6`, 'dice/too-many-dice', 7, '500d6'],
    ['600d6 vs 500d6', 'dice/too-many-dice', 10, '500d6'],
    [Array(LIMITS.terms + 1).fill('1').join('+'), 'dice/too-many-terms', 2 * LIMITS.terms + 1, '1'],
    ['d6'.padEnd(LIMITS.length + 1, ' '), 'dice/too-long', LIMITS.length + 1, undefined],
  ])('%j → %s at column %i', (text, code, column, found) => {
    const result = parse(text);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect({ code: result.error.code, column: result.error.column, found: result.error.found }).toEqual({ code, column, found });
    expect([DICE_MESSAGES.en[code], DICE_MESSAGES.fr[code]]).not.toContain(undefined);
  });
});

describe('dice notation: each refusal carries the values its message shows', () => {
  it.each<[string, string, Record<string, unknown>]>([
    ['', 'dice/empty', {}],
    ['2d6+', 'dice/expected-term', {}],
    ['2d', 'dice/expected-sides', {}],
    ['d1!', 'dice/explode-d1', {}],
    ['99999999999d6', 'dice/number-too-large', { actual: '99999999999', limit: LIMITS.number }],
    ['d6'.padEnd(LIMITS.length + 1, ' '), 'dice/too-long', { actual: LIMITS.length + 1, limit: LIMITS.length }],
    ['0x2d6', 'dice/repeat-range', { actual: 0, limit: LIMITS.repeat }],
    [`${LIMITS.repeat + 1}x2d6`, 'dice/repeat-range', { actual: LIMITS.repeat + 1, limit: LIMITS.repeat }],
    ['2d6 3', 'dice/expected-operator', { expected: '+ - vs' }],
    ['d20 vs d20 vs d20', 'dice/expected-operator', { expected: '+ -' }],
    [Array(LIMITS.terms + 1).fill('1').join('+'), 'dice/too-many-terms', { limit: LIMITS.terms }],
    ['0d6', 'dice/dice-count', { actual: 0, limit: LIMITS.dice }],
    [`${LIMITS.dice + 1}d6`, 'dice/dice-count', { actual: LIMITS.dice + 1, limit: LIMITS.dice }],
    ['600d6+500d6', 'dice/too-many-dice', { actual: 1100, limit: LIMITS.totalDice }],
    ['d0', 'dice/sides', { actual: 0, limit: LIMITS.sides }],
    [`d${LIMITS.sides + 1}`, 'dice/sides', { actual: LIMITS.sides + 1, limit: LIMITS.sides }],
    ['4d6kh', 'dice/expected-count', { after: 'kh' }],
    ['4d6K+1', 'dice/expected-count', { after: 'k' }],
    ['4d6kh5', 'dice/keep-range', { actual: 5, count: 4 }],
    ['4d6kl0', 'dice/keep-range', { actual: 0, count: 4 }],
    ['4d6dl4', 'dice/drop-range', { actual: 4, count: 4, max: 3 }],
    ['6d6>=', 'dice/expected-threshold', { after: '>=' }],
    ['6d6<x', 'dice/expected-threshold', { after: '<' }],
  ])('%j → %s with %j', (text, code, params) => {
    const result = parse(text);
    if (result.ok) throw new Error(`${text} was accepted`);
    expect([result.error.code, result.error.params]).toEqual([code, params]);
  });

  it('an error at the end of the expression has no `found` at all', () => {
    for (const text of ['2d', '2d6+', '']) {
      const result = parse(text);
      if (result.ok) throw new Error(`${text} was accepted`);
      expect(Object.keys(result.error)).not.toContain('found');
    }
  });
});

describe('dice notation: whitespace and programming errors', () => {
  it('reads a repetition after leading whitespace', () => {
    expect(ok('  3x d6').repeat).toBe(3);
    expect(ok('\t2 X d6').repeat).toBe(2);
  });

  it('a programming error (text that is not a string) is thrown, not turned into a refusal', () => {
    expect(() => parse(null as unknown as string)).toThrow(TypeError);
  });
});
