import { describe, expect, it } from 'vitest';
import { derive } from '../../../src/rulesets/mef-fan/derive.js';
import { bandOf, unitOf } from './helpers.js';

describe('Mef-Fan cost: the rulebook worked examples', () => {
  it('guerrier Dép 2, Mél 3 Perforant 1, Déf 2, Men 3 at Vie 1: 2*1 + ((3*2)+2) + 0 + 2*2 + 3 = 17#', () => {
    const u = unitOf({ dep: 2, mel: [{ score: 3, perforant: 1 }], def: 2, men: 3 });
    expect(u.cost).toMatchObject({ dep: 2, mel: 8, tir: 0, def: 4, men: 3, base: 17 });
    expect(u.figure_cost).toBe(17);
  });

  it('the same guerrier at Vie 2: 17 × 1,5 = 25,5 rounded up to 26# (the rulebook writes 25#, the rule says round up)', () => {
    const u = unitOf({ dep: 2, mel: [{ score: 3, perforant: 1 }], def: 2, men: 3, vie: 2 });
    expect(u.cost.vie_multiplier).toBe(1.5);
    expect(u.figure_cost).toBe(26);
    expect(u.figure_cost).not.toBe(25);
  });

  it('baliste elfe (Dép 0, Mél 1, Tir 5 Perforant 2 portée longue, Déf 1, Men 2, Vie 3): 44*2 = 88#', () => {
    const u = unitOf({ dep: 0, mel: [{ score: 1 }], tir: [{ score: 5, perforant: 2, portee: 'longue' }], def: 1, men: 2, vie: 3 });
    expect(u.cost).toMatchObject({ dep: 0, mel: 2, tir: 38, def: 2, men: 2, base: 44 });
    expect(u.figure_cost).toBe(88);
  });

  it('archer Tir 2: (2*3)*1 = 6#', () => {
    expect(unitOf({ tir: [{ score: 2 }] }).cost.tir).toBe(6);
  });

  it('cracheur acide Tir 2 Perforant 1, portée longue, munition unique: 6# (rule: (6+2)*2/3 = 5,33, rounded up)', () => {
    expect(unitOf({ tir: [{ score: 2, perforant: 1, portee: 'longue', munitions: 'unique' }] }).cost.tir).toBe(6);
  });

  it('Dép 3 with Bond: 3*1,5 = 4,5, rounded up to 5#', () => {
    expect(unitOf({ dep: 3, movement: 'bond' }).cost.dep).toBe(5);
  });

  it('Dép 5 with Vol: 5*2 = 10#', () => {
    expect(unitOf({ dep: 5, movement: 'vol' }).cost.dep).toBe(10);
  });

  it('Mél 3 Perforant 1 and Mél 2: ((3*2) + 1*2) + (2*2) = 12#', () => {
    expect(unitOf({ mel: [{ score: 3, perforant: 1 }, { score: 2 }] }).cost.mel).toBe(12);
  });

  it('Mél 3 Perforant 2: 3*2 + 2*2 = 10#', () => {
    expect(unitOf({ mel: [{ score: 3, perforant: 2 }] }).cost.mel).toBe(10);
  });

  it('Tir 3 Perforant 1: 3*3 + 2*1 = 11#', () => {
    expect(unitOf({ tir: [{ score: 3, perforant: 1 }] }).cost.tir).toBe(11);
  });
});

describe('Mef-Fan cost: each rule', () => {
  it.each([
    ['normal', 4, 4],
    ['bond', 4, 6],
    ['bond', 1, 2],
    ['vol', 3, 6],
  ])('Dép with %s movement: Dép %i costs %i#', (movement, dep, cost) => {
    expect(unitOf({ dep, movement }).cost.dep).toBe(cost);
  });

  // Y = 3*Tir + 2*Perforant; Tir 4 Perforant 1 gives Y = 14.
  it.each([
    ['tres-courte', 5], // 14/3 = 4,67 → 5
    ['courte', 7], // 14/2
    ['normale', 14],
    ['longue', 28],
    ['tres-longue', 42],
  ])('portée %s multiplies Y = 14 to %i#', (portee, cost) => {
    expect(unitOf({ tir: [{ score: 4, perforant: 1, portee }] }).cost.tir).toBe(cost);
  });

  it.each([
    ['illimitees', 14],
    ['limitees', 7],
    ['unique', 5], // 14/3 = 4,67 → 5
  ])('munitions %s turn Y = 14 into %i#', (munitions, cost) => {
    expect(unitOf({ tir: [{ score: 4, perforant: 1, munitions }] }).cost.tir).toBe(cost);
  });

  it('range then ammunition, each rounded up: Tir 1, courte, unique: 3/2 = 1,5 → 2, then 2/3 → 1#', () => {
    expect(unitOf({ tir: [{ score: 1, portee: 'courte', munitions: 'unique' }] }).cost.tir).toBe(1);
  });

  it('each Tir score is rounded up on its own: two Tir 1 très courte limitées cost 3/3/2 = 0,5 → 1# each, 2# (not 0,5 + 0,5 = 1#)', () => {
    const knife = { score: 1, portee: 'tres-courte', munitions: 'limitees' };
    expect(unitOf({ tir: [knife] }).cost.tir).toBe(1);
    expect(unitOf({ tir: [knife, knife] }).cost.tir).toBe(2);
  });

  it('several Tir scores add up: Tir 2 (6#) and Tir 1 limitées (2#)', () => {
    expect(unitOf({ tir: [{ score: 2 }, { score: 1, munitions: 'limitees' }] }).cost.tir).toBe(8);
  });

  it('Déf costs 2# and Men 1# per point', () => {
    expect(unitOf({ def: 3, men: 4 }).cost).toMatchObject({ def: 6, men: 4, base: 10 });
  });

  it('lance (1#) and effrayant (1#) are part of the Mél cost', () => {
    expect(unitOf({ mel: [{ score: 2 }], equipment: ['lance'], skills: ['effrayant'] }).cost.mel).toBe(6);
    expect(unitOf({ mel: [{ score: 2 }] }).cost.mel).toBe(4);
  });

  it('lance and effrayant are multiplied by Vie with the rest: (4 + 1 + 1) × 3 = 18#', () => {
    expect(unitOf({ mel: [{ score: 2 }], equipment: ['lance'], skills: ['effrayant'], vie: 4 }).figure_cost).toBe(18);
  });

  it.each([
    [1, 7, 7],
    [2, 7, 11], // 10,5 → 11
    [2, 8, 12],
    [3, 7, 14],
    [4, 7, 21],
  ])('Vie %i multiplies %i# to %i#', (vie, men, cost) => {
    expect(unitOf({ men, vie }).figure_cost).toBe(cost);
  });

  it('Bond is rounded where it is multiplied, before the Vie multiplier: (ceil(1,5) + 1) × 1,5 = 4,5 → 5#', () => {
    // Rounding once at the end would give (1,5 + 1) × 1,5 = 3,75 → 4.
    expect(unitOf({ dep: 1, movement: 'bond', men: 1, vie: 2 }).figure_cost).toBe(5);
  });

  it('a unit costs its figure cost × models, and the army adds its units', () => {
    const profile = derive(bandOf([
      { name: 'Archers', models: 6, dep: 2, mel: [{ score: 1 }], tir: [{ score: 2 }], def: 1, men: 2, vie: 1 },
      { name: 'Chef', role: 'chef', dep: 2, mel: [{ score: 3, perforant: 1 }], def: 2, men: 3, vie: 2 },
    ]));
    // Archers: 2 + 2 + 6 + 2 + 2 = 14# × 6 = 84#; Chef: 17 × 1,5 = 25,5 → 26#.
    expect(profile.units.map((u) => [u.figure_cost, u.unit_cost])).toEqual([[14, 84], [26, 26]]);
    expect(profile.band.points_spent).toBe(110);
  });

  it('models defaults to 1', () => {
    expect(unitOf({ men: 3 }).models).toBe(1);
  });
});
