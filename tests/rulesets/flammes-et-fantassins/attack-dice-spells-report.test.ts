/**
 * `simulate-attack --spell rayon-de-lumiere | eclair`, read through the ruleset's attack model (a unit test, so that a
 * mutation run sees `attack/dice-spell-report.ts`): each report pinned whole, JSON and view, in English and French,
 * with the odds counted by hand; the sides, from a band file or typed in; the mage himself halving the éclair.
 */
import { describe, expect, it } from 'vitest';
import type { Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { cast, member, typed } from './dice-spells-band.js';

/** Every number rounded to 12 digits, so that a sum of sixths compares with the fraction written by hand. */
const near = (x: unknown): unknown =>
  typeof x === 'number' ? Number(x.toFixed(12)) : Array.isArray(x) ? x.map(near) : x && typeof x === 'object' ? Object.fromEntries(Object.entries(x).map(([k, v]) => [k, near(v)])) : x;

describe('éclair from a band file at a typed-in target: 3D6 against 4 PV left of 12', () => {
  // 3D6 is 3 (1 of 216) or 4 and more: 215 of 216 kill; 863/216 PV on average.
  const json = {
    ruleset: 'flammes-et-fantassins',
    method: 'exact',
    attacker: { name: 'Orage', file: 'foudroyes.yaml', attack: 'spell', weapon: null, spell: 'eclair' },
    target: { name: null, file: null, defense: null, pv: 4, pv_max: 12 },
    p_hit: 1,
    expected_damage: 863 / 216,
    p_kill: 215 / 216,
    damage: { 3: 1 / 216, 4: 215 / 216 },
    attacks_to_kill: [{ attacks: 1, p_dead: 215 / 216 }],
    rule: '3D6 PV lost, at the start of the next Round',
  };

  it('the JSON, whole: no Jet de Magie (no defense), the damage capped at the PV left, one attack enough', () => {
    expect(near(cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', targetPv: 4 }).json)).toStrictEqual(near(json));
  });

  it('the view in English', () => {
    expect(near(cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', targetPv: 4 }).view)).toStrictEqual(near([
      { kind: 'heading', text: 'spell eclair: PV lost, no Jet de Magie' },
      { kind: 'lines', lines: ['3D6 PV lost, at the start of the next Round'] },
      { kind: 'pairs', items: [['P(hit)', '100.00%'], ['expected PV lost', '3.995'], ['P(kill)', '99.54%'], ['PV', '4 current PV (maximum 12)']] },
      { kind: 'heading', text: 'PV lost' },
      { kind: 'bars', items: [{ label: '3', p: 1 / 216, note: undefined }, { label: '4', p: 215 / 216, note: 'kills' }] },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: [{ label: '1', p: 215 / 216 }] },
    ]));
  });

  it('the view and the rule in French', () => {
    const r = cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair', targetPv: 4 }, 'fr');
    expect(r.json.rule).toBe('3D6 PV perdus, au début du prochain Round');
    expect(near(r.view)).toStrictEqual(near([
      { kind: 'heading', text: 'sort eclair : PV perdus, sans Jet de Magie' },
      { kind: 'lines', lines: ['3D6 PV perdus, au début du prochain Round'] },
      { kind: 'pairs', items: [['P(touche)', '100,00\u00a0%'], ['PV perdus en moyenne', '3,995'], ['P(mort)', '99,54\u00a0%'], ['PV', '4 PV actuels (maximum 12)']] },
      { kind: 'heading', text: 'PV perdus' },
      { kind: 'bars', items: [{ label: '3', p: 1 / 216, note: undefined }, { label: '4', p: 215 / 216, note: 'tue' }] },
      { kind: 'heading', text: 'Attaques pour tuer (cible morte après n attaques)' },
      { kind: 'bars', items: [{ label: '1', p: 215 / 216 }] },
    ]));
  });

  it('without --target-pv the target has its maximum: 3D6 against 12 PV, 12 or more kills (81 of 216)', () => {
    const r = cast(member('Orage'), typed({ pv: 12 }), { spell: 'eclair' }).json;
    expect(near([r.target, r.p_kill, r.expected_damage])).toStrictEqual(near([{ name: null, file: null, defense: null, pv: 12, pv_max: 12 }, 81 / 216, (1 * 3 + 3 * 4 + 6 * 5 + 10 * 6 + 15 * 7 + 21 * 8 + 25 * 9 + 27 * 10 + 27 * 11 + 81 * 12) / 216]));
  });
});

describe('the mage himself at his own éclair: "il divise les dégâts reçu par 2 (arrondi à l\'inférieur)"', () => {
  // Orage has 6 PV: halved 3D6 of 1 (1 of 216), 2 (9), 3 (25), 4 (46), 5 (54), 6 (81).
  // Two éclairs leave him alive with halves summing to 5 or less: 1·81 + 9·35 + 25·10 + 46·1 = 692 of 216²;
  // three with 1+1+1, three orders of 1+1+2, of 1+1+3 and of 1+2+2: 1 + 27 + 75 + 243 = 346 of 216³.
  it('the JSON, whole, with halved: true', () => {
    expect(near(cast(member('Orage'), member('Orage'), { spell: 'eclair' }).json)).toStrictEqual(near({
      ruleset: 'flammes-et-fantassins',
      method: 'exact',
      attacker: { name: 'Orage', file: 'foudroyes.yaml', attack: 'spell', weapon: null, spell: 'eclair' },
      target: { name: 'Orage', file: 'foudroyes.yaml', defense: null, pv: 6, pv_max: 6 },
      p_hit: 1,
      expected_damage: (1 + 2 * 9 + 3 * 25 + 4 * 46 + 5 * 54 + 6 * 81) / 216,
      p_kill: 81 / 216,
      damage: { 1: 1 / 216, 2: 9 / 216, 3: 25 / 216, 4: 46 / 216, 5: 54 / 216, 6: 81 / 216 },
      attacks_to_kill: [{ attacks: 1, p_dead: 81 / 216 }, { attacks: 2, p_dead: 1 - 692 / 216 ** 2 }, { attacks: 3, p_dead: 1 - 346 / 216 ** 3 }],
      rule: '3D6 PV lost, at the start of the next Round',
      halved: true,
    }));
  });

  it('the view says so, in English and in French', () => {
    expect(cast(member('Orage'), member('Orage'), { spell: 'eclair' }).view[1]).toStrictEqual({ kind: 'lines', lines: ['3D6 PV lost, at the start of the next Round', 'the mage himself: the PV lost are halved, rounded down'] });
    expect(cast(member('Orage'), member('Orage'), { spell: 'eclair' }, 'fr').view[1]).toStrictEqual({ kind: 'lines', lines: ['3D6 PV perdus, au début du prochain Round', "le mage lui-même : les PV perdus sont divisés par 2, arrondis à l'inférieur"] });
  });

  it('not halved: another character of his band, his namesake in another file, a typed-in mage or target', () => {
    const full = { 3: 1, 4: 3, 5: 6, 6: 10 }; // 3D6 under 7, as rolled
    const check = (attacker: Side<FfBand>, target: Side<FfBand>, pv: number) => {
      const r = cast(attacker, target, { spell: 'eclair' }).json;
      expect(r).not.toHaveProperty('halved');
      expect(near(r.damage)).toStrictEqual(near({ ...Object.fromEntries(Object.entries(full).filter(([v]) => Number(v) < pv).map(([v, n]) => [v, n / 216])), [pv]: (216 - Object.entries(full).filter(([v]) => Number(v) < pv).reduce((s, [, n]) => s + n, 0)) / 216 }));
      expect(cast(attacker, target, { spell: 'eclair' }).view[1]).toStrictEqual({ kind: 'lines', lines: ['3D6 PV lost, at the start of the next Round'] });
    };
    check(member('Orage'), member('Aube'), 7);
    check(member('Orage'), member('Orage', 'autres.yaml'), 6);
    check(typed({ hit: 0, damage: 0 }), member('Orage'), 6);
    check(typed({ hit: 0, damage: 0 }), typed({ pv: 6 }), 6);
    check(member('Orage'), typed({ pv: 6 }), 6);
  });
});

describe('rayon de lumière from its parchemin, at a character of another file: 3 PV left of 6', () => {
  // A first 2D6 of 3 or more kills; a first 2 goes on, and any roll but a 2 (1 of 36) kills: 1 of 1296 misses.
  it('the JSON, whole: P(hit) is the chance of any PV lost', () => {
    expect(near(cast(member('Aube'), member('Orage', 'autres.yaml'), { spell: 'rayon-de-lumiere', targetPv: 3 }).json)).toStrictEqual(near({
      ruleset: 'flammes-et-fantassins',
      method: 'exact',
      attacker: { name: 'Aube', file: 'foudroyes.yaml', attack: 'spell', weapon: null, spell: 'rayon-de-lumiere', cast_with: 'parchemin' },
      target: { name: 'Orage', file: 'autres.yaml', defense: null, pv: 3, pv_max: 6 },
      p_hit: 1295 / 1296,
      expected_damage: (3 * 1295) / 1296,
      p_kill: 1295 / 1296,
      damage: { 0: 1 / 1296, 3: 1295 / 1296 },
      attacks_to_kill: [{ attacks: 1, p_dead: 1295 / 1296 }],
      rule: '2D6, then 2D6 again while each roll beats the one before (a roll not above it: 0 PV); the mage stops when it serves best',
    }));
  });

  it('the view, English and French: the rulebook\'s name in the title, 0 PV not a kill', () => {
    const view = (lang: 'en' | 'fr') => near(cast(member('Aube'), member('Orage', 'autres.yaml'), { spell: 'rayon-de-lumiere', targetPv: 3 }, lang).view);
    expect(view('en')).toStrictEqual(near([
      { kind: 'heading', text: 'spell rayon de lumière (from a parchemin): PV lost, no Jet de Magie' },
      { kind: 'lines', lines: ['2D6, then 2D6 again while each roll beats the one before (a roll not above it: 0 PV); the mage stops when it serves best'] },
      { kind: 'pairs', items: [['P(hit)', '99.92%'], ['expected PV lost', '2.998'], ['P(kill)', '99.92%'], ['PV', '3 current PV (maximum 6)']] },
      { kind: 'heading', text: 'PV lost' },
      { kind: 'bars', items: [{ label: '0', p: 1 / 1296, note: undefined }, { label: '3', p: 1295 / 1296, note: 'kills' }] },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: [{ label: '1', p: 1295 / 1296 }] },
    ]));
    expect(view('fr')).toStrictEqual(near([
      { kind: 'heading', text: 'sort rayon de lumière (par un parchemin) : PV perdus, sans Jet de Magie' },
      { kind: 'lines', lines: ["2D6, puis 2D6 encore tant que chaque jet dépasse le précédent (un jet qui ne le dépasse pas : 0 PV) ; le mage s'arrête quand c'est le mieux"] },
      { kind: 'pairs', items: [['P(touche)', '99,92\u00a0%'], ['PV perdus en moyenne', '2,998'], ['P(mort)', '99,92\u00a0%'], ['PV', '3 PV actuels (maximum 6)']] },
      { kind: 'heading', text: 'PV perdus' },
      { kind: 'bars', items: [{ label: '0', p: 1 / 1296, note: undefined }, { label: '3', p: 1295 / 1296, note: 'tue' }] },
      { kind: 'heading', text: 'Attaques pour tuer (cible morte après n attaques)' },
      { kind: 'bars', items: [{ label: '1', p: 1295 / 1296 }] },
    ]));
  });

  it('the spell is found by its name as well as its id', () => {
    expect(cast(member('Aube'), typed({ pv: 3 }), { spell: 'Rayon de lumière' }).json.attacker).toMatchObject({ spell: 'rayon-de-lumiere' });
  });

  it('several attacks to kill, each line the chance of death after that many: 1 − P(alive)^n at 2D6 against 13 PV', () => {
    const r = cast(member('Aube'), typed({ pv: 13 }), { spell: 'rayon-de-lumiere' }).json as { p_kill: number; attacks_to_kill: { attacks: number; p_dead: number }[] };
    expect(r.attacks_to_kill.length).toBeGreaterThan(1);
    // Each rayon leaves the target with 13 PV or fewer; a second one need not kill alone: at least 1 − (1 − p)².
    expect(r.attacks_to_kill[0]).toStrictEqual({ attacks: 1, p_dead: r.p_kill });
    expect(r.attacks_to_kill[1]!.p_dead).toBeGreaterThan(1 - (1 - r.p_kill) ** 2);
    expect(r.attacks_to_kill.at(-1)!.p_dead).toBeGreaterThanOrEqual(0.99);
    expect(r.attacks_to_kill.at(-2)!.p_dead).toBeLessThan(0.99);
  });
});
