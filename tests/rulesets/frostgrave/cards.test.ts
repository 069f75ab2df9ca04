import { describe, expect, it } from 'vitest';
import type { FgFigure } from '../../../src/rulesets/frostgrave/band.js';
import { cards, sheet } from '../../../src/rulesets/frostgrave/cards.js';
import { WEAPONS } from '../../../src/rulesets/frostgrave/catalogue.js';
import { derive } from '../../../src/rulesets/frostgrave/derive.js';
import { view } from '../../../src/rulesets/frostgrave/view.js';

const weapon = (id: string) => WEAPONS.find((w) => w.id === id)!;
const figure = (extra: Partial<FgFigure>): FgFigure => ({
  name: 'F', type: 'soldat', move: 6, fight: 2, shoot: 1, armour: 10, will: 0, health: 10, weapon: weapon('arme-de-base'), fight_mod: 0, shoot_mod: 0, damage_mod: 0, ...extra,
});
/** An archer with every modifier declared, and a figure of an unknown type (already reported by parse). */
const band = {
  name: 'B',
  figures: [
    figure({ name: 'Osric', weapon: weapon('arc'), fight_mod: 1, shoot_mod: -1, damage_mod: 2, will: -1 }),
    figure({ name: 'X', type: null, health: 8 }),
  ],
};

describe('Frostgrave cards and roster', () => {
  it('a card: type and weapon, the shot with its damage, the declared modifiers in order', () => {
    const [osric, x] = cards(band, derive(band), 'fr');
    expect(osric).toEqual({
      kind: 'Figurine',
      title: 'Osric',
      subtitle: 'Soldat · Arc',
      stats: [
        [{ label: 'Mouvement', value: 6 }, { label: 'Combat', value: '+2' }, { label: 'Tir', value: '+1' }],
        [{ label: 'Armure', value: 10 }, { label: 'Volonté', value: '-1' }, { label: 'Santé', value: 10 }],
      ],
      tracks: [{ label: 'Santé', boxes: 10 }],
      lines: [
        { label: 'Au combat', text: 'D20+3, dommages +2' },
        { label: 'Au tir', text: 'D20+0, dommages +2' },
        { label: 'Arc', text: 'Tir, portée 24".' },
        { label: 'Modificateurs déclarés', text: 'Combat +1, Tir -1, dommages +2' },
      ],
    });
    expect(x!.subtitle).toBe('Arme de base');
    expect(x!.lines!.map((l) => l.label)).toEqual(['Au combat', 'Arme de base']);
  });

  it('the roster page: counts, figures and Santé, then a row per figure (an unknown type as -)', () => {
    expect(sheet(band, derive(band), 'en')).toEqual([
      { kind: 'heading', text: 'B (Frostgrave)' },
      { kind: 'pairs', items: [['mage / apprenti / soldats', '0 / 0 / 1'], ['figures', 2], ['Santé (total)', 18]] },
      {
        kind: 'table',
        columns: ['name', 'type', 'Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé', 'weapon', 'In a fight', 'Shooting'],
        rows: [
          ['Osric', 'Soldat', 6, '+2', '+1', 10, '-1', 10, 'arc', 'D20+3, dommages +2', 'D20+0, dommages +2'],
          ['X', '-', 6, '+2', '+1', 10, '+0', 8, 'arme de base', 'D20+2, dommages +0', '-'],
        ],
      },
    ]);
    expect((sheet(band, derive(band), 'fr')[1] as unknown as { items: unknown[] }).items[1]).toEqual(['figurines', 2]);
  });

  it('show: a row per figure, the shot with its damage, an unknown type as -', () => {
    expect(view(derive(band), 'fr')).toEqual([
      { kind: 'heading', text: 'B (Frostgrave)' },
      { kind: 'pairs', items: [['mage / apprenti / soldats', '0 / 0 / 1']] },
      {
        kind: 'table',
        columns: ['nom', 'type', 'Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé', 'arme', 'au combat', 'au tir'],
        rows: [
          ['Osric', 'soldat', 6, '+2', '+1', 10, '-1', 10, 'arc', 'd20+3, dommages +2', 'd20+0, dommages +2'],
          ['X', '-', 6, '+2', '+1', 10, '+0', 8, 'arme de base', 'd20+2, dommages +0', '-'],
        ],
      },
    ]);
  });
});
