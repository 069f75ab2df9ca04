/** An emptied campaign section at the end of a file with no blank line before it: the file keeps its last line break. */
import { expect, it } from 'vitest';
import { dropEmptySection } from '../../../src/core/campaign/edit.js';

it('the section removed, the line before it kept whole', () => {
  const head = 'ruleset: flammes-et-fantassins\nname: B\n';
  expect(dropEmptySection(`${head}campaign:\n  ledger: []\n`)).toBe(head);
  // With the blank line an award puts before a section it creates: that line goes with it.
  expect(dropEmptySection(`${head}\ncampaign:\n  ledger: []\n`)).toBe(head);
});
