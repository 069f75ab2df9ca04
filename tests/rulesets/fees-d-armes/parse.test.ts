/** The typed Fées d'armes band: optional keys only when written, where unknown rules are reported, shared factions, house rules, rule names. */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { RULES } from '../../../src/rulesets/fees-d-armes/catalogue.js';
import { factionCard, sharedFactions } from '../../../src/rulesets/fees-d-armes/factions.js';
import { feesRules } from '../../../src/rulesets/fees-d-armes/house-rules.js';
import { ruleText } from '../../../src/rulesets/fees-d-armes/names.js';
import { parse, resolveRule } from '../../../src/rulesets/fees-d-armes/parse.js';
import { bandText, figure } from './helpers.js';

const def = (id: string) => RULES.find((r) => r.id === id)!;
const DEFAULT_RULES = { conseillerSelf: true, peurStacks: true, regenerationFirst: false };

describe("Fées d'armes parse", () => {
  it('a figure with no optional key: none in the typed band either', () => {
    const text = bandText([figure('Loup', { extra: '    actions:\n      - {name: Morsure, need: 2}\n    rules: [peur]' })]);
    expect(parse(parseYaml(text))).toStrictEqual({
      band: {
        name: 'Test',
        points: 10,
        figures: [
          {
            name: 'Loup',
            cost: 2,
            factions: ['contes'],
            action: 3,
            move: 3,
            armour: 1,
            health: 6,
            actions: [{ name: 'Morsure', need: 2, plus: false, effects: [] }],
            rules: [{ text: 'peur', index: 0, def: def('peur') }],
          },
        ],
        houseRules: DEFAULT_RULES,
      },
      findings: [],
    });
  });

  it('the optional keys as written', () => {
    const text = bandText([figure('Loup', { extra: '    actions:\n      - {name: Morsure, need: 2, damage: 1, text: Saigne.}\n    text: Vole.' })], 'points: 10\nfaction: contes');
    const band = parse(parseYaml(text)).band!;
    expect(band.faction).toBe('contes');
    expect(band.figures[0]!.text).toBe('Vole.');
    expect(band.figures[0]!.actions[0]).toStrictEqual({ name: 'Morsure', need: 2, damage: 1, plus: false, effects: [], text: 'Saigne.' });
  });

  it("an unknown rule is reported where it is written: the figure's rules or an action's effects", () => {
    const text = bandText([figure('Loup', { extra: '    actions:\n      - {name: Morsure, need: 2, effects: [gel, morsur]}\n    rules: [peur, invisble]' })]);
    expect(parse(parseYaml(text)).findings.map((f) => [f.code, f.path])).toEqual([
      ['fees/unknown-rule', ['figures', 0, 'actions', 0, 'effects', 1]],
      ['fees/unknown-rule', ['figures', 0, 'rules', 1]],
    ]);
  });

  it.each([
    ['peur', { text: 'peur', index: 0, def: def('peur') }],
    ['Repousser (2)', { text: 'Repousser (2)', index: 0, def: def('repousser'), param: '2', value: 2 }],
    ['charge(X)', { text: 'charge(X)', index: 0, def: def('charge'), param: 'X' }],
    ['invisible(2)', { text: 'invisible(2)', index: 0 }],
    ['peur(1', { text: 'peur(1', index: 0 }],
  ])('%j reads as exactly its parts', (text, ref) => {
    expect(resolveRule(text, 0)).toStrictEqual(ref);
  });

  it.each([
    [{}, DEFAULT_RULES],
    [{ 'conseiller-self': false, 'peur-stacks': false, 'regeneration-first': true }, { conseillerSelf: false, peurStacks: false, regenerationFirst: true }],
    [{ 'conseiller-self': true, 'peur-stacks': true, 'regeneration-first': 'yes' }, DEFAULT_RULES],
  ])('house rules %o', (rules, expected) => {
    expect(feesRules(rules)).toEqual(expected);
  });
});

describe("Fées d'armes factions and rule names", () => {
  const band = (...factions: string[][]) => ({ name: 'B', points: 10, houseRules: DEFAULT_RULES, figures: factions.map((f) => ({ factions: f })) }) as never;

  it.each([
    [[], [], null],
    [[['contes', 'Contes']], ['contes'], 'contes'],
    [[['contes', 'foret'], ['Forêt']], ['foret'], 'foret'],
    [[['contes'], ['foret']], [], null],
  ])('factions %j: shared %j, card %j', (factions, shared, card) => {
    expect(sharedFactions(band(...factions))).toEqual(shared);
    expect(factionCard(band(...factions))).toBe(card);
  });

  it.each([
    ['repousser(12)', 'Repousser (12)'],
    ['sans-peur', 'Sans peur'],
    ['Grande peur', 'Grande peur'],
    ['peur du noir', 'peur du noir'],
    ['inconnue(2)', 'inconnue(2)'],
  ])('%s is written %s', (canonical, text) => {
    expect(ruleText(canonical)).toBe(text);
  });
});
