/** `escarmouche simulate-attack` with one attack, run in-process (src/cli/simulate-attack.ts): text, JSON, options, errors. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Context } from '../../../src/cli/context.js';
import { monteCarloView } from '../../../src/cli/simulate-attack.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const band = (file: string) => path.join(ROOT, 'bands', file);
const lines = (...all: string[]) => `${all.join('\n')}\n`;
const GROS = `${band('ff-les-marquisards.yaml')}#Gros Louis`;
const YSOLDE = `${band('ff-les-archers-du-grand-saule.yaml')}#Ysolde`;
const TYPED = ['--ruleset', 'ff', '--hit', '2', '--damage', '1', '--ca', '7', '--pv', '9'];
const INVALID = 'ruleset: ff\nname: X\npc: 0\ncharacters:\n  - name: A\n    style: agile\n    classes: [archer]\n    equipment: [arc]\n';

const ATTACKS: readonly (readonly [string, readonly string[]])[] = [
  ['ff', [GROS, YSOLDE]],
  ['fees-d-armes', [`${band('fees-d-armes-les-bucherons.yaml')}#Bûcheron`, `${band('fees-d-armes-les-ogres-du-bois-joli.yaml')}#Ogre`]],
  ['frostgrave', [`${band('frostgrave-l-expedition-de-renulf.yaml')}#Hilda`, `${band('frostgrave-l-expedition-de-renulf.yaml')}#Elric`]],
  ['mef-fan', [`${band('mef-fan-les-gobelins-de-la-butte.yaml')}#Grand chef`, `${band('mef-fan-la-garde-du-bois-dore.yaml')}#Seigneur Aelor`, '--charge']],
  ['argad', [`${band('argad-la-mesnie-du-sire-yann.yaml')}#Sire Yann`, `${band('argad-la-mesnie-du-sire-yann.yaml')}#Archers`]],
];

describe('simulate-attack: one attack of each ruleset', () => {
  it('text at 80 columns in English and French, and JSON', async () => {
    for (const [name, args] of ATTACKS) {
      const en = await runMain(['simulate-attack', ...args], { env: { COLUMNS: '80' } });
      const fr = await runMain(['simulate-attack', ...args, '--lang', 'fr'], { env: { COLUMNS: '80' } });
      const json = await runMain(['simulate-attack', ...args, '--json']);
      expect([en.code, en.stderr, fr.code, fr.stderr, json.code, json.stderr]).toEqual([0, '', 0, '', 0, '']);
      for (const text of [en.stdout, fr.stdout]) expect(text.split('\n').filter((l) => [...l].length > 80)).toEqual([]);
      expect(json.stdout).toBe(`${JSON.stringify(JSON.parse(json.stdout), null, 2)}\n`);
      await expect(`${en.stdout}--- fr\n${fr.stdout}--- json\n${json.stdout.replaceAll(ROOT, '<root>')}`).toMatchFileSnapshot(`__snapshots__/simulate-attack/${name}.txt`);
    }
  });
});

describe('simulate-attack: the Monte Carlo table', () => {
  it('a sampled quantity the exact report does not give as a number: - in its exact column', () => {
    const context = { messages: new Messages('en', [CORE_MESSAGES]) } as Context;
    const report = { json: { p_hit: 0.5, extra_rounds: null }, view: [] };
    const estimate = { trials: 10, means: { p_hit: 0.4, extra_rounds: 1.5 }, standardErrors: { p_hit: 0.1, extra_rounds: 0.25 } };
    expect(monteCarloView(report, estimate, 'z', context)).toEqual([
      { kind: 'heading', text: 'Monte Carlo cross-check: 10 trials, seed z' },
      {
        kind: 'table',
        columns: ['quantity', 'exact', 'estimate', '± std. error'],
        rows: [
          ['P(hit)', '50.00%', '40.00%', '10.00%'],
          ['extra rounds', '-', '1.500', '0.250'],
        ],
      },
    ]);
  });
});

describe('simulate-attack: sides', () => {
  it('both sides typed in, with --trials: the Monte Carlo table after the odds', async () => {
    const { code, stdout, stderr } = await runMain(['simulate-attack', ...TYPED, '--trials', '100', '--seed', 's'], { env: { COLUMNS: '80' } });
    expect([code, stderr]).toEqual([0, '']);
    expect(stdout.split('\n').slice(0, 7)).toEqual([
      'typed-in attacker attacks typed-in target: Mêlée',
      'roll    value  source',
      'Touche     +2  typed in (--hit)',
      'Dégâts     +1  typed in (--damage)',
      'CA          7  typed in (--ca)',
      'PV          9  current PV (maximum 9)',
      'totals  Touche = die +2 against CA 7; Dégâts = die +1',
    ]);
    expect(stdout.split('\n').slice(-6)).toEqual([
      'Monte Carlo cross-check: 100 trials, seed s',
      'quantity         exact   estimate  ± std. error',
      'P(hit)           55.56%  51.00%    5.02%',
      'expected damage  2.306   2.210     0.248',
      'P(kill)          0.00%   0.00%     0.00%',
      '',
    ]);
    const fr = await runMain(['simulate-attack', ...TYPED, '--trials', '100', '--seed', 's', '--lang', 'fr'], { env: { COLUMNS: '80' } });
    expect(fr.stdout.split('\n').slice(-6)).toEqual([
      'Vérification Monte Carlo\u00a0: 100 tirages, graine s',
      'grandeur       exact    estimation  ± erreur type',
      'P(touche)      55,56\u00a0%  51,00\u00a0%     5,02\u00a0%',
      'dégâts moyens  2,306    2,210       0,248',
      'P(mort)        0,00\u00a0%   0,00\u00a0%      0,00\u00a0%',
      '',
    ]);
    expect(fr.stdout.split('\n')[0]).toBe('attaquant saisi attaque cible saisie\u00a0: Mêlée');
  });

  it('without --trials: no Monte Carlo table', async () => {
    const { stdout } = await runMain(['simulate-attack', ...TYPED], { env: { COLUMNS: '80' } });
    expect(stdout).not.toContain('Monte Carlo');
    expect(stdout.endsWith('10    97.86%  ████████████████████████████████████████\n')).toBe(true);
  });

  it('--trials with --json: the estimates in the JSON', async () => {
    const { code, stdout } = await runMain(['simulate-attack', ...TYPED, '--trials', '100', '--seed', 's', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout).monte_carlo).toEqual({
      trials: 100,
      seed: 's',
      estimates: expect.objectContaining({ p_hit: 0.51 }),
      standard_errors: expect.objectContaining({ p_hit: expect.closeTo(0.0502, 4) }),
    });
  });

  it('one side typed in, the other a band member', async () => {
    expect(await runMain(['simulate-attack', GROS, '--ca', '7', '--pv', '9'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'a typed-in target needs --ruleset (one of flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad)\n',
    });
    const { code, stdout } = await runMain(['simulate-attack', '--ruleset', 'ff', GROS, '--ca', '7', '--pv', '9', '--json']);
    expect(code).toBe(0);
    expect(JSON.parse(stdout)).toMatchObject({ attacker: { name: 'Gros Louis' }, target: { defense: 'CA', pv: 9 } });
    const reverse = await runMain(['simulate-attack', '--ruleset', 'ff', '--hit', '2', '--damage', '1', YSOLDE, '--json']);
    expect(reverse.code).toBe(0);
    expect(JSON.parse(reverse.stdout)).toMatchObject({ target: { name: 'Ysolde' } });
  });

  it('the wrong number of sides: a usage error saying how many', async () => {
    const expected = (n: number, actual: number) => ({ code: 2, stdout: '', stderr: `expected ${n} side(s) as FILE#Name besides the typed-in ones, got ${actual}\n` });
    expect(await runMain(['simulate-attack', 'a'])).toEqual(expected(2, 1));
    expect(await runMain(['simulate-attack', 'a', 'b', 'c'])).toEqual(expected(2, 3));
    expect(await runMain(['simulate-attack'])).toEqual(expected(2, 0));
    expect(await runMain(['simulate-attack', GROS, YSOLDE, '--ca', '7', '--pv', '9'])).toEqual(expected(1, 2));
    expect(await runMain(['simulate-attack', ...TYPED, GROS])).toEqual(expected(0, 1));
    // Two band files and a side typed in: no matchup, one side too many.
    expect(await runMain(['simulate-attack', band('ff-les-marquisards.yaml'), band('ff-les-archers-du-grand-saule.yaml'), '--ca', '7', '--pv', '9'])).toEqual(expected(1, 2));
  });

  it('a missing file, a folder, bad YAML: exit 2 or 1 with the message', async () => {
    const dir = tempTree({ 'bad.yaml': 'name: [unclosed\n', 'sub/x.yaml': INVALID });
    expect(await runMain(['simulate-attack', `${path.join(dir, 'nope.yaml')}#A`, YSOLDE])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${path.join(dir, 'nope.yaml')}: no such file or folder\n` });
    expect(await runMain(['simulate-attack', `${path.join(dir, 'sub')}#A`, YSOLDE])).toEqual({ code: 2, stdout: '', stderr: `cannot read ${path.join(dir, 'sub')}: it is not a regular file (a folder)\n` });
    const bad = await runMain(['simulate-attack', `${path.join(dir, 'bad.yaml')}#A`, YSOLDE]);
    expect(bad.code).toBe(1);
    expect(bad.stderr.replaceAll(dir, '<dir>')).toBe(
      lines(
        '<dir>/bad.yaml:2:1  error  yaml/syntax  YAML syntax error: a [ or { opened above is never closed: end the list with ] or the mapping with }, on the line or indented under its key',
        '    a band file is valid YAML',
        '    fix: fix the YAML at this position (indentation, quotes, colons)',
        '<dir>/bad.yaml is not a valid band: 1 error(s)',
      ),
    );
  });

  it('an invalid band: its errors, exit 1; --json its diagnostics', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const x = `${path.join(dir, 'x.yaml')}#A`;
    const text = await runMain(['simulate-attack', x, YSOLDE]);
    expect([text.code, text.stdout]).toEqual([1, '']);
    expect(text.stderr.replaceAll(dir, '<dir>').split('\n').at(-2)).toBe('<dir>/x.yaml is not a valid band: 1 error(s)');
    const json = await runMain(['simulate-attack', x, YSOLDE, '--json']);
    expect([json.code, json.stderr]).toEqual([1, '']);
    expect(JSON.parse(json.stdout)).toMatchObject({ file: path.join(dir, 'x.yaml'), valid: false, diagnostics: [{ code: 'ff/pc-exceeded' }] });
  });

  it('a band of another rulebook than --ruleset: named by the rulebooks\' titles, in English and French', async () => {
    const en = await runMain(['simulate-attack', GROS, YSOLDE, '--ruleset', 'argad']);
    expect(en).toEqual({ code: 2, stdout: '', stderr: `${band('ff-les-marquisards.yaml')} is a band of Flammes & Fantassins, but this attack uses Argad!\n` });
    const fr = await runMain(['simulate-attack', GROS, YSOLDE, '--ruleset', 'argad', '--lang', 'fr']);
    expect(fr.stderr).toBe(`${band('ff-les-marquisards.yaml')} est une bande du jeu Flammes & Fantassins, mais cette attaque utilise Argad!\n`);
  });

  it('bad numbers: a usage error naming the option', async () => {
    expect(await runMain(['simulate-attack', GROS, YSOLDE, '--trials', 'x'])).toMatchObject({ code: 2, stdout: '' });
    expect((await runMain(['simulate-attack', '--ruleset', 'ff', '--hit', 'x', '--damage', '1', '--ca', '7', '--pv', '9'])).stderr).toBe('--hit expects an integer, got "x"\n');
    expect(await runMain(['simulate-attack', '--ruleset', 'ff', '--hit', '9999', '--damage', '1', '--ca', '7', '--pv', '9'])).toEqual({ code: 2, stdout: '', stderr: '--hit must be between -1000 and 1000, got "9999"\n' });
  });
});

describe('simulate-attack --compare (one attack)', () => {
  it('text: a column per variant with its difference to none', async () => {
    expect(await runMain(['simulate-attack', GROS, YSOLDE, '--compare', 'charge'], { env: { COLUMNS: '80' } })).toEqual({
      code: 0,
      stderr: '',
      stdout: lines('What if: charge', 'quantity         none    charge', 'P(hit)           88.89%  97.22% (+8.33)', 'expected damage  4.722   6.528 (+1.806)', 'P(kill)          0.00%   0.00% (0.00)'),
    });
  });

  it('JSON: the variants', async () => {
    const { code, stdout } = await runMain(['simulate-attack', GROS, YSOLDE, '--compare', 'charge', '--json']);
    expect(code).toBe(0);
    expect(stdout).toBe(`${JSON.stringify(JSON.parse(stdout), null, 2)}\n`);
    const { variants } = JSON.parse(stdout) as { variants: { options: Record<string, unknown>; result: Record<string, unknown> }[] };
    expect(variants.map((v) => v.options)).toEqual([{ charge: false }, { charge: true }]);
    expect(variants[1]!.result).toEqual(JSON.parse((await runMain(['simulate-attack', GROS, YSOLDE, '--charge', '--json'])).stdout));
  });

  it('an invalid band: exit 1, as without --compare', async () => {
    const dir = tempTree({ 'x.yaml': INVALID });
    const x = `${path.join(dir, 'x.yaml')}#A`;
    const text = await runMain(['simulate-attack', x, YSOLDE, '--compare', 'charge']);
    expect([text.code, text.stdout]).toEqual([1, '']);
    expect(text.stderr.replaceAll(dir, '<dir>').split('\n').at(-2)).toBe('<dir>/x.yaml is not a valid band: 1 error(s)');
    const json = await runMain(['simulate-attack', x, YSOLDE, '--compare', 'charge', '--json']);
    expect([json.code, json.stderr]).toEqual([1, '']);
    expect(JSON.parse(json.stdout)).toMatchObject({ valid: false });
  });

  it('a name that is not a flag: exit 2', async () => {
    const { code, stdout, stderr } = await runMain(['simulate-attack', GROS, YSOLDE, '--compare', 'charge,fly']);
    expect([code, stdout]).toEqual([2, '']);
    expect(stderr).toContain('"fly" is not one');
  });
});

describe('simulate-attack: house rules of the table', () => {
  it('a table-wide rule set in one file: a line under the odds, table_rules in the JSON', async () => {
    const text = readFileSync(band('argad-la-mesnie-du-sire-yann.yaml'), 'utf8');
    const dir = tempTree({ 'ruled.yaml': `${text}\nhouse_rules:\n  class-1-malus: false\n` });
    const args = [`${band('argad-la-mesnie-du-sire-yann.yaml')}#Sire Yann`, `${path.join(dir, 'ruled.yaml')}#Archers`];
    const en = await runMain(['simulate-attack', ...args], { env: { COLUMNS: '80' } });
    expect(en.code).toBe(0);
    expect(en.stdout.split('\n').at(-2)).toBe('House rules of the table (both sides): class-1-malus: false');
    const fr = await runMain(['simulate-attack', ...args, '--lang', 'fr'], { env: { COLUMNS: '80' } });
    expect(fr.stdout.split('\n').at(-2)).toBe('Règles maison de la table (les deux camps)\u00a0: class-1-malus\u00a0: false');
    expect(JSON.parse((await runMain(['simulate-attack', ...args, '--json'])).stdout).table_rules).toEqual({ 'class-1-malus': false });
    // Without one, no such line.
    const plain = await runMain(['simulate-attack', `${band('argad-la-mesnie-du-sire-yann.yaml')}#Sire Yann`, `${band('argad-la-mesnie-du-sire-yann.yaml')}#Archers`]);
    expect(plain.stdout).not.toContain('House rules');
    // Two rules: one line, comma-separated.
    const two = tempTree({ 'ruled.yaml': `${text}\nhouse_rules:\n  class-1-malus: false\n  tie-rule: false\n` });
    const both = await runMain(['simulate-attack', `${band('argad-la-mesnie-du-sire-yann.yaml')}#Sire Yann`, `${path.join(two, 'ruled.yaml')}#Archers`], { env: { COLUMNS: '200' } });
    expect(both.stdout.split('\n').at(-2)).toBe('House rules of the table (both sides): tie-rule: false, class-1-malus: false');
  });
});

describe('simulate-attack: one range per option, whatever the bad value', () => {
  const FF = ['simulate-attack', '--ruleset', 'ff', '--hit', '2', '--damage', '1', '--ca', '7'];
  it.each([
    ['--pv', '1e9', '--pv must be between 1 and 1000, got "1e9"'],
    ['--pv', '-5', '--pv must be between 1 and 1000, got "-5"'],
    ['--pv', '1001', '--pv must be between 1 and 1000, got "1001"'],
    ['--chosen-number', '-1', '--chosen-number must be between 1 and 6, got "-1"'],
    ['--chosen-number', '7', '--chosen-number must be between 1 and 6, got "7"'],
    ['--concentration', '-3', '--concentration must be between 0 and 10, got "-3"'],
    ['--concentration', '5000', '--concentration must be between 0 and 10, got "5000"'],
  ])('%s %s', async (option, value, words) => {
    const extra = option === '--pv' ? [option, value] : ['--pv', '9', option, value];
    const result = await runMain([...FF, ...extra]);
    expect(result.code).toBe(2);
    expect(result.stderr.trim().split('\n')[0]).toBe(words);
  });
});
