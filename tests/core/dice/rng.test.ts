/** Seeds: replayable rolls from a seed, fresh seeds from cryptographic randomness. */
import { describe, expect, it } from 'vitest';
import { entropy, randomSeed, SeededRng } from '../../../src/core/dice/rng.js';

describe('seeds', () => {
  it('gives the same faces for the same seed, and others for another seed', () => {
    const roll = (seed: string) => {
      const rng = new SeededRng(seed);
      return Array.from({ length: 20 }, () => rng.die(6));
    };
    expect(roll('42')).toEqual(roll('42'));
    expect(roll('42')).not.toEqual(roll('43'));
    expect(roll('x').every((f) => f >= 1 && f <= 6)).toBe(true);
  });

  it('makes a fresh seed of 16 hexadecimal digits, never twice the same', () => {
    const seeds = Array.from({ length: 50 }, randomSeed);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(new Set(seeds).size).toBe(seeds.length);
  });

  it('falls back on Web Crypto where the kernel device is missing', () => {
    const draws = Array.from({ length: 20 }, () => Buffer.from(entropy(8, '/nonexistent/urandom')).toString('hex'));
    expect(new Set(draws).size).toBe(draws.length);
    expect(entropy(8, '/nonexistent/urandom')).toHaveLength(8);
  });
});
