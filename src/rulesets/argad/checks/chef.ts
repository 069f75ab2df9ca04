// "Une troupe est commandée par un personnage de chef ou cheffe de troupe." A warning: the rulebook does not
// forbid playing without one, but classes 1–3 out of voice range of a chef are en désordre. A troop with no character
// at all has no chef either: warned the same way, so that `build --new` says it (docs/rules-notes.md).
import { warning } from '../../../core/diagnostics/diagnostics.js';
import type { ArgadCheck } from './types.js';

export const chef: ArgadCheck = {
  id: 'chef',
  reads: ['role'],
  readsEveryMember: true,
  run({ band, report }) {
    if (!band.characters.some((c) => c.role === 'chef')) report(warning('argad/no-chef', ['characters']));
  },
};
