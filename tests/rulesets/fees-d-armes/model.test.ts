/** `simulate-attack` through the ruleset interface: the example bands' figures, every option, `--dice`, errors. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../helpers/cli.js';
import { bruteAttack, faceFor } from './brute.js';
import { thrown } from '../../helpers/refusal.js';

/** An example band of bands/, parsed by the ruleset. */
function load(file: string): FeesBand {
  const { band, findings } = ruleset.parse(parseYaml(readFileSync(path.join(ROOT, 'bands', file), 'utf8')));
  expect(findings).toEqual([]);
  return band!;
}

const ogres = load('fees-d-armes-les-ogres-du-bois-joli.yaml');
const bucherons = load('fees-d-armes-les-bucherons.yaml');

function side(band: FeesBand, name: string): Side<FeesBand> {
  const member = ruleset.roster(band).find((m) => m.name === name)!;
  // One file per band: two figures of one file are friends (Peur touches enemies only).
  return { kind: 'member', band, member, file: `${band.name}.yaml` };
}
const typed = (options: Options): Side<FeesBand> => ({ kind: 'typed', options });

const ogre = side(ogres, 'Ogre');
const bucheron = side(bucherons, 'Bûcheron');
const simulate = (attacker: Side<FeesBand>, target: Side<FeesBand>, options: Options = {}) => ruleset.attack.simulate({ attacker, target, options }).json as Record<string, any>;


/** P(at least k successes among n dice at p), by the binomial formula written out. */
function atLeast(k: number, n: number, p: number): number {
  let total = 0;
  const choose = (a: number, b: number): number => (b === 0 ? 1 : (choose(a, b - 1) * (a - b + 1)) / b);
  for (let i = k; i <= n; i++) total += choose(n, i) * p ** i * (1 - p) ** (n - i);
  return total;
}

describe("Fées d'armes simulate-attack", () => {
  describe('the rulebook example with --dice (Ogre, Massue, against the Bûcheron)', () => {
    it.each([
      ['6,2,1', {}, false, 0, 0],
      ['4,6,1', {}, true, 2, 1],
      ['4,4,6', {}, true, 3, 2],
      ['4,5,6,4,6', { tokens: 1 }, true, 5, 4],
    ])('dice %s %o: success %s, %i Dégâts, %i after armour', (dice, options, success, gross, damage) => {
      const json = simulate(ogre, bucheron, { ...options, action: 'Massue', dice });
      expect(json).toMatchObject({ ruleset: 'fees-d-armes', method: 'dice', success, damage_before_armour: gross, damage, killed: false });
    });

    it('accepts the dice as a list', () => {
      expect(simulate(ogre, bucheron, { action: 'massue', dice: ['4', '4', '6'] })).toMatchObject({ successes: 3, damage: 2 });
    });

    it('eliminates a target whose Santé the damage reaches', () => {
      expect(simulate(ogre, bucheron, { action: 'Massue', dice: '4,4,6', targetHealth: 2 })).toMatchObject({ damage: 2, killed: true });
      expect(simulate(ogre, bucheron, { action: 'Massue', dice: '4,4,6', targetHealth: 3 })).toMatchObject({ damage: 2, killed: false });
    });

    it.each([
      ['4,4', 'fees/dice-count'],
      ['4,4,6,6,6', 'fees/dice-count'],
      ['4,7,1', 'fees/bad-dice'],
      ['a,b,c', 'fees/bad-dice'],
    ])('refuses --dice %s', (dice, code) => {
      expect(thrown(() => simulate(ogre, bucheron, { action: 'Massue', dice })).code).toBe(code);
    });
  });

  describe('exact odds', () => {
    it('Massue against the Bûcheron, by hand', () => {
      const json = simulate(ogre, bucheron, { action: 'Massue' });
      expect(json.method).toBe('exact');
      expect(json.pool).toEqual({ action: 3, peur: 0, tokens: 0, dice: 3 });
      expect(json.success_on).toBe(4);
      expect(json.p_success).toBeCloseTo(0.5, 12);
      expect(json.damage['0']).toBeCloseTo(0.5, 12);
      expect(json.damage['1']).toBeCloseTo(3 / 8, 12);
      expect(json.damage['2']).toBeCloseTo(1 / 8, 12);
      expect(json.p_kill).toBe(0);
      expect(json.not_in_odds).toEqual(['repousser(1)']);
    });

    it('--target-health: the target\'s current Santé', () => {
      expect(simulate(ogre, bucheron, { action: 'Massue', targetHealth: 2 }).p_kill).toBeCloseTo(1 / 8, 12);
    });

    it('--cover: 5+ for the attacker, +2 Armure for the target', () => {
      const json = simulate(ogre, bucheron, { action: 'Massue', cover: true });
      expect(json.success_on).toBe(5);
      expect(json.armour).toBe(3);
      expect(json.p_success).toBeCloseTo(atLeast(2, 3, 1 / 3), 12);
      expect(Object.keys(json.damage)).toEqual(['0']);
      expect(json.damage['0']).toBeCloseTo(1, 12);
    });

    it('--second-activation: -2, 6+', () => {
      const json = simulate(ogre, bucheron, { action: 'Massue', secondActivation: true });
      expect(json.modifiers).toEqual({ second_activation: -2, total: -2 });
      expect(json.p_success).toBeCloseTo(16 / 216, 12);
    });

    it('--tokens: two dice per token', () => {
      const json = simulate(ogre, bucheron, { action: 'Massue', tokens: 2 });
      expect(json.pool.dice).toBe(7);
      expect(json.p_success).toBeCloseTo(atLeast(2, 7, 1 / 2), 12);
    });

    it('--modifier adds up with the others', () => {
      const json = simulate(ogre, bucheron, { action: 'Massue', cover: true, modifier: 2 });
      expect(json.modifiers.total).toBe(1);
      expect(json.success_on).toBe(3);
    });

    it("the target's Peur takes a die from the attacker, unless Sans peur or out of its aura", () => {
      expect(simulate(bucheron, ogre).pool).toEqual({ action: 3, peur: -1, tokens: 0, dice: 2 });
      expect(simulate(bucheron, ogre, { outOfAura: true }).pool.dice).toBe(3);
      expect(simulate(side(bucherons, 'Chasseur'), ogre).pool.dice).toBe(3);
      expect(simulate(ogre, bucheron, { action: 'Massue', peur: 1 }).pool.dice).toBe(2);
      expect(simulate(side(bucherons, 'Chasseur'), ogre, { peur: 1 }).pool.dice).toBe(3);
    });

    it('Conseiller: +1 from its own aura or --conseiller, once', () => {
      const sorciere = side(ogres, 'Sorcière');
      expect(simulate(sorciere, bucheron, { action: 'boule de feu' }).success_on).toBe(3);
      expect(simulate(sorciere, bucheron, { action: 'boule de feu', conseiller: true }).success_on).toBe(3);
      expect(simulate(ogre, bucheron, { action: 'Massue', conseiller: true }).success_on).toBe(3);
    });

    it('house rule conseiller-self: false, the Conseiller has no +1 on its own actions', () => {
      const text = readFileSync(path.join(ROOT, 'bands', 'fees-d-armes-les-ogres-du-bois-joli.yaml'), 'utf8');
      const band = ruleset.parse(parseYaml(text), { 'conseiller-self': false }).band!;
      expect(simulate(side(band, 'Sorcière'), bucheron, { action: 'boule de feu' }).success_on).toBe(4);
      expect(simulate(side(band, 'Sorcière'), bucheron, { action: 'boule de feu', conseiller: true }).success_on).toBe(3);
    });

    it('Flammes: damage at the end of the turn, ignoring the Armure', () => {
      const json = simulate(side(ogres, 'Sorcière'), bucheron, { action: 'Boule de feu', targetHealth: 1 });
      // 2 dice on 3+, 1 success needed: 8/9; Dégâts 1 − Armure 1 = 0 now; Flammes 1 at the end of the turn.
      expect(json.p_success).toBeCloseTo(8 / 9, 12);
      expect(json.p_kill).toBe(0);
      expect(json.end_of_turn).toMatchObject({ flammes: 1, poison: 0 });
      expect(json.end_of_turn.p_kill).toBeCloseTo(8 / 9, 12);
    });

    it('Poison: one damage at the end of the turn', () => {
      const json = simulate(side(ogres, 'Corbeau'), bucheron, { targetHealth: 1 });
      expect(json.end_of_turn).toMatchObject({ flammes: 0, poison: 2 });
      expect(json.end_of_turn.p_kill).toBeCloseTo(3 / 4, 12);
    });

    it('Gel ignores the Armure, cover included', () => {
      const json = simulate(side(ogres, 'Sorcière'), bucheron, { action: 'Souffle glacé', cover: true });
      expect(json.armour).toBe(0);
      expect(json.success_on).toBe(4);
      expect(json.damage['2']).toBeCloseTo(1 / 4, 12);
    });

    it('--effect adds an action effect', () => {
      expect(simulate(ogre, bucheron, { action: 'Massue', effect: ['gel'] }).armour).toBe(0);
      expect(simulate(ogre, bucheron, { action: 'Massue', effect: ['flammes(2)'] }).end_of_turn.flammes).toBe(2);
    });

    it('Manger les enfants: a target with less Santé than the Ogre is eliminated on a success', () => {
      const json = simulate(ogre, bucheron, { action: 'Manger les enfants', tokens: 1 });
      expect(json.p_success).toBeCloseTo(1 / 32, 12);
      // Bûcheron Santé 6 < Ogre 8: eliminated, all 6 lost at once.
      expect(json.p_kill).toBeCloseTo(1 / 32, 12);
      expect(json.damage['6']).toBeCloseTo(1 / 32, 12);
      expect(json.not_in_odds).toEqual([]);
    });

    it('typed sides give the same numbers as the cards', () => {
      const json = simulate(typed({ actionDice: 3, need: 2, damage: 2, plus: true }), typed({ armour: 1, health: 6 }));
      const card = simulate(ogre, bucheron, { action: 'Massue' });
      expect(json.damage).toEqual(card.damage);
      expect(json.p_success).toBe(card.p_success);
    });
  });

  describe('order tokens, cover and the other modifiers, against the enumeration of every roll', () => {
    // The pool and the face worked out here from the rulebook's sentences, then every roll of that pool enumerated.
    it.each([
      [{ tokens: 1, cover: true }, 5, -1],
      [{ tokens: 2, secondActivation: true }, 7, -2],
      [{ tokens: 1, cover: true, conseiller: true }, 5, 0],
      [{ tokens: 1, peur: true, modifier: 2 }, 4, 2],
      [{ cover: true, secondActivation: true, targetHealth: 1 }, 3, -3],
    ])('%o: %i dice, modifier %i', (options, dice, total) => {
      const json = simulate(ogre, bucheron, { action: 'Massue', ...options });
      const cover = 'cover' in options;
      const health = 'targetHealth' in options ? options.targetHealth! : 6;
      const brute = bruteAttack({ dice, face: faceFor(total), need: 2, damage: 2, plus: true, armour: 1, cover, gel: false, health, flammes: 0, poison: 0 });
      expect(json.pool.dice).toBe(dice);
      expect(json.p_success).toBeCloseTo(brute.pSuccess, 9);
      expect(json.p_kill).toBeCloseTo(brute.pKill, 9);
      const values = new Set([...Object.keys(json.damage).map(Number), ...brute.damage.keys()]);
      for (const v of values) expect(json.damage[String(v)] ?? 0, `damage ${v}`).toBeCloseTo(brute.damage.get(v) ?? 0, 9);
    });
  });

  describe('refused requests', () => {
    it.each([
      ['an unknown action, with a suggestion', () => simulate(ogre, bucheron, { action: 'Masue' }), 'fees/unknown-action', 2],
      ['several actions and no --action', () => simulate(side(ogres, 'Sorcière'), bucheron), 'fees/choose-action', 2],
      ['a figure without any action', () => simulate(side(bucherons, 'Grand-mère'), ogre), 'fees/no-action', 1],
      ['too many tokens', () => simulate(ogre, bucheron, { action: 'Massue', tokens: 21 }), 'fees/bad-option', 2],
      ['negative tokens', () => simulate(ogre, bucheron, { action: 'Massue', tokens: -1 }), 'fees/bad-option', 2],
      ['a Santé of 0', () => simulate(ogre, bucheron, { action: 'Massue', targetHealth: 0 }), 'fees/bad-option', 2],
      ['an unknown --effect', () => simulate(ogre, bucheron, { action: 'Massue', effect: ['glace'] }), 'fees/unknown-effect', 2],
      ['a trait as --effect', () => simulate(ogre, bucheron, { action: 'Massue', effect: ['peur'] }), 'fees/bad-effect', 2],
      ['an --effect without its (X)', () => simulate(ogre, bucheron, { action: 'Massue', effect: ['flammes'] }), 'fees/bad-effect', 2],
      ['a typed attacker without --need', () => simulate(typed({ actionDice: 3 }), bucheron), 'fees/typed-attacker', 2],
      ['a typed target without --health', () => simulate(ogre, typed({ armour: 1 }), { action: 'Massue' }), 'fees/typed-target', 2],
    ])('%s', (_name, run, code, exit) => {
      const e = thrown(run);
      expect(e.code).toBe(code);
      expect(e.exitCode).toBe(exit);
    });

    it('suggests the close action name', () => {
      expect(thrown(() => simulate(ogre, bucheron, { action: 'Masue' })).params.suggestion).toBe('Massue');
    });
  });

  it('words its view in the language asked', () => {
    const report = ruleset.attack.simulate({ attacker: ogre, target: bucheron, options: { action: 'Massue' }, lang: 'fr' });
    expect(JSON.stringify(report.view)).toContain('réussite');
  });

  it('declares a pool of d6 whose size it checks itself', () => {
    expect(ruleset.attack.dice).toEqual({ sides: 6 });
  });

  it('samples one attack for --trials with the keys of the exact figures', () => {
    const report = ruleset.attack.simulate({ attacker: ogre, target: bucheron, options: { action: 'Massue' } });
    const faces = [4, 6, 1];
    const sample = report.sample!({ die: () => faces.shift()! });
    // two successes: 2 Dégâts, 1 after the Armure
    expect(sample).toEqual({ p_success: 1, expected_damage: 1, p_kill: 0 });
    for (const key of Object.keys(sample)) expect(typeof report.json[key]).toBe('number');
  });
});
