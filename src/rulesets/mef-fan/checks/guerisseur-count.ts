// III.A "De même pour les magiciens, soigneurs ou mécaniciens … Un seul par armée" (docs/rules-notes.md).
import { LIMITS } from '../limits.js';
import { roleCount } from './roles.js';

export const guerisseurCount = roleCount('guerisseur-count', 'guerisseur', LIMITS.guerisseur, 'mef-fan/too-many-guerisseurs');
