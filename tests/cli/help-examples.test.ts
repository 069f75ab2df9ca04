/** Help examples as whole commands: continued with ` \` at a space, never cut in a word, a quoted string or a comment. */
import { describe, expect, it } from 'vitest';
import { exampleLines, exampleWords } from '../../src/cli/help-examples.js';

describe('exampleLines', () => {
  it('keeps an example that fits on one line', () => {
    expect(exampleLines('escarmouche roll 2d6', 80)).toEqual(['  $ escarmouche roll 2d6']);
  });

  it('continues a long one with " \\" at a space, every line within the width', () => {
    const lines = exampleLines('escarmouche simulate-attack "bands/a b.yaml#Dame Isabeau" "bands/ff-les-marquisards.yaml#Mains-Noires" --charge', 60);
    expect(lines).toEqual(['  $ escarmouche simulate-attack \\', '      "bands/a b.yaml#Dame Isabeau" \\', '      "bands/ff-les-marquisards.yaml#Mains-Noires" \\', '      --charge']);
    expect(lines.every((line) => line.length <= 60)).toBe(true);
  });

  it('never cuts a quoted word nor the comment, even longer than the width', () => {
    expect(exampleWords(`a 'x # y' "z w"   # a comment, whole`)).toEqual(['a', "'x # y'", '"z w"', '# a comment, whole']);
    expect(exampleLines('escarmouche init --ruleset mef-fan   # in the current folder; run twice, changes nothing', 40)).toEqual([
      '  $ escarmouche init --ruleset mef-fan \\',
      '      # in the current folder; run twice, changes nothing',
    ]);
  });
});
