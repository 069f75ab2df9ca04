/**
 * The F&F attack model's own choices, read from `attack/index.ts` through the ruleset (so that a mutation run sees
 * them): boule de feu's best number (P(kill) first, then PV lost, then the smallest) and the number chosen instead,
 * a weapon attack without the numbers, and the trial each report samples for `--trials`, whose mean over the 36
 * rolls of two dice is the exact report.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Options, Report, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>;
const typed = (options: Options): Side<FfBand> => ({ kind: 'typed', options });
const simulate = (attacker: Side<FfBand>, target: Side<FfBand>, options: Options = {}): Report => ruleset.attack.simulate({ attacker, target, options });
const json = (attacker: Side<FfBand>, target: Side<FfBand>, options: Options = {}) => simulate(attacker, target, options).json as Json;

function marquisard(name: string): Side<FfBand> {
  const file = 'bands/ff-les-marquisards.yaml';
  const { house_rules: rules, ...data } = parseYaml(readFileSync(path.join(import.meta.dirname, '../../..', file), 'utf8')) as Record<string, unknown>;
  const band = ruleset.parse(data, (rules ?? {}) as Record<string, unknown>).band!;
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file };
}

/** The mean of a report's trial over the 36 rolls of two dice, each once: what `--trials` estimates. */
function meanTrial(report: Report): Record<string, number> {
  const sums: Record<string, number> = {};
  for (let a = 1; a <= 6; a++) {
    for (let b = 1; b <= 6; b++) {
      const dice = [a, b];
      const trial = report.sample!({ die: () => dice.shift()! });
      for (const [k, v] of Object.entries(trial)) sums[k] = (sums[k] ?? 0) + v / 36;
    }
  }
  return sums;
}
const close = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThan(1e-9);

describe('boule de feu: "Le Mage choisit un nombre entre 1 et 6", against a Tra of that number, Dégâts + the number', () => {
  // Touche +2, Dégâts +0 against 1 PV: any hit kills. Tra 1 and 2 are always beaten (a die of 1 + 2 > 2); Tra 3 is
  // missed on a double 1 (35/36), Tra 4 when both dice are 2 or less (32/36), Tra 5 on 3 or less (27/36), Tra 6 (20/36).
  // A target loses at most the PV it has: every hit is a loss of 1, so the PV lost is P(kill).
  const mage = typed({ hit: 2, damage: 0 });
  const target = typed({ tra: 0, pv: 1 });

  it('the best number: the highest P(kill), then the most PV lost, then the smallest: 1 (1 and 2 both sure, each a loss of the 1 PV)', () => {
    const r = json(mage, target, { spell: 'boule-de-feu' });
    expect([r.boule_de_feu.chosen, r.boule_de_feu.best]).toStrictEqual([1, 1]);
    expect(r.boule_de_feu.by_number.map((row: Json) => row.number)).toStrictEqual([1, 2, 3, 4, 5, 6]);
    r.boule_de_feu.by_number.map((row: Json, i: number) => close(row.p_kill, [1, 1, 35 / 36, 32 / 36, 27 / 36, 20 / 36][i]!));
    r.boule_de_feu.by_number.map((row: Json) => close(row.expected_damage, row.p_kill));
    close(r.p_kill, 1);
    close(r.expected_damage, 1);
  });

  it('no kill within reach (100 PV): the most PV lost, 3 (235/36), not 2 (233/36, surer) nor 4 (234/36)', () => {
    // With the lower die hitting, the larger goes to the Effet: E[max of 2D6] = 161/36, + the number; else the other way.
    const r = json(mage, typed({ tra: 0, pv: 100 }), { spell: 'boule-de-feu' });
    expect(r.boule_de_feu.best).toBe(3);
    r.boule_de_feu.by_number.map((row: Json, i: number) => close(row.expected_damage, [197, 233, 235, 234, 220, 183][i]! / 36));
  });

  it('P(kill) before PV lost: Touche +0, Dégâts +2 against 5 PV, 2 (P(kill) 32/36) beats 1 (more PV, 25/36)', () => {
    const r = json(typed({ hit: 0, damage: 2 }), typed({ tra: 0, pv: 5 }), { spell: 'boule-de-feu' });
    expect(r.boule_de_feu.best).toBe(2);
    close(r.boule_de_feu.by_number[1].p_kill, 32 / 36);
    close(r.boule_de_feu.by_number[0].p_kill, 25 / 36);
    expect(r.boule_de_feu.by_number[0].expected_damage).toBeGreaterThan(r.boule_de_feu.by_number[1].expected_damage);
  });

  it('--chosen-number 3: that number\'s odds, the best still named', () => {
    const r = json(mage, target, { spell: 'boule-de-feu', chosenNumber: 3 });
    expect([r.boule_de_feu.chosen, r.boule_de_feu.best]).toStrictEqual([3, 1]);
    close(r.p_kill, 35 / 36);
    close(r.p_hit, 35 / 36);
    expect(r.attacker).toMatchObject({ spell: 'boule-de-feu' });
  });

  it('the view ends with the numbers, the chosen one and the best one marked', () => {
    const view = simulate(mage, target, { spell: 'boule-de-feu', chosenNumber: 3 }).view;
    expect(view[0]).toStrictEqual({ kind: 'heading', text: 'typed-in attacker attacks typed-in target: spell boule de feu (nb 3)' });
    expect(view.slice(-2)).toStrictEqual([
      { kind: 'heading', text: 'Boule de feu: each number the mage may choose' },
      {
        kind: 'table',
        columns: ['nb', 'Tra', 'P(hit)', 'expected PV lost', 'P(kill)', ''],
        rows: [
          [1, 1, '100.00%', '1.000', '100.00%', 'best'],
          [2, 2, '100.00%', '1.000', '100.00%', ''],
          [3, 3, '97.22%', '0.972', '97.22%', 'chosen'],
          [4, 4, '88.89%', '0.889', '88.89%', ''],
          [5, 5, '75.00%', '0.750', '75.00%', ''],
          [6, 6, '55.56%', '0.556', '55.56%', ''],
        ],
      },
    ]);
  });
});

describe('a weapon attack: no numbers to choose', () => {
  it('no boule_de_feu in the JSON, every block of the view a block', () => {
    const r = simulate(typed({ hit: 1, damage: 1 }), typed({ ca: 3, pv: 4 }));
    expect(r.json).not.toHaveProperty('boule_de_feu');
    expect(r.json).not.toHaveProperty('p_stun');
    expect(r.json.method).toBe('exact');
    expect(r.view.every((block) => typeof block === 'object' && block !== null && 'kind' in block)).toBe(true);
  });
});

describe('the trial sampled for --trials: its mean over the 36 rolls is the exact report', () => {
  it('a weapon attack: p_hit, expected_damage, p_kill (and no p_stun)', () => {
    const r = simulate(typed({ hit: 1, damage: 1 }), typed({ ca: 7, pv: 4 }));
    const mean = meanTrial(r);
    expect(Object.keys(mean).sort()).toStrictEqual(['expected_damage', 'p_hit', 'p_kill']);
    for (const k of Object.keys(mean)) close(mean[k]!, r.json[k] as number);
    expect(r.json.p_kill).toBeGreaterThan(0);
    expect(r.json.p_kill).toBeLessThan(r.json.p_hit as number);
  });

  it('the masse\'s assommer: p_stun too', () => {
    const r = simulate(marquisard('Tom le savetier'), marquisard('Gros Louis'), { use: ['assommer'] });
    const mean = meanTrial(r);
    expect(Object.keys(mean).sort()).toStrictEqual(['expected_damage', 'p_hit', 'p_kill', 'p_stun']);
    close(mean.p_stun!, 20 / 36);
    for (const k of Object.keys(mean)) close(mean[k]!, r.json[k] as number);
  });

  it.each([
    ['sommeil', 'an Effet of 5 or more', { tra: 3, pv: 5 }],
    ['acide', 'the hit', { tra: 4, pv: 5 }],
    ['teleportation', 'any pouce', { tra: 2, pv: 5 }],
  ])('%s: p_hit and p_effect (%s), exact', (spell, _what, target) => {
    const r = simulate(typed({ hit: 0, damage: -1 }), typed(target), { spell });
    expect(r.json.method).toBe('exact');
    const mean = meanTrial(r);
    expect(Object.keys(mean).sort()).toStrictEqual(['p_effect', 'p_hit']);
    close(mean.p_hit!, r.json.p_hit as number);
    close(mean.p_effect!, r.json.p_effect as number);
  });

  it('sommeil: the effect is rarer than the hit; acide: the effect is the hit; téléportation: a hit for 0 pouces is none', () => {
    const p = (spell: string, target: Options) => json(typed({ hit: 0, damage: -1 }), typed(target), { spell });
    const sommeil = p('sommeil', { tra: 3, pv: 5 });
    expect(sommeil.p_effect).toBeLessThan(sommeil.p_hit);
    const acide = p('acide', { tra: 4, pv: 5 });
    close(acide.p_effect, acide.p_hit);
    // Effet die − 1: a hit whose Effet die is a 1 moves the target 0 pouces.
    const tele = p('teleportation', { tra: 2, pv: 5 });
    expect(tele.p_effect).toBeLessThan(tele.p_hit);
    expect(tele.p_effect).toBeGreaterThan(sommeil.p_effect);
  });
});
