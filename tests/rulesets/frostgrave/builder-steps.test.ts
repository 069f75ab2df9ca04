import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { byTypedNumber } from '../../../src/rulesets/frostgrave/builder/steps.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';

const builder = ruleset.builder;
const messages = (lang: 'en' | 'fr') => new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);

const YAML = `ruleset: frostgrave
name: T
figures:
  - {name: Elric, type: mage, move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, weapon: arc}
  - {name: Hilda, type: soldat, move: 6, fight: 0, shoot: 0, armour: 10, will: 0, health: 10, weapon: arme-de-base}
`;

function contextOf(index = 0, lang: 'en' | 'fr' = 'en') {
  const d = draftOf(ruleset, parseDocument(YAML));
  const member = ruleset.roster(d.band as never)[index]!;
  return stepContext(ruleset, d, member, lang, messages(lang)) as never;
}
const step = (id: string) => builder.steps.find((s) => s.id === id)!;
const choices = (id: string, index = 0, lang: 'en' | 'fr' = 'en'): readonly BuildChoice[] => step(id).choices(contextOf(index, lang));

describe('Frostgrave builder: every question', () => {
  it('every question applies to every figure', () => {
    expect(builder.steps.map((s) => s.applies(contextOf()))).toEqual(builder.steps.map(() => true));
  });

  it('the type: each id with its words, the current one alone marked, the edit setting it', () => {
    const list = choices('type', 1);
    expect(list.map((c) => [c.value, c.label, c.current])).toEqual([
      ['mage', expect.stringMatching(/^mage: \S/), false],
      ['apprenti', expect.stringMatching(/^apprenti: \S/), false],
      ['soldat', expect.stringMatching(/^soldat: \S/), true],
    ]);
    expect(list.map((c) => c.label)).toEqual(['mage', 'apprenti', 'soldat'].map((id) => `${id}: ${messages('en').text(`frostgrave/build-type-${id}`)}`));
    expect(list[1]!.edits).toEqual([{ op: 'set', path: ['figures', 1, 'type'], value: 'apprenti' }]);
  });

  it('the weapon: only the current one marked; the edit sets the id with its effect as comment', () => {
    const list = choices('weapon');
    expect(list.map((c) => c.current)).toEqual([false, false, false, true, false]);
    expect(list[0]!.edits).toEqual([{ op: 'set', path: ['figures', 0, 'weapon'], value: 'baton', comment: "baton: L'adversaire déduit 1 de son jet de Combat ; malus aux dommages de -1." }]);
  });

  it('a stat: only the present value marked; the edit sets the number', () => {
    const list = choices('fight');
    expect(list.filter((c) => c.current).map((c) => c.value)).toEqual(['2']);
    expect(list.find((c) => c.value === '-3')!.edits).toEqual([{ op: 'set', path: ['figures', 0, 'fight'], value: -3 }]);
    expect(choices('armour').map((c) => c.label).slice(0, 2)).toEqual(['1', '2']);
  });

  it.each([
    [2, 5, -3],
    [5, 2, 3],
    [1, 1, 0],
    [5, 0, -1],
    [0, 5, 1],
    [3, -2, -1],
    [-2, 3, 1],
    [0, 0, 0],
    [0, -2, -2],
    [-2, 0, 2],
    [-1, -3, -2],
  ])('typed-number order: (%i, %i) → %i', (a, b, expected) => {
    expect(byTypedNumber(a, b)).toBe(expected);
  });
});

describe('Frostgrave builder: the warband file and its figures', () => {
  it('a new warband: the header, the keys, the comment over the figures (English and French)', () => {
    expect(builder.newBand('Les Gelés', {}, 'en')).toEqual({
      header: ['Les Gelés: a Frostgrave warband, made with `escarmouche build`.', '`escarmouche show FILE` prints the stat lines; `escarmouche validate FILE` checks every limit.'],
      entries: [
        { key: 'ruleset', value: 'frostgrave' },
        { key: 'name', value: 'Les Gelés' },
        {
          key: 'figures',
          value: [],
          before: [
            'Each figure: its type (one mage, at most one apprenti, soldats), its stat line copied from',
            'its profile, its weapon (baton, arme-de-base, arme-lourde, arc, arbalete) and optional _mod keys.',
          ],
        },
      ],
    });
    expect(builder.newBand('Les Gelés', {}, 'fr').header).toEqual([
      'Les Gelés : une expédition de Frostgrave, créée avec `escarmouche build`.',
      '`escarmouche show FICHIER` affiche les caractéristiques ; `escarmouche validate FICHIER` vérifie chaque limite.',
    ]);
  });

  it('a new figure is a plain soldat with the type and weapon explained', () => {
    expect(builder.addMember('Hilda', 'fr')).toEqual([
      {
        op: 'add',
        path: ['figures'],
        value: { name: 'Hilda', type: 'soldat', move: 6, fight: 0, shoot: 0, armour: 10, will: 0, health: 10, weapon: 'arme-de-base' },
        comments: { type: 'mage | apprenti | soldat', weapon: 'arme-de-base: Aucun modificateur.' },
      },
    ]);
  });

  it('removing and renaming a figure', () => {
    const member = { name: 'Hilda', path: ['figures', 1] };
    expect(builder.removeMember(member)).toEqual([{ op: 'delete', path: ['figures', 1] }]);
    expect(builder.renameMember(member, 'Brunhild')).toEqual([{ op: 'set', path: ['figures', 1, 'name'], value: 'Brunhild' }]);
  });

  it('the menus: the stat line, then the kit', () => {
    expect(builder.menus).toEqual([
      { title: 'frostgrave/build-menu-stats', steps: ['type', 'move', 'fight', 'shoot', 'armour', 'will', 'health', 'undead'] },
      { title: 'frostgrave/build-menu-kit', steps: ['weapon', 'fight_mod', 'shoot_mod', 'damage_mod'] },
    ]);
  });

  it('status: the counts, then the stat line side by side and the rest as pairs', () => {
    const d = draftOf(ruleset, parseDocument(YAML));
    const [elric] = ruleset.roster(d.band as never);
    expect(builder.status(d.profile as never, elric, 'en')).toEqual([
      { kind: 'pairs', items: [['mage / apprenti / soldats', '1 / 0 / 1']] },
      { kind: 'table', columns: ['name', 'Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé'], rows: [['Elric', 6, '+2', '+0', 10, '+0', 10]] },
      {
        kind: 'pairs',
        items: [
          ['type', 'mage'],
          ['weapon', 'arc'],
          ['in a fight', 'd20+2, damage +0'],
          ['shooting', 'd20+0, damage +0'],
        ],
      },
    ]);
    expect(builder.status(d.profile as never, undefined, 'en')).toEqual([{ kind: 'pairs', items: [['mage / apprenti / soldats', '1 / 0 / 1']] }]);
  });
});
