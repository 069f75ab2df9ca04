import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Options, Rng, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { ROOT } from '../../helpers/cli.js';
import { thrown } from '../../helpers/refusal.js';

const FILE = path.join(ROOT, 'tests/fixtures/frostgrave/exemples-du-livre.yaml');
const band = ruleset.parse(parseYaml(readFileSync(FILE, 'utf8'))).band!;

function member(name: string): Side<FgBand> {
  const found = ruleset.roster(band).find((m) => m.name === name)!;
  return { kind: 'member', band, member: found, file: FILE };
}
const typed: Side<FgBand> = { kind: 'typed', options: {} };

const simulate = (attacker: Side<FgBand>, target: Side<FgBand>, options: Options = {}) => ruleset.attack.simulate({ attacker, target, options }).json as Record<string, any>;

describe('Frostgrave worked examples resolved with --dice', () => {
  it('the mage (13) against the brigand (5): 17 against 6 after the bâton, 17 − 10 − 1 = 6 damage', () => {
    const json = simulate(member('Mage'), member('Brigand'), { dice: [13, 5] });
    expect(json).toMatchObject({ method: 'dice', attacker_score: 17, target_score: 6, winner: 'attacker', damage: 6, damage_taken: 0, kill: false });
  });

  it('the archer (8) shoots the brigand (2): 10 against 4 hits, 8 + 2 − 10 = 0 damage', () => {
    const json = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', dice: '8,2' });
    expect(json).toMatchObject({ method: 'dice', attack: 'ranged', attacker_score: 10, target_score: 4, hit: true, damage: 0 });
  });

  it('the fantassin rolls a natural 20 with criticals: 25 against Armure 10 is 15, doubled to 30', () => {
    const json = simulate(member('Fantassin'), member('Brigand'), { crits: true, dice: [20, 19] });
    expect(json).toMatchObject({ winner: 'attacker', critical: { attacker: true, target: false }, damage: 30, kill: true });
    // Without the optional rule the 23 still beats the brigand's 21, but the damage is not doubled.
    expect(simulate(member('Fantassin'), member('Brigand'), { dice: [20, 19] })).toMatchObject({ damage: 15 });
  });

  it('refuses dice that are not two d20 faces', () => {
    for (const dice of ['13', '0,5', '13,21', 'a,b', [1, 2, 3]]) {
      expect(thrown(() => simulate(member('Mage'), member('Brigand'), { dice })).code).toBe('frostgrave/bad-dice');
    }
  });
});

describe('Frostgrave fight odds through the ruleset', () => {
  it('gives the documented JSON keys, damage with 0 included', () => {
    const json = simulate(member('Mage'), member('Brigand'));
    expect(json).toMatchObject({ ruleset: 'frostgrave', method: 'exact', attacker: { name: 'Mage', file: FILE, weapon: 'baton', armour: 12, health: 14 }, target: { name: 'Brigand', health: 10 } });
    for (const key of ['p_win', 'p_tie', 'p_lose', 'damage', 'damage_taken', 'p_kill']) expect(json).toHaveProperty(key);
    expect(json.damage).toHaveProperty('0');
    expect(json.p_win + json.p_tie + json.p_lose).toBeCloseTo(1, 12);
  });

  it('damage keeps "0" even when every roll deals damage', () => {
    // Combat +30 against +0, Armure 0: 31..50 always beats 1..20, so the target takes the attacker's d20 + 30 and deals nothing.
    const json = simulate(typed, typed, { fight: 30, attackerArmour: 10, attackerHealth: 10, targetFight: 0, targetArmour: 0, targetHealth: 100 });
    const expected: Record<string, number> = { '0': 0 };
    for (let a = 1; a <= 20; a++) expected[String(a + 30)] = 1 / 20;
    expect(json.damage).toEqual(expected);
    expect(json.damage_taken).toEqual({ '0': 1 });
    const shot = simulate(typed, typed, { weapon: 'ranged', shoot: 40, targetFight: 0, targetArmour: 59, targetHealth: 10 });
    // Tir +40 always hits; 41..60 against Armure 59 deals 0 except the 20 (60 − 59 = 1).
    expect(shot.damage).toEqual({ '0': 19 / 20, '1': 1 / 20 });
    expect(simulate(typed, typed, { weapon: 'ranged', shoot: 40, targetFight: 0, targetArmour: 0, targetHealth: 10 }).damage).toHaveProperty('0', 0);
  });

  it('the bâton: −1 to the opponent\'s roll and −1 to its bearer\'s damage (mage +4 vs brigand +2 − 1)', () => {
    const json = simulate(member('Mage'), member('Brigand'));
    // The mage wins when 4 + a > 2 − 1 + b, i.e. b ≤ a + 2: a = 1..17 give a + 2 (3 + … + 19 = 187),
    // a = 18..20 give 20 each (60): 247 wins. Ties b = a + 3: a = 1..17 (17).
    expect(json.p_win).toBeCloseTo(247 / 400, 12);
    expect(json.p_tie).toBeCloseTo(17 / 400, 12);
    expect(json.modifiers.target.roll).toContainEqual({ source: 'opponent_weapon', value: -1, detail: 'bâton' });
    expect(json.modifiers.attacker.damage).toEqual([{ source: 'weapon', value: -1, detail: 'bâton' }]);
  });

  it('P(kill) and P(wounded) against the current Santé (typed sides, hand count)', () => {
    // +0 against +0, Armure 0, Santé 20: the attacker deals a (its die) when a ≥ b.
    // Kill: a = 20 (20 pairs). Wounded: a = 16..19 with b ≤ a: 16 + 17 + 18 + 19 = 70 pairs.
    const options = { fight: 0, attackerArmour: 10, attackerHealth: 10, targetFight: 0, targetArmour: 0, targetHealth: 20 };
    const json = simulate(typed, typed, options);
    expect(json.p_kill).toBeCloseTo(20 / 400, 12);
    expect(json.p_wounded).toBeCloseTo(70 / 400, 12);
    expect(json.attacker).toEqual({ name: null, file: null, weapon: null, armour: 10, health: 10 });
  });

  it('--target-health overrides the stat line', () => {
    // The brigand at Santé 1: any damage kills; the mage deals ≥ 1 when he wins or ties with 4 + a − 1 − 10 ≥ 1, a ≥ 8.
    const json = simulate(member('Mage'), member('Brigand'), { targetHealth: 1 });
    expect(json.target.health).toBe(1);
    let pairs = 0;
    for (let a = 8; a <= 20; a++) pairs += Math.min(20, a + 3);
    expect(json.p_kill).toBeCloseTo(pairs / 400, 12);
  });

  it.each([
    [{ support: 2, targetSupport: 1 }, [{ source: 'support', value: 2 }], []],
    [{ support: 1, targetSupport: 3 }, [], [{ source: 'support', value: 4 }]],
    [{ support: 2, targetSupport: 2 }, [], []],
    [{ treasure: true }, [{ source: 'treasure', value: -1 }], []],
    [{ targetTreasure: true }, [], [{ source: 'treasure', value: -1 }]],
    [{ wounded: true }, [{ source: 'wounded', value: -2 }], []],
    [{ targetWounded: true }, [], [{ source: 'wounded', value: -2 }]],
  ])('modifier %o', (options, attacker, target) => {
    const json = simulate(member('Brigand'), member('Fantassin'), options);
    expect(json.modifiers.attacker.roll).toEqual([{ source: 'fight', value: 2 }, ...attacker]);
    expect(json.modifiers.target.roll).toEqual([{ source: 'fight', value: 3 }, ...target]);
  });

  it('netted support changes the odds like a bonus on one side only', () => {
    // Brigand +2 with a net +2 against fantassin +3: +4 against +3, the same as typed +4 against +3.
    const netted = simulate(member('Brigand'), member('Fantassin'), { support: 3, targetSupport: 2 });
    const typedOdds = simulate(typed, typed, { fight: 4, attackerArmour: 10, attackerHealth: 10, targetFight: 3, targetArmour: 11, targetHealth: 10, targetDamageMod: 2 });
    expect(netted.p_win).toBeCloseTo(typedOdds.p_win, 12);
    expect(netted.damage).toEqual(typedOdds.damage);
    expect(netted.damage_taken).toEqual(typedOdds.damage_taken);
  });
});

describe('Frostgrave shooting odds through the ruleset', () => {
  it('gives the documented JSON keys', () => {
    const json = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged' });
    expect(json).toMatchObject({ ruleset: 'frostgrave', method: 'exact', attack: 'ranged' });
    for (const key of ['p_hit', 'damage', 'p_kill']) expect(json).toHaveProperty(key);
    // Tir +2 against Combat +2 in the open: strictly higher, 190 of 400.
    expect(json.p_hit).toBeCloseTo(190 / 400, 12);
  });

  it.each([
    [{ obstructions: 2 }, [{ source: 'obstructions', value: 2 }]],
    [{ lightCover: true }, [{ source: 'light_cover', value: 2 }]],
    [{ heavyCover: true }, [{ source: 'heavy_cover', value: 4 }]],
    [{ hasty: true }, [{ source: 'hasty', value: 1 }]],
    [{ largeTarget: true }, [{ source: 'large_target', value: -2 }]],
    [{ targetTreasure: true }, [{ source: 'treasure', value: -1 }]],
    [{ targetWounded: true }, [{ source: 'wounded', value: -2 }]],
  ])('modifier %o goes to the target', (options, parts) => {
    const json = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', ...options });
    expect(json.modifiers.target.roll).toEqual([{ source: 'fight', value: 2 }, ...parts]);
  });

  it('heavy cover: Tir +2 against +2 + 4 hits when a > b + 4: 120 of 400', () => {
    // Σ over b = 1..15 of (20 − b − 4) = 15 + 14 + … + 1 = 120.
    expect(simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', heavyCover: true }).p_hit).toBeCloseTo(120 / 400, 12);
  });

  it('a wounded shooter rolls at −2', () => {
    const json = simulate(member('Archer'), member('Brigand'), { weapon: 'ranged', wounded: true });
    expect(json.modifiers.attacker.roll).toEqual([{ source: 'shoot', value: 2 }, { source: 'wounded', value: -2 }]);
    // +0 against +2: a > b + 2, Σ over b = 1..17 of (18 − b) = 153.
    expect(json.p_hit).toBeCloseTo(153 / 400, 12);
  });
});

describe('Frostgrave attack refusals', () => {
  it.each([
    ['a shot without a bow or crossbow', member('Mage'), { weapon: 'ranged' }, 'frostgrave/no-ranged-weapon', 1],
    ['light and heavy cover together', member('Archer'), { weapon: 'ranged', lightCover: true, heavyCover: true }, 'frostgrave/cover-conflict', 2],
    ['a shooting modifier in a fight', member('Archer'), { hasty: true }, 'frostgrave/ranged-only', 2],
    ['support in a shot', member('Archer'), { weapon: 'ranged', support: 1 }, 'frostgrave/melee-only', 2],
    ["the shooter's treasure in a shot (it lowers Combat, not Tir)", member('Archer'), { weapon: 'ranged', treasure: true }, 'frostgrave/melee-only', 2],
    ['a negative count', member('Archer'), { weapon: 'ranged', obstructions: -1 }, 'frostgrave/out-of-range', 2],
    ['a current Santé of 0', member('Archer'), { targetHealth: 0 }, 'frostgrave/out-of-range', 2],
  ])('%s', (_name, attacker, options, code, exitCode) => {
    const error = thrown(() => simulate(attacker, member('Brigand'), options as Options));
    expect([error.code, error.exitCode]).toEqual([code, exitCode]);
  });

  it('a typed side must give its stats', () => {
    const error = thrown(() => simulate(typed, member('Brigand'), { fight: 3 }));
    expect(error.code).toBe('frostgrave/missing-option');
    expect(error.params.option).toBe('--attacker-armour');
    expect(thrown(() => simulate(typed, typed, { weapon: 'ranged', shoot: 2, targetFight: 1 })).params.option).toBe('--target-armour');
  });
});

describe('Frostgrave samples for --trials', () => {
  /** Dice that walk through the 400 pairs in order: the mean of 400 samples is then the exact average. */
  function everyPair(): Rng {
    const faces: number[] = [];
    for (let a = 1; a <= 20; a++) for (let b = 1; b <= 20; b++) faces.push(a, b);
    return { die: () => faces.shift()! };
  }

  it.each([
    ['a fight', member('Mage'), member('Brigand'), { crits: true, support: 1 }],
    ['a shot', member('Archer'), member('Brigand'), { weapon: 'ranged', crits: true, hasty: true }],
  ] as const)('%s: 400 samples over every pair average to the exact figures', (_name, attacker, target, options) => {
    const report = ruleset.attack.simulate({ attacker, target, options });
    const rng = everyPair();
    const totals: Record<string, number> = {};
    for (let i = 0; i < 400; i++) for (const [key, value] of Object.entries(report.sample!(rng))) totals[key] = (totals[key] ?? 0) + value;
    expect(Object.keys(totals).length).toBeGreaterThan(3);
    for (const [key, total] of Object.entries(totals)) expect(total / 400, key).toBeCloseTo(report.json[key] as number, 12);
  });
});
