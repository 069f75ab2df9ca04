/** The built command on Mef-Fan armies: validate and show, in English and French. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson, tempTree } from '../../helpers/cli.js';

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
    expect(json.summary).toEqual({ files: 2, errors: 0, warnings: 0, infos: 0, unreadable: 0 });
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
    expect(runJson(['validate', 'army.yaml'], { cwd: dir }).json.summary).toEqual({ files: 1, errors: 0, warnings: 0, infos: 0, unreadable: 0 });
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
    const help = runCli(['roll', '--ruleset', 'mef-fan', '--help']).stdout;
    for (const text of ['morale', 'cast', 'heal', '--porte-banniere', '--musicien', '--target-men', '--patient-concentrated']) expect(help).toContain(text);
  });
});

describe('Mef-Fan simulate-attack on the command line', () => {
  const chef = `${GOBELINS}#Grand chef`;
  const aelor = `${ELVES}#Seigneur Aelor`;
  const close = (actual: Record<string, number>, expected: Record<string, number>) => {
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const [k, p] of Object.entries(expected)) expect(Math.abs(actual[k]! - p)).toBeLessThan(1e-9);
  };
  const binomial = (n: number, p: number): Record<string, number> => {
    const out: Record<string, number> = {};
    let c = 1;
    for (let k = 0; k <= n; k++) {
      out[String(k)] = c * p ** k * (1 - p) ** (n - k);
      c = (c * (n - k)) / (k + 1);
    }
    return out;
  };

  it('the Grand chef charges Seigneur Aelor: Mél 3 +1 charge +1 lance, Perforant 1 against Déf 2', () => {
    const { code, json } = runJson(['simulate-attack', chef, aelor, '--charge']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'mef-fan', method: 'exact' });
    // Who attacks whom, as in every ruleset's JSON.
    expect([json.attacker, json.target]).toMatchObject([{ name: 'Grand chef', file: GOBELINS }, { name: 'Seigneur Aelor', file: ELVES }]);
    // Hit on d6 ≤ 5, Déf save on d6 ≤ 1: 5/6 × 5/6 = 25/36. One wound never removes a Vie 2 figure.
    close(json.wounds, { 0: 11 / 36, 1: 25 / 36 });
    close(json.removed, { 0: 1 });
    expect(json.expected_wounds).toBeCloseTo(25 / 36, 12);
  });

  it('Seigneur Aelor attacks the Effrayant Grand chef: his Men 3 test fails half the time (−1)', () => {
    const { json } = runJson(['simulate-attack', aelor, chef]);
    // (1/2 × 3/6 + 1/2 × 2/6) × 5/6 = 25/72; the Grand chef has Vie 2, one wound removes nothing.
    close(json.wounds, { 0: 47 / 72, 1: 25 / 72 });
    close(json.removed, { 0: 1 });
    expect(json.p_frightened).toBeCloseTo(1 / 2, 12);
  });

  it('shooting: 4 Archers du Bois, Tir 3 at the Lanciers gobelins (Déf 1), close +1 and partial cover −1', () => {
    const { code, json } = runJson(['simulate-attack', `${ELVES}#Archers du Bois`, `${GOBELINS}#Lanciers gobelins`, '--weapon', 'ranged', '--close', '--partial-cover']);
    expect(code).toBe(0);
    // Each die: 3/6 × 5/6 = 5/12, four dice.
    close(json.wounds, binomial(4, 5 / 12));
    close(json.removed, binomial(4, 5 / 12));
    expect(json.expected_wounds).toBeCloseTo(5 / 3, 12);
  });

  it('typed-in sides with --ruleset mef-fan, and a Monte Carlo cross-check beside the exact figures', () => {
    const { code, json } = runJson(['simulate-attack', '--ruleset', 'mef-fan', '--mel', '3', '--perforant', '1', '--models', '2', '--def', '2', '--vie', '2', '--target-models', '1', '--charge', '--trials', '2000', '--seed', 's']);
    expect(code).toBe(0);
    // Each die: 4/6 × 5/6 = 5/9; two dice; a Vie 2 figure falls to two wounds.
    close(json.wounds, { 0: 16 / 81, 1: 40 / 81, 2: 25 / 81 });
    close(json.removed, { 0: 56 / 81, 1: 25 / 81 });
    expect(json.monte_carlo).toMatchObject({ trials: 2000, seed: 's' });
    expect([json.attacker, json.target]).toMatchObject([{ name: null, file: null, typed: true }, { name: null, file: null, typed: true }]);
    expect(Object.keys(json.monte_carlo.estimates).sort()).toEqual(['expected_removed', 'expected_vie_lost', 'expected_wounds']);
  });

  it('lists the Mef-Fan options in --help', () => {
    const help = runCli(['simulate-attack', '--ruleset', 'mef-fan', '--help']).stdout;
    for (const flag of ['--charge', '--rear', '--guard', '--parry <n>', '--fleeing', '--concentrated', '--close', '--large-target', '--fast-target', '--partial-cover', '--models <n>', '--target-models <n>', '--mel <n>', '--def <n>']) expect(help).toContain(flag);
    expect(help).toContain('Mef-Fan: the attacker charges');
  });

  it.each([
    [['--close'], 2, 'does not apply to a melee attack'],
    [['--rear'], 2, '--rear is a charge from behind: add --charge'],
    [['--charge', '--fleeing'], 2, '--fleeing and --charge exclude each other'],
    [['--dodge'], 2, 'another rulebook (Flammes & Fantassins)'],
    [['--weapon', 'ranged'], 1, 'Grand chef has no Tir score'],
    [['--parry', '5'], 2, 'Seigneur Aelor has 1 Mél dice, cannot parry with 5'],
  ])('refuses %j with exit %i', (options, code, words) => {
    const result = runCli(['simulate-attack', chef, aelor, ...options]);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(words);
  });

  it('refuses a cible rapide of Dép 2 with exit 1, and words the view in French', () => {
    const fast = runCli(['simulate-attack', `${ELVES}#Archers du Bois`, aelor, '--weapon', 'ranged', '--fast-target']);
    expect(fast.code).toBe(1);
    expect(fast.stderr).toContain('only a unit with Dép 3 or more is a cible rapide');
    const fr = runCli(['simulate-attack', chef, aelor, '--charge', '--lang', 'fr']);
    expect(fr.stdout).toContain('Grand chef (1) attaque Seigneur Aelor (1) en Mélée');
  });
});

describe('Mef-Fan build on the command line', () => {
  it('makes a new army, adds units, and refuses a change that breaks the budget without touching the file', () => {
    const dir = tempTree();
    const run = (...args: string[]) => runCli(['build', 'army.yaml', ...args], { cwd: dir });
    expect(run('--new', '--ruleset', 'mef-fan', '--name', 'Les Nains du Roc', '--points', '100').code).toBe(0);
    // 1 + 2 + (9 + 2) / 2 → 6 + 4 + 3 = 16# a figure, 64# for four.
    expect(run('--add-character', 'Arbalétriers', '--models', '4', '--dep', '1', '--mel', '1', '--tir', '3:1:normale:limitees', '--def', '2', '--men', '3').code).toBe(0);
    const before = readFileSync(path.join(dir, 'army.yaml'));
    // (2 + 8 + 6 + 4) × 1,5 = 30#: 94#; with a lance 31,5 → 32#: 96#.
    const thane = run('--add-character', 'Thane', '--role', 'chef', '--mel', '3:1', '--def', '3', '--men', '4', '--vie', '2', '--equip', 'lance', '--json');
    expect(thane.code).toBe(0);
    expect(JSON.parse(thane.stdout).band).toEqual({ points_budget: 100, points_spent: 96 });
    const after = readFileSync(path.join(dir, 'army.yaml'));
    const refused = run('--edit-character', 'thane', '--models', '2');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('mef-fan/character-not-single');
    expect(readFileSync(path.join(dir, 'army.yaml')).equals(after)).toBe(true);
    expect(after.equals(before)).toBe(false);
    expect(runJson(['validate', 'army.yaml'], { cwd: dir }).json.summary).toEqual({ files: 1, errors: 0, warnings: 0, infos: 0, unreadable: 0 });
  });

  it('an edit of an example army keeps its comments', () => {
    const dir = tempTree({ 'army.yaml': readFileSync(path.join(ROOT, GOBELINS), 'utf8') });
    const result = runCli(['build', 'army.yaml', '--edit-character', 'Chaman de la Butte', '--spell', 'terreur', '--spell', 'fragilite'], { cwd: dir });
    expect(result.code).toBe(0);
    const text = readFileSync(path.join(dir, 'army.yaml'), 'utf8');
    expect(text).toContain('spells: [terreur, fragilite]');
    expect(text).toContain('# the rulebook\'s archer: 6#');
    expect(text).toContain('# One magicien by default, with two spells from the rulebook\'s list');
  });
});
