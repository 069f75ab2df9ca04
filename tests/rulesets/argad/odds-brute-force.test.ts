/**
 * The exact odds against an independent brute force: every sequence of dice is enumerated, the several-sixes rule
 * applied literally as the rulebook states it ("La règle des plusieurs 6"), and the results summed.
 */
import { describe, expect, it } from 'vitest';
import { blowOdds } from '../../../src/rulesets/argad/odds/melee.js';
import { duelOdds, type Duelist } from '../../../src/rulesets/argad/odds/duel.js';
import { hitsDist } from '../../../src/rulesets/argad/odds/shooting.js';

type Outcome = 'kill' | 'ko' | 'recoil' | 'miss';

/** The rulebook's "Résultat de la mêlée", written again independently of the implementation. */
function meleeOutcome(natural: number, sides: number, mod: number, cls: number, armour: number, bareHands: boolean): Outcome {
  if (natural === 1) return 'miss';
  if (natural >= sides + 2) return 'kill'; // triple six
  const result = natural + mod;
  const needs = armour > cls ? armour : cls;
  if (result > needs) return bareHands ? 'ko' : 'kill';
  if (result === cls || (result > cls && result <= armour)) return 'recoil';
  return 'miss';
}

/** Every die sequence of one blow: [natural, probability]. A maximum that does not touch is rerolled. */
function blowSequences(sides: number, mod: number, cls: number, armour: number, bareHands: boolean): [number, number][] {
  const out: [number, number][] = [];
  const visit = (natural: number, p: number) => {
    const o = meleeOutcome(natural, sides, mod, cls, armour, bareHands);
    const touched = o === 'kill' || o === 'ko';
    if (natural < sides || touched) return void out.push([natural, p]);
    for (let face = 1; face <= sides; face++) {
      if (face === sides) visit(natural + 1, p / sides);
      else out.push([natural, p / sides]); // a failed reroll leaves the die as it was
    }
  };
  for (let face = 1; face <= sides; face++) visit(face, 1 / sides);
  return out;
}

function bruteBlow(sides: number, mod: number, cls: number, armour: number, bareHands: boolean) {
  const acc = { kill: 0, ko: 0, recoil: 0, miss: 0 };
  for (const [n, p] of blowSequences(sides, mod, cls, armour, bareHands)) acc[meleeOutcome(n, sides, mod, cls, armour, bareHands)] += p;
  return acc;
}

const CLASSES = [1, 2, 3, 4, 5];
const ARMOURS = [0, 3, 4, 5];
const MODS = [-3, -2, -1, 0, 1, 2, 3];

describe('one blow against brute force', () => {
  for (const sides of [4, 6, 8]) {
    for (const bareHands of [false, true]) {
      it(`D${sides}${bareHands ? ', bare hands' : ''}: every classe, armour and modifier`, () => {
        for (const cls of CLASSES)
          for (const armour of ARMOURS)
            for (const mod of MODS) {
              const exact = blowOdds({ die: sides, modifier: mod, bareHands }, { class: cls, armour });
              const brute = bruteBlow(sides, mod, cls, armour, bareHands);
              for (const k of ['kill', 'ko', 'recoil', 'miss'] as const) expect(exact[k], `${k} c${cls} a${armour} m${mod}`).toBeCloseTo(brute[k], 9);
              expect(exact.kill + exact.ko + exact.recoil + exact.miss).toBeCloseTo(1, 12);
            }
      });
    }
  }

  it('a reroll only ever improves the blow: with the reroll, kill is at least the kill of a plain die', () => {
    for (const cls of CLASSES)
      for (const mod of MODS) {
        const plainKill = [1, 2, 3, 4, 5, 6].filter((n) => meleeOutcome(n, 6, mod, cls, 0, false) === 'kill').length / 6;
        expect(blowOdds({ die: 6, modifier: mod, bareHands: false }, { class: cls, armour: 0 }).kill).toBeGreaterThanOrEqual(plainKill - 1e-12);
      }
  });
});

/** The duel, resolved as the rulebook tells it, over both fighters' die sequences. */
function bruteDuel(a: Duelist, b: Duelist, twoBlowsA = false): Record<string, number> {
  const acc: Record<string, number> = {};
  const add = (k: string, p: number) => void (acc[k] = (acc[k] ?? 0) + p);
  const oneA = blowSequences(a.die, a.modifier, b.class, b.armour, a.bareHands);
  // A bretteur's two blows: two dice, each with its own rerolls; the higher natural is the blow.
  const seqA = twoBlowsA ? oneA.flatMap(([x, p]) => oneA.map(([y, q]) => [Math.max(x, y), p * q] as [number, number])) : oneA;
  const seqB = blowSequences(b.die, b.modifier, a.class, a.armour, b.bareHands);
  const win = (na: number, nb: number) => Math.sign(a.class - b.class) || Math.sign(a.armourRank - b.armourRank) || Math.sign(na - nb) || Math.sign(a.modifier - b.modifier);
  for (const [na, pa] of seqA)
    for (const [nb, pb] of seqB) {
      const p = pa * pb;
      const oa = meleeOutcome(na, a.die, a.modifier, b.class, b.armour, a.bareHands);
      const ob = meleeOutcome(nb, b.die, b.modifier, a.class, a.armour, b.bareHands);
      const name = (who: string, o: Outcome) => (o === 'kill' ? `${who}_kills` : o === 'ko' ? `${who}_ko` : `${who}_recoils`);
      const touch = (o: Outcome) => o === 'kill' || o === 'ko';
      if (a.length !== b.length) {
        // The longer weapon strikes first; a touched or recoiling fighter does not strike back.
        const [first, second, o1, o2] = a.length > b.length ? ['a', 'b', oa, ob] : ['b', 'a', ob, oa];
        if (o1 !== 'miss') add(name(first as string, o1 as Outcome), p);
        else if (o2 !== 'miss') add(name(second as string, o2 as Outcome), p);
        else add('nothing', p);
        continue;
      }
      if (touch(oa) && touch(ob)) {
        const w = win(na, nb);
        const neither = oa === ob ? (oa === 'kill' ? 'both_killed' : 'both_ko') : oa === 'kill' ? 'a_kills_b_ko' : 'b_kills_a_ko';
        add(w > 0 ? name('a', oa) : w < 0 ? name('b', ob) : neither, p);
      } else if (touch(oa)) add(name('a', oa), p);
      else if (touch(ob)) add(name('b', ob), p);
      else if (oa === 'recoil' && ob === 'recoil') {
        const w = win(na, nb);
        add(w > 0 ? 'a_recoils' : w < 0 ? 'b_recoils' : 'both_recoil', p);
      } else if (oa === 'recoil') add('a_recoils', p);
      else if (ob === 'recoil') add('b_recoils', p);
      else add('nothing', p);
    }
  return acc;
}

describe('the duel against brute force', () => {
  it("a bretteur's two blows (issue 18): together and first, against every classe and armour", () => {
    for (const cls of [3, 4, 5])
      for (const [armour, armourRank] of [[0, 0], [5, 5]] as const)
        for (const length of [3, 5]) {
          const a: Duelist = { die: 6, modifier: 0, bareHands: false, class: 4, armour: 0, armourRank: 0, length: 3, strike: { dice: 2, mode: 'independent', severalSixes: false } };
          const b: Duelist = { die: 6, modifier: -1, bareHands: false, class: cls, armour, armourRank, length };
          const exact = duelOdds(a, b);
          const brute = bruteDuel(a, b, true);
          for (const k of new Set([...Object.keys(exact), ...Object.keys(brute)])) expect(exact[k as keyof typeof exact] ?? 0, `${k} c${cls} a${armour} l${length}`).toBeCloseTo(brute[k] ?? 0, 9);
        }
  });

  const fighters: Duelist[] = [];
  for (const cls of [2, 3, 4, 5])
    for (const [armour, armourRank] of [[0, 0], [4, 4], [4, 4.5], [5, 5]] as const)
      for (const modifier of [-1, 0, 1]) fighters.push({ die: 6, modifier, bareHands: false, class: cls, armour, armourRank, length: 3 });

  it('equal lengths: the tie rule decides between simultaneous kills and recoils', () => {
    for (const a of fighters)
      for (const b of fighters.filter((_, i) => i % 5 === 0)) {
        const exact = duelOdds(a, b);
        const brute = bruteDuel(a, b);
        for (const k of new Set([...Object.keys(exact), ...Object.keys(brute)])) expect(exact[k as keyof typeof exact] ?? 0, k).toBeCloseTo(brute[k] ?? 0, 9);
        expect(Object.values(exact).reduce((x, y) => x + y, 0)).toBeCloseTo(1, 12);
      }
  });

  it('different lengths: the longer weapon strikes first', () => {
    for (const a of fighters.filter((_, i) => i % 3 === 0))
      for (const b of fighters.filter((_, i) => i % 7 === 0)) {
        const long = { ...a, length: 5 };
        const exact = duelOdds(long, b);
        const brute = bruteDuel(long, b);
        for (const k of Object.keys(exact)) expect(exact[k as keyof typeof exact], k).toBeCloseTo(brute[k] ?? 0, 9);
      }
  });

  it('bare hands on both sides: KO results and the tie rule', () => {
    const a: Duelist = { die: 6, modifier: -1, bareHands: true, class: 3, armour: 0, armourRank: 0, length: 1 };
    for (const b of [a, { ...a, modifier: 0 }, { ...a, class: 4 }]) {
      const exact = duelOdds(a, b);
      const brute = bruteDuel(a, b);
      for (const k of Object.keys(exact)) expect(exact[k as keyof typeof exact], k).toBeCloseTo(brute[k] ?? 0, 9);
    }
  });
});

/** Every face of every die, then § b (sixes count 6, 7, 8 …) and one reroll when the sixes are not enough. */
function bruteVolley(dice: number, sides: number, need: number, severalSixes: boolean): Map<number, number> {
  const out = new Map<number, number>();
  const add = (hits: number, p: number) => out.set(hits, (out.get(hits) ?? 0) + p);
  const faces = Array<number>(dice).fill(1);
  const total = sides ** dice;
  for (let code = 0; code < total; code++) {
    let c = code;
    for (let i = 0; i < dice; i++) {
      faces[i] = (c % sides) + 1;
      c = Math.floor(c / sides);
    }
    const sixes = faces.filter((f) => f === sides).length;
    // § b: two sixes count as 6 and 7, three as 6, 7, 8 …; en désordre each six is only a six.
    const values = faces.map((f) => (f === sides ? 0 : f));
    let next = sides;
    for (let i = 0; i < dice; i++) if (faces[i] === sides) values[i] = severalSixes ? next++ : sides;
    const hits = values.filter((v) => v >= need).length;
    if (sixes === 0 || hits > 0) {
      add(hits, 1 / total);
      continue;
    }
    // Not enough: one die (the highest) is rerolled, each new six raising it by one, until it reaches the need.
    const from = Math.max(...values);
    const reroll = (value: number, p: number) => {
      if (value >= need) return add(1, p);
      add(0, (p * (sides - 1)) / sides);
      reroll(value + 1, p / sides);
    };
    reroll(from, 1 / total);
  }
  return out;
}

describe('shooting at one target against brute force', () => {
  for (const severalSixes of [true, false]) {
    it(`1 to 4 dice, needs 2 to 10${severalSixes ? '' : ', en désordre'}`, () => {
      for (const sides of [4, 6])
        for (let dice = 1; dice <= 4; dice++)
          for (let need = 2; need <= 10; need++) {
            const exact = hitsDist({ dice, sides, need, severalSixes });
            const brute = bruteVolley(dice, sides, need, severalSixes);
            for (let h = 0; h <= dice; h++) expect(exact.get(h) ?? 0, `D${sides} ${dice} dice need ${need} hits ${h}`).toBeCloseTo(brute.get(h) ?? 0, 9);
          }
    });
  }

  it('many shooters still sum to 1', () => {
    const d = hitsDist({ dice: 200, sides: 6, need: 8, severalSixes: true });
    expect([...d.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
  });
});
