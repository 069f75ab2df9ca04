/**
 * One profile action against one target (§3.3.4), as pure functions of the number of successes: the exact odds mix
 * them over the binomial law of the pool; a concrete roll (`--dice`) reads one of them.
 */
import { constant, mean, mix, type Dist } from '../../../core/dice/distribution.js';
import { successes } from './pool.js';

export interface Strike {
  /** Successes needed. */
  readonly need: number;
  /** Base damage (0 for an action without Dégâts). */
  readonly damage: number;
  /** The "+": "pour chaque réussite additionnelle la cible subit automatiquement un dégât additionnel." */
  readonly plus: boolean;
  /** "Les attaques de gel ignorent automatiquement l'armure de leur cible." */
  readonly gel: boolean;
  /** Flammes (X): X damage ignoring armour at the end of the turn. */
  readonly flammes: number;
  /** Poison (X): X tokens; 1 damage ignoring armour at the end of each turn while a token is left. */
  readonly poison: number;
  /** Manger les enfants: "Si la cible a moins de santé que l'Ogre, elle est éliminée". */
  readonly devour: boolean;
  /** The attacker's current Santé, for `devour`. */
  readonly attackerHealth: number;
  /** `--collision`: the push ends against a figure or blocking terrain, "1 dégât qui ignore son armure". */
  readonly collision: boolean;
  /** Tir (X) at X cases or more: "Les tirs au-delà de cette portée échouent automatiquement". */
  readonly outOfRange: boolean;
}

export interface Defence {
  readonly armour: number;
  /** "la cible bénéficie d'une armure de +2 dans cette situation." */
  readonly cover: boolean;
  /** Current health: "Une figurine qui tombe à 0 points de santé est retirée du jeu immédiatement." */
  readonly health: number;
  /** The card's Santé: Régénération heals up to it. */
  readonly maxHealth: number;
  /** Régénération (X) of the target: "soigne automatiquement X points de santé à la fin de chaque tour". */
  readonly regeneration: number;
  /** House rule `regeneration-first`: it heals before the burns of the end of the turn. */
  readonly regenerationFirst: boolean;
}

export const COVER_ARMOUR = 2;

/** Armour that counts against the strike: Gel ignores all of it, cover's +2 included (docs/rules-notes.md). */
export const effectiveArmour = (strike: Strike, defence: Defence): number =>
  strike.gel ? 0 : defence.armour + (defence.cover ? COVER_ARMOUR : 0);

/** Damage of the end of this turn, ignoring armour: the flame tokens, and one poison token. */
export const endOfTurnDamage = (strike: Strike): number => strike.flammes + (strike.poison > 0 ? 1 : 0);

export interface Outcome {
  readonly success: boolean;
  /** Dégâts before armour. */
  readonly gross: number;
  /** "Valeur de dégâts sur la caractéristique - Armure de la cible = dommages infligés", from 0 to the target's Santé. */
  readonly damage: number;
  readonly killed: boolean;
  /** Flammes and Poison at the end of the turn, when the target is still in play. */
  readonly endOfTurn: number;
  /** Eliminated now or by the end-of-turn damage. */
  readonly killedByEndOfTurn: boolean;
}

/** Santé lost at the end of the turn: the burns, less what Régénération heals first under `regeneration-first`. */
function endOfTurnLoss(strike: Strike, defence: Defence, damage: number): number {
  const burns = endOfTurnDamage(strike);
  if (!defence.regenerationFirst) return burns;
  // Stryker disable next-line ConditionalExpression: with no burns the loss would be −healed ≤ 0, and killedByEndOfTurn (damage + loss ≥ health) is already false for a target not killed now
  if (burns === 0) return 0;
  const healed = Math.min(defence.regeneration, defence.maxHealth - (defence.health - damage));
  return burns - healed;
}

const FAILED: Outcome = { success: false, gross: 0, damage: 0, killed: false, endOfTurn: 0, killedByEndOfTurn: false };

export function outcome(strike: Strike, defence: Defence, count: number): Outcome {
  const success = count >= strike.need && !strike.outOfRange;
  if (!success) return FAILED;
  // Manger les enfants: eliminated, all its Santé lost at once (docs/rules-notes.md).
  if (strike.devour && defence.health < strike.attackerHealth) return { success, gross: defence.health, damage: defence.health, killed: true, endOfTurn: 0, killedByEndOfTurn: true };
  const gross = strike.damage + (strike.plus ? count - strike.need : 0);
  const dealt = Math.max(0, gross - effectiveArmour(strike, defence));
  // The push comes "APRES avoir calculé les dégâts": a figure already removed is not pushed.
  // Issue 38 item 22: the Santé lost, never more than the target has left (docs/json.md "expected damage").
  const damage = Math.min(defence.health, strike.collision && dealt < defence.health ? dealt + 1 : dealt);
  const killed = damage >= defence.health;
  const endOfTurn = killed ? 0 : endOfTurnDamage(strike);
  return { success, gross, damage, killed, endOfTurn, killedByEndOfTurn: killed || damage + endOfTurnLoss(strike, defence, damage) >= defence.health };
}

export interface AttackOdds {
  readonly p_success: number;
  /** Damage dealt now, after armour; 0 includes failures. */
  readonly damage: Dist;
  readonly expected_damage: number;
  readonly p_kill: number;
  /** Eliminated now or by Flammes and Poison at the end of the turn. */
  readonly p_kill_end_of_turn: number;
}

/** Exact odds of a strike rolled with `dice` dice succeeding on `face`+. */
export function attackOdds(strike: Strike, defence: Defence, dice: number, face: number): AttackOdds {
  const outcomes = [...successes(dice, face)].map(([count, p]) => [p, outcome(strike, defence, count)] as const);
  const damage = mix(outcomes.map(([p, o]) => [p, constant(o.damage)] as const));
  const chance = (test: (o: Outcome) => boolean) => outcomes.reduce((total, [p, o]) => total + (test(o) ? p : 0), 0);
  return {
    p_success: chance((o) => o.success),
    damage,
    expected_damage: mean(damage),
    p_kill: chance((o) => o.killed),
    p_kill_end_of_turn: chance((o) => o.killedByEndOfTurn),
  };
}
