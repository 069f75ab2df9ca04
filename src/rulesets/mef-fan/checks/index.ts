/** Every limit of the rulebook, one check each. */
import { budget } from './budget.js';
import { characterSingle } from './character-single.js';
import { characteristicRange } from './characteristic-range.js';
import { defInvulnerable } from './def-invulnerable.js';
import { generalUnique } from './general-unique.js';
import { guerisseurCount } from './guerisseur-count.js';
import { magicienCount } from './magicien-count.js';
import { menMinimum } from './men-minimum.js';
import { porteBanniereCount } from './porte-banniere-count.js';
import { spellCount } from './spell-count.js';
import { spellUnique } from './spell-unique.js';
import { spellsMagicien } from './spells-magicien.js';
import type { MefCheck } from './types.js';
import { vieRange } from './vie-range.js';

export const checks: readonly MefCheck[] = [
  budget,
  generalUnique,
  porteBanniereCount,
  magicienCount,
  guerisseurCount,
  characterSingle,
  spellsMagicien,
  spellCount,
  spellUnique,
  vieRange,
  characteristicRange,
  defInvulnerable,
  menMinimum,
];
