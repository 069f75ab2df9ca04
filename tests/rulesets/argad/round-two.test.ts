/**
 * Issue 18, Argad!: the rules of the second reading, each with a passing and a failing case, and the odds of several
 * dice at one enemy against an independent brute force over every die sequence.
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { blowOdds, type Strike } from '../../../src/rulesets/argad/odds/melee.js';
import { salvoDist } from '../../../src/rulesets/argad/odds/salvo.js';
import { band, member, simulate, type Json } from './helpers.js';

const base = { class: 4, attackerArmour: 'legere', melee: 'courte', targetClass: 4, targetArmour: 'legere', targetMelee: 'courte' };
const blow = (o: Record<string, unknown>): Json => simulate({ ...base, ...o }).json;
const codes = (mods: { code: string }[]) => mods.map((m) => m.code);
const code = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return e instanceof EscarmoucheError ? e.code : String(e);
  }
  return undefined;
};

describe('morale with a chef (item 1)', () => {
  const morale = (options: Record<string, unknown>): Json => ruleset.rolls.morale!.run(options, { exact: true, rng: new SeededRng('x') }).json;
  it("the README's example: moral 3, a chef of moral 4 settles the equal result with the same die", () => {
    const odds = morale({ morale: 3, chef: '4' });
    expect(odds.obeys).toBeCloseTo(1 / 2, 12);
    expect(odds.disorder).toBeCloseTo(1 / 2, 12);
    expect(odds.depends).toBe(0);
  });
  it('a bare chef flag (another ruleset\'s --chef) is refused, never read as a moral of 1', () => {
    expect(code(() => morale({ morale: 3, chef: true }))).toBe('argad/not-an-integer');
    expect(code(() => morale({ morale: 3, chef: '' }))).toBe('argad/not-an-integer');
  });
});

describe('polearms against riders (item 2)', () => {
  it('classe 4 with a hallebarde against a mounted classe 5 in armour 5: modifier 0, kill 1/6, recoil 1/6, miss 2/3', () => {
    const odds = blow({ melee: 'hallebarde', targetClass: 5, targetArmour: '5', targetMounted: 'cavalier' });
    expect(odds.modifier).toBe(0);
    expect(codes(odds.modifiers)).toEqual(['argad/mod-against-cavalier', 'argad/mod-polearm']);
    expect(odds.p_kill).toBeCloseTo(1 / 6, 12);
    expect(odds.p_recoil).toBeCloseTo(1 / 6, 12);
    expect(odds.p_miss).toBeCloseTo(2 / 3, 12);
    expect(odds.attacker).toMatchObject({ melee: 'hallebarde', melee_category: 'longue' });
  });
  it('a lance is long but has no such bonus; a vouge and a bardiche have it', () => {
    expect(blow({ melee: 'lance', targetMounted: 'cavalier' }).modifier).toBe(-1);
    expect(blow({ melee: 'vouge', targetMounted: 'cavalier' }).modifier).toBe(0);
    expect(blow({ melee: 'bardiche', targetMounted: 'cavalier' }).modifier).toBe(0);
  });
  it('"un monté": against a piéton monté too (+1), and none against a piéton', () => {
    expect(blow({ melee: 'hallebarde', targetMounted: 'pieton-monte' }).modifier).toBe(1);
    expect(blow({ melee: 'hallebarde' }).modifier).toBe(0);
  });
  it('a mounted striker has no polearm bonus', () => {
    expect(blow({ melee: 'hallebarde', mounted: 'pieton-monte', targetMounted: 'cavalier' }).modifier).toBe(-1);
  });
  it('"sauf en cas de charge": the target of a charge in a duel has no polearm bonus', () => {
    const duel = simulate({ ...base, mounted: 'cavalier', charge: true, targetMelee: 'hallebarde', duel: true }).json;
    expect(codes(duel.modifiers.b)).toEqual(['argad/mod-against-cavalier']);
  });
  it('house rule polearm-against: cavalier: nothing against a piéton monté', () => {
    const troop = band(`ruleset: argad
name: T
house_rules:
  polearm-against: cavalier
characters:
  - { name: Hallebardier, class: 4, armour: legere, melee: hallebarde }
  - { name: Dragon, class: 4, armour: legere, melee: courte, mounted: pieton-monte }
  - { name: Chevalier, class: 4, armour: legere, melee: courte, mounted: cavalier }
`);
    const at = (target: string) => ruleset.attack.simulate({ attacker: member(troop, 'Hallebardier'), target: member(troop, target), options: {} }).json.modifier;
    expect(at('Dragon')).toBe(0);
    expect(at('Chevalier')).toBe(0);
  });
});

describe('every weapon the rulebook names (item 3)', () => {
  it.each([
    ['rapiere', 0], ['massue', 0], ['tronconneuse', 0], ['hache d abordage', 0], ['lance de chevalerie', 0],
    ['faux', -1], ['fourche', -1], ['grand baton', -1], ['crosse de fusil', -1], ['baionnette au bout d un fusil', 0], ['baionnette tenue a la main', 0],
  ])('%s strikes with %i', (melee, modifier) => {
    expect(blow({ melee }).modifier).toBe(modifier);
  });
  it('a villager of classe 2 with a fourche: −1 in all ("a le malus −1 en tout")', () => {
    expect(blow({ class: 2, melee: 'fourche' }).modifier).toBe(-1);
  });
  it('a heavy tool cancels the malus, the classe 2 one included; house rule heavy-tool: weapon keeps the classe 2 one', () => {
    expect(blow({ class: 2, melee: 'tronconneuse' }).modifier).toBe(0);
    const troop = band(`ruleset: argad
name: T
house_rules:
  heavy-tool: weapon
characters:
  - { name: Bûcheron, class: 2, armour: legere, melee: grande hache de bucheron }
  - { name: Cible, class: 4, armour: legere, melee: courte }
`);
    expect(ruleset.attack.simulate({ attacker: member(troop, 'Bûcheron'), target: member(troop, 'Cible'), options: {} }).json.modifier).toBe(-1);
  });
  it('the striking order follows the category: a faux (semi-longue) strikes before an épée', () => {
    expect(simulate({ ...base, melee: 'faux', targetMelee: 'epee', duel: true }).json.first).toBe('a');
    expect(simulate({ ...base, melee: 'rapiere', targetMelee: 'epee', duel: true }).json.first).toBe('together');
  });
  it('an unknown weapon is still refused with the close names', () => {
    expect(code(() => blow({ melee: 'baionnette' }))).toBe('argad/typed-unknown');
  });
});

describe('receiving a charge (item 4)', () => {
  const rider = { targetMounted: 'cavalier', targetMelee: 'lance-de-chevalerie' };
  it('a soldier on foot waiting with a lance: +1, which cancels the malus against a cavalier', () => {
    const odds = blow({ melee: 'lance', ...rider, receiveCharge: true });
    expect(odds.modifier).toBe(0);
    expect(codes(odds.modifiers)).toEqual(['argad/mod-against-cavalier', 'argad/mod-receive-charge']);
  });
  it('an arme longue by its category receives a charge too', () => {
    expect(blow({ melee: 'longue', ...rider, receiveCharge: true }).modifier).toBe(0);
  });
  it('a hallebarde receiving a charge: +1 once (the polearm bonus is "sauf en cas de charge")', () => {
    expect(blow({ melee: 'hallebarde', ...rider, receiveCharge: true }).modifier).toBe(0);
  });
  it('in a duel: the charger gets +2, the one who receives 0', () => {
    const duel = simulate({ ...base, mounted: 'cavalier', charge: true, targetMelee: 'lance', targetReceiveCharge: true, duel: true }).json;
    expect(codes(duel.modifiers.a)).toEqual(['argad/mod-cavalier', 'argad/mod-charge']);
    expect(codes(duel.modifiers.b)).toEqual(['argad/mod-against-cavalier', 'argad/mod-receive-charge']);
    const back = simulate({ ...base, melee: 'lance', receiveCharge: true, targetMounted: 'cavalier', duel: true }).json;
    expect(codes(back.modifiers.b)).toEqual(['argad/mod-cavalier', 'argad/mod-charge']);
  });
  it('en désordre the bonus is lost (a tactical factor)', () => {
    expect(blow({ melee: 'lance', ...rider, receiveCharge: true, disorder: true }).modifier).toBe(-1);
  });
  it.each([
    ['with an épée', { melee: 'epee', ...rider, receiveCharge: true }, 'argad/receive-weapon'],
    ['with a two-handed sword (semi-longue, no point)', { melee: 'epee-a-deux-mains', ...rider, receiveCharge: true }, 'argad/receive-weapon'],
    ['mounted', { melee: 'lance', mounted: 'pieton-monte', ...rider, receiveCharge: true }, 'argad/receive-mounted'],
    ['from a piéton', { melee: 'lance', receiveCharge: true }, 'argad/receive-not-cavalier'],
    ['in difficult terrain', { melee: 'lance', ...rider, receiveCharge: true, difficultTerrain: true }, 'argad/charge-difficult-terrain'],
    ['--target-receive-charge without --charge', { targetMelee: 'lance', targetReceiveCharge: true }, 'argad/receive-without-charge'],
    ['--receive-charge with --charge', { mounted: 'cavalier', melee: 'lance', charge: true, receiveCharge: true }, 'argad/receive-and-charge'],
  ])('refused %s', (_, options, expected) => {
    expect(code(() => blow(options))).toBe(expected);
  });
});

// ---- brute force: every die sequence of several dice at one enemy, the rule applied as written ----

type Outcome = 'kill' | 'ko' | 'recoil' | 'miss';
const RANK: Record<Outcome, number> = { kill: 3, ko: 2, recoil: 1, miss: 0 };

function outcome(natural: number, sides: number, mod: number, cls: number, armour: number, bareHands: boolean): Outcome {
  if (natural === 1) return 'miss';
  if (natural >= sides + 2) return 'kill';
  const result = natural + mod;
  if (result > Math.max(cls, armour)) return bareHands ? 'ko' : 'kill';
  if (result >= cls) return 'recoil';
  return 'miss';
}
const touches = (o: Outcome) => o === 'kill' || o === 'ko';

/** Every throw of `n` dice, each [faces, probability]. */
function throws(n: number, sides: number): [number[], number][] {
  let out: [number[], number][] = [[[], 1]];
  for (let i = 0; i < n; i++) out = out.flatMap(([faces, p]) => Array.from({ length: sides }, (_, f) => [[...faces, f + 1], p / sides] as [number[], number]));
  return out;
}

/** A die at `value` rerolled while it does not touch: every sequence, [final outcome, probability]. */
function rerolls(value: number, p: number, sides: number, o: (n: number) => Outcome, out: [Outcome, number][]): void {
  if (touches(o(value)) || value >= sides + 12) return void out.push([o(value), p]);
  out.push([o(value), (p * (sides - 1)) / sides]);
  rerolls(value + 1, p / sides, sides, o, out);
}

function bruteGroup(n: number, sides: number, mod: number, cls: number, armour: number, bareHands: boolean, severalSixes: boolean) {
  const o = (v: number) => outcome(v, sides, mod, cls, armour, bareHands);
  const acc: Record<Outcome, number> = { kill: 0, ko: 0, recoil: 0, miss: 0 };
  for (const [faces, p] of throws(n, sides)) {
    // § b: the maxima count as s, s+1, s+2 …; en désordre each stays s.
    let extra = 0;
    const values = faces.map((f) => (f === sides && severalSixes ? f + extra++ : f));
    const best = values.reduce((b, v) => (RANK[o(v)] > RANK[o(b)] ? v : b), values[0]!);
    const top = Math.max(...values);
    if (touches(o(best)) || top < sides) {
      acc[o(best)] += p;
      continue;
    }
    // "Si c'est insuffisant pour toucher, un seul dé peut être encore relancé": the highest, the others stay.
    const chains: [Outcome, number][] = [];
    rerolls(top, p, sides, o, chains);
    for (const [r, q] of chains) acc[RANK[r] > RANK[o(best)] ? r : o(best)] += q;
  }
  return acc;
}

function bruteIndependent(n: number, sides: number, mod: number, cls: number, armour: number, bareHands: boolean) {
  const o = (v: number) => outcome(v, sides, mod, cls, armour, bareHands);
  let dists: [Outcome, number][] = [['miss', 1]];
  for (let i = 0; i < n; i++) {
    const one: [Outcome, number][] = [];
    for (let f = 1; f <= sides; f++) (f === sides ? rerolls(f, 1 / sides, sides, o, one) : one.push([o(f), 1 / sides]));
    dists = dists.flatMap(([a, p]) => one.map(([b, q]) => [RANK[b] > RANK[a] ? b : a, p * q] as [Outcome, number]));
  }
  const acc: Record<Outcome, number> = { kill: 0, ko: 0, recoil: 0, miss: 0 };
  for (const [r, p] of dists) acc[r] += p;
  return acc;
}

const compare = (exact: Record<string, number>, brute: Record<Outcome, number>, label: string) => {
  for (const k of ['kill', 'ko', 'recoil', 'miss'] as const) expect(exact[k], `${k} ${label}`).toBeCloseTo(brute[k], 9);
  expect(exact.kill! + exact.ko! + exact.recoil! + exact.miss!).toBeCloseTo(1, 12);
};

describe('several strikers at one enemy (item 5)', () => {
  for (const sides of [4, 6]) {
    for (const n of [2, 3, 4]) {
      it(`${n} D${sides} strikers against every classe, armour and modifier, § b and en désordre`, () => {
        for (const cls of [1, 3, 5])
          for (const armour of [0, 5])
            for (const mod of [-3, -1, 0, 2])
              for (const bareHands of [false, true])
                for (const severalSixes of [true, false]) {
                  const strike: Strike = { dice: n, mode: 'group', severalSixes };
                  const exact = blowOdds({ die: sides, modifier: mod, bareHands, strike }, { class: cls, armour });
                  compare(exact as unknown as Record<string, number>, bruteGroup(n, sides, mod, cls, armour, bareHands, severalSixes), `c${cls} a${armour} m${mod} ${severalSixes}`);
                }
      });
    }
  }
  it('two classe 3 strikers on a classe 5 in armour 5 with −1: only two 6s (a 7) or a 6 rerolled twice kill', () => {
    const odds = blow({ class: 3, targetClass: 5, targetArmour: '5', modifier: -1, strikers: 2 });
    expect(odds.dice_thrown).toBe(2);
    expect(odds.strike).toBe('several-sixes');
    expect(odds.p_kill).toBeCloseTo(bruteGroup(2, 6, -1, 5, 5, false, true).kill, 12);
    expect(odds.p_kill).toBeGreaterThan(blow({ class: 3, targetClass: 5, targetArmour: '5', modifier: -1 }).p_kill * 2 - 1e-12);
  });
  it('the dice rolled at the table: 6,6 of two strikers is a 7; on classe 5 armour 5 with −2 that is 5: a recoil, a reroll allowed', () => {
    const at = { class: 3, targetClass: 5, targetArmour: '5', modifier: -2 };
    expect(blow({ ...at, strikers: 2, dice: [6, 6] })).toMatchObject({ method: 'dice', natural: 7, result: 'recoil', reroll_allowed: true, dice_thrown: 2 });
    expect(blow({ ...at, strikers: 2, dice: [6, 6, 6] })).toMatchObject({ natural: 8, result: 'kill', reroll_allowed: false });
    expect(blow({ ...at, strikers: 2, dice: [6, 6, 3] })).toMatchObject({ natural: 7, result: 'recoil', reroll_allowed: false });
    expect(blow({ ...at, strikers: 3, dice: [2, 5, 4] })).toMatchObject({ natural: 5, result: 'miss', reroll_allowed: false });
    expect(blow({ ...at, strikers: 2, disorder: true, dice: [6, 6] })).toMatchObject({ natural: 6, result: 'miss', reroll_allowed: true });
    expect(code(() => blow({ strikers: 2, dice: [6, 2, 3] }))).toBe('argad/extra-dice');
  });

  it('en désordre the strikers lose § b', () => {
    expect(blow({ targetClass: 5, targetArmour: '5', modifier: -1, strikers: 2, disorder: true }).strike).toBe('one-six-rerolled');
  });
  it.each([
    ['--strikers 0', { strikers: 0 }, 'argad/out-of-bounds'],
    ['--strikers 13', { strikers: 13 }, 'argad/out-of-bounds'],
    ['--strikers with --duel', { strikers: 2, duel: true }, 'argad/strikers-duel'],
    ['--strikers 3 with two faces', { strikers: 3, dice: [6, 6] }, 'argad/missing-dice'],
    ['--two-blows with --dice', { skill: ['bretteur'], twoBlows: true, dice: [6, 6] }, 'argad/dice-several'],
  ])('refused: %s', (_, options, expected) => {
    expect(code(() => blow(options))).toBe(expected);
  });
});

describe("the bretteur's two blows (item 7)", () => {
  const bretteur = { skill: ['bretteur'], melee: 'rapiere' };
  it('two dice, each with its own rerolls, against brute force', () => {
    for (const cls of [1, 3, 5])
      for (const armour of [0, 5])
        for (const mod of [-2, 0, 1]) {
          const strike: Strike = { dice: 2, mode: 'independent', severalSixes: false };
          compare(blowOdds({ die: 6, modifier: mod, bareHands: false, strike }, { class: cls, armour }) as unknown as Record<string, number>, bruteIndependent(2, 6, mod, cls, armour, false), `c${cls} a${armour} m${mod}`);
        }
  });
  it('classe 4 on classe 4: kill 1 − (4/6)² = 5/9 (each die kills on 5 or 6)', () => {
    const odds = blow({ ...bretteur, twoBlows: true });
    expect(odds.p_kill).toBeCloseTo(5 / 9, 12);
    expect(odds.strike).toBe('two-blows');
  });
  it('striking twice gives up striking early: together with an épée, after a semi-longue', () => {
    expect(simulate({ ...base, ...bretteur, targetMelee: 'epee-a-deux-mains', duel: true }).json.first).toBe('together');
    expect(simulate({ ...base, ...bretteur, twoBlows: true, targetMelee: 'epee-a-deux-mains', duel: true }).json.first).toBe('b');
    expect(simulate({ ...base, ...bretteur, twoBlows: true, duel: true }).json).toMatchObject({ first: 'together', dice_thrown: { a: 2, b: 1 } });
  });
  it('house rule bretteur-several-sixes: the two dice count a 6 and a 7', () => {
    const troop = band(`ruleset: argad
name: T
house_rules:
  bretteur-several-sixes: true
characters:
  - { name: Cyrano, class: 4, armour: legere, melee: rapiere, skills: [bretteur] }
  - { name: Chevalier, class: 5, armour: 5, melee: courte }
`);
    const odds = ruleset.attack.simulate({ attacker: member(troop, 'Cyrano'), target: member(troop, 'Chevalier'), options: { twoBlows: true } }).json;
    expect(odds.strike).toBe('several-sixes');
    expect(odds.p_kill).toBeCloseTo(bruteGroup(2, 6, 0, 5, 5, false, true).kill, 12);
  });
  it.each([
    ['without the skill', { melee: 'rapiere', twoBlows: true }, 'argad/two-blows-bretteur'],
    ['with a long weapon', { skill: ['bretteur'], melee: 'lance', twoBlows: true }, 'argad/two-blows-bretteur'],
    ['--target-two-blows outside a duel', { targetTwoBlows: true }, 'argad/target-two-blows-duel'],
    ['with --strikers', { ...bretteur, twoBlows: true, strikers: 2 }, 'argad/strikers-two-blows'],
  ])('refused %s', (_, options, expected) => {
    expect(code(() => blow(options))).toBe(expected);
  });
});

describe('class 1–2 shooting malus (item 8) and the two bows (item 9)', () => {
  const shot = (o: Record<string, unknown>): Json => simulate({ ...base, weapon: 'ranged', range: 'short', ...o }).json;
  it('a classe 2 archer shoots with −1 ("Personnages peu habitués à tirer")', () => {
    expect(shot({ class: 2, ranged: 'arc' }).need).toBe(6);
  });
  it('house rule untrained-shooting: firearms keeps the bow without malus', () => {
    const troop = band(`ruleset: argad
name: T
house_rules:
  untrained-shooting: firearms
characters:
  - { name: Villageois, class: 2, armour: legere, melee: courte, ranged: arc }
  - { name: Milicien, class: 2, armour: legere, melee: courte, ranged: fusil }
  - { name: Cible, class: 3, armour: legere, melee: courte }
`);
    const need = (who: string) => ruleset.attack.simulate({ attacker: member(troop, who), target: member(troop, 'Cible'), options: { weapon: 'ranged', range: 'short' } }).json.need;
    expect(need('Villageois')).toBe(5);
    expect(need('Milicien')).toBe(6);
  });
  it('a mounted European self bow does not shoot; the short composite bow shoots mounted, −1 on the move', () => {
    expect(code(() => shot({ ranged: 'arc', mounted: 'cavalier' }))).toBe('argad/shoots-on-foot');
    expect(code(() => shot({ ranged: 'arc', moving: true }))).toBe('argad/cannot-shoot-moving');
    expect(shot({ ranged: 'arc-composite', mounted: 'cavalier', moving: true }).need).toBe(6);
    expect(shot({ ranged: 'arc court composite', mounted: 'cavalier' }).need).toBe(5);
  });
});

/** The salvo as the rulebook's box tells it, over every face of every die and every reroll (independent of the module). */
function bruteSalvo(red: number, white: number, sides: number, need: number, severalSixes: boolean, group: boolean): Map<number, number> {
  const out = new Map<number, number>();
  const add = (n: number, p: number) => out.set(n, (out.get(n) ?? 0) + p);
  const count = (dice: { red: boolean; v: number }[]) => (dice.some((d) => d.red && d.v >= need) ? dice.filter((d) => d.v >= need).length : 0);
  for (const [faces, p] of throws(red + white, sides)) {
    const dice = faces.map((f, i) => ({ red: i < red, max: f === sides, v: f }));
    // § b: maxima are 6, 7, 8 …, the highest on red dice (they decide whether the shot counts).
    const maxima = dice.filter((d) => d.max).sort((x, y) => (x.red === y.red ? 0 : x.red ? -1 : 1));
    maxima.forEach((d, i) => (d.v = severalSixes ? sides + maxima.length - 1 - i : sides));
    const noMaxHit = maxima.length > 0 && maxima.every((d) => d.v < need);
    if (group) {
      const redHits = dice.some((d) => d.red && d.v >= need);
      const pick = (!redHits && dice.find((d) => d.red && d.v === need - 1)) || dice.find((d) => d.v === need - 1) || (noMaxHit ? maxima[0] : undefined);
      if (pick) pick.v += 1;
    }
    const top = maxima[0];
    if (!top || maxima.some((d) => d.v >= need)) {
      add(count(dice), p);
      continue;
    }
    // One maximum rerolled, while short of the need: each new maximum adds one.
    let q = p;
    for (;;) {
      if (top.v >= need || top.v >= sides + 12) {
        add(count(dice), q);
        break;
      }
      add(count(dice), (q * (sides - 1)) / sides);
      q /= sides;
      top.v += 1;
    }
  }
  return out;
}

describe('weapons that throw red and white dice (item 6)', () => {
  const salvo = (o: Record<string, unknown>): Json => simulate({ ...base, weapon: 'ranged', table: 5, ...o }).json;
  it('matches the brute force: one or two red, up to three white, every need, § b or not, group or not', () => {
    for (const red of [1, 2])
      for (const white of [0, 1, 2, 3])
        for (const need of [3, 5, 6, 7, 8, 9])
          for (const severalSixes of [true, false])
            for (const group of [false, true]) {
              const exact = salvoDist({ red, white, sides: 6, need, severalSixes, group });
              const brute = bruteSalvo(red, white, 6, need, severalSixes, group);
              const label = JSON.stringify({ red, white, need, severalSixes, group });
              for (let n = 0; n <= red + white; n++) expect(exact.get(n) ?? 0, `${label} ${n}`).toBeCloseTo(brute.get(n) ?? 0, 12);
            }
  });
  it('by hand: two red dice on 5-6, no white: the shot kills when a red die hits, 1 − (4/6)² = 5/9', () => {
    const json = salvo({ whiteDice: 0 });
    expect(json.p_kill).toBeCloseTo(5 / 9, 12);
    expect(json.victims['2']).toBeCloseTo(1 / 9, 12);
  });
  it('a white die alone kills nothing: two red, one white, the white hits and both red miss → 0', () => {
    const json = salvo({ whiteDice: 1 });
    // P(no red hit) = 4/9 → 0 victims whatever the white die does.
    expect(json.victims['0']).toBeCloseTo(4 / 9, 12);
    // Each red die hits on 5-6 (1/3): E[red hits] = 2/3; the white counts only with a red hit: (1/3) × (5/9).
    expect(json.expected_victims).toBeCloseTo(2 / 3 + (1 / 3) * (5 / 9), 12);
  });
  it('against a group the +1 helps: more victims on average', () => {
    expect(salvo({ whiteDice: 2, groupTarget: true }).expected_victims).toBeGreaterThan(salvo({ whiteDice: 2 }).expected_victims);
  });
  it.each([
    ['without --table', { weapon: 'ranged', whiteDice: 2 }, 'argad/salvo-table'],
    ['with --range', { weapon: 'ranged', whiteDice: 2, table: 5, range: 'short' }, 'argad/salvo-option'],
    ['with --shooters', { weapon: 'ranged', whiteDice: 2, table: 5, shooters: 2 }, 'argad/salvo-option'],
    ['three red dice', { weapon: 'ranged', redDice: 3, table: 5 }, 'argad/out-of-bounds'],
    ['21 white dice', { weapon: 'ranged', whiteDice: 21, table: 5 }, 'argad/out-of-bounds'],
    ['--table without white dice', { weapon: 'ranged', ranged: 'fusil', range: 'short', table: 5 }, 'argad/salvo-only'],
    ['--white-dice in melee', { whiteDice: 2, table: 5 }, 'argad/ranged-only'],
    ['--strikers in a shot', { weapon: 'ranged', ranged: 'arc', range: 'short', strikers: 2 }, 'argad/melee-only'],
    ['--receive-charge in a shot', { weapon: 'ranged', whiteDice: 1, table: 5, receiveCharge: true }, 'argad/melee-only'],
  ])('refused %s', (_, options, expected) => {
    expect(code(() => simulate({ ...base, ...options }))).toBe(expected);
  });
});
