/**
 * Issue 38 item 10: "Les morts-vivants, démons et golems ne peuvent jamais être blessés." `undead: true` on a figure
 * (the three kinds), `--undead` / `--target-undead` for typed-in stats: the wounded rule never applies.
 * Issue 38 item 23: a current Santé above the figure's own is refused with the maximum named.
 */
import { describe, expect, it } from 'vitest';
import { EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { refusal } from '../../helpers/refusal.js';
import { member, simulate, typed } from './odds-common.js';

const figure = (name: string, extra: Record<string, unknown> = {}) => ({ name, type: 'soldat', move: 6, fight: 2, shoot: 0, armour: 10, will: 0, health: 10, weapon: 'arme-de-base', ...extra });

function band(wounded: boolean): FgBand {
  const data = { ruleset: 'frostgrave', name: 'Crypte', figures: [figure('Zombie', { undead: true }), figure('Brigand')] };
  const { band: parsed, findings } = ruleset.parse(data, { wounded });
  expect(findings).toEqual([]);
  return parsed!;
}
const side = (b: FgBand, name: string): Side<FgBand> => ({ kind: 'member', band: b, member: ruleset.roster(b).find((m) => m.name === name)!, file: 'crypte.yaml' });
const json = (a: Side<FgBand>, b: Side<FgBand>, options: Options = {}) => simulate(a, b, options).json as Record<string, any>;

describe('a mort-vivant, démon or golem is never wounded', () => {
  it('undead: true is read from the band file and shown in the JSON', () => {
    const b = band(false);
    expect(b.figures[0]!.undead).toBe(true);
    expect(json(side(b, 'Brigand'), side(b, 'Zombie')).target).toMatchObject({ name: 'Zombie', undead: true });
    expect(json(side(b, 'Zombie'), side(b, 'Brigand')).target.undead).toBeUndefined();
  });

  it('P(wounded) is 0 for it, and not for the same stat line without undead', () => {
    const b = band(false);
    expect(json(side(b, 'Brigand'), side(b, 'Zombie')).p_wounded).toBe(0);
    expect(json(side(b, 'Zombie'), side(b, 'Brigand')).p_wounded).toBeGreaterThan(0);
  });

  it('the house rule wounded: Santé 3 gives the Brigand −2, not the Zombie', () => {
    const b = band(true);
    const zombie = json(side(b, 'Brigand'), side(b, 'Zombie'), { targetHealth: 3 });
    const brigand = json(side(b, 'Zombie'), side(b, 'Brigand'), { targetHealth: 3 });
    expect(zombie.modifiers.target.roll.map((p: { source: string }) => p.source)).not.toContain('wounded');
    expect(brigand.modifiers.target.roll).toContainEqual({ source: 'wounded', value: -2 });
    // d20 + 2 against d20 + 2: a win on a > b, 190 pairs; against the wounded brigand's d20 + 0, on b ≤ a + 1, 229.
    expect(zombie.p_win).toBeCloseTo(190 / 400, 12);
    expect(brigand.p_win).toBeCloseTo(229 / 400, 12);
  });

  it('--target-wounded or --wounded on one is refused (exit 1) with the rule', () => {
    const b = band(false);
    expect(refusal(() => simulate(side(b, 'Brigand'), side(b, 'Zombie'), { targetWounded: true }))).toEqual({ code: 'frostgrave/never-wounded', exit: EXIT.invalid, params: { option: '--target-wounded' } });
    expect(refusal(() => simulate(side(b, 'Zombie'), side(b, 'Brigand'), { wounded: true }))).toEqual({ code: 'frostgrave/never-wounded', exit: EXIT.invalid, params: { option: '--wounded' } });
    expect(json(side(b, 'Zombie'), side(b, 'Brigand'), { targetWounded: true }).modifiers.target.roll).toContainEqual({ source: 'wounded', value: -2 });
  });

  it('typed-in stats: --target-undead and --undead', () => {
    const options = { fight: 2, attackerArmour: 10, attackerHealth: 10, targetFight: 2, targetArmour: 10, targetHealth: 6 };
    expect(json(typed, typed, options).p_wounded).toBeGreaterThan(0);
    expect(json(typed, typed, { ...options, targetUndead: true }).p_wounded).toBe(0);
    expect(refusal(() => simulate(typed, typed, { ...options, undead: true, wounded: true }))).toMatchObject({ code: 'frostgrave/never-wounded' });
  });

  it('a band file with undead not a boolean is a located finding', () => {
    const { findings } = ruleset.parse({ ruleset: 'frostgrave', name: 'X', figures: [figure('Golem', { undead: 'oui' })] });
    expect(findings.length).toBeGreaterThan(0);
  });
});

describe('a current Santé above the figure\'s own is refused, naming it', () => {
  it('--target-health 40 on the Brigand (Santé 10); 10 is allowed', () => {
    expect(refusal(() => simulate(member('Archer'), member('Brigand'), { targetHealth: 40 }))).toEqual({
      code: 'frostgrave/health-above-max', exit: EXIT.usage, params: { option: '--target-health', actual: 40, limit: 10, name: 'Brigand' },
    });
    expect((simulate(member('Archer'), member('Brigand'), { targetHealth: 10 }).json as Record<string, any>).target.health).toBe(10);
  });

  it('--attacker-health 15 on the Mage (Santé 14)', () => {
    expect(refusal(() => simulate(member('Mage'), member('Brigand'), { attackerHealth: 15 }))).toMatchObject({ code: 'frostgrave/health-above-max', params: { limit: 14, name: 'Mage' } });
  });
});

describe('expected damage is capped at the Santé left', () => {
  it('a target at Santé 1 loses at most 1: expected damage = P(damage ≥ 1)', () => {
    const j = json(member('Mage'), member('Brigand'), { targetHealth: 1 });
    expect(Object.keys(j.damage).map(Number).every((d) => d <= 1)).toBe(true);
    expect(j.expected_damage).toBeCloseTo(1 - j.damage['0'], 12);
    expect(j.expected_damage).toBeCloseTo(j.p_kill, 12);
  });
});
