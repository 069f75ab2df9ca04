/** Every limit of the Fées d'armes band, a passing and a failing case each, with the code, line and column. */
import { describe, expect, it } from 'vitest';
import { bandText, figure, findingsOf, type Located } from './helpers.js';

const ALL_RULES = '    rules: [agile, "charge(3)", conseiller, "deplacer(2)", "esquive(1)", "flammes(2)", gel, peur, "poison(1)", "regeneration(1)", "repousser(1)", sans peur, tir, "tir(6)", "tirer(2)", vol]';
const ACCENTED = '    rules: ["Régénération (2)", "Sans peur", "Tir (8)", "Déplacer(1)"]';

const valid: readonly (readonly [string, string])[] = [
  ['one figure spending the whole budget', bandText([figure('Ogre', { cost: 2 })], 'points: 2')],
  ['points omitted: the rulebook budget of 10', bandText([figure('Ogre', { cost: 10 })], '# points: the default')],
  ['figures sharing one faction among others', bandText([figure('A', { cost: 5, factions: '[contes, foret]' }), figure('B', { cost: 5, factions: '[Contes, village]' })])],
  ['several shared factions, one chosen with `faction`', bandText([figure('A', { cost: 5, factions: '[contes, foret]' }), figure('B', { cost: 5, factions: '[forêt, contes]' })], 'points: 10\nfaction: Forêt')],
  ['the same card recruited twice under two names ("sans aucune limitation autre que la valeur")', bandText([figure('Ogre', { cost: 5 }), figure('Ogre II', { cost: 5 })])],
  ['every §5 rule with a well-formed (X)', bandText([figure('A', { cost: 10, extra: ALL_RULES })])],
  ['accents, case and spaces in rule names', bandText([figure('A', { cost: 10, extra: ACCENTED })])],
  ['effect rules as action effects and in the figure rules', bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Souffle, need: 2, damage: 2, plus: true, effects: [gel, "flammes(1)", "tir(4)"]}\n    rules: ["repousser(1)"]' })])],
  ['an action without damage nor +', bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Manger les enfants, need: 5, text: "éliminée"}' })])],
];

/** 1-based column of `needle` on line `line` of `text`. */
function col(text: string, line: number, needle: string): number {
  const at = text.split('\n')[line - 1]!.indexOf(needle);
  if (at < 0) throw new Error(`${needle} not on line ${line}`);
  return at + 1;
}

type Case = readonly [name: string, text: string, expected: (text: string) => Located[]];
const err = (code: string, line: number, column: number): Located => ({ code, severity: 'error', line, column });
const warn = (code: string, line: number, column: number): Located => ({ code, severity: 'warning', line, column });

const invalid: readonly Case[] = [
  ['cost above the points', bandText([figure('A', { cost: 2 }), figure('B', { cost: 2 })], 'points: 3'), () => [err('fees/points-exceeded', 3, 1)]],
  ['cost above the default 10 points', bandText([figure('A', { cost: 11 })], '# no points key'), () => [err('fees/points-exceeded', 1, 1)]],
  // Nothing asks to spend all 10 points: information, not a warning that fails --strict.
  ['points left unspent', bandText([figure('A', { cost: 2 })], 'points: 10'), () => [{ code: 'fees/points-unspent', severity: 'info', line: 3, column: 1 }]],
  ['a figure without a faction symbol', bandText([figure('A', { cost: 10, factions: '[]' })]), () => [err('fees/no-faction', 7, 5)]],
  ['a figure without the factions key', bandText([figure('A', { cost: 10 }).replace('    factions: [contes]\n', '')]), () => [err('fees/no-faction', 5, 5)]],
  [
    'a chosen faction card that not every figure has',
    bandText([figure('A', { cost: 5, factions: '[contes, foret]' }), figure('B', { cost: 5 })], 'points: 10\nfaction: foret'),
    () => [err('fees/faction-card-unavailable', 4, 1)],
  ],
  ['no shared faction: no faction card', bandText([figure('A', { cost: 5 }), figure('B', { cost: 5, factions: '[foret]' })]), () => [{ code: 'fees/no-faction-card', severity: 'info', line: 4, column: 1 }]],
  [
    'several shared factions and none chosen',
    bandText([figure('A', { cost: 5, factions: '[contes, foret]' }), figure('B', { cost: 5, factions: '[foret, contes]' })]),
    () => [{ code: 'fees/faction-card-choice', severity: 'info', line: 4, column: 1 }],
  ],
  ['Charge without its (X)', bandText([figure('A', { cost: 10, extra: '    rules: [charge]' })]), (t) => [err('fees/rule-missing-parameter', 12, col(t, 12, 'charge'))]],
  ['Vol with an (X)', bandText([figure('A', { cost: 10, extra: '    rules: ["vol(2)"]' })]), (t) => [err('fees/rule-unexpected-parameter', 12, col(t, 12, '"vol'))]],
  ['an (X) that is not a number', bandText([figure('A', { cost: 10, extra: '    rules: ["charge(X)"]' })]), (t) => [err('fees/rule-bad-parameter', 12, col(t, 12, '"charge'))]],
  ['an (X) of 0', bandText([figure('A', { cost: 10, extra: '    rules: ["regeneration(0)"]' })]), (t) => [err('fees/rule-bad-parameter', 12, col(t, 12, '"regen'))]],
  [
    'an action effect without its (X)',
    bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Massue, need: 2, damage: 2, effects: [repousser]}' })]),
    (t) => [err('fees/rule-missing-parameter', 13, col(t, 13, 'repousser'))],
  ],
  ['a rule outside §5', bandText([figure('A', { cost: 10, extra: '    rules: [invisible]' })]), (t) => [warn('fees/unknown-rule', 12, col(t, 12, 'invisible'))]],
  ['a permanent rule as an action effect', bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Cri, need: 1, effects: [peur]}' })]), (t) => [warn('fees/trait-as-effect', 13, col(t, 13, 'peur'))]],
  ['a + without Dégâts', bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Cri, need: 1, plus: true}' })]), (t) => [err('fees/plus-without-damage', 13, col(t, 13, 'plus'))]],
  ['an unknown key on a figure', bandText([figure('A', { cost: 10, extra: '    santé: 3' })]), () => [err('schema/unknown-key', 12, 5)]],
  ['a figure without health', bandText([figure('A', { cost: 10 }).replace('    health: 6', '')]), () => [err('schema/required', 5, 5)]],
  ['the same card twice under one name: figures are addressed by name', bandText([figure('Ogre', { cost: 5 }), figure('Ogre', { cost: 5 })]), () => [err('band/duplicate-name', 12, 5)]],
  // A band being built may have no figure yet: a warning that says what to add, not a schema error.
  ['a band without figures', bandText(['  []']).replace('figures:\n  []', 'figures: []'), () => [warn('fees/no-figures', 4, 1)]],
];

describe("Fées d'armes checks", () => {
  it.each(valid)('accepts %s', async (_name, text) => {
    expect(await findingsOf(text)).toEqual([]);
  });

  it.each(invalid)('reports %s', async (_name, text, expected) => {
    expect(await findingsOf(text)).toEqual(expected(text));
  });
});
