// III.A "Le nombre devrait être fixé par les joueurs (par défaut : un seul porte-bannière)."
import { roleCount } from './roles.js';

export const porteBanniereCount = roleCount('porte-banniere-count', 'porte-banniere', (band) => band.rules.porteBannieres, 'mef-fan/too-many-porte-bannieres');
