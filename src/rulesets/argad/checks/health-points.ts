// "des personnages … peut supporter une blessure (on dit aussi "à deux points de vie") et à la première ne sera
// « que blessé »": one point of life, or two.
import { error } from '../../../core/diagnostics/diagnostics.js';
import { at, type ArgadCheck } from './types.js';

export const HEALTH_POINTS_MIN = 1;
export const HEALTH_POINTS_MAX = 2;

export const healthPoints: ArgadCheck = {
  id: 'health-points',
  run({ band, report }) {
    band.characters.forEach((c, i) => {
      if (c.healthPoints < HEALTH_POINTS_MIN || c.healthPoints > HEALTH_POINTS_MAX) report(error('argad/health-points', at(i, 'health_points'), { name: c.name, actual: c.healthPoints, limit: `${HEALTH_POINTS_MIN}–${HEALTH_POINTS_MAX}` }));
    });
  },
};
