/**
 * House rule `regeneration-first`: Régénération heals before Flammes and Poison burn, but only "up to the card's Santé"
 * (docs/rules-notes.md): a target at full Santé has nothing to heal first, so the burns take all of it.
 */
import { describe, expect, it } from 'vitest';
import { outcome, type Defence, type Strike } from '../../../src/rulesets/fees-d-armes/odds/attack.js';

const strike: Strike = { need: 1, damage: 0, plus: false, gel: false, flammes: 2, poison: 0, devour: false, attackerHealth: 0, collision: false, outOfRange: false };
const defence: Defence = { armour: 0, cover: false, health: 2, maxHealth: 2, regeneration: 1, regenerationFirst: true };

describe('regeneration-first heals only what is missing', () => {
  it('without the house rule the burns come first: Flammes (2) on Santé 2 of 3 eliminate it despite Régénération (1)', () => {
    expect(outcome(strike, { ...defence, maxHealth: 3, regenerationFirst: false }, 1).killedByEndOfTurn).toBe(true);
  });

  it('full Santé 2, no damage now, Flammes (2), Régénération (1): nothing to heal first, the burns eliminate it', () => {
    expect(outcome(strike, defence, 1)).toStrictEqual({ success: true, gross: 0, damage: 0, killed: false, endOfTurn: 2, killedByEndOfTurn: true });
  });

  it('Santé 2 of 3: one point healed first, the burns leave it at 1', () => {
    expect(outcome(strike, { ...defence, maxHealth: 3 }, 1).killedByEndOfTurn).toBe(false);
  });

  it('Régénération (2) with 1 point missing heals 1 only: on Santé 2 of 3, Flammes (2) leave it at 1, Flammes (3) eliminate it', () => {
    expect(outcome(strike, { ...defence, maxHealth: 3, regeneration: 2 }, 1).killedByEndOfTurn).toBe(false);
    expect(outcome({ ...strike, flammes: 3 }, { ...defence, maxHealth: 3, regeneration: 2 }, 1).killedByEndOfTurn).toBe(true);
  });
});
