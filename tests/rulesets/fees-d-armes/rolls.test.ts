/** Pillage and fouille, the scenario rolls, against the enumeration of every roll. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng } from '../../../src/core/ruleset/ruleset.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';
import { manifest } from '../../../src/rulesets/fees-d-armes/manifest.js';
import { faceFor, forEachRoll } from './brute.js';

const exact = (name: string, options: Options) => ruleset.rolls[name]!.run(options, { exact: true, rng: { die: () => 1 } }).json as Record<string, any>;

/** A die that shows the given faces in turn. */
const fixed = (faces: number[]): Rng => ({ die: () => faces.shift()! });

function brute(dice: number, wins: (faces: readonly number[]) => boolean): number {
  let hits = 0;
  const total = forEachRoll(dice, (faces) => void (wins(faces) && hits++));
  return hits / total;
}

describe("Fées d'armes named rolls", () => {
  it('are declared in the manifest with their options', () => {
    expect(manifest.rolls.map((r) => r.name)).toEqual(Object.keys(ruleset.rolls));
    for (const roll of manifest.rolls) expect(roll.options.find((o) => o.key === 'action')?.required).toBe(true);
  });

  // "Si au moins un 6 est obtenu, le repaire est pillé."
  it.each([
    [{ action: 1 }, 1],
    [{ action: 3 }, 3],
    [{ action: 3, tokens: 1 }, 5],
    [{ action: 3, peur: 1 }, 2],
    // "Les bonus et malus sont cumulatifs": two auras, two dice fewer; more auras than dice leave none.
    [{ action: 3, peur: 2 }, 1],
    [{ action: 2, peur: 3 }, 0],
    [{ action: 2, tokens: 2, peur: 1 }, 5],
    [{ action: 2, tokens: 1, peur: 2 }, 2],
  ])('pillage %o: at least one 6 on %i dice', (options, dice) => {
    const json = exact('pillage', options);
    expect(json.dice_rolled).toBe(dice);
    expect(json.p_success).toBeCloseTo(brute(dice, (f) => f.includes(6)), 12);
  });

  // "Si le joueur pioche au moins deux réussites … le joueur marque un point de victoire."
  it.each([
    [{ action: 3 }, 3, 0],
    [{ action: 3, secondActivation: true }, 3, -2],
    [{ action: 3, conseiller: true }, 3, 1],
    [{ action: 2, secondActivation: true, conseiller: true }, 2, -1],
    [{ action: 3, modifier: 2, tokens: 1 }, 5, 2],
    [{ action: 1 }, 1, 0],
    [{ action: 4, peur: 2 }, 2, 0],
    [{ action: 4, peur: 1, conseiller: true }, 3, 1],
  ])('fouille %o: two successes among %i dice at modifier %i', (options, dice, total) => {
    const json = exact('fouille', options);
    const face = faceFor(total);
    expect([json.dice_rolled, json.success_on]).toEqual([dice, face]);
    expect(json.p_success).toBeCloseTo(brute(dice, (f) => f.filter((x) => x >= face).length >= 2), 12);
  });

  it('rolls the dice when not exact', () => {
    const pillage = ruleset.rolls.pillage!.run({ action: 3 }, { exact: false, rng: fixed([5, 6, 1]) }).json;
    expect(pillage).toMatchObject({ method: 'rolled', dice: [5, 6, 1], successes: 1, success: true });
    const fouille = ruleset.rolls.fouille!.run({ action: 3 }, { exact: false, rng: fixed([5, 3, 1]) }).json;
    expect(fouille).toMatchObject({ dice: [5, 3, 1], successes: 1, success: false });
  });

  it.each([
    ['pillage', {}, 'fees/roll-action'],
    ['fouille', { action: 0 }, 'fees/bad-option'],
    ['fouille', { action: 3, tokens: 99 }, 'fees/bad-option'],
    ['pillage', { action: 3, peur: -1 }, 'fees/bad-option'],
    ['fouille', { action: 3, peur: 21 }, 'fees/bad-option'],
    ['pillage', { action: 3, peur: 1.5 }, 'fees/bad-option'],
  ])('%s %o is refused', (name, options, code) => {
    expect(() => exact(name, options)).toThrow(EscarmoucheError);
    try {
      exact(name, options);
    } catch (e) {
      expect((e as EscarmoucheError).code).toBe(code);
    }
  });
});
