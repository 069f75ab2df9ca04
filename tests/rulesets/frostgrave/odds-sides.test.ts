/**
 * The two sides of a Frostgrave `simulate-attack`, read by `odds/sides.ts` directly (so that a mutation run sees them):
 * typed-in sides field by field, a figure's parts as the derived profile gives them, every refusal with its code, exit
 * and values beside the nearest allowed case, and the optional wounded rule's "Santé 4 ou moins" at its bounds.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand, FgFigure } from '../../../src/rulesets/frostgrave/band.js';
import { WEAPONS, type WeaponDef } from '../../../src/rulesets/frostgrave/catalogue.js';
import { combatant, isWounded, neededStats, readInt, readMin } from '../../../src/rulesets/frostgrave/odds/sides.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { messages } from '../../../src/rulesets/frostgrave/messages.js';
import { refusal } from '../../helpers/refusal.js';

const usage = (code: string, params: unknown) => ({ code, params, exit: EXIT.usage });
const weapon = (id: string): WeaponDef => WEAPONS.find((w) => w.id === id)!;
const figure = (extra: Partial<FgFigure> = {}): FgFigure => ({
  name: 'F', type: 'soldat', move: 6, fight: 2, shoot: 1, armour: 10, will: 0, health: 10, weapon: weapon('arme-de-base'), fight_mod: 0, shoot_mod: 0, damage_mod: 0, ...extra,
});
const bandOf = (f: FgFigure, extra: Partial<FgBand> = {}): FgBand => ({ name: 'B', figures: [f], ...extra });
const side = (band: FgBand, index: number | string = 0): Side<FgBand> => ({ kind: 'member', band, member: { name: 'F', path: ['figures', index] }, file: 'b.yaml' });
const typed = (options: Options): Side<FgBand> => ({ kind: 'typed', options });

describe('reading an integer option', () => {
  it('a number or a numeric string; absent is undefined', () => {
    expect(readInt({ fight: 3 }, 'fight')).toBe(3);
    expect(readInt({ fight: '-2' }, 'fight')).toBe(-2);
    expect(readInt({}, 'fight')).toBeUndefined();
  });

  it('refuses what is not an integer, named by its flag, the text as given', () => {
    expect(refusal(() => readInt({ targetFight: '2.5' }, 'targetFight'))).toEqual(usage('frostgrave/not-an-integer', { option: '--target-fight', actual: '2.5' }));
    expect(refusal(() => readInt({ fight: 'x' }, 'fight'))).toEqual(usage('frostgrave/not-an-integer', { option: '--fight', actual: 'x' }));
  });

  it('a minimum: at it and over it allowed, under it refused with the limit and the value', () => {
    expect(readMin({ support: 0 }, 'support', 0)).toBe(0);
    expect(readMin({ support: 1 }, 'support', 0)).toBe(1);
    expect(readMin({}, 'support', 0)).toBeUndefined();
    expect(refusal(() => readMin({ targetSupport: -1 }, 'targetSupport', 0))).toEqual(usage('frostgrave/out-of-range', { option: '--target-support', limit: 0, actual: -1 }));
  });
});

describe('the optional wounded rule: "Santé actuelle réduite à 4 ou moins"', () => {
  it.each([
    [4, 10, true],
    [5, 10, false],
    [3, 10, true],
    // "Les figurines avec une caractéristique de Santé de 4 ou moins ne sont pas d'emblée considérées comme blessées"
    [4, 4, false],
    [3, 4, true],
    [5, 6, false],
  ])('Santé %i of %i: wounded %s', (current, max, wounded) => {
    expect(isWounded(current, max)).toBe(wounded);
  });

  it('a figure of a band playing the rule is wounded at its current Santé; a band without it, never', () => {
    expect(combatant(side(bandOf(figure(), { wounded: true })), 'target', 'melee', { targetHealth: 4 }, 'en').wounded).toBe(true);
    expect(combatant(side(bandOf(figure(), { wounded: true })), 'target', 'melee', { targetHealth: 5 }, 'en').wounded).toBe(false);
    expect(combatant(side(bandOf(figure())), 'target', 'melee', { targetHealth: 4 }, 'en').wounded).toBe(false);
  });
});

describe('a figure of a band', () => {
  it('a melee weapon: Combat and its declared modifier, the weapon and damage_mod on the melee damage, none on a shot', () => {
    const c = combatant(side(bandOf(figure({ weapon: weapon('baton'), fight_mod: 1, damage_mod: 2 }))), 'attacker', 'melee', {}, 'en');
    expect(c).toStrictEqual({
      name: 'F',
      file: 'b.yaml',
      weapon: weapon('baton'),
      fight: [{ source: 'fight', value: 2 }, { source: 'fight_mod', value: 1 }],
      shoot: null,
      meleeDamage: [{ source: 'weapon', value: -1, detail: 'bâton' }, { source: 'damage_mod', value: 2 }],
      rangedDamage: [{ source: 'damage_mod', value: 2 }],
      againstOpponent: { source: 'opponent_weapon', value: -1, detail: 'bâton' },
      armour: 10,
      health: 10,
      wounded: false,
      undead: false,
    });
  });

  it('a bow: Tir and its declared modifier; a shooting weapon\'s damage goes to the shot only; zero parts left out', () => {
    // The excerpt's bows have no damage modifier; one that had would add to the shot, never to a fight.
    const heavyBow: WeaponDef = { ...weapon('arc'), damage: 1 };
    const c = combatant(side(bandOf(figure({ weapon: heavyBow, shoot_mod: -1 }))), 'target', 'ranged', { targetHealth: 7 }, 'en');
    expect(c).toStrictEqual({
      name: 'F',
      file: 'b.yaml',
      weapon: heavyBow,
      fight: [{ source: 'fight', value: 2 }],
      shoot: [{ source: 'shoot', value: 1 }, { source: 'shoot_mod', value: -1 }],
      meleeDamage: [],
      rangedDamage: [{ source: 'weapon', value: 1, detail: 'arc' }],
      againstOpponent: null,
      armour: 10,
      health: 7,
      wounded: false,
      undead: false,
    });
  });

  it('refuses a path to no figure, or a path whose index is not a number', () => {
    expect(refusal(() => combatant(side(bandOf(figure()), 1), 'attacker', 'melee', {}, 'en'))).toEqual(usage('frostgrave/unknown-member', { actual: '1' }));
    expect(refusal(() => combatant(side(bandOf(figure()), 'x'), 'attacker', 'melee', {}, 'en'))).toEqual(usage('frostgrave/unknown-member', { actual: '-1' }));
  });

  it('a current Santé of 1 is allowed, 0 refused', () => {
    expect(combatant(side(bandOf(figure())), 'attacker', 'melee', { attackerHealth: 1 }, 'en').health).toBe(1);
    expect(refusal(() => combatant(side(bandOf(figure())), 'attacker', 'melee', { attackerHealth: 0 }, 'en'))).toEqual(usage('frostgrave/out-of-range', { option: '--attacker-health', limit: 1, actual: 0 }));
  });
});

describe('a side typed on the command line', () => {
  it('the attacker: --fight, --shoot, --damage-mod, --attacker-armour, --attacker-health, field by field', () => {
    const options = { fight: 3, shoot: 2, damageMod: -1, attackerArmour: 11, attackerHealth: 9, targetFight: 5 };
    expect(combatant(typed(options), 'attacker', 'melee', {}, 'en')).toStrictEqual({
      name: null,
      file: null,
      weapon: null,
      fight: [{ source: 'fight', value: 3 }],
      shoot: [{ source: 'shoot', value: 2 }],
      meleeDamage: [{ source: 'damage_mod', value: -1 }],
      rangedDamage: [{ source: 'damage_mod', value: -1 }],
      againstOpponent: null,
      armour: 11,
      health: 9,
      wounded: false,
      undead: false,
    });
  });

  it('the target: the --target-* options; without --target-shoot it does not shoot; a damage_mod of 0 is no part', () => {
    const options = { targetFight: 0, targetArmour: 0, targetHealth: 1, fight: 4, shoot: 4 };
    expect(combatant(typed({}), 'target', 'melee', options, 'en')).toStrictEqual({
      name: null, file: null, weapon: null, fight: [{ source: 'fight', value: 0 }], shoot: null, meleeDamage: [], rangedDamage: [], againstOpponent: null, armour: 0, health: 1, wounded: false, undead: false,
    });
  });

  it('a shooter needs only --shoot: Combat 0, Armure 0 and Santé 1 otherwise', () => {
    expect(combatant(typed({ shoot: 1 }), 'attacker', 'ranged', {}, 'en')).toMatchObject({ fight: [{ source: 'fight', value: 0 }], armour: 0, health: 1 });
  });

  it('what each side must give', () => {
    expect(neededStats('attacker', 'ranged')).toStrictEqual(['shoot']);
    expect(neededStats('target', 'ranged')).toStrictEqual(['fight', 'armour', 'health']);
    expect(neededStats('attacker', 'melee')).toStrictEqual(['fight', 'armour', 'health']);
    expect(neededStats('target', 'melee')).toStrictEqual(['fight', 'armour', 'health']);
  });

  it.each([
    ['attacker', 'melee', { attackerArmour: 10, attackerHealth: 5 }, '--fight'],
    ['attacker', 'melee', { fight: 1, attackerHealth: 5 }, '--attacker-armour'],
    ['attacker', 'melee', { fight: 1, attackerArmour: 10 }, '--attacker-health'],
    ['attacker', 'ranged', { fight: 1 }, '--shoot'],
    ['target', 'ranged', { targetArmour: 10, targetHealth: 5 }, '--target-fight'],
    ['target', 'melee', { targetFight: 1, targetHealth: 5 }, '--target-armour'],
    ['target', 'melee', { targetFight: 1, targetArmour: 10 }, '--target-health'],
  ] as const)('a typed %s of a %s attack without %j is refused: %s', (role, kind, options, option) => {
    expect(refusal(() => combatant(typed(options), role, kind, {}, 'en'))).toEqual(usage('frostgrave/missing-option', { option, side: role }));
  });

  it('in French, the refusal names the side in French, not by its id', () => {
    const words = new Messages('fr', [messages]);
    const attacker = refusal(() => combatant(typed({ attackerArmour: 10, attackerHealth: 5 }), 'attacker', 'melee', {}, 'fr'));
    expect(attacker).toEqual(usage('frostgrave/missing-option', { option: '--fight', side: 'attaquant' }));
    expect(words.text(attacker.code, attacker.params)).toBe('un(e) attaquant saisi(e) à la main demande --fight');
    const target = refusal(() => combatant(typed({ targetFight: 1, targetArmour: 10 }), 'target', 'ranged', {}, 'fr'));
    expect(words.text(target.code, target.params)).toBe('un(e) cible saisi(e) à la main demande --target-health');
  });

  it('a typed Santé of 1 is allowed, 0 refused; a typed number must be an integer', () => {
    const target = { targetFight: 1, targetArmour: 10 };
    expect(combatant(typed({ ...target, targetHealth: 1 }), 'target', 'melee', {}, 'en').health).toBe(1);
    expect(refusal(() => combatant(typed({ ...target, targetHealth: 0 }), 'target', 'melee', {}, 'en'))).toEqual(usage('frostgrave/out-of-range', { option: '--target-health', limit: 1, actual: 0 }));
    expect(refusal(() => combatant(typed({ ...target, targetHealth: 5, targetArmour: 1.5 }), 'target', 'melee', {}, 'en'))).toEqual(usage('frostgrave/not-an-integer', { option: '--target-armour', actual: '1.5' }));
  });
});
