/**
 * Independent brute force for the Frostgrave tests: every pair of d20s counted as integers out of 400, written from the
 * rulebook's text without the module's helpers.
 */
export interface Side {
  readonly bonus: number;
  readonly damageMod: number;
  readonly armour: number;
}

export interface Tally {
  win: number;
  tie: number;
  lose: number;
  hit: number;
  dealt: Map<number, number>;
  taken: Map<number, number>;
}

const bump = (m: Map<number, number>, k: number) => m.set(k, (m.get(k) ?? 0) + 1);
const hurt = (score: number, mod: number, armour: number) => (score + mod - armour > 0 ? score + mod - armour : 0);

/** A fight, counted over the 400 pairs. */
export function bruteFight(a: Side, b: Side, crits: boolean): Tally {
  const t: Tally = { win: 0, tie: 0, lose: 0, hit: 0, dealt: new Map(), taken: new Map() };
  for (let x = 1; x <= 20; x++) {
    for (let y = 1; y <= 20; y++) {
      const sa = x + a.bonus;
      const sb = y + b.bonus;
      const ca = crits && x === 20;
      const cb = crits && y === 20;
      let aHits: boolean;
      let bHits: boolean;
      if (ca || cb) {
        aHits = ca;
        bHits = cb;
      } else {
        aHits = sa >= sb;
        bHits = sb >= sa;
      }
      if (aHits && bHits) t.tie++;
      else if (aHits) t.win++;
      else t.lose++;
      bump(t.dealt, aHits ? hurt(sa, a.damageMod, b.armour) * (ca ? 2 : 1) : 0);
      bump(t.taken, bHits ? hurt(sb, b.damageMod, a.armour) * (cb ? 2 : 1) : 0);
    }
  }
  return t;
}

/** A shot, counted over the 400 pairs: the shooter's bonus against the target's. */
export function bruteShot(shooter: { bonus: number; damageMod: number }, target: { bonus: number; armour: number }, crits: boolean): Tally {
  const t: Tally = { win: 0, tie: 0, lose: 0, hit: 0, dealt: new Map(), taken: new Map() };
  for (let x = 1; x <= 20; x++) {
    for (let y = 1; y <= 20; y++) {
      const crit = crits && x === 20;
      const hit = crit || x + shooter.bonus > y + target.bonus;
      if (hit) t.hit++;
      bump(t.dealt, hit ? hurt(x + shooter.bonus, shooter.damageMod, target.armour) * (crit ? 2 : 1) : 0);
    }
  }
  return t;
}

/** Counts out of `total` as probabilities, keyed as strings like the JSON output. */
export const asRecord = (m: Map<number, number>, total = 400): Record<string, number> =>
  Object.fromEntries([...m].sort((x, y) => x[0] - y[0]).map(([k, v]) => [String(k), v / total]));

/** Compares two `{"<n>": p}` records to 1e-9, ignoring zero entries. */
export function closeRecords(actual: Record<string, number>, expected: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  for (const k of keys) if (Math.abs((actual[k] ?? 0) - (expected[k] ?? 0)) > 1e-9) return false;
  return true;
}

/** Issue 38 item 22: damage counts folded at the Santé (no more is lost than the figure has). */
export function capAt(m: Map<number, number>, health: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const [k, v] of m) out.set(Math.min(k, health), (out.get(Math.min(k, health)) ?? 0) + v);
  return out;
}
