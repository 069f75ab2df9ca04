/**
 * Seeded dice: the same seed gives the same rolls on any machine and Node version.
 * Generator: sfc32 (Small Fast Counting, 32-bit state words), seeded by the cyrb128 hash of the seed string;
 * faces by rejection sampling, so every face is exactly equally likely.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import type { Rng } from '../ruleset/ruleset.js';

function cyrb128(text: string): [number, number, number, number] {
  let h1 = 1779033703, h2 = 3144134277, h3 = 1013904242, h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  return [(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0];
}

export class SeededRng implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(readonly seed: string) {
    [this.a, this.b, this.c, this.d] = cyrb128(seed);
    for (let i = 0; i < 12; i++) this.next32();
  }

  /** A uniform 32-bit unsigned integer. */
  next32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  die(sides: number): number {
    const limit = 2 ** 32 - (2 ** 32 % sides);
    let value = this.next32();
    while (value >= limit) value = this.next32();
    return (value % sides) + 1;
  }
}

/** Cryptographic randomness from the kernel's generator; Web Crypto where there is no /dev/urandom. Read directly
 * because loading node:crypto cost more than the whole roll at start-up. */
// Stryker disable next-line StringLiteral: without the device the same kind of bytes come from Web Crypto, only slower to load
export function entropy(size: number, device = '/dev/urandom'): Uint8Array {
  const bytes = new Uint8Array(size);
  try {
    const fd = openSync(device, 'r');
    try {
      if (readSync(fd, bytes, 0, size, null) === size) return bytes;
    } finally {
      closeSync(fd);
    }
  } catch {
    // no /dev/urandom (Windows): Web Crypto below
  }
  return globalThis.crypto.getRandomValues(bytes);
}

/** A fresh seed, printed in JSON so that the roll can be replayed. */
export const randomSeed = (): string => Array.from(entropy(8), (b) => b.toString(16).padStart(2, '0')).join('');
