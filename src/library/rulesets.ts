/** The rulesets as a UI sees them: ids, titles and each command's options, from the manifests (no ruleset module loaded). */
import { camelKey, type OptionSpec } from '../core/ruleset/option-spec.js';
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import { manifests } from '../rulesets/index.js';

export interface RulesetOption {
  /** The key a library call takes, camelCase (`targetPv`). */
  readonly name: string;
  /** The command line's flag (`--target-pv`). */
  readonly flag: string;
  readonly type: 'flag' | 'int' | 'number' | 'string' | 'list';
  readonly description: string;
  readonly choices?: readonly string[];
  readonly required?: boolean;
  /** `simulateAttack`: giving it types that side in. */
  readonly side?: 'attacker' | 'target';
}

export interface RulesetInfo {
  readonly id: string;
  readonly title: string;
  /** Other spellings accepted for `ruleset:` and the `ruleset` option. */
  readonly aliases: readonly string[];
  readonly options: {
    readonly simulateAttack: readonly RulesetOption[];
    readonly campaignAward: readonly RulesetOption[];
    readonly build: readonly RulesetOption[];
  };
  /** Rulebook rolls, for `namedRoll`. */
  readonly rolls: readonly { readonly name: string; readonly summary: string; readonly options: readonly RulesetOption[] }[];
}

const option = (spec: OptionSpec): RulesetOption => ({
  name: spec.key,
  flag: spec.flags.split(/[\s,]+/).find((f) => f.startsWith('--')) ?? spec.flags,
  type: spec.type,
  description: spec.description,
  ...(spec.choices ? { choices: [...spec.choices] } : {}),
  ...(spec.required ? { required: true } : {}),
  ...(spec.side ? { side: spec.side } : {}),
});

function info(manifest: RulesetManifest): RulesetInfo {
  const actions = (manifest.campaignActions ?? []).flatMap((a): OptionSpec[] => [{ key: camelKey(a.name), flags: `--${a.name} <FILE#Name>`, type: 'string', description: a.summary }, ...a.options]);
  return {
    id: manifest.id,
    title: manifest.title,
    aliases: [...manifest.aliases],
    options: {
      simulateAttack: manifest.attackOptions.map(option),
      campaignAward: [...(manifest.campaignOptions ?? []), ...actions].map(option),
      build: (manifest.buildOptions ?? []).map(option),
    },
    rolls: manifest.rolls.map((r) => ({ name: r.name, summary: r.summary, options: r.options.map(option) })),
  };
}

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object') for (const v of Object.values(value)) deepFreeze(v);
  return Object.freeze(value);
};

export const rulesets: readonly RulesetInfo[] = deepFreeze(Object.values(manifests).map(info));
