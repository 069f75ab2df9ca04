/**
 * Issue 38 item 6: Vitesse du vent ("l'unité gagne +1 en Dép") and Enchevêtrement ("subit un malus de -2 à son Dép")
 * change the Dép the rules read: the charger's ("Une unité doit pouvoir bouger pour charger") and the cible rapide's
 * ("unité de Dép de 3 ou plus et ayant bougé ce tour-ci").
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { messages } from '../../../src/rulesets/mef-fan/messages.js';
import { bruteWounds, expectClose } from './brute.js';
import { member, refusal, simulate, typed } from './odds-attack-common.js';

// One figure of the Archers (Tir 2, Tir 1 Perforant 1) shooting at Déf 2 (Orques) or Déf 1 (Cavaliers).
const shot = (modifier: number, def: number) => bruteWounds({ attack: [{ score: 2, perforant: 0 }, { score: 1, perforant: 1 }], modifier, def });

describe('Vitesse du vent: a Dép 2 unit is a cible rapide', () => {
  it('the Orques (Dép 2) under Vitesse du vent have Dép 3: --fast-target gives −1, the odds of the brute force', () => {
    const json = simulate('Archers', 'Orques', { weapon: 'ranged', models: 1, fastTarget: true, vitesseDuVent: true });
    expect(json.modifiers).toEqual([{ source: 'fast-target', value: -1 }]);
    expect(json.dep).toEqual({ side: 'target', base: 2, modifiers: [{ source: 'vitesse-du-vent', value: 1 }], value: 3 });
    expectClose(json.wounds, shot(-1, 2));
  });

  it('without it the Orques are refused as a cible rapide, the Dép named', () => {
    expect(refusal(() => simulate('Archers', 'Orques', { weapon: 'ranged', fastTarget: true }))).toEqual({
      code: 'mef-fan/not-fast', exit: EXIT.invalid, params: { name: 'Orques', limit: 3, actual: 2, detail: '' },
    });
  });

  it("Vitesse du vent on the shooter's turn does not make a Dép 1 target fast (2 < 3), and the message says why", () => {
    const e = refusal(() => simulate('Archers', 'Paysans', { weapon: 'ranged', fastTarget: true, vitesseDuVent: true }));
    expect(e).toEqual({ code: 'mef-fan/not-fast', exit: EXIT.invalid, params: { name: 'Paysans', limit: 3, actual: 2, detail: ' (Dép 1 +1 Vitesse du vent)' } });
    const fr = new Messages('fr', [messages]).text('mef-fan/not-fast', e.params);
    expect(fr).toBe('Paysans a Dép 2 (Dép 1 +1 Vitesse du vent) : seule une unité de Dép 3 ou plus est une cible rapide');
  });
});

describe('Enchevêtrement: a Dép 3 unit is no longer a cible rapide', () => {
  it('the Cavaliers (Dép 3) under Enchevêtrement have Dép 1: --fast-target refused', () => {
    expect(refusal(() => simulate('Archers', 'Cavaliers', { weapon: 'ranged', fastTarget: true, enchevetrement: true }))).toEqual({
      code: 'mef-fan/not-fast', exit: EXIT.invalid, params: { name: 'Cavaliers', limit: 3, actual: 1, detail: ' (Dép 3 −2 Enchevêtrement)' },
    });
  });

  it('both spells: 3 + 1 − 2 = 2, still not fast; without --fast-target the shot is as usual', () => {
    expect(refusal(() => simulate('Archers', 'Cavaliers', { weapon: 'ranged', fastTarget: true, enchevetrement: true, vitesseDuVent: true })).params).toMatchObject({ actual: 2 });
    const json = simulate('Archers', 'Cavaliers', { weapon: 'ranged', models: 1, enchevetrement: true });
    expect(json.dep.value).toBe(1);
    expectClose(json.wounds, shot(0, 1));
  });
});

describe('charging needs Dép 1 or more', () => {
  it('the Scorpion (Dép 0) under Vitesse du vent may charge (+1)', () => {
    const json = simulate('Scorpion', 'Orques', { charge: true, vitesseDuVent: true });
    expect(json.modifiers).toEqual([{ source: 'charge', value: 1 }]);
    expect(json.dep).toEqual({ side: 'attacker', base: 0, modifiers: [{ source: 'vitesse-du-vent', value: 1 }], value: 1 });
    expectClose(json.wounds, bruteWounds({ attack: [{ score: 1, perforant: 0 }], modifier: 1, def: 2 }));
  });

  it('the Scorpion without it may not; the Lanciers (Dép 2) under Enchevêtrement stand still (2 − 2 = 0)', () => {
    expect(refusal(() => simulate('Scorpion', 'Orques', { charge: true }))).toEqual({ code: 'mef-fan/charge-immobile', exit: EXIT.invalid, params: { name: 'Scorpion', detail: '' } });
    expect(refusal(() => simulate('Lanciers', 'Orques', { charge: true, enchevetrement: true }))).toEqual({
      code: 'mef-fan/charge-immobile', exit: EXIT.invalid, params: { name: 'Lanciers', detail: ' (Dép 2 −2 Enchevêtrement)' },
    });
  });

  it('the Lanciers (Dép 2) under Enchevêtrement still fight without charging; Dép 3 under it charges', () => {
    expect(simulate('Lanciers', 'Orques', { enchevetrement: true }).dep.value).toBe(0);
    // A Dép 1 unit under Enchevêtrement: 1 − 2 is read as 0, not −1.
    expect(simulate('Archers', 'Paysans', { weapon: 'ranged', enchevetrement: true }).dep).toMatchObject({ base: 1, value: 0 });
    expect(simulate('Cavaliers', 'Orques', { charge: true, enchevetrement: true }).modifiers).toEqual([{ source: 'charge', value: 1 }]);
  });
});

describe('refusals', () => {
  it('a typed-in side has no Dép to change', () => {
    expect(refusal(() => simulate(typed({ mel: 2 }), 'Orques', { mel: 2, charge: true, vitesseDuVent: true }))).toEqual({ code: 'mef-fan/dep-typed', exit: EXIT.usage, params: { option: '--vitesse-du-vent' } });
    expect(refusal(() => simulate('Archers', typed({ def: 2 }), { weapon: 'ranged', def: 2, enchevetrement: true }))).toEqual({ code: 'mef-fan/dep-typed', exit: EXIT.usage, params: { option: '--enchevetrement' } });
    expect(simulate(typed({ mel: 2 }), 'Orques', { mel: 2, charge: true }).dep).toBeNull();
  });

  it('a spell is cast "sans malus ni bonus": the Dép spells are refused with --spell', () => {
    expect(refusal(() => simulate(member('Mage'), 'Orques', { spell: 'eclair-magique', vitesseDuVent: true }))).toMatchObject({ code: 'mef-fan/spell-option', params: { option: '--vitesse-du-vent' } });
  });
});
