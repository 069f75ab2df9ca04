// "Si la Santé de la figurine descend à 0 ou en deçà … elle est éliminée": a figure starts with Santé 1 or more.
// Mouvement and Armure below 0 have no meaning in the rules (docs/rules-notes.md).
import { error } from '../../../core/diagnostics/diagnostics.js';
import type { FgFigure } from '../band.js';
import { at, type FgCheck } from './types.js';

/** `name`: the excerpt's name of the stat, shown in messages (JSON keeps `stat`). */
export const STAT_MINIMUMS: readonly { readonly stat: keyof FgFigure & ('health' | 'move' | 'armour'); readonly name: string; readonly min: number }[] = [
  { stat: 'move', name: 'Mouvement', min: 0 },
  { stat: 'armour', name: 'Armure', min: 0 },
  { stat: 'health', name: 'Santé', min: 1 },
];

export const statLine: FgCheck = {
  id: 'stat-line',
  run({ band, report }) {
    band.figures.forEach((f, i) => {
      for (const { stat, name, min } of STAT_MINIMUMS) {
        if (f[stat] < min) report(error('frostgrave/stat-too-low', at(i, stat), { name: f.name, stat, limit: min, actual: f[stat] }, { stat: name }));
      }
    });
  },
};
