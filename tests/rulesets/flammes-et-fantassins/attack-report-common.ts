/** Helpers for the F&F attack report tests: sides from the band files and fixtures, and one simulate-attack call. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { Lang } from '../../../src/core/messages/catalogue.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export const MARQ = 'bands/ff-les-marquisards.yaml';
export const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';
export const POTERIE = 'bands/ff-federation-de-la-poterie.yaml';
export const MAGES = 'tests/fixtures/ff-mages.yaml';
export const SOLO = 'tests/fixtures/ff-solo.yaml';

/** A band member, its band parsed from the file (house rules included) in the test that asks for it. */
export function member(file: string, name: string): Side<FfBand> {
  const { house_rules: rules, ...data } = parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
  const band = ruleset.parse(data, (rules ?? {}) as Record<string, unknown>).band!;
  const found = ruleset.roster(band).find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in ${file}`);
  return { kind: 'member', band, member: found, file };
}

export const typed = (options: Options): Side<FfBand> => ({ kind: 'typed', options });

/** simulate-attack's JSON and view blocks, in one language. */
export function report(attacker: Side<FfBand>, target: Side<FfBand>, options: Options = {}, lang: Lang = 'en'): { json: Json; view: Json[] } {
  const r = ruleset.attack.simulate({ attacker, target, options, lang });
  return { json: r.json as Json, view: r.view as unknown as Json[] };
}

/** A chance as a fraction of the 36 rolls of 2D6 (or any denominator), compared to 12 places. */
export const p = (n: number, d = 36) => expect.closeTo(n / d, 12);
