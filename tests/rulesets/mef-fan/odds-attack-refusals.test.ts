/**
 * Mef-Fan `simulate-attack`: each refusal with its code, exit code and message values, beside the nearest allowed case;
 * the exact-computation limit at, under and over its bound.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import { MAX_STEPS, plan, refuseTooComplex } from '../../../src/rulesets/mef-fan/odds/attack.js';
import { bruteWounds, expectClose } from './brute.js';
import { member, refusal, simulate, typed } from './odds-attack-common.js';

describe('--weapon', () => {
  it('an unknown weapon is refused with the choices; melee and ranged are accepted', () => {
    expect(refusal(() => simulate('Lanciers', 'Orques', { weapon: 'magic' }))).toEqual({ code: 'mef-fan/option-range', exit: EXIT.usage, params: { option: '--weapon', actual: 'magic', limit: 'melee | ranged' } });
    expect(simulate('Lanciers', 'Orques', { weapon: 'melee' }).weapon).toBe('melee');
    expect(simulate('Archers', 'Orques', { weapon: 'ranged' }).weapon).toBe('ranged');
  });
});

describe('options of the other kind of attack', () => {
  it('a ranged option in melee is refused, naming the flag and the weapon; the same option given as false is no option', () => {
    expect(refusal(() => simulate('Lanciers', 'Orques', { close: true }))).toEqual({ code: 'mef-fan/option-not-for-weapon', exit: EXIT.usage, params: { option: '--close', weapon: 'melee' } });
    expect(simulate('Lanciers', 'Orques', { close: false }).modifiers).toEqual([]);
  });
  it('a melee option when shooting likewise', () => {
    expect(refusal(() => simulate('Archers', 'Orques', { weapon: 'ranged', charge: true }))).toEqual({ code: 'mef-fan/option-not-for-weapon', exit: EXIT.usage, params: { option: '--charge', weapon: 'ranged' } });
    expect(simulate('Archers', 'Orques', { weapon: 'ranged', charge: false }).modifiers).toEqual([]);
  });
});

describe('--parry: "la Parade" with the target\'s best Mél dice, at most as many as it has', () => {
  // Orques (one figure: Mél 1 and Mél 3 Perforant 1) against the Lanciers: 2 figures × Mél 2, Déf 1.
  it('parrying with all 2 dice of the Lanciers is allowed; 3 is refused with the limit 2', () => {
    const json = simulate('Orques', 'Lanciers', { models: 1, parry: 2 });
    expectClose(json.wounds, bruteWounds({ attack: [{ score: 1, perforant: 0 }, { score: 3, perforant: 1 }], modifier: 0, def: 1, parry: [2, 2] }));
    expect(refusal(() => simulate('Orques', 'Lanciers', { models: 1, parry: 3 }))).toEqual({ code: 'mef-fan/parry-too-many', exit: EXIT.usage, params: { name: 'Lanciers', limit: 2, actual: 3 } });
  });
});

describe('refusals that name the unit', () => {
  it.each([
    ['--target-landed on a unit without Vol', 'Harpies', 'Orques', { targetLanded: true }, 'mef-fan/not-flying', EXIT.usage, { name: 'Orques' }],
    ['a unit without Vol engaging a flying unit (II.A Vol)', 'Orques', 'Harpies', {}, 'mef-fan/target-flying', EXIT.invalid, { name: 'Harpies', attacker: 'Orques' }],
    ['melee without a Mél score', 'Paysans', 'Orques', {}, 'mef-fan/no-mel', EXIT.invalid, { name: 'Paysans' }],
    ['a charge by a Dép 0 unit ("immobile")', 'Scorpion', 'Orques', { charge: true }, 'mef-fan/charge-immobile', EXIT.invalid, { name: 'Scorpion', detail: '' }],
    ['shooting without a Tir score', 'Lanciers', 'Orques', { weapon: 'ranged' }, 'mef-fan/no-tir', EXIT.invalid, { name: 'Lanciers' }],
    ['a cible rapide of Dép 2 ("Dép de 3 ou plus")', 'Archers', 'Orques', { weapon: 'ranged', fastTarget: true }, 'mef-fan/not-fast', EXIT.invalid, { name: 'Orques', limit: 3, actual: 2, detail: '' }],
    ['charging a fleeing unit', 'Lanciers', 'Orques', { charge: true, fleeing: true }, 'mef-fan/fleeing-engaged', EXIT.usage, { option: '--charge' }],
    ['on guard against a fleeing unit', 'Lanciers', 'Orques', { guard: true, fleeing: true }, 'mef-fan/fleeing-engaged', EXIT.usage, { option: '--guard' }],
  ])('%s', (_, attacker, target, options, code, exit, params) => {
    expect(refusal(() => simulate(attacker, target, options))).toEqual({ code, exit, params });
  });

  it('the nearest allowed cases: a flyer that landed, a Dép 0 unit not charging, a fleeing unit attacked without charge or guard', () => {
    expect(simulate('Harpies', 'Harpies', { targetLanded: true }).weapon).toBe('melee');
    expect(simulate('Scorpion', 'Orques').modifiers).toEqual([]);
    expect(simulate('Lanciers', 'Orques', { fleeing: true }).modifiers).toEqual([{ source: 'fleeing', value: 2 }]);
  });
});

describe('cible rapide: "unité de Dép de 3 ou plus"', () => {
  // One figure of the Archers (Tir 2, Tir 1 Perforant 1) at −1.
  const shot = (def: number) => bruteWounds({ attack: [{ score: 2, perforant: 0 }, { score: 1, perforant: 1 }], modifier: -1, def });
  it('Dép 3 is fast enough: −1', () => {
    const json = simulate('Archers', 'Cavaliers', { weapon: 'ranged', models: 1, fastTarget: true });
    expect(json.modifiers).toEqual([{ source: 'fast-target', value: -1 }]);
    expectClose(json.wounds, shot(1));
  });
  it('a typed target has no Dép to check: --fast-target applies', () => {
    const json = simulate(member('Archers'), typed({ def: 2 }), { weapon: 'ranged', models: 1, def: 2, fastTarget: true });
    expect(json.modifiers).toEqual([{ source: 'fast-target', value: -1 }]);
    expectClose(json.wounds, shot(2));
  });
});

describe('the exact computation is refused beyond MAX_STEPS = (parry dice + 1) × dice × (dice + 1) / 2', () => {
  const typedPlan = (models: number) => plan({ attacker: typed({ mel: 1, models, def: 0 }), target: typed({ mel: 1, models, def: 0 }), options: { mel: 1, models, def: 0 } });

  it('4 dice without parry take 10 steps: allowed at a limit of 10, refused at 9 with the dice and parry counts', () => {
    const p = typedPlan(4);
    expect(refuseTooComplex(p, 10)).toBe(p);
    expect(refusal(() => refuseTooComplex(p, 9))).toEqual({ code: 'mef-fan/too-complex', exit: EXIT.usage, params: { dice: 4, parry: 0 } });
  });

  it('2 dice against 2 parry dice take 3 × 2 × 3 / 2 = 9 steps: allowed at 9, refused at 8', () => {
    const p = plan({ attacker: member('Orques'), target: member('Lanciers'), options: { models: 1, parry: 2 } });
    expect(refuseTooComplex(p, 9)).toBe(p);
    expect(refusal(() => refuseTooComplex(p, 8))).toEqual({ code: 'mef-fan/too-complex', exit: EXIT.usage, params: { dice: 2, parry: 2 } });
  });

  it('at the real limit: 19 999 dice (199 990 000 steps) are planned, 20 000 (200 010 000) refused', () => {
    expect(MAX_STEPS).toBe(200_000_000);
    expect(typedPlan(19_999).dice).toHaveLength(19_999);
    expect(refusal(() => typedPlan(20_000))).toEqual({ code: 'mef-fan/too-complex', exit: EXIT.usage, params: { dice: 20_000, parry: 0 } });
  });
});

describe('--spell refusals', () => {
  it('an option that changes the roll is refused, naming it; the same option given as false is no option', () => {
    expect(refusal(() => simulate('Mage', 'Orques', { spell: 'eclair-magique', close: true }))).toEqual({ code: 'mef-fan/spell-option', exit: EXIT.usage, params: { option: '--close' } });
    expect(simulate('Mage', 'Orques', { spell: 'eclair-magique', close: false }).weapon).toBe('spell');
  });
  it('a spell that is not in the book, or does not attack, is refused with the attacking spells listed', () => {
    const known = 'eclair-magique, pluie-de-pierres';
    expect(refusal(() => simulate('Mage', 'Orques', { spell: 'boule-de-feu' }))).toEqual({ code: 'mef-fan/spell-not-attack', exit: EXIT.usage, params: { actual: 'boule-de-feu', known } });
    expect(refusal(() => simulate('Mage', 'Orques', { spell: 'terreur' }))).toEqual({ code: 'mef-fan/spell-not-attack', exit: EXIT.usage, params: { actual: 'terreur', known } });
  });
  it('III.C "La magie": only a magicien casts; a troupe that lists the spell is refused, naming it', () => {
    expect(refusal(() => simulate('Chaman', 'Orques', { spell: 'eclair-magique' }))).toEqual({ code: 'mef-fan/spell-not-known', exit: EXIT.invalid, params: { name: 'Chaman', actual: 'eclair-magique' } });
    expect(simulate('Mage', 'Orques', { spell: 'eclair-magique' }).spell.id).toBe('eclair-magique');
  });
});
