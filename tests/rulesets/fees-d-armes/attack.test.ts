/** The exact odds of an action against an independent enumeration of every roll of the pool. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attackOdds, outcome, type Defence, type Strike } from '../../../src/rulesets/fees-d-armes/odds/attack.js';
import { successFace } from '../../../src/rulesets/fees-d-armes/odds/pool.js';
import { bruteAttack, faceFor, type BruteCase } from './brute.js';

const NO_EXTRAS = { devour: false, attackerHealth: 0, collision: false, outOfRange: false } as const;
const NO_REGENERATION = { regeneration: 0, regenerationFirst: false } as const;

const split = (c: BruteCase): [Strike, Defence] => [
  { need: c.need, damage: c.damage, plus: c.plus, gel: c.gel, flammes: c.flammes, poison: c.poison, devour: c.devour ?? false, attackerHealth: c.attackerHealth ?? 0, collision: c.collision ?? false, outOfRange: c.outOfRange ?? false },
  { armour: c.armour, cover: c.cover, health: c.health, maxHealth: c.maxHealth ?? c.health, regeneration: c.regeneration ?? 0, regenerationFirst: c.regenerationFirst ?? false },
];

function expectSame(c: BruteCase): void {
  const [strike, defence] = split(c);
  const exact = attackOdds(strike, defence, c.dice, c.face);
  const brute = bruteAttack(c);
  expect(exact.p_success).toBeCloseTo(brute.pSuccess, 9);
  expect(exact.p_kill).toBeCloseTo(brute.pKill, 9);
  expect(exact.p_kill_end_of_turn).toBeCloseTo(brute.pKillEnd, 9);
  const values = new Set([...exact.damage.keys(), ...brute.damage.keys()]);
  for (const v of values) expect(exact.damage.get(v) ?? 0, `damage ${v}`).toBeCloseTo(brute.damage.get(v) ?? 0, 9);
}

const caseArb = fc.record({
  dice: fc.integer({ min: 0, max: 6 }),
  total: fc.integer({ min: -4, max: 4 }),
  need: fc.integer({ min: 1, max: 5 }),
  damage: fc.integer({ min: 0, max: 4 }),
  plus: fc.boolean(),
  armour: fc.integer({ min: 0, max: 3 }),
  cover: fc.boolean(),
  gel: fc.boolean(),
  health: fc.integer({ min: 1, max: 8 }),
  flammes: fc.integer({ min: 0, max: 2 }),
  poison: fc.integer({ min: 0, max: 2 }),
});

describe("Fées d'armes action odds", () => {
  it('match the enumeration of every roll (random cases)', () => {
    fc.assert(
      fc.property(caseArb, ({ total, ...rest }) => {
        expect(successFace(total)).toBe(faceFor(total));
        expectSame({ ...rest, face: faceFor(total) });
      }),
      { numRuns: 150, seed: 20240601 },
    );
  });

  it.each([
    ['the ogre\'s Massue on the bûcheron', { dice: 3, face: 4, need: 2, damage: 2, plus: true, armour: 1, cover: false, gel: false, health: 6, flammes: 0, poison: 0 }],
    ['with a joker, against 2 Santé', { dice: 5, face: 4, need: 2, damage: 2, plus: true, armour: 1, cover: false, gel: false, health: 2, flammes: 0, poison: 0 }],
    ['under cover, Gel', { dice: 4, face: 5, need: 1, damage: 1, plus: true, armour: 2, cover: true, gel: true, health: 3, flammes: 1, poison: 2 }],
    ['seven dice, second activation', { dice: 7, face: 6, need: 1, damage: 1, plus: true, armour: 0, cover: false, gel: false, health: 3, flammes: 0, poison: 0 }],
  ])('match the enumeration: %s', (_name, c) => expectSame(c));

  it('sum to 1 and include failures in 0 damage', () => {
    const odds = attackOdds({ need: 2, damage: 2, plus: true, gel: false, flammes: 0, poison: 0, ...NO_EXTRAS }, { armour: 1, cover: false, health: 6, maxHealth: 6, ...NO_REGENERATION }, 3, 4);
    expect([...odds.damage.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    // By hand: 3 dice at 1/2; 0–1 success (4/8) nothing, 2 (3/8) 2−1 = 1, 3 (1/8) 3−1 = 2.
    expect(odds.p_success).toBeCloseTo(0.5, 12);
    expect(odds.damage.get(0)).toBeCloseTo(0.5, 12);
    expect(odds.damage.get(1)).toBeCloseTo(0.375, 12);
    expect(odds.damage.get(2)).toBeCloseTo(0.125, 12);
    expect(odds.expected_damage).toBeCloseTo(0.625, 12);
  });

  describe('the rulebook example (Massue (2+) : Dégâts 2+ against Armure 1)', () => {
    const massue: Strike = { need: 2, damage: 2, plus: true, gel: false, flammes: 0, poison: 0, ...NO_EXTRAS };
    const bucheron: Defence = { armour: 1, cover: false, health: 6, maxHealth: 6, ...NO_REGENERATION };
    it.each([
      // "Le coup ne porte pas et le bûcheron ne subit aucun effet de l'attaque."
      [1, false, 0, 0],
      // "le bûcheron subira un dégât (annulé par son armure)": 2 Dégâts, 1 after the Armure
      [2, true, 2, 1],
      // "il provoque 3 dégâts. Deux de base, auxquels on ajoute le dégâts additionnel"
      [3, true, 3, 2],
      // "cinq réussites … le bûcheron subira alors cinq dégâts (dont un annulé par son armure)"
      [5, true, 5, 4],
    ])('%i success(es): success %s, %i Dégâts, %i after armour', (successes, success, gross, damage) => {
      const o = outcome(massue, bucheron, successes);
      expect([o.success, o.gross, o.damage]).toEqual([success, gross, damage]);
    });
  });
});
