/** A `campaign` key with no value node at all (`? campaign` alone): nothing to drop, the text as it was. */
import { expect, it } from 'vitest';
import { dropEmptySection } from '../../../src/core/campaign/edit.js';

it('? campaign with no value: kept', () => {
  const text = 'ruleset: flammes-et-fantassins\nname: B\n? campaign\n';
  expect(dropEmptySection(text)).toBe(text);
});
