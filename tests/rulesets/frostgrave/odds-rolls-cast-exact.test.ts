/**
 * `roll cast --exact` as whole reports: every JSON key and every view line, in English and French, with a Will roll,
 * a caster target that empowers it, a spell cast hors-jeu and `--risk`. Rulebook (Frostgrave, "Lancement de sorts",
 * "Renforcer un sort", "Résister à un sort"): d20 ≥ the casting number; 1 damage per +1; the target resists when
 * "le score obtenu égale ou excède le jet de lancement du sort"; "Les sorts lancés hors-jeu n'occasionnent jamais de dommages".
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { rolls } from '../../../src/rulesets/frostgrave/odds/rolls.js';

const noDice: Rng = { die: () => { throw new Error('an exact report rolled a die'); } };
const exact = (options: Options, lang?: Lang) => rolls.cast!.run(options, { exact: true, rng: noDice, ...(lang ? { lang } : {}) });

/**
 * Casting number 3 against Volonté −17 (resists when d20 ≥ final + 17: a final of 3 on a 20 only), by hand, per limit:
 * 0: dice 3-20 cast (18/20); effect 19 + 17 × 20 = 359/400; dice 1-2 miss by 2 and 1, no damage.
 * 1: the 2 spends 1 (→ 3, 19 faces), the 3 spends 1 (→ 4, 20 faces): 19/20, 19 + 20 + 340 = 379/400, 2/20 damage.
 * 2: the 1 spends 2 (→ 3), the 2 spends 2 (→ 4), the 3 spends 1: 20/20, 399/400, 5/20.
 * 3: the 1 spends 3 (→ 4): 400/400, 6/20. Beyond 3 nothing changes: the table stops there (−17 + 21 − 1 = 3).
 */
const ROWS = [
  { empower: 0, p_cast: 18 / 20, p_effect: 359 / 400, expected_self_damage: 0 },
  { empower: 1, p_cast: 19 / 20, p_effect: 379 / 400, expected_self_damage: 2 / 20 },
  { empower: 2, p_cast: 1, p_effect: 399 / 400, expected_self_damage: 5 / 20 },
  { empower: 3, p_cast: 1, p_effect: 1, expected_self_damage: 6 / 20 },
];
const TABLE_ROWS = [[0, '90.00%', '89.75%', '0.000'], [1, '95.00%', '94.75%', '0.100'], [2, '100.00%', '99.75%', '0.250'], [3, '100.00%', '100.00%', '0.300']];
/** The same rows in French typography: a decimal comma, a no-break space before %. */
const TABLE_ROWS_FR = TABLE_ROWS.map((row) => row.map((cell) => (typeof cell === 'string' ? cell.replace('.', ',').replace('%', '\u00a0%') : cell)));

describe('cast --exact against a Will roll: the whole report', () => {
  it('casting number 3, Volonté −17, no empowering: JSON and view in English', () => {
    const report = exact({ castingNumber: 3, will: -17 });
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'exact', casting_number: 3, empower: 0, will: -17,
      p_cast: 18 / 20, p_effect: 359 / 400, expected_self_damage: 0, self_damage: { 0: 1 }, by_empower: ROWS, best_empower: null,
    });
    expect(report.view).toStrictEqual([
      { kind: 'heading', text: 'Casting number 3, empowering up to 0' },
      { kind: 'pairs', items: [['cast', '90.00%'], ['takes effect (Volonté -17)', '89.75%'], ['expected self-damage', '0.000']] },
      { kind: 'heading', text: 'self-damage' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
      { kind: 'heading', text: 'By empowering limit' },
      { kind: 'table', columns: ['limit', 'cast', 'takes effect (Volonté -17)', 'expected self-damage'], rows: TABLE_ROWS },
    ]);
  });

  it('the same in French', () => {
    expect(exact({ castingNumber: 3, will: -17 }, 'fr').view).toStrictEqual([
      { kind: 'heading', text: "Valeur de lancement 3, renforcement jusqu'à 0" },
      { kind: 'pairs', items: [['sort lancé', '90,00\u00a0%'], ['prend effet (Volonté -17)', '89,75\u00a0%'], ['dommages subis moyens', '0,000']] },
      { kind: 'heading', text: 'dommages subis par le lanceur' },
      { kind: 'bars', items: [{ label: '0', p: 1 }] },
      { kind: 'heading', text: 'Par limite de renforcement' },
      { kind: 'table', columns: ['limite', 'sort lancé', 'prend effet (Volonté -17)', 'dommages subis moyens'], rows: TABLE_ROWS_FR },
    ]);
  });

  it('--empower 2: the headline odds are the limit-2 row, the table still runs to 3', () => {
    const report = exact({ castingNumber: 3, will: -17, empower: 2 });
    expect(report.json).toMatchObject({ empower: 2, p_cast: 1, p_effect: 399 / 400, expected_self_damage: 5 / 20, self_damage: { 0: 17 / 20, 1: 1 / 20, 2: 2 / 20 }, by_empower: ROWS });
    expect(report.view[0]).toStrictEqual({ kind: 'heading', text: 'Casting number 3, empowering up to 2' });
    expect(report.view[3]).toStrictEqual({ kind: 'bars', items: [{ label: '0', p: 17 / 20 }, { label: '1', p: 1 / 20 }, { label: '2', p: 2 / 20 }] });
  });

  it('--empower beyond the useful limit lengthens the table with rows that change nothing', () => {
    const rows = exact({ castingNumber: 3, will: -17, empower: 5 }).json.by_empower;
    expect(rows).toStrictEqual([...ROWS, { ...ROWS[3], empower: 4 }, { ...ROWS[3], empower: 5 }]);
  });
});

describe('cast --exact --risk: the best limit whose expected self-damage stays within the risk', () => {
  it('a risk of exactly 0.25 allows limit 2 (5/20): 99.75 %, shown as a last line', () => {
    const report = exact({ castingNumber: 3, will: -17, risk: 0.25 });
    expect(report.json.best_empower).toStrictEqual({ risk: 0.25, empower: 2, p_effect: 399 / 400, expected_self_damage: 0.25 });
    expect(report.view).toHaveLength(7);
    expect(report.view[6]).toStrictEqual({ kind: 'lines', lines: ['best limit for an expected self-damage of at most 0.25: 2 (99.75% takes effect)'] });
    expect(exact({ castingNumber: 3, will: -17, risk: 0.25 }, 'fr').view[6]).toStrictEqual({
      kind: 'lines', lines: ["meilleure limite pour au plus 0.25 dommages subis en moyenne : 2 (99,75\u00a0% de prise d'effet)"],
    });
  });

  it('just under 0.25 only limit 1 fits; a risk of 0 keeps limit 0 (no damage at all)', () => {
    expect(exact({ castingNumber: 3, will: -17, risk: 0.2499 }).json.best_empower).toStrictEqual({ risk: 0.2499, empower: 1, p_effect: 379 / 400, expected_self_damage: 0.1 });
    expect(exact({ castingNumber: 3, will: -17, risk: '0' }).json.best_empower).toStrictEqual({ risk: 0, empower: 0, p_effect: 359 / 400, expected_self_damage: 0 });
  });

  it('no limit within the risk: best_empower null and no last line', () => {
    // Casting number 18: even limit 0 costs 21/20 on average (dice 1-8 miss by 10-17, 2 each; 9-13 by 5-9, 1 each).
    const report = exact({ castingNumber: 18, risk: 1 });
    expect(report.json).toMatchObject({ expected_self_damage: 21 / 20, best_empower: null });
    expect(report.view).toHaveLength(6);
  });
});

describe('cast --exact with a caster target that empowers its Will roll', () => {
  /**
   * Casting number 3, Volonté −17, --target-empower 1: the target resists on d20 − 17 + 1 ≥ final (a final of 3 on
   * 19-20, of 4 on a 20), spending its 1 point when d20 − 17 falls short by exactly 1 (a 19 against 3, a 20 against 4).
   * Limit 0: effect 18 + 19 + 16 × 20 = 357/400; the target spends 2 points over 400 pairs.
   * Limit 1: the 2, 3, 4 spend 1 (→ 3, 4, 5): 18 + 19 + 20 + 320 = 377/400, 3/20. Limit 2: the 1 → 3, 2 → 4, 3 → 5
   * (2 each), the 4 spends 1: 397/400, 7/20. Limit 3: 399/400, 9/20. Limit 4: 400/400, 10/20 (−17 + 1 + 21 − 1 = 4).
   */
  it('shows what the target spends on average, in the JSON and the view, in English and French', () => {
    const report = exact({ castingNumber: 3, will: -17, targetEmpower: 1 });
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'exact', casting_number: 3, empower: 0, will: -17,
      target_empower: 1, expected_target_damage: 2 / 400,
      p_cast: 18 / 20, p_effect: 357 / 400, expected_self_damage: 0, self_damage: { 0: 1 },
      by_empower: [
        { empower: 0, p_cast: 18 / 20, p_effect: 357 / 400, expected_self_damage: 0 },
        { empower: 1, p_cast: 19 / 20, p_effect: 377 / 400, expected_self_damage: 3 / 20 },
        { empower: 2, p_cast: 1, p_effect: 397 / 400, expected_self_damage: 7 / 20 },
        { empower: 3, p_cast: 1, p_effect: 399 / 400, expected_self_damage: 9 / 20 },
        { empower: 4, p_cast: 1, p_effect: 1, expected_self_damage: 10 / 20 },
      ],
      best_empower: null,
    });
    expect(report.view[1]).toStrictEqual({
      kind: 'pairs',
      items: [['cast', '90.00%'], ['takes effect (Volonté -17)', '89.25%'], ['expected self-damage', '0.000'], ['damage the target takes empowering its Will roll (limit 1), on average', '0.005']],
    });
    expect(exact({ castingNumber: 3, will: -17, targetEmpower: 1 }, 'fr').view[1]).toStrictEqual({
      kind: 'pairs',
      items: [['sort lancé', '90,00\u00a0%'], ['prend effet (Volonté -17)', '89,25\u00a0%'], ['dommages subis moyens', '0,000'], ['dommages subis par la cible pour renforcer sa Volonté (limite 1), en moyenne', '0,005']],
    });
  });

  it('--target-empower 0 is no caster target: no target keys, no line', () => {
    const report = exact({ castingNumber: 3, will: -17, targetEmpower: 0 });
    expect(report.json).toStrictEqual(exact({ castingNumber: 3, will: -17 }).json);
    expect(report.view).toStrictEqual(exact({ castingNumber: 3, will: -17 }).view);
  });
});

describe('cast --exact without a Will roll, and hors-jeu', () => {
  it('no Will: will null, p_effect is p_cast, no effect line, the column reads "Volonté -"', () => {
    // Casting number 2: the 1 misses by 1 (no damage); limit 1 lifts it for 1 point.
    const report = exact({ castingNumber: 2 });
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'exact', casting_number: 2, empower: 0, will: null,
      p_cast: 19 / 20, p_effect: 19 / 20, expected_self_damage: 0, self_damage: { 0: 1 },
      by_empower: [{ empower: 0, p_cast: 19 / 20, p_effect: 19 / 20, expected_self_damage: 0 }, { empower: 1, p_cast: 1, p_effect: 1, expected_self_damage: 1 / 20 }],
      best_empower: null,
    });
    expect(report.view[1]).toStrictEqual({ kind: 'pairs', items: [['cast', '95.00%'], ['expected self-damage', '0.000']] });
    expect(report.view[5]).toStrictEqual({
      kind: 'table', columns: ['limit', 'cast', 'takes effect (Volonté -)', 'expected self-damage'], rows: [[0, '95.00%', '95.00%', '0.000'], [1, '100.00%', '100.00%', '0.050']],
    });
  });

  it('hors-jeu: no failure damage, one row, and a line saying so (English and French)', () => {
    // Casting number 18 on the table costs 21/20 on average; hors-jeu nothing.
    const report = exact({ castingNumber: 18, offTable: true });
    expect(report.json).toStrictEqual({
      ruleset: 'frostgrave', roll: 'cast', method: 'exact', casting_number: 18, empower: 0, will: null, off_table: true,
      p_cast: 3 / 20, p_effect: 3 / 20, expected_self_damage: 0, self_damage: { 0: 1 },
      by_empower: [{ empower: 0, p_cast: 3 / 20, p_effect: 3 / 20, expected_self_damage: 0 }], best_empower: null,
    });
    expect(report.view[1]).toStrictEqual({ kind: 'pairs', items: [['cast', '15.00%'], ['expected self-damage', '0.000'], ['cast hors-jeu: no damage', 'yes']] });
    expect(exact({ castingNumber: 18, offTable: true }, 'fr').view[1]).toStrictEqual({
      kind: 'pairs', items: [['sort lancé', '15,00\u00a0%'], ['dommages subis moyens', '0,000'], ['lancé hors-jeu : aucun dommage', 'oui']],
    });
  });

  it('a wounded caster (−2) needs a 5 for casting number 3: 16/20', () => {
    expect(exact({ castingNumber: 3, wounded: true }).json).toMatchObject({ p_cast: 16 / 20, by_empower: [{ empower: 0, p_cast: 16 / 20 }, { empower: 1 }, { empower: 2 }, { empower: 3 }, { empower: 4 }] });
  });
});
