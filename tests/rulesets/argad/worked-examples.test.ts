/** The rulebook's own examples, worked by hand from its text. */
import { describe, expect, it } from 'vitest';
import { band, member, simulate, type Json } from './helpers.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';

const SIXTH = 1 / 6;

describe('"Suite de l\'exemple": the samurai (classe 5, véture légère) and the ashigaru lancer (classe 3, véture légère)', () => {
  const samurai = { class: 5, attackerArmour: 'legere', melee: 'courte' };
  const lancer = { targetClass: 3, targetArmour: 'legere', targetMelee: 'longue' };

  it('the lancer on the samurai: 5 recoils, 6 kills', () => {
    const odds = simulate({ class: 3, melee: 'longue', targetClass: 5 }).json;
    expect(odds).toMatchObject({ ruleset: 'argad', method: 'exact' });
    expect(odds.p_recoil).toBeCloseTo(SIXTH, 12);
    expect(odds.p_kill).toBeCloseTo(SIXTH, 12);
    expect(odds.p_miss).toBeCloseTo(4 * SIXTH, 12);
  });

  it('the samurai on the lancer: 3 recoils, 4, 5 or 6 kill', () => {
    const odds = simulate({ ...samurai, targetClass: 3 }).json;
    expect(odds.p_recoil).toBeCloseTo(SIXTH, 12);
    expect(odds.p_kill).toBeCloseTo(3 * SIXTH, 12);
    expect(odds.p_miss).toBeCloseTo(2 * SIXTH, 12);
  });

  it('the duel: the lance strikes first, the samurai answers only if neither killed nor pushed back', () => {
    const odds = simulate({ ...samurai, ...lancer, duel: true }).json;
    expect(odds.first).toBe('b');
    expect(odds.b_kills).toBeCloseTo(SIXTH, 12);
    expect(odds.b_recoils).toBeCloseTo(SIXTH, 12);
    expect(odds.a_kills).toBeCloseTo((4 / 6) * (3 / 6), 12);
    expect(odds.a_recoils).toBeCloseTo((4 / 6) * (1 / 6), 12);
    expect(odds.nothing).toBeCloseTo((4 / 6) * (2 / 6), 12);
    expect(odds.both_killed).toBe(0);
  });

  it('the yumi at 10–20 cm needs a 6 on an unprotected lancer', () => {
    const odds = simulate({ ...samurai, ranged: 'yumi', ...lancer, weapon: 'ranged', range: 'medium' }).json;
    expect(odds.need).toBe(6);
    expect(odds.p_kill).toBeCloseTo(SIXTH, 12);
  });

  it('"si le lancier avait eu une cuirasse (malus −1 au dé) il aurait fallu faire 7 (un 6 et relancer un 6)"', () => {
    const odds = simulate({ ...samurai, ranged: 'yumi', ...lancer, targetArmour: '4', weapon: 'ranged', range: 'medium' }).json;
    expect(odds.need).toBe(7);
    expect(odds.p_kill).toBeCloseTo(1 / 36, 12);
    expect(odds.modifiers).toEqual([{ code: 'argad/mod-armour', value: -1 }]);
  });

  it('"il le tue sur 5 ou 6 au dé" at short range', () => {
    expect(simulate({ ...samurai, ranged: 'yumi', ...lancer, weapon: 'ranged', range: 'short' }).json.p_kill).toBeCloseTo(2 * SIXTH, 12);
  });
});

describe('the Britto-Roman and the Pict, both classe 4 with swords', () => {
  // "touché-es sur 5 ou 6 au dé ou reculent sur 4 … Si les deux résultats touchent, étant de même classe la meilleure
  // armure l'emporte … (pareil si deux résultats recul, seul le Picte doit reculer)."
  const odds = simulate({ class: 4, attackerArmour: '4', melee: 'courte', targetClass: 4, targetArmour: 'legere', targetMelee: 'courte', duel: true }).json;

  it('they strike together and only the better armour wins a double kill or a double recoil', () => {
    expect(odds.first).toBe('together');
    expect(odds.both_killed).toBe(0);
    expect(odds.both_recoil).toBe(0);
  });

  it('by hand: each kills on 5–6, recoils on 4; the Britto-Roman takes every tie', () => {
    const kill = 2 / 6;
    const recoil = 1 / 6;
    const miss = 3 / 6;
    expect(odds.a_kills).toBeCloseTo(kill, 12); // her kill stands whatever the Pict rolls
    expect(odds.b_kills).toBeCloseTo((recoil + miss) * kill, 12);
    expect(odds.a_recoils).toBeCloseTo(recoil * (recoil + miss), 12);
    expect(odds.b_recoils).toBeCloseTo(miss * recoil, 12);
    expect(odds.nothing).toBeCloseTo(miss * miss, 12);
  });
});

describe('the tie rule down to the natural die', () => {
  it('identical fighters: a double kill goes to the higher natural die, and identical dice kill both', () => {
    const odds = simulate({ class: 3, melee: 'courte', targetClass: 3, targetMelee: 'courte', duel: true }).json;
    // Each kills on 4, 5, 6 (6 needs no reroll). Same naturals: 3 of 36 → both killed.
    expect(odds.both_killed).toBeCloseTo(3 / 36, 12);
    // Both recoil on a 3 each: same natural, same everything → both recoil.
    expect(odds.both_recoil).toBeCloseTo(1 / 36, 12);
    expect(odds.a_kills).toBeCloseTo(odds.b_kills, 12);
  });
});

describe('"Budget (optionnel)"', () => {
  const troop = band(`
ruleset: argad
name: Budget
pack_animals: 2
characters:
  - { name: Piéton, class: 3, armour: legere, melee: courte }
  - { name: Sonneur, class: 4, armour: 4, melee: courte, role: musicien, mounted: cavalier }
  - { name: Sergent, class: 4, armour: 4, melee: courte, role: chef }
  - { name: Cavaliers, count: 2, class: 4, armour: 4, melee: longue, mounted: cavalier }
  - { name: Dragon, class: 3, armour: legere, melee: courte, mounted: pieton-monte }
  - { name: Enseigne, class: 3, armour: legere, melee: courte, role: porte-embleme }
`);
  // Derived inside each test, not when the file is collected: a mutation run only sees what a test runs.
  const profile = () => ruleset.derive(troop);
  const cost = (name: string) => profile().characters.find((c) => c.name === name)!.cost;

  it('"un piéton classe 3 vaut 3 points"', () => expect(cost('Piéton')).toBe(3));
  it('"un cavalier classe 4, sonneur de clairon, vaut trois fois sa classe = 12 pts"', () => expect(cost('Sonneur')).toBe(12));
  it('a chef on foot: double', () => expect(cost('Sergent')).toBe(8));
  it('a line of two cavaliers: double each', () => expect(cost('Cavaliers')).toBe(16));
  it('a piéton monté: classe + 2 for the horse', () => expect(cost('Dragon')).toBe(5));
  it('a porte-emblème costs as a piéton (the rulebook gives no other cost)', () => expect(cost('Enseigne')).toBe(3));
  it('the band: every line plus 2 per pack animal', () => expect(profile().band.budget).toBe(3 + 12 + 8 + 16 + 5 + 3 + 4));
  it('show --json keys are exactly the documented ones', () => {
    expect(Object.keys(profile())).toEqual(['ruleset', 'name', 'band', 'characters']);
    expect(Object.keys(profile().band)).toEqual(['budget']);
    for (const c of profile().characters) expect(Object.keys(c)).toEqual(['name', 'count', 'class', 'armour', 'cost']);
  });
});

describe('a member of a troop file', () => {
  const troop = band(`
ruleset: argad
name: Members
characters:
  - { name: Archers, count: 6, class: 3, armour: legere, melee: courte, ranged: arc }
  - { name: Chevalier, class: 5, armour: 5, melee: longue, mounted: cavalier, role: chef }
`);
  it('six archers at long range on a knight: −2 for armure 5, need 9', () => {
    const odds: Json = ruleset.attack.simulate({ attacker: member(troop, 'Archers'), target: member(troop, 'Chevalier'), options: { weapon: 'ranged', range: 'long' } }).json;
    expect(odds.dice).toBe(6);
    expect(odds.need).toBe(9);
    // c sixes count 6 … 5+c. From four sixes on, 9 is reached; with one to three, the highest die is rerolled and
    // needs 4−c more sixes in a row.
    const choose = (n: number, k: number): number => (k === 0 ? 1 : (choose(n, k - 1) * (n - k + 1)) / k);
    const sixes = (c: number) => choose(6, c) * (1 / 6) ** c * (5 / 6) ** (6 - c);
    let p = 0;
    for (let c = 1; c <= 6; c++) p += sixes(c) * (c >= 4 ? 1 : (1 / 6) ** (4 - c));
    expect(odds.p_kill).toBeCloseTo(p, 12);
    expect(odds.hits['3']).toBeCloseTo(sixes(6), 12);
  });
});

describe('house rules', () => {
  const troop = (rules: string) =>
    band(`
ruleset: argad
name: House
${rules}
characters:
  - { name: A, class: 3, armour: legere, melee: courte, role: chef }
  - { name: B, class: 3, armour: legere, melee: courte }
  - { name: Paysan, class: 1, armour: legere, melee: courte }
`);
  const duel = (b: ReturnType<typeof troop>): Json => ruleset.attack.simulate({ attacker: member(b, 'A'), target: member(b, 'B'), options: { duel: true } }).json;
  const blow = (b: ReturnType<typeof troop>): Json => ruleset.attack.simulate({ attacker: member(b, 'Paysan'), target: member(b, 'B'), options: {} }).json;

  it('by default the tie rule separates identical fighters by their natural die', () => {
    expect(duel(troop('')).both_killed).toBeCloseTo(3 / 36, 12);
  });

  it('tie-rule: false — every double kill kills both, every double recoil pushes both back', () => {
    const odds = duel(troop('house_rules: { tie-rule: false }'));
    expect(odds.tie_rule).toBe(false);
    expect(odds.both_killed).toBeCloseTo((3 / 6) ** 2, 12);
    expect(odds.both_recoil).toBeCloseTo((1 / 6) ** 2, 12);
  });

  it('class-1-malus: false — a classe 1 strikes without −1', () => {
    expect(blow(troop('')).modifier).toBe(-1);
    expect(blow(troop('house_rules: { class-1-malus: false }')).modifier).toBe(0);
  });
});
