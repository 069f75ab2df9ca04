/** The built command on Mef-Fan armies: validate and show, in English and French. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../../helpers/cli.js';

const GOBELINS = 'bands/mef-fan-les-gobelins-de-la-butte.yaml';
const ELVES = 'bands/mef-fan-la-garde-du-bois-dore.yaml';

const overBudget = `ruleset: mef-fan
name: Trop cher
points: 20
units:
  - name: Héros
    role: general
    dep: 2
    mel: [{score: 3, perforant: 1}]
    def: 2
    men: 3
    vie: 2
`;

describe('Mef-Fan on the command line', () => {
  it('validates both example armies without errors or warnings', () => {
    const { code, json } = runJson(['validate', GOBELINS, ELVES]);
    expect(code).toBe(0);
    expect(json.summary).toEqual({ files: 2, errors: 0, warnings: 0 });
    expect(json.files.map((f: { ruleset: string }) => f.ruleset)).toEqual(['mef-fan', 'mef-fan']);
  });

  it('show --json prices every unit (costs worked by hand in the band file comments)', () => {
    const { code, json } = runJson(['show', GOBELINS]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'mef-fan', name: 'Les Gobelins de la Butte', band: { points_budget: 200, points_spent: 194 } });
    expect(json.units.map((u: Record<string, unknown>) => [u.name, u.models, u.role, u.figure_cost, u.unit_cost])).toEqual([
      ['Archers gobelins', 6, 'troupe', 14, 84],
      ['Lanciers gobelins', 6, 'troupe', 11, 66],
      ['Grand chef', 1, 'chef', 29, 29],
      ['Chaman de la Butte', 1, 'magicien', 7, 7],
      ['Porte-étendard', 1, 'porte-banniere', 8, 8],
    ]);
  });

  it('show --json follows the rule, not the example, for the guerrier at Vie 2 (26#, not 25#)', () => {
    const { json } = runJson(['show', ELVES]);
    expect(json.units.find((u: { name: string }) => u.name === 'Seigneur Aelor')).toMatchObject({ figure_cost: 26, unit_cost: 26 });
    expect(json.units.find((u: { name: string }) => u.name === 'Baliste elfe')).toMatchObject({ figure_cost: 88 });
    expect(json.band).toEqual({ points_budget: 300, points_spent: 299 });
  });

  it('show prints a table of units and costs', () => {
    const { code, stdout } = runCli(['show', ELVES]);
    expect(code).toBe(0);
    expect(stdout).toContain('299 / 300');
    expect(stdout).toMatch(/Seigneur Aelor\s+2\s+8\s+0\s+4\s+3\s+17\s+×1\.5\s+26\s+26/);
  });

  it('an army over budget fails with a located error, in English and in French', () => {
    const dir = tempTree({ 'army.yaml': overBudget });
    const en = runCli(['validate', 'army.yaml'], { cwd: dir });
    expect(en.code).toBe(1);
    expect(en.stdout).toContain('army.yaml:3:1  error  mef-fan/points-exceeded  the army costs 26#, 6# more than the 20# agreed');
    const fr = runCli(['validate', 'army.yaml', '--lang', 'fr'], { cwd: dir });
    expect(fr.stdout).toContain("l'armée coûte 26#, 6# de plus que les 20# convenus");
  });

  it('show refuses an invalid army with exit 1', () => {
    const dir = tempTree({ 'army.yaml': overBudget });
    expect(runCli(['show', 'army.yaml'], { cwd: dir }).code).toBe(1);
  });

  it('accepts the alias `ruleset: mefan`', () => {
    const dir = tempTree({ 'army.yaml': overBudget.replace('ruleset: mef-fan', 'ruleset: mefan').replace('points: 20', 'points: 26') });
    expect(runJson(['validate', 'army.yaml'], { cwd: dir }).json.summary).toEqual({ files: 1, errors: 0, warnings: 0 });
  });
});

describe('Mef-Fan named rolls on the command line', () => {
  it.each([
    // d6 ≤ 3 + 2: 5/6; a failure re-rolled: 5/6 + 1/6 × 5/6 = 35/36.
    [['roll', 'morale', '--men', '3', '--general', '--porte-banniere'], 35 / 36],
    // d6 ≤ 2 + 1 + 1 = 4, a success re-rolled by the enemy musicien: (4/6)².
    [['roll', 'morale', '--men', '2', '--chef', '--several', '--musicien'], 4 / 9],
    // d6 ≤ 3 + 1.
    [['roll', 'cast', '--men', '3', '--concentrated'], 2 / 3],
    // d6 ≤ 2 + 1 + 1.
    [['roll', 'heal', '--men', '2', '--concentrated', '--patient-concentrated'], 2 / 3],
  ])('%j --exact --json gives p_success %d', (args, p) => {
    const { code, json } = runJson([...args, '--exact']);
    expect(code).toBe(0);
    expect(json.ruleset).toBe('mef-fan');
    expect(Math.abs(json.p_success - p)).toBeLessThan(1e-12);
  });

  it('rolls the same dice for the same seed, and words the result in French', () => {
    const a = runJson(['roll', 'morale', '--men', '3', '--seed', 'gobelin']).json;
    const b = runJson(['roll', 'morale', '--men', '3', '--seed', 'gobelin']).json;
    expect(a).toEqual(b);
    expect(a).toMatchObject({ roll: 'morale', target: 3, seed: 'gobelin' });
    expect(a.success).toBe(a.dice[0] <= 3);
    expect(runCli(['roll', 'morale', '--men', '3', '--exact', '--lang', 'fr']).stdout).toContain('réussite sur d6 ≤ 3');
  });

  it('refuses a roll without --men, and --several with --smaller, with exit 2', () => {
    expect(runCli(['roll', 'morale', '--exact']).code).toBe(2);
    const both = runCli(['roll', 'morale', '--men', '2', '--several', '--smaller', '--exact']);
    expect(both.code).toBe(2);
    expect(both.stderr).toContain('--several and --smaller exclude each other');
  });

  it('lists the Mef-Fan rolls and their options in --help', () => {
    const help = runCli(['roll', '--help']).stdout;
    for (const text of ['morale', 'cast', 'heal', '--porte-banniere', '--musicien', '--target-men', '--patient-concentrated']) expect(help).toContain(text);
  });
});
