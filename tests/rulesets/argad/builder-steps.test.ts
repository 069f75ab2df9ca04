/** The builder's questions about the second character of a troop, every answer whole, in English and French. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages, type Lang } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { RANGED } from '../../../src/rulesets/argad/catalogue/ranged.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { armourValue, needs } from '../../../src/rulesets/argad/builder/steps.js';

const builder = ruleset.builder;
const TROOP = `ruleset: argad
name: T
characters:
  - { name: Yann, class: 4, armour: 4, melee: courte, role: chef }
  - { name: Archers, count: 3, class: 3, armour: '4*', melee: hallebarde, ranged: arc, mounted: cavalier, health_points: 2, skills: [tireur-d-elite, agilite] }
`;
const PLAIN = `ruleset: argad
name: T
characters:
  - { name: Yann, class: 4, armour: 4, melee: courte, role: chef }
  - { name: Paysan, class: 2, armour: legere, melee: courte }
`;

function choices(stepId: string, lang: Lang = 'en', yaml = TROOP): readonly BuildChoice[] {
  const messages = new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages]);
  const d = draftOf(ruleset, parseDocument(yaml));
  const member = ruleset.roster(d.band as never)[1]!;
  return builder.steps.find((s) => s.id === stepId)!.choices(stepContext(ruleset, d, member, lang, messages) as never);
}
const at = (key: string) => ['characters', 1, key];
const set = (key: string, value: unknown) => [{ op: 'set', path: at(key), value }];

describe('Argad builder: the steps', () => {
  it('in order, each a question of one answer but the skills, always asked', () => {
    expect(builder.steps.map((s) => [s.id, s.title, s.kind, s.applies({} as never)])).toEqual([
      ['class', 'argad/build-step-class', 'one', true],
      ['armour', 'argad/build-step-armour', 'one', true],
      ['melee', 'argad/build-step-melee', 'one', true],
      ['ranged', 'argad/build-step-ranged', 'one', true],
      ['role', 'argad/build-step-role', 'one', true],
      ['mounted', 'argad/build-step-mounted', 'one', true],
      ['health-points', 'argad/build-step-health-points', 'one', true],
      ['skills', 'argad/build-step-skills', 'many', true],
    ]);
    expect(builder.menus).toEqual([
      { title: 'argad/build-menu-weapons', steps: ['armour', 'melee', 'ranged'] },
      { title: 'argad/build-menu-skills', steps: ['skills'] },
    ]);
    expect(builder.bandFields).toEqual([]);
    expect(builder.pending).toEqual([]);
  });

  it('classe 1 to 5 with the rulebook\'s words (French)', () => {
    expect(choices('class', 'fr')).toStrictEqual([
      { value: '1', label: '1 — non-combattant', current: false, edits: set('class', 1) },
      { value: '2', label: '2 — sans entraînement : villageois, milice, jeune recrue (−1 en mêlée)', current: false, edits: set('class', 2) },
      { value: '3', label: '3 — manie assez correctement les armes de son époque : paysan libre, combattant léger, soldat régulier', current: true, edits: set('class', 3) },
      { value: '4', label: '4 — bien entraîné et motivé : guerrier noble, sergent féodal, soldat expérimenté', current: false, edits: set('class', 4) },
      { value: '5', label: "5 — excellent (et rare) combattant : chevalier, homme d'armes, commando", current: false, edits: set('class', 5) },
    ]);
  });

  it('armour: numbers as numbers, the current one found by its label', () => {
    const list = choices('armour');
    expect(list.map((c) => [c.value, c.current, (c.edits[0] as { value?: unknown }).value])).toEqual([
      ['legere', false, 'legere'],
      ['3', false, 3],
      ['4', false, 4],
      ['4T', false, '4T'],
      ['4*', true, '4*'],
      ['5', false, 5],
      ['5T', false, '5T'],
      ['5*', false, '5*'],
    ]);
    expect(list[0]).toStrictEqual({ value: 'legere', label: 'legere — véture légère', current: false, edits: set('armour', 'legere') });
  });

  it('melee: the length and its examples, the weapon named', () => {
    const list = choices('melee');
    expect(list[0]).toStrictEqual({ value: 'longue', label: 'longue — lance, vouge, hallebarde, naginata, esponton, lance de chevalerie', current: false, edits: set('melee', 'longue') });
    expect(list.find((c) => c.current)).toStrictEqual({ value: 'hallebarde', label: 'hallebarde — hallebarde', current: true, edits: set('melee', 'hallebarde') });
    expect(list).toHaveLength(39);
  });

  it('ranged: none first (its words in each language), then each weapon with its needs', () => {
    expect(choices('ranged').slice(0, 3)).toStrictEqual([
      { value: 'none', label: 'none', current: false, edits: [{ op: 'delete', path: at('ranged') }] },
      { value: 'arbalete', label: 'arbalete — arbalète de guerre: 5-6 · 6 · 7', current: false, edits: set('ranged', 'arbalete') },
      { value: 'arc', label: 'arc — arc simple européen: 5-6 · 6 · 7', current: true, edits: set('ranged', 'arc') },
    ]);
    expect(choices('ranged', 'fr')[0]!.label).toBe('aucune');
    expect(choices('ranged', 'en', PLAIN).filter((c) => c.current).map((c) => c.value)).toEqual(['none']);
  });

  it('role: none, chef, musicien, porte-emblème', () => {
    expect(choices('role')).toStrictEqual([
      { value: 'none', label: 'none', current: true, edits: [{ op: 'delete', path: at('role') }] },
      { value: 'chef', label: 'chef — chef de troupe or gradé: double cost', current: false, edits: set('role', 'chef') },
      { value: 'musicien', label: 'musicien — heard up to 60 cm: double cost', current: false, edits: set('role', 'musicien') },
      { value: 'porte-embleme', label: 'porte-embleme — carries the banner', current: false, edits: set('role', 'porte-embleme') },
    ]);
    expect(choices('role', 'fr').map((c) => c.label)).toEqual(['aucun', 'chef — chef de troupe ou gradé : coût double', "musicien — entendu jusqu'à 60 cm : coût double", "porte-embleme — porte l'emblème"]);
  });

  it('mount: on foot, cavalier, piéton monté', () => {
    expect(choices('mounted')).toStrictEqual([
      { value: 'none', label: 'on foot', current: false, edits: [{ op: 'delete', path: at('mounted') }] },
      { value: 'cavalier', label: 'cavalier — fights on horseback: double cost, +1 against piétons', current: true, edits: set('mounted', 'cavalier') },
      { value: 'pieton-monte', label: 'pieton-monte — rides, fights on foot: +2 for the horse', current: false, edits: set('mounted', 'pieton-monte') },
    ]);
    expect(choices('mounted', 'fr', PLAIN).map((c) => [c.label, c.current])).toEqual([
      ['à pied', true],
      ['cavalier — se bat à cheval : coût double, +1 contre les piétons', false],
      ['pieton-monte — monte à cheval, se bat à pied : +2 pour le cheval', false],
    ]);
  });

  it('points de vie: 1 or 2', () => {
    expect(choices('health-points')).toStrictEqual([
      { value: '1', label: '1 — taken out by the first wound', current: false, edits: set('health_points', 1) },
      { value: '2', label: '2 — "deux points de vie": only wounded by the first', current: true, edits: set('health_points', 2) },
    ]);
    expect(choices('health-points', 'fr', PLAIN).map((c) => [c.label, c.current])).toEqual([
      ['1 — hors de combat à la première blessure', true],
      ['2 — « deux points de vie » : seulement blessé à la première', false],
    ]);
  });

  it('skills: each chosen one to remove (by its place), then the others to add', () => {
    const list = choices('skills');
    expect(list.slice(0, 3)).toStrictEqual([
      { value: 'remove:0', label: 'Remove Tireur d’élite', name: 'Tireur d’élite', section: 'chosen', edits: [{ op: 'delete', path: ['characters', 1, 'skills', 0] }] },
      { value: 'remove:1', label: 'Remove Agilité, acrobatie', name: 'Agilité, acrobatie', section: 'chosen', edits: [{ op: 'delete', path: ['characters', 1, 'skills', 1] }] },
      { value: 'bretteur', label: 'Bretteur / escrimeur — frappe à l’arme courte en même temps que les armes semi-longues (à la dague avec les armes courtes), ou deux fois', edits: [{ op: 'add', path: ['characters', 1, 'skills'], value: 'bretteur' }] },
    ]);
    expect(list.map((c) => c.value)).not.toContain('agilite');
    expect(list).toHaveLength(2 + 17);
    expect(choices('skills', 'fr')[0]).toMatchObject({ label: 'Retirer Tireur d’élite', section: 'choisis' });
  });

  it('a refused answer carries the rule; the others carry no refusal at all', () => {
    const list = choices('skills', 'en', TROOP.replace('tireur-d-elite', 'bretteur'));
    expect(list.find((c) => c.value === 'costaud')!.disabled).toBe('Archers is both bretteur and costaud');
    expect(Object.keys(list.find((c) => c.value === 'charme')!)).toEqual(['value', 'label', 'edits']);
  });
});

describe('Argad builder: values as the troop files write them', () => {
  it.each([
    ['5', 5],
    ['3', 3],
    ['4T', '4T'],
    ['4*', '4*'],
    ['legere', 'legere'],
    ['12', '12'],
    ['x5', 'x5'],
  ])('armour %s is written %o', (label, value) => {
    expect(armourValue(label)).toBe(value);
  });

  it('the needs of a shooting table, 5 read as 5-6', () => {
    expect(RANGED.map((w) => [w.id, needs(w)])).toEqual([
      ['arbalete', '5-6 · 6 · 7'],
      ['arc', '5-6 · 6 · 7'],
      ['arc-composite', '5-6 · 6 · 7'],
      ['arc-long', '5-6 · 6 · 7'],
      ['yumi', '5-6 · 6 · 7'],
      ['pistolet', '5-6 · 6'],
      ['fusil', '5-6 · 6 · 7'],
      ['revolver', '5-6 · 6'],
      ['pistolet-automatique', '5-6 · 6'],
      ['fusil-a-verrou', '5-6 · 6 · 7'],
    ]);
    expect(needs({ ...RANGED[0]!, bands: { medium: { cm: '0-10', need: 6 }, long: { cm: '10-20', need: 7 } } })).toBe('6 · 7');
  });
});
