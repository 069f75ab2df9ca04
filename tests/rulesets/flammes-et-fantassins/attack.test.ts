/**
 * F&F attack model: every option worked by hand (fractions of the 36 rolls of 2D6, derived in comments), the exact
 * engine against an independent brute force written here, and the errors the rules call for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { estimate } from '../../../src/core/dice/monte-carlo.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { attacksToFinish, summarise } from '../../../src/rulesets/flammes-et-fantassins/odds/odds.js';
import type { Setup } from '../../../src/rulesets/flammes-et-fantassins/odds/policy.js';
import { ROOT } from '../../helpers/cli.js';
import { thrown } from '../../helpers/refusal.js';
import { plain } from './plan-helpers.js';

// ---------------------------------------------------------------- sides

const bands = new Map<string, FfBand>();
function member(file: string, name: string): Side<FfBand> {
  const full = path.join(ROOT, file);
  if (!bands.has(full)) {
    const { house_rules: rules, ...data } = parseYaml(readFileSync(full, 'utf8')) as Record<string, unknown>;
    bands.set(full, ruleset.parse(data, (rules ?? {}) as Record<string, unknown>).band!);
  }
  const band = bands.get(full)!;
  const found = ruleset.roster(band).find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in ${file}`);
  return { kind: 'member', band, member: found, file };
}
const MARQ = 'bands/ff-les-marquisards.yaml';
const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';
const POTERIE = 'bands/ff-federation-de-la-poterie.yaml';
const MAGES = 'tests/fixtures/ff-mages.yaml';
const SOLO = 'tests/fixtures/ff-solo.yaml';

const typed = (options: Options): Side<FfBand> => ({ kind: 'typed', options });
const hitter = (hit: number, damage: number) => typed({ hit, damage });
const wall = (ca: number, pv = 100, tra?: number) => typed({ ca, pv, ...(tra !== undefined ? { tra } : {}) });

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const odds = (attacker: Side<FfBand>, target: Side<FfBand>, options: Options = {}): Json => ruleset.attack.simulate({ attacker, target, options }).json as Json;

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);
const closeRecord = (actual: Record<string, number>, expected: Record<string, number>) => {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const [k, v] of Object.entries(expected)) close(actual[k]!, v);
};

// ---------------------------------------------------------------- independent brute force

interface Brute {
  touche: number;
  degats: number;
  defense: number;
  pv: number;
  concentration?: number;
  both?: boolean;
  doubles?: boolean;
  dodge?: boolean;
}

/**
 * Written from the rulebook, not from the model: every (die to Touche, die to Dégâts, Concentration split) is
 * tried; with Esquive the target gets +1 CA exactly when the attack would hit "tout juste", so a hit needs
 * Touche ≥ CA + 1 and the reaction is spent when the best the attacker can do is Touche = CA. A target loses at most
 * the PV it has (issue 38, item 22).
 */
function brute(s: Brute) {
  const n = s.concentration ?? 0;
  const damage = new Map<number, number>();
  let hit = 0;
  let kill = 0;
  let spent = 0;
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      let best = { hit: false, damage: 0, spent: false };
      for (const [t, d] of [[a, b], [b, a]] as const) {
        for (let k = 0; k <= n; k++) {
          const toT = s.both ? n : k;
          const toD = s.both ? n : n - k;
          const touche = t + s.touche + toT;
          const allowed = !s.doubles || a === b;
          const plain = allowed && touche >= s.defense;
          const hits = s.dodge ? allowed && touche >= s.defense + 1 : plain;
          const c = { hit: hits, damage: hits ? Math.min(s.pv, Math.max(0, d + s.degats + toD)) : 0, spent: !!s.dodge && plain && !hits };
          const better = +c.hit - +best.hit || c.damage - best.damage || +c.spent - +best.spent;
          if (better > 0) best = c;
        }
      }
      damage.set(best.damage, (damage.get(best.damage) ?? 0) + 1 / 36);
      if (best.hit) hit += 1 / 36;
      if (best.damage >= s.pv) kill += 1 / 36;
      if (best.spent) spent += 1 / 36;
    }
  }
  if (!damage.has(0)) damage.set(0, 0);
  let expected = 0;
  for (const [v, p] of damage) expected += v * p;
  return { hit, kill, spent, damage, expected };
}

/** Chance that the sum of k independent damages reaches pv, by plain nested convolution. */
function deadAfter(damage: Map<number, number>, pv: number, k: number): number {
  let sums = new Map<number, number>([[0, 1]]);
  for (let i = 0; i < k; i++) {
    const next = new Map<number, number>();
    for (const [s, p] of sums) for (const [d, q] of damage) next.set(Math.min(pv, s + d), (next.get(Math.min(pv, s + d)) ?? 0) + p * q);
    sums = next;
  }
  return sums.get(pv) ?? 0;
}

const setupOf = (s: Brute): Setup => ({
  ...plain(s.touche, s.degats, s.defense, s.pv),
  concentration: s.concentration ?? 0,
  concentrationBoth: !!s.both,
  doublesOnly: !!s.doubles,
  dodge: !!s.dodge,
});

// Distribution of the larger of two d6: P(max = m) = (2m − 1)/36; E[max] = 161/36.
const MAX2 = new Map([1, 2, 3, 4, 5, 6].map((m) => [m, (2 * m - 1) / 36]));
const shifted = (by: number, d = MAX2) => Object.fromEntries([...d].map(([v, p]) => [String(v + by), p]));

// ---------------------------------------------------------------- hand-worked cases

describe('simulate-attack, F&F: hand-worked cases', () => {
  it('baseline: Touche +0 against CA 4 hits when either die is 4 or more: 1 − (3/6)² = 27/36', () => {
    const r = odds(hitter(0, 0), wall(4));
    close(r.p_hit, 27 / 36);
    // Both dice ≥ 4 (9 rolls): the smaller hits, the larger wounds: max 4 once, 5 three times, 6 five times.
    // One die ≥ 4 (18 rolls): it hits, the other (1, 2 or 3) wounds, each value 6 times. Misses: 9 rolls.
    closeRecord(r.damage, { 0: 9 / 36, 1: 6 / 36, 2: 6 / 36, 3: 6 / 36, 4: 1 / 36, 5: 3 / 36, 6: 5 / 36 });
    close(r.expected_damage, (36 + 4 + 15 + 30) / 36);
    expect(r.method).toBe('exact');
  });

  it('--target-pv: a kill is damage ≥ current PV: with 5 PV, damage 5 or 6: (3 + 5)/36', () => {
    const r = odds(hitter(0, 0), wall(4, 10), { targetPv: 5 });
    close(r.p_kill, 8 / 36);
    expect(r.target.pv).toBe(5);
    expect(r.target.pv_max).toBe(10);
  });

  it('damage below 0 counts as 0: Dégâts −6 never wounds', () => {
    const r = odds(hitter(6, -6), wall(1));
    close(r.p_hit, 1);
    closeRecord(r.damage, { 0: 1 });
  });

  it('--concentration 1 with a sure hit goes to Dégâts: E = E[max] + 1 = 197/36', () => {
    const r = odds(hitter(3, 0), wall(4), { concentration: 1 });
    close(r.p_hit, 1);
    closeRecord(r.damage, { 0: 0, ...shifted(1) });
    close(r.expected_damage, 197 / 36);
  });

  it('--concentration 1 when only a 6 plus the +1 reaches CA 7: P = 11/36, the other die wounds', () => {
    // (6,6): 6 PV; (6,x) and (x,6), x < 6: x PV. Total 6 + 2·15 = 36 → E = 1.
    const r = odds(hitter(0, 0), wall(7), { concentration: 1 });
    close(r.p_hit, 11 / 36);
    close(r.expected_damage, 36 / 36);
  });

  it('--dodge: a hit needs CA + 1; the reaction is spent when the best die is exactly 4: (4² − 3²)/36', () => {
    const r = odds(hitter(0, 0), wall(4), { dodge: true });
    close(r.p_hit, 1 - (4 / 6) ** 2);
    close(r.p_dodge, 7 / 36);
  });

  it('Mêlée modifiers one by one: Gros Louis (FOR +2 puissant, arme à une main +1) against CA 8', () => {
    // Touche = die + 2 + 1 ≥ 8: a die of 5 or 6: 1 − (4/6)² = 20/36.
    const r = odds(member(MARQ, 'Gros Louis'), wall(8));
    close(r.p_hit, 20 / 36);
    expect(r.modifiers.touche.total).toBe(3);
    expect(r.modifiers.touche.parts.map((p: Json) => [p.source, p.value])).toEqual([['FOR', 2], ['arme-a-une-main', 1]]);
    // Dégâts = die + 0 (weapon) + FOR 2.
    expect(r.modifiers.degats.parts.map((p: Json) => [p.source, p.value])).toEqual([['arme-a-une-main', 0], ['FOR', 2]]);
  });

  it('--charge: +1 Touche and +1 Dégâts: Gros Louis hits CA 8 on a 4+: 27/36, each hit 1 more', () => {
    const r = odds(member(MARQ, 'Gros Louis'), wall(8), { charge: true });
    close(r.p_hit, 27 / 36);
    // As the baseline, every hit +3 (FOR 2, charge 1): 85/36 + 3·27/36.
    close(r.expected_damage, (85 + 3 * 27) / 36);
  });

  it('--not-engaged: −1 Touche: Gros Louis needs a 6 against CA 8: 11/36', () => {
    close(odds(member(MARQ, 'Gros Louis'), wall(8), { notEngaged: true }).p_hit, 11 / 36);
  });

  it('Chevalier Mêl +1 and an agile Mêlée from DEX', () => {
    // Dame Isabeau: FOR +1 (général), Chevalier Mêl +1, arme à une main +1.
    expect(odds(member(POTERIE, 'Dame Isabeau'), wall(4)).modifiers.touche.total).toBe(3);
    // La Bertrude, agile assassin: Mêl = DEX +2, dague −1.
    const r = odds(member(MARQ, 'La Bertrude'), wall(4));
    expect(r.modifiers.touche.parts.map((p: Json) => [p.source, p.value])).toEqual([['DEX', 2], ['dague', -1]]);
  });

  it('Tir: Perrine (Tir = DEX 1 + archer 1, arbalète lourde +1) hits CA 8 on a 5+: 20/36; Dégâts +2 without FOR', () => {
    const r = odds(member(ARCHERS, 'Perrine'), wall(8), { weapon: 'ranged' });
    close(r.p_hit, 20 / 36);
    expect(r.modifiers.degats.total).toBe(2);
    expect(r.modifiers.degats.parts.some((p: Json) => p.source === 'FOR')).toBe(false);
  });

  it('--partial-cover: −1 Touche: Perrine then needs a 6: 11/36', () => {
    close(odds(member(ARCHERS, 'Perrine'), wall(8), { weapon: 'ranged', partialCover: true }).p_hit, 11 / 36);
  });

  it('an arc adds FOR to its Dégâts: Guillot (FOR 0) lists it', () => {
    const r = odds(member(ARCHERS, 'Guillot'), wall(4), { weapon: 'ranged' });
    expect(r.modifiers.degats.parts.map((p: Json) => p.source)).toEqual(['arc', 'FOR']);
  });

  it("the target's CA and PV come from its profile: Mains-Noires CA 3 + CON 3 + plaque 3 = 9, PV 19", () => {
    const r = odds(hitter(0, 0), member(MARQ, 'Mains-Noires'));
    expect(r.modifiers.defense.total).toBe(9);
    expect(r.target.pv).toBe(19);
    close(r.p_hit, 0);
  });

  it('--use botte-secrete: Élise (DEX 2) adds 2 to her Dégâts when she plays it', () => {
    // Touche = die + DEX 2 − 1 (dague) ≥ 2 always; Dégâts = max + FOR 1 + DEX 2.
    const r = odds(member(MAGES, "Élise l'Esquiveuse"), wall(2, 10), { use: ['botte-secrete'] });
    closeRecord(r.damage, { 0: 0, ...shifted(3) });
    close(r.p_talents['botte-secrete'], 1);
    // Once per game: the second attack wounds max + 1. Dead after two: m1 + 3 + m2 + 1 ≥ 10, i.e. m1 + m2 ≥ 6.
    let two = 0;
    for (const [m1, p1] of MAX2) for (const [m2, p2] of MAX2) if (m1 + m2 >= 6) two += p1 * p2;
    close(r.attacks_to_kill[1].p_dead, two);
  });

  it('--use esquive (talent): Élise turns every hit of Touche +0 into a miss (CA 6 + DEX 2)', () => {
    // Only a 6 reaches CA 6 (11/36); the talent adds DEX 2 to the CA, so all of them miss.
    const r = odds(hitter(0, 0), member(MAGES, "Élise l'Esquiveuse"), { use: ['esquive'] });
    close(r.p_hit, 0);
    close(r.p_talents.esquive, 11 / 36);
  });

  it('--use esquive against a spell takes DEX off the Effet: Corbeau drains max + 3 − 2 from Élise', () => {
    // Tra 2 (3 + SAG 0 − cuir 1) against Touche die + INT 2: always hit; Effet = max + SAG 3, less DEX 2.
    const r = odds(member(MAGES, 'Maître Corbeau'), member(MAGES, "Élise l'Esquiveuse"), { spell: 'vampirisme', use: ['esquive'] });
    closeRecord(r.damage, { 0: 0, ...shifted(1) });
    close(r.p_talents.esquive, 1);
  });

  it('--use potion-de-force: +2 Dégâts in Mêlée: Grobuk wounds max + 4 + 2', () => {
    // Grobuk: FOR 3, Chevalier +1, arme à deux mains +1/+1: Touche +5 always hits CA 6.
    const r = odds(member(SOLO, 'Grobuk'), wall(6), { use: ['potion-de-force'] });
    closeRecord(r.damage, { 0: 0, ...shifted(6) });
  });

  it('--use potion-d-armure: +2 CA: Touche +5 against Grobuk (CA 8 → 10) needs a 5+: 20/36 instead of 32/36', () => {
    close(odds(hitter(5, 0), member(SOLO, 'Grobuk')).p_hit, 32 / 36);
    close(odds(hitter(5, 0), member(SOLO, 'Grobuk'), { use: ['potion-d-armure'] }).p_hit, 20 / 36);
  });

  it('--use armure-de-mage: +3 CA: Touche +1 against Frère Lierre (CA 4 → 7) needs a 6: 11/36', () => {
    close(odds(hitter(1, 0), member(MAGES, 'Frère Lierre'), { use: ['armure-de-mage'] }).p_hit, 11 / 36);
  });

  it('--use peau-d-ecorce: +2 CA until the first PV lost', () => {
    // Frère Lierre: CA 4 (+2) = 6, 7 PV. Touche +0 needs a 6: 11/36; the other die wounds (+0).
    const s = { touche: 0, degats: 0, pv: 7 };
    const r = odds(hitter(0, 0), member(MAGES, 'Frère Lierre'), { use: ['peau-d-ecorce'] });
    close(r.p_hit, 11 / 36);
    // Two attacks: the bark holds while no PV is lost, then CA 4.
    const bark = brute({ ...s, defense: 6 });
    const plain = brute({ ...s, defense: 4 });
    let two = 0;
    for (const [d1, p1] of bark.damage) {
      const second = d1 === 0 ? bark.damage : plain.damage;
      for (const [d2, p2] of second) if (d1 + d2 >= 7) two += p1 * p2;
    }
    close(r.attacks_to_kill[1].p_dead, two);
  });

  it('--use image-miroir: only doubles hit: Touche +5 against Corbeau (CA 2) hits 6/36', () => {
    close(odds(hitter(5, 0), member(MAGES, 'Maître Corbeau'), { use: ['image-miroir'] }).p_hit, 6 / 36);
  });

  it('--use assommer (masse): no PV lost; stunned when hit with a Dégâts die of 5+ (« Si le dé de Dégâts fait 5+ »): Tom 1 − (4/6)² = 20/36', () => {
    // Tom: Touche FOR 2 + masse 1 (arme à une main) against Gros Louis CA 4: any die hits; the die itself must be 5+,
    // so the larger die goes to the Dégâts: P(max ≥ 5) = 20/36 (the modified Dégâts, die + FOR 2, would give 32/36).
    const r = odds(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'), { use: ['assommer'] });
    close(r.p_stun, 20 / 36);
    closeRecord(r.damage, { 0: 1 });
    close(r.attacks_to_stun[1].p_stunned, 1 - (16 / 36) ** 2);
    // The roll: 4 and 3 with FOR +2 is no stun (3 + 2 = 5 is the modified value, not the die).
    expect(odds(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'), { use: ['assommer'], dice: [4, 3] }).stunned).toBe(false);
    expect(odds(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'), { use: ['assommer'], dice: [5, 1] }).stunned).toBe(true);
  });

  it('masse-stun: modified (house rule) reads die + modifiers: 32/36; die: 20/36, against a brute force', () => {
    const base = { ...setupOf({ touche: 3, degats: 2, defense: 4, pv: 100 }), stun: 5 };
    close(summarise({ ...base, stunOnDie: false }).pStun, 32 / 36);
    close(summarise({ ...base, stunOnDie: true }).pStun, 20 / 36);
    // FOR +4: every hit stuns with the modified value, not with the die.
    close(summarise({ ...base, degats: 4, stunOnDie: false }).pStun, 1);
    close(summarise({ ...base, degats: 4, stunOnDie: true }).pStun, 20 / 36);
  });

  it('mille-annees-de-sagesse: every Concentration +1 goes to Touche and Effet', () => {
    // Corbeau (INT 2, SAG 3) against Tra 9, Concentration 1: only a 6 hits (6 + 2 + 1); Effet = other + 3 + 1.
    // Sage: (6,6) 10, (6,x) x + 4 twice: 10 + 2·(15 + 20) = 80. Typed-in, the +1 must go to Touche: 9 + 2·(15 + 15) = 69.
    // Against Tra 8: the Touche must exceed it (« doit dépasser »), so 9 = 6 + 2 + 1 is needed.
    const sage = odds(member(MAGES, 'Maître Corbeau'), wall(0, 100, 8), { spell: 'frappe-de-l-ombre', concentration: 1 });
    close(sage.expected_damage, 80 / 36);
    expect(sage.modifiers.concentration.to).toBe('touche-and-degats');
    close(odds(hitter(2, 3), wall(0, 100, 8), { spell: 'frappe-de-l-ombre', concentration: 1 }).expected_damage, 69 / 36);
    close(odds(hitter(2, 3), wall(0, 100, 8), { spell: 'frappe-de-l-ombre', concentration: 1, use: ['mille-annees-de-sagesse'] }).expected_damage, 80 / 36);
  });

  it('projectile-magique rolls against a Tra of 0: always hits, Effet = max + SAG', () => {
    const r = odds(member(MAGES, 'Maître Corbeau'), member(SOLO, 'Grobuk'), { spell: 'projectile-magique' });
    close(r.p_hit, 1);
    closeRecord(r.damage, { 0: 0, ...shifted(3) });
  });

  it('a spell hits when the Touche exceeds the Trame (annex: « doit dépasser la Tra. »): INT 0 needs a 6 against Tra 5, never hits Tra 6', () => {
    close(odds(hitter(0, 0), wall(0, 100, 5), { spell: 'frappe-de-l-ombre' }).p_hit, 11 / 36);
    close(odds(hitter(0, 0), wall(0, 100, 6), { spell: 'frappe-de-l-ombre' }).p_hit, 0);
    // House rule spell-hit: equal (the chapter's « égaler ou battre »): Tra 6 is hit by a 6.
    const equal = { ...setupOf({ touche: 0, degats: 0, defense: 6, pv: 100 }), strict: false };
    close(summarise(equal).pHit, 11 / 36);
    close(summarise({ ...equal, strict: true }).pHit, 0);
  });

  it("vampirisme: the mage drains what the target loses, at most its current PV: E[min(max, 3)] = 103/36", () => {
    // P(max = 1) = 1/36, P(max = 2) = 3/36, else 3: 1 + 6 + 3·32 = 103.
    const r = odds(hitter(5, 0), wall(0, 3, 0), { spell: 'vampirisme' });
    close(r.expected_drain, 103 / 36);
  });

  it('boule-de-feu: each number N is the Trame and adds to the Effet; the best is reported', () => {
    // INT 1: the Touche (die + 1) exceeds Tra N exactly when the die is N or more.
    const r = odds(hitter(1, 0), wall(0, 100), { spell: 'boule-de-feu' });
    const rows = r.boule_de_feu.by_number as Json[];
    // N = 1: always hits, max + 1: 161/36 + 1. N = 6: needs a 6; (6,6) 12, (6,x) x + 6 twice: 12 + 2·(15 + 30) = 102.
    close(rows[0]!.expected_damage, 197 / 36);
    close(rows[5]!.p_hit, 11 / 36);
    close(rows[5]!.expected_damage, 102 / 36);
    for (const row of rows) close(row.p_hit, 1 - ((row.number - 1) / 6) ** 2);
    // No kill at 100 PV: the best number is the one with the most PV lost.
    const best = rows.reduce((x, y) => (y.expected_damage > x.expected_damage ? y : x));
    expect(r.boule_de_feu.best).toBe(best.number);
    expect(r.boule_de_feu.chosen).toBe(best.number);
    close(r.expected_damage, best.expected_damage);
    // --chosen-number picks another.
    const two = odds(hitter(1, 0), wall(0, 100), { spell: 'boule-de-feu', chosenNumber: 2 });
    expect(two.boule_de_feu.chosen).toBe(2);
    close(two.expected_damage, rows[1]!.expected_damage);
  });

  it('boule-de-feu: the best number maximises P(kill) first, then the PV lost', () => {
    // 8 PV, Effet + 0: a kill needs a die ≥ N for the Touche and the other die ≥ 8 − N.
    // N = 1: 7 at most: 0. N = 2: a 6 and the other ≥ 2: 1 + 2·4 = 9. N = 3: one die ≥ 5, the other ≥ 3:
    // 8 + 8 − 4 = 12. N = 4: both ≥ 4: 9. N = 5: one ≥ 5, the other ≥ 3: 12. N = 6: a 6, the other ≥ 2: 9.
    const r = odds(hitter(1, 0), wall(0, 8), { spell: 'boule-de-feu' });
    const rows = r.boule_de_feu.by_number as Json[];
    [0, 9, 12, 9, 12, 9].forEach((n, i) => close(rows[i]!.p_kill, n / 36));
    const [three, five] = [rows[2]!, rows[4]!];
    expect(r.boule_de_feu.best).toBe(five.expected_damage > three.expected_damage ? 5 : 3);
  });
});

describe('simulate-attack, F&F: --dice resolves one roll', () => {
  it('3,5 against CA 4: the 5 hits… no, the 3 cannot; the 5 hits and the 3 wounds', () => {
    const r = odds(hitter(0, 0), wall(4), { dice: [3, 5] });
    expect(r).toMatchObject({ method: 'dice', touche_die: 5, degats_die: 3, hit: true, damage: 3 });
  });

  it('5,6 against CA 4: the 5 hits and the 6 wounds (the most damage)', () => {
    expect(odds(hitter(0, 0), wall(4), { dice: [5, 6] })).toMatchObject({ touche_die: 5, degats_die: 6, damage: 6 });
  });

  it('2,3 against CA 4 misses', () => {
    expect(odds(hitter(0, 0), wall(4), { dice: [2, 3] })).toMatchObject({ hit: false, damage: 0 });
  });

  it('4,2 with --dodge: a hit "tout juste" is dodged', () => {
    expect(odds(hitter(0, 0), wall(4), { dice: [4, 2], dodge: true })).toMatchObject({ hit: false, response: 'dodge', defense: 5 });
  });

  it('3,6 with --concentration 1 against CA 4: the 3 + 1 hits, the 6 wounds', () => {
    expect(odds(hitter(0, 0), wall(4), { dice: [3, 6], concentration: 1 })).toMatchObject({ touche_die: 3, concentration: { touche: 1, degats: 0 }, damage: 6 });
  });
});

describe('simulate-attack, F&F: exact engine against the brute force', () => {
  const cases: Brute[] = [
    { touche: 0, degats: 0, defense: 4, pv: 5 },
    { touche: 2, degats: 1, defense: 7, pv: 6, concentration: 2 },
    { touche: 1, degats: -2, defense: 6, pv: 3, dodge: true },
    { touche: 3, degats: 2, defense: 8, pv: 9, concentration: 1, dodge: true },
    { touche: 4, degats: 0, defense: 5, pv: 4, doubles: true },
    { touche: 2, degats: 3, defense: 9, pv: 7, concentration: 2, both: true },
  ];
  it.each(cases)('%o', (c) => {
    const s = summarise(setupOf(c));
    const b = brute(c);
    close(s.pHit, b.hit);
    close(s.pKill, b.kill);
    close(s.pDodge, b.spent);
    close(s.expectedDamage, b.expected);
    closeRecord(Object.fromEntries(s.damage) as Record<string, number>, Object.fromEntries(b.damage) as Record<string, number>);
    const toKill = attacksToFinish(setupOf(c), 'kill');
    toKill.forEach(({ attacks, p }) => close(p, deadAfter(b.damage, c.pv, attacks)));
  });

  it('holds for random attacks (fast-check)', () => {
    const arb = fc.record({
      touche: fc.integer({ min: -3, max: 8 }),
      degats: fc.integer({ min: -3, max: 5 }),
      defense: fc.integer({ min: 0, max: 13 }),
      pv: fc.integer({ min: 1, max: 14 }),
      concentration: fc.integer({ min: 0, max: 3 }),
      both: fc.boolean(),
      doubles: fc.boolean(),
      dodge: fc.boolean(),
    });
    fc.assert(
      fc.property(arb, (c) => {
        const s = summarise(setupOf(c));
        const b = brute(c);
        return [s.pHit - b.hit, s.pKill - b.kill, s.pDodge - b.spent, s.expectedDamage - b.expected].every((x) => Math.abs(x) < 1e-9);
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('attacks to kill stop at 99% or after 10 attacks', () => {
    const sure = attacksToFinish(setupOf({ touche: 6, degats: 6, defense: 0, pv: 1 }), 'kill');
    expect(sure).toEqual([{ attacks: 1, p: 1 }]);
    const never = attacksToFinish(setupOf({ touche: 0, degats: 0, defense: 20, pv: 5 }), 'kill');
    expect(never.map((x) => x.attacks)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const some = attacksToFinish(setupOf({ touche: 0, degats: 0, defense: 4, pv: 6 }), 'kill');
    expect(some.at(-1)!.p).toBeGreaterThanOrEqual(0.99);
    expect(some.at(-2)!.p).toBeLessThan(0.99);
  });

  it('the Monte Carlo sampler agrees with the exact figures within 5 standard errors', () => {
    const report = ruleset.attack.simulate({ attacker: member(MARQ, 'Gros Louis'), target: member(MARQ, 'La Bertrude'), options: { charge: true, dodge: true, concentration: 1 } });
    const mc = estimate(report.sample!, new SeededRng('escarmouche'), 20000);
    for (const key of ['p_hit', 'expected_damage', 'p_kill']) {
      expect(Math.abs(mc.means[key]! - (report.json[key] as number))).toBeLessThan(5 * mc.standardErrors[key]! + 1e-12);
    }
  });
});

describe('simulate-attack, F&F: what the rules forbid', () => {
  const cases: [string, () => unknown, string, number][] = [
    ['a Charge by an agile character', () => odds(member(MARQ, 'La Bertrude'), wall(4), { charge: true }), 'ff/attack-charge-agile', 1],
    ['a Tir without a ranged weapon', () => odds(member(MARQ, 'Gros Louis'), wall(4), { weapon: 'ranged' }), 'ff/attack-no-ranged-weapon', 1],
    ['a Mêlée without a melee weapon', () => odds(member(ARCHERS, 'Ysolde'), wall(4)), 'ff/attack-no-melee-weapon', 1],
    ['a talent the attacker lacks', () => odds(member(MARQ, 'Gros Louis'), wall(4), { use: ['botte-secrete'] }), 'ff/attack-missing-talent', 1],
    ['a potion not carried', () => odds(member(MARQ, 'Gros Louis'), wall(4), { use: ['potion-de-force'] }), 'ff/attack-missing-item', 1],
    ['a "soi-même" spell the target does not know', () => odds(hitter(0, 0), member(MARQ, 'Gros Louis'), { use: ['image-miroir'] }), 'ff/attack-missing-own-spell', 1],
    ['assommer without a masse', () => odds(member(MARQ, 'Gros Louis'), wall(4), { use: ['assommer'] }), 'ff/attack-missing-weapon', 1],
    ['a spell the caster does not know', () => odds(member(MAGES, 'Frère Lierre'), wall(4, 10, 3), { spell: 'frappe-de-l-ombre' }), 'ff/attack-spell-not-known', 1],
    ['the botte with a weapon whose Dégâts ignore FOR', () => odds(member(MAGES, "Élise l'Esquiveuse"), wall(4), { weapon: 'ranged', use: ['botte-secrete'] }), 'ff/attack-botte-needs-for', 1],
    ['--charge with Tir', () => odds(member(MARQ, 'Gros Louis'), wall(4), { charge: true, weapon: 'ranged' }), 'ff/attack-melee-only', 2],
    ['--charge with --not-engaged', () => odds(member(MARQ, 'Gros Louis'), wall(4), { charge: true, notEngaged: true }), 'ff/attack-charge-engages', 2],
    ['--partial-cover in Mêlée', () => odds(member(MARQ, 'Gros Louis'), wall(4), { partialCover: true }), 'ff/attack-ranged-only', 2],
    ['--dodge against a spell', () => odds(hitter(0, 0), wall(4, 10, 3), { spell: 'frappe-de-l-ombre', dodge: true }), 'ff/attack-dodge-spell', 2],
    ['a spell without an attack roll', () => odds(hitter(0, 0), wall(4), { spell: 'soin' }), 'ff/attack-spell-no-roll', 2],
    ['an unknown spell', () => odds(hitter(0, 0), wall(4), { spell: 'boule-de-fue' }), 'ff/attack-unknown-spell', 2],
    ['an unknown effect', () => odds(hitter(0, 0), wall(4), { use: ['botte-secrette'] }), 'ff/attack-unknown-effect', 2],
    ['an effect on the wrong attack', () => odds(hitter(0, 0), wall(4, 10, 3), { spell: 'frappe-de-l-ombre', use: ['potion-d-armure'] }), 'ff/attack-effect-not-here', 2],
    ['a DEX talent on a typed-in side', () => odds(hitter(0, 0), wall(4), { use: ['esquive'] }), 'ff/attack-effect-typed', 2],
    ['a spell against a typed-in target without --tra', () => odds(hitter(0, 0), wall(4), { spell: 'vampirisme' }), 'ff/attack-typed-needs', 2],
    ['--target-pv above the maximum', () => odds(hitter(0, 0), wall(4, 10), { targetPv: 11 }), 'ff/attack-target-pv-above-max', 2],
    ['--concentration below 0', () => odds(hitter(0, 0), wall(4), { concentration: -1 }), 'ff/attack-range', 2],
    ['--chosen-number without a boule de feu', () => odds(hitter(0, 0), wall(4), { chosenNumber: 3 }), 'ff/attack-chosen-number', 2],
    ['--chosen-number 7', () => odds(hitter(0, 0), wall(4), { spell: 'boule-de-feu', chosenNumber: 7 }), 'ff/attack-range', 2],
  ];
  it.each(cases)('%s', (_what, run, code, exit) => {
    const error = thrown(run);
    expect(error.code).toBe(code);
    expect(error.exitCode).toBe(exit);
  });

  it('suggests the closest effect and spell', () => {
    expect(thrown(() => odds(hitter(0, 0), wall(4), { use: ['botte-secrette'] })).params.suggestion).toBe('botte-secrete');
    expect(thrown(() => odds(hitter(0, 0), wall(4), { spell: 'boule-de-fue' })).params.suggestion).toContain('boule-de-feu');
  });

  it('every code has English and French words', () => {
    for (const lang of ['en', 'fr'] as const) {
      for (const [, , code] of cases) expect(ruleset.messages[lang][code], `${lang} ${code}`).toBeDefined();
      const en = Object.keys(ruleset.messages.en).filter((k) => k.startsWith('ff/attack-'));
      expect(Object.keys(ruleset.messages[lang]).filter((k) => k.startsWith('ff/attack-')).sort()).toEqual(en.sort());
    }
  });
});
