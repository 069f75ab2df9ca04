/**
 * `roll cast --into-combat N` (issue 38, item 9 for spells): "Lorsqu'un tireur cible un combat, il doit d'abord
 * déterminer aléatoirement (avec un dé) qui parmi toutes les figurines engagées dans le combat sera finalement ciblée
 * … Cette règle s'applique aussi aux attaques à distance magiques, comme les sorts." As `simulate-attack --into-combat`.
 */
import { describe, expect, it } from 'vitest';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { rolls } from '../../../src/rulesets/frostgrave/odds/rolls.js';
import { refusal } from '../../helpers/refusal.js';

const noDice: Rng = { die: () => { throw new Error('an exact report rolled a die'); } };
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const exact = (options: Options, lang?: 'en' | 'fr') => rolls.cast!.run(options, { exact: true, rng: noDice, ...(lang ? { lang } : {}) });
const scripted = (...faces: number[]): Rng => ({ die: () => faces.shift()! });
const rolled = (options: Options, ...faces: number[]) => rolls.cast!.run(options, { exact: false, rng: scripted(...faces) }).json as Json;

describe('roll cast --into-combat N', () => {
  it('the effect on the intended target is 1 in N of the effect once drawn; the cast and its damage are unchanged', () => {
    const alone = exact({ castingNumber: 12, will: 2 }).json as Json;
    const json = exact({ castingNumber: 12, will: 2, intoCombat: 3 }).json as Json;
    // Casting number 12: d20 ≥ 12, 9/20. Volonté +2 resists on d20 + 2 ≥ the casting roll.
    expect(json.p_cast).toBe(alone.p_cast);
    expect(json.p_effect).toBeCloseTo(alone.p_effect / 3, 12);
    expect(json.expected_self_damage).toBe(alone.expected_self_damage);
    expect(json.into_combat).toEqual({ figures: 3, p_targeted: 1 / 3, others: 2, p_each_other_targeted: 1 / 3, p_other_targeted: 2 / 3, if_targeted: { p_effect: alone.p_effect } });
    json.by_empower.forEach((row: Json, i: number) => expect(row.p_effect).toBeCloseTo(alone.by_empower[i].p_effect / 3, 12));
    // Without a Will roll: cast at the intended target, 9/20 × 1/2.
    expect((exact({ castingNumber: 12, intoCombat: 2 }).json as Json).p_effect).toBeCloseTo(9 / 40, 12);
    expect(alone.into_combat).toBeUndefined();
  });

  it('the view says the spell went into a fight, in English and in French', () => {
    const text = (lang: 'en' | 'fr') => JSON.stringify(exact({ castingNumber: 12, intoCombat: 4 }, lang).view);
    expect(text('en')).toContain('cast into a fight of 4: 25.00% to be the figure targeted, 25.00% each of the 3 others');
    expect(text('en')).toContain('takes effect on the intended target');
    expect(text('fr')).toContain('sort lancé dans un combat de 4 : 25,00\u00a0% d');
  });

  it('rolled: the figure is drawn first; another figure drawn, the intended target takes nothing and rolls no Will', () => {
    // Drawn 2 of 3 (another figure), then the d20 16: cast, no Will roll against the intended target.
    expect(rolled({ castingNumber: 12, will: 0, intoCombat: 3 }, 2, 16)).toMatchObject({ into_combat: { figures: 3, die: 2, targeted: false }, cast: true, will_die: null, effect: false });
    // Drawn 1: the intended target; the d20 16, its Will 5 + 0 < 16: the spell takes effect.
    expect(rolled({ castingNumber: 12, will: 0, intoCombat: 3 }, 1, 16, 5)).toMatchObject({ into_combat: { die: 1, targeted: true }, will_die: 5, effect: true });
    expect(rolled({ castingNumber: 12 }, 16).into_combat).toBeUndefined();
  });

  it('is refused hors-jeu and outside 2–20', () => {
    expect(refusal(() => exact({ castingNumber: 12, offTable: true, intoCombat: 2 })).code).toBe('frostgrave/off-table-empower');
    expect(refusal(() => exact({ castingNumber: 12, intoCombat: 21 })).code).toBe('frostgrave/out-of-range');
    expect(refusal(() => exact({ castingNumber: 12, intoCombat: 1 })).code).toBe('frostgrave/out-of-range');
  });
});
