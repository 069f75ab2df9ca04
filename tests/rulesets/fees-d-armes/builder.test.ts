/** The Fées d'armes builder: the one-line action, the questions and what the checks refuse, the scripted edits. */
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { draftOf, stepContext, withEdits, type BuildChoice } from '../../../src/core/ruleset/builder.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { parseAction } from '../../../src/rulesets/fees-d-armes/builder/card.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { bandText, figure } from './helpers.js';

const builder = ruleset.builder;
const messages = new Messages('en', [CORE_MESSAGES, BUILD_MESSAGES, ruleset.messages, builder.messages]);
const draft = (yaml: string) => draftOf(ruleset, parseDocument(yaml));

function context(yaml: string, index = 0) {
  const d = draft(yaml);
  return { d, c: stepContext(ruleset, d, ruleset.roster(d.band as never)[index]!, 'en', messages) };
}
const choices = (stepId: string, yaml: string, index = 0): readonly BuildChoice[] => builder.steps.find((s) => s.id === stepId)!.choices(context(yaml, index).c as never);
const find = (list: readonly BuildChoice[], value: string) => list.find((c) => c.value === value)!;
const codes = (yaml: string) => draft(yaml).findings.map((f) => f.code);

describe("Fées d'armes builder: a profile action on one line", () => {
  it.each([
    ['Massue:2+:2+:repousser(1)', { name: 'Massue', need: 2, damage: 2, plus: true, effects: ['repousser(1)'] }],
    ['Massue:2:2+:Repousser (1)', { name: 'Massue', need: 2, damage: 2, plus: true, effects: ['repousser(1)'] }],
    ['Souffle : 2 : 2 : gel, tir(4)', { name: 'Souffle', need: 2, damage: 2, effects: ['gel', 'tir(4)'] }],
    ['Cri:1', { name: 'Cri', need: 1 }],
    ["Manger les enfants:5:::Si la cible : éliminée", { name: 'Manger les enfants', need: 5, text: 'Si la cible : éliminée' }],
    ['Sort:1::brume magique', { name: 'Sort', need: 1, effects: ['brume magique'] }],
  ])('reads %s', (spec, expected) => {
    expect(parseAction(spec)).toEqual(expected);
  });

  it.each(['Massue', ':2:2', 'Massue:deux', 'Massue:0:2', 'Massue:2:x', 'Massue:2++:2'])('refuses %s', (spec) => {
    expect(parseAction(spec)).toBeUndefined();
  });
});

describe("Fées d'armes builder: questions", () => {
  const two = bandText([figure('Ogre', { cost: 4 }), figure('Loup', { cost: 3, factions: '[contes, foret]' })]);

  it('asks the cost, factions, characteristics, actions, rules and text', () => {
    expect(builder.steps.map((s) => s.id)).toEqual(['cost', 'factions', 'action', 'move', 'armour', 'health', 'actions', 'rules', 'text']);
  });

  it('offers costs up to the budget left, refusing more with the rule', () => {
    const list = choices('cost', two, 1);
    expect(find(list, '3').current).toBe(true);
    expect(find(list, '6').disabled).toBeUndefined();
    expect(find(list, '7').disabled).toBe('the figures cost 11 points, more than the 10 points of the band');
    // typing 1 picks the first entry
    expect(list[0]!.value).toBe('1');
  });

  it('offers the factions of the band, a typed one, and their removal (no faction is only "not finished yet")', () => {
    const list = choices('factions', two, 0);
    expect(list.map((c) => c.value)).toEqual(['remove:0', 'add:foret', 'new']);
    expect(find(list, 'remove:0').disabled).toBeUndefined();
    const ask = find(list, 'new').ask!;
    expect(ask.check('Contes')).toBe('type a faction this figure does not have yet');
    expect(ask.check('village')).toBeUndefined();
    const { d } = context(two);
    const after = withEdits(ruleset, d, ask.edits(' village '));
    expect((after.profile as { figures: { factions: string[] }[] }).figures[0]!.factions).toEqual(['contes', 'village']);
    // Removing the only faction is allowed while the band is made (pending), and reported.
    expect(withEdits(ruleset, d, find(list, 'remove:0').edits).findings.map((f) => f.code)).toContain('fees/no-faction');
  });

  it('asks an action as one line, and refuses what cannot be read', () => {
    const ask = find(choices('actions', two), 'new').ask!;
    expect(ask.check('Massue:deux')).toMatch(/is not an action NAME:NEED/);
    const { d } = context(two);
    const after = withEdits(ruleset, d, ask.edits('Massue:2+:2+:repousser(1)'));
    expect(after.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect((after.profile as { figures: { actions: unknown[] }[] }).figures[0]!.actions).toEqual([{ name: 'Massue', need: 2, damage: 2, plus: true, effects: ['repousser(1)'], text: null }]);
  });

  it('offers every §5 rule the figure lacks; an (X) is asked and checked', () => {
    const list = choices('rules', bandText([figure('Ogre', { cost: 10, extra: '    rules: [peur]' })]));
    expect(find(list, 'remove:0').label).toBe('Remove peur');
    expect(list.some((c) => c.value === 'peur')).toBe(false);
    expect(find(list, 'vol').edits).toEqual([{ op: 'add', path: ['figures', 0, 'rules'], value: 'vol' }]);
    expect(find(list, 'tir').ask).toBeUndefined();
    const charge = find(list, 'charge(x)').ask!;
    expect(charge.message).toBe('Charge (X): X in cases');
    expect(charge.check('0')).toBeDefined();
    expect(charge.check('3')).toBeUndefined();
    expect(charge.edits('3')).toEqual([{ op: 'add', path: ['figures', 0, 'rules'], value: 'charge(3)' }]);
    expect(list.some((c) => c.value === 'charge')).toBe(false);
  });
});

describe("Fées d'armes builder: scripted", () => {
  const target = { mode: 'add' as const, name: 'Ogre' };
  const card = { cost: 4, faction: ['contes'], actionDice: 3, move: 3, armour: 1, health: 8 };

  it('adds a whole card, rules in their canonical spelling', () => {
    const edits = builder.scripted(target, { ...card, action: ['Massue:2+:2+'], rule: ['Sans Peur', 'invisible'] }, 'en');
    expect(edits).toEqual([
      {
        op: 'add',
        path: ['figures'],
        value: { name: 'Ogre', cost: 4, factions: ['contes'], action: 3, move: 3, armour: 1, health: 8, actions: [{ name: 'Massue', need: 2, damage: 2, plus: true }], rules: ['sans-peur', 'invisible'] },
      },
    ]);
  });

  it('replaces only the keys given on an edit', () => {
    const member = { name: 'Ogre', path: ['figures', 0] };
    expect(builder.scripted({ mode: 'edit', member }, { cost: 5, rule: ['vol'] }, 'en')).toEqual([
      { op: 'set', path: ['figures', 0, 'cost'], value: 5 },
      { op: 'set', path: ['figures', 0, 'rules'], value: ['vol'] },
    ]);
  });

  it.each([
    [{ cost: 4 }, 'fees/build-needs-card'],
    [{ ...card, action: ['Massue'] }, 'fees/build-bad-action'],
  ])('refuses %o: %s', (options, code) => {
    expect(() => builder.scripted(target, options, 'en')).toThrow(EscarmoucheError);
    try {
      builder.scripted(target, options, 'en');
    } catch (e) {
      expect((e as EscarmoucheError).code).toBe(code);
    }
  });

  it('writes a new band with the rulebook budget, or the one given', () => {
    expect(builder.newBand('B', {}, 'en').entries.find((e) => e.key === 'points')!.value).toBe(10);
    expect(builder.newBand('B', { points: 12 }, 'en').entries.find((e) => e.key === 'points')!.value).toBe(12);
    expect(codes(bandText([figure('Ogre', { cost: 10 })]))).toEqual([]);
  });
});
