/** `escarmouche roll` as a user runs it: the built command, its JSON, its text, its errors and exit codes. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson } from '../helpers/cli.js';

const FORBID = { NODE_OPTIONS: `--import=${path.join(ROOT, 'tests/helpers/forbid-imports.mjs')}` };

describe('roll: dice', () => {
  it('prints the documented JSON with every die and the seed', () => {
    const { code, json } = runJson(['roll', '2d6+1', '--seed', 'abc']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['expression', 'total', 'dice', 'seed']);
    expect(json.expression).toBe('2d6+1');
    expect(json.seed).toBe('abc');
    expect(json.dice).toHaveLength(2);
    for (const d of json.dice) expect(d).toEqual({ sides: 6, face: expect.any(Number), kept: true });
    expect(json.total).toBe(json.dice[0].face + json.dice[1].face + 1);
  });

  it('replays a roll from its seed, and reports a fresh seed without one', () => {
    const first = runJson(['roll', '10d20', '--seed', 'replay']).json;
    expect(runJson(['roll', '10d20', '--seed', 'replay']).json).toEqual(first);
    expect(runJson(['roll', '10d20', '--seed', 'other']).json.dice).not.toEqual(first.dice);
    const fresh = runJson(['roll', '10d20']).json;
    expect(fresh.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(runJson(['roll', '10d20', '--seed', fresh.seed]).json).toEqual(fresh);
  });

  it('joins the words of an expression and ignores case', () => {
    const { json } = runJson(['roll', '4D6', 'KH3', '+', '1', '--seed', 's']);
    expect(json.expression).toBe('4D6 KH3 + 1');
    expect(json.dice.filter((d: { kept: boolean }) => d.kept)).toHaveLength(3);
  });

  it('marks dropped dice in JSON and in text', () => {
    const { json } = runJson(['roll', '4d6dl1', '--seed', 'keep']);
    const kept = json.dice.filter((d: { kept: boolean }) => d.kept);
    const dropped = json.dice.find((d: { kept: boolean }) => !d.kept);
    expect(kept).toHaveLength(3);
    for (const d of kept) expect(d.face).toBeGreaterThanOrEqual(dropped.face);
    expect(json.total).toBe(kept.reduce((s: number, d: { face: number }) => s + d.face, 0));
    const text = runCli(['roll', '4d6dl1', '--seed', 'keep']).stdout;
    expect(text).toContain(`(${dropped.face})`);
    expect(text).toContain(`= ${json.total}`);
  });

  it('counts successes', () => {
    const { json } = runJson(['roll', '6d6>=4', '--seed', 'count']);
    expect(json.total).toBe(json.dice.filter((d: { face: number }) => d.face >= 4).length);
    for (const d of json.dice) expect(d.success).toBe(d.face >= 4);
  });

  it('lists the rolls of exploding dice', () => {
    const { json } = runJson(['roll', '30d2!', '--seed', 'boom']);
    for (const d of json.dice) {
      expect(d.face).toBe(d.rolls.reduce((a: number, b: number) => a + b, 0));
      expect(d.rolls.slice(0, -1).every((r: number) => r === 2)).toBe(true);
      expect(d.rolls.at(-1) === 1 || d.rolls.length === 21).toBe(true);
    }
    expect(json.dice.some((d: { rolls: number[] }) => d.rolls.length > 1)).toBe(true);
  });

  it('rolls both sides of vs', () => {
    const { json } = runJson(['roll', 'd20+4 vs d20+2', '--seed', 'duel']);
    expect(Object.keys(json)).toEqual(['expression', 'total', 'outcome', 'dice', 'seed']);
    const [left, right] = json.dice;
    expect([left.side, right.side]).toEqual(['left', 'right']);
    expect(json.total).toEqual({ left: left.face + 4, right: right.face + 2 });
    expect(json.outcome).toBe(json.total.left > json.total.right ? 'win' : json.total.left === json.total.right ? 'tie' : 'loss');
  });

  it('repeats an expression, one total and one list of dice per roll', () => {
    const { json } = runJson(['roll', '6x4d6kh3', '--seed', 'stats']);
    expect(json.total).toHaveLength(6);
    expect(json.dice).toHaveLength(6);
    json.dice.forEach((dice: { face: number; kept: boolean }[], i: number) => {
      expect(dice).toHaveLength(4);
      expect(json.total[i]).toBe(dice.filter((d) => d.kept).reduce((s, d) => s + d.face, 0));
    });
    expect(runCli(['roll', '6x4d6kh3', '--seed', 'stats']).stdout.split('\n').filter((l) => /^\d\s/.test(l))).toHaveLength(6);
  });
});

describe('roll --exact', () => {
  it('lists the values of a distribution in numeric order in the JSON text, negatives first', () => {
    const { stdout } = runCli(['roll', 'd6-4', '--exact', '--json']);
    expect([...stdout.matchAll(/"(-?\d+)": 0\.1/g)].map((m) => m[1])).toEqual(['-3', '-2', '-1', '0', '1', '2']);
  });

  it('prints {expression, distribution, mean, stddev}', () => {
    const { code, json } = runJson(['roll', '2d6', '--exact']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['expression', 'distribution', 'mean', 'stddev']);
    expect(Object.keys(json.distribution)).toEqual(['2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    expect(json.distribution['7']).toBeCloseTo(6 / 36, 15);
    expect(json.mean).toBeCloseTo(7, 12);
    expect(json.stddev).toBeCloseTo(Math.sqrt(35 / 6), 12);
  });

  it('prints {expression, win, tie, loss} for vs', () => {
    const { json } = runJson(['roll', 'd20+5', 'vs', 'd20+3', '--exact']);
    expect(Object.keys(json)).toEqual(['expression', 'win', 'tie', 'loss']);
    // tie when the right die shows 2 more (18 of 400); loss when 3 or more (153 of 400)
    expect([json.win, json.tie, json.loss].map((p) => Math.round(p * 400))).toEqual([229, 18, 153]);
  });

  it('reports the mass beyond the explosion limit', () => {
    const { json } = runJson(['roll', 'd2!', '--exact']);
    expect(json.residual).toBeCloseTo(2 ** -21, 20);
    expect(runCli(['roll', 'd2!', '--exact']).stdout).toContain('beyond the explosion limit (20 per die)');
  });

  it('draws one bar per value with the chance of at least that value, then mean and deviation', () => {
    const { stdout } = runCli(['roll', '2d6', '--exact']);
    const bars = stdout.split('\n').filter((l) => /^\s*\d+\s+\d+\.\d\d%/.test(l));
    expect(bars).toHaveLength(11);
    expect(bars[0]).toMatch(/^ 2\s+2\.78%\s+█+\s+at least: 100\.00%$/);
    expect(bars[10]).toMatch(/^12\s+2\.78%\s+█+\s+at least: 2\.78%$/);
    expect(stdout).toMatch(/mean\s+7\n/);
    expect(stdout).toMatch(/standard deviation\s+2\.4152/);
  });

  it.each([['80', 'en', 'at least: '], ['60', 'fr', 'au moins\u00a0: ']])('aligns the at-least column at %s columns (%s), no line wrapped nor padded at its end', (columns, lang, word) => {
    const { stdout } = runCli(['roll', '2d6', '--exact', '--lang', lang], { env: { COLUMNS: columns } });
    const bars = stdout.split('\n').filter((l) => /^\s*\d+\s+\d+[.,]\d\d/.test(l));
    expect(bars).toHaveLength(11);
    expect(new Set(bars.map((l) => l.indexOf(word))).size).toBe(1);
    expect(bars.every((l) => l.indexOf(word) > 0 && !/\s$/.test(l))).toBe(true);
  });

  it('refuses a computation too large, exit 2', () => {
    const result = runCli(['roll', '1000d1000', '--exact']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('too large to compute exactly');
  });
});

describe('roll: bad expressions exit 2 with the column', () => {
  it.each([
    ['2d6++1', 5],
    ['d0', 2],
    ['0d6', 1],
    ['1000000d6', 1],
    ['', 1],
    ['4d6kh5', 6],
  ])('%j at column %i', (expression, column) => {
    const result = runCli(['roll', expression]);
    expect(result.code).toBe(2);
    const lines = result.stderr.trimEnd().split('\n');
    expect(lines[0]).toMatch(new RegExp(`^column ${column}: `));
    expect(lines[1]).toBe(`  ${expression}`);
    expect(lines[2]).toBe(`  ${' '.repeat(column - 1)}^`);
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports the error as JSON with --json', () => {
    const { code, json } = runJson(['roll', '2d6++1']);
    expect(code).toBe(2);
    expect(json).toEqual({ expression: '2d6++1', error: { code: 'dice/expected-term', column: 5, message: expect.stringContaining('column 5') } });
  });

  it('speaks French', () => {
    expect(runCli(['roll', 'd0', '--lang', 'fr']).stderr).toContain('colonne 2\u00a0: un dé à 0 faces');
  });
});

describe('roll: named rulebook rolls', () => {
  it('F&F test --stat 2 --exact: 26 of 36 sums of 2D6 reach 6', () => {
    const { code, json } = runJson(['roll', 'test', '--stat', '2', '--exact']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ roll: 'test', stat: 2, target: 8 });
    expect(json.success).toBeCloseTo(26 / 36, 14);
  });

  it('F&F opposed --stat 1 --vs 2: ties go to the one who acts', () => {
    const { json } = runJson(['roll', 'opposed', '--stat', '1', '--vs', '2', '--exact']);
    expect(json.win + json.loss).toBeCloseTo(1, 12);
    expect(json.win).toBeGreaterThan(json.tie);
  });

  it('rolls with a seed and replays', () => {
    const first = runJson(['roll', 'test', '--stat', '-1', '--seed', 'q']).json;
    expect(first).toMatchObject({ roll: 'test', stat: -1, seed: 'q' });
    expect(first.total).toBe(first.dice[0].face + first.dice[1].face - 1);
    expect(runJson(['roll', 'test', '--stat', '-1', '--seed', 'q']).json).toEqual(first);
  });

  it('accepts --ruleset by id or alias, refuses an unknown one', () => {
    expect(runJson(['roll', 'test', '--stat', '1', '--ruleset', 'ff', '--exact']).code).toBe(0);
    const result = runCli(['roll', 'test', '--stat', '1', '--ruleset', 'nope']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown ruleset "nope"');
  });

  it.each([
    [['roll', 'test'], 'test (Flammes & Fantassins) needs --stat <n>'],
    [['roll', 'opposed', '--stat', '1'], 'needs --vs <n>'],
    [['roll', 'test', '--stat', '1', '--vs', '2'], '--vs does not apply to test'],
    [['roll', '2d6', '--stat', '1'], '--stat applies only to a named roll (docs/commands/roll.md lists them)'],
    [['roll', 'tset'], 'unknown roll "tset"'],
    [['roll', 'test', '--stat', 'x'], '--stat expects an integer'],
    [['roll', 'test', 'now', '--stat', '1'], 'unexpected "now" after the roll name test'],
  ])('%j exits 2: %s', (args, message) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });

  it.each([
    ['tset', 'test'],
    ['moral', 'morale'],
    ['certain-tmps', 'certain-temps'],
  ])('roll %s suggests the nearest named roll, %s (exit 2)', (typo, nearest) => {
    const result = runCli(['roll', typo]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`did you mean ${nearest}?`);
  });

  it('the replay hint quotes a seed for the shell', () => {
    expect(runCli(['roll', '2d6', '--seed', 'le pont']).stdout).toContain("seed le pont (replay: --seed 'le pont')");
    expect(runCli(['roll', '2d6', '--seed', 'abc']).stdout).toContain('seed abc (replay: --seed abc)');
  });

  it('a word near no named roll says where they are listed, without a suggestion nor the list (issue 37)', () => {
    const result = runCli(['roll', 'xyzzy']);
    expect(result.code).toBe(2);
    expect(result.stderr).not.toContain('did you mean');
    expect(result.stderr).not.toContain('opposed');
    expect(result.stderr).toContain('neither a named roll (docs/commands/roll.md lists them)');
    expect(runCli(['roll', 'xyzzy', '--lang', 'fr']).stderr).toContain('ni un jet nommé (docs/commands/roll.md les liste)');
  });

  it('lists the named rolls in --help', () => {
    const { stdout } = runCli(['roll', '--help']);
    expect(stdout).toMatch(/test\s+F&F test/);
    expect(stdout).toMatch(/opposed\s+F&F opposed test/);
  });
});

describe('roll: start-up', () => {
  it('a dice roll loads neither zod, yaml nor any ruleset module: nothing but the start-up file', () => {
    const result = runCli(['roll', '2d6', '--seed', 'x'], { env: FORBID });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
  });

  it('(the guard works: a named roll does load its ruleset)', () => {
    const result = runCli(['roll', 'test', '--stat', '1'], { env: FORBID });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('forbidden import');
  });
});
