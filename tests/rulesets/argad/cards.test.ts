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
  const line = (i: number, start: string) => cards[i]!.lines?.find((l) => l.label.startsWith(start))?.text;

  it('one card per line, the count beside the title, figures and points de vie to tick', () => {
    expect(cards.map((c) => [c.title, c.count])).toEqual([['Yann', undefined], ['Archers', 6], ['Pistolier', undefined]]);
    expect(cards[0]!.subtitle).toBe('Chef · Cavalier');
    expect(cards[0]!.stats![0]!.map((s) => `${s.label} ${s.value}`)).toEqual(['Classe 5', 'Armure 5*', 'Santé 5', 'Moral 5', 'Dé D6']);
    expect(cards[0]!.tracks).toEqual([{ label: 'Points de vie', boxes: 2 }]);
    expect(cards[1]!.tracks).toEqual([{ label: 'Figurines', boxes: 6 }, { label: 'Points de vie (chacun)', boxes: 1 }]);
    expect(cards[1]!.cost).toBe('3 × 6 = 18 pts');
    expect(cards[0]!.rules![0]!.title).toMatch(/^Charisme/);
  });

  it('the shooting table and the armour maluses', () => {
    expect(line(1, 'Arc simple')).toBe('5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.) ; −1 contre armure 4 ; −2 contre armure 5 ; efficace à pied, tire immobile');
    expect(line(2, 'Pistolet')).toContain('−1 contre armure 4 ou 5 (10-20 cm)');
  });

  it('a weapon by name says its length; a heavy tool has no malus, a fourche has one', () => {
    const named = band(`
ruleset: argad
name: Named
characters:
  - { name: Hallebardier, class: 3, armour: legere, melee: hallebarde, role: chef }
  - { name: Bûcheron, class: 2, armour: legere, melee: tronçonneuse }
  - { name: Paysan, class: 2, armour: legere, melee: fourche }
`);
    const c = ruleset.cards(named, ruleset.derive(named));
    expect(c[0]!.lines![0]).toEqual({ label: 'Hallebarde', text: 'mêlée, arme longue' });
    expect(c[1]!.lines![0]).toEqual({ label: 'Tronçonneuse', text: 'mêlée, arme courte' });
    expect(c[2]!.lines![0]).toEqual({ label: 'Fourche', text: 'mêlée, arme semi-longue, −1 pour frapper' });
  });
});
