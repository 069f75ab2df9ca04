// "Le ou les camps considérés comme vainqueurs obtiennent un nombre de trophées dépendant du nombre de scénario
// déjà joués": 0 → 1, 1 → 1, 2 → 2, 3 → 3, 4 → 5, 5 → 8, 6 → 13, 7 → 21, 8 → 34, "…" read as the Fibonacci sequence.

/** Past this many scenarios already played the trophies no longer fit an exact whole number (2^53). */
export const MAX_PLAYED = 77;

/** Trophies of a victory after `played` scenarios: the (played + 1)th Fibonacci number, F(1) = F(2) = 1. */
export function trophiesFor(played: number): number {
  let [current, next] = [1, 1];
  for (let n = 0; n < played; n++) [current, next] = [next, current + next];
  return current;
}
