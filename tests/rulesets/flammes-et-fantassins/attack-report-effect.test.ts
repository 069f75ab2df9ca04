/**
 * The report of a spell whose Effet is not PV lost (sommeil, fascination pour les Ténèbres, drain d'énergie magique,
 * acide): every JSON key and every view line, in English and French. A typed-in mage (INT +0, SAG +0) against a Trame
 * of 3: the Touche must exceed it (« doit dépasser la Tra. »), so a die of 4+ hits: 1 − (3/6)² = 27/36. The attacker
 * keeps the higher die for the Effet when both hit; the Effet is then, in 36ths: 0 on 9 rolls (a miss), 1, 2 and 3 on 6
 * each (the other die hits), 4 on 1 (4, 4), 5 on 3, 6 on 5.
 */
import { describe, expect, it } from 'vitest';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { p, report, typed } from './attack-report-common.js';

const mage = typed({ hit: 0, damage: 0 });
const trame3 = typed({ tra: 3, pv: 5 });
const cast = (spell: string, lang: 'en' | 'fr' = 'en', more: Options = {}) => report(mage, trame3, { spell, ...more }, lang);

const head = (spell: string) => ({
  ruleset: 'flammes-et-fantassins',
  method: 'exact',
  attacker: { name: null, file: null, attack: 'spell', weapon: null, spell },
  target: { name: null, file: null, defense: 'Tra', pv: 5, pv_max: 5 },
});
const typedPart = (value: number, detail: string) => ({ value, source: 'typed', detail });
const modifiers = (defense: { value: number; source: string; detail?: string }) => ({
  touche: { total: 0, parts: [typedPart(0, '--hit')] },
  degats: { total: 0, parts: [typedPart(0, '--damage')] },
  defense: { name: 'Tra', total: 3, parts: [defense] },
  conditional: [],
  until_pv_lost: [],
  pv: { max: 5, current: 5 },
  concentration: { count: 0, to: 'touche-or-degats' },
  effects: [],
});

const tableEn = (spell: string, tra = 'typed in (--tra)') => [
  { kind: 'heading', text: `typed-in attacker attacks typed-in target: spell ${spell}` },
  {
    kind: 'table',
    columns: ['roll', 'value', 'source'],
    rows: [
      ['Touche', '+0', 'typed in (--hit)'],
      ['Effet', '+0', 'typed in (--damage)'],
      ['Tra', '3', tra],
      ['PV', '5', 'current PV (maximum 5)'],
    ],
  },
  { kind: 'pairs', items: [['totals', 'Touche = die +0 against Tra 3; Effet = die +0']] },
];
const tableFr = (spell: string, tra = 'saisi (--tra)') => [
  { kind: 'heading', text: `attaquant saisi attaque cible saisie : sort ${spell}` },
  {
    kind: 'table',
    columns: ['jet', 'valeur', 'source'],
    rows: [
      ['Touche', '+0', 'saisi (--hit)'],
      ['Effet', '+0', 'saisi (--damage)'],
      ['Tra', '3', tra],
      ['PV', '5', 'PV actuels (maximum 5)'],
    ],
  },
  { kind: 'pairs', items: [['totaux', 'Touche = dé +0 contre Tra 3 ; Effet = dé +0']] },
];

describe('a spell with an effect on an Effet of 5+ (sommeil: « Si le dé d\'Effet obtient au moins un résultat de 5 »)', () => {
  // The effect needs one die of 4+ to hit and the other of 5+: both in {4, 5, 6} but not (4, 4): 8/36.
  it('JSON: P(hit) 27/36, P(effect) 8/36, the threshold; no amount', () => {
    expect(cast('sommeil').json).toStrictEqual({ ...head('sommeil'), p_hit: 0.75, p_effect: p(8), effect_at_least: 5, modifiers: modifiers(typedPart(3, '--tra')) });
  });
  it('view, English and French: the modifiers, then the two chances and nothing else', () => {
    expect(cast('sommeil').view).toEqual([...tableEn('sommeil'), { kind: 'pairs', items: [['P(hit)', '75.00%'], ['P(effect: hit with Effet 5+)', '22.22%']] }]);
    expect(cast('sommeil', 'fr').view).toEqual([...tableFr('sommeil'), { kind: 'pairs', items: [['P(touche)', '75,00\u00a0%'], ["P(effet : touché avec un Effet de 5+)", '22,22\u00a0%']] }]);
  });
});

describe('a spell whose Effet is an amount (fascination pour les Ténèbres: PA, against « une Tra de 3 »)', () => {
  const distribution = { 0: p(9), 1: p(6), 2: p(6), 3: p(6), 4: p(1), 5: p(3), 6: p(5) };
  // E = (6 + 12 + 18 + 4 + 15 + 30)/36 = 85/36 = 2.361; at least 1 PA whenever it hits: 27/36.
  it('JSON: P(effect) is P(at least 1), the amount with its unit, expectation and distribution; no threshold, no divisor', () => {
    expect(cast('fascination-pour-les-tenebres').json).toStrictEqual({
      ...head('fascination-pour-les-tenebres'),
      p_hit: 0.75,
      p_effect: p(27),
      amount: { unit: 'PA', expected: p(85), distribution },
      modifiers: modifiers({ value: 3, source: 'fascination-pour-les-tenebres' }),
    });
  });
  const bars = { kind: 'bars', items: [0, 1, 2, 3, 4, 5, 6].map((v) => ({ label: String(v), p: distribution[v as keyof typeof distribution] })) };
  it('view: the Trame named after the spell, the expected PA, then the Effet in PA as bars', () => {
    expect(cast('fascination-pour-les-tenebres').view).toEqual([
      ...tableEn('fascination pour les Ténèbres', 'Fascination pour les Ténèbres'),
      { kind: 'pairs', items: [['P(hit)', '75.00%'], ['P(PA ≥ 1)', '75.00%'], ['expected PA', '2.361']] },
      { kind: 'heading', text: 'Effet in PA' },
      bars,
    ]);
    expect(cast('fascination-pour-les-tenebres', 'fr').view).toEqual([
      ...tableFr('fascination pour les Ténèbres', 'Fascination pour les Ténèbres'),
      { kind: 'pairs', items: [['P(touche)', '75,00\u00a0%'], ['P(PA ≥ 1)', '75,00\u00a0%'], ['PA en moyenne', '2,361']] },
      { kind: 'heading', text: 'Effet en PA' },
      bars,
    ]);
  });
});

describe("an amount divided (drain d'énergie magique: « Diviser le dé d'Effet par 3 en arrondissant à l'inférieur »)", () => {
  // Effet 0-2 (9 + 6 + 6 = 21 rolls) → 0; 3-5 (6 + 1 + 3 = 10) → 1; 6 (5) → 2. E = (10 + 10)/36 = 20/36.
  it('JSON: divided_by 3, and P(at least 1 niveau) = 15/36, not P(hit)', () => {
    expect(cast('drain-d-energie-magique').json).toStrictEqual({
      ...head('drain-d-energie-magique'),
      p_hit: 0.75,
      p_effect: p(15),
      amount: { unit: 'niveaux', divided_by: 3, expected: p(20), distribution: { 0: p(21), 1: p(10), 2: p(5) } },
      modifiers: modifiers(typedPart(3, '--tra')),
    });
  });
  it('view: the chance and expectation in niveaux', () => {
    expect(cast('drain-d-energie-magique').view.slice(3)).toEqual([
      { kind: 'pairs', items: [['P(hit)', '75.00%'], ['P(niveaux ≥ 1)', '41.67%'], ['expected niveaux', '0.556']] },
      { kind: 'heading', text: 'Effet in niveaux' },
      { kind: 'bars', items: [{ label: '0', p: p(21) }, { label: '1', p: p(10) }, { label: '2', p: p(5) }] },
    ]);
  });
});

describe('a spell that only has to hit (acide: « Un équipement de la cible est détruit »)', () => {
  it('JSON: P(effect) = P(hit) = 27/36, no threshold, no amount', () => {
    expect(cast('acide').json).toStrictEqual({ ...head('acide'), p_hit: 0.75, p_effect: 0.75, modifiers: modifiers(typedPart(3, '--tra')) });
  });
  it('view: P(effect), no amount heading', () => {
    expect(cast('acide').view).toEqual([...tableEn('acide'), { kind: 'pairs', items: [['P(hit)', '75.00%'], ['P(effect)', '75.00%']] }]);
    expect(cast('acide', 'fr').view.slice(3)).toEqual([{ kind: 'pairs', items: [['P(touche)', '75,00\u00a0%'], ['P(effet)', '75,00\u00a0%']] }]);
  });
  it('the effect is the hit even when the Effet is 0 (SAG −6): P(effect) = P(hit) = 27/36, not P(Effet ≥ 1)', () => {
    const r = report(typed({ hit: 0, damage: -6 }), trame3, { spell: 'acide' });
    expect(r.json).toMatchObject({ p_hit: 0.75, p_effect: 0.75 });
  });
  it('a mage who cannot hit (Tra 3 against INT −3): P(hit) and P(effect) 0, shown 0.00%', () => {
    const r = report(typed({ hit: -3, damage: 0 }), trame3, { spell: 'acide' });
    expect(r.json).toMatchObject({ p_hit: 0, p_effect: 0 });
    expect(r.view[3]).toEqual({ kind: 'pairs', items: [['P(hit)', '0.00%'], ['P(effect)', '0.00%']] });
  });
});
