/** `build` for Frostgrave, as users run it: scripted flags, and the questions answered in a pseudo-terminal. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../helpers/cli.js';
import { answer, drive } from '../helpers/pty.js';

describe('Frostgrave build, scripted', () => {
  it('creates a warband with its mage, adds and edits soldats, keeps comments, refuses a second mage', () => {
    const dir = tempTree();
    const file = path.join(dir, 'geles.yaml');
    const created = runCli(['build', file, '--new', '--ruleset', 'fg', '--name', 'Les Gelés', '--add-character', 'Elric', '--type', 'mage', '--fight', '2', '--will', '4', '--health', '14', '--weapon', 'Bâton']);
    expect(created.code).toBe(0);
    expect(runCli(['build', file, '--add-character', 'Hilda', '--type', 'soldat', '--fight', '3', '--armour', '11', '--weapon', 'arme-lourde']).code).toBe(0);
    expect(runCli(['build', file, '--edit-character', 'hilda', '--weapon', 'arc', '--shoot', '2']).code).toBe(0);
    const text = readFileSync(file, 'utf8');
    expect(text).toMatch(/^# yaml-language-server: \$schema=\S+\.schema\.json\n# Les Gelés: a Frostgrave warband/);
    expect(text).toContain("    weapon: baton # baton: L'adversaire déduit 1 de son jet de Combat ; malus aux dommages de -1.\n");
    expect(text).toContain('    weapon: arc # arc: Tir, portée 24".\n');

    const before = readFileSync(file);
    const refused = runCli(['build', file, '--add-character', 'Morgane', '--type', 'mage']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('frostgrave/too-many-mages');
    expect(readFileSync(file)).toEqual(before);

    const { json } = runJson(['show', file]);
    expect(json.figures.map((f: { name: string; type: string; weapon: string }) => [f.name, f.type, f.weapon])).toEqual([['Elric', 'mage', 'baton'], ['Hilda', 'soldat', 'arc']]);
    expect(json.figures[1]).toMatchObject({ move: 6, fight: 3, shoot: 2, armour: 11, will: 0, health: 10, shoot_roll: 2 });
  });

  it('never writes a warband without its mage', () => {
    const file = path.join(tempTree(), 'vide.yaml');
    const result = runCli(['build', file, '--new', '--ruleset', 'frostgrave', '--name', 'Vide']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('frostgrave/no-mage');
    expect(runCli(['validate', file]).code).toBe(2);
  });

  it('refuses an option of another ruleset', () => {
    const file = path.join(tempTree(), 'x.yaml');
    const result = runCli(['build', file, '--new', '--ruleset', 'fg', '--name', 'X', '--add-character', 'E', '--type', 'mage', '--style', 'agile']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('--style is not an option of Frostgrave');
  });
});

describe('Frostgrave build, interactive', () => {
  it(
    'creates a warband: the mage by its questions (defaults kept with Enter), then saves a valid file',
    () => {
      const file = path.join(tempTree(), 'expedition.yaml');
      const result = drive(
        ['build', file],
        [
          ...answer('Ruleset of the new band', 'Frost'),
          ...answer('Name of the band', 'La Glace'),
          ...answer('What next', 'Add'),
          ...answer('Name of the character', 'Elric'),
          ...answer('· Mage, apprenti or soldat', 'mage'),
          ...answer('· Mouvement', ''),
          ...answer('· Combat', '+2'),
          ...answer('· Tir', ''),
          ...answer('· Armure', ''),
          ...answer('· Volonté', '+4'),
          ...answer('· Santé', '14'),
          // "Les morts-vivants, démons et golems ne peuvent jamais être blessés": Enter keeps no.
          ...answer('· A mort-vivant, démon or golem', ''),
          ...answer('· Weapon', 'bâton'),
          ...answer('· Further Combat modifier', ''),
          ...answer('· Further Tir modifier', ''),
          ...answer('· Further damage modifier', ''),
          ...answer('What next', 'Save'),
          { expect: 'saved' },
        ],
      );
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(result.transcript).toMatch(/mage \/ apprenti \/ soldats\s+1 \/ 0 \/ 0/);
      const { code, json } = runJson(['show', file]);
      expect(code).toBe(0);
      expect(json.figures).toEqual([expect.objectContaining({ name: 'Elric', type: 'mage', move: 6, fight: 2, shoot: 0, armour: 10, will: 4, health: 14, weapon: 'baton' })]);
      expect(json.figures[0]).not.toHaveProperty('undead');
    },
    180_000,
  );
});
