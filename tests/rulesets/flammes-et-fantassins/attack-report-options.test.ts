/**
 * What the report adds for each option, shown only when it applies: the once-per-game talents (botte secrète, esquive),
 * the masse's stun, the peau d'écorce, the Round-long effects and their assumption, image miroir's rule.
 * Figures worked by hand over the 36 rolls of 2D6.
 */
import { describe, expect, it } from 'vitest';
import { MAGES, MARQ, member, p, report, typed } from './attack-report-common.js';

const ELISE = "Élise l'Esquiveuse";
const rows = (view: Record<string, any>[]) => view[1]!.rows as string[][];
const chances = (view: Record<string, any>[]) => view[3]!.items as string[][];

describe('the talents: P(played) for each talent in play, and only those', () => {
  it('Élise against herself, botte secrète and esquive: Touche +1 against CA 6 needs a 5+ (20/36); the esquive (+2 CA) answers each, so she never hits', () => {
    const { json, view } = report(member(MAGES, ELISE), member(MAGES, ELISE), { use: ['botte-secrete', 'esquive'] });
    expect(json.p_hit).toBe(0);
    expect(json.p_talents).toEqual({ 'botte-secrete': 0, esquive: p(20) });
    expect(json.modifiers.conditional).toEqual([
      { roll: 'degats', value: 2, source: 'botte-secrete', detail: 'DEX', when: 'botte-secrete' },
      { roll: 'defense', value: 2, source: 'esquive', detail: 'DEX', when: 'esquive' },
    ]);
    // Talents played by choice are not in the totals.
    expect(json.modifiers.degats.total).toBe(1);
    expect(json.modifiers.defense.total).toBe(6);
    expect(rows(view)).toEqual([
      ['Touche', '+2', 'DEX (agile: Voleur +1, Bretteur +1)'],
      ['Touche', '-1', 'Dague'],
      ['Dégâts', '+0', 'Dague'],
      ['Dégâts', '+1', 'FOR (Bretteur +1)'],
      ['Dégâts', '+2', 'Botte secrète (DEX) (once per game, when it adds PV lost)'],
      ['CA', '3', 'base'],
      ['CA', '+2', 'DEX (agile: Voleur +1, Bretteur +1)'],
      ['CA', '+1', 'Cuir'],
      ['CA', '+2', 'Esquive (DEX) (talent, once per game: to CA or off the Dégâts)'],
      ['PV', '9', 'current PV (maximum 9)'],
    ]);
    expect(view[2]!.items).toEqual([['totals', 'Touche = die +1 against CA 6; Dégâts = die +1']]);
    expect(chances(view)).toEqual([
      ['P(hit)', '0.00%'],
      ['expected PV lost', '0.000'],
      ['P(kill)', '0.00%'],
      ['P(Botte secrète played)', '0.00%'],
      ['P(esquive talent played)', '55.56%'],
    ]);
    const fr = report(member(MAGES, ELISE), member(MAGES, ELISE), { use: ['botte-secrete', 'esquive'] }, 'fr').view;
    expect(rows(fr)[4]).toEqual(['Dégâts', '+2', 'Botte secrète (DEX) (une fois par partie, quand elle ajoute des PV perdus)']);
    expect(rows(fr)[8]).toEqual(['CA', '+2', 'Esquive (DEX) (talent, une fois par partie : à la CA ou retranché des Dégâts)']);
    expect(chances(fr).slice(3)).toEqual([
      ['P(Botte secrète jouée)', '0,00\u00a0%'],
      ['P(talent esquive joué)', '55,56\u00a0%'],
    ]);
  });
  it('the botte alone: Élise (Touche +1) against CA 4 hits on a 3+ (32/36) and plays it on every hit', () => {
    const { json, view } = report(member(MAGES, ELISE), typed({ ca: 4, pv: 20 }), { use: ['botte-secrete'] });
    expect(json.p_talents).toEqual({ 'botte-secrete': p(32) });
    expect(chances(view).slice(3)).toEqual([['P(Botte secrète played)', '88.89%']]);
  });
  it('the esquive alone: Touche +0 against Élise (CA 6, +2) needs a 6, which the esquive answers: P(played) 11/36', () => {
    const { json, view } = report(typed({ hit: 0, damage: 0 }), member(MAGES, ELISE), { use: ['esquive'] });
    expect(json.p_talents).toEqual({ esquive: p(11) });
    expect(chances(view).slice(3)).toEqual([['P(esquive talent played)', '30.56%']]);
  });
  it('no talent in play: no p_talents', () => {
    expect(report(member(MAGES, ELISE), typed({ ca: 4, pv: 20 })).json).not.toHaveProperty('p_talents');
  });
});

describe("the masse's stun (--use assommer): no PV lost, P(stunned) and attacks to stun", () => {
  // Tom: Touche +3 against CA 4, every die hits; « Si le dé de Dégâts fait 5+ »: 1 − (4/6)² = 20/36 each attack,
  // so stunned within n attacks: 1 − (16/36)^n, until 99% (n = 6).
  const stun = (lang: 'en' | 'fr' = 'en') => report(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'), { use: ['assommer'] }, lang);
  const within = [1, 2, 3, 4, 5, 6].map((n) => 1 - (16 / 36) ** n);
  it('JSON: P(stunned), attacks to stun; nothing kills', () => {
    const { json } = stun();
    expect(json).toMatchObject({ p_hit: 1, expected_damage: 0, p_kill: 0, damage: { 0: 1 }, p_stun: p(20) });
    expect(json.attacks_to_kill).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((attacks) => ({ attacks, p_dead: 0 })));
    expect(json.attacks_to_stun).toEqual(within.map((q, i) => ({ attacks: i + 1, p_stunned: expect.closeTo(q, 12) })));
    expect(json.modifiers.effects).toEqual(['assommer']);
  });
  it('view: the rule as a row, P(stunned), then attacks to stun after attacks to kill', () => {
    const { view } = stun();
    expect(rows(view).slice(-2)).toEqual([
      ['', '', 'Assommer (Masse): no PV lost; stunned when hit with a Dégâts die of 5 or more'],
      ['PV', '8', 'current PV (maximum 8)'],
    ]);
    expect(chances(view)).toEqual([['P(hit)', '100.00%'], ['expected PV lost', '0.000'], ['P(kill)', '0.00%'], ['P(stunned)', '55.56%']]);
    expect(view.slice(4)).toEqual([
      { kind: 'heading', text: 'PV lost' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => ({ label: String(n), p: 0 })) },
      { kind: 'heading', text: 'Attacks to stun (target stunned after n attacks)' },
      { kind: 'bars', items: within.map((q, i) => ({ label: String(i + 1), p: expect.closeTo(q, 12) })) },
    ]);
  });
  it('view in French', () => {
    const { view } = stun('fr');
    expect(rows(view).at(-2)).toEqual(['', '', 'Assommer (Masse): aucun PV perdu ; assommée si touchée avec un dé de Dégâts de 5 ou plus']);
    expect(chances(view).at(-1)).toEqual(['P(assommée)', '55,56\u00a0%']);
    expect(view[8]).toEqual({ kind: 'heading', text: 'Attaques pour assommer (cible assommée après n attaques)' });
  });
  it('without it: no p_stun, no attacks_to_stun, no stun heading', () => {
    const { json, view } = report(member(MARQ, 'Tom le savetier'), member(MARQ, 'Gros Louis'));
    expect(json).not.toHaveProperty('p_stun');
    expect(json).not.toHaveProperty('attacks_to_stun');
    expect(view.map((b) => b.kind)).toEqual(['heading', 'table', 'pairs', 'pairs', 'heading', 'bars', 'heading', 'bars']);
  });
});

describe("the peau d'écorce: +2 CA until the target loses a PV, in the CA total and listed apart", () => {
  // Frère Lierre: CA 3 + CON 0 + cuir 1 + 2 = 6; Touche +0 hits on a 6: 11/36; the other die wounds: (6, k) and
  // (k, 6) for k < 6, 2 rolls each; (6, 6) 6. E = (2·15 + 6)/36 = 1.
  it('JSON: the line in the defense parts and total, and in until_pv_lost without its "when"', () => {
    const { json } = report(typed({ hit: 0, damage: 0 }), member(MAGES, 'Frère Lierre'), { use: ['peau-d-ecorce'] });
    expect(json).toMatchObject({ p_hit: p(11), expected_damage: p(36), damage: { 0: p(25), 1: p(2), 2: p(2), 3: p(2), 4: p(2), 5: p(2), 6: p(1) } });
    expect(json.modifiers.defense).toEqual({
      name: 'CA',
      total: 6,
      parts: [
        { value: 3, source: 'base' },
        { value: 0, source: 'CON', detail: 'puissant: -' },
        { value: 1, source: 'cuir' },
        { value: 2, source: 'peau-d-ecorce' },
      ],
    });
    expect(json.modifiers.until_pv_lost).toEqual([{ roll: 'defense', value: 2, source: 'peau-d-ecorce' }]);
    expect(json.modifiers.conditional).toEqual([]);
    expect(json.modifiers.effects).toEqual(['peau-d-ecorce']);
    // It lasts "jusqu'à la fin du jeu ou que le Mage ne perde 1 PV", not the Round: no assumption.
    expect(json).not.toHaveProperty('assumptions');
  });
  it('view: its row says until when, and the totals line counts it', () => {
    const { view } = report(typed({ hit: 0, damage: 0 }), member(MAGES, 'Frère Lierre'), { use: ['peau-d-ecorce'] });
    expect(view[0]).toEqual({ kind: 'heading', text: 'typed-in attacker attacks Frère Lierre: Mêlée' });
    expect(rows(view).slice(2)).toEqual([
      ['CA', '3', 'base'],
      ['CA', '+0', 'CON (puissant: -)'],
      ['CA', '+1', 'Cuir'],
      ['CA', '+2', "Peau d'écorce (until the target loses a PV)"],
      ['PV', '7', 'current PV (maximum 7)'],
    ]);
    expect(view[2]!.items).toEqual([['totals', 'Touche = die +0 against CA 6; Dégâts = die +0']]);
    const fr = report(typed({ hit: 0, damage: 0 }), member(MAGES, 'Frère Lierre'), { use: ['peau-d-ecorce'] }, 'fr').view;
    expect(fr[0]).toEqual({ kind: 'heading', text: 'attaquant saisi attaque Frère Lierre : Mêlée' });
    expect(rows(fr)[5]).toEqual(['CA', '+2', "Peau d'écorce (jusqu'à ce que la cible perde 1 PV)"]);
  });
});

describe('Round-long effects: "attacks to kill" assumes every attack falls in their Round, and says so', () => {
  // A typed-in Tir, Touche +0 − 2 (brouillard, until a hit) against CA 4 + 3 (armure de mage): never hits.
  const o = { hit: 0, damage: 0, ca: 4, pv: 20 };
  const fog = (lang: 'en' | 'fr' = 'en') => report(typed(o), typed(o), { ...o, weapon: 'ranged', use: ['armure-de-mage', 'brouillard'] }, lang);
  it('JSON: the assumption with both effects; the brouillard is conditional (until a hit), the armure in the CA', () => {
    const { json } = fog();
    expect(json.assumptions).toEqual([{ code: 'round-long', effects: ['armure-de-mage', 'brouillard'] }]);
    expect(json.attacker).toEqual({ name: null, file: null, attack: 'ranged', weapon: null, spell: null });
    expect(json.modifiers.touche).toEqual({ total: 0, parts: [{ value: 0, source: 'typed', detail: '--hit' }] });
    expect(json.modifiers.defense).toEqual({ name: 'CA', total: 7, parts: [{ value: 4, source: 'typed', detail: '--ca' }, { value: 3, source: 'armure-de-mage' }] });
    expect(json.modifiers.conditional).toEqual([{ roll: 'touche', value: -2, source: 'brouillard', when: 'until-hit' }]);
  });
  it('view: title "Tir", the brouillard row, and the assumption as the last line, effects by their names', () => {
    const { view } = fog();
    expect(view[0]).toEqual({ kind: 'heading', text: 'typed-in attacker attacks typed-in target: Tir' });
    expect(rows(view)).toEqual([
      ['Touche', '+0', 'typed in (--hit)'],
      ['Touche', '-2', 'Brouillard (until an attack hits)'],
      ['Dégâts', '+0', 'typed in (--damage)'],
      ['CA', '4', 'typed in (--ca)'],
      ['CA', '+3', 'Armure de Mage'],
      ['PV', '20', 'current PV (maximum 20)'],
    ]);
    expect(view.at(-1)).toEqual({ kind: 'lines', lines: ['attacks to kill assume every attack falls in the Round of: Armure de Mage, Brouillard'] });
    expect(view).toHaveLength(9);
    const fr = fog('fr').view;
    expect(fr[0]).toEqual({ kind: 'heading', text: 'attaquant saisi attaque cible saisie : Tir' });
    expect(rows(fr)[1]).toEqual(['Touche', '-2', "Brouillard (jusqu'à ce qu'une attaque touche)"]);
    expect(fr.at(-1)).toEqual({ kind: 'lines', lines: ['les attaques pour tuer supposent que chaque attaque tombe dans le Round de : Armure de Mage, Brouillard'] });
  });
  it('without one: no assumptions key, no line', () => {
    const { json, view } = report(typed(o), typed(o), { ...o, weapon: 'ranged' });
    expect(json).not.toHaveProperty('assumptions');
    expect(view.some((b) => b.kind === 'lines')).toBe(false);
  });
});

describe('image miroir: its rule as a row of its own', () => {
  // Touche +5 against Corbeau (CA 3 + DEX 0 − robe 1 = 2) always reaches it; only doubles hit: 6/36; the double
  // wounds its face: 1/36 each of 1 to 6, and 6 kills PV 6.
  it('JSON and view', () => {
    const { json, view } = report(typed({ hit: 5, damage: 0 }), member(MAGES, 'Maître Corbeau'), { use: ['image-miroir'] });
    expect(json).toMatchObject({ p_hit: p(6), p_kill: p(1), expected_damage: p(21), damage: { 0: p(30), 1: p(1), 6: p(1) } });
    expect(json.modifiers.effects).toEqual(['image-miroir']);
    expect(rows(view).slice(-2)).toEqual([
      ['', '', 'Image miroir: hits only on doubles'],
      ['PV', '6', 'current PV (maximum 6)'],
    ]);
    expect(rows(report(typed({ hit: 5, damage: 0 }), member(MAGES, 'Maître Corbeau'), { use: ['image-miroir'] }, 'fr').view).at(-2)).toEqual(['', '', 'Image miroir: ne touche que sur un double']);
  });
  it('it lasts "jusqu\'à la fin du Round": attacks to kill assume every attack falls in that Round, and say so', () => {
    const { json, view } = report(typed({ hit: 5, damage: 0 }), member(MAGES, 'Maître Corbeau'), { use: ['image-miroir'] });
    expect(json.assumptions).toEqual([{ code: 'round-long', effects: ['image-miroir'] }]);
    expect(view.at(-1)).toEqual({ kind: 'lines', lines: ['attacks to kill assume every attack falls in the Round of: Image miroir'] });
  });
});

describe('effects that are no catalogue item are named as the rulebook names them', () => {
  it('Duel Magique won: its +2 to the Effet is listed as "Duel Magique", not by its id', () => {
    const { json, view } = report(member(MAGES, 'Maître Corbeau'), member('tests/fixtures/ff-mages.yaml', 'Maître Corbeau'), { spell: 'frappe-de-l-ombre', use: ['duel-magique'] });
    expect(json.modifiers.degats.parts).toContainEqual(expect.objectContaining({ source: 'duel-magique', value: 2 }));
    expect(rows(view).find((row) => row[2]!.includes('Duel'))?.[2]).toBe('Duel Magique');
  });
});
