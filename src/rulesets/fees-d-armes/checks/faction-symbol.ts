// "Chaque figurine dispose sur sa carte d'au moins un symbole de faction."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FeesCheck } from './types.js';

export const factionSymbol: FeesCheck = {
  id: 'faction-symbol',
  run({ band, report }) {
    band.figures.forEach((f, i) => {
      if (f.factions.length === 0) report(error('fees/no-faction', at(i, 'factions'), { name: f.name, limit: 1, actual: 0 }));
    });
  },
};
