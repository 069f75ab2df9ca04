// Rulebook "La mêlée", "Résultat de la mêlée": "On touche (tue) l'adversaire si le résultat (dé + bonus-malus) est
// plus grand que sa classe. Si le résultat est égal à sa classe, il ou elle recule … Si le résultat est plus petit
// que sa classe, c'est raté. Un jet de dé naturel de 1 en mêlée est toujours raté … Un triple 6 naturel (donc un 8
// naturel) touche toujours en mêlée même s'il y a des malus. Si le personnage porte une protection plus grande que
// sa classe … il faut que le résultat soit aussi plus grand que cette armure, sinon ce personnage recule."
import { combine, map, probability, type Dist } from '../../../core/dice/distribution.js';
import { chainDist, chainFrom } from './chain.js';

export type BlowResult = 'kill' | 'ko' | 'recoil' | 'miss';

export interface Striker {
  readonly die: number;
  readonly modifier: number;
  /** Bare hands: a touch knocks out instead of killing, except on a triple maximum. */
  readonly bareHands: boolean;
  /** Several dice at one enemy (several strikers, a bretteur's two blows); one die when absent. */
  readonly strike?: Strike;
}

/**
 * Dice thrown at one enemy: `group`, several strikers together ("frappent un même ennemi en mêlée, deux dés qui font
 * chacun 6 naturel comptent comme un 6 et un 7"), § b unless `severalSixes` is false (en désordre: one 6 rerolled);
 * `independent`, a bretteur's blows, each die with its own rerolls. The best die decides.
 */
export interface Strike {
  readonly dice: number;
  readonly mode: 'group' | 'independent';
  readonly severalSixes: boolean;
}

export interface Struck {
  readonly class: number;
  readonly armour: number;
  /** The ranks rule (optional): a recoil is ignored, the one struck stays in place (and strikes in a duel). */
  readonly holds?: boolean;
}

/** "Un triple 6 naturel": the die's maximum three times in a row, 8 on a D6. */
export const tripleMaximum = (die: number): number => die + 2;

export function blowResult(natural: number, striker: Striker, target: Struck): BlowResult {
  if (natural === 1) return 'miss';
  if (natural >= tripleMaximum(striker.die)) return 'kill';
  const result = natural + striker.modifier;
  if (result > Math.max(target.class, target.armour)) return striker.bareHands ? 'ko' : 'kill';
  if (result >= target.class) return target.holds ? 'miss' : 'recoil';
  return 'miss';
}

export const touches = (r: BlowResult): boolean => r === 'kill' || r === 'ko';

const choose = (n: number, k: number): number => {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
};

/**
 * Final natural value of the best die: a maximum that does not touch is rerolled (it can only improve the blow). For
 * a group: `m` maxima count as s, s+1 … s+m−1 (§ b), the highest is rerolled while it does not touch; the others, below
 * the maximum, cannot beat it. Without a maximum the best die is the highest face.
 */
export function blowNaturals(striker: Striker, target: Struck): Dist {
  const reroll = (natural: number) => !touches(blowResult(natural, striker, target));
  const one = chainDist(striker.die, reroll);
  const k = striker.strike;
  // Stryker disable next-line ConditionalExpression,EqualityOperator: one die thrown as a group of one is the same chain: its one maximum counts as the maximum and is rerolled while not enough
  if (!k || k.dice <= 1) return one;
  if (k.mode === 'independent') {
    let best = one;
    for (let i = 1; i < k.dice; i++) best = combine(best, one, Math.max);
    return best;
  }
  const s = striker.die;
  const out = new Map<number, number>();
  const add = (value: number, p: number) => out.set(value, (out.get(value) ?? 0) + p);
  for (let m = 0; m <= k.dice; m++) {
    const rest = k.dice - m;
    const pm = choose(k.dice, m) * (1 / s) ** m;
    if (m === 0) {
      for (let f = 1; f < s; f++) add(f, pm * ((f / s) ** rest - ((f - 1) / s) ** rest));
      continue;
    }
    const pRest = ((s - 1) / s) ** rest;
    const top = k.severalSixes ? s + m - 1 : s;
    for (const [value, p] of chainFrom(top, s, reroll)) add(value, pm * pRest * p);
  }
  return out;
}

export interface BlowOdds {
  readonly kill: number;
  readonly ko: number;
  readonly recoil: number;
  readonly miss: number;
}

const CODE: Record<BlowResult, number> = { kill: 0, ko: 1, recoil: 2, miss: 3 };

export function blowOdds(striker: Striker, target: Struck): BlowOdds {
  const results = map(blowNaturals(striker, target), (n) => CODE[blowResult(n, striker, target)]);
  const p = (r: BlowResult) => probability(results, (v) => v === CODE[r]);
  return { kill: p('kill'), ko: p('ko'), recoil: p('recoil'), miss: p('miss') };
}
