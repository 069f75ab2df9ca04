// "La règle des plusieurs 6", § b: "quand plusieurs personnes tirent en même temps sur une même cible …, deux dés qui
// font chacun 6 naturel comptent comme un 6 et un 7 naturels ; trois dés … comme un 6, un 7, et un 8 ; etc. Si c'est
// insuffisant pour toucher, un seul dé peut être encore relancé pour chercher à nouveau un 6 comme dans le paragraphe
// ci-dessus, etc." En désordre: "ne peuvent pas l'obtenir avec plusieurs dés" and only one 6 may be rerolled (§ a).
import { mix, repeat, type Dist } from '../../../core/dice/distribution.js';

export interface Volley {
  /** Dice thrown together at one target (shooters × shots). */
  readonly dice: number;
  readonly sides: number;
  /** The natural value a die needs: the table's number minus the modifiers. */
  readonly need: number;
  /** § b applies (false en désordre). */
  readonly severalSixes: boolean;
}

/** Encoding of a die's category, so that convolution counts maximums and other hits at once. */
const MAX = 1000;
export const MAX_DICE = MAX - 1;

/** After the throw: `maxima` dice at their maximum, `others` other dice that hit. */
export interface Throw {
  readonly maxima: number;
  readonly others: number;
}

/** Hits of a throw before any reroll, and the value a single rerolled die starts from when none of the maxima hit. */
export function throwHits(t: Throw, v: Volley): { hits: number; rerollFrom?: number } {
  if (t.maxima === 0) return { hits: t.others };
  const top = v.severalSixes ? v.sides + t.maxima - 1 : v.sides;
  const hitting = v.severalSixes ? Math.min(t.maxima, Math.max(0, top - v.need + 1)) : v.need <= v.sides ? t.maxima : 0;
  return hitting > 0 ? { hits: t.others + hitting } : { hits: t.others, rerollFrom: top };
}

/** Chance that a die rerolled from `from` reaches `need`: a maximum at each reroll. */
export const rerollReaches = (from: number, need: number, sides: number): number => (1 / sides) ** Math.max(0, need - from);

export function hitsDist(v: Volley): Dist {
  const die = new Map<number, number>();
  for (let face = 1; face <= v.sides; face++) {
    const code = face === v.sides ? MAX : face >= v.need ? 1 : 0;
    die.set(code, (die.get(code) ?? 0) + 1 / v.sides);
  }
  const parts: [number, Dist][] = [];
  for (const [code, p] of repeat(die, v.dice)) {
    const { hits, rerollFrom } = throwHits({ maxima: Math.floor(code / MAX), others: code % MAX }, v);
    if (rerollFrom === undefined) parts.push([p, new Map([[hits, 1]])]);
    else {
      const q = rerollReaches(rerollFrom, v.need, v.sides);
      parts.push([p, new Map([[hits, 1 - q], [hits + 1, q]])]);
    }
  }
  return mix(parts);
}
