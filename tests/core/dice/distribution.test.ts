/** Exact distributions as maps (src/core/dice/distribution.ts): ordering for display and JSON, repetition, sub-sums. */
import { describe, expect, it } from 'vitest';
import { groups } from '../../../src/core/dice/ast.js';
import { repeat, sorted, toRecord, uniform } from '../../../src/core/dice/distribution.js';
import { exact } from '../../../src/core/dice/exact.js';
import { parse } from '../../../src/core/dice/parse.js';

const expressionOf = (text: string) => {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return parsed.expression;
};

describe('values in ascending numeric order', () => {
  const d = new Map([
    [2, 0.25],
    [-1, 0.25],
    [10, 0.125],
    [-3, 0.375],
  ]);

  it('sorted: by value, negative values included (not as text: "-1" < "-3" < "10" < "2")', () => {
    expect(sorted(d)).toEqual([
      [-3, 0.375],
      [-1, 0.25],
      [2, 0.25],
      [10, 0.125],
    ]);
  });

  it('toRecord: every value once, as text, negative values in ascending order among themselves', () => {
    // A JavaScript object lists its non-negative integer keys first, whatever the order they were set in.
    expect(toRecord(d)).toEqual({ '-3': 0.375, '-1': 0.25, '2': 0.25, '10': 0.125 });
    expect(Object.keys(toRecord(d)).filter((k) => k.startsWith('-'))).toEqual(['-3', '-1']);
  });

  it('leaves the distribution itself as it was', () => {
    sorted(d);
    expect([...d.keys()]).toEqual([2, -1, 10, -3]);
  });
});

describe('repeat: the sum of n copies', () => {
  it('3d2 by hand: 1/8, 3/8, 3/8, 1/8 on 3..6; no copy is the point 0', () => {
    expect(sorted(repeat(uniform(2), 3))).toEqual([
      [3, 1 / 8],
      [4, 3 / 8],
      [5, 3 / 8],
      [6, 1 / 8],
    ]);
    expect(sorted(repeat(uniform(6), 0))).toEqual([[0, 1]]);
  });
});

describe('groups: the dice groups of a sum, constants left out', () => {
  it('in order', () => {
    expect(groups(expressionOf('1+2d6-3+d4!').left).map((g) => g.text)).toEqual(['2d6', 'd4!']);
    expect(groups(expressionOf('5-2').left)).toEqual([]);
  });
});

describe('exact: the residual is there only when dice explode', () => {
  it('no residual key at all without exploding dice (`"residual" in result` is false)', () => {
    expect(Object.keys(exact(expressionOf('2d6+1')))).not.toContain('residual');
    expect(Object.keys(exact(expressionOf('d6 vs d6')))).not.toContain('residual');
    expect(Object.keys(exact(expressionOf('d6! vs d6')))).toContain('residual');
  });
});
