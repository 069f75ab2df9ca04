/** Fées d'armes in a matchup: each profile action of a card is one attack, chosen by `--action`; the headline numbers. */
import { describe, expect, it } from 'vitest';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { attacks, headline } from '../../../src/rulesets/fees-d-armes/odds/matchup.js';

const band = {
  figures: [
    { name: 'Ogre', actions: [{ name: 'Massue', need: 2, plus: true, effects: [] }, { name: 'Manger les enfants', need: 5, plus: false, effects: [] }] },
    { name: 'Grand-mère', actions: [] },
  ],
} as unknown as FeesBand;

describe("Fées d'armes attacks in a matchup", () => {
  it('one attack per profile action, each with --action set to its name', () => {
    expect(attacks(band, { name: 'Ogre', path: ['figures', 0] })).toStrictEqual([
      { name: 'Massue', options: { action: 'Massue' } },
      { name: 'Manger les enfants', options: { action: 'Manger les enfants' } },
    ]);
  });

  it('none for a card without action, or a path to no figure', () => {
    expect(attacks(band, { name: 'Grand-mère', path: ['figures', 1] })).toStrictEqual([]);
    expect(attacks(band, { name: 'Nobody', path: ['figures', 5] })).toStrictEqual([]);
  });

  it('the headline: P(kill), expected damage and the success as the hit; null where a number is missing', () => {
    expect(headline({ p_kill: 0.25, expected_damage: 1.5, p_success: 0.75 })).toStrictEqual({ kill: 0.25, damage: 1.5, hit: 0.75 });
    expect(headline({ p_kill: 0, expected_damage: '1.5', p_success: null })).toStrictEqual({ kill: 0, damage: null, hit: null });
    expect(headline({})).toStrictEqual({ kill: null, damage: null, hit: null });
  });
});
