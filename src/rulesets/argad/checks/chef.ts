// "Une troupe est commandée par un personnage de chef ou cheffe de troupe." A warning: the rulebook does not
// forbid playing without one, but classes 1–3 out of voice range of a chef are en désordre.
import { warning } from '../../../core/diagnostics.js';
import type { ArgadCheck } from './types.js';

export const chef: ArgadCheck = {
  id: 'chef',
  reads: ['role'],
  readsEveryMember: true,
  run({ band, report }) {
    if (band.characters.length > 0 && !band.characters.some((c) => c.role === 'chef')) report(warning('argad/no-chef', ['characters']));
  },
};
