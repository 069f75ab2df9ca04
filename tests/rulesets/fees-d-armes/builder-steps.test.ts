/** Every question of the Fées d'armes builder: the values offered, their order, the words, the edits. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { byTypedNumber } from '../../../src/rulesets/fees-d-armes/builder/steps.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { bandText, figure } from './helpers.js';

const builder = ruleset.builder;

function choices(stepId: string, yaml: string, index = 0, lang: 'en' | 'fr' = 'en'): readonly BuildChoice[] {
  const d = draftOf(ruleset, parseDocument(yaml));
  const messages = new Messages(lang, [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
  const c = stepContext(ruleset, d, ruleset.roster(d.band as never)[index]!, lang, messages);
  return builder.steps.find((s) => s.id === stepId)!.choices(c as never);
}
const find = (list: readonly BuildChoice[], value: string) => list.find((c) => c.value === value)!;
const one = bandText([figure('Ogre', { cost: 4 })]);

describe("Fées d'armes builder: the characteristics", () => {
  it('every question applies to every figure', () => {
    const d = draftOf(ruleset, parseDocument(one));
    const c = stepContext(ruleset, d, ruleset.roster(d.band as never)[0]!, 'en', new Messages('en', [CORE_MESSAGES]));
    expect(builder.steps.map((s) => s.applies(c as never))).toEqual(builder.steps.map(() => true));
  });

  it.each([
    ['cost', one, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '0'], '4'],
    ['cost', bandText([figure('Ogre', { cost: 4 })], 'points: 12'), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '0'], '4'],
    ['cost', bandText([figure('Ogre', { cost: 4 })], 'points: 8'), ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '0'], '4'],
    ['action', one, ['1', '2', '3', '4', '5', '6', '7', '8'], '3'],
    ['move', one, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12', '0'], '3'],
    ['armour', one, ['1', '2', '3', '4', '5', '6', '0'], '1'],
    ['health', one, ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], '6'],
  ])('%s: the values in the order a typed number picks, only the present one marked', (key, yaml, values, present) => {
    const list = choices(key, yaml);
    expect(list.map((c) => c.value)).toEqual(values);
    expect(list.map((c) => c.label)).toEqual(values);
    expect(list.filter((c) => c.current).map((c) => c.value)).toEqual([present]);
    expect(find(list, values[1]!).edits).toEqual([{ op: 'set', path: ['figures', 0, key], value: Number(values[1]) }]);
  });

  it.each([
    [2, 5, -3],
    [5, 2, 3],
    [0, 5, 1],
    [5, 0, -1],
    [0, 0, 1],
  ])('typed-number order: (%i, %i) → %i', (a, b, expected) => {
    expect(byTypedNumber(a, b)).toBe(expected);
  });

  it('a value outside the list is offered too, in its place', () => {
    const list = choices('armour', bandText([figure('Ogre', { cost: 4 }).replace('armour: 1', 'armour: 9')]));
    expect(list.map((c) => c.value)).toEqual(['1', '2', '3', '4', '5', '6', '9', '0']);
    expect(find(list, '9').current).toBe(true);
  });
});

describe("Fées d'armes builder: factions", () => {
  const band = bandText([figure('Ogre', { cost: 4 }), figure('Loup', { cost: 3, factions: '[Contes, Forêt]' }), figure('Elfe', { cost: 2, factions: '[foret, village]' })]);

  it('the removal of each faction, then each other faction of the band once, then a typed one', () => {
    expect(choices('factions', band)).toEqual([
      { value: 'remove:0', label: 'Remove contes', name: 'contes', section: 'chosen', edits: [{ op: 'delete', path: ['figures', 0, 'factions', 0] }] },
      {
        value: 'add:Forêt',
        label: 'Forêt',
        description: 'a faction of the band: figures sharing one may use its faction card',
        edits: [{ op: 'add', path: ['figures', 0, 'factions'], value: 'Forêt' }],
      },
      {
        value: 'add:village',
        label: 'village',
        description: 'a faction of the band: figures sharing one may use its faction card',
        edits: [{ op: 'add', path: ['figures', 0, 'factions'], value: 'village' }],
      },
      { value: 'new', label: 'Another faction…', edits: [], ask: expect.anything() },
    ]);
    expect(find(choices('factions', band, 0, 'fr'), 'remove:0')).toMatchObject({ label: 'Retirer contes', section: 'choisis' });
  });

  it('a typed faction: refused when blank or already there, else added trimmed', () => {
    const ask = find(choices('factions', band), 'new').ask!;
    expect(ask.message).toBe('Faction symbol, as on the card');
    expect(['  ', 'CONTES', 'lac'].map((w) => ask.check(w))).toEqual(['type a faction this figure does not have yet', 'type a faction this figure does not have yet', undefined]);
    expect(ask.edits(' lac ')).toEqual([{ op: 'add', path: ['figures', 0, 'factions'], value: 'lac' }]);
  });
});

describe("Fées d'armes builder: actions", () => {
  const band = bandText([
    figure('Ogre', { cost: 4, extra: '    actions:\n      - {name: Massue, need: 2, damage: 2, plus: true, effects: ["repousser(1)"]}\n      - {name: Cri, need: 1}' }),
  ]);

  it('the removal of each action as the rulebook writes it, then a typed one', () => {
    const list = choices('actions', band);
    expect(list.slice(0, 2)).toEqual([
      { value: 'remove:0', label: 'Remove Massue (2+) : Dégâts 2+ · Repousser (1)', name: 'Massue (2+) : Dégâts 2+ · Repousser (1)', section: 'chosen', edits: [{ op: 'delete', path: ['figures', 0, 'actions', 0] }] },
      { value: 'remove:1', label: 'Remove Cri (1)', name: 'Cri (1)', section: 'chosen', edits: [{ op: 'delete', path: ['figures', 0, 'actions', 1] }] },
    ]);
    expect(list[2]).toEqual({
      value: 'new',
      label: 'Add an action…',
      description: 'typed as NAME:NEED[+][:DÉGÂTS[+]][:EFFECT,EFFECT…][:TEXT], e.g. Massue:2+:2+:repousser(1)',
      edits: [],
      ask: expect.anything(),
    });
    expect(list).toHaveLength(3);
  });

  it('a typed action: its words in the refusal (English and French), the action read into the edit', () => {
    const ask = find(choices('actions', band), 'new').ask!;
    expect(ask.message).toBe('Action, as NAME:NEED[+][:DÉGÂTS[+]][:EFFECTS][:TEXT] (Massue:2+:2+:repousser(1))');
    expect(ask.check('Massue:deux')).toBe(
      '"Massue:deux" is not an action NAME:NEED[+][:DÉGÂTS[+]][:EFFECT,EFFECT…][:TEXT]: e.g. Massue:2+:2+:repousser(1), or "Manger les enfants:5:::Si la cible …"',
    );
    expect(find(choices('actions', band, 0, 'fr'), 'new').ask!.check('X')).toMatch(/^« X » n'est pas une action/);
    expect(ask.check('Cri:1')).toBeUndefined();
    expect(ask.edits('Cri:1+')).toEqual([{ op: 'add', path: ['figures', 0, 'actions'], value: { name: 'Cri', need: 1, plus: true } }]);
  });
});

describe("Fées d'armes builder: rules", () => {
  const band = bandText([figure('Ogre', { cost: 4, extra: '    rules: [peur, "Cape d\'ombre"]' })]);

  it('the removal of each rule as written, each §5 rule to add with its kind, then a typed one', () => {
    const list = choices('rules', band);
    expect(list.slice(0, 2).map((c) => [c.value, c.label, c.section])).toEqual([
      ['remove:0', 'Remove peur', 'chosen'],
      ['remove:1', "Remove Cape d'ombre", 'chosen'],
    ]);
    expect(find(list, 'agile')).toEqual({ value: 'agile', label: 'Agile', description: 'permanent (back of the card)', edits: [{ op: 'add', path: ['figures', 0, 'rules'], value: 'agile' }] });
    expect(find(list, 'tir(x)')).toEqual({ value: 'tir(x)', label: 'Tir (X)', description: 'effect of every action of the figure', edits: [], ask: expect.anything() });
    expect(find(list, 'other')).toEqual({ value: 'other', label: 'Another rule of the card…', edits: [], ask: expect.anything() });
    expect(list.at(-1)!.value).toBe('other');
  });

  it('an (X): a whole number of at least 1, asked in the rule\'s unit', () => {
    const ask = find(choices('rules', band), 'poison(x)').ask!;
    expect(ask.message).toBe('Poison (X): X in jetons');
    expect(['abc', '0', '1', ' 12 '].map((w) => ask.check(w))).toEqual(['"abc" is not a whole number of at least 1', '"0" is not a whole number of at least 1', undefined, undefined]);
    expect(ask.edits('1')).toEqual([{ op: 'add', path: ['figures', 0, 'rules'], value: 'poison(1)' }]);
    expect(ask.edits(' 07 ')).toEqual([{ op: 'add', path: ['figures', 0, 'rules'], value: 'poison(7)' }]);
  });

  it('another rule: typed, trimmed, refused when blank', () => {
    const ask = find(choices('rules', band), 'other').ask!;
    expect(ask.message).toBe('Rule, as on the card (kept as free text unless it is a §5 rule)');
    expect(['   ', 'Vole'].map((w) => ask.check(w))).toEqual(['type the rule', undefined]);
    expect(ask.edits(' Vole ')).toEqual([{ op: 'add', path: ['figures', 0, 'rules'], value: 'Vole' }]);
  });
});

describe("Fées d'armes builder: the card's words", () => {
  it('no text: keep nothing, or write it', () => {
    const list = choices('text', bandText([figure('Ogre', { cost: 4 })]));
    expect(list).toEqual([
      { value: 'keep', label: 'No other rule', current: true, edits: [] },
      { value: 'write', label: 'Write it…', edits: [], ask: expect.anything() },
    ]);
    const ask = list[1]!.ask!;
    expect(ask.message).toBe('Other rules of the card, in words (not checked)');
    expect(['  ', 'Vole.'].map((w) => ask.check(w))).toEqual(['type the text, or choose "No other rule"', undefined]);
    expect(ask.edits(' Vole. ')).toEqual([{ op: 'set', path: ['figures', 0, 'text'], value: 'Vole.' }]);
  });

  it('a text: keep it, rewrite it or remove it', () => {
    const list = choices('text', bandText([figure('Ogre', { cost: 4, extra: '    text: Vole.' })]), 0, 'fr');
    expect(list.map((c) => [c.value, c.label])).toEqual([
      ['keep', 'Garder « Vole. »'],
      ['write', "L'écrire…"],
      ['remove', 'Retirer'],
    ]);
    expect(list[2]!.edits).toEqual([{ op: 'delete', path: ['figures', 0, 'text'] }]);
  });
});
