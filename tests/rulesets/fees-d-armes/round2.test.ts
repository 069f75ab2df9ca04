/**
 * Issue 19, Fées d'armes: Peur against enemies only and cumulative, current Santé, Manger les enfants, collision, Tir (X)
 * range, Régénération. Every new case against the independent enumeration of brute.ts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { EscarmoucheError, EXIT } from '../../../src/core/diagnostics/errors.js';
import type { HouseRules, Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { ROOT } from '../../helpers/cli.js';
import { bruteAttack, type BruteCase } from './brute.js';

function load(file: string, rules: HouseRules = {}): FeesBand {
  return ruleset.parse(parseYaml(readFileSync(path.join(ROOT, 'bands', file), 'utf8')), rules).band!;
}
const ogres = load('fees-d-armes-les-ogres-du-bois-joli.yaml');
const bucherons = load('fees-d-armes-les-bucherons.yaml');
const side = (band: FeesBand, name: string, file = `${band.name}.yaml`): Side<FeesBand> => ({ kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file });
const simulate = (attacker: Side<FeesBand>, target: Side<FeesBand>, options: Options = {}) => ruleset.attack.simulate({ attacker, target, options }).json as Record<string, any>;

function failure(run: () => unknown): { code: string; exit: number } {
  try {
    run();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, exit: cause.exitCode };
    throw cause;
  }
  throw new Error('no error');
}

const base: BruteCase = { dice: 3, face: 4, need: 2, damage: 2, plus: true, armour: 1, cover: false, gel: false, health: 6, flammes: 0, poison: 0 };

function expectBrute(json: Record<string, any>, c: BruteCase): void {
  const brute = bruteAttack(c);
  expect(json.p_success).toBeCloseTo(brute.pSuccess, 9);
  expect(json.p_kill).toBeCloseTo(brute.pKill, 9);
  expect(json.end_of_turn.p_kill).toBeCloseTo(brute.pKillEnd, 9);
  for (const [v, p] of brute.damage) expect(json.damage[String(v)] ?? 0).toBeCloseTo(p, 9);
}

/** A Licorne with Peur and Repousser, a Fée givrée of the same band (the example), and a Peur enemy. */
const licornes: FeesBand = ruleset.parse({
  ruleset: 'fees-d-armes', name: 'Licornes', points: 10,
  figures: [
    { name: 'Licorne', cost: 3, factions: ['fees'], action: 4, move: 4, armour: 1, health: 5, actions: [{ name: 'Corne', need: 1, damage: 1, effects: ['repousser(2)'] }], rules: ['peur'] },
    { name: 'Fée givrée', cost: 3, factions: ['fees'], action: 4, move: 3, armour: 0, health: 3, actions: [{ name: 'Gifle', need: 1, damage: 1, effects: ['repousser(1)'] }], rules: ['peur', 'regeneration(2)'] },
  ],
}).band!;

describe('item 9: Peur touches enemies only', () => {
  it('Licorne → Fée givrée of the same band: 4 dice, 80/81', () => {
    const json = simulate(side(licornes, 'Licorne'), side(licornes, 'Fée givrée'));
    expect(json.pool.dice).toBe(4);
    expect(json.p_success).toBeCloseTo(1 - 1 / 16, 12);
  });
  it('the same Fée givrée in an enemy band takes a die: 3 dice', () => {
    const json = simulate(side(licornes, 'Licorne', 'a.yaml'), side(licornes, 'Fée givrée', 'b.yaml'));
    expect(json.pool).toMatchObject({ peur: -1, dice: 3 });
    expect(json.p_success).toBeCloseTo(1 - 1 / 8, 12);
  });
});

describe('item 10: several Peur auras add up', () => {
  it.each([
    [0, 3],
    [1, 2],
    [2, 1],
    [5, 0],
  ])('--peur %i: Ogre Massue with %i dice, against the enumeration', (peur, dice) => {
    const json = simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', peur });
    expect(json.pool.dice).toBe(dice);
    expectBrute(json, { ...base, dice });
  });
  it('house rule peur-stacks: false takes one die in all; Sans peur ignores every aura', () => {
    const once = load('fees-d-armes-les-ogres-du-bois-joli.yaml', { 'peur-stacks': false });
    expect(simulate(side(once, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', peur: 3 }).pool.dice).toBe(2);
    expect(simulate(side(bucherons, 'Chasseur'), side(ogres, 'Ogre'), { peur: 3 }).pool.dice).toBe(3);
  });
  it('--range beyond 4 cases: the target\'s own aura does not reach', () => {
    expect(simulate(side(bucherons, 'Chasseur'), side(licornes, 'Licorne'), { range: 5 }).pool.dice).toBe(3);
    expect(simulate(side(bucherons, 'Bûcheron'), side(licornes, 'Licorne'), { range: 4 }).pool.dice).toBe(2);
  });
  it('refuses --peur out of 0..20 (exit 2)', () => {
    expect(failure(() => simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', peur: -1 }))).toEqual({ code: 'fees/bad-option', exit: EXIT.usage });
  });
});

describe('item 11: current Santé', () => {
  it('--target-health above the card is refused (exit 2); at the card it is accepted', () => {
    expect(failure(() => simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', targetHealth: 30 }))).toEqual({ code: 'fees/health-above-card', exit: EXIT.usage });
    expect(failure(() => ruleset.attack.simulate({ attacker: side(ogres, 'Ogre'), target: { kind: 'typed', options: { armour: 1, health: 6 } }, options: { action: 'Massue', targetHealth: 7 } }))).toEqual({ code: 'fees/health-above-card', exit: EXIT.usage });
    expect(simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', targetHealth: 6 }).target_health).toBe(6);
  });
});

describe('item 12: Manger les enfants', () => {
  it.each([
    [{ tokens: 1 }, 5, 6],
    [{ tokens: 1, targetHealth: 5 }, 5, 5],
    [{ tokens: 2 }, 7, 6],
  ])('%o against the Bûcheron, the Ogre at Santé 8: %i dice', (options: Options, dice: number, health: number) => {
    const json = simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Manger les enfants', ...options });
    expectBrute(json, { ...base, dice, need: 5, damage: 0, plus: false, health, devour: true, attackerHealth: 8 });
    expect(json.p_kill).toBeCloseTo(json.p_success, 12);
  });
  it('a wounded Ogre (--attacker-health 6) does not eat a Bûcheron of Santé 6: "moins de santé"', () => {
    const json = simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Manger les enfants', tokens: 1, attackerHealth: 6 });
    expect(json.p_success).toBeGreaterThan(0);
    expect(json.p_kill).toBe(0);
    expectBrute(json, { ...base, dice: 5, need: 5, damage: 0, plus: false, devour: true, attackerHealth: 6 });
  });
  it('a typed-in attacker eats only with --attacker-health', () => {
    const typed: Side<FeesBand> = { kind: 'typed', options: { actionDice: 3, need: 2, action: 'Manger les enfants' } };
    const run = (options: Options) => ruleset.attack.simulate({ attacker: typed, target: side(bucherons, 'Bûcheron'), options: { actionDice: 3, need: 2, action: 'Manger les enfants', ...options } }).json as Record<string, any>;
    expect(run({}).p_kill).toBe(0);
    expectBrute(run({ attackerHealth: 7 }), { ...base, damage: 0, plus: false, devour: true, attackerHealth: 7 });
    expect(run({ attackerHealth: 7 }).p_kill).toBeCloseTo(0.5, 12);
  });
  it('--attacker-health is refused with another action or above the card (exit 2)', () => {
    expect(failure(() => simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', attackerHealth: 5 }))).toEqual({ code: 'fees/attacker-health-unused', exit: EXIT.usage });
    expect(failure(() => simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Manger les enfants', attackerHealth: 9 }))).toEqual({ code: 'fees/health-above-card', exit: EXIT.usage });
  });
});

describe('item 13: the other rules that change an outcome', () => {
  it('--collision after Repousser: 1 more damage ignoring armour, unless already removed', () => {
    for (const targetHealth of [6, 3, 2]) {
      const json = simulate(side(ogres, 'Ogre'), side(bucherons, 'Bûcheron'), { action: 'Massue', collision: true, targetHealth });
      expectBrute(json, { ...base, health: targetHealth, collision: true });
    }
  });
  it('--collision without a push is refused (exit 2)', () => {
    expect(failure(() => simulate(side(bucherons, 'Bûcheron'), side(ogres, 'Ogre'), { collision: true }))).toEqual({ code: 'fees/collision-without-push', exit: EXIT.usage });
  });
  it('Tir (X): a shot at X cases or more fails; closer it is the usual odds', () => {
    const sorciere = side(ogres, 'Sorcière');
    const far = simulate(sorciere, side(bucherons, 'Bûcheron'), { action: 'Boule de feu', range: 6 });
    expect(far.p_success).toBe(0);
    expect(far.range).toEqual({ cases: 6, tir: 6, out_of_range: true });
    expect(far.not_in_odds).not.toContain('tir(6)');
    const near = simulate(sorciere, side(bucherons, 'Bûcheron'), { action: 'Boule de feu', range: 5 });
    expectBrute(near, { ...base, dice: 2, face: 3, need: 1, damage: 1, plus: false, flammes: 1 });
    expect(simulate(sorciere, side(bucherons, 'Bûcheron'), { action: 'Boule de feu' }).not_in_odds_reasons).toEqual({ 'tir(6)': 'tir' });
  });
  it('Régénération: listed with its reason; under regeneration-first it heals before the burns', () => {
    const target = side(licornes, 'Fée givrée', 'b.yaml');
    const sorciere = side(ogres, 'Sorcière');
    // The Fée givrée's Peur takes one of the Sorcière's two dice: 1 die on 3+ (Conseiller).
    const after = simulate(sorciere, target, { action: 'Boule de feu', targetHealth: 2, effect: ['poison(1)'] });
    expect(after.not_in_odds_reasons).toMatchObject({ 'regeneration(2)': 'regeneration' });
    expectBrute(after, { ...base, dice: 1, face: 3, need: 1, damage: 1, plus: false, armour: 0, health: 2, flammes: 1, poison: 1 });
    const first: FeesBand = { ...licornes, houseRules: { ...licornes.houseRules, regenerationFirst: true } };
    const before = simulate(sorciere, side(first, 'Fée givrée', 'b.yaml'), { action: 'Boule de feu', targetHealth: 2, effect: ['poison(1)'] });
    expect(before.not_in_odds_reasons).toMatchObject({ 'regeneration(2)': 'regeneration-first' });
    expectBrute(before, { ...base, dice: 1, face: 3, need: 1, damage: 1, plus: false, armour: 0, health: 2, maxHealth: 3, flammes: 1, poison: 1, regeneration: 2, regenerationFirst: true });
    expect(before.end_of_turn.p_kill).toBeLessThan(after.end_of_turn.p_kill);
  });
  it('Esquive and Charge are listed with their reasons', () => {
    expect(simulate(side(bucherons, 'Petit Chaperon rouge'), side(ogres, 'Ogre')).not_in_odds_reasons).toEqual({ 'esquive(2)': 'esquive', 'regeneration(1)': 'regeneration' });
    expect(simulate(side(ogres, 'Grand Méchant Loup'), side(bucherons, 'Bûcheron')).not_in_odds_reasons).toEqual({ 'charge(3)': 'charge' });
  });
});
