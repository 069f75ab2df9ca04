/**
 * Mef-Fan `simulate-attack`: every modifier where it changes the result, listed by source in the report, with the odds
 * against the independent enumeration of brute.ts.
 */
import { describe, expect, it } from 'vitest';
import { bruteWounds, expectClose } from './brute.js';
import { member, simulate, typed } from './odds-attack-common.js';

/** One figure of the Orques: Mél 1 and Mél 3 Perforant 1. */
const orque = [{ score: 1, perforant: 0 }, { score: 3, perforant: 1 }];
/** The two figures of the Gardes or the Lanciers: Mél 2 each. */
const pair = [{ score: 2, perforant: 0 }, { score: 2, perforant: 0 }];

describe('--modifier (Mél, Tir) and --target-modifier (Déf) are listed apart', () => {
  it('melee: Mél −1 among the modifiers, Déf +1 among the Déf modifiers (Héros Déf 3 → 4)', () => {
    const json = simulate('Orques', 'Héros', { models: 1, modifier: -1, targetModifier: 1 });
    expect(json.modifiers).toEqual([{ source: 'modifier', value: -1 }]);
    expect(json.def_modifiers).toEqual([{ source: 'target-modifier', value: 1 }]);
    expect(json.target.def).toBe(4);
    expectClose(json.wounds, bruteWounds({ attack: orque, modifier: -1, def: 4 }));
  });
  it('after the spells in force: Fragilité −2 then --target-modifier −1 (Héros Déf 3 → 0)', () => {
    const json = simulate('Orques', 'Héros', { models: 1, fragilite: true, targetModifier: -1 });
    expect(json.def_modifiers).toEqual([{ source: 'fragilite', value: -2 }, { source: 'target-modifier', value: -1 }]);
    expectClose(json.wounds, bruteWounds({ attack: orque, modifier: 0, def: 0 }));
  });
  it('shooting: --modifier −1 on Tir (one figure of the Archers: Tir 2, Tir 1 Perforant 1, against Déf 2)', () => {
    const json = simulate('Archers', 'Orques', { weapon: 'ranged', models: 1, modifier: -1 });
    expect(json.modifiers).toEqual([{ source: 'modifier', value: -1 }]);
    expect(json.def_modifiers).toEqual([]);
    expectClose(json.wounds, bruteWounds({ attack: [{ score: 2, perforant: 0 }, { score: 1, perforant: 1 }], modifier: -1, def: 2 }));
  });
});

describe('the attacker\'s Mél modifiers (II.B), by source', () => {
  it.each([
    ['charge: +1, lance +1', 'Lanciers', { charge: true }, [{ source: 'charge', value: 1 }, { source: 'lance', value: 1 }], 2],
    ['charge from behind: +2, lance +1', 'Lanciers', { charge: true, rear: true }, [{ source: 'rear', value: 2 }, { source: 'lance', value: 1 }], 3],
    ['charge without a lance: +1 only', 'Gardes', { charge: true }, [{ source: 'charge', value: 1 }], 1],
    ['on guard, receiving a charge: +1, lance +1', 'Lanciers', { guard: true }, [{ source: 'guard', value: 1 }, { source: 'lance', value: 1 }], 2],
    ['on guard without a lance: +1 only', 'Gardes', { guard: true }, [{ source: 'guard', value: 1 }], 1],
    ['"Une unité abritée … annule le bonus de charge", the lance\'s too', 'Lanciers', { charge: true, sheltered: true }, [{ source: 'charge-sheltered', value: 0 }], 0],
    ['charging a unit on guard: cancelled', 'Lanciers', { charge: true, guard: true }, [{ source: 'charge-cancelled', value: 0 }], 0],
  ])('%s', (_, attacker, options, modifiers, modifier) => {
    const json = simulate(attacker, 'Orques', options);
    expect(json.modifiers).toEqual(modifiers);
    expectClose(json.wounds, bruteWounds({ attack: pair, modifier, def: 2 }));
  });
});

describe('the target\'s parry dice: its guard bonus (and its lance\'s) only when it is on guard and charged', () => {
  // One figure of the Orques attacks; the target parries with one Mél 2 die; Déf 1.
  it.each([
    ['charged on guard, no lance: +1', 'Gardes', { charge: true, guard: true }, [{ source: 'charge-cancelled', value: 0 }], 0, [{ source: 'guard', value: 1 }], 1],
    ['charged on guard with a lance: +1, lance +1', 'Lanciers', { charge: true, guard: true }, [{ source: 'charge-cancelled', value: 0 }], 0, [{ source: 'guard', value: 1 }, { source: 'lance', value: 1 }], 2],
    ['charged, not on guard: nothing', 'Lanciers', { charge: true }, [{ source: 'charge', value: 1 }], 1, [], 0],
    ['the attacker on guard receives the charge: nothing for the target', 'Lanciers', { guard: true }, [{ source: 'guard', value: 1 }], 1, [], 0],
  ])('%s', (_, target, options, modifiers, modifier, parryModifiers, parryModifier) => {
    const json = simulate('Orques', target, { models: 1, parry: 1, ...options });
    expect(json.modifiers).toEqual(modifiers);
    expect(json.parry).toEqual({ dice: 1, modifiers: parryModifiers, p_frightened: 0 });
    expectClose(json.wounds, bruteWounds({ attack: orque, modifier, def: 1, parry: [2], parryModifier }));
  });
});

describe('Effrayant: "Celui-ci effectue un jet de Men"; a typed side has no Men and is not tested (docs/rules-notes.md)', () => {
  it('a typed Mél 3 attacker against the Effrayant Troll (Déf 2): 1/2 to hit × 2/3 unsaved = 1/3, no fright', () => {
    const json = simulate(typed({ mel: 3 }), 'Troll', { mel: 3 });
    expect(json.p_frightened).toBe(0);
    expect(json.wounds['0']).toBeCloseTo(2 / 3, 12);
    expect(json.wounds['1']).toBeCloseTo(1 / 3, 12);
  });
  it('a unit with Men 2 against it fails 4 times in 6', () => {
    expect(simulate(member('Gardes'), 'Troll', { models: 1 }).p_frightened).toBeCloseTo(4 / 6, 12);
  });
});

describe('--spell (III.C): the Men test, then the spell\'s own Tir "sans malus ni bonus"', () => {
  it('Éclair magique strikes "une figurine (pas une unité, juste une figurine)": one die against the 3 Orques', () => {
    const json = simulate('Mage', 'Orques', { spell: 'eclair-magique' });
    expect(json.attacker.dice).toBe(1);
    expect(json.modifiers).toEqual([]);
    expect(json.spell).toEqual({ id: 'eclair-magique', name: 'Éclair magique', men: 3, modifiers: [], target: 3, p_cast: 0.5 });
    // Cast on d6 ≤ 3 (1/2); Tir 3 hits 1/2; Déf 2 − Perforant 2 = 0: no save. Once cast 1/2 a wound, overall 1/4.
    expect(json.wounds).toEqual({ 0: 0.75, 1: 0.25 });
    expect(json.removed).toEqual({ 0: 0.75, 1: 0.25 });
    expect(json.if_cast).toEqual({ wounds: { 0: 0.5, 1: 0.5 }, removed: { 0: 0.5, 1: 0.5 }, expected_wounds: 0.5, vie_lost: { 0: 0.5, 1: 0.5 }, expected_vie_lost: 0.5, expected_removed: 0.5 });
  });
  it('Action concentrée: +1 to the Men test, listed (Men 3 → 4)', () => {
    const json = simulate('Mage', 'Orques', { spell: 'pluie-de-pierres', concentrated: true });
    expect(json.spell).toEqual({ id: 'pluie-de-pierres', name: 'Pluie de pierres', men: 3, modifiers: [{ source: 'concentrated', value: 1 }], target: 4, p_cast: 4 / 6 });
    expect(json.attacker.dice).toBe(3);
  });
});
