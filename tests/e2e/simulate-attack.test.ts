/** `escarmouche simulate-attack`, end to end on the built command, the example bands and fixtures. */
import { describe, expect, it } from 'vitest';
import { runCli as run, runJson as runJsonRaw, tempTree } from '../helpers/cli.js';

const POTERIE = 'bands/ff-federation-de-la-poterie.yaml';
const MARQ = 'bands/ff-les-marquisards.yaml';
const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';
const MAGES = 'tests/fixtures/ff-mages.yaml';
const SOLO = 'tests/fixtures/ff-solo.yaml';

const runCli = (args: readonly string[]) => run(['simulate-attack', ...args]);
const runJson = (args: readonly string[]) => runJsonRaw(['simulate-attack', ...args]);
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);

describe('simulate-attack (built command)', () => {
  it("answers Dame Isabeau against Mains-Noires exactly, with the issue's JSON keys", () => {
    // Touche die + FOR 1 + Chevalier 1 + arme à une main 1 against CA 3 + CON 3 + plaque 3 = 9: a 6 on either
    // die: 11/36. The other die + FOR 1 wounds: (6,6) 7 PV; (6,x) x + 1 twice for x = 1…5.
    const { code, json } = runJson([`${POTERIE}#Dame Isabeau`, `${MARQ}#Mains-Noires`]);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(expect.arrayContaining(['ruleset', 'method', 'attacker', 'target', 'p_hit', 'expected_damage', 'p_kill', 'damage', 'attacks_to_kill', 'modifiers']));
    expect(json.ruleset).toBe('flammes-et-fantassins');
    expect(json.method).toBe('exact');
    expect(json.attacker.name).toBe('Dame Isabeau');
    expect(json.target.name).toBe('Mains-Noires');
    close(json.p_hit, 11 / 36);
    close(json.expected_damage, (2 * (2 + 3 + 4 + 5 + 6) + 7) / 36);
    close(json.p_kill, 0);
    const expected: Record<string, number> = { 0: 25 / 36, 2: 2 / 36, 3: 2 / 36, 4: 2 / 36, 5: 2 / 36, 6: 2 / 36, 7: 1 / 36 };
    expect(Object.keys(json.damage)).toEqual(Object.keys(expected));
    for (const [v, p] of Object.entries(expected)) close(json.damage[v], p);
    // 19 PV and at most 7 a blow: never dead after 2; the list runs to 10 attacks (below 99%).
    expect(json.attacks_to_kill).toHaveLength(10);
    expect(json.attacks_to_kill[0]).toEqual({ attacks: 1, p_dead: 0 });
    close(json.attacks_to_kill[1].p_dead, 0);
  });

  it('prints one line per modifier with its source, the odds, a bar per damage value and the attacks to kill', () => {
    const { code, stdout } = runCli([`${POTERIE}#Dame Isabeau`, `${MARQ}#Mains-Noires`]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/Touche\s+\+1\s+FOR \(puissant: Général \+1\)/);
    expect(stdout).toMatch(/Touche\s+\+1\s+Mêl \(Chevalier \+1\)/);
    expect(stdout).toMatch(/Touche\s+\+1\s+Arme à une main/);
    expect(stdout).toMatch(/CA\s+\+3\s+Plaque/);
    expect(stdout).toMatch(/P\(hit\)\s+30\.56%/);
    expect(stdout).toMatch(/^7\s+2\.78%\s+█/m);
    expect(stdout).toContain('Attacks to kill');
    expect(stdout).not.toMatch(/\x1b\[/);
  });

  it('speaks French with --lang fr, game terms unchanged', () => {
    const { stdout } = runCli(['--lang', 'fr', `${POTERIE}#Dame Isabeau`, `${MARQ}#Mains-Noires`]);
    expect(stdout).toContain('Dame Isabeau attaque Mains-Noires');
    expect(stdout).toMatch(/P\(touche\)\s+30,56\u00a0%/);
  });

  it('matches names without regard to case or accents, and takes FILE alone for a band of one', () => {
    const { code, json } = runJson([`${MAGES}#ELISE L'ESQUIVEUSE`, SOLO]);
    expect(code).toBe(0);
    expect(json.attacker.name).toBe("Élise l'Esquiveuse");
    expect(json.target.name).toBe('Grobuk');
  });

  it('with --charge --dodge --concentration: Gros Louis against La Bertrude', () => {
    // Touche die + 2 + 1 + 1 (charge) against CA 6, dodged to 7: only (1,1) fails, even with the +1 on Touche
    // (1 + 1 + 4 = 6, "tout juste"): the reaction is spent on 1/36 and the rest hit: 35/36.
    const { json } = runJson([`${MARQ}#Gros Louis`, `${MARQ}#La Bertrude`, '--charge', '--dodge', '--concentration', '1']);
    close(json.p_hit, 35 / 36);
    close(json.p_dodge, 1 / 36);
  });

  it('resolves one roll with --dice', () => {
    // Touche +3 against CA 9: the 6 hits, the 2 wounds + FOR 1 = 3.
    const { code, json } = runJson([`${POTERIE}#Dame Isabeau`, `${MARQ}#Mains-Noires`, '--dice', '2,6']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ method: 'dice', dice: [2, 6], touche_die: 6, degats_die: 2, hit: true, damage: 3, kill: false });
    expect(runCli([`${POTERIE}#Dame Isabeau`, `${MARQ}#Mains-Noires`, '--dice', '2,5']).stdout).toMatch(/result\s+miss/);
  });

  it('adds a seeded Monte Carlo estimate with --trials, the same for the same seed', () => {
    const args = [`${MARQ}#Gros Louis`, `${MARQ}#La Bertrude`, '--charge', '--trials', '4000', '--seed', 'poterie'];
    const { code, json } = runJson(args);
    expect(code).toBe(0);
    expect(json.method).toBe('exact');
    expect(json.monte_carlo.trials).toBe(4000);
    expect(json.monte_carlo.seed).toBe('poterie');
    for (const key of ['p_hit', 'expected_damage', 'p_kill']) {
      expect(Math.abs(json.monte_carlo.estimates[key] - json[key])).toBeLessThan(5 * json.monte_carlo.standard_errors[key] + 1e-12);
    }
    expect(runJson(args).json.monte_carlo).toEqual(json.monte_carlo);
    expect(runCli(args).stdout).toMatch(/Monte Carlo cross-check: 4000 trials, seed poterie/);
  });

  it('reports a seed when --trials has none', () => {
    const { json } = runJson(['--ruleset', 'ff', '--hit', '0', '--damage', '0', '--ca', '4', '--pv', '10', '--trials', '10']);
    expect(json.monte_carlo.seed).toMatch(/^[0-9a-f]{16}$/);
  });

  it('takes typed-in sides with --ruleset', () => {
    // Touche +0 against CA 4: 1 − (3/6)² = 27/36.
    const both = runJson(['--ruleset', 'ff', '--hit', '0', '--damage', '-1', '--ca', '4', '--pv', '10']);
    expect(both.code).toBe(0);
    close(both.json.p_hit, 27 / 36);
    expect(both.json.attacker.name).toBeNull();
    // A typed-in attacker against a band member: Touche +5 against Grobuk's CA 8 needs a 3+: 1 − (2/6)² = 32/36.
    const mixed = runJson(['--ruleset', 'flammes-et-fantassins', '--hit', '5', '--damage', '0', SOLO]);
    expect(mixed.code).toBe(0);
    close(mixed.json.p_hit, 32 / 36);
  });

  it('casts spells with --spell, the boule de feu for each number', () => {
    const { code, json } = runJson([`${MAGES}#Maître Corbeau`, SOLO, '--spell', 'boule-de-feu']);
    expect(code).toBe(0);
    expect(json.boule_de_feu.by_number).toHaveLength(6);
    expect(runCli([`${MAGES}#Maître Corbeau`, SOLO, '--spell', 'boule-de-feu']).stdout).toMatch(/Boule de feu: each number/);
  });

  describe('errors', () => {
    const cases: [string, string[], number, RegExp][] = [
      ['an unknown character, with a suggestion', [`${MARQ}#la bertude`, `${MARQ}#Gros Louis`], 2, /no character "la bertude".*did you mean La Bertrude\?/],
      // Two files alone, one of several members, are the matchup table (tests/cli/matchup.test.ts).
      ['a file alone for a band of several, beside a FILE#Name', [MARQ, `${ARCHERS}#Ysolde`], 2, /4 characters: write .*#Name \(`escarmouche show .*` lists them\)/],
      ['a ranged attack without a ranged weapon', [`${MARQ}#Gros Louis`, SOLO, '--weapon', 'ranged'], 1, /Gros Louis has no Tir weapon/],
      ['a Mêlée attack by an archer with a bow only', [`${ARCHERS}#Ysolde`, SOLO], 1, /Ysolde has no Mêlée weapon.*--weapon ranged/],
      ['a charge by an agile character', [`${MARQ}#La Bertrude`, SOLO, '--charge'], 1, /La Bertrude is agile/],
      ['a typed-in side without --ruleset', ['--hit', '2', '--damage', '1', SOLO], 2, /typed-in attacker needs --ruleset/],
      ['a typed-in side missing a required option', ['--ruleset', 'ff', '--hit', '2', SOLO], 2, /typed-in attacker needs --damage/],
      ['too many sides for a typed-in target', ['--ruleset', 'ff', '--ca', '4', '--pv', '9', SOLO, SOLO], 2, /expected 1 side/],
      ['an unknown ruleset', ['--ruleset', 'frostgrav', '--hit', '1', '--damage', '1', SOLO], 2, /unknown ruleset "frostgrav"/],
      ['--dice with a face out of range', [SOLO, SOLO, '--dice', '7,1'], 2, /--dice expects 2 dice from 1 to 6/],
      ['--dice with one die', [SOLO, SOLO, '--dice', '4'], 2, /--dice expects 2 dice/],
      ['--dice with --trials', [SOLO, SOLO, '--dice', '4,4', '--trials', '10'], 2, /--dice resolves one roll/],
      ['--seed without --trials', [SOLO, SOLO, '--seed', 'x'], 2, /--seed seeds the samples of --trials/],
      ['--trials that is not a count', [SOLO, SOLO, '--trials', '0'], 2, /--trials expects an integer/],
      ['a non-integer option', [SOLO, SOLO, '--concentration', 'two'], 2, /--concentration expects an integer/],
      ['a missing file', ['nowhere.yaml#X', SOLO], 2, /cannot read nowhere\.yaml/],
    ];
    it.each(cases)('%s', (_what, args, exit, message) => {
      const { code, stdout, stderr } = runCli(args);
      expect(code).toBe(exit);
      expect(stderr).toMatch(message);
      expect(stderr).not.toMatch(/at .*\.js:\d+/);
      expect(stdout).toBe('');
    });

    it('prints the diagnostics of an invalid band file and exits 1', () => {
      const dir = tempTree({ 'bad.yaml': 'ruleset: flammes-et-fantassins\nname: X\npc: 1\ncharacters:\n  - name: A\n    style: agile\n    classes: [archr]\n    equipment: [dague]\n' });
      const { code, stderr } = runCli([`${dir}/bad.yaml#A`, SOLO]);
      expect(code).toBe(1);
      expect(stderr).toMatch(/bad\.yaml:7:\d+\s+error\s+ff\/unknown-class/);
      expect(stderr).toMatch(/is not a valid band/);
    });

    it('says which typed-in option a French user lacks', () => {
      const { code, stderr } = run(['--lang', 'fr', 'simulate-attack', '--hit', '2', '--damage', '1', SOLO]);
      expect(code).toBe(2);
      expect(stderr).toMatch(/attaquant saisi\(e\) a besoin de --ruleset/);
    });
  });

  it('lists the common options and how to see each ruleset\'s in --help, and a ruleset\'s own with --ruleset', () => {
    const { code, stdout } = runCli(['--help']);
    expect(code).toBe(0);
    for (const flag of ['--dice', '--trials', '--seed', 'escarmouche simulate-attack --ruleset argad --help']) expect(stdout).toContain(flag);
    expect(stdout).not.toMatch(/^\s+--charge/m);
    const ff = runCli(['--ruleset', 'ff', '--help']).stdout;
    for (const flag of ['--charge', '--not-engaged', '--concentration', '--target-pv', '--dodge', '--dice']) expect(ff).toContain(flag);
    expect(ff).not.toContain('--large-target');
    expect(runCli(['--ruleset', 'mef-fan', '--help']).stdout).toContain('--large-target');
  });
});

describe('a computation refused as too large, with --json (docs/json.md)', () => {
  const HORDE = 'ruleset: mef-fan\nname: La Horde\npoints: 100000\nunits:\n  - name: Horde\n    models: 1000\n    dep: 1\n    mel: [{score: 1}, {score: 1}, {score: 1}]\n    def: 0\n    men: 1\n    vie: 1\n';

  it('simulate-attack prints a JSON error object on stdout, the message on stderr, exit 2', () => {
    const dir = tempTree({ 'h.yaml': HORDE });
    const result = run(['simulate-attack', 'h.yaml#Horde', 'h.yaml#Horde', '--parry', '500', '--json'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({ error: { code: 'mef-fan/too-complex', message: expect.stringContaining('too large to compute exactly') } });
    expect(result.stderr).toContain('too large to compute exactly');
    // Without --json, stdout stays empty.
    expect(run(['simulate-attack', 'h.yaml#Horde', 'h.yaml#Horde', '--parry', '500'], { cwd: dir }).stdout).toBe('');
  });

  it('roll --exact prints the expression and the error, as a parse error does', () => {
    const result = run(['roll', '1000d1000', '--exact', '--json']);
    expect(result.code).toBe(2);
    expect(JSON.parse(result.stdout)).toEqual({ expression: '1000d1000', error: { code: 'dice/too-complex', message: expect.stringContaining('roll it without --exact') } });
    expect(run(['roll', '1000d1000', '--exact']).stdout).toBe('');
  });
});

describe('French numbers in the compare and matchup tables', () => {
  const GROS = 'bands/ff-les-marquisards.yaml#Gros Louis';
  const YSOLDE = 'bands/ff-les-archers-du-grand-saule.yaml#Ysolde';
  it('--compare: named quantities, decimal commas and a no-break space before % in French, points in English', () => {
    const fr = run(['--lang', 'fr', 'simulate-attack', GROS, YSOLDE, '--compare', 'charge']).stdout;
    expect(fr).toContain('88,89\u00a0%');
    expect(fr).toContain('97,22\u00a0% (+8,33)');
    expect(fr).toMatch(/dégâts moyens\s+4,722\s+6,528 \(\+1,806\)/);
    expect(fr).toMatch(/^P\(touche\)\s+88,89/m);
    expect(fr).not.toMatch(/p_hit|expected_damage/);
    const en = run(['--lang', 'en', 'simulate-attack', GROS, YSOLDE, '--compare', 'charge']).stdout;
    expect(en).toContain('97.22% (+8.33)');
    expect(en).toMatch(/expected damage\s+4\.722\s+6\.528 \(\+1\.806\)/);
    expect(en).toMatch(/^P\(hit\)\s+88\.89%/m);
  });
  it('the matchup table of damage', () => {
    const fr = run(['--lang', 'fr', 'simulate-attack', MARQ, ARCHERS, '--metric', 'damage']).stdout;
    expect(fr).toMatch(/Tom le savetier\s+4,72\s+5,56\*/);
    expect(fr).not.toMatch(/\d\.\d/);
  });
});
