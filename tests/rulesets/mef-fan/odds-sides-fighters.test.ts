/**
 * The two sides of a Mef-Fan attack: a typed-in fighter read field by field (the options are shared by both sides, so
 * each side must take only its own), and every whole-number option at, under and over its bounds, refused with the
 * flag the user typed, the value and the range.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { MefBand } from '../../../src/rulesets/mef-fan/band.js';
import { count, fighter, flagOf, signedCount } from '../../../src/rulesets/mef-fan/odds/fighters.js';
import { bandOf } from './helpers.js';
import { refusal } from '../../helpers/refusal.js';

const typed = (options: Options): Side<MefBand> => ({ kind: 'typed', options });
const band = bandOf([{ name: 'Orques', models: 3, dep: 2, mel: [{ score: 2 }], def: 2, men: 3, vie: 1 }]);
const orques: Side<MefBand> = { kind: 'member', band, member: { name: 'Orques', path: ['units', 0] }, file: 'army.yaml' };

const range = (option: string, actual: string, limit: string) => ({ code: 'mef-fan/option-range', params: { option, actual, limit }, exit: EXIT.usage });

describe('typed-in fighters: each side takes only its own options', () => {
  const shared = { mel: 3, tir: 2, perforant: 1, def: 4, vie: 3, models: 2, targetModels: 5 };

  it('the attacker: Mél and Tir with the Perforant, the number of figures; no Déf, Vie 1, nothing from a band', () => {
    expect(fighter(typed(shared), 'attacker', shared)).toStrictEqual({
      name: 'attacker', typed: true, file: null, models: 2, dep: null, men: null,
      mel: [{ score: 3, perforant: 1 }], tir: [{ score: 2, perforant: 1 }],
      def: 0, vie: 1, lance: false, effrayant: false, vol: null, role: null, spells: [],
    });
  });

  it('the target: Déf, Vie and --target-models; no attack dice', () => {
    expect(fighter(typed(shared), 'target', shared)).toStrictEqual({
      name: 'target', typed: true, file: null, models: 5, dep: null, men: null,
      mel: [], tir: [], def: 4, vie: 3, lance: false, effrayant: false, vol: null, role: null, spells: [],
    });
  });

  it('an attacker typed with --mel alone has no Tir dice, and one figure by default', () => {
    expect(fighter(typed({ mel: 2 }), 'attacker', { mel: 2 })).toMatchObject({ models: 1, mel: [{ score: 2, perforant: 0 }], tir: [] });
    expect(fighter(typed({ tir: 1 }), 'attacker', { tir: 1 })).toMatchObject({ mel: [], tir: [{ score: 1, perforant: 0 }] });
  });

  it('a typed target needs --def: refused without it, Déf 0 allowed', () => {
    expect(refusal(() => fighter(typed({ vie: 2 }), 'target', { vie: 2 }))).toEqual({ code: 'mef-fan/typed-target', params: {}, exit: EXIT.usage });
    expect(fighter(typed({ def: 0 }), 'target', { def: 0 })).toMatchObject({ def: 0, vie: 1, models: 1 });
  });
});

describe('whole numbers at, under and over their bounds', () => {
  it('Vie of a typed target: 1 to 4', () => {
    const vie = (v: number) => fighter(typed({ def: 1, vie: v }), 'target', { def: 1, vie: v }).vie;
    expect(vie(1)).toBe(1);
    expect(vie(4)).toBe(4);
    expect(refusal(() => vie(0))).toEqual(range('--vie', '0', '1–4'));
    expect(refusal(() => vie(5))).toEqual(range('--vie', '5', '1–4'));
  });

  it('Déf of a typed target: at least 0, no upper bound', () => {
    expect(refusal(() => fighter(typed({ def: -1 }), 'target', { def: -1 }))).toEqual(range('--def', '-1', '≥ 0'));
    expect(fighter(typed({ def: 9 }), 'target', { def: 9 }).def).toBe(9);
  });

  it('--target-models of a unit of 3 figures: 1 to 3', () => {
    const models = (n: unknown) => fighter(orques, 'target', { targetModels: n }).models;
    expect(fighter(orques, 'target', {}).models).toBe(3);
    expect(models(1)).toBe(1);
    expect(models(3)).toBe(3);
    expect(refusal(() => models(0))).toEqual(range('--target-models', '0', '1–3'));
    expect(refusal(() => models(4))).toEqual(range('--target-models', '4', '1–3'));
  });

  it('a fraction or a string is not a whole number, even inside the range', () => {
    expect(refusal(() => fighter(orques, 'target', { targetModels: 2.5 }))).toEqual(range('--target-models', '2.5', '1–3'));
    expect(refusal(() => fighter(orques, 'target', { targetModels: '2' }))).toEqual(range('--target-models', '2', '1–3'));
    expect(refusal(() => fighter(orques, 'attacker', { models: Number.NaN }))).toEqual(range('--models', 'NaN', '1–3'));
  });

  it('a bonus or malus: −20 to 20, 0 when absent', () => {
    expect(signedCount({}, 'modifier')).toBe(0);
    expect(signedCount({ modifier: -20 }, 'modifier')).toBe(-20);
    expect(signedCount({ modifier: 20 }, 'modifier')).toBe(20);
    expect(refusal(() => signedCount({ modifier: 21 }, 'modifier'))).toEqual(range('--modifier', '21', '-20–20'));
    expect(refusal(() => signedCount({ targetModifier: -21 }, 'targetModifier'))).toEqual(range('--target-modifier', '-21', '-20–20'));
  });

  it('count falls back when the option is absent, and names an undeclared key as it is', () => {
    expect(count({}, 'men', 0, 7)).toBe(7);
    expect(refusal(() => count({ extra: -1 }, 'extra', 0, 0))).toEqual(range('extra', '-1', '≥ 0'));
  });
});

describe('flagOf: an option as the user typed it', () => {
  it.each([
    ['targetModels', '--target-models'],
    ['parry', '--parry'],
    ['weapon', '--weapon'],
    ['men', '--men'],
    ['targetMen', '--target-men'],
    ['opponentLeader', '--opponent-leader'],
    ['patientConcentrated', '--patient-concentrated'],
    ['no-such-option', 'no-such-option'],
  ])('%s → %s', (key, flag) => {
    expect(flagOf(key)).toBe(flag);
  });
});
