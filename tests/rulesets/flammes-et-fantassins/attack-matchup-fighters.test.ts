/**
 * F&F sides read by `attack/matchup.ts` and `attack/fighters.ts` directly (so that a mutation run sees them): a
 * character's attacks in a matchup (its Mêlée weapon, its Tir weapon, the attack spells it knows or carries as a
 * parchemin, by their rulebook names), and where a characteristic comes from, as the report lists it.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { describe as describeParts, extraParts, signed, statParts } from '../../../src/rulesets/flammes-et-fantassins/odds/fighters.js';
import { attacks } from '../../../src/rulesets/flammes-et-fantassins/odds/matchup.js';

const BAND = `
ruleset: flammes-et-fantassins
name: La Mêlée
pc: 9
characters:
  - name: Sorcière
    style: agile
    classes: [magicien, necromancien]
    equipment: [baton, parchemin-sommeil, parchemin-eclair, parchemin-soin, parchemin-rayon-de-lumiere]
    spells: [projectile-magique, boule-de-feu, vampirisme, soin]
    specialty: magie-scolaire
  - name: Garde
    style: puissant
    classes: [archer, chevalier, assassin]
    equipment: [arc, arme-a-une-main, plaque, ecu]
  - name: Nu
    style: agile
    classes: [voleur]
    equipment: [cuir]
  - name: Frondeur
    style: agile
    classes: [archer]
    equipment: [couteaux-de-lancer]
`;
const band = (): FfBand => ruleset.parse(parseYaml(BAND) as Record<string, unknown>, {}).band!;
const character = (i: number) => band().characters[i]!;

describe('F&F attacks in a matchup', () => {
  it('a mage: his melee weapon, then each attack spell he knows or carries as a parchemin (Jet de Magie first, then dice of their own), named as the rulebook names them', () => {
    expect(attacks(band(), { name: 'Sorcière', path: ['characters', 0] })).toStrictEqual([
      { name: 'melee', label: 'Bâton', options: { weapon: 'melee' } },
      { name: 'projectile-magique', label: 'Projectile magique', options: { spell: 'projectile-magique' } },
      { name: 'vampirisme', label: 'Vampirisme', options: { spell: 'vampirisme' } },
      { name: 'boule-de-feu', label: 'Boule de feu', options: { spell: 'boule-de-feu' } },
      { name: 'sommeil', label: 'Sommeil', options: { spell: 'sommeil' } },
      // Her parchemins of éclair (Nature) and rayon de lumière (Lumière) are not of her Domaines (Magie, Ténèbres).
    ]);
  });

  it('a parchemin is an attack of a Mage of its Domaine only; dice spells are attacks; Inspiration lists none', () => {
    const other = ruleset.parse(parseYaml(`
ruleset: flammes-et-fantassins
name: Les Autres
pc: 6
characters:
  - name: Druide
    style: agile
    classes: [druide]
    equipment: [baton, parchemin-rayon-de-lumiere]
    spells: [poison, eclair]
    specialty: langage-animal
  - name: Barbare
    style: puissant
    classes: [barbare]
    equipment: [arme-a-deux-mains, parchemin-boule-de-feu, parchemin-eclair]
  - name: Barde
    style: agile
    classes: [barde]
    equipment: [dague]
`) as Record<string, unknown>, {}).band!;
    // The spells that deal PV with dice of their own are attacks too (a matchup left the druid's éclair out).
    expect(attacks(other, { name: 'Druide', path: ['characters', 0] })).toStrictEqual([
      { name: 'melee', label: 'Bâton', options: { weapon: 'melee' } },
      { name: 'eclair', label: 'Eclair', options: { spell: 'eclair' } },
    ]);
    expect(attacks(other, { name: 'Barbare', path: ['characters', 1] })).toStrictEqual([{ name: 'melee', label: 'Arme à deux mains', options: { weapon: 'melee' } }]);
    expect(attacks(other, { name: 'Barde', path: ['characters', 2] })).toStrictEqual([{ name: 'melee', label: 'Dague', options: { weapon: 'melee' } }]);
  });

  it('a fighter: his melee weapon, then his ranged one; a ranged weapon alone; no weapon, no attack', () => {
    expect(attacks(band(), { name: 'Garde', path: ['characters', 1] })).toStrictEqual([
      { name: 'melee', label: 'Arme à une main', options: { weapon: 'melee' } },
      { name: 'ranged', label: 'Arc', options: { weapon: 'ranged' } },
    ]);
    expect(attacks(band(), { name: 'Frondeur', path: ['characters', 3] })).toStrictEqual([{ name: 'ranged', label: 'Couteaux de lancer', options: { weapon: 'ranged' } }]);
    expect(attacks(band(), { name: 'Nu', path: ['characters', 2] })).toStrictEqual([]);
  });

  it('a path to no character: no attack', () => {
    expect(attacks(band(), { name: 'Personne', path: ['characters', 4] })).toStrictEqual([]);
  });
});

describe('where a characteristic comes from', () => {
  it('DEX: each class bonus, then the equipment\'s ("Plaque … DEX -1", "Écu … DEX -1")', () => {
    expect(statParts(character(1), 'DEX')).toStrictEqual([
      { label: 'Archer', value: 1 },
      { label: 'Assassin', value: 2 },
      { label: 'Plaque', value: -1 },
      { label: 'Écu', value: -1 },
    ]);
  });

  it('another characteristic: the class bonuses only; none: an empty list', () => {
    expect(statParts(character(1), 'CON')).toStrictEqual([{ label: 'Archer', value: 1 }, { label: 'Chevalier', value: 2 }]);
    expect(statParts(character(1), 'FOR')).toStrictEqual([]);
    expect(extraParts(character(1), 'Tir')).toStrictEqual([{ label: 'Archer', value: 1 }]);
  });

  it('written as a sum: each term signed ("+0" for nought), "-" for none', () => {
    expect([signed(0), signed(2), signed(-1)]).toStrictEqual(['+0', '+2', '-1']);
    expect(describeParts(statParts(character(1), 'DEX'))).toBe('Archer +1, Assassin +2, Plaque -1, Écu -1');
    expect(describeParts([{ label: 'Général', value: 0 }])).toBe('Général +0');
    expect(describeParts([])).toBe('-');
  });
});
