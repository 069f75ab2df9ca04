/** `show --json` of a Fées d'armes band: the keys scripts rely on, the faction card, the rules as written. */
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { resolveRule } from '../../../src/rulesets/fees-d-armes/parse.js';
import { analyseText, bandText, figure } from './helpers.js';

describe("Fées d'armes profile", () => {
  it('has the keys of the issue', async () => {
    const { profile } = await analyseText(bandText([figure('A', { cost: 4 }), figure('B', { cost: 3, factions: '[Contes, foret]' })]));
    expect(Object.keys(profile!)).toEqual(['ruleset', 'name', 'band', 'figures']);
    expect(profile!.band).toEqual({ points_budget: 10, points_spent: 7, faction_card: 'contes' });
    expect(profile!.figures.map((f) => [f.name, f.cost])).toEqual([['A', 4], ['B', 3]]);
    expect([profile!.ruleset, profile!.name]).toEqual(['fees-d-armes', 'Test']);
  });

  it("keeps the card's other rules in words as written, null without them", async () => {
    const { profile } = await analyseText(bandText([figure('A', { extra: "    text: Ne peut pas être ciblée à plus de 3 cases." }), figure('B')]));
    expect(profile!.figures.map((f) => f.text)).toEqual(['Ne peut pas être ciblée à plus de 3 cases.', null]);
  });

  it.each([
    ['no shared faction', ['[contes]', '[foret]'], 'points: 10', null],
    ['one shared faction', ['[contes, foret]', '[foret, village]'], 'points: 10', 'foret'],
    ['several shared, none chosen', ['[contes, foret]', '[foret, contes]'], 'points: 10', null],
    ['several shared, one chosen', ['[contes, foret]', '[foret, contes]'], 'points: 10\nfaction: Contes', 'contes'],
    ['a chosen faction not shared', ['[contes, foret]', '[foret]'], 'points: 10\nfaction: contes', null],
  ])('faction card: %s', async (_name, factions, head, card) => {
    const { profile } = await analyseText(bandText(factions.map((f, i) => figure(`F${i}`, { factions: f })), head));
    expect(profile!.band.faction_card).toBe(card);
  });

  it('writes §5 rules in their canonical spelling and keeps free text as written', async () => {
    const { profile } = await analyseText(bandText([figure('A', { extra: '    rules: ["Régénération (1)", Sans peur, Tir, Cape d\'ombre]' })]));
    expect(profile!.figures[0]!.rules).toEqual(['regeneration(1)', 'sans-peur', 'tir', "Cape d'ombre"]);
  });

  it('gives one profile card per figure, its actions and rules as written', async () => {
    const { band, profile } = await analyseText(bandText([figure('A', { cost: 10, extra: '    actions:\n      - {name: Massue, need: 2, damage: 2, plus: true}\n    rules: [peur]' })]));
    const [card] = ruleset.cards(band!, profile!);
    expect(card).toMatchObject({ kind: 'Carte de profil', title: 'A', cost: '10 pts', tracks: [{ label: 'Santé', boxes: 6 }] });
    expect(card!.stats).toEqual([[{ label: 'Action', value: '3 D6' }, { label: 'Mouvement', value: 3 }, { label: 'Armure', value: 1 }, { label: 'Santé', value: 6 }]]);
    expect(card!.lines).toEqual([{ label: 'Massue (2+)', text: 'Dégâts 2+' }]);
    expect(card!.rules).toEqual([{ title: 'Peur', text: "Aura (4) : Les figurines ennemies dans l'aura diminuent leur caractéristique d'action de 1." }]);
  });

  it.each([
    ['repousser(1)', 'repousser', '1', 1],
    ['Repousser (1)', 'repousser', '1', 1],
    ['  tir ( 6 ) ', 'tir', '6', 6],
    ['Tir', 'tir', undefined, undefined],
    ['charge(X)', 'charge', 'X', undefined],
    ['SANS PEUR', 'sans-peur', undefined, undefined],
    ['Déplacer(2)', 'deplacer', '2', 2],
  ])('reads %j as %s with (X) %j', (text, id, param, value) => {
    const ref = resolveRule(text, 0);
    expect([ref.def?.id, ref.param, ref.value]).toEqual([id, param, value]);
  });

  it.each(['invisible', 'peur(1', 'a(b)c', 'gel (1) (2)'])('keeps %j as free text', (text) => {
    expect(resolveRule(text, 0).def).toBeUndefined();
  });

  it('suggests the close §5 rule for a misspelt one', () => {
    const { findings } = ruleset.parse(parseYaml(bandText([figure('A', { cost: 10, extra: '    rules: ["regeneratoin(1)", "tirr(2)"]' })])));
    expect(findings.map((f) => [f.code, f.severity, f.params?.suggestion])).toEqual([
      ['fees/unknown-rule', 'warning', 'regeneration'],
      ['fees/unknown-rule', 'warning', 'tir, tirer'],
    ]);
  });
});
