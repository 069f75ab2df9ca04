/**
 * Independent brute force for Mef-Fan odds: every face of every die is enumerated, then the rule is applied to the
 * concrete roll. Shares no code with the model.
 */
export type Dist = Map<number, number>;

/** Calls `visit` with every combination of `n` d6 faces, each with probability 6^-n. */
export function everyRoll(n: number, visit: (faces: readonly number[], p: number) => void): void {
  const faces = new Array<number>(n).fill(1);
  const p = 1 / 6 ** n;
  for (;;) {
    visit(faces, p);
    let i = 0;
    while (i < n && faces[i] === 6) faces[i++] = 1;
    if (i === n) return;
    faces[i]! += 1;
  }
}

export interface Melee {
  readonly attack: readonly { readonly score: number; readonly perforant: number }[];
  readonly modifier: number;
  readonly def: number;
  /** Men of the attacker when the target is Effrayant. */
  readonly attackerMen?: number;
  readonly parry?: readonly number[];
  readonly parryModifier?: number;
  /** Men of the target when the attacker is Effrayant (its parry dice suffer). */
  readonly targetMen?: number;
}

/** Unsaved wounds: dice = [attacker fright?, target fright?, attack dice, parry dice, one save die per attack die]. */
export function bruteWounds(m: Melee): Dist {
  const parry = m.parry ?? [];
  const frightA = m.attackerMen !== undefined ? 1 : 0;
  const frightT = m.targetMen !== undefined ? 1 : 0;
  const n = frightA + frightT + m.attack.length * 2 + parry.length;
  const out: Dist = new Map();
  everyRoll(n, (faces, p) => {
    let k = 0;
    const attackMalus = frightA && faces[k++]! > m.attackerMen! ? -1 : 0;
    const parryMalus = frightT && faces[k++]! > m.targetMen! ? -1 : 0;
    const hits: number[] = [];
    for (const die of m.attack) if (faces[k++]! <= die.score + m.modifier + attackMalus) hits.push(die.perforant);
    let parried = 0;
    for (const score of parry) if (faces[k++]! <= score + (m.parryModifier ?? 0) + parryMalus) parried++;
    // The defender cancels the most piercing successes.
    hits.sort((a, b) => b - a);
    const saves = faces.slice(k);
    let wounds = 0;
    hits.slice(parried).forEach((perforant, i) => {
      if (!(saves[i]! <= m.def - perforant)) wounds++;
    });
    out.set(wounds, (out.get(wounds) ?? 0) + p);
  });
  return out;
}

export const bruteRemoved = (wounds: Dist, vie: number, models: number): Dist => {
  const out: Dist = new Map();
  for (const [w, p] of wounds) {
    let left = w;
    let removed = 0;
    // Wounds taken figure by figure.
    while (removed < models && left >= vie) {
      left -= vie;
      removed++;
    }
    out.set(removed, (out.get(removed) ?? 0) + p);
  }
  return out;
};

export function expectClose(actual: ReadonlyMap<number, number> | Record<string, number>, expected: ReadonlyMap<number, number>, tolerance = 1e-9): void {
  const a = actual instanceof Map ? actual : new Map(Object.entries(actual).map(([k, v]) => [Number(k), v]));
  const keys = new Set([...a.keys(), ...expected.keys()]);
  for (const key of keys) {
    const diff = Math.abs((a.get(key) ?? 0) - (expected.get(key) ?? 0));
    if (diff > tolerance) throw new Error(`P(${key}): got ${a.get(key) ?? 0}, expected ${expected.get(key) ?? 0}`);
  }
}
