/**
 * The modifiers of one shot, each at the edge where it starts to apply ("Le tir", "Protection du terrain", "Tir furtif,
 * précipité", "Personnages peu habitués à tirer"): the list of modifiers in full, the natural needed and the dice.
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { simulate } from './helpers.js';

const shoot = (o: Options) => simulate({ class: 4, targetClass: 4, weapon: 'ranged', range: 'short', ...o }).json;
const mods = (o: Options) => shoot(o).modifiers;

describe('armour against the weapon', () => {
  it.each([
    // A yumi has −1 "from 4 to 5": not on armure 3, on 4 and on 5 alike.
    ['yumi on armure 3', { ranged: 'yumi', targetArmour: '3' }, 5],
    ['yumi on armure 4', { ranged: 'yumi', targetArmour: '4' }, 6],
    ['yumi on armure 5', { ranged: 'yumi', targetArmour: '5' }, 6],
    ['yumi on armure 4T', { ranged: 'yumi', targetArmour: '4T' }, 6],
    ['arc on armure 3', { ranged: 'arc', targetArmour: '3' }, 5],
    // "malus −1 … à longue portée sur quelqu'un en cuirasse": the pistol's farthest column only.
    ['pistolet at short range on armure 4', { ranged: 'pistolet', targetArmour: '4' }, 5],
    ['pistolet at medium range on armure 4', { ranged: 'pistolet', targetArmour: '4', range: 'medium' }, 7],
    ['pistolet at medium range on armure 3', { ranged: 'pistolet', targetArmour: '3', range: 'medium' }, 6],
  ])('%s: needs %s', (_, options, need) => {
    expect(shoot(options).need).toBe(need);
  });

  it('the malus is named after the armour and its value', () => {
    expect(mods({ ranged: 'arc', targetArmour: '5' })).toEqual([{ code: 'argad/mod-armour', value: -2 }]);
    const view = (simulate({ class: 4, targetClass: 4, weapon: 'ranged', range: 'short', ranged: 'arc', targetArmour: '5' }) as unknown as { view: unknown[] }).view;
    expect(view[2]).toEqual({ kind: 'pairs', items: [['armure 5 against this weapon', '-2'], ['total modifier', '-2']] });
  });
});

describe('"Le total des malus « dus au terrain » et « dus à la cible » … est limité à −2"', () => {
  it.each([
    ['cover 1 and armure 4 make −2: no cap', { ranged: 'arc', protection: 1, targetArmour: '4' }, [{ code: 'argad/mod-cover', value: -1 }, { code: 'argad/mod-armour', value: -1 }], 7],
    ['cover 2 and a furtive target make −3: capped by +1', { ranged: 'arc', protection: 2, furtiveTarget: true }, [{ code: 'argad/mod-cover', value: -2 }, { code: 'argad/mod-furtive-target', value: -1 }, { code: 'argad/mod-cap', value: 1 }], 7],
    ['cover 2 and armure 5 make −4: capped by +2', { ranged: 'arc', protection: 2, targetArmour: '5' }, [{ code: 'argad/mod-cover', value: -2 }, { code: 'argad/mod-armour', value: -2 }, { code: 'argad/mod-cap', value: 2 }], 7],
    ['the cap leaves the shooter\'s own maluses: a classe 2 shooter behind it', { ranged: 'arc', protection: 2, targetArmour: '5', class: 2 }, [{ code: 'argad/mod-cover', value: -2 }, { code: 'argad/mod-armour', value: -2 }, { code: 'argad/mod-cap', value: 2 }, { code: 'argad/mod-untrained-firearm', value: -1 }], 8],
  ])('%s', (_, options, expected, need) => {
    const r = shoot(options);
    expect(r.modifiers).toEqual(expected);
    expect(r.need).toBe(need);
    expect(r.table).toBe(5);
  });
});

describe('shooting on the move and furtive', () => {
  it.each([
    ['a mounted yumi on the move: no malus, no line', { ranged: 'yumi', mounted: 'cavalier', moving: true }, []],
    ['a mounted composite bow on the move: −1', { ranged: 'arc-composite', mounted: 'cavalier', moving: true }, [{ code: 'argad/mod-moving', value: -1 }]],
    ['a pistol on foot on the move: −1', { ranged: 'pistolet', moving: true }, [{ code: 'argad/mod-moving', value: -1 }]],
    // "Un tireur furtif a un malus −1 au dé de tir (mais si son arme a déjà un malus pour tirer en mouvement ça ne s'ajoute pas)".
    ['a furtive mounted yumi: the −1 of the furtive shooter, its weapon having none', { ranged: 'yumi', mounted: 'cavalier', furtiveShooter: true }, [{ code: 'argad/mod-furtive-shooter', value: -1 }]],
    ['a furtive pistol, not moving: −1 once', { ranged: 'pistolet', furtiveShooter: true }, [{ code: 'argad/mod-furtive-shooter', value: -1 }]],
    ['a mounted composite bow, furtive and moving: −1 once', { ranged: 'arc-composite', mounted: 'cavalier', furtiveShooter: true, moving: true }, [{ code: 'argad/mod-furtive-shooter', value: -1 }]],
    ['--modifier +1 (tireur d\'élite)', { ranged: 'arc', modifier: 1 }, [{ code: 'argad/mod-given', value: 1 }]],
    ['--modifier 0: no line', { ranged: 'arc', modifier: 0 }, []],
  ])('%s', (_, options, expected) => {
    expect(mods(options)).toEqual(expected);
  });

  it('a composite bow on foot on the move is refused: "immobile à pied"', () => {
    expect(() => shoot({ ranged: 'arc-composite', moving: true })).toThrow(expect.objectContaining({ code: 'argad/cannot-shoot-moving' }));
  });

  it('a revolver fires twice immobile, once furtive or on the move; each shooter the same', () => {
    expect(shoot({ ranged: 'revolver' }).dice).toBe(2);
    expect(shoot({ ranged: 'revolver', furtiveShooter: true }).dice).toBe(1);
    expect(shoot({ ranged: 'revolver', moving: true, shooters: 4 }).dice).toBe(4);
    expect(shoot({ ranged: 'revolver', shooters: 4 }).dice).toBe(8);
  });
});

describe('"Personnages peu habitués à tirer": classes 1 and 2', () => {
  it.each([
    ['classe 1', 1, [{ code: 'argad/mod-untrained-firearm', value: -1 }]],
    ['classe 2', 2, [{ code: 'argad/mod-untrained-firearm', value: -1 }]],
    ['classe 3', 3, []],
  ])('%s with a pistol', (_, cls, expected) => {
    expect(mods({ ranged: 'pistolet', class: cls })).toEqual(expected);
  });
});

describe('a volley at the table: the odds of a shot at need 6 and 7', () => {
  it('one archer at medium range: a 6, 1/6', () => {
    expect(shoot({ ranged: 'arc', range: 'medium' })).toMatchObject({ need: 6, dice: 1, p_kill: expect.closeTo(1 / 6, 12), hits: { 0: expect.closeTo(5 / 6, 12), 1: expect.closeTo(1 / 6, 12) } });
  });
  it('one archer at long range: a 6 then a 6, 1/36', () => {
    expect(shoot({ ranged: 'arc', range: 'long' })).toMatchObject({ need: 7, p_kill: expect.closeTo(1 / 36, 12) });
  });
  it('en désordre two archers at long range: two 6 stay two 6, only one rerolled: 1 − (5/6)² of a 6, then 1/6', () => {
    const p = (1 - (5 / 6) ** 2) / 6;
    expect(shoot({ ranged: 'arc', range: 'long', shooters: 2, disorder: true }).p_kill).toBeCloseTo(p, 12);
    // With § b, two 6 are a 6 and a 7: a hit at once.
    expect(shoot({ ranged: 'arc', range: 'long', shooters: 2 }).p_kill).toBeCloseTo(2 * (1 / 6) * (5 / 6) * (1 / 6) + 1 / 36, 12);
  });
});
