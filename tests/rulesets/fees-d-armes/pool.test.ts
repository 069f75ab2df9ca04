import { describe, expect, it } from 'vitest';
import { modifiers, poolSize, successFace } from '../../../src/rulesets/fees-d-armes/odds/pool.js';

describe("Fées d'armes dice pool (§1.1, §3.3.1)", () => {
  // "avec un malus de -1, il faut obtenir 5+ …, -2 ou pire … 6 … +1 … 3+ … +2 ou mieux … 2+"
  it.each([
    [-5, 6],
    [-3, 6],
    [-2, 6],
    [-1, 5],
    [0, 4],
    [1, 3],
    [2, 2],
    [5, 2],
  ])('a total modifier of %i succeeds on %i+', (total, face) => {
    expect(successFace(total)).toBe(face);
  });

  it.each([
    ['second activation and cover: -3, 6+', { secondActivation: true, cover: true, conseiller: false, modifier: 0 }, -3, 6],
    ['second activation and Conseiller: -1, 5+', { secondActivation: true, cover: false, conseiller: true, modifier: 0 }, -1, 5],
    ['cover and Conseiller cancel: 4+', { secondActivation: false, cover: true, conseiller: true, modifier: 0 }, 0, 4],
    ['Conseiller and +1 agreed: 2+', { secondActivation: false, cover: false, conseiller: true, modifier: 1 }, 2, 2],
    ['nothing: 4+', { secondActivation: false, cover: false, conseiller: false, modifier: 0 }, 0, 4],
  ])('modifiers are cumulative: %s', (_name, situation, total, face) => {
    const m = modifiers(situation);
    expect(m.total).toBe(total);
    expect(successFace(m.total)).toBe(face);
  });

  it.each([
    [{ action: 3, tokens: 0, peur: 0 }, 3],
    [{ action: 3, tokens: 1, peur: 0 }, 5],
    [{ action: 3, tokens: 0, peur: 1 }, 2],
    [{ action: 3, tokens: 2, peur: 1 }, 6],
    [{ action: 1, tokens: 0, peur: 1 }, 0],
    [{ action: 1, tokens: 1, peur: 1 }, 2],
    // Several Peur auras add up ("Les bonus et malus sont cumulatifs"), never below 0 dice.
    [{ action: 3, tokens: 0, peur: 2 }, 1],
    [{ action: 3, tokens: 1, peur: 4 }, 2],
  ])('pool of %o: %i dice', (input, dice) => {
    expect(poolSize(input)).toBe(dice);
  });
});
