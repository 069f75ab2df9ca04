/** Every limit of the rulebook, one check each. */
import { bandPc } from './band-pc.js';
import { bandSize } from './band-size.js';
import { campaignAwards } from './campaign-awards.js';
import { campaignLedger } from './campaign-ledger.js';
import { campaignPlayed } from './campaign-played.js';
import { classCount } from './class-count.js';
import { classUnique } from './class-unique.js';
import { equipmentSlots } from './equipment-slots.js';
import { ferBudget } from './fer-budget.js';
import { grimoireSpell } from './grimoire-spell.js';
import { potionRecords } from './potion-records.js';
import { grimoireUnique } from './grimoire-unique.js';
import { specialty } from './specialty.js';
import { spellCount } from './spell-count.js';
import { spellLevels } from './spell-levels.js';
import { spellUnique } from './spell-unique.js';
import { spellsCaster } from './spells-caster.js';
import { twoHanded } from './two-handed.js';
import type { FfCheck } from './types.js';
import { weaponRequired } from './weapon-required.js';

export const checks: readonly FfCheck[] = [
  classCount,
  classUnique,
  bandPc,
  bandSize,
  equipmentSlots,
  twoHanded,
  weaponRequired,
  grimoireUnique,
  ferBudget,
  spellsCaster,
  spellCount,
  grimoireSpell,
  spellLevels,
  spellUnique,
  specialty,
  campaignLedger,
  campaignPlayed,
  campaignAwards,
  potionRecords,
];
