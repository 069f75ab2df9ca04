/** What an attack is set up from, shared by the model (attack.ts) and its view (attack-view.ts): each roll's parts. */
import type { Fighter } from './fight.js';
import type { Shooter, ShotTarget } from './shooting.js';
import type { Part } from './sides.js';

export interface MeleeSetup {
  readonly attackerRoll: readonly Part[];
  readonly targetRoll: readonly Part[];
  readonly attacker: Fighter;
  readonly target: Fighter;
}

export interface RangedSetup {
  readonly attackerRoll: readonly Part[];
  readonly targetRoll: readonly Part[];
  readonly shooter: Shooter;
  readonly target: ShotTarget;
}
