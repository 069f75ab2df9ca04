/**
 * What `simulate-attack --spell rayon-de-lumiere | eclair` refuses, read through the ruleset's attack model (a unit
 * test, so that a mutation run sees `attack/dice-spell-report.ts`): each refusal with its code, exit and values, and
 * its words in English and French, beside the nearest case allowed; the PV at, under and over their bounds.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { refusal, thrown } from '../../helpers/refusal.js';
import { cast, member, typed } from './dice-spells-band.js';

const words = (lang: 'en' | 'fr', run: () => unknown) => {
  const e = thrown(run);
  return new Messages(lang, [ruleset.messages]).text(e.code, e.params);
};
const eclair = (options: Options) => () => cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', ...options });

describe('options of a Jet de Magie or of a weapon: these spells roll their own dice', () => {
  it.each([
    ['weapon', 'ranged', '--weapon'],
    ['charge', true, '--charge'],
    ['notEngaged', true, '--not-engaged'],
    ['partialCover', true, '--partial-cover'],
    ['dodge', true, '--dodge'],
    ['chosenNumber', 3, '--chosen-number'],
    ['targetProne', true, '--target-prone'],
    ['dice', [3, 4], '--dice'],
    ['use', ['force'], '--use'],
    ['concentration', 1, '--concentration'],
  ])('%s is refused, named as its flag (%s)', (key, value, flag) => {
    expect(refusal(eclair({ [key]: value }))).toStrictEqual({ code: 'ff/attack-dice-spell-option', params: { spell: 'Eclair', option: flag }, exit: EXIT.usage });
  });

  it('the words, in English and French, with the rulebook\'s name of the spell', () => {
    const rayon = () => cast(member('Aube'), typed({ pv: 12 }), { spell: 'rayon-de-lumiere', notEngaged: true });
    expect(words('en', rayon)).toBe('Rayon de lumière makes no Jet de Magie (it rolls dice of its own): --not-engaged does not apply');
    expect(words('fr', rayon)).toBe("Rayon de lumière ne fait pas de Jet de Magie (il jette ses propres dés) : --not-engaged ne s'applique pas");
  });

  it('beside them, the same flags switched off, and no Concentration, are allowed', () => {
    for (const options of [{ charge: false }, { notEngaged: false, partialCover: false, dodge: false, targetProne: false }, { concentration: 0 }]) {
      expect(eclair(options)().json.p_kill).toBeCloseTo(81 / 216, 12);
    }
  });
});

describe('a character that neither knows the spell nor carries its parchemin', () => {
  it('is refused (the rules forbid it), named, with the spells it knows, by their rulebook names', () => {
    expect(refusal(() => cast(member('Orage'), typed({ pv: 5 }), { spell: 'rayon-de-lumiere' }))).toStrictEqual({
      code: 'ff/attack-spell-not-known', params: { name: 'Orage', spell: 'Rayon de lumière', known: 'Poison, Eclair' }, exit: EXIT.invalid,
    });
    expect(refusal(() => cast(member('Garde'), typed({ pv: 5 }), { spell: 'eclair' }))).toStrictEqual({
      code: 'ff/attack-spell-not-known', params: { name: 'Garde', spell: 'Eclair', known: '-' }, exit: EXIT.invalid,
    });
  });

  it('in English and French', () => {
    const run = () => cast(member('Aube'), typed({ pv: 5 }), { spell: 'eclair' });
    expect(words('en', run)).toBe('Aube neither knows Eclair nor carries its parchemin (spells: Soin, Bénédiction)');
    expect(words('fr', run)).toBe("Aube ne connaît pas Eclair et n'en porte pas le parchemin (sorts : Soin, Bénédiction)");
  });

  it('beside it: the spell known, its parchemin carried, or a typed-in mage (nothing to check) are allowed', () => {
    expect(cast(member('Orage'), typed({ pv: 5 }), { spell: 'eclair' }).json.attacker).toMatchObject({ name: 'Orage', spell: 'eclair' });
    expect(cast(member('Aube'), typed({ pv: 5 }), { spell: 'rayon-de-lumiere' }).json.attacker).toMatchObject({ name: 'Aube', spell: 'rayon-de-lumiere' });
    expect(cast(typed({ hit: 0, damage: 0 }), typed({ pv: 5 }), { spell: 'eclair' }).json.attacker).toMatchObject({ name: null, file: null, spell: 'eclair' });
  });
});

describe('the PV: typed in from 1 to 1000, those left from 1 to the maximum', () => {
  const range = (option: string, max: number, actual: number) => ({ code: 'ff/attack-range', params: { option, min: 1, max, actual }, exit: EXIT.usage });

  it('--pv of a typed-in target: 1 and 1000 allowed, 0 and 1001 refused with the bounds', () => {
    expect(cast(member('Orage'), typed({ pv: 1 }), { spell: 'eclair' }).json.target).toMatchObject({ pv: 1, pv_max: 1 });
    expect(cast(member('Orage'), typed({ pv: 1000 }), { spell: 'eclair' }).json.target).toMatchObject({ pv: 1000, pv_max: 1000 });
    expect(refusal(() => cast(member('Orage'), typed({ pv: 0 }), { spell: 'eclair' }))).toStrictEqual(range('--pv', 1000, 0));
    expect(refusal(() => cast(member('Orage'), typed({ pv: 1001 }), { spell: 'eclair' }))).toStrictEqual(range('--pv', 1000, 1001));
  });

  it('--target-pv: 1 and the maximum allowed, 0 and one over refused with the bounds; a member\'s maximum is its PV', () => {
    expect(cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', targetPv: 1 }).json.target).toMatchObject({ pv: 1, pv_max: 12 });
    expect(cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', targetPv: 12 }).json.target).toMatchObject({ pv: 12, pv_max: 12 });
    expect(refusal(eclair({ targetPv: 0 }))).toStrictEqual(range('--target-pv', 12, 0));
    const above = (actual: number, max: number, target: string) => ({ code: 'ff/attack-target-pv-above-max', params: { actual, max, target }, exit: EXIT.usage });
    expect(refusal(eclair({ targetPv: 13 }))).toStrictEqual(above(13, 12, '--pv'));
    expect(refusal(() => cast(member('Aube'), member('Garde'), { spell: 'rayon-de-lumiere', targetPv: 10 }))).toStrictEqual(above(10, 9, 'Garde'));
    expect(cast(member('Aube'), member('Garde'), { spell: 'rayon-de-lumiere', targetPv: 9 }).json.target).toMatchObject({ name: 'Garde', pv: 9, pv_max: 9 });
  });

  it('the words, in English and French', () => {
    expect(words('en', eclair({ targetPv: 0 }))).toBe('--target-pv must be between 1 and 12, got 0');
    expect(words('fr', eclair({ targetPv: 0 }))).toBe('--target-pv doit être entre 1 et 12, reçu 0');
    expect(words('en', eclair({ targetPv: 13 }))).toBe('--target-pv 13 is above the maximum of 12 PV (--pv): a current PV cannot exceed it');
    expect(words('fr', eclair({ targetPv: 13 }))).toBe('--target-pv 13 dépasse le maximum de 12 PV (--pv) : des PV actuels ne peuvent pas le dépasser');
  });
});
