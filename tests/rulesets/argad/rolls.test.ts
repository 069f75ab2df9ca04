/** The named rolls: exact odds worked by hand or by enumerating the dice, and the roll with a seeded die. */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { manifest } from '../../../src/rulesets/argad/manifest.js';
import { doneByTurn, expectedTurns } from '../../../src/rulesets/argad/odds/rolls/certain-temps.js';
import type { Json } from './helpers.js';

const exact = (name: string, options: Record<string, unknown>): Json => ruleset.rolls[name]!.run(options, { exact: true, rng: new SeededRng('x') }).json;
const rolled = (name: string, options: Record<string, unknown>, seed = 's'): Json => ruleset.rolls[name]!.run(options, { exact: false, rng: new SeededRng(seed) }).json;

describe('roll heal', () => {
  it.each([
    ['santé 4', { health: 4 }, { heals: 3 / 6, after_effects: 1 / 6, dies: 2 / 6 }],
    ['santé 4 with a soigneur: 5', { health: 4, healer: true }, { heals: 4 / 6, after_effects: 1 / 6, dies: 1 / 6 }],
    ['santé 4 on the battlefield: 3', { health: 4, battlefield: true }, { heals: 2 / 6, after_effects: 1 / 6, dies: 3 / 6 }],
    ['santé 5 with a soigneur: 6, never dies', { health: 5, healer: true }, { heals: 5 / 6, after_effects: 1 / 6, dies: 0 }],
    ['santé 1 on the battlefield: 0, always dies', { health: 1, battlefield: true }, { heals: 0, after_effects: 0, dies: 1 }],
    ['a wounded character with two points de vie stays wounded', { health: 3, wounded: true }, { heals: 2 / 6, after_effects: 1 / 6, stays_wounded: 3 / 6 }],
  ])('%s', (_, options, expected) => {
    const json = exact('heal', options);
    expect(Object.keys(json)).toEqual(Object.keys(expected));
    for (const [k, p] of Object.entries(expected)) expect(json[k]).toBeCloseTo(p, 12);
  });

  it('a roll: the die and its result', () => {
    const json = rolled('heal', { health: 4 });
    expect(json.die).toBeGreaterThanOrEqual(1);
    expect(json.result).toBe(json.die < 4 ? 'heals' : json.die === 4 ? 'after_effects' : 'dies');
    expect(rolled('heal', { health: 4 })).toEqual(json);
  });

  it('needs --health', () => expect(() => exact('heal', {})).toThrow(EscarmoucheError));
});

describe('roll morale', () => {
  it.each([
    ['moral 4', { morale: 4 }, { obeys: 3 / 6, depends: 1 / 6, disorder: 2 / 6 }],
    ['moral 4, a chef of moral 5 settles the equal result', { morale: 4, chef: 5 }, { obeys: 4 / 6, depends: 0, disorder: 2 / 6 }],
    ['moral 4, a chef of moral 4 does not', { morale: 4, chef: 4 }, { obeys: 3 / 6, depends: 0, disorder: 3 / 6 }],
    ['moral 7 (classe 5 with a musicien and a bannière)', { morale: 7 }, { obeys: 1, depends: 0, disorder: 0 }],
  ])('%s', (_, options, expected) => {
    const json = exact('morale', options);
    expect(Object.keys(json)).toEqual(['obeys', 'depends', 'disorder']);
    for (const [k, p] of Object.entries(expected)) expect(json[k]).toBeCloseTo(p, 12);
  });
});

/** Every sequence of dice over `turns` turns, the work done as soon as a die is at most the turns of work. */
function bruteWork(turns: number, sides: number, head: number, sixFails: boolean): number[] {
  const done = Array<number>(turns).fill(0);
  const visit = (turn: number, since: number, p: number) => {
    if (turn > turns) return;
    for (let roll = 1; roll <= sides; roll++) {
      const q = p / sides;
      if (sixFails && roll === 6) visit(turn + 1, 0, q);
      else if (roll <= since + 1 + head) for (let k = turn; k <= turns; k++) done[k - 1]! += q;
      else visit(turn + 1, since + 1, q);
    }
  };
  visit(1, 0, 1);
  return done;
}

describe('roll certain-temps', () => {
  it('by hand: done on a 1 after one turn, on 1–2 after two …', () => {
    const by = doneByTurn({ headStart: 0, sides: 6, sixFails: false }, 6);
    let left = 1;
    const expected: number[] = [];
    for (let t = 1; t <= 6; t++) {
      left *= 1 - t / 6;
      expected.push(1 - left);
    }
    by.forEach((p, i) => expect(p).toBeCloseTo(expected[i]!, 12));
    expect(by[5]).toBeCloseTo(1, 12);
  });

  it.each([
    [6, 0, false],
    [6, 1, false],
    [6, -1, false],
    [3, 0, false],
    [6, 0, true],
    [6, -1, true],
  ] as const)('against every sequence of dice: D%s, head start %s, six fails %s', (sides, head, sixFails) => {
    const by = doneByTurn({ headStart: head, sides, sixFails }, 7);
    bruteWork(7, sides, head, sixFails).forEach((p, i) => expect(by[i]).toBeCloseTo(p, 12));
  });

  it('expected turns, by hand for the plain rule', () => {
    // E = Σ P(not done after k) for k = 0 … 5.
    let left = 1;
    let e = 1;
    for (let t = 1; t <= 5; t++) {
      left *= 1 - t / 6;
      e += left;
    }
    expect(expectedTurns({ headStart: 0, sides: 6, sixFails: false })).toBeCloseTo(e, 12);
    expect(exact('certain-temps', {}).expected_turns).toBeCloseTo(e, 12);
  });

  it('JSON: P(done by the end of each turn)', () => {
    const json = exact('certain-temps', { turns: 2 });
    expect(json.turns).toHaveLength(2);
    expect(json.turns[0]).toEqual({ turn: 1, p_done: expect.closeTo(1 / 6, 12) });
  });

  it('a roll ends when the work is done', () => {
    const json = rolled('certain-temps', {});
    expect(json.rolls).toHaveLength(json.done_at);
    expect(json.rolls.at(-1)).toBeLessThanOrEqual(json.done_at);
  });
});

describe('roll lenteur', () => {
  it('a piéton of 20 cm in difficult terrain: 19 … 15 cm, blocked on a 6', () => {
    const json = exact('lenteur', { move: 20 });
    expect(json.blocked).toBeCloseTo(1 / 6, 12);
    for (const cm of [15, 16, 17, 18, 19]) expect(json.remaining[String(cm)]).toBeCloseTo(1 / 6, 12);
    expect(json.remaining['0']).toBeCloseTo(1 / 6, 12);
    expect(json.mean).toBeCloseTo((15 + 16 + 17 + 18 + 19) / 6, 12);
  });

  it('very difficult: half the movement, then the die', () => {
    const json = exact('lenteur', { move: 16, veryDifficult: true });
    expect(json.remaining['7']).toBeCloseTo(1 / 6, 12);
    expect(json.remaining['3']).toBeCloseTo(1 / 6, 12); // 8 − 5
    expect(json.remaining['2']).toBeUndefined(); // a 6 blocks: 0, not 2
  });

  it('a monté: two dice in cm, blocked only on a double 6', () => {
    const json = exact('lenteur', { move: 40, mounted: true });
    expect(json.blocked).toBeCloseTo(1 / 36, 12);
    expect(json.remaining['38']).toBeCloseTo(1 / 36, 12); // 1 + 1
    expect(json.remaining['33']).toBeCloseTo(6 / 36, 12); // 7 in six ways
    expect(json.remaining['29']).toBeCloseTo(2 / 36, 12); // 11: 5+6, 6+5
  });

  it('used to the terrain: two dice, the better kept', () => {
    const json = exact('lenteur', { move: 20, native: true });
    expect(json.blocked).toBeCloseTo(1 / 36, 12);
    expect(json.remaining['19']).toBeCloseTo(11 / 36, 12);
  });
});

describe('the manifest declares what the module runs', () => {
  it('every roll of the manifest has a runner, and required options tell them apart', () => {
    expect(manifest.rolls.map((r) => r.name).sort()).toEqual(Object.keys(ruleset.rolls).sort());
    const required = manifest.rolls.flatMap((r) => r.options.filter((o) => o.required).map((o) => o.key));
    expect(required).toEqual(['health', 'morale', 'move', 'value', 'class']);
  });
});
