/** Small helpers for the Argad! tests: a troop from YAML text, and the attack model on typed sides. */
import { parse as parseYaml } from 'yaml';
import { analyse, runRuleset } from '../../../src/core/ruleset/analyse.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import { registry } from '../../../src/rulesets/index.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import type { ArgadBand } from '../../../src/rulesets/argad/band.js';

export async function diagnose(yaml: string) {
  const analysis = await analyse(new TextEncoder().encode(yaml), 'troop.yaml', registry);
  return analysis.findings.map((f) => ({ code: f.code, severity: f.severity, line: f.at.line, column: f.at.column, params: f.params }));
}

export function band(yaml: string): ArgadBand {
  const run = runRuleset(ruleset, parseYaml(yaml));
  if (!run.band) throw new Error(JSON.stringify(run.findings));
  return run.band as ArgadBand;
}

const typed = (options: Options): Side<ArgadBand> => ({ kind: 'typed', options });

/** One attack with both sides typed on the command line (`--class`, `--target-class` …). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = Record<string, any>;

export const simulate = (options: Options): { json: Json } => ruleset.attack.simulate({ attacker: typed(options), target: typed(options), options });

export const member = (b: ArgadBand, name: string): Side<ArgadBand> => {
  const i = b.characters.findIndex((c) => c.name === name);
  return { kind: 'member', band: b, member: { name, path: ['characters', i] }, file: 'troop.yaml' };
};
