/** Every numeric option has a range checked before any work; no probability printed outside [0, 1]. */
import { describe, expect, it } from 'vitest';
import { clampProbability, probability, repeat, uniform } from '../../src/core/dice/distribution.js';
import { runCli } from '../helpers/cli.js';

describe('numeric options out of range exit 2, naming the option and its range', () => {
  it.each([
    [['simulate-attack', '--ruleset', 'mef-fan', '--mel', '3', '--def', '2', '--models', '1e9'], '--models must be between 1 and 1000, got "1e9"'],
    [['roll', 'test', '--stat', '99999999999999999999', '--exact', '--json'], '--stat must be between -1000 and 1000'],
    [['roll', 'test', '--stat', '9007199254740993'], '--stat must be between -1000 and 1000, got "9007199254740993"'],
    [['roll', 'morale', '--men', '1e9'], '--men must be between 0 and 1000'],
    [['roll', 'fall', '--height', '1e300'], '--height must be between 0 and 1000'],
  ])('%j', (args, message) => {
    const run = runCli(args);
    expect(run.code).toBe(2);
    expect(run.stderr.trim().startsWith(message)).toBe(true);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stdout).toBe('');
  });

  it('the edge of the range is accepted', () => {
    expect(runCli(['roll', 'test', '--stat', '1000', '--exact', '--json']).code).toBe(0);
  });
});

describe('probabilities stay in [0, 1]', () => {
  it('a certain success is exactly 1, not 1.0000000000000002', () => {
    const json = JSON.parse(runCli(['roll', 'test', '--stat', '1000', '--exact', '--json']).stdout) as { success: number; distribution: Record<string, number> };
    expect(json.success).toBe(1);
    for (const p of Object.values(json.distribution)) expect(p).toBeLessThanOrEqual(1);
  });

  it('sums of many small probabilities are clamped, however they round', () => {
    const d = repeat(uniform(6), 30);
    let raw = 0;
    for (const [, p] of d) raw += p;
    expect(probability(d, () => true)).toBeLessThanOrEqual(1);
    expect(clampProbability(raw)).toBeLessThanOrEqual(1);
    expect(clampProbability(1.0000000000000002)).toBe(1);
    expect(clampProbability(-1e-17)).toBe(0);
  });
});
