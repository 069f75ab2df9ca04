/**
 * Pillage and fouille as whole reports (JSON keys and view lines, in English and French), the dice shown when rolled,
 * and `--action` at, under and over its bounds, refused with the flag, the value and the range.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import { refusal } from '../../helpers/refusal.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { fouilleScenario, pillageScenario, rolls, scenarioChance } from '../../../src/rulesets/fees-d-armes/odds/rolls.js';

const fixed = (faces: number[]): Rng => ({ die: () => faces.shift()! });
const exact = (name: string, options: Options, lang?: string) => rolls[name]!.run(options, { exact: true, rng: fixed([]), ...(lang ? { lang } : {}) } as never);
const rolled = (name: string, options: Options, faces: number[], lang?: string) =>
  rolls[name]!.run(options, { exact: false, rng: fixed(faces), ...(lang ? { lang } : {}) } as never);

const bad = (option: string, actual: string, limit: string) => ({ code: 'fees/bad-option', params: { option, actual, limit }, exit: EXIT.usage });

describe('pillage: "Si au moins un 6 est obtenu, le repaire est pillé"', () => {
  it('2 dice, exact: P = 1 − (5/6)² = 11/36, and the whole report in English', () => {
    const r = exact('pillage', { action: 2 });
    expect(r.json).toStrictEqual({
      ruleset: 'fees-d-armes', roll: 'pillage', dice_rolled: 2, success_on: 6, need: 1, modifiers: { total: 0 },
      method: 'exact', p_success: r.json.p_success, successes: r.json.successes,
    });
    expect(r.json.p_success).toBeCloseTo(11 / 36, 14);
    const successes = r.json.successes as Record<string, number>;
    expect(Object.keys(successes)).toEqual(['0', '1', '2']);
    [25 / 36, 10 / 36, 1 / 36].forEach((p, n) => expect(successes[n]).toBeCloseTo(p, 14));
    expect(r.view).toStrictEqual([
      { kind: 'heading', text: 'Piller the repaire: 2d6, at least one 6' },
      { kind: 'pairs', items: [['P(success)', '30.56%']] },
      { kind: 'bars', items: [0, 1, 2].map((n) => ({ label: String(n), p: successes[n] })) },
    ]);
  });

  it('in French with --lang fr, English for any other language', () => {
    const fr = exact('pillage', { action: 2 }, 'fr');
    expect(fr.view[0]).toStrictEqual({ kind: 'heading', text: 'Piller le repaire : 2d6, au moins un 6' });
    expect(fr.view[1]).toStrictEqual({ kind: 'pairs', items: [['P(réussite)', '30,56\u00a0%']] });
    expect(exact('pillage', { action: 2 }, 'de').view[0]).toStrictEqual({ kind: 'heading', text: 'Piller the repaire: 2d6, at least one 6' });
  });

  it('the modifiers do not move the natural 6; --tokens N adds two dice per token', () => {
    expect(pillageScenario({ action: 1, tokens: 1, conseiller: true, modifier: 2 })).toStrictEqual({ roll: 'pillage', face: 6, need: 1, dice: 3, modifiers: { parts: {}, total: 0 } });
    expect(scenarioChance(pillageScenario({ action: 1 }))).toBeCloseTo(1 / 6, 14);
  });

  it('rolled: a 6 is a success shown in brackets, a 5 is not', () => {
    const r = rolled('pillage', { action: 3 }, [5, 6, 1]);
    expect(r.json).toStrictEqual({
      ruleset: 'fees-d-armes', roll: 'pillage', dice_rolled: 3, success_on: 6, need: 1, modifiers: { total: 0 },
      method: 'rolled', dice: [5, 6, 1], successes: 1, success: true,
    });
    expect(r.view).toStrictEqual([
      { kind: 'heading', text: 'Piller the repaire: 3d6, at least one 6' },
      { kind: 'pairs', items: [['dice', '5 [6] 1'], ['result', 'success (1)']] },
    ]);
    expect(rolled('pillage', { action: 2 }, [5, 4], 'fr').view[1]).toStrictEqual({ kind: 'pairs', items: [['dés', '5 4'], ['résultat', 'échec (0)']] });
  });

  it('no dice at all (Action 1 under Peur) shows "-" and fails', () => {
    const r = rolled('pillage', { action: 1, peur: 1 }, []);
    expect(r.json).toMatchObject({ dice_rolled: 0, dice: [], successes: 0, success: false });
    expect(r.view[1]).toStrictEqual({ kind: 'pairs', items: [['dice', '-'], ['result', 'failure (0)']] });
  });
});

describe('fouille: "Si le joueur pioche au moins deux réussites"', () => {
  it('3 dice on 4+: P(at least 2 of 3) = 4/8; whole exact report', () => {
    const r = exact('fouille', { action: 3 });
    expect(r.json).toStrictEqual({
      ruleset: 'fees-d-armes', roll: 'fouille', dice_rolled: 3, success_on: 4, need: 2, modifiers: { total: 0 },
      method: 'exact', p_success: 0.5, successes: { 0: 1 / 8, 1: 3 / 8, 2: 3 / 8, 3: 1 / 8 },
    });
    expect(r.view[0]).toStrictEqual({ kind: 'heading', text: 'Fouiller an objective: 3d6, at least 2 successes on 4+' });
    expect(r.view[1]).toStrictEqual({ kind: 'pairs', items: [['P(success)', '50.00%']] });
  });

  it('--modifier and Conseiller shift the face (−1 and +1 sum to 4+; +2 gives 2+); a 3 is then a success shown in brackets', () => {
    expect(fouilleScenario({ action: 2, modifier: -1, conseiller: true }).face).toBe(4);
    const s = fouilleScenario({ action: 2, modifier: 2 });
    expect(s).toStrictEqual({ roll: 'fouille', face: 2, need: 2, dice: 2, modifiers: { parts: { modifier: 2 }, total: 2 } });
    expect(scenarioChance(s)).toBeCloseTo(25 / 36, 14);
    const r = rolled('fouille', { action: 3, conseiller: true }, [2, 3, 4]);
    expect(r.json).toStrictEqual({
      ruleset: 'fees-d-armes', roll: 'fouille', dice_rolled: 3, success_on: 3, need: 2, modifiers: { conseiller: 1, total: 1 },
      method: 'rolled', dice: [2, 3, 4], successes: 2, success: true,
    });
    expect(r.view[1]).toStrictEqual({ kind: 'pairs', items: [['dice', '2 [3] [4]'], ['result', 'success (2)']] });
  });

  it('--modifier is bounded −20 to 20', () => {
    expect(fouilleScenario({ action: 1, modifier: -20 }).face).toBe(6);
    expect(refusal(() => fouilleScenario({ action: 1, modifier: 21 }))).toEqual(bad('--modifier', '21', '-20–20'));
  });
});

describe('--action: the figure\'s Action, 1 to 20', () => {
  it('is required', () => {
    expect(refusal(() => pillageScenario({}))).toEqual({ code: 'fees/roll-action', params: {}, exit: EXIT.usage });
  });

  it('at 1 and 20 accepted, 0, 21 and 1.5 refused with the flag, the value and the range', () => {
    expect(pillageScenario({ action: 1 }).dice).toBe(1);
    expect(pillageScenario({ action: 20 }).dice).toBe(20);
    expect(refusal(() => pillageScenario({ action: 0 }))).toEqual(bad('--action', '0', '1–20'));
    expect(refusal(() => pillageScenario({ action: 21 }))).toEqual(bad('--action', '21', '1–20'));
    expect(refusal(() => fouilleScenario({ action: '1.5' }))).toEqual(bad('--action', '1.5', '1–20'));
  });

  it('--tokens is bounded 0 to 20', () => {
    expect(pillageScenario({ action: 1, tokens: 20 }).dice).toBe(41);
    expect(refusal(() => pillageScenario({ action: 1, tokens: 21 }))).toEqual(bad('--tokens', '21', '0–20'));
  });
});
