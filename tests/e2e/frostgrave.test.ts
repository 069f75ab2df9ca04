/** Frostgrave through the built command: validate, show, schema and print on band files; the named rolls. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';
import { asRecord, bruteFight, bruteShot, capAt, closeRecords } from '../rulesets/frostgrave/brute.js';

const EXAMPLE = 'bands/frostgrave-l-expedition-de-renulf.yaml';

describe('Frostgrave, end to end', () => {
  it('validates the example warband and the rulebook fixture', () => {
    const { code, json } = runJson(['validate', EXAMPLE, 'tests/fixtures/frostgrave/exemples-du-livre.yaml']);
    expect(code).toBe(0);
    expect(json.files.map((f: { ruleset: string; valid: boolean }) => [f.ruleset, f.valid])).toEqual([['frostgrave', true], ['frostgrave', true]]);
  });

  it('show --json: the documented keys, the bâton folded into the mage\'s numbers', () => {
    const { code, json } = runJson(['show', EXAMPLE]);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'name', 'counts', 'figures']);
    expect(json.counts).toEqual({ mage: 1, apprenti: 1, soldat: 3 });
    expect(json.figures[0]).toMatchObject({ name: 'Elric', type: 'mage', weapon: 'baton', fight_roll: 2, opponent_fight_mod: -1, melee_damage_mod: -1, shoot_roll: null });
  });

  it('show in French keeps the game terms', () => {
    const result = runCli(['show', EXAMPLE, '--lang', 'fr']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/Elric\s+mage\s+6\s+\+2\s+\+0\s+10\s+\+4\s+14\s+bâton/);
    expect(result.stdout).toContain('au combat');
  });

  it('validate locates each problem in the file, in both languages', () => {
    const text = [
      'ruleset: fg',
      'name: Sans chef',
      'figures:',
      '  - {name: A, type: apprenti, move: 6, fight: 0, shoot: 0, armour: 10, will: 2, health: 12, weapon: arme-de-base}',
      '  - {name: B, type: apprenti, move: 6, fight: 0, shoot: 0, armour: 10, will: 2, health: 0, weapon: epee}',
      '',
    ].join('\n');
    const dir = tempTree({ 'b.yaml': text });
    const result = runCli(['validate', 'b.yaml'], { cwd: dir });
    expect(result.code).toBe(1);
    expect(result.stdout).toContain('b.yaml:3:1  error  frostgrave/no-mage  the warband has no mage');
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/too-many-apprentis {2}B is one of 2 apprentis/);
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/stat-too-low {2}B has Santé 0/);
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/unknown-weapon {2}unknown weapon "epee"/);
    const fr = runCli(['validate', 'b.yaml', '--lang', 'fr'], { cwd: dir });
    expect(fr.stdout).toContain("l'expédition n'a pas de mage");
  });

  it('ships a JSON schema offering the types and weapons to editors', () => {
    const { code, json } = runJson(['schema', 'frostgrave']);
    expect(code).toBe(0);
    const figure = json.properties.figures.items;
    // One completion per weapon, under its id (issue 41); other spellings stay valid without being offered.
    const offered = figure.properties.weapon.defaultSnippets.map((s: { label: string }) => s.label);
    // Most used by the example bands first: the soldiers' arme de base.
    expect(offered[0]).toBe('arme-de-base');
    for (const id of ['baton', 'arme-lourde', 'arc', 'arbalete']) expect(offered).toContain(id);
    expect(figure.properties.health.minimum).toBe(1);
    expect(figure.required).toEqual(['name', 'type', 'move', 'fight', 'shoot', 'armour', 'will', 'health', 'weapon']);
  });

  it('prints a card per figure', () => {
    const result = runCli(['print', EXAMPLE, '--format', 'md', '--lang', 'fr']);
    expect(result.code).toBe(0);
    expect(result.stdout.match(/### Figurine\u00a0: /g)).toHaveLength(5);
    expect(result.stdout).toContain('**Arme lourde**\u00a0: Bonus de dommages de +2.');
  });
});

describe('Frostgrave named rolls, end to end', () => {
  it('roll cast --exact --json: casting number 10, Will +2 (11/20 cast, 132/400 take effect, 5/20 damage)', () => {
    const { code, json } = runJson(['roll', 'cast', '--casting-number', '10', '--will', '2', '--exact']);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'frostgrave', p_cast: 11 / 20, expected_self_damage: 5 / 20 });
    expect(json.p_effect).toBeCloseTo(132 / 400, 12);
  });

  it('roll cast --empower --risk: the best limit within the risk', () => {
    // Casting number 12: limit 0 costs 0.45 on average, limit 1 0.5, limit 2 0.6 (cast.test.ts).
    const { json } = runJson(['roll', 'cast', '--casting-number', '12', '--empower', '3', '--risk', '0.5', '--exact']);
    expect(json.best_empower).toMatchObject({ empower: 1, p_effect: 0.5 });
    expect(json.by_empower[3]).toMatchObject({ empower: 3, p_cast: 12 / 20 });
  });

  it('a rolled cast replays with its seed and reports it', () => {
    const first = runJson(['roll', 'cast', '--casting-number', '14', '--empower', '2', '--seed', 'renulf']).json;
    const again = runJson(['roll', 'cast', '--casting-number', '14', '--empower', '2', '--seed', 'renulf']).json;
    expect(again).toEqual(first);
    expect(first.seed).toBe('renulf');
    expect(first.final).toBe(first.die + first.empowered);
  });

  it('roll fall and roll initiative', () => {
    expect(runJson(['roll', 'fall', '--height', '5', '--health', '9']).json).toMatchObject({ height: 5, damage: 7, kills: false, wounds: true });
    expect(runJson(['roll', 'initiative', '--players', '2', '--exact']).json).toMatchObject({ p_first: 0.5, p_tie_for_first: 0.05 });
    const rolled = runJson(['roll', 'initiative', '--players', '4', '--seed', 's']).json;
    expect([...rolled.order].sort()).toEqual([1, 2, 3, 4]);
  });

  it('words in French', () => {
    const result = runCli(['roll', 'cast', '--casting-number', '10', '--exact', '--lang', 'fr']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Valeur de lancement 10');
  });

  it.each([
    [['roll', 'cast', '--casting-number', '0', '--exact'], '--casting-number must be between 1 and 40, got "0"'],
    [['roll', 'fall', '--height', '-1'], '--height must be between 0 and 1000, got "-1"'],
    [['roll', 'initiative', '--players', '1'], '--players must be between 2 and 12, got "1"'],
  ])('%j is refused with exit 2', (args, message) => {
    const result = runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
  });
});

describe('Frostgrave simulate-attack, end to end', () => {
  const BOOK = 'tests/fixtures/frostgrave/exemples-du-livre.yaml';
  const side = (name: string) => `${BOOK}#${name}`;

  it("resolves the rulebook's worked examples with --dice", () => {
    expect(runJson(['simulate-attack', side('Mage'), side('Brigand'), '--dice', '13,5']).json).toMatchObject({ method: 'dice', attacker_score: 17, target_score: 6, damage: 6 });
    expect(runJson(['simulate-attack', side('Archer'), side('Brigand'), '--weapon', 'ranged', '--dice', '8,2']).json).toMatchObject({ attacker_score: 10, target_score: 4, hit: true, damage: 0 });
    expect(runJson(['simulate-attack', side('fantassin'), side('brigand'), '--crits', '--dice', '20,5']).json).toMatchObject({ attacker_score: 23, damage: 30, kill: true });
  });

  it('a fight: the documented JSON, odds by hand (mage +4 against brigand +2 − 1)', () => {
    const { code, json } = runJson(['simulate-attack', side('Mage'), side('Brigand')]);
    expect(code).toBe(0);
    expect(json).toMatchObject({ ruleset: 'frostgrave', method: 'exact', attacker: { name: 'Mage' }, target: { name: 'Brigand' } });
    expect(json.p_win).toBeCloseTo(247 / 400, 12);
    expect(json.p_tie).toBeCloseTo(17 / 400, 12);
    expect(json.p_lose).toBeCloseTo(136 / 400, 12);
    expect(Object.keys(json.damage)[0]).toBe('0');
    for (const key of ['damage_taken', 'p_kill']) expect(json).toHaveProperty(key);
  });

  it('a shot in heavy cover (120 of 400) and a text report with every modifier', () => {
    expect(runJson(['simulate-attack', side('Archer'), side('Brigand'), '--weapon', 'ranged', '--heavy-cover']).json.p_hit).toBeCloseTo(120 / 400, 12);
    const text = runCli(['simulate-attack', side('Archer'), side('Brigand'), '--weapon', 'ranged', '--heavy-cover', '--hasty', '--obstructions', '2']);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain('Brigand: d20 +9 (Combat +2, obstructions +2, heavy cover +4, hasty shot +1)');
  });

  /** P(kill) and P(wounded) of a brute-force damage count, written here from the rulebook. */
  const fates = (dealt: Map<number, number>, health: number) => {
    let [kill, wounded] = [0, 0];
    for (const [damage, count] of dealt) {
      if (damage >= health) kill += count;
      else if (damage >= 1 && health - damage <= 4) wounded += count;
    }
    return { kill: kill / 400, wounded: wounded / 400 };
  };

  it('every fight option of the issue at once, against the brute force', () => {
    // Brigand +2 with 3 supports against 1 (+4 net) carrying a treasure (−1): +5; fantassin +3 wounded (−2): +1.
    const args = [side('Brigand'), side('Fantassin'), '--weapon', 'melee', '--support', '3', '--target-support', '1', '--treasure', '--target-wounded', '--crits', '--target-health', '5', '--attacker-health', '4'];
    const { code, json } = runJson(['simulate-attack', ...args]);
    expect(code).toBe(0);
    const brute = bruteFight({ bonus: 5, damageMod: 0, armour: 10 }, { bonus: 1, damageMod: 2, armour: 11 }, true);
    expect(json).toMatchObject({ method: 'exact', crits: true, target: { health: 5 }, attacker: { health: 4 } });
    expect(json.p_win).toBeCloseTo(brute.win / 400, 9);
    expect(json.p_tie).toBeCloseTo(brute.tie / 400, 9);
    expect(json.p_lose).toBeCloseTo(brute.lose / 400, 9);
    // The Santé lost, capped at the current Santé (issue 38 item 22).
    expect(closeRecords(json.damage, asRecord(capAt(brute.dealt, 5)))).toBe(true);
    expect(closeRecords(json.damage_taken, asRecord(capAt(brute.taken, 4)))).toBe(true);
    expect(json.p_kill).toBeCloseTo(fates(brute.dealt, 5).kill, 9);
    expect(json.p_wounded).toBeCloseTo(fates(brute.dealt, 5).wounded, 9);
    expect(json.p_killed).toBeCloseTo(fates(brute.taken, 4).kill, 9);
  });

  it('every shooting option of the issue at once, against the brute force', () => {
    // Archer Tir +2 wounded (−2): +0; brigand +2, obstructions +2, light cover +2, hasty +1, large −2, treasure −1, wounded −2: +2.
    const args = [side('Archer'), side('Brigand'), '--weapon', 'ranged', '--obstructions', '2', '--light-cover', '--hasty', '--large-target', '--target-treasure', '--target-wounded', '--wounded', '--crits', '--target-health', '6'];
    const { code, json } = runJson(['simulate-attack', ...args]);
    expect(code).toBe(0);
    const brute = bruteShot({ bonus: 0, damageMod: 0 }, { bonus: 2, armour: 10 }, true);
    expect(json.p_hit).toBeCloseTo(brute.hit / 400, 9);
    expect(closeRecords(json.damage, asRecord(capAt(brute.dealt, 6)))).toBe(true);
    expect(json.p_kill).toBeCloseTo(fates(brute.dealt, 6).kill, 9);
    expect(json.p_wounded).toBeCloseTo(fates(brute.dealt, 6).wounded, 9);
  });

  it('both sides typed in', () => {
    // +0 against +0, Armure 0, Santé 20 (attack.test.ts): P(kill) 20/400.
    const args = ['--ruleset', 'fg', '--fight', '0', '--attacker-armour', '10', '--attacker-health', '10', '--target-fight', '0', '--target-armour', '0', '--target-health', '20'];
    const { code, json } = runJson(['simulate-attack', ...args]);
    expect(code).toBe(0);
    expect(json.p_kill).toBeCloseTo(20 / 400, 12);
    expect(json.attacker.name).toBeNull();
  });

  it('a seeded Monte Carlo estimate lies near the exact figures', () => {
    const { json } = runJson(['simulate-attack', side('Mage'), side('Brigand'), '--trials', '20000', '--seed', 'renulf']);
    for (const [key, estimate] of Object.entries(json.monte_carlo.estimates as Record<string, number>)) {
      expect(Math.abs(estimate - json[key]), key).toBeLessThanOrEqual(5 * json.monte_carlo.standard_errors[key] + 1e-9);
    }
  });

  it.each([
    [[side('Mage'), side('Brigand'), '--weapon', 'ranged'], 1, 'Mage carries bâton, not an arc or an arbalète'],
    [[side('Archer'), side('Brigand'), '--weapon', 'ranged', '--light-cover', '--heavy-cover'], 2, 'light cover or heavy cover, not both'],
    [[side('Mage'), side('Brigand'), '--hasty'], 2, '--hasty is a shooting modifier'],
    [[side('Archer'), side('Brigand'), '--weapon', 'ranged', '--treasure'], 2, '--treasure applies to a fight, not to a shot'],
    [[side('Mage'), side('Brigand'), '--dice', '13,21'], 2, '--dice expects 2 dice from 1 to 20'],
    [[side('Mage'), side('Brigand'), '--charge'], 2, '--charge is not an option of Frostgrave: it belongs to another rulebook'],
    [['--ruleset', 'fg', '--fight', '3', side('Brigand')], 2, 'a typed attacker needs --attacker-armour'],
  ])('%j exits %i', (args, code, message) => {
    const result = runCli(['simulate-attack', ...args]);
    expect(result.code).toBe(code);
    expect(result.stderr).toContain(message);
  });
});

describe('frostgrave end to end: issue 18', () => {
  const B = 'bands/frostgrave-l-expedition-de-renulf.yaml';
  it('--range in inches: 24" in range, beyond refused with exit 1 and no stack trace', () => {
    expect(runJson(['simulate-attack', `${B}#Osric`, `${B}#Wulfric`, '--weapon', 'ranged', '--range', '24']).json.range).toBe(24);
    const r = runCli(['simulate-attack', `${B}#Osric`, `${B}#Wulfric`, '--weapon', 'ranged', '--range', '24.5']);
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('beyond the 24" of bows and crossbows');
    expect(r.stderr).not.toMatch(/\n\s+at /);
  });
  it('roll cast --off-table and --target-empower', () => {
    expect(runJson(['roll', 'cast', '--casting-number', '30', '--off-table', '--exact']).json.expected_self_damage).toBe(0);
    expect(runCli(['roll', 'cast', '--casting-number', '12', '--off-table', '--empower', '2', '--exact']).code).toBe(2);
    expect(runJson(['roll', 'cast', '--casting-number', '10', '--will', '2', '--target-empower', '2', '--exact']).json.p_effect).toBeCloseTo(110 / 400, 12);
  });
});
