/**
 * The optional budget ("Budget (optionnel)", "Coût de base"), worked by hand for every kind of figure the rulebook
 * prices: "Un simple piéton (de classe 1 à 5) vaut autant de points que sa classe. … Un chef ou gradé, ou un
 * musicien, vaut le double (à pied). Un simple cavalier sur son cheval de guerre vaut le double de ce qu'il vaudrait
 * à pied ; un cavalier officier, ou musicien, vaut le triple. Un cheval de bât ou de piéton monté vaut 2 points."
 */
import { describe, expect, it } from 'vitest';
import { band } from './helpers.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { ANIMAL_COST, unitCost } from '../../../src/rulesets/argad/derive.js';
import type { Mounted, Role } from '../../../src/rulesets/argad/band.js';

/** [case, classe, role, mount, points of one figure]. */
const figures: [string, number, Role | undefined, Mounted | undefined, number][] = [
  ['a piéton classe 1: its classe', 1, undefined, undefined, 1],
  ['a piéton classe 3: "vaut 3 points"', 3, undefined, undefined, 3],
  ['a piéton classe 5: its classe', 5, undefined, undefined, 5],
  ['a porte-emblème is priced as a piéton', 3, 'porte-embleme', undefined, 3],
  ['a chef on foot: double', 3, 'chef', undefined, 6],
  ['a musicien on foot: double', 2, 'musicien', undefined, 4],
  ['a simple cavalier: double of the piéton', 3, undefined, 'cavalier', 6],
  ['a cavalier officier: triple', 5, 'chef', 'cavalier', 15],
  ['"un cavalier classe 4, sonneur de clairon, vaut trois fois sa classe = 12 pts"', 4, 'musicien', 'cavalier', 12],
  ['a cavalier porte-emblème: double, as a simple cavalier', 2, 'porte-embleme', 'cavalier', 4],
  ['a piéton monté: its classe + 2 for the horse', 3, undefined, 'pieton-monte', 5],
  ['a chef piéton monté: double classe + 2', 4, 'chef', 'pieton-monte', 10],
  ['a musicien piéton monté: double classe + 2', 2, 'musicien', 'pieton-monte', 6],
];

describe('the cost of one figure', () => {
  it('"un cheval de bât ou de piéton monté vaut 2 points"', () => expect(ANIMAL_COST).toBe(2));

  it.each(figures)('%s', (_, cls, role, mounted, points) => {
    expect(unitCost({ class: cls, ...(role ? { role } : {}), ...(mounted ? { mounted } : {}) })).toBe(points);
  });
});

describe('the profile of a troop', () => {
  const troop = (packAnimals: number) =>
    band(`
ruleset: argad
name: Les Dragons
pack_animals: ${packAnimals}
characters:
  - { name: Capitaine, class: 4, armour: 4, melee: courte, role: chef, mounted: pieton-monte }
  - { name: Dragons, count: 3, class: 2, armour: legere, melee: courte, mounted: pieton-monte }
  - { name: Gardes, count: 2, class: 3, armour: 3, melee: longue }
`);

  it('each line costs count × one figure; the troop is the sum of its lines', () => {
    // Capitaine (4 × 2) + 2 = 10; Dragons 3 × (2 + 2) = 12; Gardes 2 × 3 = 6.
    expect(ruleset.derive(troop(0))).toEqual({
      ruleset: 'argad',
      name: 'Les Dragons',
      band: { budget: 28 },
      characters: [
        { name: 'Capitaine', count: 1, class: 4, armour: '4', cost: 10 },
        { name: 'Dragons', count: 3, class: 2, armour: 'legere', cost: 12 },
        { name: 'Gardes', count: 2, class: 3, armour: '3', cost: 6 },
      ],
    });
  });

  it.each([
    [0, 28],
    [1, 30],
    [3, 34],
  ])('%s pack animals: 2 points each', (packAnimals, budget) => {
    expect(ruleset.derive(troop(packAnimals)).band.budget).toBe(budget);
  });

  it('a troop with no character costs its pack animals only', () => {
    expect(ruleset.derive(band('ruleset: argad\nname: Convoi\npack_animals: 2\ncharacters: []\n')).band).toEqual({ budget: 4 });
  });
});
