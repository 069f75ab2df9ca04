// "Une classe coûte un PC et un personnage pourra avoir trois classes au maximum"; "Une figurine n'ayant pas de Classe ne jouera pas."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type FfCheck } from './types.js';

export const MAX_CLASSES = 3;

export const classCount: FfCheck = {
  id: 'class-count',
  reads: ['classes'],
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      const actual = c.classes.length;
      if (actual === 0) report(error('ff/no-class', at(i, 'classes'), { name: c.name, limit: 1, actual }));
      if (actual > MAX_CLASSES) report(error('ff/too-many-classes', at(i, 'classes', c.classes[MAX_CLASSES]!.index), { name: c.name, limit: MAX_CLASSES, actual }));
    });
  },
};
