/**
 * The attacker's choices after the roll (policy.ts), each where it changes the odds: Magie Scolaire (a die turned),
 * the Potion d'Éloquence (+CHA to one die, counted only when played), Crémation de l'Âme (+1 to one die), Murmures des
 * ombres (CHA in place of INT or SAG, or neither), the botte secrète once spent. Against a brute force written here
 * from the rulebook (every choice tried; the best is a hit, then a kill, then the most PV lost, then keeping the
 * once-per-game resource), and single rolls worked by hand.
 */
import { describe, expect, it } from 'vitest';
import { summarise } from '../../../src/rulesets/flammes-et-fantassins/odds/odds.js';
import { initialFlags, resolve, type Setup } from '../../../src/rulesets/flammes-et-fantassins/odds/policy.js';
import { plain, ROLLS } from './plan-helpers.js';

interface Choices {
  touche: number;
  degats: number;
  defense: number;
  pv: number;
  /** Magie Scolaire: one die may be turned (7 − face). */
  flip?: boolean;
  /** Potion d'Éloquence: CHA to one die, or to none. */
  eloquence?: number;
  /** Crémation de l'Âme: +1s split between the dice. */
  floating?: number;
  /** Murmures des ombres: [CHA − INT, CHA − SAG], one of them or neither. */
  swap?: [number, number];
}

/** Each roll's best choice: hit, kill, PV lost (if no kill), then not turning, not drinking. */
function brute(c: Choices) {
  let hit = 0;
  let flipped = 0;
  let drunk = 0;
  let damage = 0;
  for (const [a, b] of ROLLS) {
    const dice: [number, number, boolean][] = [[a, b, false]];
    if (c.flip) dice.push([7 - a, b, true], [a, 7 - b, true]);
    const extra: [number, number, boolean][] = [];
    const floats = Array.from({ length: (c.floating ?? 0) + 1 }, (_, k) => [k, (c.floating ?? 0) - k] as const);
    const swaps: (readonly [number, number])[] = c.swap ? [[0, 0], [c.swap[0], 0], [0, c.swap[1]]] : [[0, 0]];
    const potions: (readonly [number, number, boolean])[] = c.eloquence ? [[0, 0, false], [c.eloquence, 0, true], [0, c.eloquence, true]] : [[0, 0, false]];
    for (const f of floats) for (const s of swaps) for (const p of potions) extra.push([f[0] + s[0] + p[0], f[1] + s[1] + p[1], p[2]]);
    let best: number[] | null = null;
    for (const [x, y, turned] of dice) {
      for (const [t, d] of [[x, y], [y, x]]) {
        for (const [bt, bd, played] of extra) {
          const h = t! + c.touche + bt >= c.defense;
          const dmg = h ? Math.min(c.pv, Math.max(0, d! + c.degats + bd)) : 0;
          const key = [+h, +(dmg >= c.pv), dmg >= c.pv ? 0 : dmg, turned ? 0 : 1, played ? 0 : 1, dmg];
          if (!best || key.find((v, i) => v !== best![i]) !== undefined && key[key.findIndex((v, i) => v !== best![i])]! > best[key.findIndex((v, i) => v !== best![i])]!) best = key;
        }
      }
    }
    hit += best![0]!;
    flipped += 1 - best![3]!;
    drunk += 1 - best![4]!;
    damage += best![5]!;
  }
  return { pHit: hit / 36, pFlip: flipped / 36, pEloquence: drunk / 36, expectedDamage: damage / 36 };
}

const setupOf = (c: Choices): Setup => ({
  ...plain(c.touche, c.degats, c.defense, c.pv),
  flip: c.flip ?? false,
  eloquence: c.eloquence ?? null,
  floating: c.floating ?? 0,
  swap: c.swap ? { touche: c.swap[0], degats: c.swap[1] } : null,
});

const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-12);
function agrees(c: Choices) {
  const s = summarise(setupOf(c));
  const b = brute(c);
  close(s.pHit, b.pHit);
  close(s.pFlip, b.pFlip);
  close(s.pEloquence, b.pEloquence);
  close(s.expectedDamage, b.expectedDamage);
  return s;
}

describe('F&F policy: Magie Scolaire, one die turned to its opposite face', () => {
  it('against CA 6 with Touche +0, a 1 turned is a 6: P(hit) = 1 − (4/6)² = 20/36, not 11/36', () => {
    const s = agrees({ touche: 0, degats: 0, defense: 6, pv: 100, flip: true });
    close(s.pHit, 20 / 36);
    // Turned on the 9 rolls with a 1 and no 6 (to hit), and on rolls with a 6 whose other die turns higher.
    expect(s.pFlip).toBeGreaterThan(9 / 36);
    expect(s.pFlip).toBeLessThan(1);
  });

  it('single rolls: 1,2 turns the 1 to hit; 6,2 turns the 2 for 5 PV; 6,6 turns nothing', () => {
    const setup = setupOf({ touche: 0, degats: 0, defense: 6, pv: 100, flip: true });
    const flags = initialFlags(setup);
    expect(resolve(setup, flags, [1, 2])).toMatchObject({ flipped: true, toucheDie: 6, degatsDie: 2, hit: true, damage: 2 });
    expect(resolve(setup, flags, [6, 2])).toMatchObject({ flipped: true, toucheDie: 6, degatsDie: 5, damage: 5 });
    expect(resolve(setup, flags, [6, 6])).toMatchObject({ flipped: false, damage: 6 });
    // Spent: the same roll as thrown.
    expect(resolve(setup, { ...flags, flip: false }, [1, 2])).toMatchObject({ flipped: false, hit: false });
  });

  it('a kill at 2 PV needs no turn once a die hits: brute force', () => {
    agrees({ touche: 0, degats: 0, defense: 5, pv: 2, flip: true });
  });
});

describe("F&F policy: the Potion d'Éloquence, counted only when drunk", () => {
  it('Touche +0 against CA 4 at 1 PV: drunk only on the 8 rolls whose best die is 2 or 3 (+2 to hit): 8/36', () => {
    // Best die 4+ (27 rolls): a hit, a kill, without it; 1,1: 1 + 2 < 4, no use; 2 or 3 (3 + 5 rolls): +2 hits.
    const s = agrees({ touche: 0, degats: 0, defense: 4, pv: 1, eloquence: 2 });
    close(s.pHit, 35 / 36);
    close(s.pEloquence, 8 / 36);
  });

  it('at 100 PV it is drunk on every roll that can hit (+2 hits, or +2 PV lost): 35/36', () => {
    const s = agrees({ touche: 0, degats: 0, defense: 4, pv: 100, eloquence: 2 });
    close(s.pEloquence, 35 / 36);
  });

  it('1,1 misses whatever is drunk: nothing drunk; 2,5: the potion on the 2 to hit, the 5 wounds', () => {
    const setup = setupOf({ touche: 0, degats: 0, defense: 4, pv: 100, eloquence: 2 });
    expect(resolve(setup, initialFlags(setup), [1, 1])).toMatchObject({ hit: false, eloquence: false });
    // 2,5: the 5 hits and the 2 + 2 wounds (4), or the 2 + 2 hits CA 4 and the 5 wounds (5): one die only.
    expect(resolve(setup, initialFlags(setup), [2, 5])).toMatchObject({ hit: true, eloquence: true, toucheDie: 2, degatsDie: 5, damage: 5 });
  });
});

describe("F&F policy: Crémation de l'Âme and Murmures des ombres are no potion", () => {
  it('Crémation +1 to one die: brute force; never counted as the potion', () => {
    const s = agrees({ touche: 0, degats: 0, defense: 5, pv: 100, floating: 1 });
    // Best die 4+ hits (27/36); the +1 goes to the Dégâts otherwise.
    close(s.pHit, 27 / 36);
    close(s.pEloquence, 0);
  });

  it('Murmures: CHA in place of INT or SAG, or neither: a CHA below both changes nothing', () => {
    const worse = agrees({ touche: 0, degats: 0, defense: 4, pv: 100, swap: [-1, -1] });
    const none = summarise(plain(0, 0, 4, 100));
    close(worse.pHit, none.pHit);
    close(worse.expectedDamage, none.expectedDamage);
    close(worse.pEloquence, 0);
    // CHA − INT = 1, CHA − SAG = −1: the +1 to hit when it helps, never the −1.
    agrees({ touche: 0, degats: 0, defense: 5, pv: 100, swap: [1, -1] });
  });

  it('mille années de sagesse puts each Concentration on both dice: no potion drunk either', () => {
    // +1 to both: the best die + 1 reaches CA 4 when it is 3 or more: 1 − (2/6)² = 32/36.
    const s = summarise({ ...plain(0, 0, 4, 100), concentration: 1, concentrationBoth: true });
    close(s.pHit, 32 / 36);
    close(s.pEloquence, 0);
  });

  it('with the potion too: brute force', () => {
    agrees({ touche: 0, degats: 0, defense: 6, pv: 4, floating: 1, eloquence: 1 });
    agrees({ touche: 0, degats: 0, defense: 6, pv: 100, swap: [2, 1], eloquence: 1 });
  });
});

describe('F&F policy: once spent, gone; nothing stuns without a stun', () => {
  it('the botte secrète adds its DEX only while it is there', () => {
    const setup = { ...plain(0, 0, 4, 100), botte: 2 };
    const flags = initialFlags(setup);
    expect(resolve(setup, flags, [5, 6])).toMatchObject({ botte: true, damage: 6 + 2 });
    expect(resolve(setup, { ...flags, botte: false }, [5, 6])).toMatchObject({ botte: false, damage: 6 });
  });

  it('an attack with no stun in play stuns nothing: P(stun) = 0 while P(hit) = 27/36', () => {
    const s = summarise(plain(0, 0, 4, 100));
    close(s.pHit, 27 / 36);
    close(s.pStun, 0);
  });

  it('a roll that misses whatever is chosen is reported as thrown: the first die to the Touche', () => {
    const setup = { ...plain(0, 0, 10, 100), concentration: 1 };
    expect(resolve(setup, initialFlags(setup), [1, 2])).toMatchObject({ hit: false, toucheDie: 1, degatsDie: 2 });
  });
});
