// III.A "De même pour les magiciens, soigneurs ou mécaniciens … Un seul par armée" (docs/rules-notes.md).
import { roleCount } from './roles.js';

export const guerisseurCount = roleCount('guerisseur-count', 'guerisseur', (band) => band.rules.guerisseurs, 'mef-fan/too-many-guerisseurs');
