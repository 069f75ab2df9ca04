// III.C "Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en campagne)."
import { roleCount } from './roles.js';

export const magicienCount = roleCount('magicien-count', 'magicien', (band) => band.rules.magiciens, 'mef-fan/too-many-magiciens');
