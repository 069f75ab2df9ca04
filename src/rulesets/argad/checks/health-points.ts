// "des personnages … peut supporter une blessure (on dit aussi "à deux points de vie") et à la première ne sera
// « que blessé »": one point of life, or two.
import { error } from '../../../core/diagnostics.js';
import { at, type ArgadCheck } from './types.js';

export const healthPoints: ArgadCheck = {
  id: 'health-points',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (c.healthPoints < 1 || c.healthPoints > 2) report(error('argad/health-points', at(i, 'health_points'), { name: c.name, actual: c.healthPoints, limit: '1–2' }));
    });
  },
};
