/** `escarmouche roll`, run in-process (src/cli/roll.ts): dice, --exact, named rolls, seeds, JSON and errors. */
import { describe, expect, it } from 'vitest';
import { runMain } from '../../helpers/in-process.js';

const lines = (...all: string[]) => `${all.join('\n')}\n`;
const D6_BARS = [
  '1    16.67%  ████████████████████████████████████████  at least: 100.00%',
  '2    16.67%  ████████████████████████████████████████  at least: 83.33%',
  '3    16.67%  ████████████████████████████████████████  at least: 66.67%',
  '4    16.67%  ████████████████████████████████████████  at least: 50.00%',
  '5    16.67%  ████████████████████████████████████████  at least: 33.33%',
  '6    16.67%  ████████████████████████████████████████  at least: 16.67%',
];

describe('roll: dice', () => {
  it('text: the dice, the total, then the seed and how to replay it', async () => {
    expect(await runMain(['roll', '2d6+1', '--seed', 'abc'])).toEqual({ code: 0, stderr: '', stdout: lines('2d6 [6 3] + 1 = 10', 'seed abc (replay: --seed abc)') });
    // A seed the shell would split is quoted in the replay.
    expect(await runMain(['roll', '2d6+1', '--seed', 'a b'])).toEqual({ code: 0, stderr: '', stdout: lines('2d6 [4 1] + 1 = 6', "seed a b (replay: --seed 'a b')") });
  });

  it('in French', async () => {
    expect(await runMain(['roll', 'd6', '--seed', 'x', '--lang', 'fr'])).toEqual({ code: 0, stderr: '', stdout: lines('d6 [4] = 4', 'graine x (rejouer\u00a0: --seed x)') });
  });

  it('without --seed: a fresh seed of 16 hex digits that replays the roll', async () => {
    const { code, stdout } = await runMain(['roll', '10d20']);
    expect(code).toBe(0);
    const seed = /^seed ([0-9a-f]{16}) \(replay: --seed \1\)$/m.exec(stdout)![1]!;
    expect((await runMain(['roll', '10d20', '--seed', seed])).stdout).toBe(stdout);
  });

  it('--json: the dice, the total and the seed', async () => {
    const { code, stdout, stderr } = await runMain(['roll', '2d6+1', '--seed', 'abc', '--json']);
    expect([code, stderr]).toEqual([0, '']);
    const json = { expression: '2d6+1', total: 10, dice: [{ sides: 6, face: 6, kept: true }, { sides: 6, face: 3, kept: true }], seed: 'abc' };
    expect(stdout).toBe(`${JSON.stringify(json, null, 2)}\n`);
  });

  it('vs and repetitions', async () => {
    expect((await runMain(['roll', 'd20+4', 'vs', 'd20+2', '--seed', 'duel'])).stdout).toBe(lines('d20 [1] + 4 = 5', 'vs d20 [12] + 2 = 14', 'right higher: 5 < 14', 'seed duel (replay: --seed duel)'));
    expect((await runMain(['roll', '3x2d6', '--seed', 'r'])).stdout).toBe(lines('1  2d6 [1 4] = 5', '2  2d6 [1 5] = 6', '3  2d6 [2 4] = 6', 'seed r (replay: --seed r)'));
  });

  it('--exact: the chart, no seed; in French too; --json the distribution', async () => {
    expect(await runMain(['roll', 'd6', '--exact'], { env: { COLUMNS: '80' } })).toEqual({ code: 0, stderr: '', stdout: lines('d6', ...D6_BARS, 'mean                3.5', 'standard deviation  1.7078') });
    // A seed given with --exact changes nothing and is not printed.
    expect((await runMain(['roll', 'd6', '--exact', '--seed', '3'], { env: { COLUMNS: '80' } })).stdout).toBe(lines('d6', ...D6_BARS, 'mean                3.5', 'standard deviation  1.7078'));
    const fr = await runMain(['roll', 'd6', '--exact', '--lang', 'fr'], { env: { COLUMNS: '80' } });
    expect(fr.stdout.split('\n')).toEqual([
      'd6',
      '1   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 100,00\u00a0%',
      '2   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 83,33\u00a0%',
      '3   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 66,67\u00a0%',
      '4   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 50,00\u00a0%',
      '5   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 33,33\u00a0%',
      '6   16,67\u00a0%  ████████████████████████████████████████  au moins\u00a0: 16,67\u00a0%',
      'moyenne     3,5',
      'écart type  1,7078',
      '',
    ]);
    const json = await runMain(['roll', 'd6', '--exact', '--json']);
    expect(JSON.parse(json.stdout)).toEqual({ expression: 'd6', distribution: { 1: 1 / 6, 2: 1 / 6, 3: 1 / 6, 4: 1 / 6, 5: 1 / 6, 6: 1 / 6 }, mean: 3.5, stddev: 1.707825127659933 });
    expect(json.stdout).toBe(`${JSON.stringify(JSON.parse(json.stdout), null, 2)}\n`);
  });
});

describe('roll: named rolls', () => {
  it('a named roll: its title, the dice, the result and the seed; the name in any case', async () => {
    const text = lines('Test: 2D6 + 2, success on 8 or more', '2D6 [1 4] + 2 = 7: failure', 'seed s (replay: --seed s)');
    expect(await runMain(['roll', 'test', '--stat', '2', '--seed', 's'])).toEqual({ code: 0, stderr: '', stdout: text });
    expect((await runMain(['roll', 'TEST', '--stat', '2', '--seed', 's'])).stdout).toBe(text);
  });

  it('--json of a named roll: its JSON with the seed', async () => {
    const { code, stdout } = await runMain(['roll', 'TEST', '--stat', '2', '--seed', 's', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toEqual({ ruleset: 'flammes-et-fantassins', roll: 'test', method: 'rolled', stat: 2, target: 8, dice: [{ sides: 6, face: 1, kept: true }, { sides: 6, face: 4, kept: true }], total: 7, success: false, seed: 's' });
  });

  it('--exact of a named roll: no seed line', async () => {
    const { stdout } = await runMain(['roll', 'test', '--stat', '2', '--exact'], { env: { COLUMNS: '80' } });
    expect(stdout.split('\n').slice(0, 3)).toEqual(['Test: 2D6 + 2, success on 8 or more', 'chance of success  72.22%', ' 4     2.78%  ███████                                   at least: 100.00%']);
    expect(stdout.split('\n').slice(-3)).toEqual(['mean                9', 'standard deviation  2.4152', '']);
    expect(JSON.parse((await runMain(['roll', 'test', '--stat', '2', '--exact', '--json'])).stdout)).toMatchObject({ roll: 'test', stat: 2, target: 8, success: 0.7222222222222223, mean: 9 });
  });

  it('in French', async () => {
    expect((await runMain(['roll', 'opposed', '--stat', '1', '--vs', '2', '--seed', 's', '--lang', 'fr'])).stdout).toBe(
      lines(
        "Jet en opposition\u00a0: 2D6 + 1 (à l'initiative) contre 2D6 + 2 (la cible)",
        "à l'initiative  2D6 [1 4] + 1 = 6",
        'la cible        2D6 [6 5] + 2 = 13',
        "la cible l'emporte",
        'graine s (rejouer\u00a0: --seed s)',
      ),
    );
  });

  it('words after a roll name: a usage error', async () => {
    expect(await runMain(['roll', 'test', 'extra', 'more', '--stat', '2'])).toEqual({ code: 2, stdout: '', stderr: 'unexpected "extra more" after the roll name test\n' });
  });

  it('an option of a named roll with an expression: a usage error', async () => {
    expect(await runMain(['roll', '2d6', '--stat', '2'])).toEqual({
      code: 2,
      stdout: '',
      stderr: '--stat applies only to a named roll (docs/commands/roll.md lists them), not to a dice expression\n',
    });
  });

  it('bad numbers: a usage error naming the option', async () => {
    expect(await runMain(['roll', 'test', '--stat', 'x'])).toEqual({ code: 2, stdout: '', stderr: '--stat expects an integer, got "x"\n' });
    expect(await runMain(['roll', 'test', '--stat', '99999999999999999999'])).toEqual({ code: 2, stdout: '', stderr: '--stat must be between -1000 and 1000, got "99999999999999999999"\n' });
  });

  it('a name two rulesets declare: choose with --ruleset', async () => {
    expect(await runMain(['roll', 'initiative'])).toEqual({ code: 2, stdout: '', stderr: 'several rulesets have a roll named "initiative": frostgrave (-); mef-fan (-); choose one with --ruleset\n' });
  });
});

describe('roll: errors', () => {
  it('a bad expression: the column and a caret, exit 2; with --json also its JSON', async () => {
    const stderr = lines('column 5: expected a number or dice (3, d6, 2d6, d%), found "+"', '  2d6++1', '      ^');
    expect(await runMain(['roll', '2d6++1'])).toEqual({ code: 2, stdout: '', stderr });
    const json = await runMain(['roll', '2d6++1', '--json']);
    expect(json).toEqual({ code: 2, stderr, stdout: expect.any(String) });
    expect(json.stdout).toBe(
      `${JSON.stringify({ expression: '2d6++1', error: { code: 'dice/expected-term', column: 5, message: 'column 5: expected a number or dice (3, d6, 2d6, d%), found "+"' } }, null, 2)}\n`,
    );
  });

  it('the words are joined by spaces, as typed: `1 0` is no 10', async () => {
    expect(await runMain(['roll', '1', '0'])).toEqual({ code: 2, stdout: '', stderr: lines('column 3: expected one of + - vs or the end, found "0"', '  1 0', '    ^') });
  });

  it('too large for --exact: one line, exit 2; with --json its JSON, the expression trimmed', async () => {
    const message = 'too large to compute exactly (more than 150000000 steps); roll it without --exact\n';
    expect(await runMain(['roll', '1000d1000', '--exact'])).toEqual({ code: 2, stdout: '', stderr: message });
    const json = await runMain(['roll', ' 1000d1000 ', '--exact', '--json']);
    expect([json.code, json.stderr]).toEqual([2, message]);
    expect(json.stdout).toBe(`${JSON.stringify({ expression: '1000d1000', error: { code: 'dice/too-complex', message: message.trim() } }, null, 2)}\n`);
    const words = await runMain(['roll', '1000d1000', '+', '1', '--exact', '--json']);
    expect(JSON.parse(words.stdout)).toEqual({ expression: '1000d1000 + 1', error: { code: 'dice/too-complex', message: message.trim() } });
    const fr = await runMain(['roll', '1000d1000', '--exact', '--lang', 'fr']);
    expect(fr).toEqual({ code: 2, stdout: '', stderr: 'trop grand pour un calcul exact (plus de 150000000 étapes)\u00a0; lancez-le sans --exact\n' });
  });

  it('an unknown roll: the nearest name suggested, exit 2, no JSON', async () => {
    // The close names only, never every named roll (issue 37).
    const stderr = 'unknown roll "tset": did you mean test? (or dice such as 2d6+1)\n';
    expect(await runMain(['roll', 'tset'])).toEqual({ code: 2, stdout: '', stderr });
    expect(await runMain(['roll', 'tset', '--json'])).toEqual({ code: 2, stdout: '', stderr });
  });

  it('no expression: a usage error', async () => {
    expect(await runMain(['roll'])).toEqual({ code: 2, stdout: '', stderr: "error: missing required argument 'expression'\nsee escarmouche roll --help\n" });
  });

  it('an expression starting with - goes after --', async () => {
    expect((await runMain(['roll', '--seed', 'q', '--', '-1+d6'])).stdout).toMatch(/^.*= \d\nseed q \(replay: --seed q\)\n$/);
  });
});
