// Rulebook "Frappe avant adversaire": the longer weapon strikes first, and "un personnage tué, ou obligé de reculer,
// par un adversaire qui l'a frappé avant, n'a pas le temps de frapper personne". Equal lengths strike together;
// "un personnage qui tue son ennemi ne recule pas si cet ennemi lui inflige en même temps un résultat « recul »".
// Both killing, or both forcing a recoil: the optional rule "très conseillée" decides (higher class, then better
// armour, then higher natural die, then better bonus-malus; otherwise both are killed, or both recoil).
import { blowNaturals, blowResult, touches, type BlowResult, type Striker, type Struck } from './melee.js';

export interface Duelist extends Striker, Struck {
  /** Striking order: higher strikes first. */
  readonly length: number;
  readonly armourRank: number;
}

export const DUEL_KEYS = ['a_kills', 'b_kills', 'a_recoils', 'b_recoils', 'nothing', 'both_killed', 'both_recoil'] as const;
export const KO_KEYS = ['a_ko', 'b_ko', 'both_ko', 'a_kills_b_ko', 'b_kills_a_ko'] as const;
export type DuelOutcome = (typeof DUEL_KEYS)[number] | (typeof KO_KEYS)[number];

/** The tie rule: 1 when A prevails, −1 when B does, 0 when nothing separates them. */
export function tieBreak(a: Duelist, b: Duelist, naturalA: number, naturalB: number, tieRule = true): number {
  if (!tieRule) return 0;
  const keys: [number, number][] = [
    [a.class, b.class],
    [a.armourRank, b.armourRank],
    [naturalA, naturalB],
    [a.modifier, b.modifier],
  ];
  // Stryker disable next-line EqualityOperator: x and y differ here
  for (const [x, y] of keys) if (x !== y) return x > y ? 1 : -1;
  return 0;
}

const touchKey = (side: 'a' | 'b', r: BlowResult): DuelOutcome => (r === 'kill' ? `${side}_kills` : `${side}_ko`);

/** One strike, then the other if the first neither touched nor forced a recoil. */
function sequential(first: 'a' | 'b', r1: BlowResult, r2: BlowResult): DuelOutcome {
  const second = first === 'a' ? 'b' : 'a';
  if (touches(r1)) return touchKey(first, r1);
  if (r1 === 'recoil') return `${first}_recoils`;
  if (touches(r2)) return touchKey(second, r2);
  if (r2 === 'recoil') return `${second}_recoils`;
  return 'nothing';
}

function together(a: Duelist, b: Duelist, na: number, nb: number, ra: BlowResult, rb: BlowResult, tieRule: boolean): DuelOutcome {
  if (touches(ra) && touches(rb)) {
    const w = tieBreak(a, b, na, nb, tieRule);
    if (w > 0) return touchKey('a', ra);
    if (w < 0) return touchKey('b', rb);
    // Nothing separates them and both blows land: each takes its own (docs/rules-notes.md, one killed, one KO).
    if (ra === rb) return ra === 'kill' ? 'both_killed' : 'both_ko';
    return ra === 'kill' ? 'a_kills_b_ko' : 'b_kills_a_ko';
  }
  if (touches(ra)) return touchKey('a', ra);
  if (touches(rb)) return touchKey('b', rb);
  if (ra === 'recoil' && rb === 'recoil') {
    const w = tieBreak(a, b, na, nb, tieRule);
    return w > 0 ? 'a_recoils' : w < 0 ? 'b_recoils' : 'both_recoil';
  }
  if (ra === 'recoil') return 'a_recoils';
  if (rb === 'recoil') return 'b_recoils';
  return 'nothing';
}

export function duelOutcome(a: Duelist, b: Duelist, na: number, nb: number, tieRule = true): DuelOutcome {
  const ra = blowResult(na, a, b);
  const rb = blowResult(nb, b, a);
  if (a.length > b.length) return sequential('a', ra, rb);
  if (b.length > a.length) return sequential('b', rb, ra);
  return together(a, b, na, nb, ra, rb, tieRule);
}

/** `tieRule: false` (house rule): simultaneous kills kill both, simultaneous recoils push both back. */
export function duelOdds(a: Duelist, b: Duelist, tieRule = true): Record<DuelOutcome, number> {
  const out = Object.fromEntries([...DUEL_KEYS, ...KO_KEYS].map((k) => [k, 0])) as Record<DuelOutcome, number>;
  const distA = blowNaturals(a, b);
  const distB = blowNaturals(b, a);
  for (const [na, pa] of distA) for (const [nb, pb] of distB) out[duelOutcome(a, b, na, nb, tieRule)] += pa * pb;
  return out;
}
