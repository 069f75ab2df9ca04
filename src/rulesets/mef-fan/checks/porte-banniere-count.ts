// III.A "Le nombre devrait être fixé par les joueurs (par défaut : un seul porte-bannière)."
import { LIMITS } from '../limits.js';
import { roleCount } from './roles.js';

export const porteBanniereCount = roleCount('porte-banniere-count', 'porte-banniere', LIMITS.porteBanniere, 'mef-fan/too-many-porte-bannieres');
