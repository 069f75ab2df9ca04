// Figures are addressed as FILE#Name by simulate-attack, so two figures cannot share a name (accents and case ignored).
import { error } from '../../../core/diagnostics.js';
import { toId } from '../../../core/names.js';
import { at, type FgCheck } from './types.js';

export const figureNames: FgCheck = {
  id: 'figure-names',
  run({ band, report }) {
    const seen = new Map<string, string>();
    band.figures.forEach((f, i) => {
      const key = toId(f.name);
      const first = seen.get(key);
      if (first !== undefined) report(error('frostgrave/duplicate-name', at(i, 'name'), { actual: f.name, first }));
      else seen.set(key, f.name);
    });
  },
};
