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
    // Issue 39: a sign glued to its word takes the no-break space too; places, times, URLs and the rulebook's name do not.
    ['FOR (puissant: Soldat +1)', 'FOR (puissant\u00a0: Soldat +1)'],
    ['EX (agile: A)', 'EX (agile\u00a0: A)'],
    ['vraiment? oui; non!', 'vraiment\u00a0? oui\u00a0; non\u00a0!'],
    ['50 %', '50\u00a0%'],
    // Code to write in a band file stays as written; the text around it is French.
    ['correction : donnez `role: chef` à un personnage', 'correction\u00a0: donnez `role: chef` à un personnage'],
    ['`a: 1.5` puis total: 2.5', '`a: 1.5` puis total\u00a0: 2,5'],
    ['bands/a.yaml:3:7  erreur', 'bands/a.yaml:3:7  erreur'],
    ['à 12:30 voir https://example.org/a?b=c', 'à 12:30 voir https://example.org/a?b=c'],
    ['Argad! au complet', 'Argad! au complet'],
    ['déjà\u00a0: fait', 'déjà\u00a0: fait'],
  ])('%j → %j', (text, french) => expect(frenchText(text)).toBe(french));
});
