/** Frostgrave in a matchup: every figure fights ("Combat"), one with an arc or an arbalète shoots too; the headline numbers. */
import { describe, expect, it } from 'vitest';
import { WEAPONS } from '../../../src/rulesets/frostgrave/catalogue.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { attacks, headline } from '../../../src/rulesets/frostgrave/odds/matchup.js';

const weapon = (id: string) => WEAPONS.find((w) => w.id === id)!;
const band = { name: 'B', figures: [{ name: 'Archer', weapon: weapon('arbalete') }, { name: 'Brigand', weapon: weapon('arme-de-base') }] } as unknown as FgBand;
const MELEE = { name: 'melee', label: 'Combat', options: { weapon: 'melee' } };

describe('Frostgrave attacks in a matchup', () => {
  it('a figure with a crossbow: a fight, then a shot named after its weapon', () => {
    expect(attacks(band, { name: 'Archer', path: ['figures', 0] })).toStrictEqual([MELEE, { name: 'ranged', label: 'Tir (arbalète)', options: { weapon: 'ranged' } }]);
  });

  it('a figure with a melee weapon: a fight only; a path to no figure: nothing', () => {
    expect(attacks(band, { name: 'Brigand', path: ['figures', 1] })).toStrictEqual([MELEE]);
    expect(attacks(band, { name: 'Nobody', path: ['figures', 2] })).toStrictEqual([]);
  });
});

describe('the headline of a Frostgrave attack', () => {
  it('a fight: its P(win) is the hit', () => {
    expect(headline({ p_kill: 0.2, expected_damage: 4.1375, p_win: 0.6175 })).toStrictEqual({ kill: 0.2, damage: 4.1375, hit: 0.6175 });
  });

  it('a shot: its P(hit), even at 0, before any P(win)', () => {
    expect(headline({ p_kill: 0, expected_damage: 0, p_hit: 0, p_win: 0.5 })).toStrictEqual({ kill: 0, damage: 0, hit: 0 });
    expect(headline({ p_hit: 0.475 })).toStrictEqual({ kill: null, damage: null, hit: 0.475 });
  });

  it('null where a number is missing or is not a number', () => {
    expect(headline({ p_kill: '0.2', expected_damage: null })).toStrictEqual({ kill: null, damage: null, hit: null });
  });
});
