import { describe, expect, it } from 'vitest';
import type { FgFigure } from '../../../src/rulesets/frostgrave/band.js';
import { cards } from '../../../src/rulesets/frostgrave/cards.js';
import { WEAPONS } from '../../../src/rulesets/frostgrave/catalogue.js';
import { derive, deriveFigure } from '../../../src/rulesets/frostgrave/derive.js';

const weapon = (id: string) => WEAPONS.find((w) => w.id === id)!;
const figure = (extra: Partial<FgFigure>): FgFigure => ({
  name: 'F', type: 'soldat', move: 6, fight: 2, shoot: 1, armour: 10, will: 0, health: 10, weapon: weapon('arme-de-base'), fight_mod: 0, shoot_mod: 0, damage_mod: 0, ...extra,
});

describe('Frostgrave derived profile', () => {
  it.each([
    ['baton', { opponent_fight_mod: -1, melee_damage_mod: -1, shoot_roll: null, ranged_damage_mod: null }],
    ['arme-de-base', { opponent_fight_mod: 0, melee_damage_mod: 0, shoot_roll: null }],
    ['arme-lourde', { opponent_fight_mod: 0, melee_damage_mod: 2, shoot_roll: null }],
    ['arc', { opponent_fight_mod: 0, melee_damage_mod: 0, shoot_roll: 1, ranged_damage_mod: 0 }],
    ['arbalete', { opponent_fight_mod: 0, melee_damage_mod: 0, shoot_roll: 1, ranged_damage_mod: 0 }],
  ])('%s', (id, expected) => {
    expect(deriveFigure(figure({ weapon: weapon(id) }))).toMatchObject({ weapon: id, fight_roll: 2, ...expected });
  });

  it('adds the declared modifiers: fight_mod to Combat, shoot_mod to Tir, damage_mod to every damage', () => {
    const p = deriveFigure(figure({ weapon: weapon('arc'), fight_mod: 1, shoot_mod: -1, damage_mod: 2 }));
    expect(p).toMatchObject({ fight_roll: 3, shoot_roll: 0, melee_damage_mod: 2, ranged_damage_mod: 2 });
    expect(deriveFigure(figure({ weapon: weapon('baton'), damage_mod: 1 })).melee_damage_mod).toBe(0);
  });

  it('counts the types', () => {
    const band = { name: 'B', figures: [figure({ type: 'mage' }), figure({ type: 'soldat' }), figure({ type: 'soldat' }), figure({ type: null })] };
    expect(derive(band).counts).toEqual({ mage: 1, apprenti: 0, soldat: 2 });
    const full = { name: 'B', figures: [figure({ type: 'apprenti' }), figure({ type: 'mage' }), figure({ type: 'soldat' })] };
    expect(derive(full)).toMatchObject({ ruleset: 'frostgrave', name: 'B', counts: { mage: 1, apprenti: 1, soldat: 1 } });
  });

  it('prints one card per figure with its weapon and declared modifiers', () => {
    const band = { name: 'B', figures: [figure({ name: 'Elric', type: 'mage', weapon: weapon('baton') }), figure({ name: 'Osric', weapon: weapon('arc'), shoot_mod: 1 })] };
    const made = cards(band, derive(band));
    expect(made.map((c) => [c.kind, c.title, c.subtitle])).toEqual([['Figurine', 'Elric', 'Mage · Bâton'], ['Figurine', 'Osric', 'Soldat · Arc']]);
    expect(made[0]!.stats!.map((row) => row.map((s) => s.label))).toEqual([['Mouvement', 'Combat', 'Tir'], ['Armure', 'Volonté', 'Santé']]);
    expect(made[0]!.lines).toContainEqual({ label: 'Au combat', text: 'D20+2, dommages -1' });
    expect(made[1]!.lines).toContainEqual({ label: 'Au tir', text: 'D20+2, dommages +0' });
    expect(made[1]!.lines).toContainEqual({ label: 'Modificateurs déclarés', text: 'Tir +1' });
    expect(cards(band, derive(band), 'en')[1]!.lines).toContainEqual({ label: 'Shooting', text: 'D20+2, dommages +0' });
  });
});
