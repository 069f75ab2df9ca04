/**
 * `simulate-attack` for Frostgrave, the view of a fight: every line a player reads, asserted whole in English and in
 * French, computed inside `it`. The odds are counted by hand over the 400 pairs of d20s (the excerpt's "Combat": each
 * figure rolls d20 + Combat, the higher score wins, a tie lets both deal damage, damage = score + damage modifiers −
 * the loser's Armure, at least 0).
 */
import { describe, expect, it } from 'vitest';
import { member, simulate, typed } from './odds-common.js';

const COLUMNS = ['', 'Armure', 'Santé'];
/** Mage (d20 + 4, bâton: −1 to its damage and to the brigand's roll) against the Brigand (d20 + 2 − 1). */
const MAGE_LINES = ['Mage: d20 +4 (Combat +4); damage -1 (bâton -1)', "Brigand: d20 +1 (Combat +2, opponent's bâton -1); damage +0"];
const MAGE_TABLE = { kind: 'table', columns: COLUMNS, rows: [['Mage', 12, 14], ['Brigand', 10, 10]] };
const bar = (value: number, count: number, note?: string) => ({ label: String(value), p: count / 400, ...(note ? { note } : {}) });

describe('the exact view of a fight', () => {
  it('the mage against the brigand: sources named with their signs, odds by hand, "kills" from the Santé on', () => {
    // The mage wins with b ≤ a + 2 (247 pairs), ties at b = a + 3 (17), loses otherwise (136). Winning or tying with
    // a ≥ 8 it deals a + 4 − 1 − 10 = a − 7, on min(20, a + 3) pairs: 11, 12 … 19, then 20 for 10 to 13 (0 on 185).
    // Mean (735 + 20 × 46) / 400 = 4.1375; killed (Santé 10) from 10 on: 80; wounded at 6 to 9 (Santé 4 to 1): 70.
    // The brigand deals b + 1 − 12 = b − 11 on the a ≤ b − 3: 1 to 9 on 9 … 17 pairs (0 on 283), mean 645 / 400.
    const { view } = simulate(member('Mage'), member('Brigand'));
    expect(view).toEqual([
      { kind: 'heading', text: 'Mage fights Brigand' },
      { kind: 'lines', lines: MAGE_LINES },
      MAGE_TABLE,
      {
        kind: 'pairs',
        items: [
          ['Mage wins', '61.75%'],
          ['tie (both deal damage)', '4.25%'],
          ['Brigand wins', '34.00%'],
          // Issue 38 item 22: the 11 to 13 of the rule are 10 Santé lost: (735 + 10 × 80) / 400 = 3.8375.
          ['expected damage to Brigand', '3.84'],
          ['Brigand eliminated', '20.00%'],
          ['Brigand left wounded (Santé 4 or less)', '17.50%'],
          ['expected damage to Mage', '1.61'],
          ['Mage eliminated', '0.00%'],
        ],
      },
      { kind: 'heading', text: 'damage to Brigand' },
      {
        kind: 'bars',
        items: [
          bar(0, 185), bar(1, 11), bar(2, 12), bar(3, 13), bar(4, 14), bar(5, 15), bar(6, 16), bar(7, 17), bar(8, 18), bar(9, 19),
          bar(10, 80, 'kills'),
        ],
      },
      { kind: 'heading', text: 'damage to Mage' },
      { kind: 'bars', items: [bar(0, 283), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => bar(d, d + 8))] },
    ]);
  });

  it('typed sides, in French: named "attaquant" and "cible", a declared damage modifier, a +0 shown with its sign', () => {
    // d20 + 1 against d20 + 0: a win on b ≤ a (210), a tie on b = a + 1 (19). Damage 1 + a + 1 − 19 = a − 17 for
    // a = 18, 19, 20, on 19, 20, 20 pairs: mean 119 / 400 = 0.2975; Santé 2: killed by 2 and 3 (40), wounded by 1 (19).
    // The target's b + 0 − 20 is never positive.
    const options = { fight: 1, damageMod: 1, attackerArmour: 20, attackerHealth: 3, targetFight: 0, targetArmour: 19, targetHealth: 2 };
    const { view } = simulate(typed, typed, options, 'fr');
    expect(view).toEqual([
      { kind: 'heading', text: 'attaquant combat cible' },
      { kind: 'lines', lines: ['attaquant: d20 +1 (Combat +1); dommages +1 (modificateur de dommages déclaré +1)', 'cible: d20 +0 (Combat +0); dommages +0'] },
      { kind: 'table', columns: COLUMNS, rows: [['attaquant', 20, 3], ['cible', 19, 2]] },
      {
        kind: 'pairs',
        items: [
          ['attaquant gagne', '52,50\u00a0%'],
          ['égalité (chacun inflige des dommages)', '4,75\u00a0%'],
          ['cible gagne', '42,75\u00a0%'],
          // Santé 2: the 3 of the rule is 2 lost, (19 + 2 × 40) / 400 = 0.2475.
          ['dommages moyens à cible', '0,25'],
          ['cible éliminé(e)', '10,00\u00a0%'],
          ['cible laissé(e) blessé(e) (Santé 4 ou moins)', '4,75\u00a0%'],
          ['dommages moyens à attaquant', '0,00'],
          ['attaquant éliminé(e)', '0,00\u00a0%'],
        ],
      },
      { kind: 'heading', text: 'dommages à cible' },
      { kind: 'bars', items: [bar(0, 341), bar(1, 19), bar(2, 40, 'élimine')] },
      { kind: 'heading', text: 'dommages à attaquant' },
      { kind: 'bars', items: [bar(0, 400)] },
    ]);
  });

  it('typed sides in English are "attacker" and "target"', () => {
    const options = { fight: 1, attackerArmour: 20, attackerHealth: 3, targetFight: -2, targetArmour: 19, targetHealth: 2 };
    const { view } = simulate(typed, typed, options);
    expect(view.slice(0, 2)).toEqual([
      { kind: 'heading', text: 'attacker fights target' },
      { kind: 'lines', lines: ['attacker: d20 +1 (Combat +1); damage +0', 'target: d20 -2 (Combat -2); damage +0'] },
    ]);
  });
});

describe('the view of a fight resolved with --dice', () => {
  it('the rulebook example (13 against 5): 17 / 6, the mage wins and deals 6', () => {
    const { view } = simulate(member('Mage'), member('Brigand'), { dice: [13, 5] });
    expect(view).toEqual([
      { kind: 'heading', text: 'Mage fights Brigand' },
      { kind: 'lines', lines: MAGE_LINES },
      MAGE_TABLE,
      { kind: 'pairs', items: [['scores', '17 / 6'], ['winner', 'Mage'], ['damage to Brigand', '6'], ['damage to Mage', '0']] },
    ]);
  });

  it('a tie (1 against 4: 5 / 5): both win, neither beats an Armure', () => {
    const { view } = simulate(member('Mage'), member('Brigand'), { dice: [1, 4] });
    expect(view[3]).toEqual({ kind: 'pairs', items: [['scores', '5 / 5'], ['winner', 'both (tie: each deals damage)'], ['damage to Brigand', '0'], ['damage to Mage', '0']] });
  });

  it("the attacker's natural 20 with criticals: 25 − 10 = 15, doubled to 30, said critical", () => {
    const { view } = simulate(member('Fantassin'), member('Brigand'), { dice: [20, 19], crits: true });
    expect(view[3]).toEqual({
      kind: 'pairs',
      items: [['scores', '23 / 21'], ['winner', 'Fantassin'], ['damage to Brigand', '30 (critical, doubled)'], ['damage to Fantassin', '0']],
    });
  });

  it("in French, the target's natural 20: the fantassin wins, 23 + 2 − 10 = 15 doubled to 30 to the brigand", () => {
    const { view } = simulate(member('Brigand'), member('Fantassin'), { dice: [19, 20], crits: true }, 'fr');
    expect(view).toEqual([
      { kind: 'heading', text: 'Brigand combat Fantassin' },
      { kind: 'lines', lines: ['Brigand: d20 +2 (Combat +2); dommages +0', 'Fantassin: d20 +3 (Combat +3); dommages +2 (arme lourde +2)'] },
      { kind: 'table', columns: COLUMNS, rows: [['Brigand', 10, 10], ['Fantassin', 11, 10]] },
      {
        kind: 'pairs',
        items: [['scores', '21 / 23'], ['vainqueur', 'Fantassin'], ['dommages à Fantassin', '0'], ['dommages à Brigand', '30 (coup critique, doublés)']],
      },
    ]);
  });
});
