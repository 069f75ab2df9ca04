/** F&F tests and opposed tests, against the 36 (and 1296) outcomes counted by hand in the test. */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import { manifest } from '../../../src/rulesets/flammes-et-fantassins/manifest.js';
import { opposed, test as testRoll, TEST_TARGET } from '../../../src/rulesets/flammes-et-fantassins/odds/rolls.js';

const faces = [1, 2, 3, 4, 5, 6];
const pairs = faces.flatMap((a) => faces.map((b) => a + b));
const fixed = (...values: number[]): Rng => ({ die: () => values.shift()! });

describe('F&F test: 2D6 + stat, success on 8 or more', () => {
  it.each([-3, -1, 0, 1, 2, 4, 6])('--stat %i --exact', (stat) => {
    const { json } = testRoll.run({ stat }, { exact: true, rng: new SeededRng('x') });
    const successes = pairs.filter((s) => s + stat >= 8).length;
    expect(json.success as number).toBeCloseTo(successes / 36, 14);
    expect(json.target).toBe(8);
    const d = json.distribution as Record<string, number>;
    for (let total = 2; total <= 12; total++) expect(d[String(total + stat)]).toBeCloseTo(pairs.filter((s) => s === total).length / 36, 14);
    expect(json.mean as number).toBeCloseTo(7 + stat, 12);
  });

  it('a certain success is exactly 1, never 1.0000000000000002 (issue 17, output glitch)', () => {
    for (const stat of [6, 7, 20]) {
      const { json } = testRoll.run({ stat }, { exact: true, rng: new SeededRng('x') });
      expect(json.success).toBe(1);
    }
    expect(testRoll.run({ stat: -11 }, { exact: true, rng: new SeededRng('x') }).json.success).toBe(0);
    const o = opposed.run({ stat: 12, vs: 0 }, { exact: true, rng: new SeededRng('x') }).json;
    expect(o.win as number).toBeLessThanOrEqual(1);
  });

  it('a score of exactly 8 succeeds, 7 fails (rules-notes: "score de 8 ou plus")', () => {
    expect(TEST_TARGET).toBe(8);
    expect(testRoll.run({ stat: 1 }, { exact: false, rng: fixed(3, 4) }).json).toMatchObject({ total: 8, success: true });
    expect(testRoll.run({ stat: 0 }, { exact: false, rng: fixed(3, 4) }).json).toMatchObject({ total: 7, success: false });
    expect(testRoll.run({ stat: -2 }, { exact: false, rng: fixed(6, 4) }).json).toMatchObject({ total: 8, success: true });
  });

  it('shows both dice', () => {
    const { json } = testRoll.run({ stat: 2 }, { exact: false, rng: fixed(5, 1) });
    expect(json.dice).toEqual([{ sides: 6, face: 5, kept: true }, { sides: 6, face: 1, kept: true }]);
  });

  it('words its view in French', () => {
    const { view } = testRoll.run({ stat: 2 }, { exact: false, rng: fixed(5, 1), lang: 'fr' });
    expect(JSON.stringify(view)).toContain('réussite');
  });
});

describe('F&F opposed test: the highest score wins, ties go to the one who acts', () => {
  const count = (stat: number, vs: number) => {
    let win = 0;
    let tie = 0;
    for (const a of pairs) for (const b of pairs) (a + stat > b + vs ? win++ : a + stat === b + vs ? tie++ : 0);
    return { win, tie, loss: 1296 - win - tie };
  };

  it.each([
    [0, 0],
    [1, 2],
    [3, 0],
    [-2, 2],
  ])('--stat %i --vs %i --exact', (stat, vs) => {
    const { json } = opposed.run({ stat, vs }, { exact: true, rng: new SeededRng('x') });
    const n = count(stat, vs);
    expect(json.win as number).toBeCloseTo((n.win + n.tie) / 1296, 14);
    expect(json.tie as number).toBeCloseTo(n.tie / 1296, 14);
    expect(json.loss as number).toBeCloseTo(n.loss / 1296, 14);
  });

  it('equal stats favour the one who acts: 1 − P(target strictly higher) = 0.5 + P(tie)/2', () => {
    const { json } = opposed.run({ stat: 0, vs: 0 }, { exact: true, rng: new SeededRng('x') });
    expect(json.win as number).toBeCloseTo(0.5 + 146 / 1296 / 2, 14);
  });

  it('a rolled tie goes to the one who acts, a higher target wins', () => {
    expect(opposed.run({ stat: 1, vs: 2 }, { exact: false, rng: fixed(4, 4, 3, 4) }).json).toMatchObject({ winner: 'actor', tie: true });
    expect(opposed.run({ stat: 1, vs: 2 }, { exact: false, rng: fixed(4, 3, 3, 4) }).json).toMatchObject({ winner: 'target', tie: false });
    expect(opposed.run({ stat: 1, vs: 2 }, { exact: false, rng: fixed(6, 3, 3, 3) }).json).toMatchObject({ winner: 'actor', tie: false });
  });
});

describe('F&F roll declarations', () => {
  it('declare test and opposed with their required options', () => {
    expect(manifest.rolls.map((r) => [r.name, r.options.filter((o) => o.required).map((o) => o.key)])).toEqual([
      ['test', ['stat']],
      ['opposed', ['stat', 'vs']],
    ]);
  });

  it('implement every declared roll', async () => {
    const ruleset = await manifest.load();
    for (const spec of manifest.rolls) expect(ruleset.rolls?.[spec.name]).toBeDefined();
  });
});

describe('no chance outside [0, 1] (issue 36)', () => {
  it.each([
    [0, 11],
    [11, 0],
    [0, 0],
    [12, 12],
  ])('opposed --stat %i --vs %i: every chance within [0, 1], a win (ties included) and a loss adding to 1 within 1e-9', (stat, vs) => {
    const json = opposed.run({ stat, vs }, { exact: true, rng: new SeededRng('x') }).json as Record<string, number>;
    for (const p of [json.win!, json.tie!, json.loss!]) expect(p >= 0 && p <= 1).toBe(true);
    expect(Math.abs(json.win! + json.loss! - 1)).toBeLessThan(1e-9);
  });
  it('--stat 0 --vs 11: the loss is exactly 1, not 1.0000000000000002', () => {
    expect((opposed.run({ stat: 0, vs: 11 }, { exact: true, rng: new SeededRng('x') }).json as Record<string, number>).loss).toBe(1);
  });
});
