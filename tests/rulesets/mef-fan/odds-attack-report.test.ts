/**
 * Mef-Fan `simulate-attack`: the report in full (JSON and view lines) worked out by hand, the `--trials` sampler's
 * figures removed on scripted dice, and the exact wound distribution's listed values.
 */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import { attack } from '../../../src/rulesets/mef-fan/odds/attack.js';
import { unsavedWounds } from '../../../src/rulesets/mef-fan/odds/model.js';
import { member, typed } from './odds-attack-common.js';

const close = (x: number) => expect.closeTo(x, 12);

describe('the report of a shot, worked out by hand', () => {
  // Archers: 2 figures × (Tir 2, Tir 1 Perforant 1), cible proche +1, at the Orques (Déf 2, 3 figures of Vie 1).
  // Tir 2 + 1: d6 ≤ 3 (1/2), saved on d6 ≤ 2: 1/2 × 4/6 = 1/3 unsaved. Tir 1 + 1: d6 ≤ 2 (1/3), Déf 2 − P1: saved on
  // d6 ≤ 1: 1/3 × 5/6 = 5/18. Wounds: Bin(2, 1/3) + Bin(2, 5/18), in 2 916ths: 676, 1 196, 789, 230, 25.
  const report = () => attack.simulate({ attacker: member('Archers'), target: member('Orques'), options: { weapon: 'ranged', close: true } });
  const d = 2916;

  it('JSON: every key and value', () => {
    expect(report().json).toEqual({
      ruleset: 'mef-fan',
      method: 'exact',
      weapon: 'ranged',
      attacker: { name: 'Archers', file: 'army.yaml', typed: false, models: 2, dice: 4 },
      target: { name: 'Orques', file: 'army.yaml', typed: false, models: 3, def: 2, vie: 1 },
      modifiers: [{ source: 'close', value: 1 }],
      def_modifiers: [],
      dep: { side: 'target', base: 2, modifiers: [], value: 2 },
      spell: null,
      rolls: [
        { score: 2, perforant: 0, dice: 2, target: 3, p_success: 0.5, save: 2, p_unsaved: close(1 / 3) },
        { score: 1, perforant: 1, dice: 2, target: 2, p_success: close(1 / 3), save: 1, p_unsaved: close(5 / 18) },
      ],
      p_frightened: 0,
      parry: null,
      wounds: { 0: close(676 / d), 1: close(1196 / d), 2: close(789 / d), 3: close(230 / d), 4: close(25 / d) },
      // Three figures stand: 3 or 4 wounds remove all three.
      removed: { 0: close(676 / d), 1: close(1196 / d), 2: close(789 / d), 3: close(255 / d) },
      expected_wounds: close(2 / 3 + 5 / 9),
      // Issue 38 item 22: three figures of Vie 1 lose at most 3 Vie, so 4 wounds are 3 Vie lost.
      vie_lost: { 0: close(676 / d), 1: close(1196 / d), 2: close(789 / d), 3: close(255 / d) },
      expected_vie_lost: close((1196 + 2 * 789 + 3 * 255) / d),
      expected_removed: close((1196 + 2 * 789 + 3 * 255) / d),
      if_cast: null,
    });
  });

  it('view: heading and one line per score, then the modifier', () => {
    const view = report().view as readonly { kind: string; text?: string; lines?: string[] }[];
    expect(view.filter((b) => b.kind !== 'bars')).toEqual([
      { kind: 'heading', text: 'Archers (2) shoots at Orques (3)' },
      {
        kind: 'lines',
        lines: [
          '2 × score 2: success on d6 ≤ 3 (50.00%), then Déf save on d6 ≤ 2: 33.33% unsaved per die',
          '2 × score 1 P1: success on d6 ≤ 2 (33.33%), then Déf save on d6 ≤ 1: 27.78% unsaved per die',
          '+1  cible proche',
        ],
      },
      { kind: 'heading', text: 'Unsaved wounds (expected 1.222; Vie lost 1.214)' },
      { kind: 'heading', text: 'Figures removed at Vie 1 each (expected 1.214)' },
    ]);
  });
});

/** Dice that come out in this order. */
const scripted = (faces: number[]): Rng => ({ die: () => faces.shift() ?? 6 });

describe('the --trials sampler: figures removed from the wounds it rolled', () => {
  it('5 wounds on Vie 2 figures, 3 standing: "figure by figure" removes 2', () => {
    // Five typed Mél 6 dice against Déf 0: every die hits and none is saved, whatever the faces.
    const options = { mel: 6, models: 5, def: 0, vie: 2, targetModels: 3 };
    const report = attack.simulate({ attacker: typed(options), target: typed(options), options });
    expect(report.sample!(scripted([]))).toEqual({ expected_wounds: 5, expected_vie_lost: 5, expected_removed: 2 });
  });

  it('6 wounds on 2 figures of Vie 1: never more than stand, and 2 Vie lost, not 6 (issue 38 item 22)', () => {
    const options = { mel: 6, models: 6, def: 0, vie: 1, targetModels: 2 };
    const report = attack.simulate({ attacker: typed(options), target: typed(options), options });
    expect(report.sample!(scripted([]))).toEqual({ expected_wounds: 6, expected_vie_lost: 2, expected_removed: 2 });
    expect((report.json as Record<string, any>).expected_vie_lost).toBe(2);
    expect((report.json as Record<string, any>).vie_lost).toEqual({ 2: 1 });
  });

  // Mage: Men 3. Pluie de pierres: one Tir 1 die at each figure, each die at a different figure.
  const rain = (target: string) => attack.simulate({ attacker: member('Mage'), target: member(target), options: { spell: 'pluie-de-pierres' } });
  it('a spell cast on a 3 (d6 ≤ Men 3) at the Orques (Vie 1): 3 hits on 1s, unsaved on 6s, 3 figures removed', () => {
    expect(rain('Orques').sample!(scripted([3, 1, 1, 1, 6, 6, 6]))).toEqual({ expected_wounds: 3, expected_vie_lost: 3, expected_removed: 3 });
  });
  it('the same spell failing its cast on a 4: nothing', () => {
    expect(rain('Orques').sample!(scripted([4, 1, 1, 1, 6, 6, 6]))).toEqual({ expected_wounds: 0, expected_vie_lost: 0, expected_removed: 0 });
  });
  it('at the Héros (Vie 2): one wound removes no figure', () => {
    expect(rain('Héros').sample!(scripted([3, 1, 6]))).toEqual({ expected_wounds: 1, expected_vie_lost: 1, expected_removed: 0 });
  });
});

describe('the exact wound distribution lists only what can happen', () => {
  it('two Mél 6 dice against Déf 0 always wound twice: {2: 1} and nothing else', () => {
    expect([...unsavedWounds({ dice: [{ score: 6, perforant: 0 }, { score: 6, perforant: 0 }], modifier: 0, frightened: 0, def: 0 })]).toEqual([[2, 1]]);
  });
  it('Déf 6 without Perforant saves everything: {0: 1}', () => {
    expect([...unsavedWounds({ dice: [{ score: 4, perforant: 0 }, { score: 4, perforant: 0 }], modifier: 0, frightened: 0, def: 6 })]).toEqual([[0, 1]]);
  });

  // 400 Mél 5 dice against Déf 0: P(no wound) = 6^-400 ≈ 1e-311, a subnormal float.
  const dice = Array.from({ length: 400 }, () => ({ score: 5, perforant: 0 }));
  const smallest = (wounds: ReadonlyMap<number, number>) => Math.min(...wounds.values());
  it('chances under 1e-300 are dropped as the dice are added, never listed as subnormal floats', () => {
    const wounds = unsavedWounds({ dice, modifier: 0, frightened: 0, def: 0 });
    expect(smallest(wounds)).toBeGreaterThan(1e-302);
    expect(wounds.has(0)).toBe(false);
    expect([...wounds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
  it('the same with a Mél 6 parry die left unused by 400 misses in a row (6^-400)', () => {
    const wounds = unsavedWounds({ dice, modifier: 0, frightened: 0, def: 0, parry: { scores: [6], modifier: 0, frightened: 0 } });
    expect(smallest(wounds)).toBeGreaterThan(1e-302);
    expect(wounds.has(0)).toBe(false);
    expect([...wounds.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
  });
});
