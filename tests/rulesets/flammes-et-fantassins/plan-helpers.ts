/**
 * Sides for the attack plan and policy tests: characters written inline (only what a test needs), the fixtures'
 * characters, typed-in sides, and a plain Setup to vary one field at a time.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FfBand } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { ruleset } from '../../../src/rulesets/flammes-et-fantassins/index.js';
import { fighter, type Fighter } from '../../../src/rulesets/flammes-et-fantassins/odds/fighters.js';
import { plan, type Plan } from '../../../src/rulesets/flammes-et-fantassins/odds/plan.js';
import type { Setup } from '../../../src/rulesets/flammes-et-fantassins/odds/policy.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface Character {
  readonly style: 'agile' | 'puissant';
  readonly classes: readonly string[];
  readonly equipment?: readonly string[];
  readonly spells?: readonly string[];
  readonly specialty?: string;
}

/** One character in a band of its own, with the house rules given. */
export function character(c: Character, houseRules: Record<string, unknown> = {}, name = 'Test'): Fighter {
  const data = { ruleset: 'flammes-et-fantassins', name: 'Bande', pc: 10, characters: [{ name, equipment: [], ...c }] };
  const band = ruleset.parse(data, houseRules).band!;
  return fighter({ kind: 'member', band, member: ruleset.roster(band)[0]!, file: 'inline.yaml' });
}

/** A character of a band file of the repository. */
export function member(file: string, name: string): Fighter {
  const { house_rules: rules, ...data } = parseYaml(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;
  const band = ruleset.parse(data, (rules ?? {}) as Record<string, unknown>).band!;
  const found = ruleset.roster(band).find((m) => m.name === name);
  if (!found) throw new Error(`no ${name} in ${file}`);
  const side: Side<FfBand> = { kind: 'member', band, member: found, file };
  return fighter(side);
}

export const typed = (options: Options): Fighter => fighter({ kind: 'typed', options });
export const hitter = (hit = 0, damage = 0): Fighter => typed({ hit, damage });
export const wall = (ca = 4, pv = 100, tra = 3): Fighter => typed({ ca, pv, tra });

export const MARQ = 'bands/ff-les-marquisards.yaml';
export const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';
export const MAGES = 'tests/fixtures/ff-mages.yaml';
export const SPECIALISTES = 'tests/fixtures/ff-specialites.yaml';
export const SOLO = 'tests/fixtures/ff-solo.yaml';

export const planOf = (attacker: Fighter, target: Fighter, options: Options = {}, number: number | null = null): Plan => plan(attacker, target, options, number);

/** The lines of one roll, as [source, value] pairs, in order. */
export const linesOf = (p: Plan, roll: 'touche' | 'degats' | 'defense') => p.lines.filter((l) => l.roll === roll);

/** Touche, Dégâts and CA as given, nothing else in play. */
export const plain = (touche: number, degats: number, defense: number, pv = 100): Setup => ({
  touche,
  degats,
  defense,
  bark: 0,
  pv,
  concentration: 0,
  concentrationBoth: false,
  doublesOnly: false,
  stun: null,
  stunOnDie: false,
  strict: false,
  floating: 0,
  swap: null,
  flip: false,
  reroll: false,
  eloquence: null,
  fog: 0,
  divide: 1,
  botte: null,
  dodge: false,
  esquive: null,
  esquiveCa: true,
});

/** Every roll of 2D6, in the order a, b. */
export const ROLLS: readonly (readonly [number, number])[] = [1, 2, 3, 4, 5, 6].flatMap((a) => [1, 2, 3, 4, 5, 6].map((b) => [a, b] as const));
