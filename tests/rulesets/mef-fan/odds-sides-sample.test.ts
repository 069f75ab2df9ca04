/**
 * The Monte Carlo sampler of a Mef-Fan strike, die by die on given faces: Effrayant ("un jet de Men et, s'il le rate,
 * … un malus de -1 en Mél"), the parry ("annuleront autant d'attaques ennemies réussies"), then a Déf save per success.
 */
import { describe, expect, it } from 'vitest';
import type { Rng } from '../../../src/core/ruleset/ruleset.js';
import type { Strike } from '../../../src/rulesets/mef-fan/odds/model.js';
import { sampleWounds } from '../../../src/rulesets/mef-fan/odds/sample.js';

/** Dice that show these faces in order and refuse to roll once they are used up. */
function dice(...faces: number[]): Rng & { readonly left: number[] } {
  const left = [...faces];
  return {
    left,
    die: () => {
      if (left.length === 0) throw new Error('one die too many was rolled');
      return left.shift()!;
    },
  };
}

const sample = (strike: Strike, ...faces: number[]): { wounds: number; left: number[] } => {
  const rng = dice(...faces);
  return { wounds: sampleWounds(strike, rng), left: rng.left };
};

describe('the Men test against Effrayant: a fail chance of 2/6 fails on 5 and 6 only', () => {
  const strike: Strike = { dice: [{ score: 3, perforant: 0 }], modifier: 0, frightened: 2 / 6, def: 0 };
  it('a 4 passes: the attack die of 3 hits on a 3, and Déf 0 never saves', () => {
    expect(sample(strike, 4, 3, 1)).toEqual({ wounds: 1, left: [] });
  });
  it('a 5 fails: −1, the 3 misses and no save is rolled', () => {
    expect(sample(strike, 5, 3)).toEqual({ wounds: 0, left: [] });
  });
  it('not frightened: no Men test is rolled', () => {
    expect(sample({ ...strike, frightened: 0 }, 3, 1)).toEqual({ wounds: 1, left: [] });
  });
});

describe('the parry: d6 ≤ score + its modifier cancels one success', () => {
  const strike: Strike = { dice: [{ score: 3, perforant: 0 }], modifier: 0, frightened: 0, def: 0, parry: { scores: [2], modifier: 1, frightened: 0 } };
  it('a parry die of 2 with +1 succeeds on a 3: the hit is cancelled, no save is rolled', () => {
    expect(sample(strike, 1, 3)).toEqual({ wounds: 0, left: [] });
  });
  it('a 4 fails the parry: the hit stands and Déf 0 does not save', () => {
    expect(sample(strike, 1, 4, 6)).toEqual({ wounds: 1, left: [] });
  });
  it('an Effrayant attacker frightens the parry (fail chance 3/6, fails on 4–6): −1, the 3 no longer parries', () => {
    expect(sample({ ...strike, parry: { scores: [2], modifier: 1, frightened: 3 / 6 } }, 1, 4, 3, 6)).toEqual({ wounds: 1, left: [] });
    expect(sample({ ...strike, parry: { scores: [2], modifier: 1, frightened: 3 / 6 } }, 1, 3, 3)).toEqual({ wounds: 0, left: [] });
  });
});
