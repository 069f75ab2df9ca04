/**
 * What a Frostgrave `simulate-attack` accepts and refuses, read by `odds/attack.ts` directly: `--weapon`, the options of
 * one kind of attack only, the counts of figures, the range ("égale ou inférieure à 24"), a shot without a bow, and
 * `--dice`; each refusal with its code, exit and values beside the nearest allowed case.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { readDice } from '../../../src/rulesets/frostgrave/odds/attack.js';
import { refusal } from '../../helpers/refusal.js';
import { member, simulate, typed } from './odds-common.js';

const usage = (code: string, params: unknown = {}) => ({ code, params, exit: EXIT.usage });
const fight = (options: Options) => simulate(member('Brigand'), member('Fantassin'), options).json;
const shot = (options: Options) => simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', ...options }).json;

describe('--weapon', () => {
  it('melee (the default, or said) or ranged; anything else refused with the word given', () => {
    expect(fight({}).attack).toBe('melee');
    expect(fight({ weapon: 'melee' }).attack).toBe('melee');
    expect(shot({}).attack).toBe('ranged');
    expect(refusal(() => fight({ weapon: 'magic' }))).toEqual(usage('frostgrave/bad-weapon-kind', { actual: 'magic' }));
  });
});

describe('options of one kind of attack', () => {
  it('a shooting modifier in a fight is refused by its flag; one set to false is no modifier', () => {
    expect(refusal(() => fight({ largeTarget: true }))).toEqual(usage('frostgrave/ranged-only', { option: '--large-target' }));
    expect(refusal(() => fight({ range: 3 }))).toEqual(usage('frostgrave/ranged-only', { option: '--range' }));
    expect(fight({ hasty: false, lightCover: false }).p_win).toBe(fight({}).p_win);
  });

  it('support or a treasure in a shot is refused by its flag', () => {
    expect(refusal(() => shot({ targetSupport: 1 }))).toEqual(usage('frostgrave/melee-only', { option: '--target-support' }));
    expect(refusal(() => shot({ treasure: true }))).toEqual(usage('frostgrave/melee-only', { option: '--treasure' }));
    expect(shot({ treasure: false }).p_hit).toBe(shot({}).p_hit);
  });

  it('light cover or heavy cover, not both', () => {
    expect(shot({ lightCover: true }).modifiers).toMatchObject({ target: { roll: [{ source: 'fight' }, { source: 'light_cover', value: 2 }] } });
    expect(refusal(() => shot({ lightCover: true, heavyCover: true }))).toEqual(usage('frostgrave/cover-conflict'));
  });
});

describe('counts of figures, read before the dice and the sides', () => {
  it.each([
    ['support', { support: -1 }, fight, '--support'],
    ['targetSupport', { targetSupport: -1 }, fight, '--target-support'],
    ['obstructions', { obstructions: -1 }, shot, '--obstructions'],
  ] as const)('--%s: 0 allowed, −1 refused even beside bad dice', (_key, options, attack, option) => {
    const zero = Object.fromEntries(Object.keys(options).map((k) => [k, 0]));
    expect(attack(zero).method).toBe('exact');
    expect(refusal(() => attack({ ...options, dice: 'x' }))).toEqual(usage('frostgrave/out-of-range', { option, limit: 0, actual: -1 }));
  });

  it('obstructions: each adds 1 to the target\'s roll', () => {
    expect(shot({ obstructions: 3 }).modifiers).toMatchObject({ target: { roll: [{ source: 'fight' }, { source: 'obstructions', value: 3 }] } });
  });
});

describe('--range: « égale ou inférieure à 24" »', () => {
  it('0 and 24 are in range, stated in the JSON', () => {
    expect(shot({ range: 0 }).range).toBe(0);
    expect(shot({ range: '24' }).range).toBe(24);
  });

  it('under 0 or not a number is a usage error, with the text given', () => {
    expect(refusal(() => shot({ range: -1 }))).toEqual(usage('frostgrave/out-of-range', { option: '--range', limit: '≥ 0', actual: '-1' }));
    expect(refusal(() => shot({ range: 'far' }))).toEqual(usage('frostgrave/out-of-range', { option: '--range', limit: '≥ 0', actual: 'far' }));
  });

  it('over 24 is out of range, a rule error (exit 1) with the distance and the limit', () => {
    expect(refusal(() => shot({ range: 24.5 }))).toEqual({ code: 'frostgrave/beyond-range', params: { actual: 24.5, limit: 24 }, exit: EXIT.invalid });
  });
});

describe('a shot without a bow or a crossbow', () => {
  it('is refused, naming the figure and its weapon (exit 1)', () => {
    expect(refusal(() => simulate(member('Mage'), member('Brigand'), { weapon: 'ranged' }))).toEqual({ code: 'frostgrave/no-ranged-weapon', params: { name: 'Mage', weapon: 'bâton' }, exit: EXIT.invalid });
  });

  it('a typed shooter must give --shoot first', () => {
    expect(refusal(() => simulate(typed, member('Brigand'), { weapon: 'ranged' }))).toEqual(usage('frostgrave/missing-option', { option: '--shoot', side: 'attacker' }));
    expect(refusal(() => simulate(member('Archer'), typed, { weapon: 'ranged' }, 'fr'))).toEqual(usage('frostgrave/missing-option', { option: '--target-fight', side: 'cible' }));
  });
});

describe('--dice: the attacker\'s d20, then the target\'s', () => {
  it.each([
    [[13, 5], [13, 5]],
    [['13', '5'], [13, 5]],
    ['13,5', [13, 5]],
    [' 13 ,  5 ', [13, 5]],
    ['1,20', [1, 20]],
  ] as const)('%j reads as %j', (raw, dice) => {
    expect(readDice(raw)).toStrictEqual(dice);
  });

  it('absent: the exact odds', () => {
    expect(readDice(undefined)).toBeUndefined();
  });

  it.each([
    [[1, 2, 3], '1,2,3'],
    [[7], '7'],
    ['0,5', '0,5'],
    ['13,21', '13,21'],
    ['13;5', '13;5'],
  ] as const)('%j is refused, shown as "%s"', (raw, actual) => {
    expect(refusal(() => readDice(raw))).toEqual(usage('frostgrave/bad-dice', { actual }));
  });
});
