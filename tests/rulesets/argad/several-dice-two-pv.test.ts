/**
 * Several dice at one enemy of two points de vie left (issue 38, item 12): every die that touches is a blow, two kill,
 * one wounds. Checked against every face of every die, § b of "la règle des plusieurs 6" applied as the book words it.
 */
import { describe, expect, it } from 'vitest';
import { blowResult, type BlowResult, type Striker, type Struck } from '../../../src/rulesets/argad/odds/melee.js';
import { landedOf, severalDice } from '../../../src/rulesets/argad/odds/several-dice.js';

/** The book's melee table, written again. */
function result(n: number, mod: number, t: Struck): BlowResult {
  if (n === 1) return 'miss';
  if (n >= 8) return 'kill';
  if (n + mod > Math.max(t.class, t.armour)) return 'kill';
  return n + mod >= t.class ? 'recoil' : 'miss';
}

/** Every throw of `dice` D6 together: maxima count 6, 7, 8 …; while none touches the highest is rerolled. */
function bruteGroup(dice: number, mod: number, t: Struck): Record<string, number> {
  const acc: Record<string, number> = {};
  const count = (values: number[], p: number) => {
    const rs = values.map((v) => result(v, mod, t));
    const key = `${Math.min(rs.filter((r) => r === 'kill').length, 2)}|0|${Number(rs.includes('recoil'))}`;
    acc[key] = (acc[key] ?? 0) + p;
  };
  const throwAll = (faces: number[], p: number) => {
    if (faces.length < dice) {
      for (let f = 1; f <= 6; f++) throwAll([...faces, f], p / 6);
      return;
    }
    let sixes = 0;
    const values = faces.map((f) => (f === 6 ? 6 + sixes++ : f));
    const reroll = (vs: number[], q: number) => {
      if (vs.some((v) => result(v, mod, t) === 'kill') || Math.max(...vs) < 6 || Math.max(...vs) > 14) return count(vs, q);
      const top = vs.indexOf(Math.max(...vs));
      // A new 6 adds one to the die; anything else leaves it as it was.
      count(vs, (q * 5) / 6);
      reroll(vs.map((v, i) => (i === top ? v + 1 : v)), q / 6);
    };
    reroll(values, p);
  };
  throwAll([], 1);
  return acc;
}

describe('several dice at a target of two points de vie', () => {
  for (const dice of [2, 3, 4])
    it(`${dice} dice together: every classe, armour and modifier against every face`, () => {
      for (const cls of [2, 3, 4, 5])
        for (const armour of [0, 5])
          for (const mod of [-2, 0, 1]) {
            const s: Striker = { die: 6, modifier: mod, bareHands: false, strike: { dice, mode: 'group', severalSixes: true } };
            const t: Struck = { class: cls, armour };
            const exact = severalDice(s, t);
            const brute = bruteGroup(dice, mod, t);
            for (const k of new Set([...exact.keys(), ...Object.keys(brute)])) expect(exact.get(k) ?? 0, `${k} c${cls} a${armour} m${mod}`).toBeCloseTo(brute[k] ?? 0, 9);
          }
    });

  it('the kills of the dice make the figures: two kill, one wounds, none leaves the best of recoil and miss', () => {
    const s: Striker = { die: 6, modifier: 0, bareHands: false, strike: { dice: 2, mode: 'independent', severalSixes: false } };
    const d = severalDice(s, { class: 3, armour: 0 });
    const p = (kills: number) => [...d].filter(([k]) => landedOf(k).kills === kills).reduce((x, [, q]) => x + q, 0);
    // A bretteur of classe 4 at a classe 3: each blow touches on 4, 5, 6.
    expect(p(2)).toBeCloseTo(1 / 4, 12);
    expect(p(1)).toBeCloseTo(1 / 2, 12);
    expect(blowResult(6, s, { class: 6, armour: 0 })).toBe('recoil');
  });

  it('en désordre the two maxima stay 6 and one is rerolled: no 6 and 7 at once', () => {
    // Modifier −1 at a classe 5: a natural 6 recoils, a 7 touches. § b: two 6 are a 6 and a 7, a wound at once; en
    // désordre both stay 6 and the top one is rerolled (a new 6 makes it 7). One 6 alone (10/36) is rerolled either way.
    const wound = (severalSixes: boolean) => {
      const d = severalDice({ die: 6, modifier: -1, bareHands: false, strike: { dice: 2, mode: 'group', severalSixes } }, { class: 5, armour: 0 });
      return [...d].filter(([k]) => landedOf(k).kills === 1).reduce((x, [, q]) => x + q, 0);
    };
    expect(wound(true)).toBeCloseTo(1 / 36 + (10 / 36) * (1 / 6), 12);
    expect(wound(false)).toBeCloseTo((1 / 36) * (1 / 6) + (10 / 36) * (1 / 6), 12);
  });
});

describe('the view of several dice at two points de vie', () => {
  it('says each die that touches counts, in English and in French; not at one point de vie', async () => {
    const { ruleset } = await import('../../../src/rulesets/argad/index.js');
    const view = (options: Record<string, unknown>) => {
      const side = { kind: 'typed' as const, options };
      return JSON.stringify(ruleset.attack.simulate({ attacker: side, target: side, options }).view);
    };
    const base = { class: 4, targetClass: 3, strikers: 2 };
    expect(view({ ...base, targetHealthPoints: 2 })).toContain('2 dice at one enemy of two points de vie left: each die that touches is a blow, one wounds, two kill');
    expect(view({ ...base, targetHealthPoints: 2, lang: 'fr' })).toContain('2 dés sur un même ennemi à deux points de vie : chaque dé qui touche est un coup, un blesse, deux tuent');
    expect(view(base)).not.toContain('each die that touches');
  });
});
