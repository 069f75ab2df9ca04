/**
 * Mef-Fan named rolls, report by report: the whole JSON (every key, no extra one) and every view line of the test de
 * moral, spell casting, healing and initiative, exact and rolled on given dice; every refusal with its code and values.
 * Rulebook (Mini Figs Mef-Fan): "un résultat qui, après ajout des bonus/malus aux caractéristiques, soit inférieur ou
 * égal à celle-ci … Il n'y a pas de réussite ou d'échec automatique"; initiative I.B; moral II.E; sorts III.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { castSpec, rolls } from '../../../src/rulesets/mef-fan/odds/rolls.js';
import { refusal } from '../../helpers/refusal.js';

/** Dice that show these faces in order, d6 only, and refuse to roll once they are used up. */
function dice(...faces: number[]): Rng & { readonly left: number[] } {
  const left = [...faces];
  return {
    left,
    die: (sides: number) => {
      if (sides !== 6) throw new Error(`a d${sides} was rolled`);
      if (left.length === 0) throw new Error('one die too many was rolled');
      return left.shift()!;
    },
  };
}

const run = (name: string, options: Options, rng?: Rng) => rolls[name]!.run(options, { exact: rng === undefined, rng: rng ?? new SeededRng('unused'), lang: 'en' });


describe('test de moral, exact: the JSON and the view in full', () => {
  it('Men 3, a chef within 20 cm (+1), several figures (+1): success on d6 ≤ 5, 5/6', () => {
    const report = run('morale', { men: 3, chef: true, several: true });
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan',
      roll: 'morale',
      method: 'exact',
      men: 3,
      modifiers: [{ source: 'chef', value: 1 }, { source: 'several', value: 1 }],
      target: 5,
      p_success: expect.closeTo(5 / 6, 12),
    });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Test de moral' },
      { kind: 'lines', lines: ['Men 3', '+1  chef within 20 cm', '+1  several figures', 'success on d6 ≤ 5'] },
      { kind: 'bars', items: [{ label: 'success', p: expect.closeTo(5 / 6, 12) }, { label: 'failure', p: expect.closeTo(1 / 6, 12) }] },
    ]);
  });

  it('Men 5 is the last that rolls: an enemy musicien re-rolls the success, (5/6)² = 25/36', () => {
    expect(run('morale', { men: 5, musicien: true }).json).toStrictEqual({
      ruleset: 'mef-fan', roll: 'morale', method: 'exact', men: 5, modifiers: [], target: 5, p_success: expect.closeTo(25 / 36, 12),
    });
  });

  it('Men 6 ("un score supérieur à 5"): never demoralised, whatever the modifiers, p_success 1', () => {
    const report = run('morale', { men: 6, smaller: true, musicien: true });
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan', roll: 'morale', method: 'exact', men: 6, modifiers: [{ source: 'smaller', value: -1 }], target: 5, p_success: 1, unbreakable: true,
    });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Test de moral' },
      { kind: 'lines', lines: ['Men 6', '-1  smaller part of a split unit', 'Men above 5: never demoralised, no roll'] },
      { kind: 'bars', items: [{ label: 'success', p: 1 }, { label: 'failure', p: 0 }] },
    ]);
  });

  it('--several and --smaller exclude each other (exit 2, no values); either alone is allowed', () => {
    expect(refusal(() => run('morale', { men: 3, several: true, smaller: true }))).toEqual({ code: 'mef-fan/several-and-smaller', params: {}, exit: EXIT.usage });
    expect(run('morale', { men: 3, several: true }).json).toMatchObject({ target: 4 });
    expect(run('morale', { men: 3, smaller: true }).json).toMatchObject({ target: 2 });
  });
});

describe('test de moral, rolled on given dice', () => {
  it('a 3 against Men 3 succeeds ("inférieur ou égal"), one die, no Men test of a target', () => {
    const rng = dice(3);
    const report = run('morale', { men: 3 }, rng);
    expect(report.json).toStrictEqual({ ruleset: 'mef-fan', roll: 'morale', method: 'rolled', men: 3, modifiers: [], target: 3, dice: [3], success: true });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Test de moral' },
      { kind: 'lines', lines: ['Men 3', 'success on d6 ≤ 3'] },
      { kind: 'lines', lines: ['dice: 3', 'success'] },
    ]);
    expect(rng.left).toEqual([]);
  });

  it('a 4 against Men 3 fails', () => {
    expect(run('morale', { men: 3 }, dice(4)).json).toStrictEqual({ ruleset: 'mef-fan', roll: 'morale', method: 'rolled', men: 3, modifiers: [], target: 3, dice: [4], success: false });
  });

  it('a 3 against Men 3 is a success, so a porte-bannière does not re-roll it and an enemy musicien does', () => {
    expect(run('morale', { men: 3, porteBanniere: true }, dice(3)).json).toMatchObject({ dice: [3], success: true });
    expect(run('morale', { men: 3, musicien: true }, dice(3, 4)).json).toMatchObject({ dice: [3, 4], success: false });
  });

  it('a 4 against Men 3 is a failure, so a porte-bannière re-rolls it and an enemy musicien does not', () => {
    expect(run('morale', { men: 3, porteBanniere: true }, dice(4, 3)).json).toMatchObject({ dice: [4, 3], success: true });
    expect(run('morale', { men: 3, musicien: true }, dice(4)).json).toMatchObject({ dice: [4], success: false });
  });

  it('Men 6 rolls no die at all and is not demoralised', () => {
    const report = run('morale', { men: 6 }, dice());
    expect(report.json).toStrictEqual({ ruleset: 'mef-fan', roll: 'morale', method: 'rolled', men: 6, modifiers: [], target: 6, dice: [], success: true, unbreakable: true });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Test de moral' },
      { kind: 'lines', lines: ['Men 6', 'Men above 5: never demoralised, no roll'] },
      { kind: 'lines', lines: ['dice: ', 'success'] },
    ]);
  });
});

describe('spell casting and healing: the JSON in full', () => {
  it('cast, Men 3 with Action concentrée (+1) at a target of Men 2 (Terreur): 4/6 cast, then the target fails on 3–6: 4/9', () => {
    const report = run('cast', { men: 3, concentrated: true, targetMen: 2 });
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan',
      roll: 'cast',
      method: 'exact',
      men: 3,
      modifiers: [{ source: 'concentrated', value: 1 }],
      target: 4,
      p_success: expect.closeTo(2 / 3, 12),
      target_men: 2,
      p_effect: expect.closeTo(4 / 9, 12),
    });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Spell casting (Men test)' },
      { kind: 'lines', lines: ['Men 3', '+1  Action concentrée', 'success on d6 ≤ 4'] },
      { kind: 'bars', items: [{ label: 'success', p: expect.closeTo(2 / 3, 12) }, { label: 'failure', p: expect.closeTo(1 / 3, 12) }, { label: 'cast and not resisted', p: expect.closeTo(4 / 9, 12) }] },
    ]);
  });

  it('cast without --target-men: no target keys at all; a Men 0 target always fails its test', () => {
    expect(run('cast', { men: 3 }).json).toStrictEqual({ ruleset: 'mef-fan', roll: 'cast', method: 'exact', men: 3, modifiers: [], target: 3, p_success: 0.5 });
    expect(run('cast', { men: 3, targetMen: 0 }).json).toMatchObject({ target_men: 0, p_effect: 0.5 });
  });

  it('the cast spec carries targetMen only when it is given', () => {
    expect(castSpec({ men: 2 })).toStrictEqual({ roll: 'cast', men: 2, modifiers: [], reroll: { failure: false, success: false } });
    expect(castSpec({ men: 2, targetMen: 4 })).toStrictEqual({ roll: 'cast', men: 2, modifiers: [], reroll: { failure: false, success: false }, targetMen: 4, targetTest: 'resist' });
  });

  it('--target-men below 0 is refused with its flag, value and bound; 0 is allowed', () => {
    expect(refusal(() => run('cast', { men: 3, targetMen: -1 }))).toEqual({ code: 'mef-fan/option-range', params: { option: '--target-men', actual: '-1', limit: '≥ 0' }, exit: EXIT.usage });
  });

  it('heal, Men 2, the patient in Action concentrée (+1): 3/6', () => {
    const report = run('heal', { men: 2, patientConcentrated: true });
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan', roll: 'heal', method: 'exact', men: 2, modifiers: [{ source: 'patient-concentrated', value: 1 }], target: 3, p_success: 0.5,
    });
    expect(report.view[0]).toEqual({ kind: 'heading', text: 'Healing (Men test)' });
  });
});

describe('spell casting rolled on given dice: the target resists on d6 ≤ its Men', () => {
  it('cast on a 3 (Men 3), the target of Men 2 rolls a 2: it resists', () => {
    const rng = dice(3, 2);
    const report = run('cast', { men: 3, targetMen: 2 }, rng);
    expect(report.json).toStrictEqual({ ruleset: 'mef-fan', roll: 'cast', method: 'rolled', men: 3, modifiers: [], target: 3, dice: [3], success: true, target_men: 2, target_die: 2, effect: false });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Spell casting (Men test)' },
      { kind: 'lines', lines: ['Men 3', 'success on d6 ≤ 3'] },
      { kind: 'lines', lines: ['dice: 3', 'success', 'the target resists (2)'] },
    ]);
    expect(rng.left).toEqual([]);
  });

  it('cast on a 3, the target rolls a 3 against Men 2: it fails its Men test', () => {
    const report = run('cast', { men: 3, targetMen: 2 }, dice(3, 3));
    expect(report.json).toMatchObject({ success: true, target_die: 3, effect: true });
    expect(report.view[2]).toEqual({ kind: 'lines', lines: ['dice: 3', 'success', 'the target fails its Men test (3)'] });
  });

  it('a failed cast (4 against Men 3) rolls no die for the target', () => {
    const rng = dice(4);
    expect(run('cast', { men: 3, targetMen: 2 }, rng).json).toStrictEqual({ ruleset: 'mef-fan', roll: 'cast', method: 'rolled', men: 3, modifiers: [], target: 3, dice: [4], success: false });
    expect(rng.left).toEqual([]);
  });
});

describe('initiative (I.B): "le score final le plus élevé (relancer en cas d\'égalité)", chef +1, général +2', () => {
  it('exact, a chef against none: 21 wins and 5 ties of 36 throws, p_first 21/31', () => {
    const report = run('initiative', { leader: 'chef' });
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan', roll: 'initiative', leader: 'chef', opponent_leader: 'none', bonus: 1, opponent_bonus: 0, method: 'exact', p_first: expect.closeTo(21 / 31, 12), p_tie: expect.closeTo(5 / 36, 12),
    });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Initiative' },
      { kind: 'lines', lines: ["Your bonus +1, the opponent's 0: a d6 each, ties re-rolled"] },
      { kind: 'bars', items: [{ label: 'you win the initiative', p: expect.closeTo(21 / 31, 12) }, { label: 'a throw is a tie (re-rolled)', p: expect.closeTo(5 / 36, 12) }] },
    ]);
  });

  it('rolled, chef (+1) against général (+2): 4+1 = 3+2 is re-rolled, then 6+1 = 7 beats 4+2 = 6', () => {
    const rng = dice(4, 3, 6, 4);
    const report = run('initiative', { leader: 'chef', opponentLeader: 'general' }, rng);
    expect(report.json).toStrictEqual({
      ruleset: 'mef-fan', roll: 'initiative', leader: 'chef', opponent_leader: 'general', bonus: 1, opponent_bonus: 2, method: 'rolled', throws: [[4, 3], [6, 4]], winner: 'player',
    });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Initiative' },
      { kind: 'lines', lines: ["Your bonus +1, the opponent's +2: a d6 each, ties re-rolled"] },
      { kind: 'lines', lines: ['you 4+1 = 5, the opponent 3+2 = 5', 'you 6+1 = 7, the opponent 4+2 = 6', 'you win the initiative'] },
    ]);
    expect(rng.left).toEqual([]);
  });

  it('rolled, chef against général: 1+1 = 2 loses to 1+2 = 3 at once', () => {
    const report = run('initiative', { leader: 'chef', opponentLeader: 'general' }, dice(1, 1));
    expect(report.json).toMatchObject({ throws: [[1, 1]], winner: 'opponent' });
    expect(report.view[2]).toEqual({ kind: 'lines', lines: ['you 1+1 = 2, the opponent 1+2 = 3', 'the opponent wins the initiative'] });
  });

  it('rolled, général (+2) against none: 1+2 = 3 beats a 2', () => {
    expect(run('initiative', { leader: 'general' }, dice(1, 2)).json).toMatchObject({ throws: [[1, 2]], winner: 'player' });
  });

  it('an unknown leader is refused with its flag, the value given and the choices; general is allowed', () => {
    const limit = 'none | chef | general';
    expect(refusal(() => run('initiative', { leader: 'roi' }))).toEqual({ code: 'mef-fan/option-range', params: { option: '--leader', actual: 'roi', limit }, exit: EXIT.usage });
    expect(refusal(() => run('initiative', { opponentLeader: 'king' }))).toEqual({ code: 'mef-fan/option-range', params: { option: '--opponent-leader', actual: 'king', limit }, exit: EXIT.usage });
    expect(run('initiative', { leader: 'general', opponentLeader: 'general' }).json).toMatchObject({ bonus: 2, opponent_bonus: 2, p_first: 0.5 });
  });
});
