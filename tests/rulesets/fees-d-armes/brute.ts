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
    if (hits >= c.need) {
      pSuccess += w;
      const raw = c.damage + (c.plus ? hits - c.need : 0);
      const armour = c.gel ? 0 : c.armour + (c.cover ? 2 : 0);
      dealt = Math.max(0, raw - armour);
      const later = c.flammes + (c.poison > 0 ? 1 : 0);
      if (dealt >= c.health) pKill += w;
      if (dealt + later >= c.health) pKillEnd += w;
    }
    damage.set(dealt, (damage.get(dealt) ?? 0) + w);
  });
  return { pSuccess, pKill, pKillEnd, damage };
}
