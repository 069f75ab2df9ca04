/**
 * Independent brute force for the odds tests: every outcome of n d6, equally likely, read with the rulebook's
 * sentences written out again here (not imported from the implementation).
 */

/** Calls `visit` with each of the 6^n rolls of n dice (one reused array: copy it to keep it). */
export function forEachRoll(n: number, visit: (faces: readonly number[]) => void): number {
  const total = 6 ** n;
  const faces = new Array<number>(n);
  for (let index = 0; index < total; index++) {
    let rest = index;
    for (let i = 0; i < n; i++) {
      faces[i] = (rest % 6) + 1;
      rest = Math.floor(rest / 6);
    }
    visit(faces);
  }
  return total;
}

/** §1.1: "malus de -1 … 5+, malus de -2 ou pire … 6. bonus de +1 … 3+ … bonus de +2 ou mieux … 2+", else 4+. */
export function faceFor(total: number): number {
  if (total <= -2) return 6;
  if (total === -1) return 5;
  if (total === 0) return 4;
  if (total === 1) return 3;
  return 2;
}

export interface BruteCase {
  readonly dice: number;
  readonly face: number;
  readonly need: number;
  readonly damage: number;
  readonly plus: boolean;
  readonly armour: number;
  readonly cover: boolean;
  readonly gel: boolean;
  readonly health: number;
  readonly flammes: number;
  readonly poison: number;
  /** Manger les enfants: eliminated when its Santé is below the attacker's. */
  readonly devour?: boolean;
  readonly attackerHealth?: number;
  /** The push ends in a collision: 1 more damage, armour ignored, unless already eliminated. */
  readonly collision?: boolean;
  /** Tir (X) beyond its range: every roll fails. */
  readonly outOfRange?: boolean;
  readonly maxHealth?: number;
  readonly regeneration?: number;
  /** Régénération heals before the burns. */
  readonly regenerationFirst?: boolean;
}

export function bruteAttack(c: BruteCase) {
  const w = 1 / 6 ** c.dice;
  let pSuccess = 0;
  let pKill = 0;
  let pKillEnd = 0;
  const damage = new Map<number, number>();
  forEachRoll(c.dice, (roll) => {
    const hits = roll.filter((f) => f >= c.face).length;
    let dealt = 0;
    if (hits >= c.need && !c.outOfRange) {
      pSuccess += w;
      let santé = c.health;
      if (c.devour && c.health < (c.attackerHealth ?? 0)) {
        santé = 0;
        dealt = c.health;
      } else {
        const raw = c.damage + (c.plus ? hits - c.need : 0);
        const armour = c.gel ? 0 : c.armour + (c.cover ? 2 : 0);
        dealt = Math.max(0, raw - armour);
        santé -= dealt;
        if (c.collision && santé > 0) {
          santé -= 1;
          dealt += 1;
        }
      }
      if (santé <= 0) pKill += w;
      else {
        // End of the turn: flames, one poison token, and Régénération before them under the house rule.
        if (c.regenerationFirst && (c.flammes > 0 || c.poison > 0)) santé = Math.min(c.maxHealth ?? c.health, santé + (c.regeneration ?? 0));
        santé -= c.flammes + (c.poison > 0 ? 1 : 0);
      }
      if (santé <= 0) pKillEnd += w;
    }
    // Issue 38 item 22: the Santé lost, not more than the target had.
    const lost = Math.min(dealt, c.health);
    damage.set(lost, (damage.get(lost) ?? 0) + w);
  });
  return { pSuccess, pKill, pKillEnd, damage };
}
