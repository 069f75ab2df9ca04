/** The rulebook's example figures (tests/fixtures/frostgrave/exemples-du-livre.yaml) as sides of `simulate-attack`, read in each test. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { Options, Report, Side } from '../../../src/core/ruleset/ruleset.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { ROOT } from '../../helpers/cli.js';

export const FILE = path.join(ROOT, 'tests/fixtures/frostgrave/exemples-du-livre.yaml');
export const examples = (): FgBand => ruleset.parse(parseYaml(readFileSync(FILE, 'utf8'))).band!;

/** Mage (Combat +4, Armure 12, Santé 14, bâton), Brigand (+2, 10, 10, arme de base), Archer (+1, Tir +2, 11, 10, arc), Fantassin (+3, 11, 10, arme lourde). */
export function member(name: string, band: FgBand = examples()): Side<FgBand> {
  return { kind: 'member', band, member: ruleset.roster(band).find((m) => m.name === name)!, file: FILE };
}
export const typed: Side<FgBand> = { kind: 'typed', options: {} };

export const simulate = (attacker: Side<FgBand>, target: Side<FgBand>, options: Options = {}, lang: 'en' | 'fr' = 'en'): Report =>
  ruleset.attack.simulate({ attacker, target, options, lang });
