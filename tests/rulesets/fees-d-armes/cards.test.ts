/** What Fées d'armes shows and prints: `show`'s view, `build`'s status, the notes of `validate`, the cards and the roster. */
import { describe, expect, it } from 'vitest';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { analyseText, bandText, figure } from './helpers.js';

const OGRE = figure('Ogre', {
  cost: 4,
  extra: [
    '    actions:',
    '      - {name: Massue, need: 2, damage: 2, plus: true, effects: ["repousser(1)"]}',
    '      - {name: Poussée, need: 1, effects: ["Repousser (1)", gel], text: Vers le bord.}',
    "    rules: [peur, \"Cape d'ombre\", Sans peur]",
    '    text: Vole.',
  ].join('\n'),
});
/** No action, no rule, no text; no faction shared with the ogre. */
const LOUP = figure('Loup', { cost: 3, factions: '[foret]' });

describe("Fées d'armes: show and build's status", () => {
  it('the band, a line per figure, then the card of each figure that has actions, rules or text', async () => {
    const { profile } = await analyseText(bandText([OGRE, LOUP]));
    expect(ruleset.view(profile!, 'en')).toEqual([
      { kind: 'heading', text: "Test (Fées d'armes)" },
      { kind: 'pairs', items: [['points (spent / budget)', '7 / 10'], ['faction card', 'none']] },
      {
        kind: 'table',
        columns: ['name', 'cost', 'Action', 'Mouvement', 'Armure', 'Santé', 'factions'],
        rows: [
          ['Ogre', 4, 3, 3, 1, 6, 'Contes'],
          ['Loup', 3, 3, 3, 1, 6, 'Forêt'],
        ],
      },
      { kind: 'heading', text: 'Ogre' },
      {
        kind: 'pairs',
        items: [
          ['actions', 'Massue (2+) : Dégâts 2+ · Repousser (1)'],
          ['', 'Poussée (1) · Repousser (1) · Gel · Vers le bord.'],
          ['rules', "Peur, Cape d'ombre, Sans peur"],
          ['text', 'Vole.'],
        ],
      },
    ]);
  });

  it('a figure with no faction reads -; the faction card named when every figure shares it', async () => {
    const { profile } = await analyseText(bandText([figure('Elfe', { factions: '[]' })]));
    expect((ruleset.view(profile!, 'fr')[2] as unknown as { rows: unknown[][] }).rows[0]!.at(-1)).toBe('-');
    const shared = await analyseText(bandText([figure('Elfe', { factions: '[foret]' }), figure('Loup', { factions: '[Forêt, contes]' })]));
    expect(ruleset.view(shared.profile!, 'fr')[1]).toEqual({ kind: 'pairs', items: [['points (dépensés / budget)', '4 / 10'], ['carte de faction', 'Forêt']] });
  });

  it('status: the band, then the figure as show prints it; the band alone without a figure', async () => {
    const { profile } = await analyseText(bandText([LOUP, OGRE]));
    const view = ruleset.view(profile!, 'en');
    const ogre = { name: 'Ogre', path: ['figures', 1] };
    expect(ruleset.builder.status(profile!, ogre, 'en')).toEqual([view[1], { ...(view[2] as object), rows: [(view[2] as unknown as { rows: unknown[] }).rows[1]] }, view[3], view[4]]);
    expect(ruleset.builder.status(profile!, { name: 'Loup', path: ['figures', 0] }, 'en')).toHaveLength(2);
    expect(ruleset.builder.status(profile!, undefined, 'en')).toEqual([view[1]]);
  });

  it('validate notes the faction card, nothing without one', async () => {
    const shared = await analyseText(bandText([figure('Elfe', { factions: '[foret]' })]));
    expect(ruleset.notes(shared.profile!)).toEqual([{ code: 'fees/note-faction-card', params: { faction: 'Forêt' } }]);
    expect(ruleset.notes((await analyseText(bandText([OGRE, LOUP]))).profile!)).toEqual([]);
  });
});

describe("Fées d'armes: print", () => {
  it('a card: each action as the rulebook writes it, the free rules and text on the front, each §5 rule once in full', async () => {
    const { band, profile } = await analyseText(bandText([OGRE, LOUP]));
    const [ogre, loup] = ruleset.cards(band!, profile!, 'en');
    expect(ogre!.kind).toBe('Profile card');
    expect(ogre!.badges).toEqual(['Contes']);
    expect(ogre!.lines).toEqual([
      { label: 'Massue (2+)', text: 'Dégâts 2+ · Repousser (1)' },
      { label: 'Poussée (1)', text: 'Repousser (1) · Gel · Vers le bord.' },
    ]);
    expect(ogre!.text).toBe("Cape d'ombre\nVole.");
    expect(ogre!.rules!.map((r) => r.title)).toEqual(['Peur', 'Sans peur', 'Repousser (1)', 'Gel']);
    expect(ogre!.rules![2]!.text).toContain('déplacée automatiquement de 1 cases');
    expect(loup).toMatchObject({ cost: '3 pts', lines: [], rules: [] });
    expect(loup!.text).toBeUndefined();
  });

  it("a card's free rule without a text, and a cost of one point", async () => {
    const { band, profile } = await analyseText(bandText([figure('Elfe', { cost: 1, extra: '    rules: [Invisible]' })]));
    expect(ruleset.cards(band!, profile!)[0]).toMatchObject({ kind: 'Carte de profil', cost: '1 pt', text: 'Invisible', rules: [] });
  });

  it('Tir with no (X) and with one are two texts; an (X) not written stays X', async () => {
    const { band, profile } = await analyseText(bandText([figure('Elfe', { extra: '    rules: [tir, "tir(4)", charge]' })]));
    const [elfe] = ruleset.cards(band!, profile!);
    expect(elfe!.rules!.map((r) => r.title)).toEqual(['Tir', 'Tir (4)', 'Charge']);
    expect(elfe!.rules![0]!.text).toMatch(/^Les attaques de cette figurine n'affectent pas forcément/);
    expect(elfe!.rules![1]!.text).toContain('à moins de 4 cases');
    expect(elfe!.rules![2]!.text).toContain('gratuitement de X cases');
  });

  it('the roster page: points, faction card, figures and Santé, then a line per figure', async () => {
    const { band, profile } = await analyseText(bandText([OGRE, figure('Elfe', { cost: 1, factions: '[]' })]));
    expect(ruleset.sheet(band!, profile!, 'en')).toEqual([
      { kind: 'heading', text: "Test (Fées d'armes)" },
      {
        kind: 'pairs',
        items: [
          ['points (spent / budget)', '5 / 10'],
          ['faction card', 'none'],
          ['figures', 2],
          ['Santé (total)', 12],
        ],
      },
      {
        kind: 'table',
        columns: ['name', 'cost', 'Action', 'Mouvement', 'Armure', 'Santé', 'factions'],
        rows: [
          ['Ogre', '4 pts', '3 D6', 3, 1, 6, 'Contes'],
          ['Elfe', '1 pt', '3 D6', 3, 1, 6, '-'],
        ],
      },
    ]);
    const shared = await analyseText(bandText([figure('Elfe', { factions: '[foret]' })]));
    expect((ruleset.sheet(shared.band!, shared.profile!, 'fr')[1] as unknown as { items: unknown[] }).items).toEqual([
      ['points (dépensés / budget)', '2 / 10'],
      ['carte de faction', 'Forêt'],
      ['figurines', 1],
      ['Santé (total)', 6],
    ]);
  });
});
