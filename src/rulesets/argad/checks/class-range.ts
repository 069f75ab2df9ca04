// "CLASSE 1 : personnage non-combattant … CLASSE 5 : excellent (et rare) combattant."
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type ArgadCheck } from './types.js';

export const CLASS_MIN = 1;
export const CLASS_MAX = 5;

export const classRange: ArgadCheck = {
  id: 'class-range',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (c.class < CLASS_MIN || c.class > CLASS_MAX) report(error('argad/class-out-of-range', at(i, 'class'), { name: c.name, actual: c.class, limit: `${CLASS_MIN}–${CLASS_MAX}` }));
    });
  },
};
