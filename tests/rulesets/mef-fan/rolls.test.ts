import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { manifest } from '../../../src/rulesets/mef-fan/manifest.js';
import { rolls } from '../../../src/rulesets/mef-fan/odds/rolls.js';
import { everyRoll } from './brute.js';

const exact = (name: string, options: Options) => rolls[name]!.run(options, { exact: true, rng: new SeededRng('x') }).json as Record<string, any>;
const rolled = (name: string, options: Options, rng: Rng) => rolls[name]!.run(options, { exact: false, rng }).json as Record<string, any>;

/** P(success) by enumerating two dice: the first roll and its possible re-roll. */
function brute(target: number, reroll: 'failure' | 'success' | 'none'): number {
  let total = 0;
  everyRoll(2, ([first, second], p) => {
    const passed = first! <= target;
    const again = (reroll === 'failure' && !passed) || (reroll === 'success' && passed);
    if (again ? second! <= target : passed) total += p;
  });
  return total;
}

/** Dice that show the given faces in order. */
const loaded = (...faces: number[]): Rng => ({ die: () => faces.shift()! });

describe('Mef-Fan named rolls are declared in the manifest and implemented by the module', () => {
  it('has morale, cast, initiative and heal on both sides', () => {
    expect(manifest.rolls.map((r) => r.name)).toEqual(Object.keys(rolls));
  });

  it('every Men test requires --men; initiative has no Men', () => {
    for (const spec of manifest.rolls) expect(spec.options.find((o) => o.key === 'men')?.required).toBe(spec.name === 'initiative' ? undefined : true);
  });
});

describe('test de moral', () => {
  it.each([
    ['Men 3 alone', { men: 3 }, 3, 'none'],
    ['a chef within 20 cm: +1', { men: 3, chef: true }, 4, 'none'],
    ['a général within 20 cm: +2', { men: 3, general: true }, 5, 'none'],
    ['chef and général are not added: +2', { men: 3, chef: true, general: true }, 5, 'none'],
    ['several figures: +1', { men: 2, several: true }, 3, 'none'],
    ['the smaller part of a split unit: −1', { men: 2, smaller: true }, 1, 'none'],
    ['a porte-bannière re-rolls a failure', { men: 2, porteBanniere: true }, 2, 'failure'],
    ['an enemy musicien re-rolls a success', { men: 4, musicien: true }, 4, 'success'],
    ['porte-bannière and enemy musicien cancel', { men: 4, musicien: true, porteBanniere: true }, 4, 'none'],
    ['Men 6 never fails, even with a musicien', { men: 6, musicien: true }, 6, 'success'],
    ['Men 0 with −1 never succeeds', { men: 0, smaller: true }, -1, 'none'],
  ] as const)('%s', (_, options, target, reroll) => {
    const json = exact('morale', options);
    expect(json.target).toBe(target);
    expect(json.p_success).toBeCloseTo(brute(target, reroll), 12);
  });

  it('refuses --several with --smaller, and a missing --men', () => {
    expect(() => exact('morale', { men: 3, several: true, smaller: true })).toThrow(EscarmoucheError);
    expect(() => exact('morale', {})).toThrow(/roll-needs-men/);
  });

  it('rolls at the table: a failed 5 against 3, re-rolled by the porte-bannière to a 2', () => {
    expect(rolled('morale', { men: 3, porteBanniere: true }, loaded(5, 2))).toMatchObject({ dice: [5, 2], success: true, target: 3 });
  });

  it('rolls at the table: a success re-rolled because of an enemy musicien', () => {
    expect(rolled('morale', { men: 3, musicien: true }, loaded(1, 6))).toMatchObject({ dice: [1, 6], success: false });
  });

  it('the same seed gives the same roll', () => {
    const a = rolled('morale', { men: 3 }, new SeededRng('mef'));
    const b = rolled('morale', { men: 3 }, new SeededRng('mef'));
    expect(a).toEqual(b);
  });
});

describe('spell casting and healing', () => {
  it.each([
    ['cast, Men 3', 'cast', { men: 3 }, 3],
    ['cast with Action concentrée', 'cast', { men: 3, concentrated: true }, 4],
    ['heal, Men 2', 'heal', { men: 2 }, 2],
    ['heal with Action concentrée', 'heal', { men: 2, concentrated: true }, 3],
    ['heal, both in Action concentrée: cumulative', 'heal', { men: 2, concentrated: true, patientConcentrated: true }, 4],
  ] as const)('%s', (_, name, options, target) => {
    const json = exact(name, options);
    expect(json.target).toBe(target);
    expect(json.p_success).toBeCloseTo(brute(target, 'none'), 12);
  });

  it('a spell the target resists (Terreur): cast on d6 ≤ 4 and the target Men 2 fails on d6 > 2', () => {
    let expected = 0;
    everyRoll(2, ([cast, resist], p) => {
      if (cast! <= 4 && resist! > 2) expected += p;
    });
    const json = exact('cast', { men: 3, concentrated: true, targetMen: 2 });
    expect(json.p_effect).toBeCloseTo(expected, 12);
    expect(rolled('cast', { men: 3, targetMen: 2 }, loaded(3, 5))).toMatchObject({ success: true, target_die: 5, effect: true });
  });
});
