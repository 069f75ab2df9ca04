// Several dice at one enemy of two points de vie left: every die is a blow, so what counts is how many touch ("à la
// première [blessure] ne sera « que blessé »"), not the best die alone. § b of "la règle des plusieurs 6": "deux dés
// qui font chacun 6 naturel comptent comme un 6 et un 7 … Si c'est insuffisant pour toucher, un seul dé peut être
// encore relancé"; § a for a bretteur's blows, each die "qui ne suffit pas pour toucher" rerolled on its own. Read in
// docs/rules-notes.md ("Several dice at a character of two points de vie").
import { chainDist, chainFrom } from './chain.js';
import { blowResult, touches, type BlowResult, type Striker, type Struck } from './melee.js';
import { choose } from './salvo.js';

/** What the dice of one strike did together: kills counted (at most 2), a knock-out, a recoil among them. */
export interface Landed {
  readonly kills: number;
  readonly ko: boolean;
  readonly recoil: boolean;
}

const code = (l: Landed): string => `${Math.min(l.kills, 2)}|${Number(l.ko)}|${Number(l.recoil)}`;
export const landedOf = (key: string): Landed => {
  const [kills, ko, recoil] = key.split('|').map(Number) as [number, number, number];
  return { kills, ko: ko === 1, recoil: recoil === 1 };
};

/** The results of some dice, summed up. */
export function land(results: readonly BlowResult[]): Landed {
  return { kills: results.filter((r) => r === 'kill').length, ko: results.includes('ko'), recoil: results.includes('recoil') };
}

function add(out: Map<string, number>, l: Landed, p: number): void {
  const k = code(l);
  out.set(k, (out.get(k) ?? 0) + p);
}

/** A bretteur's blows: each die its own chain of rerolls. */
function independent(s: Striker, t: Struck, dice: number): Map<string, number> {
  const one = [...chainDist(s.die, (n) => !touches(blowResult(n, s, t)))].map(([n, p]) => [blowResult(n, s, t), p] as const);
  let throws: [BlowResult[], number][] = [[[], 1]];
  for (let i = 0; i < dice; i++) throws = throws.flatMap(([rs, p]) => one.map(([r, q]) => [[...rs, r], p * q] as [BlowResult[], number]));
  const out = new Map<string, number>();
  for (const [rs, p] of throws) add(out, land(rs), p);
  return out;
}

/** Every way `n` dice split into counts over `k` categories. */
function compositions(n: number, k: number): number[][] {
  if (k === 1) return [[n]];
  return Array.from({ length: n + 1 }, (_, c) => compositions(n - c, k - 1).map((rest) => [c, ...rest])).flat();
}

/**
 * Dice thrown together: the faces below the maximum fall in the result categories of their faces; the `m` maxima
 * count s, s+1 … (§ b; all s en désordre), and the highest is rerolled while no die touches.
 */
function group(s: Striker, t: Struck, dice: number, severalSixes: boolean): Map<string, number> {
  const sides = s.die;
  const results: BlowResult[] = ['kill', 'ko', 'recoil', 'miss'];
  const weight = results.map((r) => Array.from({ length: sides - 1 }, (_, i) => i + 1).filter((f) => blowResult(f, s, t) === r).length / sides);
  const reroll = (n: number) => !touches(blowResult(n, s, t));
  const out = new Map<string, number>();
  for (let m = 0; m <= dice; m++) {
    const pm = choose(dice, m) / sides ** m;
    const maxima = Array.from({ length: m }, (_, i) => (severalSixes ? sides + i : sides));
    for (const counts of compositions(dice - m, results.length)) {
      let p = pm;
      let left = dice - m;
      counts.forEach((c, i) => {
        p *= choose(left, c) * weight[i]! ** c;
        left -= c;
      });
      if (p === 0) continue;
      const below = counts.flatMap((c, i) => Array<BlowResult>(c).fill(results[i]!));
      const top = maxima.at(-1);
      if (top === undefined || !reroll(top)) {
        add(out, land([...below, ...maxima.map((n) => blowResult(n, s, t))]), p);
        continue;
      }
      const rest = maxima.slice(0, -1).map((n) => blowResult(n, s, t));
      for (const [n, q] of chainFrom(top, sides, reroll)) add(out, land([...below, ...rest, blowResult(n, s, t)]), p * q);
    }
  }
  return out;
}

/** The distribution of what the dice of a strike (two or more) did together, keyed by `landedOf`'s codes. */
export function severalDice(s: Striker, t: Struck): Map<string, number> {
  const k = s.strike!;
  return k.mode === 'independent' ? independent(s, t, k.dice) : group(s, t, k.dice, k.severalSixes);
}
