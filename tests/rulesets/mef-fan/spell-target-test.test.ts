/**
 * Issue 38 item 7: `roll cast --spell`. "Motivation : l'unité ciblée doit réussir un jet de Men afin de pouvoir effectuer
 * à nouveau un ordre": the target must succeed, so P(effect) = P(cast) × P(d6 ≤ its Men); "Terreur : l'unité ciblée doit
 * réussir un jet de Men ou être démoralisée": it must fail, P(cast) × P(d6 > Men); "Vitesse du vent": P(cast).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { rolls } from '../../../src/rulesets/mef-fan/odds/rolls.js';
import { everyRoll } from './brute.js';
import { refusal } from '../../helpers/refusal.js';

const run = (options: Options, exact: boolean, rng: Rng = new SeededRng('x'), lang: 'en' | 'fr' = 'en') => rolls.cast!.run(options, { exact, rng, lang });
const exact = (options: Options) => run(options, true).json as Record<string, any>;
const loaded = (...faces: number[]): Rng => ({ die: () => faces.shift()! });

/** P(cast on d6 ≤ castOn, then the target's d6 passes or fails its Men), by enumerating the two dice. */
function brute(castOn: number, targetMen: number, wants: 'pass' | 'fail'): number {
  let total = 0;
  everyRoll(2, ([cast, target], p) => {
    if (cast! <= castOn && (wants === 'pass' ? target! <= targetMen : target! > targetMen)) total += p;
  });
  return total;
}

describe('Motivation: the target must succeed its Men test', () => {
  it('Men 3 casts on d6 ≤ 3, a target of Men 4 succeeds on d6 ≤ 4: P(effect) = 1/2 × 2/3 = 1/3', () => {
    const json = exact({ men: 3, spell: 'motivation', targetMen: 4 });
    expect(json).toMatchObject({ p_success: 0.5, target_men: 4, target_test: 'succeed', spell: { id: 'motivation', name: 'Motivation' } });
    expect(json.p_effect).toBeCloseTo(brute(3, 4, 'pass'), 12);
    expect(json.p_effect).toBeCloseTo(1 / 3, 12);
  });

  it('with Action concentrée, by the accented name: 4/6 × 2/6', () => {
    const json = exact({ men: 3, concentrated: true, spell: 'Motivation', targetMen: 2 });
    expect(json.p_effect).toBeCloseTo(brute(4, 2, 'pass'), 12);
  });

  it('is not a resisted spell: the same numbers as Terreur give the complement of the target test', () => {
    const terreur = exact({ men: 3, spell: 'terreur', targetMen: 4 });
    expect(terreur.target_test).toBe('resist');
    expect(terreur.p_effect).toBeCloseTo(brute(3, 4, 'fail'), 12);
    expect(terreur.p_effect).not.toBeCloseTo(exact({ men: 3, spell: 'motivation', targetMen: 4 }).p_effect, 6);
  });

  it('rolled: cast on a 2, the target succeeds on a 4 (Men 4), or fails on a 5', () => {
    expect(run({ men: 3, spell: 'motivation', targetMen: 4 }, false, loaded(2, 4)).json).toMatchObject({ success: true, target_die: 4, effect: true });
    expect(run({ men: 3, spell: 'motivation', targetMen: 4 }, false, loaded(2, 5)).json).toMatchObject({ success: true, target_die: 5, effect: false });
    const failed = run({ men: 3, spell: 'motivation', targetMen: 4 }, false, loaded(4)).json as Record<string, any>;
    expect(failed).toMatchObject({ success: false });
    expect(failed.target_die).toBeUndefined();
  });

  it('the view names the spell and the effect bar in English and French', () => {
    const en = run({ men: 3, spell: 'motivation', targetMen: 4 }, true).view;
    expect(JSON.stringify(en)).toContain('Spell: Motivation');
    expect(JSON.stringify(en)).toContain('cast and the target succeeds its Men test');
    const fr = run({ men: 3, spell: 'motivation', targetMen: 4 }, false, loaded(2, 5), 'fr').view;
    expect(JSON.stringify(fr)).toContain('la cible rate son jet de Men (5) : aucun effet');
  });
});

describe('spells without a target test, and the refusals', () => {
  it('Vitesse du vent works once cast: P(effect) = P(cast)', () => {
    const json = exact({ men: 4, spell: 'vitesse-du-vent' });
    expect(json).toMatchObject({ p_success: 4 / 6, p_effect: 4 / 6, spell: { id: 'vitesse-du-vent' } });
    expect(json.target_test).toBeUndefined();
  });

  it.each([
    ['a spell needing the target Men without --target-men', { men: 3, spell: 'motivation' }, 'mef-fan/spell-needs-target-men', { name: 'Motivation' }],
    ['--target-men for a spell without a test', { men: 3, spell: 'vitesse-du-vent', targetMen: 3 }, 'mef-fan/spell-no-target-test', { name: 'Vitesse du vent' }],
    ['an attack spell', { men: 3, spell: 'eclair-magique' }, 'mef-fan/roll-attack-spell', { name: 'Éclair magique' }],
    ['an unknown spell, with at most 3 suggestions', { men: 3, spell: 'motivaton' }, 'mef-fan/roll-unknown-spell', { actual: 'motivaton', suggestion: 'motivation' }],
    // None close: the message says where the spells are listed (the catalogue's `suggestion/none`), never an empty "did you mean".
    ['an unknown spell near none', { men: 3, spell: 'zzzzzz' }, 'mef-fan/roll-unknown-spell', { actual: 'zzzzzz', suggestion: '' }],
  ])('%s is refused', (_, options, code, params) => {
    expect(refusal(() => exact(options))).toEqual({ code, exit: EXIT.usage, params });
  });

  it('without --spell, --target-men stays a resisted spell', () => {
    const json = exact({ men: 3, targetMen: 2 });
    expect(json.p_effect).toBeCloseTo(brute(3, 2, 'fail'), 12);
    expect(json.spell).toBeUndefined();
  });
});
