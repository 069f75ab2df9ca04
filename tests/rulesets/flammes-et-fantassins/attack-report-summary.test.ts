/**
 * The report of an attack that deals PV (Mêlée, Tir, a spell of PV lost): every JSON key and every view line, in
 * English and French, with the figures worked by hand over the 36 rolls of 2D6 ("L'attaquant jette 2D6 puis choisit
 * le dé qui sera utilisé pour toucher et le dé qui sera utilisé pour les dégâts").
 */
import { describe, expect, it } from 'vitest';
import { MARQ, p, report, typed, member } from './attack-report-common.js';

// ---------------------------------------------------------------- typed in: Touche +0, Dégâts +0 against CA 4, PV 5

// A die of 4+ hits: 27/36. With both dice 4+, the lower hits and the higher wounds. PV lost, in 36ths: 0 on 9 rolls,
// 1, 2, 3 on 6 each (the other die hits), 4 on (4, 4), 5 on 3 rolls, 6 on 5. P(kill at PV 5) = 8/36. A target loses
// at most the PV it has: the 6 counts 5 at PV 5, E = (6 + 12 + 18 + 4 + 5 · 8)/36 = 80/36 (not 85/36).
const ONE = [9, 6, 6, 6, 1, 3, 5];
/** The PV lost at `pv`: every Dégâts of `pv` or more is a loss of `pv`. */
const lost = (pv: number): number[] => [...ONE.slice(0, pv), ONE.slice(pv).reduce((a, b) => a + b, 0)];
const options = { hit: 0, damage: 0, ca: 4, pv: 5 };
const plain = (lang: 'en' | 'fr' = 'en', more = {}) => report(typed(options), typed(options), { ...options, ...more }, lang);

/** P(dead after n attacks): the PV lost by n independent attacks (no resource is spent) reach the PV. */
function toKill(pv: number): { attacks: number; p_dead: number }[] {
  let sums = new Map([[0, 1]]);
  const out: { attacks: number; p_dead: number }[] = [];
  for (let n = 1; n <= 10; n++) {
    const next = new Map<number, number>();
    for (const [s, q] of sums) ONE.forEach((k, d) => next.set(Math.min(pv, s + d), (next.get(Math.min(pv, s + d)) ?? 0) + (q * k) / 36));
    sums = next;
    out.push({ attacks: n, p_dead: sums.get(pv) ?? 0 });
    if (out.at(-1)!.p_dead >= 0.99) break;
  }
  return out;
}

describe('a typed-in Mêlée: Touche +0, Dégâts +0 against CA 4, PV 5', () => {
  it('JSON: every key; attacks to kill until 99%', () => {
    const dead = toKill(5);
    expect(dead.map((d) => d.attacks)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(plain().json).toStrictEqual({
      ruleset: 'flammes-et-fantassins',
      method: 'exact',
      attacker: { name: null, file: null, attack: 'melee', weapon: null, spell: null },
      target: { name: null, file: null, defense: 'CA', pv: 5, pv_max: 5 },
      p_hit: 0.75,
      expected_damage: p(80),
      p_kill: p(8),
      damage: Object.fromEntries(lost(5).map((k, d) => [d, p(k)])),
      attacks_to_kill: dead.map(({ attacks, p_dead }) => ({ attacks, p_dead: expect.closeTo(p_dead, 12) })),
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

  const bars = (note: string, pv: number) => lost(pv).map((k, d) => ({ label: String(d), p: p(k), ...(d >= pv ? { note } : {}) }));
  const deadBars = () => toKill(5).map(({ attacks, p_dead }) => ({ label: String(attacks), p: expect.closeTo(p_dead, 12) }));
  it('view in English: title, modifiers, totals, chances, PV lost (5, all it has, kills), attacks to kill', () => {
    expect(plain().view).toEqual([
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
      { kind: 'pairs', items: [['P(hit)', '75.00%'], ['expected PV lost', '2.222'], ['P(kill)', '22.22%']] },
      { kind: 'heading', text: 'PV lost' },
      { kind: 'bars', items: bars('kills', 5) },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: deadBars() },
    ]);
  });
  it('view in French', () => {
    expect(plain('fr').view).toEqual([
      { kind: 'heading', text: 'attaquant saisi attaque cible saisie : Mêlée' },
      {
        kind: 'table',
        columns: ['jet', 'valeur', 'source'],
        rows: [
          ['Touche', '+0', 'saisi (--hit)'],
          ['Dégâts', '+0', 'saisi (--damage)'],
          ['CA', '4', 'saisi (--ca)'],
          ['PV', '5', 'PV actuels (maximum 5)'],
        ],
      },
      { kind: 'pairs', items: [['totaux', 'Touche = dé +0 contre CA 4 ; Dégâts = dé +0']] },
      { kind: 'pairs', items: [['P(touche)', '75,00\u00a0%'], ['PV perdus en moyenne', '2,222'], ['P(mort)', '22,22\u00a0%']] },
      { kind: 'heading', text: 'PV perdus' },
      { kind: 'bars', items: bars('tue', 5) },
      { kind: 'heading', text: 'Attaques pour tuer (cible morte après n attaques)' },
      { kind: 'bars', items: deadBars() },
    ]);
  });
  it('--target-pv 4: the current PV beside the maximum; a loss of exactly 4 kills, 3 does not', () => {
    const r = plain('en', { targetPv: 4 });
    expect(r.json.target).toEqual({ name: null, file: null, defense: 'CA', pv: 4, pv_max: 5 });
    expect(r.json.modifiers.pv).toEqual({ max: 5, current: 4 });
    expect(r.json.p_kill).toBeCloseTo(9 / 36, 12);
    expect(r.view[1]!.rows.at(-1)).toEqual(['PV', '4', 'current PV (maximum 5)']);
    expect(r.view[5]!.items).toEqual(bars('kills', 4));
  });
  it('a negative Dégâts is shown with its sign, and the totals line adds the parts: Touche −1, Dégâts −2', () => {
    const o = { hit: -1, damage: -2, ca: 4, pv: 5 };
    const r = report(typed(o), typed(o), o);
    expect(r.view[1]!.rows.slice(0, 2)).toEqual([
      ['Touche', '-1', 'typed in (--hit)'],
      ['Dégâts', '-2', 'typed in (--damage)'],
    ]);
    expect(r.view[2]).toEqual({ kind: 'pairs', items: [['totals', 'Touche = die -1 against CA 4; Dégâts = die -2']] });
    expect(r.json.modifiers.touche.total).toBe(-1);
    expect(r.json.modifiers.degats.total).toBe(-2);
  });
});

// ---------------------------------------------------------------- a member: Gros Louis charges La Bertrude

describe('Gros Louis (FOR +2, arme à une main) charges La Bertrude (CA 3 + DEX 2 + cuir 1), --dodge --concentration 1', () => {
  const charge = (lang: 'en' | 'fr' = 'en') => report(member(MARQ, 'Gros Louis'), member(MARQ, 'La Bertrude'), { charge: true, dodge: true, concentration: 1 }, lang);
  // Touche die + 4 against CA 6; the Esquive reaction adds 1 against a hit "tout juste" (exactly 6), so a safe hit
  // needs 7; the +1 of Concentration goes to Touche or Dégâts (+3). Dice a ≥ b, in ordered rolls:
  // b ≥ 3 hits, a + 4 PV (Concentration on Dégâts); b = 2 hits with the Concentration, a + 3; b = 1: a ≥ 3 hits,
  // 1 + 4 = 5; (2, 1): the 2 hits with the Concentration, 1 + 3 = 4; (1, 1): 6 exactly, dodged.
  // Dégâts: 0: 1, 4: 2, 5: 9, 6: 2, 7: 3, 8: 5, 9: 7, 10: 7; P(kill at PV 8) = 19/36; P(dodge) = 1/36. A target loses
  // at most its 8 PV: PV lost 8 on 5 + 7 + 7 = 19 rolls, E = (8 + 45 + 12 + 21 + 8 · 19)/36 = 238/36.
  const damage = { 0: p(1), 4: p(2), 5: p(9), 6: p(2), 7: p(3), 8: p(19) };
  it('JSON: the figures, P(Esquive spent), and each modifier where it comes from; the reaction listed apart', () => {
    const { json } = charge();
    expect(json).toStrictEqual({
      ruleset: 'flammes-et-fantassins',
      method: 'exact',
      attacker: { name: 'Gros Louis', file: MARQ, attack: 'melee', weapon: 'arme-a-une-main', spell: null },
      target: { name: 'La Bertrude', file: MARQ, defense: 'CA', pv: 8, pv_max: 8 },
      p_hit: p(35),
      expected_damage: p(238),
      p_kill: p(19),
      damage,
      attacks_to_kill: json.attacks_to_kill,
      p_dodge: p(1),
      modifiers: {
        touche: {
          total: 4,
          parts: [
            { value: 2, source: 'FOR', detail: 'puissant: Barbare +2' },
            { value: 1, source: 'arme-a-une-main' },
            { value: 1, source: 'charge' },
          ],
        },
        degats: {
          total: 3,
          parts: [
            { value: 0, source: 'arme-a-une-main' },
            { value: 2, source: 'FOR', detail: 'Barbare +2' },
            { value: 1, source: 'charge' },
          ],
        },
        defense: {
          name: 'CA',
          total: 6,
          parts: [
            { value: 3, source: 'base' },
            { value: 2, source: 'DEX', detail: 'agile: Assassin +2' },
            { value: 1, source: 'cuir' },
          ],
        },
        conditional: [{ roll: 'defense', value: 1, source: 'dodge', when: 'dodge' }],
        until_pv_lost: [],
        pv: { max: 8, current: 8 },
        concentration: { count: 1, to: 'touche-or-degats' },
        effects: [],
      },
    });
    expect(json.attacks_to_kill[0]).toEqual({ attacks: 1, p_dead: p(19) });
    expect(json.attacks_to_kill.map((a: { attacks: number }) => a.attacks)).toEqual([1, 2, 3]);
  });
  it('view in English: rows sorted Touche, Dégâts, CA (the Charge lines were added last); the CA base unsigned', () => {
    const { view, json } = charge();
    expect(view).toEqual([
      { kind: 'heading', text: 'Gros Louis attacks La Bertrude: Mêlée with arme à une main' },
      {
        kind: 'table',
        columns: ['roll', 'value', 'source'],
        rows: [
          ['Touche', '+2', 'FOR (puissant: Barbare +2)'],
          ['Touche', '+1', 'Arme à une main'],
          ['Touche', '+1', 'Charge'],
          ['Dégâts', '+0', 'Arme à une main'],
          ['Dégâts', '+2', 'FOR (Barbare +2)'],
          ['Dégâts', '+1', 'Charge'],
          ['CA', '3', 'base'],
          ['CA', '+2', 'DEX (agile: Assassin +2)'],
          ['CA', '+1', 'Cuir'],
          ['CA', '+1', 'Esquive reaction (when it turns a hit "tout juste" into a miss)'],
          ['Concentration', '1', 'each +1 to Touche or Dégâts, chosen after the roll'],
          ['PV', '8', 'current PV (maximum 8)'],
        ],
      },
      { kind: 'pairs', items: [['totals', 'Touche = die +4 against CA 6; Dégâts = die +3']] },
      { kind: 'pairs', items: [['P(hit)', '97.22%'], ['expected PV lost', '6.611'], ['P(kill)', '52.78%'], ['P(Esquive spent)', '2.78%']] },
      { kind: 'heading', text: 'PV lost' },
      { kind: 'bars', items: Object.entries(damage).map(([label, q]) => ({ label, p: q, ...(Number(label) >= 8 ? { note: 'kills' } : {}) })) },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: json.attacks_to_kill.map((a: { attacks: number; p_dead: number }) => ({ label: String(a.attacks), p: a.p_dead })) },
    ]);
  });
  it('view in French: the sources, the reaction and the Concentration in French', () => {
    const { view } = charge('fr');
    expect(view[0]).toEqual({ kind: 'heading', text: 'Gros Louis attaque La Bertrude : Mêlée avec arme à une main' });
    expect(view[1]!.rows.slice(9)).toEqual([
      ['CA', '+1', 'réaction Esquive (quand elle fait échouer une attaque qui toucherait « tout juste »)'],
      ['Concentration', '1', 'chaque +1 à la Touche ou aux Dégâts, choisi après le jet'],
      ['PV', '8', 'PV actuels (maximum 8)'],
    ]);
    expect(view[2]).toEqual({ kind: 'pairs', items: [['totaux', 'Touche = dé +4 contre CA 6 ; Dégâts = dé +3']] });
    expect(view[3]!.items.at(-1)).toEqual(['P(Esquive dépensée)', '2,78\u00a0%']);
  });
  it('without --dodge there is no p_dodge, no reaction line, and no Concentration row at --concentration 0', () => {
    const { json, view } = report(member(MARQ, 'Gros Louis'), member(MARQ, 'La Bertrude'), { charge: true });
    expect(json).not.toHaveProperty('p_dodge');
    expect(json.modifiers.conditional).toEqual([]);
    expect(json.modifiers.concentration).toEqual({ count: 0, to: 'touche-or-degats' });
    expect(view[1]!.rows.map((r: string[]) => r[0])).toEqual(['Touche', 'Touche', 'Touche', 'Dégâts', 'Dégâts', 'Dégâts', 'CA', 'CA', 'CA', 'PV']);
    expect(view[3]!.items.map((i: string[]) => i[0])).toEqual(['P(hit)', 'expected PV lost', 'P(kill)']);
  });
});
