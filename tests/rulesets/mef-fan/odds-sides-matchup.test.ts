/** Mef-Fan in a matchup: which attacks a unit has (Mél dice strike, Tir dice shoot) and the headline numbers of a report. */
import { describe, expect, it } from 'vitest';
import { attacks, headline } from '../../../src/rulesets/mef-fan/odds/matchup.js';
import { bandOf } from './helpers.js';

const band = bandOf([
  { name: 'Épéistes', models: 2, dep: 2, mel: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Archers', models: 2, dep: 2, mel: [{ score: 1 }], tir: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Frondeurs', models: 2, dep: 2, tir: [{ score: 1 }], def: 0, men: 1, vie: 1 },
  { name: 'Paysans', models: 3, dep: 1, def: 0, men: 1, vie: 1 },
]);
const at = (i: number) => attacks(band, { name: band.units[i]?.name ?? 'none', path: ['units', i] });
const melee = { name: 'melee', label: 'Mél', options: { weapon: 'melee' } };
const ranged = { name: 'ranged', label: 'Tir', options: { weapon: 'ranged' } };

describe('the attacks of a unit', () => {
  it.each([
    ['Mél only: strikes', 0, [melee]],
    ['Mél and Tir: strikes and shoots', 1, [melee, ranged]],
    ['Tir only: shoots', 2, [ranged]],
    ['neither: no attack', 3, []],
    ['no such unit: no attack', 9, []],
  ])('%s', (_, index, expected) => {
    expect(at(index)).toStrictEqual(expected);
  });
});

describe('the headline: kill = at least one figure removed, damage = expected Vie lost (capped at what the target has), hit = at least one wound', () => {
  it('from the distributions: 1 − P(0)', () => {
    expect(headline({ removed: { 0: 0.75, 1: 0.25 }, wounds: { 0: 0.5, 1: 0.3, 2: 0.2 }, expected_wounds: 0.9, expected_vie_lost: 0.7 })).toStrictEqual({ kill: 0.25, damage: 0.7, hit: 0.5 });
  });

  it('a distribution without 0: certain', () => {
    expect(headline({ removed: { 1: 1 }, wounds: { 2: 1 }, expected_wounds: 3, expected_vie_lost: 2 })).toStrictEqual({ kill: 1, damage: 2, hit: 1 });
  });

  it('missing, null or not a number: no headline, never a crash', () => {
    expect(headline({})).toStrictEqual({ kill: null, damage: null, hit: null });
    expect(headline({ removed: null, wounds: 'none', expected_wounds: 0.7, expected_vie_lost: '0.7' })).toStrictEqual({ kill: null, damage: null, hit: null });
  });
});
