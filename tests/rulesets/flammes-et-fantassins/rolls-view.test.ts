/** The words and numbers `roll test` and `roll opposed` print, in both languages. */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import { opposed, rolls, test as testRoll } from '../../../src/rulesets/flammes-et-fantassins/odds/rolls.js';

const fixed = (...values: number[]): Rng => ({ die: () => values.shift()! });
const die = (face: number) => ({ sides: 6, face, kept: true });

describe('F&F roll test: the view', () => {
  it('exact: the chance of success, each total with the chance of at least it, mean and standard deviation', () => {
    const { json, view } = testRoll.run({ stat: 4 }, { exact: true, rng: fixed() });
    expect(json).toMatchObject({ roll: 'test', stat: 4, target: 8, mean: 11 });
    expect(json.stddev as number).toBeCloseTo(Math.sqrt(35 / 6), 12);
    expect(view[0]).toStrictEqual({ kind: 'heading', text: 'Test: 2D6 + 4, success on 8 or more' });
    expect(view[1]).toStrictEqual({ kind: 'pairs', items: [['chance of success', '91.67%']] });
    const bars = view[2] as { kind: string; items: { label: string; p: number; note: string }[] };
    expect(bars.kind).toBe('bars');
    expect(bars.items.map((i) => [i.label, i.note])).toStrictEqual([
      ['6', 'at least: 100.00%'],
      ['7', 'at least: 97.22%'],
      ['8', 'at least: 91.67%'],
      ['9', 'at least: 83.33%'],
      ['10', 'at least: 72.22%'],
      ['11', 'at least: 58.33%'],
      ['12', 'at least: 41.67%'],
      ['13', 'at least: 27.78%'],
      ['14', 'at least: 16.67%'],
      ['15', 'at least: 8.33%'],
      ['16', 'at least: 2.78%'],
    ]);
    expect(bars.items.map((i) => Math.round(i.p * 36))).toStrictEqual([1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1]);
    expect(view[3]).toStrictEqual({ kind: 'pairs', items: [['mean', '11'], ['standard deviation', '2.4152']] });
    expect(view).toHaveLength(4);
  });

  it('exact, in French', () => {
    const { view } = testRoll.run({ stat: -1 }, { exact: true, rng: fixed(), lang: 'fr' });
    expect(view[0]).toStrictEqual({ kind: 'heading', text: 'Test : 2D6 - 1, réussi sur 8 ou plus' });
    expect(view[1]).toStrictEqual({ kind: 'pairs', items: [['chance de réussite', '27.78%']] });
    expect((view[2] as unknown as { items: { note: string }[] }).items[0]!.note).toBe('au moins : 100.00%');
    expect(view[3]).toStrictEqual({ kind: 'pairs', items: [['moyenne', '6'], ['écart type', '2.4152']] });
  });

  it('rolled: the dice, the stat signed, the total and the verdict', () => {
    expect(testRoll.run({ stat: -2 }, { exact: false, rng: fixed(6, 3), lang: 'fr' })).toStrictEqual({
      json: { roll: 'test', stat: -2, target: 8, dice: [die(6), die(3)], total: 7, success: false },
      view: [{ kind: 'heading', text: 'Test : 2D6 - 2, réussi sur 8 ou plus' }, { kind: 'lines', lines: ['2D6 [6 3] - 2 = 7: échec'] }],
    });
    expect(testRoll.run({ stat: 0 }, { exact: false, rng: fixed(3, 4) }).view).toStrictEqual([{ kind: 'heading', text: 'Test: 2D6 + 0, success on 8 or more' }, { kind: 'lines', lines: ['2D6 [3 4] + 0 = 7: failure'] }]);
    expect(testRoll.run({ stat: 1 }, { exact: false, rng: fixed(3, 4) }).view[1]).toStrictEqual({ kind: 'lines', lines: ['2D6 [3 4] + 1 = 8: success'] });
    expect(testRoll.run({ stat: 1 }, { exact: false, rng: fixed(3, 4), lang: 'fr' }).view[1]).toStrictEqual({ kind: 'lines', lines: ['2D6 [3 4] + 1 = 8: réussite'] });
  });
});

describe('F&F roll opposed: the view', () => {
  it('exact: the one who acts wins, ties included, against the target (French)', () => {
    const { json, view } = opposed.run({ stat: 1, vs: -1 }, { exact: true, rng: fixed(), lang: 'fr' });
    expect(json).toStrictEqual({ roll: 'opposed', stat: 1, vs: -1, win: json.win, tie: json.tie, loss: json.loss });
    expect((json.win as number) + (json.loss as number)).toBeCloseTo(1, 14);
    expect(json.tie as number).toBeCloseTo(125 / 1296, 14);
    expect(view).toStrictEqual([
      { kind: 'heading', text: "Jet en opposition : 2D6 + 1 (à l'initiative) contre 2D6 - 1 (la cible)" },
      {
        kind: 'bars',
        items: [
          { label: "l'initiative l'emporte", p: json.win, note: 'égalités comprises : 9.65%' },
          { label: "la cible l'emporte", p: json.loss },
        ],
      },
    ]);
    const english = opposed.run({ stat: 1, vs: -1 }, { exact: true, rng: fixed() }).view;
    expect(english[0]).toStrictEqual({ kind: 'heading', text: 'Opposed test: 2D6 + 1 (the one who acts) against 2D6 - 1 (the target)' });
    expect((english[1] as unknown as { items: { label: string; note?: string }[] }).items.map((i) => [i.label, i.note])).toStrictEqual([
      ['the one who acts wins', 'ties included: 9.65%'],
      ['the target wins', undefined],
    ]);
  });

  it('rolled: both scores, then who wins (a tie to the one who acts)', () => {
    expect(opposed.run({ stat: 1, vs: 2 }, { exact: false, rng: fixed(4, 4, 3, 4) })).toStrictEqual({
      json: { roll: 'opposed', stat: 1, vs: 2, actor: { dice: [die(4), die(4)], total: 9 }, target: { dice: [die(3), die(4)], total: 9 }, winner: 'actor', tie: true },
      view: [
        { kind: 'heading', text: 'Opposed test: 2D6 + 1 (the one who acts) against 2D6 + 2 (the target)' },
        { kind: 'pairs', items: [['the one who acts', '2D6 [4 4] + 1 = 9'], ['the target', '2D6 [3 4] + 2 = 9']] },
        { kind: 'lines', lines: ['tie: the one who acts wins'] },
      ],
    });
    expect(opposed.run({ stat: 1, vs: 2 }, { exact: false, rng: fixed(4, 3, 3, 4), lang: 'fr' }).view).toStrictEqual([
      { kind: 'heading', text: "Jet en opposition : 2D6 + 1 (à l'initiative) contre 2D6 + 2 (la cible)" },
      { kind: 'pairs', items: [["à l'initiative", '2D6 [4 3] + 1 = 8'], ['la cible', '2D6 [3 4] + 2 = 9']] },
      { kind: 'lines', lines: ["la cible l'emporte"] },
    ]);
    expect(opposed.run({ stat: 0, vs: -1 }, { exact: false, rng: fixed(6, 3, 3, 3) }).view[2]).toStrictEqual({ kind: 'lines', lines: ['the one who acts wins'] });
    expect(opposed.run({ stat: 0, vs: -1 }, { exact: false, rng: fixed(6, 3, 3, 3), lang: 'fr' }).view[2]).toStrictEqual({ kind: 'lines', lines: ["l'initiative l'emporte"] });
    expect(opposed.run({ stat: 0, vs: 0 }, { exact: false, rng: fixed(3, 3, 3, 3), lang: 'fr' }).view[2]).toStrictEqual({ kind: 'lines', lines: ["égalité : l'initiative l'emporte"] });
  });

  it('the named rolls are test and opposed', () => {
    expect(Object.keys(rolls)).toStrictEqual(['test', 'opposed']);
  });
});
