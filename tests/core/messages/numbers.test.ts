/** The one formatter of chances and means handed to the views, in English and in French. */
import { describe, expect, it } from 'vitest';
import { decimal, percent, withPercentSign } from '../../../src/core/messages/numbers.js';

describe('numbers in the views', () => {
  it('writes a chance as a percentage to two decimals: a point in English, a comma and a no-break space in French', () => {
    expect(percent(8 / 9, 'en')).toBe('88.89%');
    expect(percent(8 / 9, 'fr')).toBe('88,89\u00a0%');
    expect(percent(1 / 3, 'en', 1)).toBe('33.3%');
    expect(percent(0, 'fr')).toBe('0,00\u00a0%');
  });

  it('puts the percent sign after a number already written: a no-break space before it in French', () => {
    expect(withPercentSign('4.99e-3', 'en')).toBe('4.99e-3%');
    expect(withPercentSign('4.99e-3', 'fr')).toBe('4.99e-3\u00a0%');
    expect(percent(0, 'en', 0)).toBe('0%');
  });

  it('holds a chance in [0, 1] whatever the round-off of the sums behind it', () => {
    expect(percent(1 + 1e-12, 'en')).toBe('100.00%');
    expect(percent(-1e-15, 'en')).toBe('0.00%');
    expect(percent(1.5, 'fr')).toBe('100,00\u00a0%');
  });

  it('writes a mean to its decimals with the language\'s decimal sign, unclamped', () => {
    expect(decimal(2.0625, 'en')).toBe('2.063');
    expect(decimal(2.0625, 'fr')).toBe('2,063');
    expect(decimal(12.5, 'fr', 2)).toBe('12,50');
    expect(decimal(-1.25, 'en', 1)).toBe('-1.3');
  });
});
