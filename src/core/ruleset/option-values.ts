/** The values of ruleset options (OptionSpec) from commander's parsed options or a library call, typed. Apart from cli/options.ts so that
 * the commands reading them do not load commander a second time in the lazy build. */
import { usageError } from '../diagnostics/errors.js';
import { OPTION_LIMIT, type OptionSpec, type Options } from './option-spec.js';

/** The range of a numeric option: its own, else ±OPTION_LIMIT. */
export const rangeOf = (spec: OptionSpec): { min: number; max: number } => ({ min: spec.min ?? -OPTION_LIMIT, max: spec.max ?? OPTION_LIMIT });

function coerce(spec: OptionSpec, raw: unknown): unknown {
  if (spec.type === 'int' || spec.type === 'number') {
    const value = Number(raw);
    // `true` is an on/off flag of another ruleset given without a value: never read as 1.
    if (raw === '' || typeof raw === 'boolean' || !Number.isFinite(value) || (spec.type === 'int' && !Number.isInteger(value))) {
      throw usageError(spec.type === 'int' ? 'cli/option-not-integer' : 'cli/option-not-number', { option: spec.flags.split(' ')[0]!, actual: String(raw) });
    }
    const { min, max } = rangeOf(spec);
    if (value < min || value > max) throw usageError('cli/option-range', { option: spec.flags.split(' ')[0]!, min, max, actual: String(raw) });
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
