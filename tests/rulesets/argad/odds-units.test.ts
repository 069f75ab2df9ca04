/**
 * The pieces of the Argad! odds on their own, at their edges: the reroll chain ("La règle des plusieurs 6"), a throw of
 * many dice (§ b), the tie rule of a duel ("règle optionnelle très conseillée"), and the matchup's numbers.
 */
import { describe, expect, it } from 'vitest';
import { chainDist, chainFrom, followChain, MAX_CHAIN } from '../../../src/rulesets/argad/odds/chain.js';
import { duelOutcome, tieBreak, type Duelist } from '../../../src/rulesets/argad/odds/duel.js';
import { signed } from '../../../src/rulesets/argad/odds/explain.js';
import { blowResult, tripleMaximum } from '../../../src/rulesets/argad/odds/melee.js';
import { strikeLength } from '../../../src/rulesets/argad/odds/melee-modifiers.js';
import { inDisorder, total } from '../../../src/rulesets/argad/odds/modifiers.js';
import { salvoDist, settle, throwVictims } from '../../../src/rulesets/argad/odds/salvo.js';
import { hitsDist, rerollReaches, throwHits } from '../../../src/rulesets/argad/odds/shooting.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band } from './helpers.js';

const close = (x: number) => expect.closeTo(x, 12);
const record = (d: ReadonlyMap<number, number>) => Object.fromEntries([...d].sort(([a], [b]) => a - b));

describe('the reroll chain', () => {
  it('a maximum rerolled while not enough: 6 stays with 5/6, 7 with 5/36 …, up to the last value with what is left', () => {
    expect(record(chainFrom(6, 6, (v) => v < 8))).toEqual({ 6: close(5 / 6), 7: close(5 / 36), 8: close(1 / 36) });
    expect(record(chainFrom(7, 6, (v) => v < 8))).toEqual({ 7: close(5 / 6), 8: close(1 / 6) });
    expect(record(chainFrom(8, 6, (v) => v < 8))).toEqual({ 8: 1 });
  });

  it(`never past ${MAX_CHAIN} maximums beyond the die, even when asked to go on`, () => {
    const d = chainFrom(6, 6, () => true);
    expect(Math.max(...d.keys())).toBe(6 + MAX_CHAIN);
    expect(d.get(6 + MAX_CHAIN)).toBeCloseTo((1 / 6) ** MAX_CHAIN, 20);
    expect([...d.values()].reduce((s, p) => s + p, 0)).toBeCloseTo(1, 12);
  });

  it('one die: faces under the maximum as they are, the maximum then its chain (a D4 rerolled up to 5)', () => {
    expect(record(chainDist(4, (v) => v < 5))).toEqual({ 1: 0.25, 2: 0.25, 3: 0.25, 4: close(0.25 * 0.75), 5: close(0.25 * 0.25) });
  });

  it('at the table: a maximum rerolled while not enough; a reroll that is no maximum ends it, the die as it was', () => {
    const notEnough = (v: number) => v < 8;
    expect(followChain([5], 6, notEnough)).toEqual({ natural: 5, used: 1, open: false });
    expect(followChain([6], 6, notEnough)).toEqual({ natural: 6, used: 1, open: true });
    expect(followChain([6, 6], 6, notEnough)).toEqual({ natural: 7, used: 2, open: true });
    expect(followChain([6, 6, 6], 6, notEnough)).toEqual({ natural: 8, used: 3, open: false });
    expect(followChain([6, 3], 6, notEnough)).toEqual({ natural: 6, used: 2, open: false });
    expect(followChain([6, 6, 6, 6], 6, notEnough)).toEqual({ natural: 8, used: 3, open: false });
    expect(followChain([6], 6, () => false)).toEqual({ natural: 6, used: 1, open: false });
    // § b: a throw already at 7 (two maxima) goes on from there.
    expect(followChain([7, 6], 6, notEnough)).toEqual({ natural: 8, used: 2, open: false });
  });
});

describe('one blow: "Résultat de la mêlée"', () => {
  const sword = { die: 6, modifier: 0, bareHands: false };
  it.each([
    ['a natural 1 misses even with +5', 1, { ...sword, modifier: 5 }, { class: 1, armour: 0 }, 'miss'],
    ['2 with +2 on classe 3: more than the classe, a kill', 2, { ...sword, modifier: 2 }, { class: 3, armour: 0 }, 'kill'],
    ['equal to the classe: a recoil', 3, sword, { class: 3, armour: 0 }, 'recoil'],
    ['one under the classe: a miss', 2, sword, { class: 3, armour: 0 }, 'miss'],
    ['above the classe, equal to a higher armour: a recoil', 5, sword, { class: 3, armour: 5 }, 'recoil'],
    ['above the armour too: a kill', 6, sword, { class: 3, armour: 5 }, 'kill'],
    ['an armour under the classe changes nothing: above the classe kills', 4, sword, { class: 3, armour: 0 }, 'kill'],
    ['bare hands: a touch is a KO', 4, { ...sword, bareHands: true }, { class: 3, armour: 0 }, 'ko'],
    ['bare hands: a triple 6 (8) kills', 8, { ...sword, bareHands: true }, { class: 3, armour: 0 }, 'kill'],
    ['a 7 with −5 on classe 5 misses', 7, { ...sword, modifier: -5 }, { class: 5, armour: 5 }, 'miss'],
    ['an 8 with −5 on classe 5 in armure 5 kills: "touche toujours"', 8, { ...sword, modifier: -5 }, { class: 5, armour: 5 }, 'kill'],
    ['a D8: its triple maximum is 10; a 9 with −5 misses', 9, { ...sword, die: 8, modifier: -5 }, { class: 5, armour: 5 }, 'miss'],
    ['a D8: 10 kills', 10, { ...sword, die: 8, modifier: -5 }, { class: 5, armour: 5 }, 'kill'],
  ])('%s', (_, natural, striker, target, expected) => {
    expect(blowResult(natural, striker, target)).toBe(expected);
  });

  it('the triple maximum of a die is its maximum + 2', () => {
    expect([4, 6, 8, 10, 12].map(tripleMaximum)).toEqual([6, 8, 10, 12, 14]);
  });
});

describe('a throw of several dice at one target (§ b)', () => {
  const volley = (need: number, severalSixes = true) => ({ dice: 4, sides: 6, need, severalSixes });
  it.each([
    ['no maximum: the other hits alone', { maxima: 0, others: 2 }, volley(5), { hits: 2 }],
    ['three 6 at need 8: 6, 7, 8, one hits', { maxima: 3, others: 0 }, volley(8), { hits: 1 }],
    ['two 6 at need 8: 6 and 7, none hits, the 7 is rerolled', { maxima: 2, others: 1 }, volley(8), { hits: 1, rerollFrom: 7 }],
    ['two 6 at need 6: both hit', { maxima: 2, others: 0 }, volley(6), { hits: 2 }],
    ['two 6 at need 7: the 7 hits', { maxima: 2, others: 0 }, volley(7), { hits: 1 }],
    ['en désordre two 6 at need 6: both hit', { maxima: 2, others: 1 }, volley(6, false), { hits: 3 }],
    ['en désordre two 6 at need 7: none, one 6 rerolled', { maxima: 2, others: 0 }, volley(7, false), { hits: 0, rerollFrom: 6 }],
  ])('%s', (_, t, v, expected) => {
    expect(throwHits(t, v)).toEqual(expected);
  });

  it('a reroll from 6 reaches 8 with two more 6; from 8 or more it is already there', () => {
    expect(rerollReaches(6, 8, 6)).toBeCloseTo(1 / 36, 15);
    expect(rerollReaches(8, 8, 6)).toBe(1);
    expect(rerollReaches(9, 8, 6)).toBe(1);
    expect(rerollReaches(8, 10, 8)).toBeCloseTo(1 / 64, 15);
  });

  it('one D8 at need 8: a hit on its maximum alone; at need 7 on 7 and 8', () => {
    expect(record(hitsDist({ dice: 1, sides: 8, need: 8, severalSixes: true }))).toEqual({ 0: close(7 / 8), 1: close(1 / 8) });
    expect(record(hitsDist({ dice: 1, sides: 8, need: 7, severalSixes: true }))).toEqual({ 0: close(6 / 8), 1: close(2 / 8) });
    expect(record(hitsDist({ dice: 2, sides: 6, need: 2, severalSixes: true }))).toEqual({ 0: close(1 / 36), 1: close(10 / 36), 2: close(25 / 36) });
  });
});

describe('the tie rule: classe, then armour, then the natural die, then the bonus-malus', () => {
  const d = (o: Partial<Duelist> = {}): Duelist => ({ die: 6, modifier: 0, bareHands: false, class: 3, armour: 0, length: 3, armourRank: 0, ...o });
  it.each([
    ['higher classe', d({ class: 4 }), d(), 6, 6, 1],
    ['lower classe, better everything else', d({ class: 2, armourRank: 5, modifier: 2 }), d(), 6, 5, -1],
    ['better armour at equal classe', d({ armourRank: 2 }), d({ armourRank: 1 }), 5, 6, 1],
    ['worse armour at equal classe', d({ armourRank: 1 }), d({ armourRank: 2 }), 6, 5, -1],
    ['higher natural die', d({ modifier: -1 }), d(), 6, 5, 1],
    ['lower natural die', d({ modifier: 1 }), d(), 5, 6, -1],
    ['better bonus-malus', d({ modifier: 1 }), d(), 5, 5, 1],
    ['worse bonus-malus', d({ modifier: -1 }), d(), 5, 5, -1],
    ['nothing separates them', d(), d(), 5, 5, 0],
  ])('%s', (_, a, b, na, nb, expected) => {
    expect(tieBreak(a, b, na, nb)).toBe(expected);
    expect(tieBreak(a, b, na, nb, false)).toBe(0);
  });

  it('a double kill and a double recoil each go to the one the tie rule prefers; without it, both', () => {
    const a = d({ class: 4 });
    const b = d({ class: 4, armourRank: 1 });
    // 5 and 6 on classe 4 kill; 4 recoils.
    expect(duelOutcome(a, b, 5, 6)).toBe('b_kills');
    expect(duelOutcome(b, a, 6, 5)).toBe('a_kills');
    expect(duelOutcome(a, b, 5, 6, false)).toBe('both_killed');
    expect(duelOutcome(a, b, 4, 4)).toBe('b_recoils');
    expect(duelOutcome(b, a, 4, 4)).toBe('a_recoils');
    expect(duelOutcome(a, b, 4, 4, false)).toBe('both_recoil');
    expect(duelOutcome(a, a, 4, 2)).toBe('a_recoils');
    expect(duelOutcome(a, a, 2, 4)).toBe('b_recoils');
    expect(duelOutcome(a, a, 2, 3)).toBe('nothing');
  });

  it('striking first: a kill or a recoil stops the answer; a miss lets it come', () => {
    const long = d({ length: 5 });
    expect(duelOutcome(long, d(), 3, 6)).toBe('a_recoils');
    expect(duelOutcome(long, d(), 2, 6)).toBe('b_kills');
    expect(duelOutcome(long, d(), 2, 3)).toBe('b_recoils');
    expect(duelOutcome(long, d(), 2, 2)).toBe('nothing');
    expect(duelOutcome(d(), long, 6, 6)).toBe('b_kills');
    expect(duelOutcome(d(), long, 3, 2)).toBe('a_recoils');
    // A KO stops the answer as a kill does.
    expect(duelOutcome(d({ length: 5, bareHands: true }), d(), 5, 6)).toBe('a_ko');
    expect(duelOutcome(d({ bareHands: true }), d({ bareHands: true }), 5, 5)).toBe('both_ko');
    expect(duelOutcome(d({ bareHands: true }), d(), 5, 2)).toBe('a_ko');
    expect(duelOutcome(d(), d({ bareHands: true }), 2, 5)).toBe('b_ko');
    // Struck together and nothing separates them (tie rule off): one blow kills, the other knocks out; each lands.
    expect(duelOutcome(d(), d({ bareHands: true }), 6, 6, false)).toBe('a_kills_b_ko');
    expect(duelOutcome(d({ bareHands: true }), d(), 6, 6, false)).toBe('b_kills_a_ko');
    expect(duelOutcome(d({ bareHands: true }), d({ bareHands: true }), 6, 6, false)).toBe('both_ko');
  });
});

describe('modifiers in words', () => {
  it('signed: +1, 0, −1 as -1', () => {
    expect([1, 0, -1].map(signed)).toEqual(['+1', '0', '-1']);
  });
  it('total and disorder: tactical bonuses go, tactical maluses and other bonuses stay', () => {
    const mods = [
      { code: 'a', value: 1, tactical: true },
      { code: 'b', value: -1, tactical: true },
      { code: 'c', value: 1 },
      { code: 'd', value: 0, tactical: true },
    ];
    expect(total(mods)).toBe(1);
    expect(inDisorder(mods).map((m) => m.code)).toEqual(['b', 'c', 'd']);
  });
});

describe('a matchup of Argad! bands', () => {
  const troop = band(`
ruleset: argad
name: Matchup
characters:
  - { name: Piquier, class: 3, armour: legere, melee: longue }
  - { name: Archer, class: 3, armour: legere, melee: courte, ranged: arc }
`);
  const attacks = ruleset.attack.attacks!;
  const headline = ruleset.attack.headline!;

  it('every line strikes in melee; one with a bow shoots too; a path that names no line has no attack', () => {
    expect(attacks(troop, { name: 'Piquier', path: ['characters', 0] })).toEqual([{ name: 'melee', label: 'arme longue', options: { weapon: 'melee' } }]);
    expect(attacks(troop, { name: 'Archer', path: ['characters', 1] })).toEqual([
      { name: 'melee', label: 'arme courte', options: { weapon: 'melee' } },
      { name: 'ranged', label: 'arc simple européen', options: { weapon: 'ranged' } },
    ]);
    expect(attacks(troop, { name: 'Nobody', path: ['characters', 7] })).toEqual([]);
  });

  it('a blow: kill is damage, hit is kill or recoil', () => {
    expect(headline({ p_kill: 0.5, p_recoil: 0.25, p_miss: 0.25 })).toEqual({ kill: 0.5, damage: 0.5, hit: 0.75 });
    expect(headline({})).toEqual({ kill: null, damage: null, hit: null });
  });

  it('a volley: damage is the points de vie lost, capped at what the target has left (issue 38, item 22); hit is one at least', () => {
    expect(headline({ p_kill: 0.5, hits: { 0: 0.5, 1: 0.25, 2: 0.25 }, expected_pv_lost: 0.5 })).toEqual({ kill: 0.5, damage: 0.5, hit: 0.5 });
    // Without the capped field (an older JSON), the chance to kill stands for the damage, never the uncapped hits.
    expect(headline({ p_kill: 0.5, hits: { 0: 0.5, 1: 0.25, 2: 0.25 } })).toEqual({ kill: 0.5, damage: 0.5, hit: 0.5 });
    expect(headline({ p_kill: 1, hits: { 1: 1 } })).toEqual({ kill: 1, damage: 1, hit: 1 });
    expect(headline({ p_kill: '1', hits: null, p_miss: '0' })).toEqual({ kill: null, damage: null, hit: null });
  });
});

describe('a salvo: the red dice first, whatever the order the dice are listed in', () => {
  const salvo = { red: 1, white: 1, sides: 6, severalSixes: true };
  it('§ b: of a red and a white 6 at need 7, the red one is the 7, and the shot counts', () => {
    const thrown = [
      { red: false, face: 6 },
      { red: true, face: 6 },
    ];
    expect(record(throwVictims(thrown, { ...salvo, need: 7, group: false }))).toEqual({ 1: 1 });
    const { dice } = settle(thrown, { ...salvo, need: 7, group: false });
    expect(dice.map((d) => [d.red, d.value])).toEqual([
      [false, 6],
      [true, 7],
    ]);
  });

  it('on a group, the +1 goes to a red die one short while no red die hits', () => {
    const thrown = [
      { red: false, face: 4 },
      { red: true, face: 4 },
    ];
    expect(record(throwVictims(thrown, { ...salvo, need: 5, group: true }))).toEqual({ 1: 1 });
    // A red die that hits already: the +1 to the white one short.
    expect(record(throwVictims([{ red: false, face: 4 }, { red: true, face: 5 }], { ...salvo, need: 5, group: true }))).toEqual({ 2: 1 });
    // No die one short: the +1 helps the 6 rerolled towards 8 (a 7 needs one more 6).
    expect(record(throwVictims([{ red: true, face: 6 }, { red: false, face: 2 }], { ...salvo, need: 8, group: true }))).toEqual({ 0: close(5 / 6), 1: close(1 / 6) });
    expect(record(throwVictims([{ red: true, face: 6 }, { red: false, face: 2 }], { ...salvo, need: 8, group: false }))).toEqual({ 0: close(35 / 36), 1: close(1 / 36) });
  });

  it('need 2 on a group: a red 1 is helped to 2 so the shot always counts; a white 1 too when a red die hits', () => {
    expect(record(salvoDist({ ...salvo, need: 2, group: true }))).toEqual({ 1: close(1 / 36), 2: close(35 / 36) });
    expect(record(salvoDist({ ...salvo, white: 2, need: 2, group: false }))).toEqual({ 0: close(1 / 6), 1: close((5 / 6) * (1 / 36)), 2: close((5 / 6) * (10 / 36)), 3: close((5 / 6) * (25 / 36)) });
  });
});

describe('striking order of a bretteur', () => {
  const bretteur = { name: 'B', file: null, count: 1, class: 4, armour: { id: 'legere', label: 'legere', name: 'véture légère', value: 0, rank: 0 }, skills: new Set(['bretteur']), die: 6, healthPoints: 1, pv: 1 };
  it('one step earlier with a sword unless striking twice; indoors a lance is a sword', () => {
    const sword = { ...bretteur, melee: { id: 'courte', name: 'arme courte', category: 'courte' as const, length: 3, clumsy: false, bareHands: false, examples: '' } };
    expect(strikeLength(sword, false)).toBe(4);
    expect(strikeLength(sword, false, true)).toBe(3);
    const lance = { ...sword, skills: new Set<string>(), melee: { ...sword.melee, id: 'longue', category: 'longue' as const, length: 5 } };
    expect(strikeLength(lance, true)).toBe(3);
    expect(strikeLength(lance, false)).toBe(5);
  });
});
