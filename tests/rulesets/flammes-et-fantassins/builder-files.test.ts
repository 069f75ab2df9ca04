import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

const builder = ruleset.builder;

describe('F&F builder: a new band and its members', () => {
  it('a new file says what it is and how to check it; pc and characters explained (English)', () => {
    expect(builder.newBand('Wolves', { pc: 7 }, 'en')).toStrictEqual({
      header: ['Wolves: a Flammes & Fantassins band, made with `escarmouche build`.', '`escarmouche show FILE` prints the derived stats; `escarmouche validate FILE` checks every limit.'],
      entries: [
        { key: 'ruleset', value: 'flammes-et-fantassins' },
        { key: 'name', value: 'Wolves' },
        { key: 'pc', value: 7, comment: 'Points de Création agreed by the players: one per class' },
        { key: 'characters', value: [], before: ['Each character: agile or puissant, 1 to 3 classes, equipment (the first weapon is free).', 'Lanceurs de Sorts also choose spells and one specialty.'] },
      ],
    });
  });

  it('in French', () => {
    expect(builder.newBand('Les Loups', { pc: 5 }, 'fr')).toStrictEqual({
      header: ['Les Loups : une bande de Flammes & Fantassins, créée avec `escarmouche build`.', '`escarmouche show FICHIER` affiche les caractéristiques ; `escarmouche validate FICHIER` vérifie chaque limite.'],
      entries: [
        { key: 'ruleset', value: 'flammes-et-fantassins' },
        { key: 'name', value: 'Les Loups' },
        { key: 'pc', value: 5, comment: 'Points de Création convenus entre les joueurs : un par classe' },
        {
          key: 'characters',
          value: [],
          before: ['Chaque personnage : agile ou puissant, 1 à 3 classes, équipement (la première arme est gratuite).', 'Les Lanceurs de Sorts choisissent aussi leurs sorts et une spécialité.'],
        },
      ],
    });
  });

  it('the PC field: an int from 0 to 1000, 7 by default; the menus', () => {
    expect(builder.bandFields).toStrictEqual([{ option: 'pc', title: 'ff/build-field-pc', type: 'int', min: 0, max: 1000, default: 7 }]);
    expect(builder.menus).toStrictEqual([
      { title: 'ff/build-menu-equipment', steps: ['equipment'] },
      { title: 'ff/build-menu-spells', steps: ['spells', 'specialty'] },
    ]);
    expect(builder.steps.map((s) => [s.id, s.title, s.kind])).toStrictEqual([
      ['style', 'ff/build-step-style', 'one'],
      ['classes', 'ff/build-step-classes', 'many'],
      ['equipment', 'ff/build-step-equipment', 'many'],
      ['spells', 'ff/build-step-spells', 'many'],
      ['specialty', 'ff/build-step-specialty', 'one'],
    ]);
    expect(builder.pending).toStrictEqual(['ff/no-class', 'ff/no-weapon', 'ff/missing-spells', 'ff/missing-specialty']);
  });

  it('a member added agile with no class nor equipment, its style explained; removed and renamed at its path', () => {
    expect(builder.addMember('N', 'fr')).toStrictEqual([
      { op: 'add', path: ['characters'], value: { name: 'N', style: 'agile', classes: [], equipment: [] }, comments: { style: 'agile: Mêlée et CA depuis la DEX ; pas de Charge' } },
    ]);
    expect(builder.addMember('N', 'en')[0]).toMatchObject({ comments: { style: 'agile: Mêlée and CA from DEX; no Charge' } });
    const member = { name: 'X', path: ['characters', 2] };
    expect(builder.removeMember(member)).toStrictEqual([{ op: 'delete', path: ['characters', 2] }]);
    expect(builder.renameMember(member, 'Y')).toStrictEqual([{ op: 'set', path: ['characters', 2, 'name'], value: 'Y' }]);
  });
});

describe('F&F builder: scripted flags', () => {
  const edit = { mode: 'edit' as const, member: { name: 'X', path: ['characters', 2] } };

  it('editing replaces each key given, in the order of the files, names in their catalogue spelling, the style with its line', () => {
    expect(builder.scripted(edit, { style: 'Agile', class: ['Prêtre'], equip: ['Gambison', 'zz'], spell: ['Soin'], specialty: 'Imposition des mains' }, 'fr')).toStrictEqual([
      { op: 'set', path: ['characters', 2, 'style'], value: 'agile', comment: 'agile: Mêlée et CA depuis la DEX ; pas de Charge' },
      { op: 'set', path: ['characters', 2, 'classes'], value: ['pretre'] },
      { op: 'set', path: ['characters', 2, 'equipment'], value: ['cuir', 'zz'] },
      { op: 'set', path: ['characters', 2, 'spells'], value: ['soin'] },
      { op: 'set', path: ['characters', 2, 'specialty'], value: 'imposition-des-mains' },
    ]);
  });

  it('an unknown style is written as given, without a comment, for validate to word', () => {
    expect(builder.scripted(edit, { style: 'lourd' }, 'en')).toStrictEqual([{ op: 'set', path: ['characters', 2, 'style'], value: 'lourd' }]);
    expect(builder.scripted({ mode: 'add', name: 'Y' }, { style: 'lourd', specialty: 'zz', spell: ['x'] }, 'en')).toStrictEqual([
      { op: 'add', path: ['characters'], value: { name: 'Y', style: 'lourd', classes: [], equipment: [], spells: ['x'], specialty: 'zz' }, comments: {} },
    ]);
  });

  it('adding: the style explained; only one key changed when one is given; values of another type ignored', () => {
    expect(builder.scripted({ mode: 'add', name: 'Z' }, { style: 'PUISSANT' }, 'en')).toStrictEqual([
      { op: 'add', path: ['characters'], value: { name: 'Z', style: 'puissant', classes: [], equipment: [] }, comments: { style: 'puissant: Mêlée from FOR, CA from CON; may Charge' } },
    ]);
    expect(builder.scripted(edit, { equip: ['arc'] }, 'en')).toStrictEqual([{ op: 'set', path: ['characters', 2, 'equipment'], value: ['arc'] }]);
    expect(() => builder.scripted(edit, { style: 3, class: 'archer', specialty: ['x'] }, 'en')).toThrow(expect.objectContaining({ code: 'ff/build-nothing-to-edit' }));
  });
});

describe('F&F builder: the status after each choice', () => {
  const yaml =
    'ruleset: flammes-et-fantassins\nname: T\npc: 3\ncharacters:\n  - name: A\n    style: agile\n    classes: [soldat]\n    equipment: [arc]\n' +
    '  - name: P\n    style: puissant\n    classes: [pretre]\n    equipment: [baton, rondache]\n    spells: [soin, force]\n    specialty: imposition-des-mains\n';
  const draft = () => draftOf(ruleset, parseDocument(yaml));

  it('budgets left, then the member: numbers in a row, style and rank with its whole kit (French)', () => {
    const d = draft();
    expect(builder.status(d.profile as never, ruleset.roster(d.band as never)[1], 'fr')).toStrictEqual([
      { kind: 'pairs', items: [['PC restants', '1 sur 3'], ['pièces de fer restantes', '3 sur 4'], ['PA de la bande', 3]] },
      { kind: 'table', columns: ['nom', 'DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép', 'PV', 'Tra', 'Com', 'Mêl', 'Tir', 'CA'], rows: [['P', '0', '0', '+1', '0', '+1', '0', 6, 7, 3, 0, 0, 0, 5]] },
      {
        kind: 'pairs',
        items: [
          ['style', 'Puissant'],
          ['rang', 'Mercenaire'],
          ['classes', 'Prêtre'],
          ['équipement', 'Bâton, Rondache'],
          ['talents', 'Imposition des Mains'],
          ['sorts', 'Soin, Force'],
          ['spécialité', 'Imposition des Mains'],
          ['bouclier', 'Rondache inutilisé avec bâton : CA 4 pendant un Round où il se sert de bâton'],
        ],
      },
    ]);
  });

  it('without a member, or one not in the band, only the budgets', () => {
    const d = draft();
    const budgets = [{ kind: 'pairs', items: [['PC left', '1 of 3'], ['pièces de fer left', '3 of 4'], ['PA of the band', 3]] }];
    expect(builder.status(d.profile as never, undefined, 'en')).toStrictEqual(budgets);
    expect(builder.status(d.profile as never, { name: 'Z', path: ['characters', 5] }, 'en')).toStrictEqual(budgets);
  });
});
