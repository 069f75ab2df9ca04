/** The named rolls' reports: every JSON key and view line with scripted dice, each option's bounds and refusals. */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import type { Report } from '../../../src/core/ruleset/ruleset.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { expectedTurns, work, workStep } from '../../../src/rulesets/argad/odds/rolls/certain-temps.js';
import { effectiveHealth, healResult, healSituation } from '../../../src/rulesets/argad/odds/rolls/heal.js';
import { BLOCKED, lossDist, remaining, slowness, slownessLoss } from '../../../src/rulesets/argad/odds/rolls/lenteur.js';
import { moraleResult, moraleSituation } from '../../../src/rulesets/argad/odds/rolls/morale.js';
import { refusal } from '../../helpers/refusal.js';

/** Dice thrown in this order; each throw's sides recorded. */
function scripted(...faces: number[]) {
  const sides: number[] = [];
  return {
    sides,
    die(n: number) {
      sides.push(n);
      const face = faces.shift();
      if (face === undefined) throw new Error('no die left');
      return face;
    },
  };
}

const run = (name: string, options: Record<string, unknown>, faces: number[] | 'exact', lang?: Lang): Report =>
  ruleset.rolls[name]!.run(options, { exact: faces === 'exact', rng: scripted(...(faces === 'exact' ? [] : faces)), ...(lang ? { lang } : {}) });

describe('roll heal: reports', () => {
  it('exact, in French: the santé with the soigneur in the heading, one bar per result', () => {
    expect(run('heal', { health: 4, healer: true }, 'exact', 'fr').view).toEqual([
      { kind: 'heading', text: 'Soins : un dé contre la santé 5' },
      { kind: 'bars', items: [{ label: 'guérira', p: 4 / 6 }, { label: 'guérira avec des séquelles', p: 1 / 6 }, { label: 'mort', p: 1 / 6 }] },
    ]);
  });

  it('exact, in English by default; a wounded character stays wounded', () => {
    expect(run('heal', { health: 3, battlefield: true, wounded: true }, 'exact').view).toEqual([
      { kind: 'heading', text: 'Soins: a die against santé 2' },
      { kind: 'bars', items: [{ label: 'heals', p: 1 / 6 }, { label: 'heals with séquelles', p: 1 / 6 }, { label: 'stays at one point de vie', p: 4 / 6 }] },
    ]);
  });

  it.each([
    [3, 'heals', 'heals'],
    [4, 'after_effects', 'heals with séquelles'],
    [5, 'dies', 'dies'],
  ])('a rolled %s against santé 4: %s', (die, result, words) => {
    const report = run('heal', { health: 4 }, [die]);
    expect(report.json).toEqual({ die, health: 4, result });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Soins: a die against santé 4' },
      { kind: 'pairs', items: [['die', die], ['result', words]] },
    ]);
  });

  it('a rolled die is a D6, and the JSON gives the santé with its modifiers', () => {
    const rng = scripted(2);
    const report = ruleset.rolls.heal!.run({ health: 4, healer: true, battlefield: true, wounded: true }, { exact: false, rng, lang: 'fr' });
    expect(rng.sides).toEqual([6]);
    expect(report.json).toEqual({ die: 2, health: 4, result: 'heals' });
    expect(report.view[1]).toEqual({ kind: 'pairs', items: [['dé', 2], ['résultat', 'guérira']] });
  });

  it('the santé: 1 to 6, the flags read only when true', () => {
    expect(healSituation({ health: 1 })).toEqual({ health: 1, healer: false, battlefield: false, wounded: false });
    expect(healSituation({ health: 6, healer: true, battlefield: true, wounded: true })).toEqual({ health: 6, healer: true, battlefield: true, wounded: true });
    expect(healSituation({ health: '3', healer: 'yes' }).healer).toBe(false);
    expect(refusal(() => healSituation({ health: 0 }))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--health', actual: 0, limit: '1–6' } });
    expect(refusal(() => healSituation({ health: 7 }))).toMatchObject({ code: 'argad/out-of-bounds', params: { actual: 7 } });
    expect(refusal(() => healSituation({}))).toMatchObject({ code: 'argad/health-required', exit: 2 });
    expect(refusal(() => healSituation({ health: 'x' }))).toMatchObject({ code: 'argad/not-an-integer', params: { flag: '--health', actual: 'x' } });
  });

  it('each modifier on its own', () => {
    expect(effectiveHealth({ health: 3 })).toBe(3);
    expect(effectiveHealth({ health: 3, healer: true })).toBe(4);
    expect(effectiveHealth({ health: 3, battlefield: true })).toBe(2);
    expect(healResult(3, { health: 3, healer: true })).toBe('heals');
    expect(healResult(3, { health: 3, battlefield: true })).toBe('dies');
    expect(healResult(4, { health: 3, wounded: true })).toBe('stays_wounded');
    expect(healResult(3, { health: 3, wounded: true })).toBe('after_effects');
  });
});

describe('roll morale: reports', () => {
  it('exact: the moral in the heading, one bar per result, English and French', () => {
    expect(run('morale', { morale: 3 }, 'exact').view).toEqual([
      { kind: 'heading', text: 'Moral: a die against moral 3' },
      { kind: 'bars', items: [{ label: 'obeys', p: 2 / 6 }, { label: 'obeys if a chef in voice range succeeds', p: 1 / 6 }, { label: 'en désordre', p: 3 / 6 }] },
    ]);
    expect(run('morale', { morale: 3 }, 'exact', 'fr').view[0]).toEqual({ kind: 'heading', text: 'Moral : un dé contre le moral 3' });
    expect(run('morale', { morale: 3 }, 'exact', 'fr').view[1]).toMatchObject({ items: [{ label: 'obéit' }, { label: 'obéit si un chef à portée de voix réussit' }, { label: 'en désordre' }] });
  });

  it.each([
    [{ morale: 4 }, 3, 'obeys', 'obeys'],
    [{ morale: 4 }, 4, 'depends', 'obeys if a chef in voice range succeeds'],
    [{ morale: 4 }, 5, 'disorder', 'en désordre'],
    [{ morale: 4, chef: 5 }, 4, 'obeys', 'obeys'],
    [{ morale: 4, chef: 4 }, 4, 'disorder', 'en désordre'],
  ])('%o, a rolled %s: %s', (options, die, result, words) => {
    const rng = scripted(die);
    const report = ruleset.rolls.morale!.run(options, { exact: false, rng });
    expect(rng.sides).toEqual([6]);
    expect(report.json).toEqual({ die, morale: 4, result });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Moral: a die against moral 4' },
      { kind: 'pairs', items: [['die', die], ['result', words]] },
    ]);
  });

  it('the chef settles only an equal result', () => {
    expect(moraleResult(3, { morale: 4, chef: 2 })).toBe('obeys');
    expect(moraleResult(5, { morale: 4, chef: 6 })).toBe('disorder');
  });

  it('no chef unless given', () => {
    expect(moraleSituation({ morale: 4 })).toStrictEqual({ morale: 4, alreadyInDisorder: false });
    expect(moraleSituation({ morale: '4', chef: '0' })).toStrictEqual({ morale: 4, chef: 0, alreadyInDisorder: false });
  });

  it('moral and chef: 0 to 7', () => {
    expect(run('morale', { morale: 0, chef: 7 }, 'exact').json).toEqual({ obeys: 0, depends: 0, disorder: expect.closeTo(1, 12) });
    expect(run('morale', { morale: 7, chef: 0 }, 'exact').json).toEqual({ obeys: expect.closeTo(1, 12), depends: 0, disorder: 0 });
    expect(refusal(() => run('morale', { morale: -1 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--morale', actual: -1, limit: '0–7' } });
    expect(refusal(() => run('morale', { morale: 8 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--morale', actual: 8 } });
    expect(refusal(() => run('morale', { morale: 4, chef: -1 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--chef', actual: -1, limit: '0–7' } });
    expect(refusal(() => run('morale', { morale: 4, chef: 8 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--chef', actual: 8 } });
    expect(refusal(() => run('morale', { chef: 4 }, 'exact'))).toMatchObject({ code: 'argad/morale-required', exit: 2 });
    expect(refusal(() => run('morale', { morale: 4, chef: true }, 'exact'))).toMatchObject({ code: 'argad/not-an-integer', params: { flag: '--chef' } });
    expect(refusal(() => run('morale', { morale: '4.5' }, 'exact'))).toMatchObject({ code: 'argad/not-an-integer', params: { flag: '--morale', actual: '4.5' } });
  });
});

describe('roll certain-temps: reports', () => {
  it('exact: a turn behind with 1D3, three turns (English)', () => {
    const report = run('certain-temps', { headStart: -1, d3: true, turns: 3 }, 'exact');
    // Turn 1: a die ≤ 0 never; turn 2: a 1 (1/3); turn 3: 1–2 of what is left (1/3 + 2/3 × 2/3 = 7/9).
    expect(report.json).toEqual({ turns: [{ turn: 1, p_done: 0 }, { turn: 2, p_done: 1 / 3 }, { turn: 3, p_done: expect.closeTo(7 / 9, 12) }], expected_turns: expect.closeTo(1 + 1 + 2 / 3 + 2 / 9, 12) });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Un certain temps (1D3, head start -1)' },
      { kind: 'bars', items: [{ label: 'turn 1', p: 0 }, { label: 'turn 2', p: 1 / 3 }, { label: 'turn 3', p: expect.closeTo(7 / 9, 12) }] },
      { kind: 'pairs', items: [['expected turns', '2.889']] },
    ]);
  });

  it('exact, in French: a turn ahead is signed', () => {
    const report = run('certain-temps', { headStart: 1, turns: 1 }, 'exact', 'fr');
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Un certain temps (1D6, avance +1)' },
      { kind: 'bars', items: [{ label: 'tour 1', p: 2 / 6 }] },
      { kind: 'pairs', items: [['tours en moyenne', expect.any(String)]] },
    ]);
  });

  it.each([
    [{}, 6],
    [{ headStart: 1 }, 5],
    [{ headStart: -2 }, 8],
    [{ d3: true }, 3],
    [{ d3: true, headStart: 3 }, 1],
    [{ d3: true, headStart: 5 }, 1],
    [{ sixFails: true }, 12],
    [{ turns: 1 }, 1],
    [{ turns: 100 }, 100],
  ])('%o: %s turns shown', (options, turns) => {
    expect(run('certain-temps', options, 'exact').json.turns).toHaveLength(turns);
  });

  it('turns 1 to 100, head start −5 to +5', () => {
    expect(refusal(() => run('certain-temps', { turns: 0 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--turns', actual: 0, limit: '1–100' } });
    expect(refusal(() => run('certain-temps', { turns: 101 }, 'exact'))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--turns', actual: 101 } });
    expect(refusal(() => run('certain-temps', { turns: 'all' }, 'exact'))).toMatchObject({ code: 'argad/not-an-integer', params: { flag: '--turns', actual: 'all' } });
    expect(refusal(() => work({ headStart: -6 }))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--head-start', actual: -6, limit: '-5–5' } });
    expect(refusal(() => work({ headStart: 6 }))).toMatchObject({ code: 'argad/out-of-bounds', params: { flag: '--head-start', actual: 6 } });
    expect(work({ headStart: -5 })).toEqual({ headStart: -5, sides: 6, sixFails: false });
    expect(work({ headStart: 5, d3: true, sixFails: true })).toEqual({ headStart: 5, sides: 3, sixFails: true });
    expect(work({})).toEqual({ headStart: 0, sides: 6, sixFails: false });
    expect(refusal(() => work({ headStart: 'x' }))).toMatchObject({ code: 'argad/not-an-integer', params: { flag: '--head-start' } });
  });

  it('one step: a 6 restarts only in the variant', () => {
    const plain = { headStart: 0, sides: 6, sixFails: false } as const;
    expect(workStep(6, 6, plain)).toBe('done');
    expect(workStep(6, 6, { ...plain, sixFails: true })).toBe('restart');
    expect(workStep(5, 6, { ...plain, sixFails: true })).toBe('done');
    expect(workStep(3, 2, plain)).toBe('continue');
    expect(workStep(3, 2, { ...plain, headStart: 1 })).toBe('done');
  });

  it('expected turns: a head start that always succeeds takes one turn; the six-fails tail is summed', () => {
    expect(expectedTurns({ headStart: 5, sides: 3, sixFails: false })).toBe(1);
    expect(expectedTurns({ headStart: 3, sides: 3, sixFails: false })).toBe(1);
    expect(expectedTurns({ headStart: 1, sides: 3, sixFails: false })).toBeCloseTo(1 + 1 / 3, 12);
    // A 1D6 one turn behind: not done after 1 … 6 turns with 1, 5/6, 5/6·4/6 …
    let left = 1;
    let e = 1;
    for (let t = 1; t <= 6; t++) {
      left *= 1 - (t - 1) / 6;
      e += left;
    }
    expect(expectedTurns({ headStart: -1, sides: 6, sixFails: false })).toBeCloseTo(e, 12);
    // Six fails, a turn ahead: each turn a 6 (1/6) restarts, anything else is done by the second turn at most.
    const sixFails = expectedTurns({ headStart: 5, sides: 6, sixFails: true });
    expect(sixFails).toBeCloseTo(6 / 5, 9);
  });

  it.each([-5, -3, -2, -1, 0, 1, 2, 4])('expected turns of a 1D6 with head start %s: every turn until the work is sure to be done', (head) => {
    // At turn k, done on a die of at most k + head: not done after k turns with Π (1 − (j + head) / 6), j ≤ k.
    let left = 1;
    let e = 1;
    for (let k = 1; left > 0; k++) {
      left *= 1 - Math.min(1, Math.max(0, (k + head) / 6));
      e += left;
    }
    expect(expectedTurns({ headStart: head, sides: 6, sixFails: false })).toBeCloseTo(e, 12);
    expect(run('certain-temps', { headStart: head }, 'exact').json.expected_turns).toBeCloseTo(e, 12);
  });

  it('a roll: a 6 restarts the work in the variant, the rolls and the turn it is done', () => {
    const rng = scripted(6, 3, 1);
    const report = ruleset.rolls['certain-temps']!.run({ sixFails: true }, { exact: false, rng });
    expect(rng.sides).toEqual([6, 6, 6]);
    expect(report.json).toEqual({ rolls: [6, 3, 1], done_at: 3 });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Un certain temps (1D6, head start 0)' },
      { kind: 'pairs', items: [['rolls', '6 3 1'], ['done at the end of turn', 3]] },
    ]);
  });

  it('a roll without the variant: turns of work add up (a 2 on the second turn is done)', () => {
    expect(run('certain-temps', {}, [3, 2]).json).toEqual({ rolls: [3, 2], done_at: 2 });
    expect(run('certain-temps', { sixFails: true }, [6, 2, 2]).json).toEqual({ rolls: [6, 2, 2], done_at: 3 });
    expect(run('certain-temps', { d3: true }, [1], 'fr').view).toEqual([
      { kind: 'heading', text: 'Un certain temps (1D3, avance 0)' },
      { kind: 'pairs', items: [['jets', '1'], ['terminé à la fin du tour', 1]] },
    ]);
  });

  it('a roll gives up after 1000 turns, not before', () => {
    const sixes = Array<number>(999).fill(6);
    expect(run('certain-temps', { sixFails: true }, [...sixes, 1]).json.done_at).toBe(1000);
    expect(refusal(() => run('certain-temps', { sixFails: true }, [...sixes, 6, 1]))).toMatchObject({ code: 'argad/never-done', exit: 2 });
  });
});

describe('roll lenteur: reports', () => {
  it('exact, very difficult terrain: half of 10 cm, then the die; a 6 blocks', () => {
    const report = run('lenteur', { move: 10, veryDifficult: true }, 'exact');
    expect(report.json).toEqual({ move: 10, blocked: 1 / 6, remaining: { 0: 2 / 6, 1: 1 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6 }, mean: expect.closeTo(10 / 6, 12) });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Dé de lenteur: movement 10 cm' },
      { kind: 'bars', items: [{ label: '0 cm', p: 2 / 6 }, { label: '1 cm', p: 1 / 6 }, { label: '2 cm', p: 1 / 6 }, { label: '3 cm', p: 1 / 6 }, { label: '4 cm', p: 1 / 6 }] },
      { kind: 'pairs', items: [['blocked', '16.67%']] },
    ]);
  });

  it('exact, in French', () => {
    const report = run('lenteur', { move: 12, mounted: true }, 'exact', 'fr');
    expect(report.view[0]).toEqual({ kind: 'heading', text: 'Dé de lenteur : mouvement 12 cm' });
    expect(report.view[2]).toEqual({ kind: 'pairs', items: [['bloqué', '2,78\u00a0%']] });
    // 12 − (a + b): 10 cm from 1 + 1, 1 cm from 5 + 6 or 6 + 5, 0 cm only when blocked.
    const left = (report.json as { remaining: Record<string, number> }).remaining;
    expect(left['10']).toBeCloseTo(1 / 36, 12);
    expect(left['1']).toBeCloseTo(2 / 36, 12);
    expect(left['0']).toBeCloseTo(1 / 36, 12);
  });

  it('a monté rolls two dice, both 6 block (French view)', () => {
    const rng = scripted(6, 6);
    const report = ruleset.rolls.lenteur!.run({ move: 10, mounted: true }, { exact: false, rng, lang: 'fr' });
    expect(rng.sides).toEqual([6, 6]);
    expect(report.json).toEqual({ dice: [6, 6], blocked: true, remaining: 0 });
    expect(report.view).toEqual([
      { kind: 'heading', text: 'Dé de lenteur : mouvement 10 cm' },
      { kind: 'pairs', items: [['dés', '6 6'], ['mouvement restant', 'bloqué pour le tour']] },
    ]);
  });

  it.each([
    [{ move: 20 }, [4], 16],
    [{ move: 20 }, [6], 0],
    [{ move: 20, mounted: true }, [6, 5], 9],
    [{ move: 20, native: true }, [6, 2], 18],
    [{ move: 20, native: true }, [6, 6], 0],
    [{ move: 20, veryDifficult: true }, [5], 5],
    [{ move: 3 }, [5], 0],
  ])('%o, dice %j: %s cm left', (options, dice, left) => {
    const report = run('lenteur', options, [...dice]);
    expect(report.json).toEqual({ dice, blocked: dice.every((d) => d === 6), remaining: left });
    expect(report.view[1]).toEqual({ kind: 'pairs', items: [['dice', dice.join(' ')], ['movement left', dice.every((d) => d === 6) ? 'blocked for the turn' : `${left} cm`]] });
  });

  it('the loss: the smaller of a native\'s dice, the sum of a monté\'s, blocked when every die is a 6', () => {
    const foot = { move: 20, veryDifficult: false, mounted: false, native: false };
    expect(BLOCKED).toBe(-1);
    expect(slownessLoss([6], foot)).toBe(-1);
    expect(slownessLoss([5], foot)).toBe(5);
    expect(slownessLoss([6, 3], { ...foot, native: true })).toBe(3);
    expect(slownessLoss([6, 5], { ...foot, native: true })).toBe(5);
    expect(slownessLoss([6, 5], { ...foot, mounted: true })).toBe(11);
    expect(slownessLoss([6, 6], { ...foot, mounted: true })).toBe(-1);
    expect(remaining(-1, foot)).toBe(0);
    expect(remaining(0, foot)).toBe(20);
    expect(remaining(5, { ...foot, veryDifficult: true })).toBe(5);
    expect(remaining(25, foot)).toBe(0);
  });

  it('the dice of the loss: one for a piéton, two for a monté or a native', () => {
    const foot = { move: 20, veryDifficult: false, mounted: false, native: false };
    expect([...lossDist(foot).keys()].sort()).toEqual([-1, 1, 2, 3, 4, 5]);
    expect(lossDist({ ...foot, native: true }).get(1)).toBeCloseTo(11 / 36, 12);
    expect(lossDist({ ...foot, mounted: true }).get(11)).toBeCloseTo(2 / 36, 12);
  });

  it('the movement: 0 to 200 cm, a number; native and mounted exclude each other', () => {
    expect(slowness({ move: 0 })).toEqual({ move: 0, veryDifficult: false, mounted: false, native: false });
    expect(slowness({ move: '200', veryDifficult: true, mounted: true })).toEqual({ move: 200, veryDifficult: true, mounted: true, native: false });
    expect(slowness({ move: 7.5, native: true })).toEqual({ move: 7.5, veryDifficult: false, mounted: false, native: true });
    for (const move of [undefined, '', ' ', -1, 201, 'abc', Infinity, -Infinity, NaN]) expect(refusal(() => slowness({ move }))).toMatchObject({ code: 'argad/move-required', exit: 2 });
    expect(refusal(() => slowness({ move: 10, mounted: true, native: true }))).toMatchObject({ code: 'argad/native-mounted', exit: 2 });
  });
});
