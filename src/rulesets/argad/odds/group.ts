// "Tir contre un groupe": "on ne peut pas viser précisément l'un d'entre eux : on tire dans le tas … Si ça touche on
// tire au sort lequel est tué ; si le sort désigne un personnage que son armure aurait préservé, le tir est perdu."
// Reading (docs/rules-notes.md): a die touches the group at the need of its least protected member, and its rerolls
// (§ a, § b) seek that need; each die that touches, the highest first, designates a figure at random among those still
// standing, and kills it only if it also reaches that figure's own need (its armour's malus); otherwise the shot is lost
// and the figure stays. Each figure has one point de vie.
import { mix, type Dist } from '../../../core/dice/distribution.js';
import type { Rng } from '../../../core/ruleset/ruleset.js';
import { chainFrom } from './chain.js';
import { choose } from './salvo.js';
import type { Volley } from './shooting.js';

export interface GroupVolley extends Volley {
  /** Of each figure of the group, how much more than `need` (the least protected member's) its own need is: 0 to 2. */
  readonly levels: readonly number[];
}

/** Dice shot together at a group: more is a battle, not a skirmish, and the sums stay small. */
export const MAX_GROUP_DICE = 12;
/** Figures in a group typed with --group-armours. */
export const MAX_GROUP = 20;

/** The final values of the dice, the maxima counted by § b, and the value the one rerolled die starts from, if any. */
export function settleGroupThrow(faces: readonly number[], v: Volley): { values: number[]; rerollFrom?: number } {
  const maxima = faces.filter((f) => f === v.sides).length;
  const others = faces.filter((f) => f !== v.sides);
  const tops = Array.from({ length: maxima }, (_, i) => (v.severalSixes ? v.sides + maxima - 1 - i : v.sides));
  const values = [...tops, ...others];
  // "Si c'est insuffisant pour toucher, un seul dé peut être encore relancé": the highest maximum, when none touches.
  if (maxima > 0 && tops[0]! < v.need) return { values: [...tops.slice(1), ...others], rerollFrom: tops[0]! };
  return { values };
}

/** Victims of the dice that touch, at the values given, each designating a figure at random among those standing. */
export function victimsOf(values: readonly number[], v: GroupVolley): Dist {
  const top = Math.max(...v.levels);
  const beaten = values.filter((x) => x >= v.need).map((x) => Math.min(top, x - v.need)).sort((a, b) => b - a);
  let states = new Map<string, number>([[JSON.stringify({ left: levelCounts(v.levels, top), dead: 0 }), 1]]);
  for (const c of beaten) {
    const next = new Map<string, number>();
    const put = (left: number[], dead: number, p: number) => {
      const key = JSON.stringify({ left, dead });
      next.set(key, (next.get(key) ?? 0) + p);
    };
    for (const [key, p] of states) {
      const { left, dead } = JSON.parse(key) as { left: number[]; dead: number };
      const standing = left.reduce((s, n) => s + n, 0);
      if (standing === 0) {
        put(left, dead, p);
        continue;
      }
      left.forEach((n, level) => {
        if (n === 0) return;
        const q = (p * n) / standing;
        if (c >= level) put(left.map((m, i) => (i === level ? m - 1 : m)), dead + 1, q);
        else put(left, dead, q);
      });
    }
    states = next;
  }
  const out = new Map<number, number>();
  for (const [key, p] of states) {
    const { dead } = JSON.parse(key) as { dead: number };
    out.set(dead, (out.get(dead) ?? 0) + p);
  }
  return out;
}

const levelCounts = (levels: readonly number[], top: number): number[] => Array.from({ length: top + 1 }, (_, l) => levels.filter((x) => x === l).length);

/** One throw, its reroll played exactly. */
function throwVictims(faces: readonly number[], v: GroupVolley): Dist {
  const { values, rerollFrom } = settleGroupThrow(faces, v);
  if (rerollFrom === undefined) return victimsOf(values, v);
  return mix([...chainFrom(rerollFrom, v.sides, (x) => x < v.need)].map(([value, p]) => [p, victimsOf([...values, value], v)] as const));
}

/**
 * Exact over the categories of a face (a maximum, a miss, or a touch beating 0, 1 … levels): the procedure reads nothing
 * else, so each category is thrown as one representative face, weighted by its chance, by multinomial counts.
 */
export function groupVictimsDist(v: GroupVolley): Dist {
  const s = v.sides;
  const top = Math.max(...v.levels);
  const count = (from: number, to: number) => Math.max(0, Math.min(to, s - 1) - Math.max(from, 1) + 1);
  const categories = [
    { face: s, p: 1 / s },
    { face: 0, p: count(1, v.need - 1) / s },
    ...Array.from({ length: top + 1 }, (_, c) => ({ face: v.need + c, p: count(v.need + c, c === top ? s - 1 : v.need + c) / s })),
  ].filter((c) => c.p > 0);
  const throws = (k: number, n: number): { faces: number[]; p: number }[] => {
    if (k === categories.length - 1) return [{ faces: Array(n).fill(categories[k]!.face), p: categories[k]!.p ** n }];
    const out: { faces: number[]; p: number }[] = [];
    for (let c = 0; c <= n; c++) for (const rest of throws(k + 1, n - c)) out.push({ faces: [...Array(c).fill(categories[k]!.face), ...rest.faces], p: choose(n, c) * categories[k]!.p ** c * rest.p });
    return out;
  };
  return mix(throws(0, v.dice).map(({ faces, p }) => [p, throwVictims(faces, v)] as const));
}

/** One throw as at the table, the fate drawn figure by figure. */
export function sampleGroupVolley(v: GroupVolley) {
  return (rng: Rng) => {
    const faces = Array.from({ length: v.dice }, () => rng.die(v.sides));
    const { values, rerollFrom } = settleGroupThrow(faces, v);
    if (rerollFrom !== undefined) {
      let value = rerollFrom;
      while (value < v.need && rng.die(v.sides) === v.sides) value += 1;
      values.push(value);
    }
    const top = Math.max(...v.levels);
    const standing = [...v.levels];
    let dead = 0;
    for (const c of values.filter((x) => x >= v.need).map((x) => Math.min(top, x - v.need)).sort((a, b) => b - a)) {
      if (standing.length === 0) break;
      const i = rng.die(standing.length) - 1;
      if (c >= standing[i]!) {
        standing.splice(i, 1);
        dead += 1;
      }
    }
    return { p_kill: dead > 0 ? 1 : 0, expected_victims: dead, expected_pv_lost: dead };
  };
}
