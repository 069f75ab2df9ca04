/** French text writes numbers the French way: a decimal comma, a no-break space before %, : ; ? and !. */
import { describe, expect, it } from 'vitest';
import { frenchText } from '../../src/cli/render.js';

describe('frenchText', () => {
  it.each([
    ['88.89%', '88,89\u00a0%'],
    ['P(touche) 100.00 %', 'P(touche) 100,00\u00a0%'],
    ['PV perdus en moyenne 8.472', 'PV perdus en moyenne 8,472'],
    ['-0.5 et 2.063', '-0,5 et 2,063'],
    ['totaux : 3', 'totaux\u00a0: 3'],
    ['50%', '50\u00a0%'],
    // Not numbers: versions, dotted names, paths, thousands already grouped.
    ['version 1.2.3', 'version 1.2.3'],
    ['v1.5', 'v1.5'],
    ['bands/a.1.yaml', 'bands/a.1.yaml'],
    ['2d6+1', '2d6+1'],
  ])('%s → %s', (english, french) => {
    expect(frenchText(english)).toBe(french);
  });
});
