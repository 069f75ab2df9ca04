import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { manifest } from '../../../src/rulesets/frostgrave/manifest.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';

const scripted = (faces: number[]): Rng => ({ die: () => faces.shift() ?? 1 });
const exact = (name: string, options: Options) => ruleset.rolls[name]!.run(options, { exact: true, rng: scripted([]) }).json as Record<string, any>;
const rolled = (name: string, options: Options, faces: number[]) => ruleset.rolls[name]!.run(options, { exact: false, rng: scripted(faces) }).json as Record<string, any>;

describe('Frostgrave named rolls', () => {
  it('declares in the manifest exactly the rolls the module runs', () => {
    expect(manifest.rolls.map((r) => r.name).sort()).toEqual(Object.keys(ruleset.rolls).sort());
    expect(manifest.rolls.find((r) => r.name === 'cast')!.options.filter((o) => o.required).map((o) => o.flags)).toEqual(['--casting-number <n>']);
  });

  it('cast --exact gives p_cast, p_effect and expected_self_damage', () => {
    // Casting number 10, no empowering, Will +2: 11/20 cast, 132/400 take effect, 5/20 expected damage (hand count in cast.test.ts).
    const json = exact('cast', { castingNumber: 10, will: 2 });
    expect(json).toMatchObject({ ruleset: 'frostgrave', roll: 'cast', p_cast: 11 / 20, expected_self_damage: 5 / 20 });
    expect(json.p_effect).toBeCloseTo(132 / 400, 12);
    expect(json.best_empower).toBeNull();
  });

  it('cast without a Will roll: p_effect is p_cast', () => {
    const json = exact('cast', { castingNumber: 14, empower: 2 });
    expect(json.p_effect).toBe(json.p_cast);
    expect(json.p_cast).toBeCloseTo(9 / 20, 12);
  });

  it('cast --risk picks the best limit within the expected self-damage', () => {
    expect(exact('cast', { castingNumber: 12, risk: 0.5 }).best_empower).toMatchObject({ empower: 1, p_effect: 0.5, expected_self_damage: 0.5 });
  });

  it('a rolled cast: 8 against 10 empowered by 2, then resisted by a Will roll of 9 + 3 ≥ 10', () => {
    const json = rolled('cast', { castingNumber: 10, empower: 2, will: 3 }, [8, 9]);
    expect(json).toMatchObject({ die: 8, empowered: 2, final: 10, cast: true, will_die: 9, resisted: true, effect: false, self_damage: 2 });
  });

  it('a rolled cast that fails by 12: 2 damage', () => {
    expect(rolled('cast', { castingNumber: 14 }, [2])).toMatchObject({ cast: false, self_damage: 2, will_die: null, effect: false });
  });

  it('initiative: exact and rolled', () => {
    expect(exact('initiative', {})).toMatchObject({ players: 2, p_first: 0.5, p_tie_for_first: 0.05 });
    expect(rolled('initiative', { players: 2 }, [4, 4, 18, 3]).order).toEqual([1, 2]);
  });

  it('fall: 5" deals 7, which wounds a figure at Santé 9 and kills one at 7', () => {
    expect(exact('fall', { height: 5 })).toMatchObject({ height: 5, damage: 7 });
    expect(exact('fall', { height: 5, health: 9 })).toMatchObject({ kills: false, wounds: true });
    expect(exact('fall', { height: 5, health: 7 })).toMatchObject({ kills: true, wounds: false });
  });

  it.each([
    ['cast', {}, 'frostgrave/missing-option'],
    ['cast', { castingNumber: 0 }, 'frostgrave/out-of-range'],
    ['cast', { castingNumber: 10, empower: -1 }, 'frostgrave/out-of-range'],
    ['cast', { castingNumber: 10, risk: -1 }, 'frostgrave/out-of-range'],
    ['initiative', { players: 1 }, 'frostgrave/out-of-range'],
    ['fall', {}, 'frostgrave/missing-option'],
    ['fall', { height: -2 }, 'frostgrave/out-of-range'],
  ])('%s %o is refused', (name, options, code) => {
    try {
      exact(name, options);
      expect.unreachable();
    } catch (cause) {
      expect(cause).toBeInstanceOf(EscarmoucheError);
      expect((cause as EscarmoucheError).code).toBe(code);
    }
  });
});
