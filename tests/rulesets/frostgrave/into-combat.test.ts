/**
 * Issue 38 item 9: "Lorsqu'un tireur cible un combat, il doit d'abord déterminer aléatoirement (avec un dé) qui parmi
 * toutes les figurines engagées dans le combat sera finalement ciblée par son tir." `--into-combat N`: each of the N
 * figures is the one shot at with 1/N; the intended target is hit only when it is drawn and the shot hits.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { refusal } from '../../helpers/refusal.js';
import { member, simulate } from './odds-common.js';

const shot = (options: Options) => simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', ...options }).json as Record<string, any>;

/** Independent count over the targeting die (N faces) and the two d20s: the archer d20 + 2, the brigand d20 + 2, Armure 10, Santé 10. */
function brute(n: number) {
  let hits = 0;
  let kills = 0;
  let damage = 0;
  for (let pick = 1; pick <= n; pick++) {
    for (let a = 1; a <= 20; a++) {
      for (let b = 1; b <= 20; b++) {
        if (pick !== 1 || a + 2 <= b + 2) continue;
        hits++;
        const dealt = Math.min(10, Math.max(0, a + 2 - 10));
        damage += dealt;
        if (dealt >= 10) kills++;
      }
    }
  }
  const total = n * 400;
  return { p_hit: hits / total, p_kill: kills / total, expected_damage: damage / total };
}

describe('--into-combat N', () => {
  it.each([2, 3, 5])('a fight of %i figures: the odds on the intended target, from the brute force', (n) => {
    const json = shot({ intoCombat: n });
    const expected = brute(n);
    expect(json.p_hit).toBeCloseTo(expected.p_hit, 12);
    expect(json.p_kill).toBeCloseTo(expected.p_kill, 12);
    expect(json.expected_damage).toBeCloseTo(expected.expected_damage, 12);
    expect(json.into_combat).toMatchObject({ figures: n, p_targeted: 1 / n, others: n - 1, p_each_other_targeted: 1 / n, p_other_targeted: (n - 1) / n });
  });

  it('once the target is drawn, the shot is the usual one (if_targeted), and the other N − 1 take the rest', () => {
    const alone = shot({});
    const json = shot({ intoCombat: 4 });
    expect(json.into_combat.if_targeted).toEqual({ p_hit: alone.p_hit, p_critical: alone.p_critical, damage: alone.damage, expected_damage: alone.expected_damage, p_kill: alone.p_kill, p_wounded: alone.p_wounded });
    expect(json.p_hit).toBeCloseTo(alone.p_hit / 4, 12);
    expect(json.damage['0']).toBeCloseTo(3 / 4 + alone.damage['0'] / 4, 12);
  });

  it('without it the JSON has no into_combat and the shot is whole', () => {
    expect(shot({}).into_combat).toBeUndefined();
    expect(shot({}).p_hit).toBeCloseTo(190 / 400, 12);
  });

  it('the view says how often the target is the one shot at, in English and French', () => {
    const en = JSON.stringify(simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', intoCombat: 4 }).view);
    expect(en).toContain('shot into a fight of 4: 25.00% to be the figure shot at, 25.00% each of the 3 others');
    const fr = JSON.stringify(simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', intoCombat: 4 }, 'fr').view);
    expect(fr).toContain('tir dans un combat de 4');
  });

  it('the Monte Carlo sample draws the target first: a die showing 2 of 3 leaves the target untouched', () => {
    const faces = [2, 20, 1];
    const rng: Rng = { die: () => faces.shift()! };
    const report = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', intoCombat: 3 });
    expect(report.sample!(rng)).toMatchObject({ p_hit: 0, expected_damage: 0 });
    const drawn = [1, 20, 1];
    expect(report.sample!({ die: () => drawn.shift()! })).toMatchObject({ p_hit: 1, expected_damage: 10, p_kill: 1 });
  });

  it.each([
    ['one figure is no fight', { weapon: 'ranged', intoCombat: 1 }, 'frostgrave/out-of-range', EXIT.usage],
    ['more than 20', { weapon: 'ranged', intoCombat: 21 }, 'frostgrave/out-of-range', EXIT.usage],
    ['in a fight (melee)', { intoCombat: 3 }, 'frostgrave/ranged-only', EXIT.usage],
    ['with --dice: the targeting die is the player\'s', { weapon: 'ranged', intoCombat: 3, dice: [12, 3] }, 'frostgrave/into-combat-dice', EXIT.usage],
  ])('refused: %s', (_, options, code, exit) => {
    expect(refusal(() => simulate(member('Archer'), member('Brigand'), options as Options))).toMatchObject({ code, exit });
  });
});
