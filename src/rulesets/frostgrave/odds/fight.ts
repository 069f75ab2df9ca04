/** A fight (Frostgrave "Combat"): each side rolls d20 + Fight; the higher wins; a tie, both deal damage. */
import type { Dist } from '../../../core/dice/distribution.js';
import { damageOf } from './damage.js';
import { accumulate, eachPair, PAIRS, SIDES, toDist } from './d20.js';

export interface Fighter {
  /** Everything added to this side's d20: Combat, declared modifier, support, treasure, wounded, the opponent's bâton. */
  readonly roll: number;
  /** Added to this side's score before the opponent's Armour is subtracted. */
  readonly damageMod: number;
  readonly armour: number;
}

export interface FightRules {
  /** Optional rule "coups critiques": a natural 20 wins and doubles the damage. */
  readonly crits: boolean;
}

export type Winner = 'attacker' | 'target' | 'both';

export interface FightOutcome {
  readonly attackerScore: number;
  readonly targetScore: number;
  readonly criticalAttacker: boolean;
  readonly criticalTarget: boolean;
  readonly winner: Winner;
  /** Dealt to the target. */
  readonly damage: number;
  /** Dealt to the attacker. */
  readonly damageTaken: number;
}

function winnerOf(attackerScore: number, targetScore: number, critA: boolean, critB: boolean): Winner {
  // "Il est possible que les deux figurines au combat obtiennent un coup critique, et toutes deux infligeront des dommages doublés"
  if (critA && critB) return 'both';
  // "elle gagne automatiquement le combat, même si le score final de son adversaire dépasse le sien"
  if (critA) return 'attacker';
  if (critB) return 'target';
  return attackerScore > targetScore ? 'attacker' : attackerScore < targetScore ? 'target' : 'both';
}

/** One fight with the dice rolled at the table. */
export function resolveFight(attacker: Fighter, target: Fighter, dieA: number, dieB: number, rules: FightRules): FightOutcome {
  const attackerScore = dieA + attacker.roll;
  const targetScore = dieB + target.roll;
  const criticalAttacker = rules.crits && dieA === SIDES;
  const criticalTarget = rules.crits && dieB === SIDES;
  const winner = winnerOf(attackerScore, targetScore, criticalAttacker, criticalTarget);
  const damage = winner === 'target' ? 0 : damageOf(attackerScore, attacker.damageMod, target.armour, criticalAttacker);
  const damageTaken = winner === 'attacker' ? 0 : damageOf(targetScore, target.damageMod, attacker.armour, criticalTarget);
  return { attackerScore, targetScore, criticalAttacker, criticalTarget, winner, damage, damageTaken };
}

export interface FightOdds {
  readonly pWin: number;
  readonly pTie: number;
  readonly pLose: number;
  /** Damage dealt to the target, 0 included. */
  readonly damage: Dist;
  /** Damage dealt to the attacker, 0 included. */
  readonly damageTaken: Dist;
}

/** Exact odds: every pair of d20s. */
export function fightOdds(attacker: Fighter, target: Fighter, rules: FightRules): FightOdds {
  const winners = new Map<Winner, number>();
  const damage = new Map<number, number>();
  const damageTaken = new Map<number, number>();
  eachPair((a, b) => {
    const outcome = resolveFight(attacker, target, a, b, rules);
    winners.set(outcome.winner, (winners.get(outcome.winner) ?? 0) + 1);
    accumulate(damage, outcome.damage);
    accumulate(damageTaken, outcome.damageTaken);
  });
  const p = (w: Winner) => (winners.get(w) ?? 0) / PAIRS;
  return { pWin: p('attacker'), pTie: p('both'), pLose: p('target'), damage: toDist(damage, PAIRS), damageTaken: toDist(damageTaken, PAIRS) };
}
