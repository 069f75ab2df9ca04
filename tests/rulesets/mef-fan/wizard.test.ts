/** The questions of `build` for a Mef-Fan army, answered through a pseudo-terminal as a person would. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCli, runJson, tempTree } from '../../helpers/cli.js';
import { answer, drive, type PtyStep } from '../../helpers/pty.js';

const SLOW = 180_000;

describe('Mef-Fan build wizard', () => {
  it(
    'creates an army of one unit, a question per characteristic, and saves a valid commented file',
    () => {
      const file = path.join(tempTree(), 'archers.yaml');
      const steps: PtyStep[] = [
        ...answer('Ruleset of the new band', 'Mini'),
        ...answer('Name of the band', 'Les Archers'),
        ...answer('Points \\(#\\) agreed', '50'),
        ...answer('What next', 'Add'),
        ...answer('Name of the character', 'Archers'),
        ...answer('Troupe or personnage', 'troupe'),
        ...answer('Figures in the unit', '3'),
        ...answer('Déplacement \\(1# a point\\)', 'Dép 2'),
        ...answer('Movement: normal', 'normal'),
        ...answer('Mél scores', 'Mél 1'),
        ...answer('Mél scores', 'Done'),
        ...answer('Tir scores', 'Tir 2'),
        // With the defaults Déf 0 and Men 1: 3 × (2 + 2 + 6 + 0 + 1) = 33#.
        ...answer('points left +17# of 50#[\\s\\S]*Tir scores', 'Done'),
        ...answer('Défense', 'Déf 1'),
        ...answer('Mental', 'Men 2'),
        ...answer('Vie \\(multiplies', 'Vie 1'),
        ...answer('Equipment', 'Done'),
        ...answer('Skills', 'Done'),
        ...answer('What next', 'Save'),
        { expect: 'saved' },
      ];
      const result = drive(['build', file], steps);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(runCli(['validate', file]).code).toBe(0);
      // Dép 2 + Mél 1 (2#) + Tir 2 (6#) + Déf 1 (2#) + Men 2 = 14# a figure, 42# for three.
      const { json } = runJson(['show', file]);
      expect(json.band).toEqual({ points_budget: 50, points_spent: 42 });
      expect(json.units[0]).toMatchObject({ name: 'Archers', models: 3, role: 'troupe', figure_cost: 14, unit_cost: 42 });
      const text = readFileSync(file, 'utf8');
      expect(text).toMatch(/^# yaml-language-server: \$schema=\S+\.schema\.json\n# Les Archers: a Mini Figs Mef-Fan army/);
      expect(text).toContain('points: 50 # budget in # agreed by the players');
    },
    SLOW,
  );
});
