/** The library's `suggest`: the object `suggest --json` prints, typed, and errors as the command's. */
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { EscarmoucheError, suggest, type SuggestResult } from '../../src/index.js';
import { ROOT } from '../helpers/cli.js';

const band = (name: string) => path.join(ROOT, 'bands', `${name}.yaml`);

describe('suggest', { timeout: 180_000 }, () => {
  it('returns the ranked changes, typed, in the language asked', async () => {
    const result = await suggest(band('fees-d-armes-les-bucherons'), band('fees-d-armes-les-ogres-du-bois-joli'), { top: 2, lang: 'fr' });
    expectTypeOf(result).toEqualTypeOf<SuggestResult>();
    expectTypeOf(result.candidates[0]!.delta).toEqualTypeOf<number>();
    expect(result.ruleset).toBe('fees-d-armes');
    expect(result.candidates.map((c) => c.rank)).toEqual([1, 2]);
    expect(result.candidates[0]!.change).toMatch(/ : /);
  });

  it('refuses a top out of its range before any work', async () => {
    await expect(suggest(band('ff-les-marquisards'), band('ff-les-archers-du-grand-saule'), { top: 0 })).rejects.toBeInstanceOf(EscarmoucheError);
  });
});
