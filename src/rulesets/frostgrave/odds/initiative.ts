/**
 * Initiative: "chaque joueur lance un dé. Le joueur obtenant le score le plus élevé sera le premier joueur … Les égalités
 * devront être relancées entre les joueurs concernés." The die is a d20, the game's only die (docs/rules-notes.md).
 */
import type { Rng } from '../../../core/ruleset.js';
import { SIDES } from './d20.js';

export interface InitiativeOdds {
  /** Each player's chance to play first: ties are re-rolled, so the order is fair. */
  readonly pFirst: number;
  /** The chance that the highest roll is shared, so the first player needs a re-roll. */
  readonly pTieForFirst: number;
  /** The chance that any two players roll the same, so some re-roll is needed to order everyone. */
  readonly pAnyTie: number;
}

export function initiativeOdds(players: number): InitiativeOdds {
  // P(a single player holds the highest value v) = players × (1/20) × ((v − 1)/20)^(players − 1)
  let pSingleTop = 0;
  for (let v = 1; v <= SIDES; v++) pSingleTop += (players / SIDES) * ((v - 1) / SIDES) ** (players - 1);
  let pDistinct = 1;
  for (let k = 0; k < players; k++) pDistinct *= (SIDES - k) / SIDES;
  return { pFirst: 1 / players, pTieForFirst: 1 - pSingleTop, pAnyTie: 1 - pDistinct };
}

export interface InitiativeThrow {
  readonly player: number;
  /** Every roll of this player: the first, then the re-rolls among tied players. */
  readonly rolls: readonly number[];
}

/** Rolls for players 1..n and orders them, re-rolling each tie among the players concerned. */
export function rollInitiative(players: number, rng: Rng): { readonly order: number[]; readonly throws: InitiativeThrow[] } {
  const rolls = new Map<number, number[]>(Array.from({ length: players }, (_, i) => [i + 1, []]));
  const order = (group: readonly number[]): number[] => {
    if (group.length <= 1) return [...group];
    const faces = new Map(group.map((player) => [player, rng.die(SIDES)]));
    for (const [player, face] of faces) rolls.get(player)!.push(face);
    const values = [...new Set(faces.values())].sort((a, b) => b - a);
    return values.flatMap((value) => order(group.filter((player) => faces.get(player) === value)));
  };
  const result = order([...rolls.keys()]);
  return { order: result, throws: [...rolls].map(([player, list]) => ({ player, rolls: list })) };
}
