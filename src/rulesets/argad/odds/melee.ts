// Rulebook "La mêlée", "Résultat de la mêlée": "On touche (tue) l'adversaire si le résultat (dé + bonus-malus) est
// plus grand que sa classe. Si le résultat est égal à sa classe, il ou elle recule … Si le résultat est plus petit
// que sa classe, c'est raté. Un jet de dé naturel de 1 en mêlée est toujours raté … Un triple 6 naturel (donc un 8
// naturel) touche toujours en mêlée même s'il y a des malus. Si le personnage porte une protection plus grande que
// sa classe … il faut que le résultat soit aussi plus grand que cette armure, sinon ce personnage recule."
import { map, probability, type Dist } from '../../../core/dice/distribution.js';
import { chainDist } from './chain.js';

export type BlowResult = 'kill' | 'ko' | 'recoil' | 'miss';

export interface Striker {
  readonly die: number;
  readonly modifier: number;
  /** Bare hands: a touch knocks out instead of killing, except on a triple maximum. */
  readonly bareHands: boolean;
}

export interface Struck {
  readonly class: number;
  readonly armour: number;
}

/** "Un triple 6 naturel": the die's maximum three times in a row, 8 on a D6. */
export const tripleMaximum = (die: number): number => die + 2;

export function blowResult(natural: number, striker: Striker, target: Struck): BlowResult {
  if (natural === 1) return 'miss';
  if (natural >= tripleMaximum(striker.die)) return 'kill';
  const result = natural + striker.modifier;
  if (result > Math.max(target.class, target.armour)) return striker.bareHands ? 'ko' : 'kill';
  if (result >= target.class) return 'recoil';
  return 'miss';
}

export const touches = (r: BlowResult): boolean => r === 'kill' || r === 'ko';

/** Final natural value of one blow: a maximum that does not touch is rerolled (it can only improve the blow). */
export function blowNaturals(striker: Striker, target: Struck): Dist {
  return chainDist(striker.die, (natural) => !touches(blowResult(natural, striker, target)));
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
