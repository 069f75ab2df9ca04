/** A shot (Frostgrave "Tir"): d20 + Tir against the target's d20 + Combat + shooting modifiers; a hit only when strictly higher. */
import type { Dist } from '../../../core/dice/distribution.js';
import { damageOf } from './damage.js';
import { accumulate, eachPair, PAIRS, SIDES, toDist } from './d20.js';

export interface Shooter {
  /** Everything added to the shooter's d20: Tir, declared modifier, wounded. */
  readonly roll: number;
  readonly damageMod: number;
}

export interface ShotTarget {
  /** Everything added to the target's d20: Combat, declared modifier, treasure, wounded and the shooting modifiers. */
  readonly roll: number;
  readonly armour: number;
}

export interface ShotRules {
  /** "Lors d'une attaque à distance un coup critique touche automatiquement l'adversaire, quel que soit son score." */
  readonly crits: boolean;
}

export interface ShotOutcome {
  readonly attackerScore: number;
  readonly targetScore: number;
  readonly critical: boolean;
  readonly hit: boolean;
  readonly damage: number;
}

export function resolveShot(shooter: Shooter, target: ShotTarget, dieS: number, dieT: number, rules: ShotRules): ShotOutcome {
  const attackerScore = dieS + shooter.roll;
  const targetScore = dieT + target.roll;
  const critical = rules.crits && dieS === SIDES;
  // "Si le tireur a obtenu un score supérieur à sa cible, cette dernière est touchée … Sinon, le tir a raté."
  const hit = critical || attackerScore > targetScore;
  const damage = hit ? damageOf(attackerScore, shooter.damageMod, target.armour, critical) : 0;
  return { attackerScore, targetScore, critical, hit, damage };
}

export interface ShotOdds {
  readonly pHit: number;
  readonly pCritical: number;
  /** Damage dealt to the target, 0 included (misses and hits through the Armour). */
  readonly damage: Dist;
}

export function shotOdds(shooter: Shooter, target: ShotTarget, rules: ShotRules): ShotOdds {
  let hits = 0;
  let criticals = 0;
  const damage = new Map<number, number>();
  eachPair((s, t) => {
    const outcome = resolveShot(shooter, target, s, t, rules);
    if (outcome.hit) hits++;
    if (outcome.critical) criticals++;
    accumulate(damage, outcome.damage);
  });
  return { pHit: hits / PAIRS, pCritical: criticals / PAIRS, damage: toDist(damage, PAIRS) };
}
