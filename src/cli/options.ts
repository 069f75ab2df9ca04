/** Ruleset options declared as data (OptionSpec) to commander options, and back to typed values. */
import { Option, type Command } from 'commander';
import { usageError } from '../core/errors.js';
import type { OptionSpec, Options } from '../core/ruleset.js';

/** Declares each option once even when several rulesets read it; `--help` then gives each ruleset's description. */
export function declareOptions(command: Command, specs: readonly OptionSpec[]): Command {
  const seen = new Set(command.options.map((o) => o.attributeName()));
  const declared = new Map<string, Option>();
  for (const spec of specs) {
    const earlier = declared.get(spec.key);
    if (earlier && !earlier.description.includes(spec.description)) earlier.description += `; ${spec.description}`;
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

function coerce(spec: OptionSpec, raw: unknown): unknown {
  if (spec.type === 'int' || spec.type === 'number') {
    const value = Number(raw);
    if (raw === '' || !Number.isFinite(value) || (spec.type === 'int' && !Number.isInteger(value))) {
      throw usageError('cli/usage', { detail: `${spec.flags.split(' ')[0]} expects ${spec.type === 'int' ? 'an integer' : 'a number'}, got "${String(raw)}"` });
    }
    return value;
  }
  return raw;
}

/** The values of the given specs from commander's parsed options, coerced to their types. */
export function readOptions(specs: readonly OptionSpec[], raw: Record<string, unknown>): Options {
  const out: Record<string, unknown> = {};
  for (const spec of specs) if (raw[spec.key] !== undefined) out[spec.key] = coerce(spec, raw[spec.key]);
  return out;
}
