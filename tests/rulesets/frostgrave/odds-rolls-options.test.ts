/**
 * The options of `roll cast` (and the bounds shared with initiative and fall): each at its bounds, and just beyond them
 * refused with its code and the values its message is worded from (the flag, the range, what was typed).
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { castRequest, rolls } from '../../../src/rulesets/frostgrave/odds/rolls.js';
import { refusal } from '../../helpers/refusal.js';

const noDice: Rng = { die: () => { throw new Error('an exact report rolled a die'); } };
const exact = (name: string, options: Options) => rolls[name]!.run(options, { exact: true, rng: noDice });
const usage = (code: string, params: Record<string, unknown> = {}) => ({ code, params, exit: EXIT.usage });
const outOfRange = (option: string, limit: string, actual: string) => usage('frostgrave/out-of-range', { option, limit, actual });

describe('castRequest: what `roll cast` reads from its options', () => {
  it('only the casting number: no empowering, no Will key, not wounded', () => {
    expect(castRequest({ castingNumber: 10 })).toStrictEqual({ castingNumber: 10, empower: 0, wounded: false });
    expect(castRequest({ castingNumber: '10', wounded: true })).toStrictEqual({ castingNumber: 10, empower: 0, wounded: true });
  });

  it('every option at its bounds is kept as typed', () => {
    expect(castRequest({ castingNumber: 1, empower: 0, will: -20, targetEmpower: 1 })).toStrictEqual({ castingNumber: 1, empower: 0, will: -20, targetEmpower: 1, wounded: false });
    expect(castRequest({ castingNumber: 40, empower: 60, will: 40, targetEmpower: 60 })).toStrictEqual({ castingNumber: 40, empower: 60, will: 40, targetEmpower: 60, wounded: false });
    expect(castRequest({ castingNumber: 10, will: 2, targetEmpower: 0 })).toStrictEqual({ castingNumber: 10, empower: 0, will: 2, wounded: false });
    expect(castRequest({ castingNumber: 10, offTable: true })).toStrictEqual({ castingNumber: 10, empower: 0, offTable: true, wounded: false });
  });

  it('--casting-number is required', () => {
    expect(refusal(() => castRequest({ will: 2 }))).toEqual(usage('frostgrave/missing-option', { option: '--casting-number', side: 'cast' }));
  });

  it.each([
    [{ castingNumber: 0 }, '--casting-number', '1..40', '0'],
    [{ castingNumber: 41 }, '--casting-number', '1..40', '41'],
    [{ castingNumber: 10, empower: -1 }, '--empower', '0..60', '-1'],
    [{ castingNumber: 10, empower: 61 }, '--empower', '0..60', '61'],
    [{ castingNumber: 10, will: -21 }, '--will', '-20..40', '-21'],
    [{ castingNumber: 10, will: 41 }, '--will', '-20..40', '41'],
    [{ castingNumber: 10, will: 2, targetEmpower: -1 }, '--target-empower', '0..60', '-1'],
    [{ castingNumber: 10, will: 2, targetEmpower: 61 }, '--target-empower', '0..60', '61'],
  ])('%o is refused: %s outside %s', (options, option, limit, actual) => {
    expect(refusal(() => castRequest(options))).toEqual(outOfRange(option, limit, actual));
  });

  it('a casting number that is not a whole number is refused as such, not rounded', () => {
    expect(refusal(() => castRequest({ castingNumber: '10.5' }))).toEqual(usage('frostgrave/not-an-integer', { option: '--casting-number', actual: '10.5' }));
  });

  it('--target-empower needs --will: refused without values', () => {
    expect(refusal(() => castRequest({ castingNumber: 10, targetEmpower: 2 }))).toEqual(usage('frostgrave/target-empower-without-will'));
  });

  it('--off-table refuses --empower and --will, naming the one given (--empower first); even --empower 0', () => {
    const offTable = (option: string) => usage('frostgrave/off-table-empower', { option });
    expect(refusal(() => castRequest({ castingNumber: 10, offTable: true, empower: 0 }))).toEqual(offTable('--empower'));
    expect(refusal(() => castRequest({ castingNumber: 10, offTable: true, will: 2 }))).toEqual(offTable('--will'));
    expect(refusal(() => castRequest({ castingNumber: 10, offTable: true, will: 2, empower: 1 }))).toEqual(offTable('--empower'));
  });
});

describe('--risk of `roll cast --exact`: a number ≥ 0', () => {
  it('0 is allowed; just under 0 and a word are refused with what was typed', () => {
    // Casting number 4: the 1-3 miss by 1-3, no damage, so limit 0 fits a risk of 0.
    expect(exact('cast', { castingNumber: 4, risk: 0 }).json).toMatchObject({ best_empower: { risk: 0, empower: 0 } });
    const bad = (actual: string) => usage('frostgrave/out-of-range', { option: '--risk', limit: '≥ 0', actual });
    expect(refusal(() => exact('cast', { castingNumber: 10, risk: -0.01 }))).toEqual(bad('-0.01'));
    expect(refusal(() => exact('cast', { castingNumber: 10, risk: 'low' }))).toEqual(bad('low'));
  });
});

describe('--players of `roll initiative`: 2 to 12, 2 by default', () => {
  it('at 2 and 12 accepted, 1 and 13 refused', () => {
    expect(exact('initiative', {}).json).toMatchObject({ players: 2 });
    expect(exact('initiative', { players: 12 }).json).toMatchObject({ players: 12, p_first: 1 / 12 });
    expect(refusal(() => exact('initiative', { players: 1 }))).toEqual(outOfRange('--players', '2..12', '1'));
    expect(refusal(() => exact('initiative', { players: 13 }))).toEqual(outOfRange('--players', '2..12', '13'));
    expect(refusal(() => exact('initiative', { players: '2.5' }))).toEqual(usage('frostgrave/not-an-integer', { option: '--players', actual: '2.5' }));
  });
});

describe('--height of `roll fall`: any number of inches from 0 to 1000, decimals allowed', () => {
  it('is required', () => {
    expect(refusal(() => exact('fall', { health: 5 }))).toEqual(usage('frostgrave/missing-option', { option: '--height', side: 'fall' }));
  });

  it('0, 4.5 (6.75 → 6) and 1000 (1500) accepted; −0.5, 1000.5 and a word refused with what was typed', () => {
    expect(exact('fall', { height: 0 }).json).toMatchObject({ height: 0, damage: 0 });
    expect(exact('fall', { height: '4.5' }).json).toMatchObject({ height: 4.5, damage: 6 });
    expect(exact('fall', { height: 1000 }).json).toMatchObject({ height: 1000, damage: 1500 });
    expect(refusal(() => exact('fall', { height: -0.5 }))).toEqual(outOfRange('--height', '0..1000', '-0.5'));
    expect(refusal(() => exact('fall', { height: 1000.5 }))).toEqual(outOfRange('--height', '0..1000', '1000.5'));
    expect(refusal(() => exact('fall', { height: 'high' }))).toEqual(outOfRange('--height', '0..1000', 'high'));
  });
});
