/**
 * Every Fées d'armes check with the whole list of its findings: code, severity, path, the message's arguments (limit,
 * actual, name …) and the rulebook's names that text shows; each limit at, under and over its bound.
 */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { eachRule } from '../../../src/rulesets/fees-d-armes/checks/types.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { check } from '../../helpers/analyse.js';
import { bandText, figure } from './helpers.js';

interface Full {
  readonly code: string;
  readonly severity: string;
  readonly path: readonly (string | number)[];
  readonly params?: Readonly<Record<string, string | number>>;
  readonly names?: Readonly<Record<string, string | number>>;
}

/** The findings of the checks, whole, and their English messages. */
async function full(text: string): Promise<{ findings: Full[]; messages: string[] }> {
  const { analysis, diagnostics } = await check(text);
  const findings = analysis.findings.map(({ code, severity, path, params, names }) => ({ code, severity, path, ...(params ? { params } : {}), ...(names ? { names } : {}) }));
  return { findings, messages: diagnostics.map((d) => d.message) };
}

const ACTION = (line: string) => `    actions:\n      - ${line}`;

describe('§4 "Chaque joueur dispose de 10 points pour recruter sa bande"', () => {
  it.each([
    // 9 of 10: information, with the point left.
    [[4, 5], 'points: 10', [{ code: 'fees/points-unspent', severity: 'info', path: ['points'], params: { limit: 10, actual: 9, left: 1 } }], ['1 point(s) left unspent (9 of 10)']],
    [[2], 'points: 7', [{ code: 'fees/points-unspent', severity: 'info', path: ['points'], params: { limit: 7, actual: 2, left: 5 } }], ['5 point(s) left unspent (2 of 7)']],
    // 10 of 10: nothing to say.
    [[4, 6], 'points: 10', [], []],
    // 11 of 10: over the budget.
    [[5, 6], 'points: 10', [{ code: 'fees/points-exceeded', severity: 'error', path: ['points'], params: { limit: 10, actual: 11 } }], ['the figures cost 11 points, more than the 10 points of the band']],
  ])('figures costing %j with %s', async (costs, head, findings, messages) => {
    const result = await full(bandText(costs.map((cost, i) => figure(`F${i}`, { cost })), head));
    expect(result).toEqual({ findings, messages });
  });

  it('a band without figures is a warning that names its budget', async () => {
    const { analysis, diagnostics } = await check(bandText([], 'points: 7').replace('figures:\n', 'figures: []\n'));
    expect(analysis.findings.map((f) => [f.code, f.severity, f.path, f.params])).toEqual([['fees/no-figures', 'warning', ['figures'], { limit: 7 }]]);
    expect(diagnostics.map((d) => d.rule)).toEqual(['a band recruits its figures with its 7 points']);
  });
});

describe('§4 "Chaque figurine dispose sur sa carte d\'au moins un symbole de faction"', () => {
  it('one figure of two without a symbol: that error alone, no faction-card warning on top', async () => {
    const result = await full(bandText([figure('Ogre', { cost: 5 }), figure('Fée', { cost: 5, factions: '[]' })]));
    expect(result).toEqual({
      findings: [{ code: 'fees/no-faction', severity: 'error', path: ['figures', 1, 'factions'], params: { name: 'Fée', limit: 1, actual: 0 } }],
      messages: ['Fée has no faction symbol'],
    });
  });
});

describe('§4 faction card: "figurines ayant une faction en commun … la carte de Faction de la faction concernée"', () => {
  const shared = [figure('A', { cost: 5, factions: '[contes, foret, village]' }), figure('B', { cost: 5, factions: '[Forêt, Contes]' })];

  it('a chosen card outside the shared factions names the shared ones, as the cards write them', async () => {
    const result = await full(bandText(shared, 'points: 10\nfaction: village'));
    expect(result).toEqual({
      findings: [{ code: 'fees/faction-card-unavailable', severity: 'error', path: ['faction'], params: { actual: 'village', limit: 'contes, foret' }, names: { actual: 'Village', limit: 'Contes, Forêt' } }],
      messages: ['the faction card "Village" is not available: not every figure has that faction'],
    });
  });

  it('a chosen card when nothing is shared: the shared list is "-"', async () => {
    const result = await full(bandText([figure('A', { cost: 5 }), figure('B', { cost: 5, factions: '[foret]' })], 'points: 10\nfaction: foret'));
    expect(result.findings).toEqual([{ code: 'fees/faction-card-unavailable', severity: 'error', path: ['faction'], params: { actual: 'foret', limit: '-' }, names: { actual: 'Forêt', limit: '-' } }]);
  });

  it('a faction the example bands do not know is shown as written', async () => {
    const result = await full(bandText([figure('A', { cost: 5, factions: '[elfes, nains]' }), figure('B', { cost: 5, factions: '[Nains, elfes]' })], 'points: 10\nfaction: trolls'));
    expect(result.findings).toEqual([{ code: 'fees/faction-card-unavailable', severity: 'error', path: ['faction'], params: { actual: 'trolls', limit: 'elfes, nains' }, names: { actual: 'trolls', limit: 'elfes, nains' } }]);
  });

  it('several shared factions and no choice: an info listing them (a legal choice)', async () => {
    const result = await full(bandText(shared));
    expect(result).toEqual({
      findings: [{ code: 'fees/faction-card-choice', severity: 'info', path: ['figures'], params: { limit: 'contes, foret' }, names: { limit: 'Contes, Forêt' } }],
      messages: ['the figures share several factions (Contes, Forêt): which faction card is used?'],
    });
  });

  it('nothing shared: an info without arguments (« sans aucune limitation autre que la valeur de recrutement »)', async () => {
    const result = await full(bandText([figure('A', { cost: 5 }), figure('B', { cost: 5, factions: '[foret]' })]));
    expect(result.findings).toEqual([{ code: 'fees/no-faction-card', severity: 'info', path: ['figures'] }]);
  });
});

describe('§5 "suivie d\'un chiffre entre parenthèses … une valeur ou une distance"', () => {
  const rules = (list: string) => bandText([figure('A', { cost: 10, extra: `    rules: ${list}` })]);
  const at = (k: number) => ['figures', 0, 'rules', k];

  it('a rule that needs its (X): the rule named as the rulebook writes it, with the unit of X', async () => {
    const result = await full(rules('[charge, Régénération]'));
    expect(result).toEqual({
      findings: [
        { code: 'fees/rule-missing-parameter', severity: 'error', path: at(0), params: { name: 'A', rule: 'Charge', actual: 'charge', unit: 'cases' } },
        { code: 'fees/rule-missing-parameter', severity: 'error', path: at(1), params: { name: 'A', rule: 'Régénération', actual: 'Régénération', unit: 'points de santé' } },
      ],
      messages: ['A: Charge needs its (X) in cases', 'A: Régénération needs its (X) in points de santé'],
    });
  });

  it('a rule without (X) written with one: no unit', async () => {
    const result = await full(rules('["vol(2)"]'));
    expect(result).toEqual({
      findings: [{ code: 'fees/rule-unexpected-parameter', severity: 'error', path: at(0), params: { name: 'A', rule: 'Vol', actual: 'vol(2)', unit: '' } }],
      messages: ['A: Vol takes no (X), found "vol(2)"'],
    });
  });

  it('an (X) of 0 and one that is not a number are under the limit of 1; 1 is at it', async () => {
    const result = await full(rules('["regeneration(0)", "poison(X)", "regeneration(1)", "poison(1)"]'));
    expect(result).toEqual({
      findings: [
        { code: 'fees/rule-bad-parameter', severity: 'error', path: at(0), params: { name: 'A', rule: 'Régénération', actual: 'regeneration(0)', unit: 'points de santé', limit: 1 } },
        { code: 'fees/rule-bad-parameter', severity: 'error', path: at(1), params: { name: 'A', rule: 'Poison', actual: 'poison(X)', unit: 'jetons', limit: 1 } },
      ],
      messages: ['A: the (X) of "regeneration(0)" is not a whole number of at least 1', 'A: the (X) of "poison(X)" is not a whole number of at least 1'],
    });
  });
});

describe('§3.4 permanent rules "ne sont pas des actions"; §3.3 the + of the successes goes with a + of the Dégâts', () => {
  it('a permanent rule as an action effect', async () => {
    const result = await full(bandText([figure('A', { cost: 10, extra: ACTION('{name: Cri, need: 1, effects: ["Sans peur"]}') })]));
    expect(result.findings).toEqual([{ code: 'fees/trait-as-effect', severity: 'warning', path: ['figures', 0, 'actions', 0, 'effects', 0], params: { name: 'A', rule: 'Sans peur', actual: 'Sans peur' } }]);
  });

  it('a + without Dégâts names the figure and the action', async () => {
    const result = await full(bandText([figure('A', { cost: 10, extra: ACTION('{name: Cri perçant, need: 1, plus: true}') })]));
    expect(result).toEqual({
      findings: [{ code: 'fees/plus-without-damage', severity: 'error', path: ['figures', 0, 'actions', 0, 'plus'], params: { name: 'A', action: 'Cri perçant' } }],
      messages: ['A: Cri perçant has the + but no Dégâts'],
    });
  });
});

describe('eachRule', () => {
  it('visits the figure rules as `rules` and the action effects as `effects`, each with its path', () => {
    const text = bandText([figure('A', { extra: '    actions:\n      - {name: Souffle, need: 2, effects: [gel, "flammes(1)"]}\n    rules: [peur]' }), figure('B', { extra: '    rules: [vol, agile]' })]);
    const band = ruleset.parse(parseYaml(text)).band!;
    const seen: unknown[] = [];
    eachRule(band, (ref, place) => seen.push([ref.text, place.figure.name, place.list, place.path]));
    expect(seen).toEqual([
      ['peur', 'A', 'rules', ['figures', 0, 'rules', 0]],
      ['gel', 'A', 'effects', ['figures', 0, 'actions', 0, 'effects', 0]],
      ['flammes(1)', 'A', 'effects', ['figures', 0, 'actions', 0, 'effects', 1]],
      ['vol', 'B', 'rules', ['figures', 1, 'rules', 0]],
      ['agile', 'B', 'rules', ['figures', 1, 'rules', 1]],
    ]);
  });
});
