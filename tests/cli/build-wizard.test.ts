/**
 * The questions of `build`, answered through a pseudo-terminal (tests/helpers/terminal_driver.py) by typing
 * the first letters of each answer, as a person would; the built command runs as users run it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';
import { answer, drive, KEY, type PtyStep } from '../helpers/pty.js';

const SLOW = 180_000;
const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');
const tokens = (line: string) => line.trim().split(/\s+/);

/** The question of a step, once the status of the previous choice (when given) has been printed. */
const after = (status: string, question: string) => `${status}[\\s\\S]*${question}`;

describe('build wizard', () => {
  it(
    'creates a whole band, showing budgets and derived stats after each choice, and saves a valid commented file',
    () => {
      const file = path.join(tempTree(), 'testeurs.yaml');
      const steps: PtyStep[] = [
        ...answer('Ruleset of the new band', 'Flammes'),
        ...answer('Name of the band', 'Les Testeurs'),
        ...answer('Points de Création', '4'),
        ...answer('What next', 'Add'),
        ...answer('Name of the character', 'Mains-Noires'),
        ...answer('Agile or puissant', 'puissant'),
        ...answer(after('PC left +4 of 4', 'Classes \\(at most'), 'Soldat'),
        ...answer(after('PC left +3 of 4', 'Classes \\(at most'), 'Ranger'),
        ...answer(after('PC left +2 of 4', 'Classes \\(at most'), 'Done'),
        ...answer('Equipment \\(one', 'Arme à deux'),
        ...answer(after('pièces de fer left +5 of 5', 'Equipment \\(one'), 'Cuir'),
        ...answer(after('pièces de fer left +4 of 5', 'Equipment \\(one'), 'Done'),
        ...answer('What next', 'Add'),
        ...answer('Name of the character', 'Tuck'),
        ...answer('Agile or puissant', 'agile'),
        ...answer('Classes \\(at most', 'Pr'),
        ...answer(after('PC left +1 of 4', 'Classes \\(at most'), 'Done'),
        ...answer('Equipment \\(one', 'Bâ'),
        ...answer(after('pièces de fer left +4 of 5', 'Equipment \\(one'), 'Robe'),
        ...answer(after('pièces de fer left +3 of 5', 'Equipment \\(one'), 'Done'),
        ...answer('Spells of the domains', 'Soin'),
        ...answer(after('spells +Soin\\n', 'Spells of the domains'), 'Résu'),
        ...answer(after('spells +Soin, Résurrection', 'Spells of the domains'), 'Done'),
        ...answer('Specialty \\(one', 'Imposition'),
        ...answer('What next', 'Save'),
        // Two characters of the book's 3 to 10, PC and pièces de fer left: shown, then saved knowingly.
        ...answer('warning\\(s\\) \\(above\\)[\\s\\S]*Save anyway', 'Save'),
        { expect: 'saved' },
      ];
      const result = drive(['build', file], steps);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);

      expect(runCli(['validate', file]).code).toBe(0);
      const { json } = runJson(['show', file]);
      // 3 classes of 4 PC; pièces de fer 3 classes + 1 (soldat) = 4, spent cuir + robe = 2 (weapons free); PA 2 + 2.
      // pièces de fer: the 4 PC agreed + 1 (soldat) = 5.
      expect(json.band).toEqual({ pc_budget: 4, pc_spent: 3, fer_budget: 5, fer_spent: 2, pa: 4 });
      // Soldat + Ranger, puissant, cuir: PV 6 + CON 2 + 2 + 1 + 1 = 12; CA 3 + CON 2 + 1 = 6; Tra 3 - 1 = 2.
      expect(json.characters[0]).toMatchObject({ name: 'Mains-Noires', style: 'puissant', equipment: ['arme-a-deux-mains', 'cuir'] });
      expect(json.characters[0].stats).toMatchObject({ FOR: 1, CON: 2, INT: 1, PV: 12, CA: 6, Tra: 2, Mel: 1 });
      // Prêtre (CON +1, SAG +1), agile, bâton and robe: PV 6 + 1 = 7; Tra 3 + 1 + 1 + 2 = 7; CA 3 + DEX 0 - 1 = 2.
      expect(json.characters[1]).toMatchObject({ name: 'Tuck', style: 'agile', classes: ['pretre'], spells: ['soin', 'resurrection'], specialty: 'imposition-des-mains' });
      expect(json.characters[1].stats).toMatchObject({ CON: 1, SAG: 1, PV: 7, Tra: 7, CA: 2, Mel: 0 });

      // After each choice, the character's line has the numbers `show` prints.
      const shown = runCli(['show', file]).stdout.split('\n').find((l) => l.startsWith('Mains-Noires '))!;
      const statusLines = result.transcript.split('\n').filter((l) => l.startsWith('Mains-Noires '));
      // The status has the numbers side by side (name, then the stats: they fit 80 columns); style and rank under them.
      const [name, , , ...numbers] = tokens(shown);
      expect(tokens(statusLines.at(-1)!)).toEqual([name, ...numbers]);
      // What the rules forbid is shown, with the reason, and cannot be picked.
      expect(result.transcript).toContain('(Mains-Noires carries arme-a-deux-mains and arc, both needing two hands)');
      // A shield beside a two-handed weapon may be carried (issue 17): not refused.
      expect(result.transcript).not.toContain('(Mains-Noires carries ecu with arme-a-deux-mains)');

      const text = readFileSync(file, 'utf8');
      // Like the example bands: the schema line for editors first (no schemas/ folder above: the published schema).
      expect(text).toMatch(/^# yaml-language-server: \$schema=file:\/\/\S+\/schemas\/flammes-et-fantassins\.schema\.json\n# Les Testeurs: a Flammes & Fantassins band/);
      expect(text).toMatch(/^ {4}style: puissant +# puissant: Mêlée from FOR/m);
      expect(text).toContain('    classes: [soldat, ranger]\n');
    },
    SLOW,
  );

  it(
    'Ctrl-C leaves the file exactly as it was, without a stack trace',
    () => {
      const dir = tempTree({ 'p.yaml': POTERIE });
      const file = path.join(dir, 'p.yaml');
      const result = drive(['build', file], [
        ...answer('What next', 'Edit'),
        ...answer('Which character', 'Dame'),
        ...answer('What to change for Dame Isabeau', 'Agile'),
        ...answer('Agile or puissant', 'agile'),
        { expect: after('style +Agile', 'What to change for Dame Isabeau') },
        { send: KEY.ctrlC },
        { expect: 'interrupted' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(130);
      expect(result.transcript).not.toMatch(/\n\s+at |ExitPromptError|internal error/);
      expect(readFileSync(file, 'utf8')).toBe(POTERIE);
    },
    SLOW,
  );

  it(
    'closing the terminal ends the command by the hang-up, the file untouched',
    () => {
      const dir = tempTree({ 'p.yaml': POTERIE });
      const file = path.join(dir, 'p.yaml');
      const result = drive(['build', file], [
        ...answer('What next', 'Remove'),
        ...answer('Which character', 'Old'),
        ...answer('Remove Oldranac', 'y'),
        { expect: 'What next' },
        { close: true },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(-1); // SIGHUP, not an abort (-6) from a terminal that is gone
      expect(readFileSync(file, 'utf8')).toBe(POTERIE);
    },
    SLOW,
  );

  it(
    'never overwrites a file changed on disk meanwhile, and prints the band it would have written',
    () => {
      const dir = tempTree({ 'p.yaml': POTERIE });
      const file = path.join(dir, 'p.yaml');
      const theirs = '# edited elsewhere\n';
      const result = drive(['build', file], [
        ...answer('What next', 'Remove'),
        ...answer('Which character', 'Old'),
        ...answer('Remove Oldranac', 'y'),
        { expect: 'What next' },
        { append: [file, theirs] },
        { send: `Save${KEY.enter}` },
        ...answer('Save anyway', 'Save'),
        { expect: 'changed on disk' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(2);
      expect(readFileSync(file, 'utf8')).toBe(POTERIE + theirs);
      expect(result.transcript).toContain('the band as it stood, not written');
    },
    SLOW,
  );

  it(
    'opens a band that breaks a rule, says why, and lets the fix be saved',
    () => {
      const broken = POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]');
      const dir = tempTree({ 'p.yaml': broken });
      const file = path.join(dir, 'p.yaml');
      const result = drive(['build', file], [
        { expect: 'breaks 2 rule\\(s\\)' },
        ...answer('What next', 'Save'),
        ...answer('cannot save yet[\\s\\S]*What next', 'Edit'),
        ...answer('Which character', 'Dame'),
        ...answer('What to change for Dame Isabeau', 'Classes'),
        ...answer('Classes \\(at most', 'Remove Barb'),
        ...answer(after('PC left', 'Classes \\(at most'), 'Remove Sol'),
        ...answer(after('PC left +0 of 4', 'Classes \\(at most'), 'Done'),
        ...answer('What to change for Dame Isabeau', 'Done'),
        ...answer('What next', 'Save'),
        { expect: 'saved' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(result.transcript).toContain('ff/too-many-classes');
      expect(runCli(['validate', file]).code).toBe(0);
    },
    SLOW,
  );
});
