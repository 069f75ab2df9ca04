/**
 * The report of a spell of PV lost: the Effet named as such, the Concentration of mille années de sagesse, the drain
 * of vampirisme, the boule de feu's table of numbers, and the specialties' once-per-game chances. Figures by hand over
 * the 36 rolls of 2D6 ("D6 de Touche : + INT. D6 d'Effet : + SAG + effet du sort"; the Touche must exceed the Trame).
 */
import { describe, expect, it } from 'vitest';
import { MAGES, member, p, report, typed } from './attack-report-common.js';

const SPECIALISTS = 'tests/fixtures/ff-specialites.yaml';
const CORBEAU = 'Maître Corbeau'; // INT +2, SAG +3, a Sage: mille années de sagesse always on
const rows = (view: Record<string, any>[]) => view[1]!.rows as string[][];
/** The view's numbers, written here independently of src/core/messages/numbers.ts: French with a decimal comma and a no-break space. */
const percent = (x: number, lang: 'en' | 'fr' = 'en') => (lang === 'fr' ? `${(x * 100).toFixed(2).replace('.', ',')}\u00a0%` : `${(x * 100).toFixed(2)}%`);
const decimal = (x: number, lang: 'en' | 'fr') => (lang === 'fr' ? x.toFixed(3).replace('.', ',') : x.toFixed(3));

describe('vampirisme, Corbeau with --concentration 1 against Tra 4, PV 3', () => {
  // The +1 goes to Touche and Effet: die + 3 > 4 hits on a 2+, Effet die + 4. Only (1, 1) misses: 35/36. The lower
  // die hits and the higher wounds, unless it is a 1: Effet 5 on the 10 rolls with one 1; 6 on (2, 2); 7 on 3 rolls;
  // 8 on 5; 9 on 7; 10 on 9. Every hit kills PV 3: the target loses, and the mage drains, at most those 3: 3 · 35/36
  // (not the 270/36 of the Effet). Dead after 2 attacks: 1 − (1/36)².
  const cast = (lang: 'en' | 'fr' = 'en') => report(member(MAGES, CORBEAU), typed({ tra: 4, pv: 3 }), { spell: 'vampirisme', concentration: 1 }, lang);
  const damage = { 0: p(1), 3: p(35) };
  it('JSON: every key, the drain, the Concentration to Touche and Effet', () => {
    expect(cast().json).toStrictEqual({
      ruleset: 'flammes-et-fantassins',
      method: 'exact',
      attacker: { name: CORBEAU, file: MAGES, attack: 'spell', weapon: null, spell: 'vampirisme' },
      target: { name: null, file: null, defense: 'Tra', pv: 3, pv_max: 3 },
      p_hit: p(35),
      expected_damage: p(105),
      p_kill: p(35),
      damage,
      attacks_to_kill: [
        { attacks: 1, p_dead: p(35) },
        { attacks: 2, p_dead: p(1295, 1296) },
      ],
      expected_drain: p(105),
      modifiers: {
        touche: { total: 2, parts: [{ value: 2, source: 'INT', detail: 'Magicien +1, Nécromancien +1' }] },
        degats: { total: 3, parts: [{ value: 3, source: 'SAG', detail: 'Magicien +1, Sage +2' }] },
        defense: { name: 'Tra', total: 4, parts: [{ value: 4, source: 'typed', detail: '--tra' }] },
        conditional: [],
        until_pv_lost: [],
        pv: { max: 3, current: 3 },
        concentration: { count: 1, to: 'touche-and-degats' },
        effects: ['mille-annees-de-sagesse'],
      },
    });
  });
  it('view in English: Effet for Dégâts, the Concentration to both, the drain, "PV lost (Effet)"', () => {
    expect(cast().view).toEqual([
      { kind: 'heading', text: 'Maître Corbeau attacks typed-in target: spell vampirisme' },
      {
        kind: 'table',
        columns: ['roll', 'value', 'source'],
        rows: [
          ['Touche', '+2', 'INT (Magicien +1, Nécromancien +1)'],
          ['Effet', '+3', 'SAG (Magicien +1, Sage +2)'],
          ['Tra', '4', 'typed in (--tra)'],
          ['Concentration', '1', 'each +1 to Touche and Effet (Mille années de sagesse)'],
          ['PV', '3', 'current PV (maximum 3)'],
        ],
      },
      { kind: 'pairs', items: [['totals', 'Touche = die +2 against Tra 4; Effet = die +3']] },
      { kind: 'pairs', items: [['P(hit)', '97.22%'], ['expected PV lost', '2.917'], ['P(kill)', '97.22%'], ['expected PV drained by the mage', '2.917']] },
      { kind: 'heading', text: 'PV lost (Effet)' },
      { kind: 'bars', items: Object.entries(damage).map(([label, q]) => ({ label, p: q, ...(label === '0' ? {} : { note: 'kills' }) })) },
      { kind: 'heading', text: 'Attacks to kill (target dead after n attacks)' },
      { kind: 'bars', items: [{ label: '1', p: p(35) }, { label: '2', p: p(1295, 1296) }] },
    ]);
  });
  it('view in French', () => {
    const { view } = cast('fr');
    expect(view[0]).toEqual({ kind: 'heading', text: 'Maître Corbeau attaque cible saisie : sort vampirisme' });
    expect(rows(view)[3]).toEqual(['Concentration', '1', "chaque +1 à la Touche et à l'Effet (Mille années de sagesse)"]);
    expect(view[3]!.items.at(-1)).toEqual(['PV drainés par le Mage en moyenne', '2,917']);
    expect(view[4]).toEqual({ kind: 'heading', text: 'PV perdus (Effet)' });
  });
  it('a spell that does not drain (frappe de l\'Ombre): no expected_drain, no drain line', () => {
    const { json, view } = report(member(MAGES, CORBEAU), typed({ tra: 4, pv: 3 }), { spell: 'frappe-de-l-ombre' });
    expect(json).not.toHaveProperty('expected_drain');
    expect(view[3]!.items.map((i: string[]) => i[0])).toEqual(['P(hit)', 'expected PV lost', 'P(kill)']);
    expect(rows(view).map((r) => r[0])).toEqual(['Touche', 'Effet', 'Tra', 'PV']);
  });
});

describe('boule de feu: each number the mage may choose, the best, and the one chosen', () => {
  // Corbeau against PV 12: number N is the Trame and adds to the Effet (die + 3 + N). A die hits when die + 2 > N:
  // always for N ≤ 2, then 1 − ((N − 2)/6)²: 35, 32, 27, 20 (/36). N = 1, 2: E = E[max] + 4, + 5 = (161 + 144)/36,
  // (161 + 180)/36, no kill. N = 4 kills with one die 3+ hitting and the other 5+ wounding (12/36), as N = 6 (a 5+
  // hits, a 3+ wounds: 12/36); N = 3: a 6 wounds and the other die 2+ hits (9/36). N = 4 loses fewer PV: the best.
  const fire = (options = {}, lang: 'en' | 'fr' = 'en') => report(member(MAGES, CORBEAU), typed({ pv: 12 }), { spell: 'boule-de-feu', ...options }, lang);
  it('JSON: the figures of each number, the best (4) reported when none is chosen', () => {
    const { json } = fire();
    expect(json.attacker.spell).toBe('boule-de-feu');
    expect(json.boule_de_feu.chosen).toBe(4);
    expect(json.boule_de_feu.best).toBe(4);
    expect(json.boule_de_feu.by_number.map((r: { p_hit: number }) => r.p_hit)).toEqual([1, 1, p(35), p(32), p(27), p(20)]);
    expect(json.boule_de_feu.by_number[0].expected_damage).toBeCloseTo(305 / 36, 12);
    expect(json.boule_de_feu.by_number[1].expected_damage).toBeCloseTo(341 / 36, 12);
    expect(json.boule_de_feu.by_number.map((r: { p_kill: number }) => r.p_kill)).toEqual([0, 0, p(9), p(12), expect.any(Number), p(12)]);
    expect(json.modifiers.defense).toEqual({ name: 'Tra', total: 4, parts: [{ value: 4, source: 'boule-de-feu' }] });
    expect(json.modifiers.degats.parts.at(-1)).toEqual({ value: 4, source: 'boule-de-feu' });
  });
  const table = (labels: string[], json: Record<string, any>, heading: string, columns: string[], lang: 'en' | 'fr' = 'en') => [
    { kind: 'heading', text: heading },
    {
      kind: 'table',
      columns,
      rows: json.boule_de_feu.by_number.map((r: Record<string, number>, i: number) => [r.number, r.number, percent(r.p_hit!, lang), decimal(r.expected_damage!, lang), percent(r.p_kill!, lang), labels[i]]),
    },
  ];
  it('view: the number in the title and the table of numbers after the figures; the best marked once when chosen', () => {
    const { json, view } = fire();
    expect(view[0]).toEqual({ kind: 'heading', text: 'Maître Corbeau attacks typed-in target: spell boule de feu (nb 4)' });
    expect(rows(view).slice(1, 4)).toEqual([
      ['Effet', '+3', 'SAG (Magicien +1, Sage +2)'],
      ['Effet', '+4', 'boule-de-feu: the number chosen'],
      ['Tra', '4', 'boule-de-feu: the number chosen'],
    ]);
    expect(view.slice(-2)).toEqual(table(['', '', '', 'best', '', ''], json, 'Boule de feu: each number the mage may choose', ['nb', 'Tra', 'P(hit)', 'expected PV lost', 'P(kill)', '']));
    expect(view.slice(-2)[1]!.rows[0]).toEqual([1, 1, '100.00%', '8.472', '0.00%', '']);
    expect(view.slice(-2)[1]!.rows[2]).toEqual([3, 3, '97.22%', '9.444', '25.00%', '']);
  });
  it('--chosen-number 2: the report is of 2, marked "chosen", and 4 still "best"', () => {
    const { json, view } = fire({ chosenNumber: 2 });
    expect(json.boule_de_feu).toMatchObject({ chosen: 2, best: 4 });
    expect(json.p_hit).toBe(1);
    expect(json.expected_damage).toBeCloseTo(341 / 36, 12);
    expect(view[0]!.text).toBe('Maître Corbeau attacks typed-in target: spell boule de feu (nb 2)');
    expect(view.slice(-1)[0]!.rows.map((r: unknown[]) => r[5])).toEqual(['', 'chosen', '', 'best', '', '']);
  });
  it('in French', () => {
    const { json, view } = fire({ chosenNumber: 6 }, 'fr');
    expect(view[0]!.text).toBe('Maître Corbeau attaque cible saisie : sort boule de feu (nb 6)');
    expect(rows(view)[2]).toEqual(['Effet', '+6', 'boule-de-feu : le nombre choisi']);
    expect(view.slice(-2)).toEqual(table(['', '', '', 'meilleur', '', 'choisi'], json, 'Boule de feu : chaque nombre que le Mage peut choisir', ['nb', 'Tra', 'P(touche)', 'PV perdus en moyenne', 'P(mort)', ''], 'fr'));
  });
  it('another spell: no number in the title, no table, no boule_de_feu', () => {
    const { json, view } = report(member(MAGES, CORBEAU), typed({ tra: 4, pv: 12 }), { spell: 'frappe-de-l-ombre' });
    expect(view[0]!.text).toBe("Maître Corbeau attacks typed-in target: spell frappe de l'Ombre");
    expect(json).not.toHaveProperty('boule_de_feu');
    expect(view.map((b) => b.kind)).toEqual(['heading', 'table', 'pairs', 'pairs', 'heading', 'bars', 'heading', 'bars']);
  });
});

describe('projectile magique and the specialties played once per game', () => {
  // Scolastique (INT +1, SAG +1) against « une Tra de 0 »: every die hits; Effet max + 1 kills PV 4 unless both dice
  // are 2 or less (4 rolls), where magie scolaire turns one to 6 or 5: played on 4/36.
  const scolaire = (lang: 'en' | 'fr' = 'en') => report(member(SPECIALISTS, 'Scolastique'), typed({ pv: 4 }), { spell: 'projectile-magique', use: ['magie-scolaire'] }, lang);
  it('magie scolaire: p_magie_scolaire and its line; the Trame of 0 named after the spell', () => {
    const { json, view } = scolaire();
    expect(json).toMatchObject({ p_hit: 1, p_kill: 1, p_magie_scolaire: p(4) });
    expect(json.modifiers.defense).toEqual({ name: 'Tra', total: 0, parts: [{ value: 0, source: 'projectile-magique' }] });
    expect(rows(view)[2]).toEqual(['Tra', '0', 'projectile-magique: "contre une Tra de 0"']);
    expect(view[3]!.items).toEqual([['P(hit)', '100.00%'], ['expected PV lost', expect.any(String)], ['P(kill)', '100.00%'], ['P(Magie Scolaire played)', '11.11%']]);
    const fr = scolaire('fr').view;
    expect(rows(fr)[2]).toEqual(['Tra', '0', 'projectile-magique : « contre une Tra de 0 »']);
    expect(fr[3]!.items.at(-1)).toEqual(['P(Magie Scolaire jouée)', '11,11\u00a0%']);
  });
  it('magie scolaire in play but never useful (Tra 0, PV 1): p_magie_scolaire 0 is still reported', () => {
    const { json, view } = report(member(SPECIALISTS, 'Scolastique'), typed({ pv: 1 }), { spell: 'projectile-magique', use: ['magie-scolaire'] });
    expect(json.p_magie_scolaire).toBe(0);
    expect(view[3]!.items.at(-1)).toEqual(['P(Magie Scolaire played)', '0.00%']);
  });
  it('without it: no p_magie_scolaire, no p_eloquence', () => {
    const { json, view } = report(member(SPECIALISTS, 'Scolastique'), typed({ pv: 4 }), { spell: 'projectile-magique' });
    expect(json).not.toHaveProperty('p_magie_scolaire');
    expect(json).not.toHaveProperty('p_eloquence');
    expect(view[3]!.items).toHaveLength(3);
  });
  it("potion d'éloquence: p_eloquence and its line (Ombre, CHA +2, against Tra 5; the count is the policy's, checked against a brute force in attack-spells.test.ts)", () => {
    const { json, view } = report(member(SPECIALISTS, 'Ombre'), typed({ tra: 5, pv: 4 }), { spell: 'frappe-de-l-ombre', use: ['potion-d-eloquence'] });
    expect(json.p_eloquence).toBeCloseTo(22 / 36, 12);
    expect(json.modifiers.conditional).toEqual([{ roll: 'touche', value: 2, source: 'potion-d-eloquence', detail: 'CHA', when: 'after-roll' }]);
    expect(rows(view)[1]).toEqual(['Touche', '+2', "Potion d'Éloquence (CHA) (chosen after the roll: Touche or Effet)"]);
    expect(view[3]!.items.at(-1)).toEqual(["P(Potion d'Éloquence used)", '61.11%']);
    expect(report(member(SPECIALISTS, 'Ombre'), typed({ tra: 5, pv: 4 }), { spell: 'frappe-de-l-ombre', use: ['potion-d-eloquence'] }, 'fr').view[3]!.items.at(-1)).toEqual(["P(Potion d'Éloquence utilisée)", '61,11\u00a0%']);
  });
});
