/** The derived profile of a unit, every field worked out by hand, and the constants the cost formula leans on. */
import { describe, expect, it } from 'vitest';
import { AMMUNITIONS } from '../../../src/rulesets/mef-fan/catalogue.js';
import { COST_PER_POINT, deriveUnit } from '../../../src/rulesets/mef-fan/derive.js';
import { bandOf, baseUnit, unitOf } from './helpers.js';

/** A sorcier with everything a unit can have, names written as a player would (accents, capitals). */
const sorcier = {
  name: 'Sorcier',
  role: 'magicien',
  rank: 'Sorcier',
  dep: 3,
  movement: 'Bond',
  mel: [{ score: 3, perforant: 1 }, { score: 1 }],
  tir: [{ score: 2, perforant: 1, portee: 'longue', munitions: 'unique' }, { score: 1, portee: 'très courte', munitions: 'limitées' }],
  def: 2,
  men: 3,
  vie: 2,
  equipment: ['Lance'],
  skills: ['Effrayant'],
  spells: ['Terreur', 'Éclair magique'],
};

describe('Mef-Fan profile: every field of a unit', () => {
  it('a sorcier: the ids of what it has, its scores as written, and its cost worked out by hand', () => {
    // Dép 3 Bond: 3 × 1,5 = 4,5 → 5#. Mél: (3×2 + 1×2) + 1×2 + lance 1 + Effrayant 1 = 12#.
    // Tir: (2×3 + 1×2) × 2 = 16, /3 = 5,33 → 6#; 1×3 = 3, /3 = 1, /2 = 0,5 → 1#: 7#. Déf 2×2 = 4#, Men 3#.
    // Base 5 + 12 + 7 + 4 + 3 = 31#; Vie 2: 31 × 1,5 = 46,5 → 47#.
    expect(unitOf(sorcier)).toEqual({
      name: 'Sorcier',
      models: 1,
      role: 'magicien',
      figure_cost: 47,
      unit_cost: 47,
      movement: 'bond',
      stats: {
        dep: 3,
        mel: [{ score: 3, perforant: 1 }, { score: 1, perforant: 0 }],
        tir: [{ score: 2, perforant: 1, portee: 'longue', munitions: 'unique' }, { score: 1, perforant: 0, portee: 'tres-courte', munitions: 'limitees' }],
        def: 2,
        men: 3,
        vie: 2,
      },
      equipment: ['lance'],
      skills: ['effrayant'],
      spells: ['terreur', 'eclair-magique'],
      rank: 'sorcier',
      cost: { dep: 5, mel: 12, tir: 7, def: 4, men: 3, base: 31, vie_multiplier: 1.5 },
    });
  });

  it('a troupe of 4 with nothing written: no rank key, empty lists, the defaults (normal movement, normale, illimitées)', () => {
    const u = unitOf({ name: 'Gobelins', models: 4, dep: 2, mel: [{ score: 1 }], tir: [{ score: 1 }], def: 1, men: 1 });
    // 2 + 2 + 3 + 2 + 1 = 10# a figure, × 4.
    expect(u).toEqual({
      name: 'Gobelins',
      models: 4,
      role: 'troupe',
      figure_cost: 10,
      unit_cost: 40,
      movement: 'normal',
      stats: { dep: 2, mel: [{ score: 1, perforant: 0 }], tir: [{ score: 1, perforant: 0, portee: 'normale', munitions: 'illimitees' }], def: 1, men: 1, vie: 1 },
      equipment: [],
      skills: [],
      spells: [],
      cost: { dep: 2, mel: 2, tir: 3, def: 2, men: 1, base: 10, vie_multiplier: 1 },
    });
    expect(u).not.toHaveProperty('rank');
  });

  it('deriveUnit rounds at each step unless told to round once: two knives and Men 3 are 5#, or 4# once', () => {
    // Each knife: 3 / 3 / 2 = 0,5 → 1#; 1 + 1 + 3 = 5#. Once: 0,5 + 0,5 + 3 = 4#.
    const knife = { score: 1, portee: 'tres-courte', munitions: 'limitees' };
    const unit = bandOf([{ ...baseUnit, men: 3, tir: [knife, knife] }]).units[0]!;
    expect(deriveUnit(unit).figure_cost).toBe(5);
    expect(deriveUnit(unit, false).figure_cost).toBe(5);
    expect(deriveUnit(unit, true).figure_cost).toBe(4);
  });
});

describe('Mef-Fan cost: the constants the equivalent mutants of derive.ts rely on', () => {
  it('"Dép : 1# pour 1" and "Mental (1# pour 1)": multiplying by them changes nothing', () => {
    expect(COST_PER_POINT).toEqual({ dep: 1, mel: 2, tir: 3, perforant: 2, def: 2, men: 1 });
  });

  it('ammunition only divides Y ("Coût : Y", "Y/2", "Y/3"): every numerator is 1', () => {
    expect(AMMUNITIONS.map((a) => [a.id, a.cost.num, a.cost.den])).toEqual([['illimitees', 1, 1], ['limitees', 1, 2], ['unique', 1, 3]]);
  });
});
