// III.A "Il ne peut, en tout état de cause, y avoir qu'un seul général par armée."
import { LIMITS } from '../limits.js';
import { roleCount } from './roles.js';

export const generalUnique = roleCount('general-unique', 'general', () => LIMITS.general, 'mef-fan/too-many-generals');
