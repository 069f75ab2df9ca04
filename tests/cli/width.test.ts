import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../src/cli/width.js';

describe('displayWidth', () => {
  it('agrees with string-width on every character of the one-column ranges it measures by length', () => {
    for (let code = 0x20; code <= 0x22ff; code++) {
      const text = `a${String.fromCodePoint(code)}é`;
      expect({ code, width: displayWidth(text) }).toEqual({ code, width: stringWidth(text) });
    }
  });

  it.each([
    ['ASCII', 'Mains-Noires', 12],
    ['accents and French spaces', 'Fédération de la Poterie\u202f: 7\u00a0PC', 31],
    ['a combining accent', 'e\u0301pe\u0301e', 4],
    ['a soft hyphen', 'arc\u00adlong', 7],
    ['wide characters', '剣士', 4],
    ['an emoji', 'épée ⚔️', 7],
    ['a zero-width space', 'a\u200bb', 2],
  ])('%s', (_, text, width) => {
    expect(displayWidth(text)).toBe(width);
    expect(displayWidth(text)).toBe(stringWidth(text));
  });
});
