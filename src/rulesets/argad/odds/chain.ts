// "La règle des plusieurs 6", § a: "un 6 naturel … obtenu seul, qui ne suffit pas pour toucher, peut être relancé :
// un nouveau résultat 6 naturel devient alors un 7 naturel. Si 7 est encore insuffisant, on peut encore le relancer
// …, il devient alors 8, etc." A failed reroll leaves the die as it was. Creatures with another die follow the rule
// "avec le maximum naturel de leur dé particulier".
import type { Dist } from '../../../core/dice/distribution.js';

/** Rerolls never go past this many maximums in a row (a need beyond it is unreachable for the tables). */
export const MAX_CHAIN = 12;

/**
 * Distribution of the final natural value of one die of `sides` faces, where a die showing its maximum (or more,
 * after rerolls) is rerolled while `reroll(value)` says the value is not enough.
 */
export function chainDist(sides: number, reroll: (natural: number) => boolean): Dist {
  const out = new Map<number, number>();
  for (let face = 1; face < sides; face++) out.set(face, 1 / sides);
  for (const [value, p] of chainFrom(sides, sides, reroll)) out.set(value, (out.get(value) ?? 0) + p / sides);
  return out;
}

/** Distribution of the final value of a die already at `start` (a maximum, or more after § b), rerolled while not enough. */
export function chainFrom(start: number, sides: number, reroll: (natural: number) => boolean): Dist {
  const out = new Map<number, number>();
  let value = start;
  let p = 1;
  while (reroll(value) && value < sides + MAX_CHAIN) {
    out.set(value, (out.get(value) ?? 0) + (p * (sides - 1)) / sides);
    p /= sides;
    value += 1;
  }
  out.set(value, (out.get(value) ?? 0) + p);
  return out;
}

/**
 * A die rolled at the table: `faces[0]`, then rerolls while the value is at least the maximum and `reroll` says it is
 * not enough. A reroll that is not a maximum leaves the value as it was and ends the chain. `open`: another reroll is
 * allowed but was not given.
 */
export function followChain(faces: readonly number[], sides: number, reroll: (natural: number) => boolean): { natural: number; used: number; open: boolean } {
  let natural = faces[0]!;
  let used = 1;
  while (natural >= sides && reroll(natural)) {
    if (used === faces.length) return { natural, used, open: true };
    const face = faces[used]!;
    used += 1;
    if (face !== sides) break;
    natural += 1;
  }
  return { natural, used, open: false };
}
