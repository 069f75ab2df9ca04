/** Reading the parsed command-line options of `simulate-attack` and `roll`; bad values are usage errors. */
import { usageError } from '../../../core/diagnostics/errors.js';
import type { Options } from '../../../core/ruleset/ruleset.js';

export const flag = (o: Options, key: string): boolean => o[key] === true;

export function int(o: Options, key: string, flagName: string, fallback?: number): number | undefined {
  const value = o[key];
  if (value === undefined) return fallback;
  // A bare flag (`true`, another ruleset's `--chef`) is not a number: refused rather than read as 1.
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*[+-]?\d+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) throw usageError('argad/not-an-integer', { flag: flagName, actual: String(value) });
  return n;
}

export function oneOf<T extends string>(o: Options, key: string, flagName: string, allowed: readonly T[], fallback: T): T {
  const value = o[key];
  if (value === undefined) return fallback;
  if (!allowed.includes(value as T)) throw usageError('argad/not-a-choice', { flag: flagName, actual: String(value), known: allowed.join(' | ') });
  return value as T;
}

export function inRange(value: number, min: number, max: number, flagName: string): number {
  if (value < min || value > max) throw usageError('argad/out-of-bounds', { flag: flagName, actual: value, limit: `${min}–${max}` });
  return value;
}

/** `--dice 6,6,2`: natural faces as rolled at the table, first the throw, then any reroll. */
export function diceList(o: Options, sides: number): number[] | undefined {
  const raw = o.dice;
  if (raw === undefined) return undefined;
  const text = Array.isArray(raw) ? raw.join(',') : String(raw);
  // Stryker disable next-line Regex: splitting on each separator instead of runs of them only adds empty strings, filtered out
  const faces = text.split(/[\s,]+/).filter(Boolean).map(Number);
  if (faces.length === 0 || faces.some((f) => !Number.isInteger(f) || f < 1 || f > sides)) throw usageError('argad/bad-dice', { actual: text, sides });
  return faces;
}

export const lang = (o: Options): 'en' | 'fr' => (o.lang === 'fr' ? 'fr' : 'en');
