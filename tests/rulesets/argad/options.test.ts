/** The options of Argad's `simulate-attack` and `roll`: whole numbers, choices, bounds at and around their limits, dice lists. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { diceList, flag, inRange, int, lang, oneOf } from '../../../src/rulesets/argad/odds/options.js';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params, exit: cause.exitCode };
    throw cause;
  }
  return undefined;
};

describe('whole numbers', () => {
  it('reads numbers and signed digits with spaces around; absent is the fallback', () => {
    expect(int({ n: 3 }, 'n', '--n')).toBe(3);
    expect(int({ n: ' -2 ' }, 'n', '--n')).toBe(-2);
    expect(int({ n: '+4' }, 'n', '--n')).toBe(4);
    expect(int({ n: '12' }, 'n', '--n')).toBe(12);
    expect(int({}, 'n', '--n', 7)).toBe(7);
    expect(int({}, 'n', '--n')).toBeUndefined();
  });

  it('refuses a bare flag, a decimal, words and digits mixed with words, naming the flag', () => {
    expect(refusal(() => int({ n: true }, 'n', '--n'))).toEqual({ code: 'argad/not-an-integer', params: { flag: '--n', actual: 'true' }, exit: 2 });
    expect(refusal(() => int({ n: 1.5 }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    expect(refusal(() => int({ n: '1.5' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    expect(refusal(() => int({ n: '3x' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    expect(refusal(() => int({ n: 'x3' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    // Only a number or a text of digits: a list whose text reads as digits (a value from a script) is no number.
    expect(refusal(() => int({ n: ['12'] }, 'n', '--n'))).toEqual({ code: 'argad/not-an-integer', params: { flag: '--n', actual: '12' }, exit: 2 });
    expect(refusal(() => int({ n: '' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    // Whole numbers as JavaScript also reads them are still refused: only digits are a whole number here.
    expect(refusal(() => int({ n: '1e3' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    expect(refusal(() => int({ n: '3e1' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
    expect(refusal(() => int({ n: '0x10' }, 'n', '--n'))?.code).toBe('argad/not-an-integer');
  });
});

describe('bounds', () => {
  it('accepts the bounds themselves, refuses one under and one over', () => {
    expect(inRange(1, 1, 5, '--class')).toBe(1);
    expect(inRange(5, 1, 5, '--class')).toBe(5);
    expect(refusal(() => inRange(0, 1, 5, '--class'))).toEqual({ code: 'argad/out-of-bounds', params: { flag: '--class', actual: 0, limit: '1–5' }, exit: 2 });
    expect(refusal(() => inRange(6, 1, 5, '--class'))).toEqual({ code: 'argad/out-of-bounds', params: { flag: '--class', actual: 6, limit: '1–5' }, exit: 2 });
  });
});

describe('choices', () => {
  it('takes one of the values allowed, the fallback when absent, and lists them when refused', () => {
    expect(oneOf({ r: 'long' }, 'r', '--range', ['short', 'long'], 'short')).toBe('long');
    expect(oneOf({}, 'r', '--range', ['short', 'long'], 'short')).toBe('short');
    expect(refusal(() => oneOf({ r: 'far' }, 'r', '--range', ['short', 'long'], 'short'))).toEqual({ code: 'argad/not-a-choice', params: { flag: '--range', actual: 'far', known: 'short | long' }, exit: 2 });
  });
});

describe('dice as rolled at the table', () => {
  it('reads faces separated by commas or spaces, from a list or a string', () => {
    expect(diceList({ dice: '6,6,2' }, 6)).toEqual([6, 6, 2]);
    expect(diceList({ dice: ' 6  1 ' }, 6)).toEqual([6, 1]);
    expect(diceList({ dice: ['6', '3'] }, 6)).toEqual([6, 3]);
    expect(diceList({ dice: '8,1' }, 8)).toEqual([8, 1]);
    expect(diceList({}, 6)).toBeUndefined();
  });

  it('refuses a face under 1, over the die, not whole, or no face at all', () => {
    expect(refusal(() => diceList({ dice: '7' }, 6))).toEqual({ code: 'argad/bad-dice', params: { actual: '7', sides: 6 }, exit: 2 });
    expect(refusal(() => diceList({ dice: '0,1' }, 6))?.code).toBe('argad/bad-dice');
    expect(refusal(() => diceList({ dice: '2.5' }, 6))?.code).toBe('argad/bad-dice');
    expect(refusal(() => diceList({ dice: ' , ' }, 6))?.code).toBe('argad/bad-dice');
    expect(refusal(() => diceList({ dice: ['6', 'x'] }, 6))).toEqual({ code: 'argad/bad-dice', params: { actual: '6,x', sides: 6 }, exit: 2 });
  });
});

describe('flags and language', () => {
  it('a flag is on only when given as a flag', () => {
    expect(flag({ f: true }, 'f')).toBe(true);
    expect(flag({ f: 'true' }, 'f')).toBe(false);
    expect(flag({}, 'f')).toBe(false);
  });

  it('French only when asked', () => {
    expect(lang({ lang: 'fr' })).toBe('fr');
    expect(lang({ lang: 'de' })).toBe('en');
    expect(lang({})).toBe('en');
  });
});
