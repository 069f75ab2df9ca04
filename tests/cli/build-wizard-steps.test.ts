/**
 * The builder's rough edges of issue 20, driven through a pseudo-terminal (tests/helpers/terminal_driver.py) as a
 * person types: "Done" refused while a required part is missing, Escape one step back, Add cancelled, rename,
 * type-to-jump without accents, French prompts, 80 columns.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { ROOT, runJson, tempTree } from '../helpers/cli.js';
import { answer, drive, KEY } from '../helpers/pty.js';

const SLOW = 180_000;
const POTERIE = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');
/** The example band with PC to spare, so that a new character can take a class. */
const ROOMY = POTERIE.replace(/^pc: 4 /m, 'pc: 7 ');
const BACKSPACE = '\u007f';

describe('build wizard: finishing a character', () => {
  it(
    '"Done" without a class or a weapon is refused there with the reason, accepted once they are chosen; `ecu` reaches Écu',
    () => {
      const file = path.join(tempTree({ 'p.yaml': ROOMY }), 'p.yaml');
      const result = drive(['build', file], [
        ...answer('What next', 'Add'),
        ...answer('Name of the character', 'Gauvain'),
        ...answer('Agile or puissant', 'agile'),
        ...answer('Classes \\(at most', 'Done'),
        { expect: 'not done yet: Gauvain has no class; give Gauvain a class' },
        ...answer('Classes \\(at most', 'Soldat'),
        ...answer('PC left +2 of 7[\\s\\S]*Classes \\(at most', 'Done'),
        ...answer('Equipment \\(one', 'Done'),
        { expect: 'not done yet: Gauvain has no weapon' },
        // Lower case, no accent: the shield Écu.
        ...answer('Equipment \\(one', 'ecu'),
        ...answer('style +Agile[\\s\\S]*Equipment \\(one', 'Arme à une'),
        ...answer('style +Agile[\\s\\S]*Equipment \\(one', 'Done'),
        ...answer('What next', 'Save'),
        ...answer('Save anyway', 'Save'),
        { expect: 'saved' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      const { json } = runJson(['show', file]);
      expect(json.characters[2]).toMatchObject({ name: 'Gauvain', classes: ['soldat'], equipment: ['ecu', 'arme-a-une-main'] });
      // Refused twice, no more: "Done" with a class and a weapon went through.
      expect(result.transcript.match(/not done yet/g)).toHaveLength(2);
    },
    SLOW,
  );

  it(
    'the character\'s own "Done" is refused while the checks find a part missing; Escape still goes back',
    () => {
      const unarmed = POTERIE.replace('[baton, robe, grimoire]', '[robe, grimoire]');
      const file = path.join(tempTree({ 'p.yaml': unarmed }), 'p.yaml');
      const result = drive(['build', file], [
        ...answer('What next', 'Edit'),
        ...answer('Which character', 'Old'),
        ...answer('What to change for Oldranac', 'Done'),
        { expect: 'not done yet: Oldranac has no weapon' },
        { expect: 'What to change for Oldranac' },
        { send: KEY.escape },
        ...answer('Which character', 'Dame'),
        // Dame Isabeau lacks nothing: her "Done" goes back to the menu.
        ...answer('What to change for Dame Isabeau', 'Done'),
        // Nothing changed: "Quit" asks nothing.
        ...answer('What next', 'Quit'),
        { expect: 'was left as it was' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(result.transcript.match(/not done yet/g)).toHaveLength(1);
      expect(readFileSync(file, 'utf8')).toBe(unarmed);
    },
    SLOW,
  );
});

describe('build wizard: going back', () => {
  it(
    'Escape goes back one step; adding a character can be cancelled; a character is renamed, the name checked',
    () => {
      const file = path.join(tempTree({ 'p.yaml': ROOMY }), 'p.yaml');
      const result = drive(['build', file], [
        // Escape on the name: nothing added.
        ...answer('What next', 'Add'),
        { expect: 'Name of the character' },
        { send: KEY.escape },
        // Escape on the first question after the name: back to nothing added either.
        ...answer('What next', 'Add'),
        ...answer('Name of the character', 'Gauvain'),
        ...answer('Agile or puissant', 'puissant'),
        { expect: 'Gauvain · Classes \\(at most' },
        { send: KEY.escape },
        { expect: 'Gauvain · Agile or puissant' },
        { send: KEY.escape },
        { expect: 'Gauvain was not added' },
        // A name another character bears, accents and capitals aside, is refused; another is taken.
        ...answer('What next', 'Edit'),
        ...answer('Which character', 'Dame'),
        ...answer('What to change for Dame Isabeau', 'Rename'),
        ...answer('New name for Dame Isabeau', 'OLDRANAC'),
        { expect: 'the band already has a character of that name' },
        { send: `${BACKSPACE.repeat(8)}Dame Isabelle${KEY.enter}` },
        { expect: 'What to change for Dame Isabelle' },
        { send: KEY.escape },
        { expect: 'Which character' },
        { send: KEY.escape },
        ...answer('What next', 'Save'),
        ...answer('Save anyway', 'Save'),
        { expect: 'saved' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      const { json } = runJson(['show', file]);
      expect(json.characters.map((c: { name: string }) => c.name)).toEqual(['Dame Isabelle', 'Oldranac']);
      // The rest of the file is as it was: only the name changed.
      expect(readFileSync(file, 'utf8')).toBe(ROOMY.replace('- name: Dame Isabeau', '- name: Dame Isabelle'));
    },
    SLOW,
  );
});

describe('build wizard: French and 80 columns', () => {
  it(
    'under --lang fr every question, answer, key help and refusal is French',
    () => {
      const file = path.join(tempTree(), 'nouvelle.yaml');
      const result = drive(['--lang', 'fr', 'build', file], [
        ...answer('Livre de règles de la nouvelle bande', 'Flammes'),
        ...answer('Nom de la bande', 'Les Testeurs'),
        ...answer('Points de Création', 'abc'),
        { expect: 'un nombre entier entre 0 et 1000' },
        { send: `${BACKSPACE.repeat(3)}4${KEY.enter}` },
        ...answer('Et ensuite', 'Ajouter'),
        ...answer('Nom du personnage', 'Gauvain'),
        ...answer('Agile ou puissant', 'agile'),
        ...answer('Classes \\(trois au plus', 'Terminé'),
        { expect: "pas encore terminé\\s?: Gauvain n'a pas de classe" },
        { expect: 'Classes \\(trois au plus' },
        { send: KEY.escape },
        { expect: 'Agile ou puissant' },
        { send: KEY.escape },
        { expect: "Gauvain n'a pas été ajouté" },
        ...answer('Et ensuite', 'Quitter'),
        ...answer('Quitter et perdre les modifications', 'o'),
        { expect: 'est resté tel quel' },
      ]);
      expect(result.failed).toBeNull();
      expect(result.code).toBe(0);
      expect(result.transcript).toContain('↑↓ parcourir · lettres pour aller · ⏎ choisir · Échap retour');
      expect(result.transcript).toContain('⏎ valider · Échap retour');
      expect(result.transcript).not.toMatch(/navigate|select|What next|Done|Name of|Yes\b|\bNo\b/);
    },
    SLOW,
  );

  it(
    'in an 80-column terminal every line of the profiles, questions and help lines fits',
    () => {
      const file = path.join(tempTree({ 'p.yaml': ROOMY }), 'p.yaml');
      const result = drive(
        ['build', file],
        [
          ...answer('What next', 'Edit'),
          ...answer('Which character', 'Old'),
          ...answer('What to change for Oldranac', 'Agile'),
          ...answer('Agile or puissant', 'puissant'),
          ...answer('style +Puissant[\\s\\S]*What to change for Oldranac', 'Equipment'),
          { expect: '\\? Oldranac · Equipment \\(one[\\s\\S]*Esc back' },
          { send: 'grap' },
          { expect: '❯ Grappin[\\s\\S]*Esc back' },
          { send: KEY.ctrlC },
          { expect: 'interrupted' },
        ],
        { columns: 80 },
      );
      expect(result.failed).toBeNull();
      // Lines as the terminal shows them: a cursor move or an erase (a prompt redrawn) ends a line too.
      // eslint-disable-next-line no-control-regex
      const screen = result.raw.replace(/\u001b\[[0-9;?]*[A-Za-z]/g, (code) => (code.endsWith('m') ? '' : '\n')).split(/\r?\n|\r/);
      const wide = screen.filter((line) => stringWidth(line) > 80);
      expect(wide).toEqual([]);
      // The profile is there, its numbers on one row (not stacked one per line).
      expect(result.transcript).toMatch(/^name +DEX +FOR .* CA$/m);
      expect(result.transcript).toMatch(/^Oldranac +0 +0 +0 +\+2 +\+2 +0 /m);
      // The grappin's whole effect, wrapped rather than cut at its first full stop.
      expect(result.transcript.replace(/\s+/g, ' ')).toContain('puis action simple « grimper à une échelle ».');
    },
    SLOW,
  );
});
