/**
 * Behaviour pinned to exact values, so that a refactor cannot change it unnoticed: the rolls a saved
 * seed gives, the bound of --exact at, under and over its limit, the standard error of an estimate.
 */
import { describe, expect, it } from 'vitest';
import { Budget, convolve, point } from '../../../src/core/dice/dense.js';
import { exact } from '../../../src/core/dice/exact.js';
import { LIMITS } from '../../../src/core/dice/limits.js';
import { estimate } from '../../../src/core/dice/monte-carlo.js';
import { parse } from '../../../src/core/dice/parse.js';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';

const faces = (seed: string, sides: number, n: number) => {
  const rng = new SeededRng(seed);
  return Array.from({ length: n }, () => rng.die(sides));
};

describe('a saved seed replays the same rolls forever', () => {
  it.each([
    ['42', [5, 2, 4, 4, 6, 1, 4, 6, 3, 1]],
    ['escarmouche', [1, 4, 4, 5, 2, 6, 2, 4, 5, 2]],
    ['', [3, 5, 6, 3, 2, 6, 5, 3, 4, 3]],
  ])('seed %j gives its first ten d6', (seed, expected) => {
    expect(faces(seed, 6, 10)).toEqual(expected);
  });

  it('gives the same 32-bit words (sfc32 seeded by cyrb128, 12 warm-up draws)', () => {
    const rng = new SeededRng('42');
    expect([rng.next32(), rng.next32(), rng.next32()]).toEqual([4107294664, 364735645, 1294772019]);
    const other = new SeededRng('escarmouche');
    expect([other.next32(), other.next32(), other.next32()]).toEqual([2376509208, 2065744155, 303985557]);
  });

  it('gives the same d20 for seed 42', () => {
    expect(faces('42', 20, 5)).toEqual([5, 6, 20, 2, 10]);
  });
});

describe('faces by rejection sampling: every face exactly equally likely', () => {
  /** A generator whose 32-bit words are scripted. */
  class Scripted extends SeededRng {
    private words: number[] | undefined;
    constructor(words: number[]) {
      super('scripted');
      this.words = words;
    }
    override next32(): number {
      if (!this.words) return super.next32();
      const word = this.words.shift();
      if (word === undefined) throw new Error('no more words');
      return word;
    }
  }
  // 2^32 = 6 × 715827882 + 4: the four highest words would favour faces 1 to 4, so they are redrawn.
  const firstRejected = 2 ** 32 - 4;

  it('keeps the highest word under the limit', () => {
    expect(new Scripted([firstRejected - 1]).die(6)).toBe(((firstRejected - 1) % 6) + 1);
  });

  it('redraws a word at the limit or over it', () => {
    expect(new Scripted([firstRejected, 7]).die(6)).toBe(2);
    expect(new Scripted([2 ** 32 - 1, firstRejected, 0]).die(6)).toBe(1);
  });

  it('maps word w to face (w mod sides) + 1', () => {
    expect(new Scripted([0]).die(6)).toBe(1);
    expect(new Scripted([5]).die(6)).toBe(6);
    expect(new Scripted([6]).die(6)).toBe(1);
  });
});

describe('the bound of --exact (dice/too-complex)', () => {
  const expression = (text: string) => {
    const parsed = parse(text);
    if (!parsed.ok) throw new Error(parsed.error.code);
    return parsed.expression;
  };

  const refused = (run: () => unknown) => {
    try {
      run();
    } catch (cause) {
      return cause instanceof EscarmoucheError ? cause : undefined;
    }
    return undefined;
  };

  it('is 150 million steps', () => {
    expect(LIMITS.exactSteps).toBe(150_000_000);
    expect(new Budget().limit).toBe(150_000_000);
  });

  it('accepts a computation that takes exactly the limit, refuses one step more', () => {
    const d6: Parameters<typeof convolve>[0] = { min: 1, p: new Float64Array(6).fill(1 / 6) };
    expect(refused(() => convolve(d6, d6, new Budget(36)))).toBeUndefined();
    expect(refused(() => convolve(d6, d6, new Budget(37)))).toBeUndefined();
    const over = refused(() => convolve(d6, d6, new Budget(35)));
    expect(over?.code).toBe('dice/too-complex');
    expect(over?.params).toEqual({ limit: 35 });
    expect(over?.exitCode).toBe(2);
  });

  it('counts the steps of a whole computation together', () => {
    const budget = new Budget(72);
    const d6 = { min: 1, p: new Float64Array(6).fill(1 / 6) };
    convolve(d6, d6, budget);
    convolve(d6, d6, budget);
    expect(refused(() => convolve(point(0), point(0), budget))?.code).toBe('dice/too-complex');
  });

  it('2d6 takes 47 steps: refused with a bound of 46, computed with 47', () => {
    expect(refused(() => exact(expression('2d6'), new Budget(46)))?.code).toBe('dice/too-complex');
    expect(refused(() => exact(expression('2d6'), new Budget(47)))).toBeUndefined();
  });
});

describe('Monte Carlo estimates', () => {
  /** Draws the values in turn, one per trial. */
  const cycle = (values: number[]) => {
    let i = 0;
    return () => ({ x: values[i++ % values.length]! });
  };
  const rng = new SeededRng('unused') as Rng;

  it('gives the mean and the standard error sd/√n of the sampled values', () => {
    // values 1..4: mean 2.5, sample variance 5/3, standard error √(5/3 / 4)
    const result = estimate(cycle([1, 2, 3, 4]), rng, 4);
    expect(result.trials).toBe(4);
    expect(result.means).toEqual({ x: 2.5 });
    expect(result.standardErrors.x).toBeCloseTo(Math.sqrt(5 / 3 / 4), 12);
  });

  it('divides by n − 1 for the variance and by n for the error', () => {
    const result = estimate(cycle([0, 10]), rng, 100);
    expect(result.means.x).toBe(5);
    expect(result.standardErrors.x).toBeCloseTo(Math.sqrt((100 * 25) / 99 / 100), 12);
  });

  it('has no error with one trial, nor when every value is the same', () => {
    expect(estimate(cycle([3]), rng, 1).standardErrors).toEqual({ x: 0 });
    expect(estimate(cycle([7]), rng, 50).standardErrors).toEqual({ x: 0 });
  });
});
