/** Seeds: replayable rolls from a seed, fresh seeds from cryptographic randomness. */
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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

describe('entropy from a device', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const device = (bytes: number[]) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'escarmouche-entropy-'));
    dirs.push(dir);
    const file = path.join(dir, 'device');
    writeFileSync(file, Uint8Array.from(bytes));
    return file;
  };

  it('reads its bytes from the device when it gives enough', () => {
    const file = device([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(Array.from(entropy(8, file))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('falls back on Web Crypto when the device gives too few bytes', () => {
    const file = device([1, 2, 3, 4]);
    const draws = Array.from({ length: 5 }, () => Array.from(entropy(8, file)).join(','));
    expect(draws).not.toContain('1,2,3,4,0,0,0,0');
    expect(new Set(draws).size).toBe(draws.length);
  });

  it.runIf(existsSync('/proc/self/fd'))('closes the device after reading it', () => {
    const file = device([1, 2, 3, 4, 5, 6, 7, 8]);
    const open = () => readdirSync('/proc/self/fd').length;
    const before = open();
    for (let i = 0; i < 50; i++) entropy(8, file);
    expect(open()).toBeLessThan(before + 10);
  });
});
