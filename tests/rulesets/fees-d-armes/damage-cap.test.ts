/** Issue 38 item 22: the damage of an action is the Santé the target loses, never more than it has left. */
import { describe, expect, it } from 'vitest';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FeesBand } from '../../../src/rulesets/fees-d-armes/band.js';
import { ruleset } from '../../../src/rulesets/fees-d-armes/index.js';

const typed = (options: Options): Side<FeesBand> => ({ kind: 'typed', options });
const simulate = (options: Options) => ruleset.attack.simulate({ attacker: typed(options), target: typed(options), options }).json as Record<string, any>;

describe('expected_damage is capped at the Santé left', () => {
  // 1 die, one success needed (4+: 1/2), Dégâts 5, Armure 0.
  it('Dégâts 5 against Santé 2: 2 lost on a success, expected 1, not 2.5', () => {
    const json = simulate({ actionDice: 1, need: 1, damage: 5, armour: 0, health: 2 });
    expect(json.damage).toEqual({ 0: 0.5, 2: 0.5 });
    expect(json.expected_damage).toBeCloseTo(1, 12);
    expect(json.p_kill).toBeCloseTo(0.5, 12);
  });

  it('the current Santé counts: --target-health 1 of 6 loses 1; Santé 6 loses all 5', () => {
    expect(simulate({ actionDice: 1, need: 1, damage: 5, armour: 0, health: 6, targetHealth: 1 }).expected_damage).toBeCloseTo(0.5, 12);
    expect(simulate({ actionDice: 1, need: 1, damage: 5, armour: 0, health: 6 }).damage).toEqual({ 0: 0.5, 5: 0.5 });
  });

  it('dice rolled: the damage shown is the Santé lost, the gross Dégâts beside it', () => {
    const json = simulate({ actionDice: 1, need: 1, damage: 5, armour: 0, health: 2, dice: '6' });
    expect(json).toMatchObject({ damage_before_armour: 5, damage: 2, killed: true });
  });
});
