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
}

export interface Defence {
  readonly armour: number;
  /** "la cible bénéficie d'une armure de +2 dans cette situation." */
  readonly cover: boolean;
  /** Current health: "Une figurine qui tombe à 0 points de santé est retirée du jeu immédiatement." */
  readonly health: number;
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
  /** "Valeur de dégâts sur la caractéristique - Armure de la cible = dommages infligés", never below 0. */
  readonly damage: number;
  readonly killed: boolean;
  /** Flammes and Poison at the end of the turn, when the target is still in play. */
  readonly endOfTurn: number;
  /** Eliminated now or by the end-of-turn damage. */
  readonly killedByEndOfTurn: boolean;
}

export function outcome(strike: Strike, defence: Defence, count: number): Outcome {
  const success = count >= strike.need;
  if (!success) return { success, gross: 0, damage: 0, killed: false, endOfTurn: 0, killedByEndOfTurn: false };
  const gross = strike.damage + (strike.plus ? count - strike.need : 0);
  const damage = Math.max(0, gross - effectiveArmour(strike, defence));
  const killed = damage >= defence.health;
  const endOfTurn = killed ? 0 : endOfTurnDamage(strike);
  return { success, gross, damage, killed, endOfTurn, killedByEndOfTurn: killed || damage + endOfTurn >= defence.health };
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
