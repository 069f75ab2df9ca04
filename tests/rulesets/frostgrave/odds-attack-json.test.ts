/**
 * The JSON of a Frostgrave `simulate-attack`, every key and value, for a fight and a shot, exact and resolved with
 * `--dice`: who attacks whom, the kind of attack, the range only when given, and each roll's labelled parts.
 */
import { describe, expect, it } from 'vitest';
import { FILE, member, simulate, typed } from './odds-common.js';

const close = (x: number) => expect.closeTo(x, 12);
const figure = (name: string, weapon: string, armour: number, health: number) => ({ name, file: FILE, weapon, armour, health });
const nobody = (armour: number, health: number) => ({ name: null, file: null, weapon: null, armour, health });

describe('the JSON of a fight', () => {
  it('resolved with --dice "13 5" (the rulebook example): the scores, the winner, no critical, the parts', () => {
    expect(simulate(member('Mage'), member('Brigand'), { dice: '13 5' }).json).toStrictEqual({
      ruleset: 'frostgrave',
      attack: 'melee',
      attacker: figure('Mage', 'baton', 12, 14),
      target: figure('Brigand', 'arme-de-base', 10, 10),
      crits: false,
      method: 'dice',
      dice: [13, 5],
      attacker_score: 17,
      target_score: 6,
      winner: 'attacker',
      critical: { attacker: false, target: false },
      damage: 6,
      damage_taken: 0,
      kill: false,
      killed: false,
      modifiers: {
        attacker: { roll: [{ source: 'fight', value: 4 }], damage: [{ source: 'weapon', value: -1, detail: 'bâton' }] },
        target: { roll: [{ source: 'fight', value: 2 }, { source: 'opponent_weapon', value: -1, detail: 'bâton' }], damage: [] },
      },
    });
  });

  it('exact between typed sides: d20 + 1 (damage +1) against d20 + 0, Armure 19, Santé 2', () => {
    // A win on b ≤ a (210 of 400), a tie on b = a + 1 (19). Damage a + 1 + 1 − 19 for a = 18, 19, 20 on 19, 20, 20
    // pairs; Santé 2: killed by 2 or 3, wounded by 1. The target's b − 20 never hurts the attacker's Armure 20.
    const options = { fight: 1, damageMod: 1, attackerArmour: 20, attackerHealth: 3, targetFight: 0, targetArmour: 19, targetHealth: 2 };
    expect(simulate(typed, typed, options).json).toStrictEqual({
      ruleset: 'frostgrave',
      attack: 'melee',
      attacker: nobody(20, 3),
      target: nobody(19, 2),
      crits: false,
      method: 'exact',
      p_win: 210 / 400,
      p_tie: 19 / 400,
      p_lose: 171 / 400,
      // Issue 38 item 22: Santé 2, so the 3 of the rule is 2 Santé lost.
      damage: { 0: 341 / 400, 1: 19 / 400, 2: 40 / 400 },
      damage_taken: { 0: 1 },
      expected_damage: close(99 / 400),
      expected_damage_taken: 0,
      p_kill: 40 / 400,
      p_wounded: 19 / 400,
      p_killed: 0,
      modifiers: { attacker: { roll: [{ source: 'fight', value: 1 }], damage: [{ source: 'damage_mod', value: 1 }] }, target: { roll: [{ source: 'fight', value: 0 }], damage: [] } },
    });
  });
});

describe('the JSON of a shot', () => {
  it('resolved with --dice at 24" with two obstructions and criticals: a natural 20 hits, (22 − 10) × 2 = 24 kills', () => {
    const options = { weapon: 'ranged', range: 24, dice: [20, 3], crits: true, obstructions: 2 };
    expect(simulate(member('Archer'), member('Brigand'), options).json).toStrictEqual({
      ruleset: 'frostgrave',
      attack: 'ranged',
      attacker: figure('Archer', 'arc', 11, 10),
      target: figure('Brigand', 'arme-de-base', 10, 10),
      range: 24,
      crits: true,
      method: 'dice',
      dice: [20, 3],
      attacker_score: 22,
      target_score: 7,
      hit: true,
      critical: true,
      damage: 24,
      kill: true,
      modifiers: { attacker: { roll: [{ source: 'shoot', value: 2 }], damage: [] }, target: { roll: [{ source: 'fight', value: 2 }, { source: 'obstructions', value: 2 }] } },
    });
  });

  it('exact between typed sides, no range given (no range key): Tir +3 against Combat +1, Armure 20, Santé 2', () => {
    // A hit on b ≤ a + 1: 2 + 3 + … + 20 + 20 = 229. Damage a + 3 − 20 for a = 18, 19, 20 on 19, 20, 20 pairs.
    expect(simulate(typed, typed, { weapon: 'ranged', shoot: 3, targetFight: 1, targetArmour: 20, targetHealth: 2 }).json).toStrictEqual({
      ruleset: 'frostgrave',
      attack: 'ranged',
      attacker: nobody(0, 1),
      target: nobody(20, 2),
      crits: false,
      method: 'exact',
      p_hit: 229 / 400,
      p_critical: 0,
      // Issue 38 item 22: Santé 2, so the 3 of the rule is 2 Santé lost: 19 + 2 × 40 = 99.
      damage: { 0: 341 / 400, 1: 19 / 400, 2: 40 / 400 },
      expected_damage: close(99 / 400),
      p_kill: 40 / 400,
      p_wounded: 19 / 400,
      modifiers: { attacker: { roll: [{ source: 'shoot', value: 3 }], damage: [] }, target: { roll: [{ source: 'fight', value: 1 }] } },
    });
  });
});
