/** `print` cards: one per character line, the shooting table and its armour maluses in the rulebook's words. */
import { describe, expect, it } from 'vitest';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band } from './helpers.js';

describe('cards', () => {
  const troop = band(`
ruleset: argad
name: Cards
characters:
  - { name: Yann, class: 5, armour: '5*', melee: longue, role: chef, mounted: cavalier, health_points: 2, skills: [charisme] }
  - { name: Archers, count: 6, class: 3, armour: legere, melee: courte, ranged: arc }
  - { name: Pistolier, class: 4, armour: 4, melee: courte, ranged: pistolet }
`);
  const cards = ruleset.cards(troop, ruleset.derive(troop));
  const field = (i: number, name: string) => cards[i]!.fields?.find(([k]) => k === name)?.[1];

  it('one card per line, the count in the title', () => {
    expect(cards.map((c) => c.title)).toEqual(['Yann', 'Archers (6)', 'Pistolier']);
    expect(cards[0]!.subtitle).toBe('Classe 5 · armure 5* · Chef · Cavalier');
    expect(field(0, 'Points de vie')).toBe(2);
    expect(field(1, 'Coût')).toBe('3 × 6 = 18');
  });

  it('the shooting table and the armour maluses', () => {
    expect(field(1, 'Tir')).toBe('arc simple européen : 5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.)');
    expect(cards[1]!.text).toBe('efficace à pied, tire immobile ; −1 contre armure 4 ; −2 contre armure 5');
    expect(cards[2]!.text).toContain('−1 contre armure 4 ou 5 (10-20 cm)');
  });
});
