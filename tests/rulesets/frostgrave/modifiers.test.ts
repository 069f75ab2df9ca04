/**
 * Every modifier of the issue through `simulate-attack` options: the bonus each side should get is worked by hand from
 * the rulebook, the chance to win (or hit) is counted by hand, and the whole JSON (damage both ways, P(kill),
 * P(wounded)) is compared with the independent brute force of brute.ts fed with those hand-worked bonuses.
 *
 * Hand counts: of the 400 pairs of d20s, 20 − |k| have a − b = k. A side at d more than the other wins when
 * a − b ≥ 1 − d and ties when a − b = −d (20 − |d| pairs). So d = 0: 190 wins; d = 1: 210; d = −1: 171; d = 2: 229;
 * d = −2: 153; d = 3: 247; d = −3: 136; d = −4: 120; d = −5: 105.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { ROOT } from '../../helpers/cli.js';
import { asRecord, bruteFight, bruteShot, capAt, closeRecords } from './brute.js';

const FILE = path.join(ROOT, 'tests/fixtures/frostgrave/exemples-du-livre.yaml');
const band = ruleset.parse(parseYaml(readFileSync(FILE, 'utf8'))).band!;
const member = (name: string): Side<FgBand> => ({ kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file: FILE });
const simulate = (a: string, b: string, options: Options) => ruleset.attack.simulate({ attacker: member(a), target: member(b), options }).json as Record<string, any>;

/** The fixture's stat lines, as the rulebook's examples give them: [Combat, Armure, Santé, damage modifier of the weapon]. */
const STATS = { Mage: [4, 12, 14, -1], Brigand: [2, 10, 10, 0], Fantassin: [3, 11, 10, 2] } as const;

/** Independent of the module: P(kill) and P(wounded) from a brute-force damage count. */
function outcomes(dealt: Map<number, number>, health: number) {
  let kill = 0;
  let wounded = 0;
  for (const [damage, count] of dealt) {
    if (damage >= health) kill += count;
    else if (damage >= 1 && health - damage <= 4) wounded += count;
  }
  return { kill: kill / 400, wounded: wounded / 400 };
}

describe('Frostgrave fight modifiers, worked by hand and against the brute force', () => {
  it.each([
    // [attacker, target, options, attacker's bonus, target's bonus, wins, ties] (bonuses by hand from the rulebook)
    ['Brigand', 'Fantassin', {}, 2, 3, 171, 19],
    ['Brigand', 'Fantassin', { support: 1 }, 2 + 2, 3, 210, 19],
    ['Brigand', 'Fantassin', { support: 3, targetSupport: 1 }, 2 + 4, 3, 247, 17],
    ['Brigand', 'Fantassin', { targetSupport: 2 }, 2, 3 + 4, 105, 15],
    ['Brigand', 'Fantassin', { support: 2, targetSupport: 2 }, 2, 3, 171, 19],
    ['Brigand', 'Fantassin', { treasure: true }, 2 - 1, 3, 153, 18],
    ['Brigand', 'Fantassin', { targetTreasure: true }, 2, 3 - 1, 190, 20],
    ['Brigand', 'Fantassin', { wounded: true }, 2 - 2, 3, 136, 17],
    ['Brigand', 'Fantassin', { targetWounded: true }, 2, 3 - 2, 210, 19],
    ['Mage', 'Brigand', {}, 4, 2 - 1, 247, 17],
    ['Brigand', 'Mage', {}, 2 - 1, 4, 136, 17],
    ['Brigand', 'Fantassin', { support: 1, treasure: true, targetWounded: true, targetTreasure: true }, 2 + 2 - 1, 3 - 2 - 1, 247, 17],
  ] as const)('%s against %s with %o', (a, b, options, bonusA, bonusB, wins, ties) => {
    const json = simulate(a, b, options as Options);
    expect(json.p_win).toBeCloseTo(wins / 400, 12);
    expect(json.p_tie).toBeCloseTo(ties / 400, 12);
    expect(json.p_lose).toBeCloseTo((400 - wins - ties) / 400, 12);
    for (const crits of [false, true]) {
      const [, armourA, healthA, modA] = STATS[a];
      const [, armourB, healthB, modB] = STATS[b];
      const got = crits ? simulate(a, b, { ...options, crits: true }) : json;
      const brute = bruteFight({ bonus: bonusA, damageMod: modA, armour: armourA }, { bonus: bonusB, damageMod: modB, armour: armourB }, crits);
      expect(got.p_win).toBeCloseTo(brute.win / 400, 9);
      expect(got.p_tie).toBeCloseTo(brute.tie / 400, 9);
      expect(got.p_lose).toBeCloseTo(brute.lose / 400, 9);
      expect(closeRecords(got.damage, asRecord(capAt(brute.dealt, healthB)))).toBe(true);
      expect(closeRecords(got.damage_taken, asRecord(capAt(brute.taken, healthA)))).toBe(true);
      const toB = outcomes(brute.dealt, healthB);
      expect(got.p_kill).toBeCloseTo(toB.kill, 9);
      expect(got.p_wounded).toBeCloseTo(toB.wounded, 9);
      expect(got.p_killed).toBeCloseTo(outcomes(brute.taken, healthA).kill, 9);
    }
  });

  it('a wounded attacker\'s natural 20 is still a critical: 20 + 2 − 2 = 20 against 19 + 3 = 22 wins, (20 − 11) × 2 = 18', () => {
    const json = simulate('Brigand', 'Fantassin', { wounded: true, crits: true, dice: [20, 19] });
    expect(json).toMatchObject({ attacker_score: 20, target_score: 22, winner: 'attacker', damage: 18, damage_taken: 0 });
  });

  it('--target-health and --attacker-health set the Santé P(kill) and P(wounded) are read against', () => {
    const json = simulate('Brigand', 'Fantassin', { targetHealth: 3, attackerHealth: 2 });
    const brute = bruteFight({ bonus: 2, damageMod: 0, armour: 10 }, { bonus: 3, damageMod: 2, armour: 11 }, false);
    expect(json.p_kill).toBeCloseTo(outcomes(brute.dealt, 3).kill, 9);
    expect(json.p_wounded).toBeCloseTo(outcomes(brute.dealt, 3).wounded, 9);
    expect(json.p_killed).toBeCloseTo(outcomes(brute.taken, 2).kill, 9);
    expect(json.p_kill).not.toBeCloseTo(simulate('Brigand', 'Fantassin', {}).p_kill, 6);
  });
});

describe('Frostgrave shooting modifiers, worked by hand and against the brute force', () => {
  it.each([
    // [target, options, shooter's bonus, target's bonus, hits] (the archer: Tir +2, no damage modifier)
    ['Brigand', {}, 2, 2, 190],
    ['Brigand', { obstructions: 1 }, 2, 2 + 1, 171],
    ['Brigand', { obstructions: 3 }, 2, 2 + 3, 136],
    ['Brigand', { lightCover: true }, 2, 2 + 2, 153],
    ['Brigand', { heavyCover: true }, 2, 2 + 4, 120],
    ['Brigand', { hasty: true }, 2, 2 + 1, 171],
    ['Brigand', { largeTarget: true }, 2, 2 - 2, 229],
    ['Brigand', { targetTreasure: true }, 2, 2 - 1, 210],
    ['Brigand', { targetWounded: true }, 2, 2 - 2, 229],
    ['Brigand', { wounded: true }, 2 - 2, 2, 153],
    ['Brigand', { obstructions: 2, lightCover: true, hasty: true, largeTarget: true }, 2, 2 + 2 + 2 + 1 - 2, 136],
    // The mage's bâton only acts in melee: the archer shoots at Combat +4.
    ['Mage', {}, 2, 4, 153],
  ] as const)('the archer shoots at the %s with %o', (b, options, bonusS, bonusT, hits) => {
    const json = simulate('Archer', b, { weapon: 'ranged', ...options } as Options);
    expect(json.p_hit).toBeCloseTo(hits / 400, 12);
    for (const crits of [false, true]) {
      const [, armour, health] = STATS[b];
      const got = crits ? simulate('Archer', b, { weapon: 'ranged', ...options, crits: true } as Options) : json;
      const brute = bruteShot({ bonus: bonusS, damageMod: 0 }, { bonus: bonusT, armour }, crits);
      expect(got.p_hit).toBeCloseTo(brute.hit / 400, 12);
      expect(closeRecords(got.damage, asRecord(capAt(brute.dealt, health)))).toBe(true);
      expect(got.p_kill).toBeCloseTo(outcomes(brute.dealt, health).kill, 9);
      expect(got.p_wounded).toBeCloseTo(outcomes(brute.dealt, health).wounded, 9);
    }
  });
});
