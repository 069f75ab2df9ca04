/**
 * `simulate-attack --weapon ranged` for Frostgrave, the view of a shot: every line, in English and in French, computed
 * inside `it`. The excerpt's "Tir": the shooter rolls d20 + Tir, the target d20 + Combat plus every shooting modifier;
 * only a strictly higher score hits; damage = score + damage modifiers − Armure, at least 0.
 */
import { describe, expect, it } from 'vitest';
import { member, simulate, typed } from './odds-common.js';

const TABLE = { kind: 'table', columns: ['', 'Armure', 'Santé'], rows: [['Brigand', 10, 10]] };
const bar = (value: number, count: number, note?: string) => ({ label: String(value), p: count / 400, ...(note ? { note } : {}) });

describe('the exact view of a shot', () => {
  it('the archer (Tir +2) at the brigand (Combat +2) in the open', () => {
    // A hit on a > b: 190 pairs. Damage a + 2 − 10 = a − 8 for a = 9 … 20, on a − 1 pairs (8 … 19; 0 on 238);
    // mean Σ d(d + 7) over d = 1 … 12 = 1196 / 400 = 2.99; Santé 10: killed by 10 to 12 (17 + 18 + 19 = 54),
    // wounded by 6 to 9 (13 + 14 + 15 + 16 = 58).
    const { view } = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged' });
    expect(view).toEqual([
      { kind: 'heading', text: 'Archer shoots at Brigand' },
      { kind: 'lines', lines: ['Archer: d20 +2 (Tir +2); damage +0', 'Brigand: d20 +2 (Combat +2)'] },
      TABLE,
      {
        kind: 'pairs',
        items: [
          ['hit', '47.50%'],
          // Issue 38 item 22: 11 and 12 are 10 Santé lost: (1196 − 596 + 10 × 54) / 400 = 2.85.
          ['expected damage to Brigand', '2.85'],
          ['Brigand eliminated', '13.50%'],
          ['Brigand left wounded (Santé 4 or less)', '14.50%'],
        ],
      },
      { kind: 'heading', text: 'damage to Brigand' },
      { kind: 'bars', items: [bar(0, 238), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => bar(d, d + 7)), bar(10, 54, 'kills')] },
    ]);
  });

  it('in French, with a treasure, light cover and a hasty shot on the target\'s line: +2 − 1 + 2 + 1 = +4', () => {
    // A hit on a > b + 2: Σ (18 − b) over b = 1 … 17 = 153. Damage a − 8 for a = 9 … 20, on a − 3 pairs (6 … 17,
    // 138 in all; 0 on 262); killed by 10 to 12: 15 + 16 + 17 = 48; wounded by 6 to 9: 11 + 12 + 13 + 14 = 50;
    // mean Σ d(d + 5) over d = 1 … 12 = 650 + 390 = 1040 / 400 = 2.60.
    const { view } = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', targetTreasure: true, lightCover: true, hasty: true }, 'fr');
    expect(view).toEqual([
      { kind: 'heading', text: 'Archer tire sur Brigand' },
      { kind: 'lines', lines: ['Archer: d20 +2 (Tir +2); dommages +0', 'Brigand: d20 +4 (Combat +2, porte un trésor -1, couvert léger +2, tir hâtif +1)'] },
      TABLE,
      {
        kind: 'pairs',
        items: [
          ['touche', '38,25\u00a0%'],
          // Capped at Santé 10: (1040 − 530 + 10 × 48) / 400 = 2.475, printed 2.47 (2.4749… in binary).
          ['dommages moyens à Brigand', '2,47'],
          ['Brigand éliminé(e)', '12,00\u00a0%'],
          ['Brigand laissé(e) blessé(e) (Santé 4 ou moins)', '12,50\u00a0%'],
        ],
      },
      { kind: 'heading', text: 'dommages à Brigand' },
      { kind: 'bars', items: [bar(0, 262), ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => bar(d, d + 5)), bar(10, 48, 'élimine')] },
    ]);
  });

  it('typed sides are "attacker" and "target", in French "attaquant" and "cible"', () => {
    // Tir +3 and a declared damage modifier +1 against Combat +1, Armure 12, Santé 4.
    const options = { weapon: 'ranged', shoot: 3, damageMod: 1, targetFight: 1, targetArmour: 12, targetHealth: 4 };
    expect(simulate(typed, typed, options).view.slice(0, 3)).toEqual([
      { kind: 'heading', text: 'attacker shoots at target' },
      { kind: 'lines', lines: ['attacker: d20 +3 (Tir +3); damage +1 (declared damage modifier +1)', 'target: d20 +1 (Combat +1)'] },
      { kind: 'table', columns: ['', 'Armure', 'Santé'], rows: [['target', 12, 4]] },
    ]);
    expect(simulate(typed, typed, options, 'fr').view[0]).toEqual({ kind: 'heading', text: 'attaquant tire sur cible' });
  });
});

describe('the view of a shot resolved with --dice', () => {
  it('a natural 20 with criticals against a 20: 22 / 22 hits anyway, (22 − 10) × 2 = 24', () => {
    const { view } = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', dice: [20, 20], crits: true });
    expect(view).toEqual([
      { kind: 'heading', text: 'Archer shoots at Brigand' },
      { kind: 'lines', lines: ['Archer: d20 +2 (Tir +2); damage +0', 'Brigand: d20 +2 (Combat +2)'] },
      TABLE,
      { kind: 'pairs', items: [['scores', '22 / 22'], ['hit', 'yes (critical, doubled)'], ['damage to Brigand', 24]] },
    ]);
  });

  it('the rulebook example (8 against 2): 10 / 4 hits, 10 − 10 = 0 damage, no critical', () => {
    const { view } = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', dice: [8, 2] });
    expect(view[3]).toEqual({ kind: 'pairs', items: [['scores', '10 / 4'], ['hit', 'yes'], ['damage to Brigand', 0]] });
  });

  it('in French, a miss (2 against 8: 4 / 10)', () => {
    const { view } = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', dice: [2, 8] }, 'fr');
    expect(view[3]).toEqual({ kind: 'pairs', items: [['scores', '4 / 10'], ['touché', 'non'], ['dommages à Brigand', 0]] });
  });
});
