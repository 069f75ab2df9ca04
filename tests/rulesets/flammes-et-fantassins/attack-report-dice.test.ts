/**
 * `--dice A,B`: one roll made at the table, resolved the way the attacker plays it ("choisit le dé qui sera utilisé
 * pour toucher et le dé qui sera utilisé pour les dégâts"): every JSON key and every view line, with the lines shown
 * only when they apply (the target's answer, the botte, the stun, the drain, the specialties).
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { MAGES, MARQ, member, report, typed } from './attack-report-common.js';

const SPECIALISTS = 'tests/fixtures/ff-specialites.yaml';
const ELISE = "Élise l'Esquiveuse";
const o = { hit: 0, damage: 0, ca: 4, pv: 5 };
const roll = (dice: number[], more: Options = {}, lang: 'en' | 'fr' = 'en') => report(typed(o), typed(o), { ...o, ...more, dice }, lang);
const items = (view: Record<string, any>[]) => view.at(-1)!.items as string[][];

describe('a typed-in Mêlée, Touche +0 and Dégâts +0 against CA 4, PV 5', () => {
  it('3, 5: the 3 cannot reach CA 4, so the 5 hits and the 3 wounds; JSON whole', () => {
    expect(roll([3, 5]).json).toStrictEqual({
      ruleset: 'flammes-et-fantassins',
      method: 'dice',
      attacker: { name: null, file: null, attack: 'melee', weapon: null, spell: null },
      target: { name: null, file: null, defense: 'CA', pv: 5, pv_max: 5 },
      dice: [3, 5],
      touche_die: 5,
      degats_die: 3,
      concentration: { touche: 0, degats: 0 },
      botte_secrete: false,
      touche: 5,
      degats: 3,
      defense: 4,
      response: 'none',
      hit: true,
      damage: 3,
      kill: false,
      modifiers: {
        touche: { total: 0, parts: [{ value: 0, source: 'typed', detail: '--hit' }] },
        degats: { total: 0, parts: [{ value: 0, source: 'typed', detail: '--damage' }] },
        defense: { name: 'CA', total: 4, parts: [{ value: 4, source: 'typed', detail: '--ca' }] },
        conditional: [],
        until_pv_lost: [],
        pv: { max: 5, current: 5 },
        concentration: { count: 0, to: 'touche-or-degats' },
        effects: [],
      },
    });
  });
  it('3, 5: the view, English and French', () => {
    expect(roll([3, 5]).view).toEqual([
      { kind: 'heading', text: 'typed-in attacker attacks typed-in target: Mêlée' },
      {
        kind: 'table',
        columns: ['roll', 'value', 'source'],
        rows: [
          ['Touche', '+0', 'typed in (--hit)'],
          ['Dégâts', '+0', 'typed in (--damage)'],
          ['CA', '4', 'typed in (--ca)'],
          ['PV', '5', 'current PV (maximum 5)'],
        ],
      },
      { kind: 'pairs', items: [['totals', 'Touche = die +0 against CA 4; Dégâts = die +0']] },
      {
        kind: 'pairs',
        items: [
          ['dice', '3, 5'],
          ['Touche', 'die 5 + Concentration 0 → 5'],
          ['Dégâts', 'die 3 + Concentration 0 → 3'],
          ['CA', '4'],
          ['result', 'hit'],
          ['PV lost', '3'],
        ],
      },
    ]);
    const fr = roll([3, 5], {}, 'fr').view;
    expect(fr[0]).toEqual({ kind: 'heading', text: 'attaquant saisi attaque cible saisie : Mêlée' });
    expect(items(fr)).toEqual([
      ['dés', '3, 5'],
      ['Touche', 'dé 5 + Concentration 0 → 5'],
      ['Dégâts', 'dé 3 + Concentration 0 → 3'],
      ['CA', '4'],
      ['résultat', 'touché'],
      ['PV perdus', '3'],
    ]);
  });
  it('5, 6: the 5 hits and the 6 wounds, killing PV 5: 5 PV lost, all it has (Dégâts 6)', () => {
    const { json, view } = roll([5, 6]);
    expect(json).toMatchObject({ touche_die: 5, degats_die: 6, degats: 6, hit: true, damage: 5, kill: true });
    expect(items(view).slice(-2)).toEqual([['result', 'hit'], ['PV lost', '5 (kills)']]);
    expect(items(roll([5, 6], {}, 'fr').view).slice(-2)).toEqual([['résultat', 'touché'], ['PV perdus', '5 (tue)']]);
  });
  it('2, 3 misses', () => {
    const { json, view } = roll([2, 3]);
    expect(json).toMatchObject({ hit: false, damage: 0, kill: false });
    expect(items(view).slice(-2)).toEqual([['result', 'miss'], ['PV lost', '0']]);
    expect(items(roll([2, 3], {}, 'fr').view).slice(-2)).toEqual([['résultat', 'raté'], ['PV perdus', '0']]);
  });
  it('3, 6 with --concentration 1: the 3 + 1 hits, the 6 wounds', () => {
    const { json, view } = roll([3, 6], { concentration: 1 });
    expect(json).toMatchObject({ touche_die: 3, degats_die: 6, concentration: { touche: 1, degats: 0 }, touche: 4, degats: 6, kill: true });
    expect(items(view).slice(1, 3)).toEqual([
      ['Touche', 'die 3 + Concentration 1 → 4'],
      ['Dégâts', 'die 6 + Concentration 0 → 6'],
    ]);
  });
  it('4, 2 with --dodge: the 4 reaches CA 4 "tout juste", the Esquive reaction makes it miss; the answer shown', () => {
    const { json, view } = roll([4, 2], { dodge: true });
    expect(json).toMatchObject({ response: 'dodge', hit: false, defense: 5 });
    expect(items(view).slice(3)).toEqual([['CA', '5'], ['target answers', 'Esquive reaction'], ['result', 'miss'], ['PV lost', '0']]);
    expect(items(roll([4, 2], { dodge: true }, 'fr').view).slice(4, 5)).toEqual([['la cible répond', 'réaction Esquive']]);
  });
});

describe('the talents and options in one roll', () => {
  it('the botte secrète played: Élise (Touche +1, Dégâts +1) rolls 3, 5 against CA 4: 5 + 1 + 2 PV', () => {
    const { json, view } = report(member(MAGES, ELISE), typed({ ca: 4, pv: 20 }), { use: ['botte-secrete'], dice: [3, 5] });
    expect(json).toMatchObject({ touche_die: 3, degats_die: 5, botte_secrete: true, touche: 4, degats: 8, damage: 8 });
    expect(items(view)[2]).toEqual(['Dégâts', 'die 5 + Concentration 0 → 8 (Botte secrète)']);
  });
  it('the esquive talent to the CA: a Touche of 6 against Élise (CA 6 + 2)', () => {
    const { json, view } = report(typed({ hit: 0, damage: 0 }), member(MAGES, ELISE), { use: ['esquive'], dice: [6, 1] });
    expect(json).toMatchObject({ response: 'esquive-ca', hit: false });
    expect(items(view)[4]).toEqual(['target answers', 'esquive talent to CA']);
    expect(items(report(typed({ hit: 0, damage: 0 }), member(MAGES, ELISE), { use: ['esquive'], dice: [6, 1] }, 'fr').view)[4]).toEqual(['la cible répond', 'talent esquive à la CA']);
  });
  it('the esquive talent off the Effet of vampirisme; the mage drains what she loses (7 of her 9 PV)', () => {
    // Corbeau: the 2 hits (2 + 2 > Tra 2), Effet 6 + 3 = 9, less her DEX 2: 7 PV lost, 7 drained.
    const { json, view } = report(member(MAGES, 'Maître Corbeau'), member(MAGES, ELISE), { spell: 'vampirisme', use: ['esquive'], dice: [6, 2] });
    expect(json).toMatchObject({ touche_die: 2, degats_die: 6, degats: 9, defense: 2, response: 'esquive-degats', hit: true, damage: 7, kill: false, drain: 7 });
    expect(json).not.toHaveProperty('effect');
    expect(items(view)).toEqual([
      ['dice', '6, 2'],
      ['Touche', 'die 2 + Concentration 0 → 4'],
      ['Effet', 'die 6 + Concentration 0 → 9'],
      ['Tra', '2'],
      ['target answers', 'esquive talent off the Dégâts'],
      ['result', 'hit'],
      ['PV lost', '7'],
      ['PV drained by the mage', '7'],
    ]);
    const fr = items(report(member(MAGES, 'Maître Corbeau'), member(MAGES, ELISE), { spell: 'vampirisme', use: ['esquive'], dice: [6, 2] }, 'fr').view);
    expect(fr.slice(4)).toEqual([['la cible répond', 'talent esquive retranché des Dégâts'], ['résultat', 'touché'], ['PV perdus', '7'], ['PV drainés par le Mage', '7']]);
  });
  it('the drain is capped at the PV the target has: any Effet (2 + 3 or 6 + 3) at PV 3 loses and drains 3', () => {
    const { json, view } = report(member(MAGES, 'Maître Corbeau'), typed({ tra: 2, pv: 3 }), { spell: 'vampirisme', dice: [6, 2] });
    expect(json).toMatchObject({ damage: 3, kill: true, drain: 3 });
    expect(items(view).slice(-2)).toEqual([['PV lost', '3 (kills)'], ['PV drained by the mage', '3']]);
  });
  it('the masse announced: a Dégâts die of 5 stuns, a 4 does not; no line without it', () => {
    const tom = (dice: number[], use = ['assommer'], lang: 'en' | 'fr' = 'en') => report(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'), { use, dice }, lang);
    expect(tom([5, 1]).json).toMatchObject({ degats_die: 5, damage: 0, stunned: true });
    expect(items(tom([5, 1]).view).slice(-3)).toEqual([['result', 'hit'], ['PV lost', '0'], ['P(stunned)', 'yes']]);
    expect(items(tom([5, 1], ['assommer'], 'fr').view).at(-1)).toEqual(['P(assommée)', 'oui']);
    expect(tom([4, 3]).json.stunned).toBe(false);
    expect(items(tom([4, 3]).view).at(-1)).toEqual(['P(stunned)', 'no']);
    expect(items(tom([4, 3], ['assommer'], 'fr').view).at(-1)).toEqual(['P(assommée)', 'non']);
    const plain = tom([4, 3], []);
    expect(plain.json).not.toHaveProperty('stunned');
    expect(plain.json).not.toHaveProperty('magie_scolaire');
    expect(plain.json).not.toHaveProperty('eloquence');
    expect(plain.json).not.toHaveProperty('drain');
    expect(plain.json).not.toHaveProperty('effect');
    expect(items(plain.view).at(-1)).toEqual(['PV lost', '6']);
  });
});

describe('spells in one roll: the effect each reports', () => {
  // Scolastique: INT +1, SAG +1, against Tra 3 (a hit exceeds it).
  const scola = (spell: string, dice: number[], use: string[] = []) => report(member(SPECIALISTS, 'Scolastique'), typed({ tra: 3, pv: 4 }), { spell, use, dice });
  it('charme with magie scolaire: the 1 turned to a 6 hits, the 4 + 1 = 5 charms; both keys reported', () => {
    const { json, view } = scola('charme', [1, 4], ['magie-scolaire']);
    expect(json).toMatchObject({ dice: [1, 4], touche_die: 6, degats_die: 4, magie_scolaire: true, touche: 7, degats: 5, hit: true, effect: true, stunned: true });
    expect(items(view)).toEqual([
      ['dice', '1, 4'],
      ['Touche', 'die 6 + Concentration 0 → 7'],
      ['Effet', 'die 4 + Concentration 0 → 5'],
      ['Tra', '3'],
      ['result', 'hit'],
      ['PV lost', '0'],
      ['P(stunned)', 'yes'],
    ]);
  });
  it('charme on 6, 6 needs no turned die: magie_scolaire false; 4, 2 without it: the 4 hits, Effet 2 + 1 < 5, no effect', () => {
    expect(scola('charme', [6, 6], ['magie-scolaire']).json).toMatchObject({ hit: true, magie_scolaire: false, effect: true });
    const { json } = scola('charme', [4, 2]);
    expect(json).toMatchObject({ hit: true, degats: 3, effect: false, stunned: false });
    expect(json).not.toHaveProperty('magie_scolaire');
  });
  it('fascination pour les Ténèbres: the effect is the amount (PA)', () => {
    const { json } = report(member(SPECIALISTS, 'Cendre'), typed({ pv: 4 }), { spell: 'fascination-pour-les-tenebres', dice: [5, 3] });
    // Cendre: INT +1, SAG 0 (+1 of crémation not in play): the 3 + 1 > 3 hits, the 5 gives 5 PA.
    expect(json).toMatchObject({ touche_die: 3, degats_die: 5, hit: true, damage: 5, effect: 5 });
    expect(json).not.toHaveProperty('stunned');
  });
  it("acide: the effect is the hit", () => {
    expect(report(typed({ hit: 0, damage: 0 }), typed({ tra: 3, pv: 4 }), { spell: 'acide', dice: [4, 1] }).json).toMatchObject({ hit: true, effect: true });
    expect(report(typed({ hit: 0, damage: 0 }), typed({ tra: 3, pv: 4 }), { spell: 'acide', dice: [3, 1] }).json).toMatchObject({ hit: false, effect: false });
  });
  it("potion d'éloquence drunk for the roll: Ombre's 4 + 2 exceeds Tra 5", () => {
    const { json } = report(member(SPECIALISTS, 'Ombre'), typed({ tra: 5, pv: 4 }), { spell: 'frappe-de-l-ombre', use: ['potion-d-eloquence'], dice: [4, 3] });
    expect(json).toMatchObject({ touche_die: 4, hit: true, eloquence: true });
    expect(json).not.toHaveProperty('magie_scolaire');
  });
});
