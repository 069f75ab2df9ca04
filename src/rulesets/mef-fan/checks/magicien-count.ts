// III.C "Par défaut, c'est un seul magicien, avec deux sorts (un seul sort en campagne)."
import { LIMITS } from '../limits.js';
import { roleCount } from './roles.js';

export const magicienCount = roleCount('magicien-count', 'magicien', LIMITS.magicien, 'mef-fan/too-many-magiciens');
