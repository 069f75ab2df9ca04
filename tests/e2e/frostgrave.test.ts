/** Frostgrave through the built command: validate, show, schema and print on band files. */
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';

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
    expect(result.stdout).toMatch(/Elric\s+mage\s+6\s+\+2\s+\+0\s+10\s+\+4\s+14\s+baton/);
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
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/too-many-apprentis {2}B is apprenti number 2/);
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/stat-too-low {2}B has health 0/);
    expect(result.stdout).toMatch(/b\.yaml:5:\d+ {2}error {2}frostgrave\/unknown-weapon {2}unknown weapon "epee"/);
    const fr = runCli(['validate', 'b.yaml', '--lang', 'fr'], { cwd: dir });
    expect(fr.stdout).toContain("l'expédition n'a pas de mage");
  });

  it('ships a JSON schema offering the types and weapons to editors', () => {
    const { code, json } = runJson(['schema', 'frostgrave']);
    expect(code).toBe(0);
    const figure = json.properties.figures.items;
    expect(figure.properties.weapon.examples).toEqual(['baton', 'arme-de-base', 'arme-lourde', 'arc', 'arbalete']);
    expect(figure.required).toEqual(['name', 'type', 'move', 'fight', 'shoot', 'armour', 'will', 'health', 'weapon']);
  });

  it('prints a card per figure', () => {
    const result = runCli(['print', EXAMPLE, '--format', 'md']);
    expect(result.code).toBe(0);
    expect(result.stdout.match(/### Figurine : /g)).toHaveLength(5);
    expect(result.stdout).toContain('Arme lourde : Bonus de dommages de +2.');
  });
});
