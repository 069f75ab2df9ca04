/**
 * Initiative: "chaque joueur lance un dé. Le joueur obtenant le score le plus élevé sera le premier joueur … Les égalités
 * devront être relancées entre les joueurs concernés." The die is a d20, the game's only die (docs/rules-notes.md).
 */
import type { Rng } from '../../../core/ruleset/ruleset.js';
import { SIDES } from './d20.js';

export interface InitiativeOdds {
  /** Each player's chance to play first: ties are re-rolled, so the order is fair. */
  readonly pFirst: number;
  /** The chance that the highest roll is shared, so the first player needs a re-roll. */
  readonly pTieForFirst: number;
  /** The chance that any two players roll the same, so some re-roll is needed to order everyone. */
  readonly pAnyTie: number;
}

/** Counted as integers over the 20^players throws (exact up to 12 players), divided once. */
export function initiativeOdds(players: number): InitiativeOdds {
  const throws = SIDES ** players;
  // Throws where one player alone holds the highest face v: players × (v − 1)^(players − 1).
  let singleTop = 0;
  for (let v = 1; v <= SIDES; v++) singleTop += players * (v - 1) ** (players - 1);
  let distinct = 1;
  for (let k = 0; k < players; k++) distinct *= SIDES - k;
  return { pFirst: 1 / players, pTieForFirst: (throws - singleTop) / throws, pAnyTie: (throws - distinct) / throws };
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
