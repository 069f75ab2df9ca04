/** The builder's scripted flags, new file, member edits and status, each edit whole. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf } from '../../../src/core/ruleset/builder.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { refusal } from '../../helpers/refusal.js';

const builder = ruleset.builder;
const member = { name: 'Archers', path: ['characters', 1] };
const add = (options: Record<string, unknown>) => builder.scripted({ mode: 'add', name: 'Archers' }, options, 'en');
const edit = (options: Record<string, unknown>) => builder.scripted({ mode: 'edit', member }, options, 'en');
const setting = (key: string, value: unknown) => ({ op: 'set', path: ['characters', 1, key], value });

describe('Argad builder: --edit-character', () => {
  it('every flag, in the order of the troop files, names in the tables\' spelling', () => {
    expect(
      edit({ skill: ['Tireur d’élite', 'sniper', 'inconnue'], healthPoints: '2', mounted: 'Piéton monté', role: 'Porte-Emblème', ranged: 'Arc Long', melee: 'Hallebarde', armour: 'cotte de mailles', class: '4', count: '6' }),
    ).toStrictEqual([
      setting('count', 6),
      setting('class', 4),
      setting('armour', 4),
      setting('melee', 'hallebarde'),
      setting('ranged', 'arc-long'),
      setting('role', 'porte-embleme'),
      setting('mounted', 'pieton-monte'),
      setting('health_points', 2),
      setting('skills', ['tireur-d-elite', 'tireur-d-elite', 'inconnue']),
    ]);
  });

  it.each([
    [{ armour: '4*' }, setting('armour', '4*')],
    [{ armour: 'demi-armure' }, setting('armour', '4*')],
    [{ armour: '5' }, setting('armour', 5)],
    [{ armour: 5 }, setting('armour', 5)],
    [{ armour: 'legerement vetu' }, setting('armour', 'legere')],
    [{ armour: 'mithril' }, setting('armour', 'mithril')],
    [{ armour: ['3', '5T'] }, setting('armour', '5T')],
    [{ class: [2, 5] }, setting('class', 5)],
    [{ count: ['2', '3'] }, setting('count', 3)],
    [{ melee: 'epee longue' }, setting('melee', 'epee longue')],
    [{ melee: ['dague', 'Épée'] }, setting('melee', 'epee')],
    [{ ranged: 'mousquet' }, setting('ranged', 'fusil')],
    [{ ranged: 'sarbacane' }, setting('ranged', 'sarbacane')],
    [{ role: 'CHEF' }, setting('role', 'chef')],
    [{ mounted: 'Cavalier' }, setting('mounted', 'cavalier')],
    [{ healthPoints: [1, 2] }, setting('health_points', 2)],
  ])('%o', (options, expected) => {
    expect(edit(options)).toStrictEqual([expected]);
  });

  it('a skill given once (not a list) is not read; nothing to edit is a usage error', () => {
    expect(refusal(() => edit({ skill: 'bretteur' }))).toEqual({ code: 'argad/build-nothing-to-edit', params: {}, exit: 2 });
    expect(refusal(() => edit({}))).toEqual({ code: 'argad/build-nothing-to-edit', params: {}, exit: 2 });
  });
});

describe('Argad builder: --add-character', () => {
  it('véture légère and an arme courte unless told; no count unless given', () => {
    const edits = add({ class: 4 });
    expect(edits).toStrictEqual([{ op: 'add', path: ['characters'], value: { name: 'Archers', class: 4, armour: 'legere', melee: 'courte' } }]);
    expect(Object.keys(edits[0]!.op === 'add' ? (edits[0]!.value as object) : {})).toEqual(['name', 'class', 'armour', 'melee']);
  });

  it('what is given replaces the defaults, the count after the name', () => {
    const edits = add({ skill: ['costaud'], armour: '5', melee: 'vouge', class: 5, count: 2 });
    const value = edits[0]!.op === 'add' ? (edits[0]!.value as object) : {};
    expect(value).toStrictEqual({ name: 'Archers', count: 2, class: 5, armour: 5, melee: 'vouge', skills: ['costaud'] });
    expect(Object.keys(value)).toEqual(['name', 'count', 'class', 'armour', 'melee', 'skills']);
  });

  it('needs --class', () => {
    expect(refusal(() => add({ armour: '4', count: 3 }))).toEqual({ code: 'argad/build-needs-class', params: {}, exit: 2 });
  });
});

describe('Argad builder: members and the new file', () => {
  it('a new member is a classe 3 in véture légère with an arme courte; remove and rename edit its path', () => {
    expect(builder.addMember('Yann', 'en')).toStrictEqual([{ op: 'add', path: ['characters'], value: { name: 'Yann', class: 3, armour: 'legere', melee: 'courte' } }]);
    expect(builder.removeMember(member)).toStrictEqual([{ op: 'delete', path: ['characters', 1] }]);
    expect(builder.renameMember(member, 'Arbalétriers')).toStrictEqual([{ op: 'set', path: ['characters', 1, 'name'], value: 'Arbalétriers' }]);
  });

  it('the new file, in English', () => {
    expect(builder.newBand('La mesnie', {}, 'en')).toStrictEqual({
      header: ['La mesnie: an Argad! troop, made with `escarmouche build`.', '`escarmouche show FILE` prints the budget; `escarmouche validate FILE` checks every limit.'],
      entries: [
        { key: 'ruleset', value: 'argad' },
        { key: 'name', value: 'La mesnie' },
        {
          key: 'characters',
          value: [],
          before: [
            'Each character (or line of `count` identical ones): classe, armour, melee weapon, and maybe a ranged weapon, role, mount, skills.',
            'Budget: a piéton costs its classe, a chef or musicien double, a cavalier double (triple if chef or musicien); equipment has no cost in this rulebook.',
          ],
        },
      ],
    });
  });

  it('the new file, in French', () => {
    const spec = builder.newBand('La mesnie', {}, 'fr');
    expect(spec.header).toEqual(['La mesnie : une troupe Argad!, créée avec `escarmouche build`.', '`escarmouche show FICHIER` affiche le budget ; `escarmouche validate FICHIER` vérifie chaque limite.']);
    expect(spec.entries[2]!.before![0]).toBe('Chaque personnage (ou ligne de `count` personnages identiques) : classe, armure, arme de mêlée, et peut-être arme de tir, rôle, monture, compétences.');
  });
});

describe('Argad builder: status', () => {
  const TROOP = `ruleset: argad
name: T
characters:
  - { name: Yann, class: 4, armour: 4, melee: courte, role: chef }
  - { name: Archers, count: 3, class: 3, armour: '4*', melee: hallebarde }
`;
  const profile = () => draftOf(ruleset, parseDocument(TROOP)).profile as never;

  it('the budget, and the member\'s line when one is chosen (English)', () => {
    expect(builder.status(profile(), member, 'en')).toStrictEqual([
      { kind: 'pairs', items: [['budget (points)', 17]] },
      { kind: 'table', columns: ['name', 'count', 'classe', 'armure', 'cost'], rows: [['Archers', 3, 3, '4*', 9]] },
    ]);
  });

  it('in French; without a member, or past the last line, the budget alone', () => {
    expect(builder.status(profile(), { name: 'Yann', path: ['characters', 0] }, 'fr')).toStrictEqual([
      { kind: 'pairs', items: [['budget (points)', 17]] },
      { kind: 'table', columns: ['nom', 'nombre', 'classe', 'armure', 'coût'], rows: [['Yann', 1, 4, '4', 8]] },
    ]);
    expect(builder.status(profile(), undefined, 'en')).toStrictEqual([{ kind: 'pairs', items: [['budget (points)', 17]] }]);
    expect(builder.status(profile(), { name: 'X', path: ['characters', 5] }, 'en')).toStrictEqual([{ kind: 'pairs', items: [['budget (points)', 17]] }]);
  });
});
