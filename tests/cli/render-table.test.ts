/** Narrow terminals: a wide table is split into tables of columns (name repeated), stacked only as a last resort. */
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { renderView } from '../../src/cli/render.js';
import type { View } from '../../src/core/ruleset/view.js';

const STATS = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép', 'PV', 'Tra', 'Com', 'Mêl', 'Tir', 'CA'];
const profile: View = [
  {
    kind: 'table',
    columns: ['name', 'style', 'rank', ...STATS],
    rows: [
      ['Tom le savetier', 'Puissant', 'Aventurier', '0', '+2', '+1', '0', '0', '0', 6, 11, 2, 0, 2, 0, 6],
      ['Mains-Noires', 'Puissant', 'Héros', '-1', '+3', '+3', '0', '0', '0', 6, 19, 0, 0, 4, -1, 9],
    ],
  },
];
const widest = (text: string) => Math.max(...text.split('\n').map((l) => stringWidth(l)));

describe('tables at the terminal width', () => {
  it('keep one table when it fits', () => expect(renderView(profile, false, 120).split('\n')).toHaveLength(3));

  it.each([80, 60])('split into tables of whole columns at %i columns, the name in each', (room) => {
    const text = renderView(profile, false, room);
    expect(widest(text)).toBeLessThanOrEqual(room);
    const tables = text.split('\n\n');
    expect(tables.length).toBe(2);
    for (const table of tables) expect(table.split('\n').map((l) => l.split(/\s{2,}/)[0])).toEqual(['name', 'Tom le savetier', 'Mains-Noires']);
    expect(text).not.toContain(': ');
  });

  it('split evenly: the six characteristics, then the secondary ones', () => {
    const [first, second] = renderView(profile, false, 80).split('\n\n');
    expect(first!.split('\n')[0]).toMatch(/CHA$/);
    expect(second!.split('\n')[0]).toMatch(/^name\s+Dép/);
  });

  it('stack a row as `column: value` lines only when one column beside the name cannot fit', () => {
    const text = renderView([{ kind: 'table', columns: ['name', 'text'], rows: [['A long name of a member', 'x'.repeat(30)]] }], false, 20);
    expect(widest(text)).toBeLessThanOrEqual(20);
    expect(text).toMatch(/^ {2}text:$/m);
  });

  it('split a table whose cells would wrap onto three lines', () => {
    const tir = [{ kind: 'table', columns: ['name', 'role', 'figures', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie'], rows: [['Danseurs de guerre', 'troupe', 4, '3 Bond', '3', '1 très courte limitées', 1, 3, 1]] }] as View;
    expect(renderView(tir, false, 80).split('\n')[2]).toMatch(/^\s+limitées$/); // two lines: wrapped in place
    const text = renderView(tir, false, 70);
    expect(text).toContain('1 très courte limitées');
    expect(text.split('\n\n')).toHaveLength(2);
  });

  it('keep a pair label whole when the values are short', () => {
    const text = renderView([{ kind: 'pairs', items: [['pièces de fer (spent / budget)', '9 / 9'], ['PA per round', 7]] }], false, 60);
    expect(text.split('\n')[0]).toBe('pièces de fer (spent / budget)  9 / 9');
  });
});
