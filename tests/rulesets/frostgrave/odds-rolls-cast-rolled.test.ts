/**
 * `roll cast` on given dice, as whole reports (JSON and view, English and French): the casting die, the empowering, then
 * the target's Will die only when the spell was cast and allows one. Rulebook ("Résister à un sort"): "Si le score
 * obtenu égale ou excède le jet de lancement du sort … la cible a résisté"; "les lanceurs de sorts peuvent renforcer
 * leur jet de Volonté de la même manière qu'ils renforceraient un sort".
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { rolls } from '../../../src/rulesets/frostgrave/odds/rolls.js';

/** d20s that show these faces in order, and refuse to roll once they are used up. */
function dice(...faces: number[]): Rng & { readonly left: number[] } {
  const left = [...faces];
  return {
    left,
    die: (sides: number) => {
      if (sides !== 20) throw new Error(`a d${sides} was rolled`);
      if (left.length === 0) throw new Error('one die too many was rolled');
      return left.shift()!;
    },
  };
}
const rolled = (options: Options, rng: Rng, lang?: Lang) => rolls.cast!.run(options, { exact: false, rng, ...(lang ? { lang } : {}) });

describe('a rolled cast against a caster target', () => {
  it('12 against casting number 12; the target rolls 9 + 1 and spends its 2 points to reach 12: resisted', () => {
    const rng = dice(12, 9);
    const report = rolled({ castingNumber: 12, will: 1, targetEmpower: 2 }, rng);
    expect(rng.left).toEqual([]);
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'rolled', casting_number: 12, die: 12, empowered: 0, final: 12, cast: true,
      will_die: 9, will_empowered: 2, resisted: true, effect: false, self_damage: 0,
    });
    expect(report.view).toStrictEqual([
      { kind: 'heading', text: 'Casting number 12, empowering up to 0' },
      { kind: 'pairs', items: [['d20', 12], ['empowered by', 0], ['casting roll', 12], ['cast', 'yes'], ['Will roll', '9 +1 + 2 = 12'], ['resisted', 'yes'], ['self-damage', 0]] },
    ]);
  });

  it('the same in French', () => {
    expect(rolled({ castingNumber: 12, will: 1, targetEmpower: 2 }, dice(12, 9), 'fr').view).toStrictEqual([
      { kind: 'heading', text: "Valeur de lancement 12, renforcement jusqu'à 0" },
      {
        kind: 'pairs',
        items: [['D20', 12], ['renforcé de', 0], ['jet de lancement', 12], ['sort lancé', 'oui'], ['jet de Volonté', '9 +1 + 2 = 12'], ['résisté', 'oui'], ['dommages subis par le lanceur', 0]],
      },
    ]);
  });

  it('a Will die of 8 falls 3 short, beyond the 2 points: nothing spent, the spell takes effect', () => {
    const report = rolled({ castingNumber: 12, will: 1, targetEmpower: 2 }, dice(12, 8));
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'rolled', casting_number: 12, die: 12, empowered: 0, final: 12, cast: true,
      will_die: 8, will_empowered: 0, resisted: false, effect: true, self_damage: 0,
    });
    expect(report.view[1]).toStrictEqual({
      kind: 'pairs', items: [['d20', 12], ['empowered by', 0], ['casting roll', 12], ['cast', 'yes'], ['Will roll', '8 +1 = 9'], ['resisted', 'no'], ['self-damage', 0]],
    });
  });

  it('a spell that fails rolls no Will die: will_empowered 0, not resisted, no effect', () => {
    // 2 against 14 misses by 12: 2 damage.
    const rng = dice(2);
    const report = rolled({ castingNumber: 14, will: 2, targetEmpower: 1 }, rng);
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'rolled', casting_number: 14, die: 2, empowered: 0, final: 2, cast: false,
      will_die: null, will_empowered: 0, resisted: false, effect: false, self_damage: 2,
    });
    expect(report.view[1]).toStrictEqual({ kind: 'pairs', items: [['d20', 2], ['empowered by', 0], ['casting roll', 2], ['cast', 'no'], ['self-damage', 2]] });
  });
});

describe('a rolled cast against a target that does not empower', () => {
  it('8 empowered by 2 to 10; the target rolls 20 − 3 = 17 ≥ 10 and resists; the caster keeps its 2 damage', () => {
    const report = rolled({ castingNumber: 10, empower: 2, will: -3 }, dice(8, 20));
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'rolled', casting_number: 10, die: 8, empowered: 2, final: 10, cast: true,
      will_die: 20, resisted: true, effect: false, self_damage: 2,
    });
    expect(report.view).toStrictEqual([
      { kind: 'heading', text: 'Casting number 10, empowering up to 2' },
      { kind: 'pairs', items: [['d20', 8], ['empowered by', 2], ['casting roll', 10], ['cast', 'yes'], ['Will roll', '20 -3 = 17'], ['resisted', 'yes'], ['self-damage', 2]] },
    ]);
  });

  it('a Will roll one short of the casting roll does not resist: 12 − 3 = 9 < 10', () => {
    expect(rolled({ castingNumber: 10, empower: 2, will: -3 }, dice(8, 12)).json).toMatchObject({ will_die: 12, resisted: false, effect: true });
  });

  it('without a Will roll one die only: cast on the casting number itself, effect', () => {
    const rng = dice(5);
    const report = rolled({ castingNumber: 5 }, rng);
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'rolled', casting_number: 5, die: 5, empowered: 0, final: 5, cast: true,
      will_die: null, resisted: false, effect: true, self_damage: 0,
    });
    expect(report.view[1]).toStrictEqual({ kind: 'pairs', items: [['d20', 5], ['empowered by', 0], ['casting roll', 5], ['cast', 'yes'], ['self-damage', 0]] });
  });

  it('a wounded caster rolls at −2: a 7 is a 5, 5 short of 10, 1 damage', () => {
    expect(rolled({ castingNumber: 10, wounded: true }, dice(7)).json).toMatchObject({ die: 7, final: 5, cast: false, self_damage: 1 });
  });
});
