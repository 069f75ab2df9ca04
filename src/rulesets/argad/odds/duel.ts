// Rulebook "Frappe avant adversaire": the longer weapon strikes first, and "un personnage tué, ou obligé de reculer,
// par un adversaire qui l'a frappé avant, n'a pas le temps de frapper personne". Equal lengths strike together;
// "un personnage qui tue son ennemi ne recule pas si cet ennemi lui inflige en même temps un résultat « recul »".
// Both killing, or both forcing a recoil: the optional rule "très conseillée" decides (higher class, then better
// armour, then higher natural die, then better bonus-malus; otherwise both are killed, or both recoil).
// "Résistance à une blessure": a character of "deux points de vie" "à la première ne sera « que blessé »": the duel is
// the one turn of melee ("on veut juste savoir le résultat du combat à la fin du tour de jeu"), and a wounded fighter,
// neither killed nor recoiling, still strikes in it (docs/rules-notes.md).
import { blowNaturals, blowResult, touches, type BlowResult, type Striker, type Struck } from './melee.js';

export interface Duelist extends Striker, Struck {
  /** Striking order: higher strikes first. */
  readonly length: number;
  readonly armourRank: number;
  /** Points de vie left (1 when absent): with two, a "kill" wounds and the wounded fighter fights on. */
  readonly pv?: number;
}

export const DUEL_KEYS = ['a_kills', 'b_kills', 'a_recoils', 'b_recoils', 'nothing', 'both_killed', 'both_recoil'] as const;
export const KO_KEYS = ['a_ko', 'b_ko', 'both_ko', 'a_kills_b_ko', 'b_kills_a_ko'] as const;
/**
 * A side of two points de vie left: "à la première [blessure] ne sera « que blessé »". Each key names both blows that
 * landed: `a_wounds_b_kills`, A wounded B, who struck back and killed A.
 */
export const WOUND_KEYS = ['a_wounds', 'b_wounds', 'both_wounded', 'a_wounds_b_kills', 'b_wounds_a_kills', 'a_wounds_b_recoils', 'b_wounds_a_recoils'] as const;
/** Bare hands and a side of two points de vie: a wound answered by a knock-out. */
export const WOUND_KO_KEYS = ['a_wounds_b_ko', 'b_wounds_a_ko'] as const;
export type DuelOutcome = (typeof DUEL_KEYS)[number] | (typeof KO_KEYS)[number] | (typeof WOUND_KEYS)[number] | (typeof WOUND_KO_KEYS)[number];

/** The outcomes a duel can end in, in the order they are shown. */
export function duelKeys(bareHands: boolean, twoPv: boolean): DuelOutcome[] {
  return [...DUEL_KEYS, ...(bareHands ? KO_KEYS : []), ...(twoPv ? WOUND_KEYS : []), ...(bareHands && twoPv ? WOUND_KO_KEYS : [])];
}

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

/** What the blows that landed did to one fighter. */
type Effect = 'killed' | 'wounded' | 'ko' | 'recoils' | 'none';

/** A blow's result on the one it lands on: a "kill" only wounds a side of two points de vie left. */
function effect(r: BlowResult, on: Duelist): Effect {
  if (r === 'kill') return (on.pv ?? 1) > 1 ? 'wounded' : 'killed';
  if (r === 'ko') return 'ko';
  return r === 'recoil' ? 'recoils' : 'none';
}

/** The outcome named by what happened to A and to B; every pair the rules can reach has a name. */
const OUTCOMES: Readonly<Record<string, DuelOutcome>> = {
  'none|killed': 'a_kills', 'killed|none': 'b_kills', 'none|recoils': 'a_recoils', 'recoils|none': 'b_recoils', 'none|none': 'nothing',
  'killed|killed': 'both_killed', 'recoils|recoils': 'both_recoil',
  'none|ko': 'a_ko', 'ko|none': 'b_ko', 'ko|ko': 'both_ko', 'ko|killed': 'a_kills_b_ko', 'killed|ko': 'b_kills_a_ko',
  'none|wounded': 'a_wounds', 'wounded|none': 'b_wounds', 'wounded|wounded': 'both_wounded',
  'killed|wounded': 'a_wounds_b_kills', 'wounded|killed': 'b_wounds_a_kills', 'recoils|wounded': 'a_wounds_b_recoils', 'wounded|recoils': 'b_wounds_a_recoils',
  'ko|wounded': 'a_wounds_b_ko', 'wounded|ko': 'b_wounds_a_ko',
};

const outcome = (onA: Effect, onB: Effect): DuelOutcome => OUTCOMES[`${onA}|${onB}`]!;

/**
 * One strike, then the other if the first neither touched nor forced a recoil: "un personnage tué, ou obligé de
 * reculer, par un adversaire qui l'a frappé avant, n'a pas le temps de frapper personne". A wounded fighter is neither,
 * so he strikes back (docs/rules-notes.md).
 */
function sequential(a: Duelist, b: Duelist, aFirst: boolean, ra: BlowResult, rb: BlowResult): DuelOutcome {
  const [first, second, r1, r2] = aFirst ? [a, b, ra, rb] : [b, a, rb, ra];
  const onSecond = effect(r1, second);
  const onFirst = onSecond === 'none' || onSecond === 'wounded' ? effect(r2, first) : 'none';
  return aFirst ? outcome(onFirst, onSecond) : outcome(onSecond, onFirst);
}

/**
 * One fighter's blow touches, the other's does not: "un personnage qui tue son ennemi ne recule pas si cet ennemi lui
 * inflige en même temps un résultat « recul »"; one who only wounds has not killed, so the recoil stands.
 */
function oneTouch(r: BlowResult, other: BlowResult, on: Duelist): [Effect, Effect] {
  const onStruck = effect(r, on);
  return [onStruck === 'wounded' && other === 'recoil' ? 'recoils' : 'none', onStruck];
}

function together(a: Duelist, b: Duelist, na: number, nb: number, ra: BlowResult, rb: BlowResult, tieRule: boolean): DuelOutcome {
  if (touches(ra) && touches(rb)) {
    // The tie rule reads the dice's results: the one it favours lands his blow (a wound on two points de vie), the
    // other's does not; nothing separates them: each takes the other's (docs/rules-notes.md, one killed, one KO).
    const w = tieBreak(a, b, na, nb, tieRule);
    return outcome(w > 0 ? 'none' : effect(rb, a), w < 0 ? 'none' : effect(ra, b));
  }
  if (touches(ra)) {
    const [onA, onB] = oneTouch(ra, rb, b);
    return outcome(onA, onB);
  }
  if (touches(rb)) {
    const [onB, onA] = oneTouch(rb, ra, a);
    return outcome(onA, onB);
  }
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
  if (a.length !== b.length) return sequential(a, b, a.length > b.length, ra, rb);
  return together(a, b, na, nb, ra, rb, tieRule);
}

/** `tieRule: false` (house rule): simultaneous kills kill both, simultaneous recoils push both back. */
export function duelOdds(a: Duelist, b: Duelist, tieRule = true): Record<DuelOutcome, number> {
  // The outcomes that can happen: knock-outs with bare hands, wounds with a side of two points de vie left.
  const keys = duelKeys(a.bareHands || b.bareHands, (a.pv ?? 1) > 1 || (b.pv ?? 1) > 1);
  const out = Object.fromEntries(keys.map((k) => [k, 0])) as Record<DuelOutcome, number>;
  const distA = blowNaturals(a, b);
  const distB = blowNaturals(b, a);
  for (const [na, pa] of distA) for (const [nb, pb] of distB) out[duelOutcome(a, b, na, nb, tieRule)] += pa * pb;
  return out;
}
