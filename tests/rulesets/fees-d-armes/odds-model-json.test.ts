/**
 * `simulate-attack` for Fées d'armes, its JSON and `--dice` parsing: who attacks whom, the rules left to the table and
 * why, `--range` against Tir (X), and the faces typed at the table. Computed inside `it`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { HouseRules, Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { parseDice } from '../../../src/rulesets/fees-d-armes/odds/model.js';
import { parse as parseYaml } from 'yaml';
import { ROOT } from '../../helpers/cli.js';
import { thrown } from '../../helpers/refusal.js';

const load = (file: string): FeesBand => ruleset.parse(parseYaml(readFileSync(path.join(ROOT, 'bands', file), 'utf8'))).band!;
function side(band: FeesBand, name: string, file = `${band.name}.yaml`): Side<FeesBand> {
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file };
}
const json = (attacker: Side<FeesBand>, target: Side<FeesBand>, options: Options) =>
  ruleset.attack.simulate({ attacker, target, options }).json as Record<string, any>;
const ogre = () => side(load('fees-d-armes-les-ogres-du-bois-joli.yaml'), 'Ogre');
const bucheron = () => side(load('fees-d-armes-les-bucherons.yaml'), 'Bûcheron');


/** A fairy whose action is words only, and a troll with an unknown rule before its Régénération (2). */
const FAIRY_TALE = `ruleset: fees-d-armes
name: Essai
points: 10
figures:
  - name: Fée
    cost: 2
    factions: [contes]
    action: 2
    move: 3
    armour: 0
    health: 3
    actions:
      - {name: Charme, need: 1, damage: 1, text: "La cible danse"}
  - name: Troll
    cost: 3
    factions: [contes]
    action: 2
    move: 3
    armour: 0
    health: 4
    rules: [zorglub, "regeneration(2)"]
`;
const tale = (houseRules: HouseRules = {}) => ruleset.parse(parseYaml(FAIRY_TALE), houseRules).band!;

describe('parseDice: the faces rolled at the table', () => {
  it('reads a comma list, spaces and empty items ignored', () => {
    expect(parseDice('4, 4,6, ', 3)).toEqual([4, 4, 6]);
    expect(parseDice('4,,4,6,', 3)).toEqual([4, 4, 6]);
  });

  it('reads a list whose items may themselves be comma lists', () => {
    expect(parseDice(['4,4', '6'], 3)).toEqual([4, 4, 6]);
    expect(parseDice([4, 1, 6], 3)).toEqual([4, 1, 6]);
  });

  it.each([['0,4,4'], ['4,7,4'], ['4,2.5,4'], ['4,x,4']])('refuses a face outside 1–6: %s, quoting what was typed', (raw) => {
    const e = thrown(() => parseDice(raw, 3));
    expect(e.code).toBe('fees/bad-dice');
    expect(e.params).toEqual({ actual: raw });
  });

  it('accepts the faces 1 and 6, the bounds of a d6', () => {
    expect(parseDice('1,6,1', 3)).toEqual([1, 6, 1]);
  });

  it('refuses a number of dice other than the pool, with the pool and the count', () => {
    const e = thrown(() => parseDice('4,4', 3));
    expect(e.code).toBe('fees/dice-count');
    expect(e.params).toEqual({ limit: 3, actual: 2 });
  });
});

describe('the JSON of simulate-attack', () => {
  it('names the figures of band files, and null for sides typed in', () => {
    const cards = json(ogre(), bucheron(), { action: 'Massue' });
    expect(cards.attacker).toEqual({ name: 'Ogre', file: 'Les Ogres du Bois Joli.yaml' });
    expect(cards.target).toEqual({ name: 'Bûcheron', file: 'Les Bûcherons de la Clairière.yaml' });
    const typed = json({ kind: 'typed', options: { actionDice: 2, need: 1, damage: 1 } }, { kind: 'typed', options: { armour: 0, health: 1 } }, {});
    expect(typed.attacker).toEqual({ name: null, file: null });
    expect(typed.target).toEqual({ name: null, file: null });
    // 2 dice on 4+, one success needed: 3/4, and 1 damage eliminates a Santé 1.
    expect(typed.p_kill).toBeCloseTo(3 / 4, 12);
  });

  it('--dice: the roll, its reading, and the end of the turn', () => {
    const sorciere = side(load('fees-d-armes-les-ogres-du-bois-joli.yaml'), 'Sorcière');
    expect(json(sorciere, bucheron(), { action: 'Boule de feu', dice: '3,2', targetHealth: 1 })).toMatchObject({
      method: 'dice',
      dice: [3, 2],
      successes: 1,
      success: true,
      damage_before_armour: 1,
      damage: 0,
      killed: false,
      end_of_turn: { flammes: 1, poison: 0, regeneration: 0, damage: 1, killed: true },
      not_in_odds: ['tir(6)'],
      not_in_odds_reasons: { 'tir(6)': 'tir' },
    });
  });

  it('--range against Tir (X): the cases and the X, out of range from X cases on', () => {
    const sorciere = side(load('fees-d-armes-les-ogres-du-bois-joli.yaml'), 'Sorcière');
    expect(json(sorciere, bucheron(), { action: 'Boule de feu', range: 6 }).range).toEqual({ cases: 6, tir: 6, out_of_range: true });
    expect(json(sorciere, bucheron(), { action: 'Boule de feu', range: 5 }).range).toEqual({ cases: 5, tir: 6, out_of_range: false });
    expect(json(sorciere, bucheron(), { action: 'Boule de feu' }).range).toBeNull();
  });

  it('--range on an action whose Tir comes after another effect reads that Tir, and a melee action has no X', () => {
    // Massue's own effect Repousser (1) comes first; the Tir (3) is added by --effect.
    const shot = json(ogre(), bucheron(), { action: 'Massue', effect: ['tir(3)'], range: 2 });
    expect(shot.range).toEqual({ cases: 2, tir: 3, out_of_range: false });
    // A Tir with its range given is in the odds; Repousser stays at the table.
    expect(shot.not_in_odds_reasons).toEqual({ 'repousser(1)': 'push' });
    expect(json(ogre(), bucheron(), { action: 'Massue', range: 2 }).range).toEqual({ cases: 2, tir: null, out_of_range: false });
  });

  it('a Tir without X stays at the table, --range or not: any figure in line of sight', () => {
    for (const options of [{}, { range: 3 }]) {
      expect(json(ogre(), bucheron(), { action: 'Massue', effect: ['tir'], ...options }).not_in_odds_reasons).toEqual({ 'repousser(1)': 'push', tir: 'tir-any' });
    }
  });

  it('a Tir (X) without --range stays at the table; Flammes are in the odds, not left to the table', () => {
    const sorciere = side(load('fees-d-armes-les-ogres-du-bois-joli.yaml'), 'Sorcière');
    expect(json(sorciere, bucheron(), { action: 'Boule de feu' }).not_in_odds_reasons).toEqual({ 'tir(6)': 'tir' });
    expect(json(sorciere, bucheron(), { action: 'Boule de feu', range: 2 }).not_in_odds_reasons).toEqual({});
  });

  it('an effect written without its (X) on a card keeps its own reason: only Tir has a "no range" reading', () => {
    // Repousser (X) needs its X (the checks report it), yet the odds still run and leave the push to the table.
    const band = ruleset.parse(
      parseYaml(`ruleset: fees-d-armes
name: E
points: 10
figures:
  - {name: A, cost: 2, factions: [contes], action: 3, move: 3, armour: 0, health: 3, actions: [{name: Coup, need: 1, damage: 1, effects: [repousser]}]}
  - {name: B, cost: 2, factions: [contes], action: 3, move: 3, armour: 0, health: 3}
`),
    ).band!;
    expect(json(side(band, 'A', 'a.yaml'), side(band, 'B', 'b.yaml'), {}).not_in_odds_reasons).toEqual({ repousser: 'push' });
  });

  it("the target's Régénération, after or before the burns (house rule regeneration-first), and the action's words", () => {
    // An unknown rule (no definition) before the Régénération is skipped, not read.
    const plain = tale();
    const reasons = json(side(plain, 'Fée', 'a.yaml'), side(plain, 'Troll', 'b.yaml'), {});
    expect(reasons.not_in_odds).toEqual(['regeneration(2)', 'La cible danse', 'zorglub']);
    expect(reasons.not_in_odds_reasons).toEqual({ 'regeneration(2)': 'regeneration', 'La cible danse': 'text', zorglub: 'unknown-rule' });
    expect(reasons.end_of_turn).toEqual({ flammes: 0, poison: 0, regeneration: 2, p_kill: 0 });
    const first = tale({ 'regeneration-first': true });
    expect(json(side(first, 'Fée', 'a.yaml'), side(first, 'Troll', 'b.yaml'), {}).not_in_odds_reasons).toEqual({ 'regeneration(2)': 'regeneration-first', 'La cible danse': 'text', zorglub: 'unknown-rule' });
  });

  it('the view of the words and the Régénération left to the table', () => {
    const band = tale();
    const { view } = ruleset.attack.simulate({ attacker: side(band, 'Fée', 'a.yaml'), target: side(band, 'Troll', 'b.yaml'), options: {} });
    expect(view.at(-1)).toEqual({
      kind: 'lines',
      lines: ['', 'Played at the table, not in the odds:', '  Régénération (2): heals at the end of the turn, after the burns', '  La cible danse: words of the card, not read by the odds', '  zorglub: not a generic rule of §5: ignored by the odds'],
    });
  });
});
