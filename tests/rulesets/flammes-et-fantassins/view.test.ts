import { describe, expect, it } from 'vitest';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { CAMPAIGN_BAND, MIXED_BAND, typed } from './profile-bands.js';

const COLUMNS_TAIL = ['DEX', 'FOR', 'CON', 'INT', 'SAG', 'CHA', 'Dép', 'PV', 'Tra', 'Com', 'Mêl', 'Tir', 'CA'];
const CAMPAIGN_ROWS = [
  ['Garde', 'Puissant', 'Mercenaire', '+1', '0', '+1', '0', '0', '0', 7, 9, 1, 0, 0, 2, 5],
  ['Ambroise', 'Agile', 'Mercenaire', '+1', '0', '0', '+1', '0', '0', 7, 6, 6, 0, 1, 1, 3],
  ['Chantre', 'Agile', 'Mercenaire', '0', '0', '0', '0', '+1', '+1', 6, 8, 3, 1, 0, 0, 4],
];

describe('F&F show: the view of a band', () => {
  it('budgets, the campaign line and the potions created, the stat table, then each kit (English)', () => {
    const { profile } = typed(CAMPAIGN_BAND);
    expect(ruleset.view(profile, 'en')).toStrictEqual([
      { kind: 'heading', text: 'T (Flammes & Fantassins)' },
      {
        kind: 'pairs',
        items: [
          ['PC (spent / budget)', '3 / 4'],
          ['pièces de fer (spent / budget)', '4 / 4'],
          ['PA per round', 4],
          ['campaign', '1 scenario(s): 1 win(s), 0 loss(es), 2 trophies; earned 1 PC and 1 pièce(s) de fer'],
          ['created (Création de potion)', 'Potion de Vie, Bombe'],
        ],
      },
      { kind: 'table', columns: ['name', 'style', 'rank', ...COLUMNS_TAIL], rows: CAMPAIGN_ROWS },
      { kind: 'heading', text: 'Garde' },
      { kind: 'pairs', items: [['classes', 'Archer'], ['equipment', 'Arc, Arme à une main, Rondache'], ['shield', 'Rondache not used with arc: CA 4 in a round it uses the arc']] },
      { kind: 'heading', text: 'Ambroise' },
      { kind: 'pairs', items: [['classes', 'Alchimiste'], ['equipment', 'Bâton, Robe, Potion de Vie'], ['spells', "Frappe de l'Ombre, Poison"], ['specialty', 'Création de potion']] },
      { kind: 'heading', text: 'Chantre' },
      { kind: 'pairs', items: [['classes', 'Skald'], ['equipment', 'Arme à une main, Cuir'], ['talents', 'Inspiration, Légendes']] },
    ]);
  });

  it('in French', () => {
    const { profile } = typed(CAMPAIGN_BAND);
    const view = ruleset.view(profile, 'fr');
    expect(view[1]).toStrictEqual({
      kind: 'pairs',
      items: [
        ['PC (dépensés / budget)', '3 / 4'],
        ['pièces de fer (dépensées / budget)', '4 / 4'],
        ['PA par round', 4],
        ['campagne', '1 scénario(s) : 1 victoire(s), 0 défaite(s), 2 trophées ; gagné 1 PC et 1 pièce(s) de fer'],
        ['créés (Création de potion)', 'Potion de Vie, Bombe'],
      ],
    });
    expect(view[2]).toStrictEqual({ kind: 'table', columns: ['nom', 'style', 'rang', ...COLUMNS_TAIL], rows: CAMPAIGN_ROWS });
    expect(view[4]).toStrictEqual({ kind: 'pairs', items: [['classes', 'Archer'], ['équipement', 'Arc, Arme à une main, Rondache'], ['bouclier', 'Rondache inutilisé avec arc : CA 4 pendant un Round où il se sert de arc']] });
    expect(view[6]).toStrictEqual({ kind: 'pairs', items: [['classes', 'Alchimiste'], ['équipement', 'Bâton, Robe, Potion de Vie'], ['sorts', "Frappe de l'Ombre, Poison"], ['spécialité', 'Création de potion']] });
  });

  it('no campaign line without a campaign; a line of "-" for no rank, no class, no equipment; negative stats signed', () => {
    const { profile } = typed(MIXED_BAND);
    expect(ruleset.view(profile, 'en')).toStrictEqual([
      { kind: 'heading', text: 'B (Flammes & Fantassins)' },
      { kind: 'pairs', items: [['PC (spent / budget)', '5 / 9'], ['pièces de fer (spent / budget)', '8 / 10'], ['PA per round', 6]] },
      {
        kind: 'table',
        columns: ['name', 'style', 'rank', ...COLUMNS_TAIL],
        rows: [
          ['Nul', 'Agile', '-', '0', '0', '0', '0', '0', '0', 6, 6, 3, 0, 0, 0, 3],
          ['Roland', 'Puissant', 'Héros', '-2', '+3', '+3', '0', '0', '0', 5, 19, 0, 0, 4, -2, 10],
          ['Merlin', 'Agile', 'Aventurier', '0', '0', '0', '+3', '+1', '0', 7, 6, 5, 0, 0, 0, 2],
        ],
      },
      { kind: 'heading', text: 'Nul' },
      { kind: 'pairs', items: [['classes', '-'], ['equipment', '-']] },
      { kind: 'heading', text: 'Roland' },
      { kind: 'pairs', items: [['classes', 'Barbare, Soldat, Chevalier'], ['equipment', 'Arme à deux mains, Écu, Plaque'], ['shield', 'Écu not used with arme à deux mains: CA 9 in a round it uses the arme à deux mains']] },
      { kind: 'heading', text: 'Merlin' },
      {
        kind: 'pairs',
        items: [
          ['classes', 'Magicien, Archimage'],
          ['equipment', 'Bâton, Masse, Dague, Couteaux de lancer, Arbalète légère, Nu, Grimoire, Bombe'],
          ['spells', 'Armure de Mage, Boule de feu'],
          ['specialty', 'Magie Scolaire'],
        ],
      },
    ]);
  });

  it('a campaign with no potion created has its line but no "created" line', () => {
    const { profile } = typed(CAMPAIGN_BAND.replace(/ {2}potions:[\s\S]*$/, '  potions: []\n'));
    expect((ruleset.view(profile, 'en')[1] as unknown as { items: unknown[][] }).items.map(([key]) => key)).toStrictEqual(['PC (spent / budget)', 'pièces de fer (spent / budget)', 'PA per round', 'campaign']);
  });

  it('roster: each character by name, at its index', () => {
    const { band } = typed(MIXED_BAND);
    expect(ruleset.roster(band)).toStrictEqual([
      { name: 'Nul', path: ['characters', 0] },
      { name: 'Roland', path: ['characters', 1] },
      { name: 'Merlin', path: ['characters', 2] },
    ]);
  });
});
