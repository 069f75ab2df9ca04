/** Issue 38, items 11–23 for Argad!: the rules read again from the book, each with a passing and a failing case. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { refusal } from '../../helpers/refusal.js';
import { band, member, simulate, type Json } from './helpers.js';

const exact = (name: string, options: Record<string, unknown>): Json => ruleset.rolls[name]!.run(options, { exact: true, rng: new SeededRng('x') }).json;
const rolled = (name: string, options: Record<string, unknown>, seed: string): Json => ruleset.rolls[name]!.run(options, { exact: false, rng: new SeededRng(seed) }).json;
const close = (p: number) => expect.closeTo(p, 12);
const typed = { class: 4, targetClass: 3 };

describe('item 12: two points de vie, a touch wounds', () => {
  const troop = band(readFileSync('bands/argad-la-mesnie-du-sire-yann.yaml', 'utf8'));
  const shoot = (options: Record<string, unknown>) => ruleset.attack.simulate({ attacker: member(troop, 'Archers'), target: member(troop, 'Sire Yann'), options: { weapon: 'ranged', range: 'short', ...options } }).json as Json;

  it('six archers at Sire Yann: p_kill is two hits or more, one hit a wound; the damage capped at his two points de vie', () => {
    const json = shoot({});
    const hits = json.hits as Record<string, number>;
    const atLeast = (n: number) => Object.entries(hits).filter(([k]) => Number(k) >= n).reduce((s, [, p]) => s + p, 0);
    expect(json.p_kill).toBeCloseTo(atLeast(2), 12);
    expect(json.p_wound).toBeCloseTo(hits['1']!, 12);
    expect(json.p_kill + json.p_wound).toBeCloseTo(1 - hits['0']!, 12);
    expect(json.expected_pv_lost).toBeCloseTo(hits['1']! + 2 * atLeast(2), 12);
    expect(json.target_health_points).toBe(2);
    // Before issue 38 p_kill was the chance of one hit at least (0.665): a wound is not a kill.
    expect(json.p_kill).toBeLessThan(1 - hits['0']!);
  });

  it('once wounded (--target-health-points 1) one hit kills; more than his two is refused, naming them', () => {
    const json = shoot({ targetHealthPoints: 1 });
    expect(json.p_kill).toBeCloseTo(1 - (json.hits as Record<string, number>)['0']!, 12);
    expect(json.p_wound).toBeUndefined();
    expect(refusal(() => shoot({ targetHealthPoints: 3 }))).toMatchObject({ code: 'argad/out-of-bounds' });
    const archer = () => ruleset.attack.simulate({ attacker: member(troop, 'Sire Yann'), target: member(troop, 'Archers'), options: { targetHealthPoints: 2 } });
    expect(refusal(archer)).toEqual({ code: 'argad/health-points-above', params: { flag: '--target-health-points', actual: 2, name: 'Archers', limit: 1 }, exit: 2 });
  });

  it('one blow at a typed target of two points de vie: the kills of one are its wounds, p_kill 0', () => {
    // Classe 4 on classe 3: 4, 5, 6 touch; 3 recoils; 1, 2 miss.
    const json = simulate({ ...typed, targetHealthPoints: 2 }).json;
    expect(json).toMatchObject({ p_kill: 0, p_wound: close(3 / 6), p_recoil: close(1 / 6), p_miss: close(2 / 6), expected_pv_lost: close(3 / 6), target_health_points: 2 });
    expect(simulate(typed).json).toMatchObject({ p_kill: close(3 / 6), expected_pv_lost: close(3 / 6) });
    expect(simulate(typed).json.p_wound).toBeUndefined();
  });

  it('a duel with a side of two points de vie left says so in JSON and text; with one, nothing', () => {
    const options = { ...typed, duel: true, targetHealthPoints: 2 };
    const r = ruleset.attack.simulate({ attacker: { kind: 'typed', options }, target: { kind: 'typed', options }, options });
    expect((r.json as Json).health_points).toEqual({ a: 1, b: 2 });
    expect(JSON.stringify(r.view)).toContain('target of classe 3 has two points de vie left: a blow that touches only wounds, and the wounded strikes on');
    expect((simulate({ ...typed, duel: true }).json as Json).health_points).toBeUndefined();
  });

  it('a tromblon at a lone character of two points de vie left: one victim die wounds, two kill', () => {
    const salvo = { ...typed, weapon: 'ranged', whiteDice: 2, table: 5 };
    const one = simulate(salvo).json;
    const two = simulate({ ...salvo, targetHealthPoints: 2 }).json;
    expect(two.victims).toEqual(one.victims);
    expect(two.p_kill).toBeCloseTo(1 - one.victims['0'] - one.victims['1'], 12);
    expect(two.p_wound).toBeCloseTo(one.victims['1'], 12);
    expect(one.p_kill).toBeCloseTo(1 - one.victims['0'], 12);
  });

  it('several dice at a target of two points de vie count the dice that touch; read from --dice, refused with the reason', () => {
    // Two strikers of classe 4 at a classe 3: each die touches on 4–6 (1/2), recoils on 3 (1/6).
    expect(simulate({ ...typed, targetHealthPoints: 2, strikers: 2 }).json).toMatchObject({ p_kill: close(1 / 4), p_wound: close(1 / 2), p_recoil: close(1 / 4 - 1 / 9), p_miss: close(1 / 9), expected_pv_lost: close(1) });
    expect(refusal(() => simulate({ ...typed, targetHealthPoints: 2, strikers: 2, dice: '6,6' })).code).toBe('argad/several-dice-two-pv');
    expect(simulate({ ...typed, targetHealthPoints: 1, strikers: 2 }).json.p_kill).toBeCloseTo(1 - 1 / 4, 12);
  });

  it('the matchup ranks by kills: the headline of a volley at Sire Yann is his p_kill, its damage the capped points de vie', () => {
    const json = shoot({});
    expect(ruleset.attack.headline(json)).toEqual({ kill: json.p_kill, damage: json.expected_pv_lost, hit: close(1 - (json.hits as Record<string, number>)['0']!) });
  });
});

describe('item 13: très motivé-e, the classe 1–2 malus lifted on the very first turn in melee', () => {
  it('a classe 2 with a sword: −1 (5, 6 kill a classe 3), none when très motivé (4, 5, 6)', () => {
    expect(simulate({ class: 2, targetClass: 3 }).json).toMatchObject({ modifier: -1, p_kill: close(2 / 6) });
    expect(simulate({ class: 2, targetClass: 3, firstTurnMotivated: true }).json).toMatchObject({ modifier: 0, p_kill: close(3 / 6) });
  });

  it("the fourche's own −1 stays", () => {
    const json = simulate({ class: 2, melee: 'fourche', targetClass: 3, firstTurnMotivated: true }).json;
    expect(json.modifier).toBe(-1);
    expect(json.modifiers).toEqual([{ code: 'argad/mod-clumsy', value: -1 }]);
  });

  it('is for melee; the target\'s flag for a duel', () => {
    expect(refusal(() => simulate({ ...typed, weapon: 'ranged', ranged: 'arc', range: 'short', firstTurnMotivated: true })).code).toBe('argad/melee-only');
    expect(refusal(() => simulate({ ...typed, targetFirstTurnMotivated: true })).code).toBe('argad/target-option-duel');
  });
});

describe('item 14: a blocked target that must recoil is taken out', () => {
  it('classe 4 on a blocked classe 3: the recoil (a 3) kills too', () => {
    expect(simulate({ ...typed, targetBlocked: true }).json).toMatchObject({ p_kill: close(4 / 6), p_recoil: 0, p_miss: close(2 / 6), target_blocked: true, expected_pv_lost: close(4 / 6) });
    expect(simulate(typed).json).toMatchObject({ p_kill: close(3 / 6), p_recoil: close(1 / 6) });
  });

  it('a blocked target of two points de vie: the recoil takes it out whole, a touch only wounds', () => {
    expect(simulate({ ...typed, targetBlocked: true, targetHealthPoints: 2 }).json).toMatchObject({ p_kill: close(1 / 6), p_wound: close(3 / 6), expected_pv_lost: close(2 / 6 + 3 / 6) });
  });

  it('the dice rolled: a 3 is a kill of the blocked target', () => {
    expect(simulate({ ...typed, targetBlocked: true, dice: '3' }).json.result).toBe('kill');
    expect(simulate({ ...typed, dice: '3' }).json.result).toBe('recoil');
  });

  it('refused in a duel and in shooting', () => {
    expect(refusal(() => simulate({ ...typed, duel: true, targetBlocked: true })).code).toBe('argad/blocked-duel');
    expect(refusal(() => simulate({ ...typed, weapon: 'ranged', ranged: 'arc', range: 'short', targetBlocked: true })).code).toBe('argad/melee-only');
  });
});

describe('item 15: ranks (optional rule)', () => {
  it('a target with a friend behind it (2 ranks) pushed by one rank holds: its recoil is ignored', () => {
    expect(simulate({ ...typed, targetRanks: 2 }).json).toMatchObject({ p_kill: close(3 / 6), p_recoil: 0, p_holds: close(1 / 6), p_miss: close(2 / 6) });
  });

  it('a target that holds is not taken out by being blocked: it does not recoil, and the view says nothing of it', () => {
    const options = { ...typed, targetRanks: 2, targetBlocked: true };
    const r = ruleset.attack.simulate({ attacker: { kind: 'typed', options }, target: { kind: 'typed', options }, options });
    expect(r.json).toMatchObject({ p_kill: close(3 / 6), p_holds: close(1 / 6) });
    expect(JSON.stringify(r.view)).not.toContain('is blocked');
    expect(JSON.stringify(ruleset.attack.simulate({ attacker: { kind: 'typed', options: typed }, target: { kind: 'typed', options: typed }, options: { ...typed, targetBlocked: true } }).view)).toContain('is blocked');
  });

  it('pushed by as many ranks as its own file (more than those behind it), it recoils', () => {
    const json = simulate({ ...typed, ranks: 2, targetRanks: 2 }).json;
    expect(json).toMatchObject({ p_recoil: close(1 / 6) });
    expect(json.p_holds).toBeUndefined();
  });

  it('in a duel the one holding strikes back: a longue first on a courte, the recoil (a 3) becomes B striking', () => {
    const json = simulate({ ...typed, melee: 'longue', duel: true, targetRanks: 2 }).json;
    // B, classe 3 on classe 4: 5, 6 kill; 4 recoils.
    expect(json).toMatchObject({ a_kills: close(3 / 6), a_recoils: 0, b_kills: close((3 / 6) * (2 / 6)), b_recoils: close((3 / 6) * (1 / 6)), nothing: close((3 / 6) * (3 / 6)) });
    expect(simulate({ ...typed, melee: 'longue', duel: true }).json).toMatchObject({ a_recoils: close(1 / 6) });
  });

  it('for piétons only; the ranks from 1 to 12', () => {
    expect(refusal(() => simulate({ ...typed, mounted: 'cavalier', targetRanks: 2 }))).toMatchObject({ code: 'argad/ranks-mounted' });
    expect(refusal(() => simulate({ ...typed, targetRanks: 0 })).code).toBe('argad/out-of-bounds');
    expect(refusal(() => simulate({ ...typed, ranks: 13 })).code).toBe('argad/out-of-bounds');
  });
});

describe('item 16: a heavy two-handed weapon en ordre serré', () => {
  it('an épée à deux mains strikes before a sword, but together with it en ordre serré', () => {
    expect(simulate({ ...typed, melee: 'epee-a-deux-mains', duel: true }).json.first).toBe('a');
    expect(simulate({ ...typed, melee: 'epee-a-deux-mains', duel: true, closeOrder: true }).json.first).toBe('together');
    expect(simulate({ ...typed, targetMelee: 'hache-a-deux-mains', duel: true, targetCloseOrder: true }).json.first).toBe('together');
  });

  it('a lance keeps its length en ordre serré', () => {
    expect(simulate({ ...typed, melee: 'lance', duel: true, closeOrder: true }).json.first).toBe('a');
  });

  it("a heavy tool's power no longer cancels its malus", () => {
    expect(simulate({ ...typed, melee: 'outil-lourd' }).json.modifier).toBe(0);
    expect(simulate({ ...typed, melee: 'outil-lourd', closeOrder: true }).json).toMatchObject({ modifier: -1, p_kill: close(2 / 6) });
  });
});

describe('item 18: roll localisation, a D12', () => {
  it('1 tête, 2–7 tronc and bras, 8–12 bassin and jambes', () => {
    expect(exact('localisation', {})).toEqual({ head: close(1 / 12), body: close(6 / 12), legs: close(5 / 12) });
  });

  it('a roll names the place of its die', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const json = rolled('localisation', {}, seed);
      expect(json.result).toBe(json.die === 1 ? 'head' : json.die <= 7 ? 'body' : 'legs');
      expect(json.die).not.toBeGreaterThan(12);
    }
  });
});

describe('item 19: roll morale --already-in-disorder', () => {
  it('a failure makes the unit flee instead of falling into disorder', () => {
    expect(exact('morale', { morale: 4, alreadyInDisorder: true })).toEqual({ obeys: close(3 / 6), depends: close(1 / 6), flees: close(2 / 6) });
    expect(exact('morale', { morale: 4, chef: 5, alreadyInDisorder: true })).toEqual({ obeys: close(4 / 6), depends: 0, flees: close(2 / 6) });
    expect(exact('morale', { morale: 4 })).toEqual({ obeys: close(3 / 6), depends: close(1 / 6), disorder: close(2 / 6) });
  });
});

describe('item 20: roll skill and roll danger', () => {
  it('skill 4: below succeeds, equal tests again next turn, above fails; in the end 3/5', () => {
    expect(exact('skill', { value: 4 })).toEqual({ success: close(3 / 6), retry: close(1 / 6), failure: close(2 / 6), success_in_the_end: close(3 / 5) });
    expect(exact('skill', { value: 7 })).toEqual({ success: close(1), retry: 0, failure: 0, success_in_the_end: close(1) });
  });

  it('skill needs --value, from 0 to 7', () => {
    expect(refusal(() => exact('skill', {})).code).toBe('argad/value-required');
    expect(refusal(() => exact('skill', { value: 8 })).code).toBe('argad/out-of-bounds');
  });

  it('danger, classe 3 in armure 4 (+1): 1 safe, 2 shouts, 3–6 in danger', () => {
    expect(exact('danger', { class: 3, modifier: 1 })).toEqual({ safe: close(1 / 6), shouts: close(1 / 6), danger: close(4 / 6), natural_six: close(1 / 6), falls_if_unhelped: close((4 / 6) ** 2) });
  });

  it('a natural 6 is in danger whatever the modifiers', () => {
    expect(exact('danger', { class: 3, modifier: -3 })).toMatchObject({ safe: close(5 / 6), shouts: 0, danger: close(1 / 6) });
  });

  it('a monté: the smaller of two dice, the larger in very difficult terrain (by enumeration)', () => {
    const count = (pick: (a: number, b: number) => number) => {
      const out = { safe: 0, shouts: 0, danger: 0 };
      for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) {
        const d = pick(a, b);
        out[d === 6 || d > 3 ? 'danger' : d === 3 ? 'shouts' : 'safe'] += 1 / 36;
      }
      return out;
    };
    const min = count(Math.min);
    const max = count(Math.max);
    expect(exact('danger', { class: 3, mounted: true })).toMatchObject({ safe: close(min.safe), shouts: close(min.shouts), danger: close(min.danger), natural_six: close(1 / 36) });
    expect(exact('danger', { class: 3, mounted: true, veryDifficult: true })).toMatchObject({ safe: close(max.safe), shouts: close(max.shouts), danger: close(max.danger), natural_six: close(11 / 36) });
  });

  it('danger needs --class; --very-difficult is for a monté', () => {
    expect(refusal(() => exact('danger', {})).code).toBe('argad/danger-class-required');
    expect(refusal(() => exact('danger', { class: 3, veryDifficult: true })).code).toBe('argad/danger-very-difficult');
    expect(refusal(() => exact('danger', { class: 3, modifier: 7 })).code).toBe('argad/out-of-bounds');
  });
});

describe('item 21: « deux certains temps » refused', () => {
  it('--dice 2 is refused with the reason in the message; --dice 1 is the one die', () => {
    expect(refusal(() => exact('certain-temps', { dice: 2 })).code).toBe('argad/certain-temps-two-dice');
    expect(ruleset.messages.en['argad/certain-temps-two-dice']).toContain('does not say how the two dice combine');
    expect(exact('certain-temps', { dice: 1 })).toEqual(exact('certain-temps', {}));
    expect(refusal(() => exact('certain-temps', { dice: 3 })).code).toBe('argad/out-of-bounds');
  });
});

describe('item 17: shooting at a group of mixed armour (--group-armours)', () => {
  const bow = { class: 3, targetClass: 3, weapon: 'ranged', ranged: 'arc', range: 'short' };

  it('one arrow at a légère and an armure 5: it touches on 5-6, and kills only if the fate designates the légère', () => {
    const json = simulate({ ...bow, groupArmours: 'legere,5' }).json;
    expect(json.group).toEqual([{ armour: 'legere', need: 5 }, { armour: '5', need: 7 }]);
    expect(json).toMatchObject({ need: 5, dice: 1, p_kill: close((2 / 6) * (1 / 2)), victims: { 0: close(5 / 6), 1: close(1 / 6) } });
  });

  it('a group all alike is a single target of that armour', () => {
    const group = simulate({ ...bow, shooters: 3, groupArmours: '5,5,5' }).json;
    const one = simulate({ ...bow, shooters: 3, targetArmour: '5' }).json;
    for (const [n, p] of Object.entries(one.hits as Record<string, number>)) expect(group.victims[n]).toBeCloseTo(p, 12);
  });

  it('two arrows at légère, 4 and 5: agrees with every throw and every draw of the fate enumerated', () => {
    const needs = [5, 6, 7];
    // Two dice at need 5: a 6 always touches; two 6 count as 6 and 7 (§ b). The highest die draws first.
    const draws = (values: number[], standing: number[]): Map<number, number> => {
      if (values.length === 0 || standing.length === 0) return new Map([[0, 1]]);
      const out = new Map<number, number>();
      standing.forEach((need, i) => {
        const kills = values[0]! >= need;
        const rest = kills ? standing.filter((_, j) => j !== i) : standing;
        for (const [n, p] of draws(values.slice(1), rest)) out.set(n + (kills ? 1 : 0), (out.get(n + (kills ? 1 : 0)) ?? 0) + p / standing.length);
      });
      return out;
    };
    const expected = new Map<number, number>();
    for (let a = 1; a <= 6; a++)
      for (let b = 1; b <= 6; b++) {
        const values = a === 6 && b === 6 ? [7, 6] : [a, b].sort((x, y) => y - x);
        for (const [n, p] of draws(values.filter((v) => v >= 5), needs)) expected.set(n, (expected.get(n) ?? 0) + p / 36);
      }
    const json = simulate({ ...bow, shooters: 2, groupArmours: 'legere, 4, 5' }).json;
    expect(Object.keys(json.victims)).toEqual([...expected.keys()].sort().map(String));
    for (const [n, p] of expected) expect(json.victims[String(n)]).toBeCloseTo(p, 12);
    expect(json.expected_pv_lost).toBeCloseTo([...expected].reduce((s, [n, p]) => s + n * p, 0), 12);
  });

  it('an unknown armour, --dice, a salvo, or melee are refused', () => {
    expect(refusal(() => simulate({ ...bow, groupArmours: 'legere,6' }))).toMatchObject({ code: 'argad/typed-unknown' });
    expect(refusal(() => simulate({ ...bow, groupArmours: '4', dice: '6' })).code).toBe('argad/dice-group');
    expect(refusal(() => simulate({ ...bow, groupArmours: '4', targetHealthPoints: 2 })).code).toBe('argad/group-health-points');
    expect(refusal(() => simulate({ ...bow, groupArmours: '4', whiteDice: 2, table: 5 })).code).toBe('argad/group-armours-salvo');
    expect(refusal(() => simulate({ ...typed, groupArmours: '4' })).code).toBe('argad/ranged-only');
    expect(refusal(() => simulate({ ...bow, shooters: 13, groupArmours: '4' })).code).toBe('argad/out-of-bounds');
  });
});
