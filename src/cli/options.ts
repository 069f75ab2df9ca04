/** Ruleset options declared as data (OptionSpec) to commander options (their values: option-values.ts). */
import { Option, type Command } from 'commander';
import type { OptionSpec } from '../core/ruleset/ruleset.js';

/**
 * Declares each option once even when several rulesets (or named rolls) read it; `--help` then gives each one's
 * description, joined by `separator` (French typography puts a no-break space before the semicolon).
 */
export function declareOptions(command: Command, specs: readonly OptionSpec[], separator = '; '): Command {
  const seen = new Set(command.options.map((o) => o.attributeName()));
  const declared = new Map<string, Option>();
  for (const spec of specs) {
    const earlier = declared.get(spec.key);
    if (earlier && !earlier.description.includes(spec.description)) earlier.description += `${separator}${spec.description}`;
    if (seen.has(spec.key)) continue;
    seen.add(spec.key);
    const option = new Option(spec.flags, spec.description);
    declared.set(spec.key, option);
    if (spec.choices) option.choices([...spec.choices]);
    if (spec.type === 'list') option.argParser((value: string, previous: string[] = []) => [...previous, value]);
    command.addOption(option);
  }
  return command;
}
