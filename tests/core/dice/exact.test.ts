/** Exact distributions against independent brute force (small cases) and exact integer arithmetic (the benchmark cases). */
import { describe, expect, it } from 'vitest';
import { exact, type Exact } from '../../../src/core/dice/exact.js';
import { LIMITS } from '../../../src/core/dice/limits.js';
import { parse } from '../../../src/core/dice/parse.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { bruteSum, bruteVs, DEPTH, dieOutcomes, maxDiff, type BruteGroup, type BruteTerm } from '../../helpers/dice-brute.js';

function compute(text: string): Exact {
  const parsed = parse(text);
  if (!parsed.ok) throw new Error(parsed.error.code);
  return exact(parsed.expression);
}

function distribution(text: string): Map<number, number> {
  const r = compute(text);
  if (r.kind !== 'distribution') throw new Error('not a distribution');
  return new Map(r.distribution);
}

const g = (count: number, sides: number, more: Partial<BruteGroup> = {}): BruteTerm => ({ sign: 1, group: { count, sides, ...more } });
const minus = (t: BruteTerm): BruteTerm => ({ ...t, sign: -1 });
const c = (constant: number): BruteTerm => ({ sign: 1, constant });
const atLeast = (n: number) => (v: number) => v >= n;

describe('exact distributions match brute-force enumeration', () => {
  it.each<[string, BruteTerm[]]>([
    ['d6', [g(1, 6)]],
    ['2d6+1', [g(2, 6), c(1)]],
    ['2d6+1d4-1', [g(2, 6), g(1, 4), minus(c(1))]],
    ['-d4+3', [minus(g(1, 4)), c(3)]],
    ['d6-d6', [g(1, 6), minus(g(1, 6))]],
    ['d%', [g(1, 100)]],
    ['3d6', [g(3, 6)]],
    ['5', [c(5)]],
    ['4d6kh3', [g(4, 6, { keep: ['high', 3] })]],
    ['4d6k3', [g(4, 6, { keep: ['high', 3] })]],
    ['4d6dl1', [g(4, 6, { keep: ['high', 3] })]],
    ['4d6dh1', [g(4, 6, { keep: ['low', 3] })]],
    ['2d20kl1', [g(2, 20, { keep: ['low', 1] })]],
    ['2d20kh1', [g(2, 20, { keep: ['high', 1] })]],
    ['5d4kh2', [g(5, 4, { keep: ['high', 2] })]],
    ['5d4kl3-2', [g(5, 4, { keep: ['low', 3] }), minus(c(2))]],
    ['6d6>=4', [g(6, 6, { success: atLeast(4) })]],
    ['3d6<=2', [g(3, 6, { success: (v) => v <= 2 })]],
    ['5d10=10', [g(5, 10, { success: (v) => v === 10 })]],
    ['4d8>6', [g(4, 8, { success: (v) => v > 6 })]],
    ['4d8<2', [g(4, 8, { success: (v) => v < 2 })]],
    ['4d6kh3>=5', [g(4, 6, { keep: ['high', 3], success: atLeast(5) })]],
    ['4d6kl2>=3', [g(4, 6, { keep: ['low', 2], success: atLeast(3) })]],
    ['d6!', [g(1, 6, { explode: true })]],
    ['2d4!', [g(2, 4, { explode: true })]],
    ['d2!', [g(1, 2, { explode: true })]],
    ['3d3!kh2', [g(3, 3, { explode: true, keep: ['high', 2] })]],
    ['3d3!kl1', [g(3, 3, { explode: true, keep: ['low', 1] })]],
    ['2d6!>=7', [g(2, 6, { explode: true, success: atLeast(7) })]],
    ['d6!-d4+2', [g(1, 6, { explode: true }), minus(g(1, 4)), c(2)]],
    ['2d6+4d6kh3-d4', [g(2, 6), g(4, 6, { keep: ['high', 3] }), minus(g(1, 4))]],
  ])('%s', (text, terms) => {
    const expected = bruteSum(terms);
    const actual = distribution(text);
    expect(maxDiff(actual, expected)).toBeLessThan(1e-12);
    expect([...actual.keys()].sort((a, b) => a - b)).toEqual([...expected.keys()].filter((v) => expected.get(v)! > 0).sort((a, b) => a - b));
  });

  it.each<[string, BruteTerm[], BruteTerm[]]>([
    ['d20+4 vs d20+2', [g(1, 20), c(4)], [g(1, 20), c(2)]],
    ['d20+5 vs d20+3', [g(1, 20), c(5)], [g(1, 20), c(3)]],
    ['2d6 vs d12', [g(2, 6)], [g(1, 12)]],
    ['4d6kh3 vs 3d6', [g(4, 6, { keep: ['high', 3] })], [g(3, 6)]],
    ['6d6>=4 vs 6d6>=5', [g(6, 6, { success: atLeast(4) })], [g(6, 6, { success: atLeast(5) })]],
    ['d6! vs d8', [g(1, 6, { explode: true })], [g(1, 8)]],
  ])('%s', (text, left, right) => {
    const r = compute(text);
    if (r.kind !== 'comparison') throw new Error('not a comparison');
    const expected = bruteVs(left, right);
    for (const key of ['win', 'tie', 'loss'] as const) expect(Math.abs(r[key] - expected[key])).toBeLessThan(1e-12);
    expect(Math.abs(r.win + r.tie + r.loss - 1)).toBeLessThan(1e-12);
  });

  it('d20+4 vs d20+2 by hand: the left wins unless the right die beats it by 3 or more', () => {
    // P(right − left ≥ 2 with left d20 + 2 … ) counted on a 20×20 grid: tie when b = a + 2 (18 cells), loss when b ≥ a + 3 (153 cells)
    const r = compute('d20+4 vs d20+2');
    if (r.kind !== 'comparison') throw new Error('not a comparison');
    expect(r.tie).toBeCloseTo(18 / 400, 14);
    expect(r.loss).toBeCloseTo(153 / 400, 14);
    expect(r.win).toBeCloseTo(229 / 400, 14);
  });

  it('a repetition has the distribution of one roll', () => {
    expect(maxDiff(distribution('6x4d6kh3'), distribution('4d6kh3'))).toBe(0);
  });
});

/** Exact integers: counts of outcomes as BigInt, divided once at the end. */
const ratio = (count: bigint, total: bigint): number => Number((count * 10n ** 30n) / total) / 1e30;

describe('the benchmark cases, against exact integer arithmetic', () => {
  it('100d6: the coefficients of (x + … + x⁶)¹⁰⁰', () => {
    let counts = [1n];
    for (let i = 0; i < 100; i++) {
      const next = Array<bigint>(counts.length + 6).fill(0n);
      counts.forEach((n, j) => {
        for (let f = 1; f <= 6; f++) next[j + f]! += n;
      });
      counts = next;
    }
    const total = 6n ** 100n;
    const expected = new Map(counts.flatMap((n, v) => (n > 0n ? [[v, ratio(n, total)] as [number, number]] : [])));
    const actual = distribution('100d6');
    expect(actual.size).toBe(501);
    expect(maxDiff(actual, expected)).toBeLessThan(1e-12);
    expect(Math.abs([...actual.values()].reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
  });

  it('20d6kh3: every count of each face, weighted by its multinomial coefficient', () => {
    const fact = [1n];
    for (let i = 1; i <= 20; i++) fact.push(fact[i - 1]! * BigInt(i));
    const counts = new Map<number, bigint>();
    const visit = (face: number, left: number, ways: bigint, top: number[]) => {
      if (face === 0) {
        if (left === 0) {
          const sum = top.slice(0, 3).reduce((a, b) => a + b, 0);
          counts.set(sum, (counts.get(sum) ?? 0n) + ways);
        }
        return;
      }
      for (let n = 0; n <= left; n++) visit(face - 1, left - n, ways / fact[n]!, [...top, ...Array<number>(Math.min(n, 3)).fill(face)]);
    };
    // ways = 20! / (n₁! … n₆!), the number of orders of each count; scaled by (20!)⁶ so that every division is exact
    const scale = fact[20]! ** 6n;
    visit(6, 20, fact[20]! * scale, []);
    const total = 6n ** 20n * scale;
    const expected = new Map([...counts].map(([v, n]) => [v, ratio(n, total)] as [number, number]));
    expect(maxDiff(distribution('20d6kh3'), expected)).toBeLessThan(1e-12);
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });

  it('40d6>=4: C(40, k) / 2⁴⁰', () => {
    const expected = new Map<number, number>();
    let binomial = 1n;
    for (let k = 0; k <= 40; k++) {
      expected.set(k, ratio(binomial, 2n ** 40n));
      binomial = (binomial * BigInt(40 - k)) / BigInt(k + 1);
    }
    expect(maxDiff(distribution('40d6>=4'), expected)).toBeLessThan(1e-12);
  });

  it('1000d6kh3 sums to 1 and its top is 18 with P(at least three sixes)', () => {
    const d = distribution('1000d6kh3');
    expect(Math.abs([...d.values()].reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
    // P(fewer than three sixes among 1000) is about 1e-76: all but nothing is 18
    expect(1 - d.get(18)!).toBeLessThan(1e-12);
  });
});

describe('exploding dice: the depth limit and its reported residual', () => {
  it('one die explodes at most LIMITS.explode times, as the brute force does', () => {
    expect(LIMITS.explode).toBe(DEPTH);
    const d = distribution('d6!');
    expect(Math.max(...d.keys())).toBe(6 * (DEPTH + 1));
    expect(d.get(6 * (DEPTH + 1))).toBeCloseTo(6 ** -(DEPTH + 1), 30);
  });

  it.each([
    ['d6!', 6 ** -(DEPTH + 1)],
    ['d2!', 2 ** -(DEPTH + 1)],
    ['3d2!+d6', 1 - (1 - 2 ** -(DEPTH + 1)) ** 3],
    // 1 − (1 − a)²(1 − b) = 2a + b − (a² + 2ab − a²b): the last terms are below 1e-25 here
    ['2d4! vs d6!', 2 * 4 ** -(DEPTH + 1) + 6 ** -(DEPTH + 1)],
  ])('%s reports the probability that the limit cut a die short', (text, expected) => {
    const r = compute(text);
    expect(r.residual! / expected).toBeCloseTo(1, 9);
  });

  it('the residual of d2! is the mass an unlimited die would move past the limit', () => {
    // with two more levels allowed, the values above 2·(DEPTH + 1) are those whose first DEPTH + 1 rolls all showed 2
    const deeper = dieOutcomes(2, true, DEPTH + 2).filter(([v]) => v > 2 * (DEPTH + 1)).reduce((s, [, p]) => s + p, 0);
    expect(deeper).toBeGreaterThan(0);
    expect(compute('d2!').residual! / deeper).toBeCloseTo(1, 9);
  });

  it('no residual without exploding dice', () => {
    expect(compute('4d6kh3').residual).toBeUndefined();
    expect(compute('d20 vs d20').residual).toBeUndefined();
  });

  it('the mean of d6! is close to 3.5 · 6/5, the mean of an unlimited exploding d6', () => {
    const r = compute('d6!');
    if (r.kind !== 'distribution') throw new Error('not a distribution');
    expect(Math.abs(r.mean - 4.2)).toBeLessThan(1e-12);
  });
});

describe('size bounds of --exact', () => {
  it.each(['1000d1000', '1000d100', '500d1000kh400', '1000d20!'])('%s is refused with dice/too-complex', (text) => {
    expect(() => compute(text)).toThrow(EscarmoucheError);
    try {
      compute(text);
    } catch (cause) {
      expect((cause as EscarmoucheError).code).toBe('dice/too-complex');
      expect((cause as EscarmoucheError).exitCode).toBe(2);
    }
  });

  it.each(['1000d6', '1000d6kh3', '10d6!', '100d20kh50'])('%s is computed and sums to 1', (text) => {
    const d = distribution(text);
    expect(Math.abs([...d.values()].reduce((a, b) => a + b, 0) - 1)).toBeLessThan(1e-12);
  });
});

describe('a success threshold with <', () => {
  it('4d8<3: 1 and 2 succeed, each die with probability 2/8 (= 3 alone would be 1/8)', () => {
    const expected = bruteSum([g(4, 8, { success: (v) => v < 3 })]);
    expect(maxDiff(distribution('4d8<3'), expected)).toBeLessThan(1e-12);
    expect(distribution('4d8<3').get(4)).toBeCloseTo((2 / 8) ** 4, 15);
  });
});
