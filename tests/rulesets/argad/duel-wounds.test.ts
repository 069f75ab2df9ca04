/**
 * Issue 38, item 12 in a duel: a side of two points de vie left is wounded by a blow that touches, and the wounded
 * fighter, neither killed nor recoiling, strikes on in the same turn ("Résistance à une blessure"; "un personnage tué,
 * ou obligé de reculer, par un adversaire qui l'a frappé avant, n'a pas le temps de frapper personne").
 */
import { describe, expect, it } from 'vitest';
import { duelOdds, type Duelist } from '../../../src/rulesets/argad/odds/duel.js';
import { refusal } from '../../helpers/refusal.js';
import { simulate, type Json } from './helpers.js';

const close = (p: number) => expect.closeTo(p, 12);
const typed = { class: 4, targetClass: 3, duel: true };

describe('a duel against a side of two points de vie', () => {
  // Classe 4 on classe 3: 4, 5, 6 touch, 3 recoils, 1–2 miss. Classe 3 on classe 4: 5, 6 touch, 4 recoils, 1–3 miss.
  it('same length: a touch on B only wounds; B struck together still lands his blow; the tie rule keeps A\'s alone', () => {
    const json = simulate({ ...typed, targetHealthPoints: 2 }).json;
    expect(json).toMatchObject({
      a_kills: 0,
      // Both touch (1/2 · 1/3): the tie rule gives A's blow (higher classe), a wound; A touches, B misses (1/2 · 1/2).
      a_wounds: close(1 / 6 + 1 / 4),
      // A touches and B forces a recoil: A only wounded him, so A recoils ("qui tue son ennemi ne recule pas").
      a_wounds_b_recoils: close(1 / 12),
      b_kills: close(1 / 18 + 1 / 9),
      a_recoils: close(1 / 36 + 1 / 12),
      b_recoils: close(1 / 18),
      nothing: close(1 / 6),
      a_wounds_b_kills: 0,
      health_points: { a: 1, b: 2 },
    });
  });

  it('with one point de vie the same blows kill: a_kills takes what were wounds', () => {
    const json = simulate(typed).json;
    expect(json).toMatchObject({ a_kills: close(1 / 6 + 1 / 4 + 1 / 12), b_kills: close(1 / 18 + 1 / 9) });
    expect(json.a_wounds).toBeUndefined();
    expect(json.health_points).toBeUndefined();
  });

  it('a longer weapon first: the wounded strikes back, and may kill', () => {
    const json = simulate({ ...typed, melee: 'lance', targetHealthPoints: 2 }).json;
    expect(json.first).toBe('a');
    // A touches (1/2): B wounded strikes back: kills 1/3, recoil 1/6, miss 1/2.
    expect(json).toMatchObject({ a_kills: 0, a_wounds_b_kills: close(1 / 6), a_wounds_b_recoils: close(1 / 12), a_wounds: close(1 / 4), a_recoils: close(1 / 6), b_kills: close(1 / 9) });
    // A recoil still stops him: "obligé de reculer … n'a pas le temps de frapper".
    expect(json.b_wounds_a_kills).toBe(0);
  });

  it('both of two points de vie and no tie rule: both wounded when both touch', () => {
    const a: Duelist = { die: 6, modifier: 0, bareHands: false, class: 4, armour: 0, armourRank: 0, length: 3, pv: 2 };
    const b: Duelist = { ...a, class: 3 };
    const odds = duelOdds(a, b, false);
    expect(odds.both_wounded).toBeCloseTo((1 / 2) * (1 / 3), 12);
    expect(odds.both_killed).toBe(0);
    expect(duelOdds({ ...a, pv: 1 }, { ...b, pv: 1 }, false).both_killed).toBeCloseTo(1 / 6, 12);
  });

  it('the text names the wound and says the wounded strikes on, in English and in French', () => {
    const options = { ...typed, targetHealthPoints: 2 };
    const view = (lang: string) => JSON.stringify((simulate({ ...options, lang }) as { json: Json; view?: unknown }).view);
    expect(view('en')).toContain('attacker of classe 4 wounds target of classe 3, who makes attacker of classe 4 recoil');
    expect(view('en')).toContain('the wounded strikes on in this turn');
    expect(view('fr')).toContain('blesse');
    expect(view('fr')).toContain('le blessé frappe encore dans ce tour');
    // The outcomes that cannot happen here are not drawn (JSON has them all).
    expect(view('en')).not.toContain('both wounded');
  });

  it("a bretteur's two blows at a side of two points de vie are refused with the reason", () => {
    expect(refusal(() => simulate({ ...typed, targetHealthPoints: 2, twoBlows: true, skill: ['bretteur'] })).code).toBe('argad/several-dice-two-pv');
  });
});

/** The duel written again from the book, over every pair of die sequences, with points de vie. */
function brute(a: Duelist, b: Duelist, tieRule: boolean): Record<string, number> {
  type R = 'kill' | 'recoil' | 'miss';
  const result = (n: number, s: Duelist, t: Duelist): R => {
    if (n === 1) return 'miss';
    if (n >= 8) return 'kill';
    const v = n + s.modifier;
    if (v > Math.max(t.class, t.armour)) return 'kill';
    return v >= t.class ? 'recoil' : 'miss';
  };
  const seqs = (s: Duelist, t: Duelist): [number, number][] => {
    const out: [number, number][] = [];
    const go = (n: number, p: number) => {
      if (n < 6 || result(n, s, t) === 'kill' || n >= 18) return void out.push([n, p]);
      out.push([n, (p * 5) / 6]);
      go(n + 1, p / 6);
    };
    for (let f = 1; f <= 6; f++) go(f, 1 / 6);
    return out;
  };
  const acc: Record<string, number> = {};
  for (const [na, pa] of seqs(a, b))
    for (const [nb, pb] of seqs(b, a)) {
      const ra = result(na, a, b);
      const rb = result(nb, b, a);
      // What happens to each: dead, wounded, recoils, nothing.
      let onA = '-';
      let onB = '-';
      const hit = (pv: number) => (pv > 1 ? 'W' : 'K');
      if (a.length !== b.length) {
        const aFirst = a.length > b.length;
        const [r1, r2, second, first] = aFirst ? [ra, rb, b, a] : [rb, ra, a, b];
        const on2 = r1 === 'kill' ? hit(second.pv ?? 1) : r1 === 'recoil' ? 'R' : '-';
        let on1 = '-';
        if (on2 === '-' || on2 === 'W') on1 = r2 === 'kill' ? hit(first.pv ?? 1) : r2 === 'recoil' ? 'R' : '-';
        [onA, onB] = aFirst ? [on1, on2] : [on2, on1];
      } else {
        const cmp = !tieRule ? 0 : Math.sign(a.class - b.class) || Math.sign(a.armourRank - b.armourRank) || Math.sign(na - nb) || Math.sign(a.modifier - b.modifier);
        if (ra === 'kill' && rb === 'kill') {
          if (cmp >= 0) onB = hit(b.pv ?? 1);
          if (cmp <= 0) onA = hit(a.pv ?? 1);
        } else if (ra === 'kill') {
          onB = hit(b.pv ?? 1);
          if (onB === 'W' && rb === 'recoil') onA = 'R';
        } else if (rb === 'kill') {
          onA = hit(a.pv ?? 1);
          if (onA === 'W' && ra === 'recoil') onB = 'R';
        } else if (ra === 'recoil' && rb === 'recoil') {
          if (cmp >= 0) onB = 'R';
          if (cmp <= 0) onA = 'R';
        } else if (ra === 'recoil') onB = 'R';
        else if (rb === 'recoil') onA = 'R';
      }
      const k = `${onA}${onB}`;
      acc[k] = (acc[k] ?? 0) + pa * pb;
    }
  return acc;
}

const NAMES: Record<string, string> = {
  '-K': 'a_kills', 'K-': 'b_kills', '-R': 'a_recoils', 'R-': 'b_recoils', '--': 'nothing', KK: 'both_killed', RR: 'both_recoil',
  '-W': 'a_wounds', 'W-': 'b_wounds', WW: 'both_wounded', KW: 'a_wounds_b_kills', WK: 'b_wounds_a_kills', RW: 'a_wounds_b_recoils', WR: 'b_wounds_a_recoils',
};

describe('the duel with points de vie against brute force', () => {
  const fighters: Duelist[] = [];
  for (const cls of [2, 3, 4, 5])
    for (const [armour, armourRank] of [[0, 0], [5, 5]] as const)
      for (const modifier of [-1, 0, 2])
        for (const pv of [1, 2]) for (const length of [3, 4]) fighters.push({ die: 6, modifier, bareHands: false, class: cls, armour, armourRank, length, pv });

  for (const tieRule of [true, false])
    it(`every pair of fighters, ${tieRule ? 'with' : 'without'} the tie rule, agrees to 1e-9 and sums to 1`, () => {
      for (const a of fighters)
        for (const b of fighters.filter((_, i) => i % 7 === 0)) {
          const exact = duelOdds(a, b, tieRule) as Record<string, number>;
          const expected = brute(a, b, tieRule);
          for (const [k, p] of Object.entries(expected)) expect(exact[NAMES[k]!], `${k} ${JSON.stringify([a, b])}`).toBeCloseTo(p, 9);
          const named = new Set(Object.keys(expected).map((k) => NAMES[k]));
          for (const [k, p] of Object.entries(exact)) if (!named.has(k)) expect(p, k).toBe(0);
          expect(Object.values(exact).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
        }
    });
});
