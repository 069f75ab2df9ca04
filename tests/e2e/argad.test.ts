/** Argad! through the built command: validate, show, roll, simulate-attack, campaign-award --heal, build. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

const EXAMPLE = 'bands/argad-la-mesnie-du-sire-yann.yaml';

describe('argad end to end', () => {
  it('the example troop is valid', () => {
    const r = runCli(['validate', EXAMPLE, '--strict']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  });

  it('show --json has exactly the documented keys', () => {
    const { code, json } = runJson(['show', EXAMPLE]);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'name', 'band', 'characters']);
    expect(json.ruleset).toBe('argad');
    expect(Object.keys(json.band)).toEqual(['budget']);
    for (const c of json.characters) expect(Object.keys(c)).toEqual(['name', 'count', 'class', 'armour', 'cost']);
    // 15 (mounted chef) + 4 + 6 (musicien) + 6 × 3 + 4 × (3 + 2) + 2 (pack animal)
    expect(json.band.budget).toBe(65);
  });

  it('show says that equipment has no cost, in both languages', () => {
    expect(runCli(['show', EXAMPLE]).stdout).toContain('Equipment has no cost in this rulebook');
    expect(runCli(['show', EXAMPLE, '--lang', 'fr']).stdout).toContain("L'équipement n'a pas de coût dans cette règle");
  });

  it('an invalid troop: located, worded, exit 1', () => {
    const dir = tempTree({ 't.yaml': 'ruleset: argad\nname: T\ncharacters:\n  - name: A\n    class: 6\n    armour: lourde\n    melee: courte\n    role: chef\n' });
    const r = runJson(['validate', dir]);
    expect(r.code).toBe(1);
    const diags = r.json.files[0].diagnostics.map((d: { code: string; line: number; limit?: string }) => [d.code, d.line]);
    expect(diags).toEqual([['argad/class-out-of-range', 5], ['argad/unknown-armour', 6]]);
    expect(runCli(['validate', dir, '--lang', 'fr']).stdout).toContain('armure inconnue « lourde »');
  });

  it('roll heal --exact --json: exactly heals, after_effects, dies', () => {
    const { code, json } = runJson(['roll', 'heal', '--health', '4', '--healer', '--battlefield', '--exact']);
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['ruleset', 'roll', 'method', 'heals', 'after_effects', 'dies']);
    expect(json.heals).toBeCloseTo(3 / 6, 12);
    expect(json.after_effects).toBeCloseTo(1 / 6, 12);
    expect(json.dies).toBeCloseTo(2 / 6, 12);
  });

  it('roll morale --exact --json: exactly obeys, depends, disorder', () => {
    const { code, json } = runJson(['roll', 'morale', '--morale', '3', '--exact']);
    expect(code).toBe(0);
    expect(json).toEqual({ ruleset: 'argad', roll: 'morale', method: 'exact', obeys: expect.closeTo(2 / 6, 12), depends: expect.closeTo(1 / 6, 12), disorder: expect.closeTo(3 / 6, 12) });
  });

  it('a seeded roll repeats and reports its seed', () => {
    const first = runJson(['roll', 'lenteur', '--move', '20', '--seed', 'abc']);
    expect(first.json.seed).toBe('abc');
    expect(runJson(['roll', 'lenteur', '--move', '20', '--seed', 'abc']).json).toEqual(first.json);
  });

  it('roll certain-temps in French', () => {
    const r = runCli(['roll', 'certain-temps', '--exact', '--lang', 'fr']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('tours en moyenne');
  });

  it('a missing required option is a usage error, without a stack trace', () => {
    const r = runCli(['roll', 'heal', '--exact']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--health');
    expect(r.stderr).not.toContain('    at ');
  });

  it('an option of another roll is refused', () => {
    const r = runCli(['roll', 'heal', '--health', '3', '--morale', '2']);
    expect(r.code).toBe(2);
  });

  describe('simulate-attack', () => {
    const JAPAN = `ruleset: argad
name: Sengoku
characters:
  - { name: Samourai, class: 5, armour: legere, melee: courte, ranged: yumi, role: chef }
  - { name: Ashigaru, class: 3, armour: legere, melee: longue }
  - { name: Ashigaru en cuirasse, class: 3, armour: 4, melee: longue }
  - { name: Ashigaru teppo, count: 3, class: 3, armour: legere, melee: courte, ranged: fusil }
`;
    const at = (name: string) => `t.yaml#${name}`;
    const run = (args: string[]) => runJson(['simulate-attack', ...args], { cwd: tempTree({ 't.yaml': JAPAN }) });

    it('one blow: the lancer on the samurai, 5 recoils and 6 kills', () => {
      const { code, json } = run([at('Ashigaru'), at('Samourai')]);
      expect(code).toBe(0);
      expect(json).toMatchObject({ ruleset: 'argad', method: 'exact', attacker: { name: 'Ashigaru', file: 't.yaml', class: 3, melee: 'longue' }, target: { name: 'Samourai', armour: 'legere' } });
      expect(json.p_kill).toBeCloseTo(1 / 6, 9);
      expect(json.p_recoil).toBeCloseTo(1 / 6, 9);
      expect(json.p_miss).toBeCloseTo(4 / 6, 9);
    });

    it('--duel: the keys of the issue, summing to 1', () => {
      const { code, json } = run([at('Samourai'), at('Ashigaru'), '--duel']);
      expect(code).toBe(0);
      for (const key of ['a_kills', 'b_kills', 'a_recoils', 'b_recoils', 'nothing']) expect(typeof json[key]).toBe('number');
      expect(json.a_kills).toBeCloseTo((4 / 6) * (3 / 6), 9);
      const keys = ['a_kills', 'b_kills', 'a_recoils', 'b_recoils', 'nothing', 'both_killed', 'both_recoil'];
      expect(keys.reduce((sum, k) => sum + json[k], 0)).toBeCloseTo(1, 12);
    });

    it('shooting: the yumi at 10–20 cm, 6 on the lancer, 7 on the cuirasse', () => {
      const open = run([at('Samourai'), at('Ashigaru'), '--weapon', 'ranged', '--range', 'medium']).json;
      expect(open.p_kill).toBeCloseTo(1 / 6, 9);
      expect(open.hits).toEqual({ '0': expect.closeTo(5 / 6, 9), '1': expect.closeTo(1 / 6, 9) });
      expect(run([at('Samourai'), at('Ashigaru en cuirasse'), '--weapon', 'ranged', '--range', 'medium']).json.p_kill).toBeCloseTo(1 / 36, 9);
    });

    it('shooting: a line shoots with its count, or --shooters', () => {
      expect(run([at('Ashigaru teppo'), at('Samourai'), '--weapon', 'ranged', '--range', 'short']).json.dice).toBe(3);
      const one = run([at('Ashigaru teppo'), at('Samourai'), '--weapon', 'ranged', '--range', 'short', '--shooters', '1']).json;
      expect(one.p_kill).toBeCloseTo(2 / 6, 9);
    });

    it('sides typed in', () => {
      const { code, json } = runJson(['simulate-attack', '--ruleset', 'argad', '--class', '5', '--melee', 'courte', '--target-class', '3']);
      expect(code).toBe(0);
      expect(json.attacker).toMatchObject({ name: 'attacker of classe 5', file: null, class: 5 });
      expect(json.p_kill).toBeCloseTo(3 / 6, 9);
      expect(json.p_recoil).toBeCloseTo(1 / 6, 9);
    });

    it('a typed-in attacker with its armour against a member; the protection of the terrain', () => {
      const typed = runJson(['simulate-attack', '--ruleset', 'argad', '--class', '4', '--attacker-armour', '4', '--melee', 'courte', at('Ashigaru'), '--duel'], { cwd: tempTree({ 't.yaml': JAPAN }) });
      expect(typed.code).toBe(0);
      expect(typed.json.first).toBe('b');
      const covered = run([at('Samourai'), at('Ashigaru'), '--weapon', 'ranged', '--range', 'short', '--protection', '1']).json;
      expect(covered.need).toBe(6);
      expect(covered.modifiers).toEqual([{ code: 'argad/mod-cover', value: -1 }]);
    });

    it('--dice: a 6 rerolled into a 6 is a 7', () => {
      const { code, json } = runJson(['simulate-attack', '--ruleset', 'argad', '--class', '3', '--target-class', '5', '--target-armour', '5', '--lower', '--dice', '6,6']);
      expect(code).toBe(0);
      expect(json).toMatchObject({ method: 'dice', natural: 7, result: 'kill' });
    });

    it('--trials: a Monte Carlo estimate beside the exact figures', () => {
      const { code, json } = run([at('Ashigaru'), at('Samourai'), '--trials', '2000', '--seed', 'x']);
      expect(code).toBe(0);
      expect(Math.abs(json.monte_carlo.estimates.p_kill - json.p_kill)).toBeLessThan(6 * json.monte_carlo.standard_errors.p_kill + 1e-9);
    });

    it('a charge on foot is refused with exit 1 and the rule', () => {
      const r = runCli(['simulate-attack', at('Ashigaru'), at('Samourai'), '--charge'], { cwd: tempTree({ 't.yaml': JAPAN }) });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('the charge bonus is for cavaliers');
      expect(r.stderr).not.toContain('    at ');
    });

    it('shooting without a ranged weapon: exit 1', () => {
      const r = runCli(['simulate-attack', at('Ashigaru'), at('Samourai'), '--weapon', 'ranged', '--range', 'short'], { cwd: tempTree({ 't.yaml': JAPAN }) });
      expect(r.code).toBe(1);
      expect(r.stderr).toContain('Ashigaru has no ranged weapon');
    });

    it('an option of another ruleset is refused', () => {
      expect(runCli(['simulate-attack', at('Ashigaru'), at('Samourai'), '--concentration', '1'], { cwd: tempTree({ 't.yaml': JAPAN }) }).code).toBe(2);
    });
  });

  it('campaign-award --heal through the built command', () => {
    const dir = tempTree({ 't.yaml': 'ruleset: argad\nname: T\ncharacters:\n  - { name: Yann, class: 4, armour: 4, melee: courte, role: chef }\n' });
    const first = runJson(['campaign-award', '--heal', 't.yaml#Yann', '--healer', '--dice', '5', '--scenario', 's1', '--date', '2026-05-01'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(first.json.record).toEqual({ member: 'Yann', scenario: 's1', date: '2026-05-01', roll: 5, health: 5, result: 'after_effects' });
    const again = runCli(['campaign-award', '--heal', 't.yaml#Yann', '--dice', '1', '--scenario', 's1'], { cwd: dir });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has a heal record for s1');
    expect(runCli(['validate', 't.yaml', '--strict'], { cwd: dir }).code).toBe(0);
  });

  it('build: a new troop and its characters with flags, refused changes write nothing', () => {
    const dir = tempTree();
    const created = runCli(['build', 't.yaml', '--new', '--ruleset', 'argad', '--name', 'La mesnie'], { cwd: dir });
    expect(created.code).toBe(0);
    // A troop of no character has no chef: the new file is written, the warning shown (issue 38, item 11).
    expect(created.stderr).toContain('argad/no-chef');
    expect(runCli(['validate', 't.yaml', '--strict'], { cwd: dir }).code).toBe(1);
    const added = runJson(['build', 't.yaml', '--add-character', 'Yann', '--class', '5', '--armour', '5', '--role', 'chef', '--mounted', 'cavalier', '--skill', 'bretteur'], { cwd: dir });
    expect(added.code).toBe(0);
    expect(added.json.band.budget).toBe(15);
    const before = readFileSync(path.join(dir, 't.yaml'), 'utf8');
    const refused = runCli(['build', 't.yaml', '--edit-character', 'Yann', '--skill', 'bretteur', '--skill', 'costaud'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('argad/bretteur-costaud');
    expect(readFileSync(path.join(dir, 't.yaml'), 'utf8')).toBe(before);
  });
});

describe('argad end to end: issue 18', () => {
  const troop = (rules: string) => `ruleset: argad
name: T
${rules}characters:
  - { name: Hallebardier, class: 4, armour: legere, melee: hallebarde, role: chef }
  - { name: Chevalier, class: 5, armour: 5, melee: lance de chevalerie, mounted: cavalier }
  - { name: Piquier, class: 4, armour: legere, melee: courte }
`;

  it("the hallebarde's name reaches the model: modifier 0 against a mounted classe 5 in armour 5", () => {
    const dir = tempTree({ 't.yaml': troop('') });
    const { code, json } = runJson(['simulate-attack', 't.yaml#Hallebardier', 't.yaml#Chevalier'], { cwd: dir });
    expect(code).toBe(0);
    expect(json).toMatchObject({ modifier: 0, attacker: { melee: 'hallebarde', melee_category: 'longue' } });
    expect(json.p_kill).toBeCloseTo(1 / 6, 12);
    expect(json.p_miss).toBeCloseTo(2 / 3, 12);
  });

  it('every weapon of the lists validates; a bare baïonnette gets both suggestions', () => {
    const names = ['rapière', 'massue', 'tronçonneuse', 'faux', 'fourche', 'grand bâton', 'lance de chevalerie', "hache d'abordage", 'baïonnette tenue à la main', 'baïonnette au bout d’un fusil'];
    const yaml = `ruleset: argad\nname: T\ncharacters:\n${names.map((n, i) => `  - { name: "P${i}", class: 3, armour: legere, melee: "${n}"${i === 0 ? ', role: chef' : ''} }`).join('\n')}\n`;
    const dir = tempTree({ 'ok.yaml': yaml, 'bad.yaml': troop('').replace('melee: hallebarde', 'melee: baïonnette') });
    expect(runCli(['validate', 'ok.yaml', '--strict'], { cwd: dir }).code).toBe(0);
    const bad = runCli(['validate', 'bad.yaml'], { cwd: dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('argad/unknown-melee');
    expect(bad.stdout).toMatch(/baionnette-au-fusil|baionnette-a-la-main/);
  });

  it('a table-wide house rule of one file holds for both sides, two files that disagree are refused', () => {
    const dir = tempTree({ 'plain.yaml': troop(''), 'cav.yaml': troop('house_rules:\n  polearm-against: cavalier\n'), 'monte.yaml': troop('house_rules:\n  polearm-against: monte\n') });
    const shared = runJson(['simulate-attack', 'plain.yaml#Hallebardier', 'cav.yaml#Chevalier'], { cwd: dir });
    expect(shared.json.table_rules).toEqual({ 'polearm-against': 'cavalier' });
    const refused = runCli(['simulate-attack', 'monte.yaml#Hallebardier', 'cav.yaml#Chevalier'], { cwd: dir });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('polearm-against');
    expect(refused.stderr.split('\n').length).toBeLessThan(4);
  });

  it('the new options through the command line: receiving a charge, several strikers, two blows, red and white dice', () => {
    const dir = tempTree({ 't.yaml': troop('') });
    const receive = runJson(['simulate-attack', 't.yaml#Hallebardier', 't.yaml#Chevalier', '--receive-charge', '--duel'], { cwd: dir });
    expect(receive.json.modifiers.a.map((m: { code: string }) => m.code)).toEqual(['argad/mod-against-cavalier', 'argad/mod-receive-charge']);
    expect(runJson(['simulate-attack', 't.yaml#Piquier', 't.yaml#Chevalier', '--strikers', '3'], { cwd: dir }).json.dice_thrown).toBe(3);
    const refused = runCli(['simulate-attack', 't.yaml#Piquier', 't.yaml#Chevalier', '--two-blows'], { cwd: dir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('bretteur');
    const salvo = runJson(['simulate-attack', '--ruleset', 'argad', '--class', '3', '--weapon', 'ranged', '--white-dice', '2', '--table', '5', '--target-class', '3']);
    expect(salvo.json.p_kill).toBeCloseTo(5 / 9, 12);
  });
});

describe('argad end to end: morale with a chef (issue 18, item 1)', () => {
  it('a bare --chef (the on/off flag of another ruleset) is refused, never counted as a moral of 1', () => {
    const r = runCli(['roll', 'morale', '--morale', '3', '--chef', '--ruleset', 'argad', '--exact', '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    // `--chef <n>` takes the next word as its value (`--ruleset`); the word left over is refused.
    expect(r.stderr).toMatch(/--chef expects an integer|unexpected "argad"/);
    const last = runCli(['roll', 'morale', '--morale', '3', '--exact', '--chef']);
    expect(last.code).toBe(2);
    expect(last.stderr).toContain("option '--chef <n>' needs a value");
  });
});

describe('roll morale with a chef, as the docs write it', () => {
  // « Résultat du dé égal au moral : on continue à obéir si un chef … réussit le test »: the chef's better moral
  // settles the unit's equal result with the same die (moral 3, chef 4: 1, 2, 3 obey; 4, 5, 6 disorder).
  it.each([
    [['roll', 'morale', '--morale', '3', '--chef', '4', '--exact', '--json'], { obeys: 0.5, depends: 0, disorder: 0.5 }],
    [['roll', 'morale', '--morale', '3', '--exact', '--json', '--ruleset', 'argad'], { obeys: 2 / 6, depends: 1 / 6, disorder: 0.5 }],
  ])('%j', (args, expected) => {
    const { code, json } = runJson(args);
    expect(code).toBe(0);
    for (const [key, value] of Object.entries(expected)) expect(json[key]).toBeCloseTo(value, 12);
  });
});

describe('argad end to end: issue 38', () => {
  it('six archers at Sire Yann: a wound is not a kill, in JSON and in French text', () => {
    const { code, json } = runJson(['simulate-attack', `${EXAMPLE}#Archers`, `${EXAMPLE}#Sire Yann`, '--weapon', 'ranged', '--range', 'short']);
    expect(code).toBe(0);
    expect(json.p_kill + json.p_wound).toBeCloseTo(1 - json.hits['0'], 12);
    expect(json.p_kill).toBeLessThan(0.3);
    const fr = runCli(['simulate-attack', `${EXAMPLE}#Archers`, `${EXAMPLE}#Sire Yann`, '--weapon', 'ranged', '--range', 'short', '--lang', 'fr']);
    expect(fr.stdout).toContain('tué (touchés ≥ points de vie restants)');
    expect(fr.stdout).toMatch(/la première touche ne fait que le\s+blesser/);
  });

  it('a current points de vie above the figure\'s own is refused, naming it (exit 2)', () => {
    const r = runCli(['simulate-attack', `${EXAMPLE}#Sire Yann`, `${EXAMPLE}#Archers`, '--target-health-points', '2']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Archers has 1 point(s) de vie at most');
    expect(r.stderr).not.toMatch(/at .*\.js|internal error/);
  });

  it('roll certain-temps --dice 2 is refused with the reason in the message', () => {
    const r = runCli(['roll', 'certain-temps', '--dice', '2', '--exact']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('does not say how the two dice combine');
    expect(runCli(['roll', 'certain-temps', '--dice', '2', '--exact', '--lang', 'fr']).stderr).toMatch(/sans dire\s+comment les deux dés se combinent/);
  });

  it('the new named rolls are found by their names and required options, in JSON and French', () => {
    expect(runJson(['roll', 'skill', '--value', '4', '--exact']).json).toMatchObject({ success: 0.5, success_in_the_end: expect.closeTo(0.6, 12) });
    expect(runJson(['roll', 'danger', '--class', '3', '--modifier', '1', '--exact']).json).toMatchObject({ danger: expect.closeTo(4 / 6, 12) });
    expect(runJson(['roll', 'localisation', '--exact']).json).toMatchObject({ head: expect.closeTo(1 / 12, 12) });
    expect(runJson(['roll', 'morale', '--morale', '3', '--already-in-disorder', '--exact']).json).toMatchObject({ flees: expect.closeTo(3 / 6, 12) });
    const fr = runCli(['roll', 'skill', '--value', '4', '--exact', '--lang', 'fr']);
    expect(fr.stdout).toContain('raté, refera le test au tour suivant (dé égal)');
    expect(fr.stdout).toContain('60,00\u00a0%');
  });

  it('roll --ruleset argad --help in French: shared flags joined the French way, no empty list for a roll without options', () => {
    const help = runCli(['roll', '--ruleset', 'argad', '--help', '--lang', 'fr']).stdout;
    expect(help).toContain('deux dés\u00a0; un monté');
    expect(help).not.toContain('()');
    expect(help).toMatch(/localisation {2}Argad, localisation des blessures/);
  });
});
