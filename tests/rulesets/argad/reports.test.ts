/**
 * What `simulate-attack` tells a player and a script, whole: every JSON key and every line of the view, for a blow, a
 * duel, a volley and a salvo, with the odds worked by hand from "Résultat de la mêlée", "Frappe avant adversaire",
 * "La règle des plusieurs 6" and "Armes à projectiles multiples".
 */
import { describe, expect, it } from 'vitest';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { ArgadBand } from '../../../src/rulesets/argad/band.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band, member, type Json } from './helpers.js';

const troop = band(`
ruleset: argad
name: Reports
characters:
  - { name: Ogre, class: 4, armour: legere, melee: courte, health_points: 2 }
  - { name: Archers, count: 3, class: 3, armour: legere, melee: courte, ranged: arc }
  - { name: Lutteur, class: 3, armour: legere, melee: mains-nues }
`);

const typed = (options: Options): Side<ArgadBand> => ({ kind: 'typed', options });
function report(options: Options, attacker?: string, target?: string): { json: Json; view: Json[] } {
  const r = ruleset.attack.simulate({ attacker: attacker ? member(troop, attacker) : typed(options), target: target ? member(troop, target) : typed(options), options });
  return { json: r.json as Json, view: r.view as unknown as Json[] };
}
const p = (x: number) => expect.closeTo(x, 12);
const typedSide = (role: 'attacker' | 'target', cls: number, armour = 'legere', melee = 'courte') => ({
  name: `${role} of classe ${cls}`,
  file: null,
  class: cls,
  armour,
  melee,
  melee_category: melee,
  ranged: null,
  mounted: null,
});
const ogre = { name: 'Ogre', file: 'troop.yaml', class: 4, armour: 'legere', melee: 'courte', melee_category: 'courte', ranged: null, mounted: null };
const archers = { ...ogre, name: 'Archers', class: 3, ranged: 'arc' };
const clumsyBareHands = (detail: string) => `untrained, improvised weapon or bare hands (${detail}; not cumulative)`;

describe('one blow', () => {
  it('bare hands on a target with two points de vie: a KO on a 6 (6 − 1 > 4), a recoil on a 5, and both notes', () => {
    expect(report({}, 'Lutteur', 'Ogre')).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: { ...ogre, name: 'Lutteur', class: 3, melee: 'mains-nues', melee_category: 'mains-nues' },
        target: ogre,
        p_kill: 0,
        // A touch would wound; bare hands knock out instead (a KO is no wound), and a triple 6 is never rolled after a KO.
        p_wound: 0,
        p_recoil: p(1 / 6),
        p_miss: p(4 / 6),
        p_ko: p(1 / 6),
        target_health_points: 2,
        expected_pv_lost: 0,
        modifier: -1,
        modifiers: [{ code: 'argad/mod-clumsy', value: -1 }],
      },
      view: [
        { kind: 'heading', text: 'Lutteur strikes Ogre (classe 4, armure légère)' },
        { kind: 'pairs', items: [[clumsyBareHands('mains-nues'), '-1'], ['total modifier', '-1']] },
        { kind: 'bars', items: [{ label: 'kill', p: 0 }, { label: 'wounded', p: 0 }, { label: 'KO', p: p(1 / 6) }, { label: 'recul', p: p(1 / 6) }, { label: 'miss', p: p(4 / 6) }] },
        { kind: 'lines', lines: ['Ogre has two points de vie left: the first touch only wounds, a second kills', 'bare hands: a touch knocks out for a turn, it kills only on a triple 6'] },
      ],
    });
  });

  it('two strikers of classe 2 with bare hands, from below, on a classe 3: some 6 KOs (11/36), a best die of 5 recoils (9/36)', () => {
    expect(report({ class: 2, melee: 'mains-nues', targetClass: 3, lower: true, strikers: 2 })).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: typedSide('attacker', 2, 'legere', 'mains-nues'),
        target: typedSide('target', 3),
        p_kill: 0,
        p_recoil: p(9 / 36),
        p_miss: p(16 / 36),
        p_ko: p(11 / 36),
        expected_pv_lost: 0,
        modifier: -2,
        dice_thrown: 2,
        strike: 'several-sixes',
        modifiers: [
          { code: 'argad/mod-clumsy', value: -1 },
          { code: 'argad/mod-lower', value: -1 },
        ],
      },
      view: [
        { kind: 'heading', text: 'attacker of classe 2 strikes target of classe 3 (classe 3, armure légère)' },
        { kind: 'pairs', items: [[clumsyBareHands('classe 2, mains-nues'), '-1'], ['strikes an enemy higher up', '-1'], ['total modifier', '-2']] },
        { kind: 'lines', lines: ['2 dice at one enemy: two 6 count as a 6 and a 7 (several sixes), the best counts'] },
        { kind: 'bars', items: [{ label: 'kill', p: 0 }, { label: 'KO', p: p(11 / 36) }, { label: 'recul', p: p(9 / 36) }, { label: 'miss', p: p(16 / 36) }] },
        { kind: 'lines', lines: ['bare hands: a touch knocks out for a turn, it kills only on a triple 6'] },
      ],
    });
  });

  it('a weapon, one life, no modifier: no p_ko, no strike, no notes; the total modifier alone', () => {
    // Classe 4 on classe 3: 4, 5, 6 kill; 3 recoils.
    expect(report({ class: 4, targetClass: 3 })).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: typedSide('attacker', 4),
        target: typedSide('target', 3),
        p_kill: p(3 / 6),
        p_recoil: p(1 / 6),
        p_miss: p(2 / 6),
        expected_pv_lost: p(3 / 6),
        modifier: 0,
        modifiers: [],
      },
      view: [
        { kind: 'heading', text: 'attacker of classe 4 strikes target of classe 3 (classe 3, armure légère)' },
        { kind: 'pairs', items: [['total modifier', '0']] },
        { kind: 'bars', items: [{ label: 'kill', p: p(3 / 6) }, { label: 'recul', p: p(1 / 6) }, { label: 'miss', p: p(2 / 6) }] },
      ],
    });
  });

  it.each([
    ['en désordre', { strikers: 3, disorder: true }, 'one-six-rerolled', '3 dice at one enemy, en désordre: one 6 rerolled, the best counts'],
    ["a bretteur's two blows", { skill: ['bretteur'], twoBlows: true }, 'two-blows', 'two blows of a bretteur: 2 dice, each with its own rerolls, the best counts'],
  ])('several dice %s: said in JSON and in the view', (_, options, strike, line) => {
    const r = report({ class: 4, targetClass: 3, ...options });
    expect(r.json.strike).toBe(strike);
    expect(r.json.dice_thrown).toBe(strike === 'two-blows' ? 2 : 3);
    expect(r.view[2]).toEqual({ kind: 'lines', lines: [line] });
  });

  it('one striker (--strikers 1) is a plain blow: no dice_thrown', () => {
    expect(report({ class: 4, targetClass: 3, strikers: 1 }).json).not.toHaveProperty('dice_thrown');
  });
});

describe('the dice rolled for a blow (--dice)', () => {
  it('a 6 on classe 5 in armure 5 kills at once: the natural, the result, no reroll', () => {
    expect(report({ class: 4, targetClass: 5, targetArmour: '5', dice: '6' })).toEqual({
      json: {
        ruleset: 'argad',
        method: 'dice',
        attacker: typedSide('attacker', 4),
        target: typedSide('target', 5, '5'),
        dice: [6],
        natural: 6,
        modifier: 0,
        result: 'kill',
        reroll_allowed: false,
        modifiers: [],
      },
      view: [
        { kind: 'heading', text: 'attacker of classe 4 strikes target of classe 5 (classe 5, armure 5)' },
        { kind: 'pairs', items: [['total modifier', '0']] },
        { kind: 'pairs', items: [['natural result', 6], ['result', 'kill']] },
      ],
    });
  });

  it('a 6 that only pushes back (6 − 1 = 5 on classe 5) may be rerolled: said in the view', () => {
    const r = report({ class: 4, targetClass: 5, lower: true, dice: '6' });
    expect(r.json).toMatchObject({ natural: 6, modifier: -1, result: 'recoil', reroll_allowed: true });
    expect(r.view.at(-2)).toEqual({ kind: 'pairs', items: [['natural result', 6], ['result', 'recul']] });
    expect(r.view.at(-1)).toEqual({ kind: 'lines', lines: ['the last die is a natural 6 that is not enough: it may be rerolled'] });
  });

  it('two strikers with no 6: the best face as it is', () => {
    expect(report({ class: 3, targetClass: 5, strikers: 2, dice: '2,3' }).json).toMatchObject({ natural: 3, result: 'miss', reroll_allowed: false });
    expect(report({ class: 3, targetClass: 5, strikers: 2, disorder: true, dice: '2,3' }).json).toMatchObject({ natural: 3, result: 'miss', reroll_allowed: false });
  });

  it('two strikers: too few faces, or faces past the end, are refused with their numbers', () => {
    const err = (dice: string) => {
      try {
        report({ class: 3, targetClass: 3, strikers: 2, dice });
      } catch (e) {
        return e;
      }
      return undefined;
    };
    expect(err('6')).toMatchObject({ code: 'argad/missing-dice', params: { limit: 2, actual: 1 } });
    expect(err('2,3,4,5')).toMatchObject({ code: 'argad/extra-dice', params: { actual: '4,5', used: '2,3' } });
  });

  it('two strikers: the first two faces are the throw, then the rerolls of the best (6,6 is a 7, then 6 is an 8)', () => {
    const at = { class: 3, targetClass: 5, targetArmour: '5', modifier: -3, strikers: 2 };
    expect(report({ ...at, dice: '6,6,6' }).json).toMatchObject({ dice: [6, 6, 6], natural: 8, result: 'kill', reroll_allowed: false, dice_thrown: 2, strike: 'several-sixes' });
    expect(report({ ...at, dice: '6,6,6' }).json).not.toHaveProperty('p_kill');
    // Three maxima of three strikers count 6, 7, 8: a triple 6 at once.
    expect(report({ ...at, strikers: 3, dice: '6,6,6' }).json).toMatchObject({ natural: 8, result: 'kill', reroll_allowed: false });
    expect(report({ ...at, strikers: 3, disorder: true, dice: '6,6,6,6' }).json).toMatchObject({ natural: 7, result: 'miss', reroll_allowed: true });
    expect(report({ ...at, dice: '5,6,2' }).json).toMatchObject({ natural: 6, reroll_allowed: false });
  });
});

describe('a duel', () => {
  it('bare hands against a sword: the sword strikes first (kill 5–6, recoil 4); the lutteur answers half the time with KO 5–6, recoil 4', () => {
    const a = 'attacker of classe 4';
    const b = 'target of classe 3';
    expect(report({ class: 4, melee: 'mains-nues', targetClass: 3, duel: true })).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: typedSide('attacker', 4, 'legere', 'mains-nues'),
        target: typedSide('target', 3),
        first: 'b',
        tie_rule: true,
        a_kills: 0,
        b_kills: p(1 / 3),
        a_recoils: p((1 / 2) * (1 / 6)),
        b_recoils: p(1 / 6),
        nothing: p((1 / 2) * (3 / 6)),
        both_killed: 0,
        both_recoil: 0,
        a_ko: p((1 / 2) * (2 / 6)),
        b_ko: 0,
        both_ko: 0,
        a_kills_b_ko: 0,
        b_kills_a_ko: 0,
        modifiers: { a: [{ code: 'argad/mod-clumsy', value: -1 }], b: [] },
      },
      view: [
        { kind: 'heading', text: `${a} and ${b} strike each other` },
        { kind: 'lines', lines: [`${b} strikes first (longer weapon)`] },
        { kind: 'pairs', items: [[clumsyBareHands('mains-nues'), '-1'], [`total modifier of ${a}`, '-1']] },
        { kind: 'pairs', items: [[`total modifier of ${b}`, '0']] },
        {
          kind: 'bars',
          items: [
            { label: `${a} kills ${b}`, p: 0 },
            { label: `${b} kills ${a}`, p: p(1 / 3) },
            { label: `${a} makes ${b} recoil`, p: p(1 / 12) },
            { label: `${b} makes ${a} recoil`, p: p(1 / 6) },
            { label: 'nothing', p: p(1 / 4) },
            { label: 'both killed', p: 0 },
            { label: 'both recoil', p: 0 },
            { label: `${a} knocks ${b} out`, p: p(1 / 6) },
            { label: `${b} knocks ${a} out`, p: 0 },
            { label: 'both knocked out', p: 0 },
            { label: `${a} kills ${b} and falls KO`, p: 0 },
            { label: `${b} kills ${a} and falls KO`, p: 0 },
          ],
        },
      ],
    });
  });

  it("a bretteur's two blows against a lance with +1: the lance first (kill 4–6, recoil 3), then best of two dice on classe 3", () => {
    const a = 'attacker of classe 4';
    const b = 'target of classe 3';
    const r = report({ class: 4, skill: ['bretteur'], twoBlows: true, targetClass: 3, targetMelee: 'longue', targetModifier: 1, duel: true });
    expect(r.json).toEqual({
      ruleset: 'argad',
      method: 'exact',
      attacker: typedSide('attacker', 4),
      target: typedSide('target', 3, 'legere', 'longue'),
      first: 'b',
      tie_rule: true,
      dice_thrown: { a: 2, b: 1 },
      a_kills: p((1 / 3) * (1 - (1 / 2) ** 2)),
      b_kills: p(1 / 2),
      a_recoils: p((1 / 3) * (9 / 36 - 4 / 36)),
      b_recoils: p(1 / 6),
      nothing: p((1 / 3) * (4 / 36)),
      both_killed: 0,
      both_recoil: 0,
      modifiers: { a: [], b: [{ code: 'argad/mod-given', value: 1 }] },
    });
    expect(r.view.slice(3, 5)).toEqual([
      { kind: 'pairs', items: [['--modifier', '+1'], [`total modifier of ${b}`, '+1']] },
      { kind: 'lines', lines: [`${a}: two blows of a bretteur: 2 dice, each with its own rerolls, the best counts`] },
    ]);
    expect(r.view.at(-1)!.items).toHaveLength(7);
  });

  it('the target striking twice is named in the view and counted in dice_thrown', () => {
    const r = report({ class: 3, targetClass: 4, targetSkill: ['bretteur'], targetTwoBlows: true, duel: true });
    expect(r.json.dice_thrown).toEqual({ a: 1, b: 2 });
    expect(r.view[4]).toEqual({ kind: 'lines', lines: ['target of classe 4: two blows of a bretteur: 2 dice, each with its own rerolls, the best counts'] });
  });

  it('house rule tie-rule: false: "same length" says a double kill kills both', () => {
    const t = band(`ruleset: argad
name: No tie
house_rules: { tie-rule: false }
characters:
  - { name: A, class: 3, armour: legere, melee: courte }
`);
    const r = ruleset.attack.simulate({ attacker: member(t, 'A'), target: typed({ targetClass: 3 }), options: { duel: true } });
    expect((r.view as unknown as Json[])[1]).toEqual({ kind: 'lines', lines: ['same length: they strike together (house rule: no tie rule, a double kill kills both)'] });
    expect((r.json as Json).both_killed).toBeCloseTo((3 / 6) ** 2, 12);
  });

  it('the order line: together with the tie rule, the attacker first with a longer weapon', () => {
    expect(report({ class: 3, targetClass: 3, duel: true }).view[1]).toEqual({ kind: 'lines', lines: ['same length: they strike together (tie rule: classe, then armure, then natural die)'] });
    const longer = report({ class: 3, melee: 'longue', targetClass: 3, duel: true });
    expect(longer.json.first).toBe('a');
    expect(longer.view[1]).toEqual({ kind: 'lines', lines: ['attacker of classe 3 strikes first (longer weapon)'] });
  });
});

describe('a volley', () => {
  // Three arcs at long range on classe 4 unprotected: table 7, a 6 then a 6 rerolled; two 6 are a 6 and a 7 (§ b).
  const one = 3 * (1 / 6) * (25 / 36);
  const two = 3 * (1 / 36) * (5 / 6);
  const three = 1 / 216;
  const heading = [
    { kind: 'heading', text: 'Archers shoot at Ogre with the arc simple européen (3 dice)' },
    { kind: 'pairs', items: [['range', 'long (40-60 cm)'], ['table', '7']] },
    { kind: 'pairs', items: [['total modifier', '0']] },
    { kind: 'pairs', items: [['natural needed', 7]] },
  ];

  it('three archers at long range on a target with two points de vie: hits by count, worked by hand', () => {
    expect(report({ weapon: 'ranged', range: 'long' }, 'Archers', 'Ogre')).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: archers,
        target: ogre,
        weapon: 'arc',
        range: 'long',
        dice: 3,
        table: 7,
        need: 7,
        hits: { 0: p(1 - one / 6 - two - three), 1: p(two + one / 6), 2: p(three) },
        // Two points de vie: one hit wounds, the second kills (issue 38, item 12).
        p_kill: p(three),
        p_wound: p(two + one / 6),
        target_health_points: 2,
        expected_pv_lost: p(two + one / 6 + 2 * three),
        modifiers: [],
      },
      view: [
        ...heading,
        { kind: 'bars', items: [{ label: '0 hit(s)', p: p(1 - one / 6 - two - three) }, { label: '1 hit(s)', p: p(two + one / 6) }, { label: '2 hit(s)', p: p(three) }] },
        { kind: 'pairs', items: [['at least one hit', '13.19%'], ['killed (hits ≥ points de vie left)', `${(three * 100).toFixed(2)}%`]] },
        { kind: 'lines', lines: ['Ogre has two points de vie left: the first touch only wounds, a second kills'] },
      ],
    });
  });

  it('the table shows "5-6" for a 5, the need after the modifiers; no note on one life', () => {
    const r = report({ class: 3, ranged: 'arc', targetClass: 3, weapon: 'ranged', range: 'short', protection: 1 });
    expect(r.view[1]).toEqual({ kind: 'pairs', items: [['range', 'short (0-20 cm)'], ['table', '5-6']] });
    expect(r.view[3]).toEqual({ kind: 'pairs', items: [['natural needed', 6]] });
    expect(r.json).toMatchObject({ table: 5, need: 6, p_kill: p(1 / 6) });
    expect(r.view.at(-1)).toEqual({ kind: 'pairs', items: [['at least one hit', '16.67%']] });
  });

  it('the dice rolled: a lone 6 at need 7 may be rerolled; 6,1,2 then 6 is one hit', () => {
    expect(report({ weapon: 'ranged', range: 'long', dice: '6,1,2' }, 'Archers', 'Ogre')).toEqual({
      json: { ruleset: 'argad', method: 'dice', attacker: archers, target: ogre, weapon: 'arc', range: 'long', need: 7, dice: [6, 1, 2], hits: 0, reroll_allowed: true, modifiers: [] },
      view: [...heading, { kind: 'pairs', items: [['hits', 0]] }, { kind: 'lines', lines: ['the last die is a natural 6 that is not enough: it may be rerolled'] }],
    });
    const done = report({ weapon: 'ranged', range: 'long', dice: '6,1,2,6' }, 'Archers', 'Ogre');
    expect(done.json).toMatchObject({ hits: 1, reroll_allowed: false });
    expect(done.view.at(-1)).toEqual({ kind: 'pairs', items: [['hits', 1]] });
    expect(report({ weapon: 'ranged', range: 'long', dice: '6,1,2,5' }, 'Archers', 'Ogre').json).toMatchObject({ hits: 0, reroll_allowed: false });
  });

  it('the dice rolled: a face at the need hits, under it misses; a 6 counts once', () => {
    // Short range: table 5. A 5 and a 6 hit, a 4 misses.
    expect(report({ weapon: 'ranged', range: 'short', dice: '5,6,4' }, 'Archers', 'Ogre').json).toMatchObject({ need: 5, hits: 2, reroll_allowed: false });
    // With no 6 among them, a 5 still hits alone.
    expect(report({ weapon: 'ranged', range: 'short', dice: '5,4,1' }, 'Archers', 'Ogre').json).toMatchObject({ need: 5, hits: 1, reroll_allowed: false });
  });

  it('the dice rolled: faces past the end of the volley are refused, naming them', () => {
    try {
      report({ weapon: 'ranged', range: 'long', dice: '6,6,2,4,5' }, 'Archers', 'Ogre');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'argad/extra-dice', params: { actual: '4,5', used: '6,6,2' } });
    }
    // After a reroll that ends the chain (a 5 is no 6).
    try {
      report({ weapon: 'ranged', range: 'long', dice: '6,1,2,5,3' }, 'Archers', 'Ogre');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'argad/extra-dice', params: { actual: '3', used: '6,1,2,5' } });
    }
    try {
      report({ weapon: 'ranged', range: 'long', dice: '6,1' }, 'Archers', 'Ogre');
      expect.unreachable();
    } catch (e) {
      expect(e).toMatchObject({ code: 'argad/missing-dice', params: { limit: 3, actual: 2 } });
    }
  });
});

describe('a salvo of red and white dice', () => {
  it('en désordre two red 6 are two 6, one rerolled: at need 7, 11/216 instead of 16/216', () => {
    const salvo = { class: 3, targetClass: 3, weapon: 'ranged', table: 5, redDice: 2, modifier: -2 };
    expect(report(salvo).json).toMatchObject({ need: 7, p_kill: p(1 / 36 + (10 / 36) * (1 / 6)) });
    expect(report({ ...salvo, disorder: true }).json).toMatchObject({ need: 7, p_kill: p((11 / 36) * (1 / 6)) });
  });

  it('classe 2 (−1) at table 5, two red and one white on a 6: victims only when a red die hits', () => {
    const [none, oneVictim, twoVictims, all] = [25 / 36, 50 / 216, 15 / 216, 1 / 216];
    expect(report({ class: 2, weapon: 'ranged', table: 5, whiteDice: 1, targetClass: 3 })).toEqual({
      json: {
        ruleset: 'argad',
        method: 'exact',
        attacker: typedSide('attacker', 2),
        target: typedSide('target', 3),
        red_dice: 2,
        white_dice: 1,
        table: 5,
        need: 6,
        group: false,
        victims: { 0: p(none), 1: p(oneVictim), 2: p(twoVictims), 3: p(all) },
        p_kill: p(1 - none),
        expected_victims: p(oneVictim + 2 * twoVictims + 3 * all),
        modifiers: [{ code: 'argad/mod-untrained-firearm', value: -1 }],
      },
      view: [
        { kind: 'heading', text: 'attacker of classe 2 fires at target of classe 3: 2 red and 1 white dice' },
        { kind: 'pairs', items: [['table', 5]] },
        { kind: 'pairs', items: [['classe 1–2, little used to shooting', '-1'], ['total modifier', '-1']] },
        { kind: 'pairs', items: [['natural needed', 6]] },
        { kind: 'bars', items: [{ label: '0 victim(s)', p: p(none) }, { label: '1 victim(s)', p: p(oneVictim) }, { label: '2 victim(s)', p: p(twoVictims) }, { label: '3 victim(s)', p: p(all) }] },
      ],
    });
  });
});

describe("a bretteur's two blows en désordre", () => {
  // "limité à un seul 6 par joueur": the two dice share one reroll. On classe 5 in armure 5 with −1, only a 7 kills:
  // a 6 among the two dice (11/36), then a 6 rerolled (1/6). Each die rerolled on its own would give 1 − (35/36)².
  it('the two dice share one reroll: 11/216', () => {
    const r = report({ class: 4, skill: ['bretteur'], twoBlows: true, targetClass: 5, targetArmour: '5', lower: true, disorder: true });
    expect(r.json).toMatchObject({ strike: 'one-six-rerolled', dice_thrown: 2, p_kill: p(11 / 216) });
    expect(report({ class: 4, skill: ['bretteur'], twoBlows: true, targetClass: 5, targetArmour: '5', lower: true }).json).toMatchObject({ strike: 'two-blows', p_kill: p(1 - (35 / 36) ** 2) });
  });

  it('the target en désordre in a duel: its two dice share one reroll, said by name', () => {
    const r = report({ class: 3, targetClass: 4, targetSkill: ['bretteur'], targetTwoBlows: true, targetDisorder: true, duel: true });
    expect(r.view[4]).toEqual({ kind: 'lines', lines: ['target of classe 4: 2 dice at one enemy, en désordre: one 6 rerolled, the best counts'] });
  });
});

describe('modifiers in words', () => {
  it.each([
    [{ class: 4, melee: 'hallebarde', targetClass: 4, targetMounted: 'pieton-monte' }, 1, 'hallebarde on foot against a monté', '+1'],
    [{ class: 4, targetClass: 4, weapon: 'ranged', ranged: 'pistolet', range: 'medium', targetArmour: '4T' }, 2, 'armure 4T against this weapon', '-1'],
  ])('%#: %s', (options, block, words, value) => {
    expect(report(options).view[block]!.items[0]).toEqual([words, value]);
  });
});
