/** `show`'s tables and the views of `simulate-attack` and `roll`, every line in English and French. */
import { describe, expect, it } from 'vitest';
import { derive } from '../../../src/rulesets/mef-fan/derive.js';
import { nameOf } from '../../../src/rulesets/mef-fan/names.js';
import { attackView, initiativeView, rollView, view, type AttackViewJson } from '../../../src/rulesets/mef-fan/view.js';
import { bandOf, baseUnit, richBand } from './helpers.js';

const RICH_ONE = [{ name: 'Sorcière', role: 'magicien', rank: 'archimage', dep: 0, mel: [{ score: 2 }], def: 1, men: 4, vie: 1, spells: ['eclair-magique', 'Danse des ombres'] }];

describe('show: the army', () => {
  it('heading, points, both tables and the extras of each unit, in English', () => {
    expect(view(derive(richBand()), 'en')).toEqual([
      { kind: 'heading', text: 'Riche (Mini Figs Mef-Fan)' },
      { kind: 'pairs', items: [['points (spent / agreed)', '130 / 500'], ['campaign', 'no']] },
      {
        kind: 'table',
        columns: ['name', 'role', 'figures', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie'],
        rows: [
          ['Sorcière', 'magicien', 1, '0', '2', '-', 1, 4, 1],
          ['Cavaliers', 'troupe', 2, '3 Vol', '3 P1 / 2', '4 P1 longue unique / 2 P2 courte limitées', 2, 3, 2],
        ],
      },
      { kind: 'heading', text: 'Costs (#)' },
      {
        kind: 'table',
        columns: ['name', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'sum', '× Vie', 'figure', 'unit'],
        rows: [
          ['Sorcière', 0, 4, 0, 2, 4, 10, '×1', 10, 10],
          ['Cavaliers', 6, 14, 13, 4, 3, 40, '×1.5', 60, 120],
        ],
      },
      { kind: 'heading', text: 'Sorcière' },
      { kind: 'pairs', items: [['rank', 'archimage'], ['spells', 'Éclair magique, Danse des ombres']] },
      { kind: 'heading', text: 'Cavaliers' },
      { kind: 'pairs', items: [['equipment', 'lance'], ['skills', 'Effrayant']] },
    ]);
  });

  it('the words in French; a campaign army', () => {
    const blocks = view(derive(bandOf(RICH_ONE, { campaign: true })), 'fr');
    expect(blocks[1]).toEqual({ kind: 'pairs', items: [['points (dépensés / convenus)', '10 / 10000'], ['campagne', 'oui']] });
    expect(blocks[2]).toMatchObject({ columns: ['nom', 'rôle', 'figurines', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie'] });
    expect(blocks[3]).toEqual({ kind: 'heading', text: 'Coûts (#)' });
    expect(blocks[4]).toMatchObject({ columns: ['nom', 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'somme', '× Vie', 'figurine', 'unité'] });
    expect(blocks.slice(5)).toEqual([
      { kind: 'heading', text: 'Sorcière' },
      { kind: 'pairs', items: [['rang', 'archimage'], ['sorts', 'Éclair magique, Danse des ombres']] },
    ]);
  });

  it('no extras block for a unit without equipment, skills, spells or rank; a rank alone has one', () => {
    const blocks = view(derive(bandOf([{ ...baseUnit, name: 'Nu' }, { ...baseUnit, name: 'Mage', role: 'magicien', rank: 'acolyte' }])), 'en');
    expect(blocks.slice(5)).toEqual([
      { kind: 'heading', text: 'Mage' },
      { kind: 'pairs', items: [['rank', 'acolyte']] },
    ]);
  });

  it('a unit of one equipment only, one of skills only, one of spells only', () => {
    const blocks = view(derive(bandOf([{ ...baseUnit, name: 'L', equipment: ['lance'] }, { ...baseUnit, name: 'E', skills: ['effrayant'] }, { ...baseUnit, name: 'S', spells: ['terreur'] }])), 'fr');
    expect(blocks.slice(5)).toEqual([
      { kind: 'heading', text: 'L' },
      { kind: 'pairs', items: [['équipement', 'lance']] },
      { kind: 'heading', text: 'E' },
      { kind: 'pairs', items: [['compétences', 'Effrayant']] },
      { kind: 'heading', text: 'S' },
      { kind: 'pairs', items: [['sorts', 'Terreur']] },
    ]);
  });
});

const ATTACK: AttackViewJson = {
  weapon: 'melee',
  attacker: { name: 'Lanciers', typed: false, models: 6, dice: 6 },
  target: { name: 'Troll', typed: false, models: 1, def: 2, vie: 3 },
  modifiers: [],
  rolls: [{ score: 2, perforant: 0, dice: 6, target: 3, p_success: 0.5, save: 2, p_unsaved: 1 / 3 }],
  p_frightened: 0,
  parry: null,
  wounds: { '0': 0.25, '1': 0.75 },
  removed: { '0': 1 },
  expected_wounds: 0.75,
  expected_vie_lost: 0.5,
  expected_removed: 0,
  def_modifiers: [],
  spell: null,
  if_cast: null,
};

describe('simulate-attack: the view', () => {
  it('the least: a heading, one line a score, the two distributions', () => {
    expect(attackView(ATTACK, 'en')).toEqual([
      { kind: 'heading', text: 'Lanciers (6) attacks Troll (1) in melee' },
      { kind: 'lines', lines: ['6 × score 2: success on d6 ≤ 3 (50.00%), then Déf save on d6 ≤ 2: 33.33% unsaved per die'] },
      { kind: 'heading', text: 'Unsaved wounds (expected 0.750; Vie lost 0.500)' },
      { kind: 'bars', items: [{ label: '0', p: 0.25 }, { label: '1', p: 0.75 }] },
      { kind: 'heading', text: 'Figures removed at Vie 3 each (expected 0.000)' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
    ]);
  });

  it('every line: modifiers (±0 too), Déf modifiers, Effrayant on both sides, a parry with its modifiers', () => {
    const json: AttackViewJson = {
      ...ATTACK,
      modifiers: [{ source: 'charge', value: 1 }, { source: 'lance', value: 0 }, { source: 'tremblement', value: -2 }],
      rolls: [...ATTACK.rolls, { score: 3, perforant: 1, dice: 1, target: 4, p_success: 2 / 3, save: 1, p_unsaved: 5 / 6 }],
      def_modifiers: [{ source: 'fragilite', value: -2 }, { source: 'peau-de-pierre', value: 1 }],
      p_frightened: 0.5,
      parry: { dice: 2, modifiers: [{ source: 'guard', value: 1 }], p_frightened: 1 / 6 },
    };
    expect(attackView(json, 'en')[1]).toEqual({
      kind: 'lines',
      lines: [
        '6 × score 2: success on d6 ≤ 3 (50.00%), then Déf save on d6 ≤ 2: 33.33% unsaved per die',
        '1 × score 3 P1: success on d6 ≤ 4 (66.67%), then Déf save on d6 ≤ 1: 83.33% unsaved per die',
        '+1  charge',
        '±0  lance',
        '-2  Tremblement',
        'Déf of the target 2: -2 Fragilité, +1 Peau de pierre',
        'Lanciers fails its Men test against Effrayant (50.00%): −1',
        'Troll parries with 2 Mél dice',
        '  +1  en garde',
        'Troll fails its Men test against Effrayant (16.67%): −1',
      ],
    });
    expect(attackView(json, 'fr')[1]).toMatchObject({ lines: expect.arrayContaining(['Déf de la cible 2 : -2 Fragilité, +1 Peau de pierre', 'Troll pare avec 2 dés de Mél', 'Lanciers rate son jet de Men contre Effrayant (50,00\u00a0%) : −1']) });
  });

  it('a parry with no fear and no modifier adds one line', () => {
    const lines = (attackView({ ...ATTACK, parry: { dice: 1, modifiers: [], p_frightened: 0 } }, 'en')[1] as { readonly lines: readonly string[] }).lines;
    expect(lines.slice(1)).toEqual(['Troll parries with 1 Mél dice']);
  });

  it('typed-in sides and a side without a name are named by their role; a shot', () => {
    const json: AttackViewJson = { ...ATTACK, weapon: 'ranged', attacker: { ...ATTACK.attacker, typed: true }, target: { ...ATTACK.target, name: null } };
    expect(attackView(json, 'en')[0]).toEqual({ kind: 'heading', text: 'the attacker (6) shoots at the target (1)' });
    expect(attackView(json, 'fr')[0]).toEqual({ kind: 'heading', text: "l'attaquant (6) tire sur la cible (1)" });
    expect(attackView({ ...json, p_frightened: 1 }, 'en')[1]).toMatchObject({ lines: expect.arrayContaining(['the attacker fails its Men test against Effrayant (100.00%): −1']) });
  });

  it('a spell: the casting and its outcome first, the spell named in the heading', () => {
    const json: AttackViewJson = {
      ...ATTACK,
      weapon: 'spell',
      spell: { id: 'eclair-magique', name: 'Éclair magique', men: 3, modifiers: [{ source: 'concentrated', value: 1 }], target: 4, p_cast: 2 / 3 },
      if_cast: { expected_wounds: 0.5, expected_vie_lost: 0.5, expected_removed: 1 / 3 },
    };
    const [heading, lines] = attackView(json, 'en');
    expect(heading).toEqual({ kind: 'heading', text: 'Lanciers (6) casts Éclair magique at Troll (1)' });
    expect((lines as { readonly lines: readonly string[] }).lines.slice(0, 2)).toEqual(['Casting: Men 3 +1 Action concentrée, d6 ≤ 4: 66.67%', 'Once cast: expected wounds 0.500, Vie lost 0.500, figures removed 0.333']);
    expect((attackView(json, 'fr')[1] as { readonly lines: readonly string[] }).lines.slice(0, 2)).toEqual(['Lancer : Men 3 +1 Action concentrée, d6 ≤ 4 : 66,67\u00a0%', 'Une fois lancé : blessures 0,500 en moyenne, Vie perdue 0,500, figurines retirées 0,333']);
  });

  it('a spell without its outcome, or an outcome without a spell, adds no casting line', () => {
    const spell = { id: 'x', name: 'X', men: 3, modifiers: [], target: 3, p_cast: 0.5 };
    for (const json of [{ ...ATTACK, spell }, { ...ATTACK, if_cast: { expected_wounds: 1, expected_vie_lost: 1, expected_removed: 1 } }]) {
      expect((attackView(json, 'en')[1] as { readonly lines: readonly string[] }).lines).toHaveLength(1);
    }
  });
});

describe('roll: the view', () => {
  it('exact odds: the bars of success and failure, and of the effect when there is one', () => {
    const json = { roll: 'cast', men: 3, modifiers: [{ source: 'concentrated', value: 1 }], target: 4, p_success: 2 / 3 };
    expect(rollView(json, 'en')).toEqual([
      { kind: 'heading', text: 'Spell casting (Men test)' },
      { kind: 'lines', lines: ['Men 3', '+1  Action concentrée', 'success on d6 ≤ 4'] },
      { kind: 'bars', items: [{ label: 'success', p: 2 / 3 }, { label: 'failure', p: 1 - 2 / 3 }] },
    ]);
    expect(rollView({ ...json, p_effect: 0.25 }, 'fr')[2]).toEqual({ kind: 'bars', items: [{ label: 'réussite', p: 2 / 3 }, { label: 'échec', p: 1 - 2 / 3 }, { label: 'lancé et non résisté', p: 0.25 }] });
  });

  it('a throw: the dice and the outcome, the target die when the spell is resisted or not', () => {
    const json = { roll: 'morale', men: 2, modifiers: [], target: 2, dice: [5, 1], success: true };
    expect(rollView(json, 'en')).toEqual([
      { kind: 'heading', text: 'Test de moral' },
      { kind: 'lines', lines: ['Men 2', 'success on d6 ≤ 2'] },
      { kind: 'lines', lines: ['dice: 5, 1', 'success'] },
    ]);
    expect(rollView({ ...json, success: false }, 'fr')[2]).toEqual({ kind: 'lines', lines: ['dés : 5, 1', 'échec'] });
    expect(rollView({ ...json, target_die: 3, effect: true }, 'en')[2]).toEqual({ kind: 'lines', lines: ['dice: 5, 1', 'success', 'the target fails its Men test (3)'] });
    expect(rollView({ ...json, target_die: 2, effect: false }, 'en')[2]).toEqual({ kind: 'lines', lines: ['dice: 5, 1', 'success', 'the target resists (2)'] });
    expect(rollView({ roll: 'heal', men: 2, modifiers: [], target: 2 }, 'en')[2]).toEqual({ kind: 'lines', lines: ['dice: ', 'failure'] });
  });

  it('Men above 5: never demoralised', () => {
    expect(rollView({ roll: 'morale', men: 6, modifiers: [], target: 6, p_success: 1, unbreakable: true }, 'en')[1]).toEqual({ kind: 'lines', lines: ['Men 6', 'Men above 5: never demoralised, no roll'] });
  });
});

describe('roll initiative: the view', () => {
  it('exact odds: the chance to win and of a tie, a tie 0 when not given', () => {
    expect(initiativeView({ bonus: 2, opponent_bonus: 0, p_first: 0.7, p_tie: 0.1 }, 'en')).toEqual([
      { kind: 'heading', text: 'Initiative' },
      { kind: 'lines', lines: ["Your bonus +2, the opponent's 0: a d6 each, ties re-rolled"] },
      { kind: 'bars', items: [{ label: 'you win the initiative', p: 0.7 }, { label: 'a throw is a tie (re-rolled)', p: 0.1 }] },
    ]);
    expect(initiativeView({ bonus: 0, opponent_bonus: 1, p_first: 0.4 }, 'fr').slice(1)).toEqual([
      { kind: 'lines', lines: ["Votre bonus 0, celui de l'adversaire +1 : un d6 chacun, égalités relancées"] },
      { kind: 'bars', items: [{ label: "vous remportez l'initiative", p: 0.4 }, { label: 'un jet est une égalité (relancé)', p: 0 }] },
    ]);
  });

  it('thrown: each throw with its bonus added, a face alone without one, then the winner', () => {
    expect(initiativeView({ bonus: 1, opponent_bonus: 0, throws: [[3, 4], [5, 2]], winner: 'player' }, 'en')[2]).toEqual({ kind: 'lines', lines: ['you 3+1 = 4, the opponent 4', 'you 5+1 = 6, the opponent 2', 'you win the initiative'] });
    expect(initiativeView({ bonus: 0, opponent_bonus: 2, throws: [[6, 5]], winner: 'opponent' }, 'fr')[2]).toEqual({ kind: 'lines', lines: ["vous 6, l'adversaire 5+2 = 7", "l'adversaire remporte l'initiative"] });
    expect(initiativeView({ bonus: 0, opponent_bonus: 0, winner: 'player' }, 'en')[2]).toEqual({ kind: 'lines', lines: ['you win the initiative'] });
  });
});

describe('names', () => {
  it.each([
    ['role', 'porte-banniere', 'porte-bannière'],
    ['movement', 'vol', 'Vol'],
    ['range', 'tres-courte', 'très courte'],
    ['ammunition', 'unique', 'unique'],
    ['spell', 'vision-de-l-aigle', "Vision de l'aigle"],
    ['spell', 'Danse des ombres', 'Danse des ombres'],
    ['nothing', 'x', 'x'],
  ])('%s %s → %s', (catalogue, id, name) => expect(nameOf(catalogue, id)).toBe(name));
});
