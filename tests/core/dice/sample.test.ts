/**
 * Rolling with a generator (src/core/dice/sample.ts), on generators that return the faces given: how far a die
 * explodes, and which of equal dice a keep counts, so that a saved seed shows the same dice forever.
 */
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../src/core/dice/limits.js';
import { parse } from '../../../src/core/dice/parse.js';
import { sample } from '../../../src/core/dice/sample.js';

const faces = (...values: number[]) => ({ die: () => values.shift() ?? Number.NaN });

function roll(text: string, ...values: number[]) {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return sample(parsed.expression, faces(...values))[0]!.left;
}

describe('an exploding die explodes at most LIMITS.explode times', () => {
  it('21 rolls in all when every roll shows the maximum; the next draw belongs to the next die', () => {
    const sixes = Array<number>(LIMITS.explode + 5).fill(6);
    const [first, second] = roll('2d6!', ...sixes, 1).terms[0]!.dice;
    expect(LIMITS.explode).toBe(20);
    expect(first!.rolls).toEqual(Array<number>(21).fill(6));
    expect(first!.face).toBe(126);
    expect(second!.rolls).toEqual([6, 6, 6, 6, 1]);
  });

  it('20 maxima then another face: 21 rolls, the last one added as it is', () => {
    const die = roll('d4!', ...Array<number>(20).fill(4), 3).terms[0]!.dice[0]!;
    expect(die.rolls).toHaveLength(21);
    expect(die.face).toBe(83);
  });
});

describe('keeping among equal dice', () => {
  it.each<[string, number[], boolean[]]>([
    ['3d6kh2', [5, 6, 5], [true, true, false]],
    ['6d6kh3', [5, 6, 5, 5, 3, 5], [true, true, true, false, false, false]],
    ['6d6kl3', [2, 1, 2, 2, 6, 2], [true, true, true, false, false, false]],
    ['4d6kl1', [3, 3, 3, 3], [true, false, false, false]],
  ])('%s on %j: the first of equal dice are kept', (text, values, kept) => {
    expect(roll(text, ...values).terms[0]!.dice.map((d) => d.kept)).toEqual(kept);
  });
});
