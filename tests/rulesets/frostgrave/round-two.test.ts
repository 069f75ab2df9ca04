/**
 * Issue 18, Frostgrave: range (item 11), spells cast hors-jeu (item 12), the target's empowering of its Will roll
 * (item 13) against an independent brute force, and criticals for both figures of a fight (item 10).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { castOdds } from '../../../src/rulesets/frostgrave/odds/cast.js';

const typed = (options: Options): Side<FgBand> => ({ kind: 'typed', options });
const shooter = { shoot: 2, targetFight: 2, targetArmour: 10, targetHealth: 10, weapon: 'ranged' };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const attack = (options: Options): Json => ruleset.attack.simulate({ attacker: typed(options), target: typed(options), options }).json;
const error = (f: () => unknown): [string, number] | undefined => {
  try {
    f();
  } catch (e) {
    if (e instanceof EscarmoucheError) return [e.code, e.exitCode];
    throw e;
  }
  return undefined;
};

describe('range: « égale ou inférieure à 24" » (item 11)', () => {
  it('24" is in range, and the distance is stated in the JSON', () => {
    expect(attack({ ...shooter, range: 24 })).toMatchObject({ range: 24, method: 'exact' });
    expect(attack({ ...shooter, range: 0.5 }).p_hit).toBeCloseTo(attack(shooter).p_hit, 12);
  });
  it('24.5" is refused as a rule (exit 1); a negative distance as a usage error (exit 2); --range in a fight too', () => {
    expect(error(() => attack({ ...shooter, range: 24.5 }))).toEqual(['frostgrave/beyond-range', 1]);
    expect(error(() => attack({ ...shooter, range: -1 }))).toEqual(['frostgrave/out-of-range', 2]);
    expect(error(() => attack({ fight: 2, attackerArmour: 10, attackerHealth: 10, targetFight: 2, targetArmour: 10, targetHealth: 10, range: 3 }))?.[0]).toBe('frostgrave/ranged-only');
  });
});

const cast = (options: Options, exact = true): Json => ruleset.rolls.cast!.run(options, { exact, rng: new SeededRng('fg') }).json;

describe('« Les sorts lancés hors-jeu n\'occasionnent jamais de dommages » (item 12)', () => {
  it('a failed spell cast hors-jeu costs nothing', () => {
    expect(cast({ castingNumber: 30, offTable: true })).toMatchObject({ expected_self_damage: 0, self_damage: { '0': 1 }, off_table: true });
    expect(cast({ castingNumber: 30 }).expected_self_damage).toBeGreaterThan(0);
    expect(cast({ castingNumber: 16, offTable: true }).by_empower).toEqual([{ empower: 0, p_cast: 0.25, p_effect: 0.25, expected_self_damage: 0 }]);
    for (let seed = 0; seed < 20; seed++) expect(ruleset.rolls.cast!.run({ castingNumber: 30, offTable: true }, { exact: false, rng: new SeededRng(`s${seed}`) }).json.self_damage).toBe(0);
  });
  it('no empowering (it is taking damage) and no Will roll hors-jeu', () => {
    expect(error(() => cast({ castingNumber: 12, offTable: true, empower: 2 }))).toEqual(['frostgrave/off-table-empower', 2]);
    expect(error(() => cast({ castingNumber: 12, offTable: true, will: 2 }))).toEqual(['frostgrave/off-table-empower', 2]);
  });
});

/**
 * Brute force: every casting die, every spend of the caster within its limit, every Will die; the target spends, after
 * seeing its die, what reaches the casting roll when its limit allows. The caster picks the spend with the most effects,
 * then the least damage to itself.
 */
function brute(castingNumber: number, empower: number, will: number, limit: number) {
  const table = (d: number) => (d >= 20 ? 5 : d >= 10 ? 2 : d >= 5 ? 1 : 0);
  let effects = 0;
  let targetDamage = 0;
  for (let die = 1; die <= 20; die++) {
    let best: { effect: number; hurt: number; final: number } | undefined;
    for (let spend = 0; spend <= empower; spend++) {
      const final = die + spend;
      const cast = final >= castingNumber;
      let effect = 0;
      for (let w = 1; w <= 20; w++) {
        const need = final - (w + will);
        const resisted = need <= 0 || need <= limit;
        if (cast && !resisted) effect++;
      }
      const hurt = spend + (cast ? 0 : table(castingNumber - final));
      if (!best || effect > best.effect || (effect === best.effect && hurt < best.hurt)) best = { effect, hurt, final: cast ? final : -1 };
    }
    effects += best!.effect;
    if (best!.final >= 0) for (let w = 1; w <= 20; w++) {
      const need = best!.final - (w + will);
      if (need > 0 && need <= limit) targetDamage += need;
    }
  }
  return { pEffect: effects / 400, expectedTargetDamage: targetDamage / 400 };
}

describe("the target's empowering of its Will roll (item 13)", () => {
  it('matches the brute force over a grid', () => {
    for (const castingNumber of [6, 10, 14, 18])
      for (const empower of [0, 2, 5])
        for (const will of [-2, 0, 3, 6])
          for (const limit of [0, 1, 3, 8]) {
            const odds = castOdds({ castingNumber, empower, will, targetEmpower: limit });
            const b = brute(castingNumber, empower, will, limit);
            const label = JSON.stringify({ castingNumber, empower, will, limit });
            expect(odds.pEffect, label).toBeCloseTo(b.pEffect, 12);
            expect(odds.expectedTargetDamage, label).toBeCloseTo(b.expectedTargetDamage, 12);
          }
  });
  it('by hand: casting number 10, Will +2, the target may spend 2: a roll r takes effect when d20 + 4 < r', () => {
    // r = 10..20: r − 5 faces each, 5 + 6 + … + 15 = 110 of 400.
    expect(cast({ castingNumber: 10, will: 2, targetEmpower: 2 }).p_effect).toBeCloseTo(110 / 400, 12);
    expect(cast({ castingNumber: 10, will: 2 }).p_effect).toBeCloseTo(132 / 400, 12);
  });
  it('refused without --will (the Volonté it adds to)', () => {
    expect(error(() => cast({ castingNumber: 10, targetEmpower: 2 }))).toEqual(['frostgrave/target-empower-without-will', 2]);
  });
  it('a roll at the table says what the target spent', () => {
    const json = cast({ castingNumber: 2, will: 0, targetEmpower: 20 }, false);
    expect(json.resisted).toBe(true);
    expect(json.will_die + json.will_empowered).toBeGreaterThanOrEqual(json.final);
  });
});

describe('criticals are played by both figures (item 10)', () => {
  const band = (criticals: boolean): FgBand => ({ name: 'B', criticals, wounded: false, figures: [] }) as unknown as FgBand;
  it("the target's band playing criticals gives them to the fight; neither band: none", () => {
    const member = (b: FgBand): Side<FgBand> => ({ kind: 'member', band: b, member: { name: 'x', path: ['figures', 0] }, file: 'f.yaml' });
    const fighter = { fight: 3, attackerArmour: 10, attackerHealth: 10 };
    const withTarget = (b: FgBand) => {
      const figure = { name: 'Grand', type: 'soldat', move: 6, fight: 3, shoot: 0, armour: 11, will: 0, health: 10, weapon: { id: 'arme-de-base', name: 'arme de base', kind: 'melee', damage: 0 }, fight_mod: 0, shoot_mod: 0, damage_mod: 0 };
      const full = { ...b, figures: [figure] } as unknown as FgBand;
      return ruleset.attack.simulate({ attacker: typed(fighter), target: member(full), options: fighter }).json;
    };
    expect(withTarget(band(true)).crits).toBe(true);
    expect(withTarget(band(false)).crits).toBe(false);
  });
});
