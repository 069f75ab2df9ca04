/** French numbers in French views: decimal commas, a no-break space before %; versions, files and ids untouched. */
import { describe, expect, it } from 'vitest';
import { frenchText } from '../../src/cli/render.js';

describe('frenchText', () => {
  it.each([
    ['88.89%', '88,89\u00a0%'],
    ['4.722', '4,722'],
    ['(+8.33)', '(+8,33)'],
    ['-0.861', '-0,861'],
    ['1.5 × the height', '1,5 × the height'],
    ['version 0.1.0', 'version 0.1.0'],
    ['bands/x1.2.yaml', 'bands/x1.2.yaml'],
    ['2d6+1', '2d6+1'],
    ['total : 7', 'total\u00a0: 7'],
  ])('%j → %j', (text, french) => expect(frenchText(text)).toBe(french));
});
