/** `build` for Fées d'armes, as users run it: scripted flags, and the questions answered in a pseudo-terminal. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';
import { answer, drive } from '../helpers/pty.js';

const OGRE = ['--cost', '4', '--faction', 'contes', '--action-dice', '3', '--move', '3', '--armour', '1', '--health', '8'];

describe("Fées d'armes build, scripted", () => {
  it('creates a band with the rulebook ogre, adds and edits a figure, keeps comments, refuses a card over budget', () => {
    const file = path.join(tempTree(), 'ogres.yaml');
    const created = runCli([
      'build', file, '--new', '--ruleset', 'fees', '--name', 'Les Ogres', '--add-character', 'Ogre', ...OGRE,
      '--action', 'Massue:2+:2+:Repousser (1)', '--action', "Manger les enfants:5:::Si la cible a moins de santé que l'Ogre, elle est éliminée",
      '--rule', 'peur', '--rule', 'Régénération (1)',
    ]);
    expect(created.code).toBe(0);
    expect(runCli(['build', file, '--add-character', 'Loup', '--cost', '3', '--faction', 'contes', '--faction', 'forêt', '--action-dice', '3', '--move', '4', '--armour', '0', '--health', '5', '--action', 'Crocs:1:1+:charge(3)']).code).toBe(0);
    // A comment of the player survives an edit.
    const commented = readFileSync(file, 'utf8').replace('  - name: Loup\n', '  # le Grand Méchant Loup\n  - name: Loup\n');
    expect(commented).toContain('# le Grand Méchant Loup');
    writeFileSync(file, commented);
    expect(runCli(['build', file, '--edit-character', 'loup', '--rule', 'agile', '--rule', 'sans peur', '--text', 'Hurle à la lune']).code).toBe(0);

    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\S+\.schema\.json\n# Les Ogres: a Fées d'armes band/);
    expect(text).toContain('points: 10 # recruitment budget: 10 in the rulebook\n');
    expect(text).toContain('  # le Grand Méchant Loup\n  - name: Loup\n');
    expect(text).toContain('    rules: [agile, sans-peur]\n');

    const { code, json } = runJson(['show', file]);
    expect(code).toBe(0);
    expect(json.band).toEqual({ points_budget: 10, points_spent: 7, faction_card: 'contes' });
    expect(json.figures[0]).toEqual({
      name: 'Ogre', cost: 4, factions: ['contes'], action: 3, move: 3, armour: 1, health: 8,
      actions: [
        { name: 'Massue', need: 2, damage: 2, plus: true, effects: ['repousser(1)'], text: null },
        { name: 'Manger les enfants', need: 5, damage: null, plus: false, effects: [], text: "Si la cible a moins de santé que l'Ogre, elle est éliminée" },
      ],
      rules: ['peur', 'regeneration(1)'], text: null,
    });
    expect(json.figures[1]).toMatchObject({ name: 'Loup', factions: ['contes', 'forêt'], rules: ['agile', 'sans-peur'], text: 'Hurle à la lune' });
    // The built ogre prices its Massue like the rulebook's: 3 dice on 4+, against Armure 1.
    const attack = runJson(['simulate-attack', `${file}#Ogre`, 'bands/fees-d-armes-les-bucherons.yaml#Bûcheron', '--action', 'Massue', '--dice', '4,4,6']).json;
    expect(attack).toMatchObject({ success: true, damage_before_armour: 3, damage: 2 });

    const before = readFileSync(file);
    const over = runCli(['build', file, '--add-character', 'Troll', ...OGRE]);
    expect(over.code).toBe(1);
    expect(over.stderr).toContain('fees/points-exceeded');
    const faceless = runCli(['build', file, '--add-character', 'Fée', ...OGRE.slice(0, 2), ...OGRE.slice(4)]);
    expect(faceless.code).toBe(1);
    expect(faceless.stderr).toContain('fees/no-faction');
    expect(readFileSync(file)).toEqual(before);
  });

  it('--points sets the budget of a new band', () => {
    const file = path.join(tempTree(), 'grande.yaml');
    expect(runCli(['build', file, '--new', '--ruleset', 'fees-d-armes', '--name', 'Grande', '--points', '12', '--add-character', 'Ogre', ...OGRE]).code).toBe(0);
    expect(runJson(['show', file]).json.band.points_budget).toBe(12);
  });

  it.each([
    [['--add-character', 'Fée', '--cost', '1', '--faction', 'foret'], '--add-character needs the whole card: --action-dice, --move, --armour, --health'],
    [['--edit-character', 'Ogre', '--action', 'Massue:deux'], '"Massue:deux" is not an action NAME:NEED'],
    [['--edit-character', 'Ogre'], '--edit-character needs at least one of --cost'],
    [['--edit-character', 'Ogre', '--type', 'mage'], '--type is not an option of Fées d\'armes'],
  ])('%j exits 2: %s', (args, message) => {
    const file = path.join(tempTree(), 'ogres.yaml');
    expect(runCli(['build', file, '--new', '--ruleset', 'fees', '--name', 'O', '--add-character', 'Ogre', ...OGRE]).code).toBe(0);
    const before = readFileSync(file);
    const result = runCli(['build', file, ...args]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(readFileSync(file)).toEqual(before);
  });
});

describe("Fées d'armes build, interactive", () => {
  it(
    'creates a band: a card by its questions, a faction, an action and an (X) typed in, then saves a valid file',
    () => {
      const file = path.join(tempTree(), 'bois.yaml');
      const result = drive(
        ['build', file],
        [
          ...answer('Ruleset of the new band', 'Fées'),
          ...answer('Name of the band', 'Le Bois'),
          ...answer('What next', 'Add'),
          ...answer('Name of the character', 'Ogre'),
          ...answer('· Recruitment value', '4'),
          ...answer('· Faction symbols', 'Another'),
          ...answer('Faction symbol, as on the card', 'contes'),
          ...answer('· Faction symbols', 'Done'),
          ...answer('· Action \\(dice rolled\\)', '3'),
          ...answer('· Mouvement', '3'),
          ...answer('· Armure', '1'),
          ...answer('· Santé', '8'),
          ...answer('· Profile actions', 'Add'),
          ...answer('Action, as NAME', 'Massue:2+:2+:repousser(1)'),
          ...answer('· Profile actions', 'Done'),
          ...answer('· Special rules', 'Peur'),
          ...answer('· Special rules', 'Charge'),
          ...answer('Charge \\(X\\): X in cases', '2'),
          ...answer('· Special rules', 'Done'),
          ...answer('Other rules of the card', ''),
          ...answer('What next', 'Save'),
          { expect: 'saved' },
        ],
      );
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(result.transcript).toMatch(/points \(spent \/ budget\)\s+4 \/ 10/);
      const { code, json } = runJson(['show', file]);
      expect(code).toBe(0);
      expect(json.band).toEqual({ points_budget: 10, points_spent: 4, faction_card: 'contes' });
      expect(json.figures).toEqual([
        expect.objectContaining({ name: 'Ogre', cost: 4, factions: ['contes'], action: 3, move: 3, armour: 1, health: 8, rules: ['peur', 'charge(2)'], text: null }),
      ]);
      expect(json.figures[0].actions).toEqual([{ name: 'Massue', need: 2, damage: 2, plus: true, effects: ['repousser(1)'], text: null }]);
    },
    180_000,
  );
});
