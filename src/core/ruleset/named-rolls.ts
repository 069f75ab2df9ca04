/**
 * Which ruleset runs `escarmouche roll <name>`: the rolls every manifest declares, chosen by name, then by the required
 * options given, then by `--ruleset`. Knows no ruleset by name.
 */
import { usageError } from '../diagnostics/errors.js';
import type { NamedRollSpec, OptionSpec, RulesetManifest } from './ruleset.js';

export interface RollChoice {
  readonly manifest: RulesetManifest;
  readonly spec: NamedRollSpec;
}

export const namedRolls = (manifests: readonly RulesetManifest[]): RollChoice[] => manifests.flatMap((manifest) => manifest.rolls.map((spec) => ({ manifest, spec })));

/** Every option of every named roll (the `roll` command declares them all; `declareOptions` keeps one per key). */
export const rollOptions = (manifests: readonly RulesetManifest[]): OptionSpec[] => namedRolls(manifests).flatMap((c) => c.spec.options);

export const rollNames = (manifests: readonly RulesetManifest[]): string[] => [...new Set(namedRolls(manifests).map((c) => c.spec.name))];

const required = (spec: NamedRollSpec) => spec.options.filter((o) => o.required);
// Stryker disable next-line Regex: split on single separators, the extra pieces are empty and never start with --.
const flag = (o: OptionSpec) => o.flags.split(/[\s,]+/).find((f) => f.startsWith('--')) ?? o.flags;
const describe = (c: RollChoice) => `${c.manifest.id} (${required(c.spec).map((o) => o.flags).join(' ') || '-'})`;

/**
 * The roll named `name`: among the rulesets declaring it (only `ruleset` if given), the one whose required options are
 * all in `given` (keys of the named-roll options present on the command line). Throws a usage error otherwise, and
 * when an option given does not belong to the chosen roll.
 */
export function chooseRoll(name: string, manifests: readonly RulesetManifest[], given: ReadonlySet<string>, ruleset?: RulesetManifest): RollChoice {
  let candidates = namedRolls(manifests).filter((c) => c.spec.name === name);
  if (ruleset) {
    candidates = candidates.filter((c) => c.manifest.id === ruleset.id);
    if (candidates.length === 0) throw usageError('roll/not-in-ruleset', { ruleset: ruleset.title, name, known: ruleset.rolls.map((r) => r.name).join(', ') || '-' });
  }
  let complete = candidates.filter((c) => required(c.spec).every((o) => given.has(o.key)));
  // Two rulesets with the same roll and nothing required (initiative): the options given tell which one is meant.
  if (complete.length > 1) complete = complete.filter((c) => [...given].every((key) => c.spec.options.some((o) => o.key === key)));
  const choice = complete.length === 1 ? complete[0] : candidates.length === 1 ? candidates[0] : undefined;
  if (!choice) throw usageError('roll/ambiguous', { name, candidates: candidates.map(describe).join('; ') });
  const missing = required(choice.spec).filter((o) => !given.has(o.key));
  if (missing.length) throw usageError('roll/missing-options', { name, ruleset: choice.manifest.title, options: missing.map((o) => o.flags).join(' ') });
  const all = rollOptions(manifests);
  const unused = [...given].filter((key) => !choice.spec.options.some((o) => o.key === key));
  if (unused.length) {
    const option = all.find((o) => o.key === unused[0]);
    throw usageError('roll/unused-option', { option: option ? flag(option) : unused[0]!, name, ruleset: choice.manifest.title });
  }
  return choice;
}

/** The `--flag` of a named-roll option key, for messages. */
export const flagOf = (key: string, manifests: readonly RulesetManifest[]): string => {
  const option = rollOptions(manifests).find((o) => o.key === key);
  return option ? flag(option) : key;
};
