/**
 * `simulate-attack` for Fées d'armes, its view: every line a player reads, asserted whole, computed inside `it`.
 * The numbers come from the rulebook (§1.1 "Les dés": a success on 4+, −1 → 5+, −2 → 6, +1 → 3+; jokers "deux dés
 * additionnels … par jeton d'ordres"; Peur "diminuent leur caractéristique d'action de 1"), worked out in each test.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../helpers/cli.js';

const load = (file: string): FeesBand => ruleset.parse(parseYaml(readFileSync(path.join(ROOT, 'bands', file), 'utf8'))).band!;
const ogres = () => load('fees-d-armes-les-ogres-du-bois-joli.yaml');
const bucherons = () => load('fees-d-armes-les-bucherons.yaml');
function side(band: FeesBand, name: string): Side<FeesBand> {
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file: `${band.name}.yaml` };
}
const run = (attacker: Side<FeesBand>, target: Side<FeesBand>, options: Options, lang?: 'fr' | 'en') =>
  ruleset.attack.simulate({ attacker, target, options, ...(lang ? { lang } : {}) });

const PUSH = '  Repousser (1): moves the target after the damage; a collision: --collision';
const setupPairs = (dice: string, on: string, need: number, damage: string, armour: string, health: number) => ({
  kind: 'pairs',
  items: [
    ['dice', dice],
    ['success on', on],
    ['successes needed', need],
    ['Dégâts', damage],
    ['Armure', armour],
    ['Santé', health],
  ],
});

describe("Fées d'armes simulate-attack, the exact view", () => {
  it('the rulebook example (Ogre, Massue 2+, Dégâts 2+, against the Bûcheron, Armure 1): 3 dice on 4+', () => {
    // P(≥2 of 3 at 1/2) = 4/8; 2 successes: 2 − 1 = 1 (3/8); 3 successes: 3 − 1 = 2 (1/8); mean 3/8 + 2/8 = 0.625.
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue' });
    expect(view).toEqual([
      { kind: 'heading', text: 'Ogre → Bûcheron : Massue (2+)' },
      setupPairs('3 (Action 3)', '4+', 2, '2+', '1', 6),
      { kind: 'pairs', items: [['P(success)', '50.00%'], ['expected damage', '0.63'], ['P(eliminated)', '0.00%']] },
      { kind: 'heading', text: 'Damage after Armure' },
      { kind: 'bars', items: [{ label: '0', p: 0.5 }, { label: '1', p: 0.375 }, { label: '2', p: 0.125 }] },
      { kind: 'lines', lines: ['', 'Played at the table, not in the odds:', PUSH] },
    ]);
  });

  it('a target at Santé 2: the bars from 2 on are "eliminated", P(eliminated) 1/8 = 12.50%', () => {
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', targetHealth: 2 });
    expect(view[2]).toEqual({ kind: 'pairs', items: [['P(success)', '50.00%'], ['expected damage', '0.63'], ['P(eliminated)', '12.50%']] });
    expect(view[4]).toEqual({ kind: 'bars', items: [{ label: '0', p: 0.5 }, { label: '1', p: 0.375 }, { label: '2', p: 0.125, note: 'eliminated' }] });
  });

  it('Peur, a token, cover, second activation and a modifier, each named with its sign; cover on the Armure', () => {
    // Bûcheron (Action 3) against the Ogre (Peur, Armure 1, Régénération 1), Santé 2: 3 − 1 + 2 = 4 dice;
    // −2 −1 +1 = −2: 6 only. P(≥2 of 4 at 1/6) = 1 − 625/1296 − 500/1296 = 171/1296; Armure 1 + 2 = 3:
    // only 4 successes (4 Dégâts) do 1 damage, 1/1296.
    const { view, json } = run(side(bucherons(), 'Bûcheron'), side(ogres(), 'Ogre'), { tokens: 1, cover: true, secondActivation: true, modifier: 1, targetHealth: 2 });
    expect(json.p_success as number).toBeCloseTo(171 / 1296, 12);
    expect(json.expected_damage as number).toBeCloseTo(1 / 1296, 12);
    expect(view).toEqual([
      { kind: 'heading', text: 'Bûcheron → Ogre : Hache (2+)' },
      setupPairs("4 (Action 3, Peur −1, 1 jeton(s) d'ordres +2)", '6+ (second activation −2, couvert −1, modifier +1)', 2, '2+', '3 (Armure 1 + 2 couvert)', 2),
      { kind: 'pairs', items: [['P(success)', '13.19%'], ['expected damage', '0.00'], ['P(eliminated)', '0.00%']] },
      { kind: 'heading', text: 'Damage after Armure' },
      { kind: 'bars', items: [{ label: '0', p: expect.closeTo(1295 / 1296, 12) }, { label: '1', p: expect.closeTo(1 / 1296, 12) }] },
      { kind: 'lines', lines: ['', 'Played at the table, not in the odds:', '  Régénération (1): heals at the end of the turn, after the burns'] },
    ]);
  });

  it('two tokens: "+4" dice, the sign of 2 × 2', () => {
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', tokens: 2, modifier: -1 });
    expect(view[1]).toEqual(setupPairs("7 (Action 3, 2 jeton(s) d'ordres +4)", '5+ (modifier −1)', 2, '2+', '1', 6));
  });

  it('Gel: the Armure line says it is ignored, cover or not', () => {
    // Sorcière, Action 2, Conseiller +1 on herself, cover −1: 4+. Souffle glacé (2), Dégâts 2, Gel: 1/4 of 2 damage.
    const { view } = run(side(ogres(), 'Sorcière'), side(bucherons(), 'Bûcheron'), { action: 'Souffle glacé', cover: true });
    expect(view).toEqual([
      { kind: 'heading', text: 'Sorcière → Bûcheron : Souffle glacé (2)' },
      setupPairs('2 (Action 2)', '4+ (couvert −1, Conseiller +1)', 2, '2', '0 (Gel ignores the Armure)', 6),
      { kind: 'pairs', items: [['P(success)', '25.00%'], ['expected damage', '0.50'], ['P(eliminated)', '0.00%']] },
      { kind: 'heading', text: 'Damage after Armure' },
      { kind: 'bars', items: [{ label: '0', p: 0.75 }, { label: '2', p: 0.25 }] },
      { kind: 'lines', lines: ['', 'Played at the table, not in the odds:', '  Tir (4): a range: with --range N, a shot at N cases or more fails'] },
    ]);
  });

  it('Tir (6) at 7 cases: the range line, the shot fails; Flammes at the end of the turn; nothing left to the table', () => {
    // "Les tirs au-delà de cette portée échouent automatiquement": no success, so no Flammes either.
    const { view } = run(side(ogres(), 'Sorcière'), side(bucherons(), 'Bûcheron'), { action: 'Boule de feu', range: 7, targetHealth: 1 });
    expect(view).toEqual([
      { kind: 'heading', text: 'Sorcière → Bûcheron : Boule de feu (1)' },
      {
        kind: 'pairs',
        items: [
          ['dice', '2 (Action 2)'],
          ['success on', '3+ (Conseiller +1)'],
          ['successes needed', 1],
          ['Dégâts', '1'],
          ['Armure', '1'],
          ['Santé', 1],
          ['range', '7 cases, not under Tir (6): the shot fails'],
        ],
      },
      {
        kind: 'pairs',
        items: [
          ['P(success)', '0.00%'],
          ['expected damage', '0.00'],
          ['P(eliminated)', '0.00%'],
          ['end of turn', 'Flammes 1, Poison 0 (ignoring Armure): P(eliminated by then) 0.00%'],
        ],
      },
      { kind: 'heading', text: 'Damage after Armure' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
    ]);
  });

  it('Tir (6) at 5 cases: no range line; Flammes 1 kill a Santé 1 by the end of the turn 8/9 of the time', () => {
    const { view } = run(side(ogres(), 'Sorcière'), side(bucherons(), 'Bûcheron'), { action: 'Boule de feu', range: 5, targetHealth: 1 });
    expect(view[1]).toEqual(setupPairs('2 (Action 2)', '3+ (Conseiller +1)', 1, '1', '1', 1));
    expect(view[2]).toEqual({
      kind: 'pairs',
      items: [['P(success)', '88.89%'], ['expected damage', '0.00'], ['P(eliminated)', '0.00%'], ['end of turn', 'Flammes 1, Poison 0 (ignoring Armure): P(eliminated by then) 88.89%']],
    });
    expect(view).toHaveLength(5);
  });

  it('Poison alone also shows the end of the turn', () => {
    // Corbeau, Action 2 on 4+, Bec (1): 3/4; Poison 2, one damage at the end of the turn.
    const { view } = run(side(ogres(), 'Corbeau'), side(bucherons(), 'Bûcheron'), { targetHealth: 1 });
    expect(view[2]).toEqual({
      kind: 'pairs',
      items: [['P(success)', '75.00%'], ['expected damage', '0.00'], ['P(eliminated)', '0.00%'], ['end of turn', 'Flammes 0, Poison 2 (ignoring Armure): P(eliminated by then) 75.00%']],
    });
  });

  it('Manger les enfants: its words are its effect (no note); no other rule left: no notes block', () => {
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Manger les enfants' });
    expect(view).toEqual([
      { kind: 'heading', text: 'Ogre → Bûcheron : Manger les enfants (5)' },
      setupPairs('3 (Action 3)', '4+', 5, '0', '1', 6),
      { kind: 'pairs', items: [['P(success)', '0.00%'], ['expected damage', '0.00'], ['P(eliminated)', '0.00%']] },
      { kind: 'heading', text: 'Damage after Armure' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
    ]);
  });

  it('in French, asked by --lang or by the command', () => {
    const expected = { kind: 'pairs', items: [['P(réussite)', '50,00\u00a0%'], ['dégâts moyens', '0,63'], ['P(éliminée)', '0,00\u00a0%']] };
    expect(run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', lang: 'fr' }).view[2]).toEqual(expected);
    expect(run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue' }, 'fr').view[2]).toEqual(expected);
    expect(run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', lang: 'de' }).view[2]).toEqual({
      kind: 'pairs',
      items: [['P(success)', '50.00%'], ['expected damage', '0.63'], ['P(eliminated)', '0.00%']],
    });
  });
});

describe("Fées d'armes simulate-attack, the view of one roll (--dice)", () => {
  it('4,4,6 against a Santé 2: the dice on 4+ in brackets, 3 Dégâts, 2 after the Armure, eliminated', () => {
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', dice: '4,4,6', targetHealth: 2 });
    expect(view).toEqual([
      { kind: 'heading', text: 'Ogre → Bûcheron : Massue (2+)' },
      setupPairs('3 (Action 3)', '4+', 2, '2+', '1', 2),
      { kind: 'pairs', items: [['dice', '[4] [4] [6]'], ['successes', '3 / 2'], ['result', 'success: 3 Dégâts, 2 after Armure'], ['Santé', 'eliminated']] },
      { kind: 'lines', lines: ['', 'Played at the table, not in the odds:', PUSH] },
    ]);
  });

  it('6,2,1: one success of two, a failure; 3 is not a success on 4+', () => {
    const { view } = run(side(ogres(), 'Ogre'), side(bucherons(), 'Bûcheron'), { action: 'Massue', dice: '6,3,1' });
    expect(view[2]).toEqual({ kind: 'pairs', items: [['dice', '[6] 3 1'], ['successes', '1 / 2'], ['result', 'failure: no effect']] });
  });

  it('Flammes after a hit the Armure stops: one more damage, eliminating a Santé 1 but not a Santé 2', () => {
    const sorciere = side(ogres(), 'Sorcière');
    const two = run(sorciere, side(bucherons(), 'Bûcheron'), { action: 'Boule de feu', dice: '3,2', targetHealth: 2 }).view;
    expect(two[2]).toEqual({
      kind: 'pairs',
      items: [['dice', '[3] 2'], ['successes', '1 / 1'], ['result', 'success: 1 Dégâts, 0 after Armure'], ['end of turn', '1 more damage (Flammes, Poison)']],
    });
    const one = run(sorciere, side(bucherons(), 'Bûcheron'), { action: 'Boule de feu', dice: '3,2', targetHealth: 1 }).view;
    expect(one[2]).toEqual({
      kind: 'pairs',
      items: [['dice', '[3] 2'], ['successes', '1 / 1'], ['result', 'success: 1 Dégâts, 0 after Armure'], ['end of turn', '1 more damage (Flammes, Poison): eliminated']],
    });
    expect(one).toEqual([
      { kind: 'heading', text: 'Sorcière → Bûcheron : Boule de feu (1)' },
      setupPairs('2 (Action 2)', '3+ (Conseiller +1)', 1, '1', '1', 1),
      one[2],
      { kind: 'lines', lines: ['', 'Played at the table, not in the odds:', '  Tir (6): a range: with --range N, a shot at N cases or more fails'] },
    ]);
  });
});
