// "Durant cette phase, le premier joueur active son apprenti": at most one apprenti, who may be absent.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FgCheck } from './types.js';

export const MAX_APPRENTIS = 1;

export const apprentiCount: FgCheck = {
  id: 'apprenti-count',
  run({ band, report }) {
    const apprentis = band.figures.flatMap((f, i) => (f.type === 'apprenti' ? [i] : []));
    for (const i of apprentis.slice(MAX_APPRENTIS)) {
      report(error('frostgrave/too-many-apprentis', at(i, 'type'), { name: band.figures[i]!.name, limit: MAX_APPRENTIS, actual: apprentis.length }));
    }
  },
};
