/**
 * `simulate-attack "A#x" "B#y" --compare charge,dodge`: the same attack without and with each named flag and their
 * combinations, each computed by `attackOdds` (so each equals the attack run with those flags).
 */
import type { Diagnostic } from '../diagnostics/diagnostics.js';
import { EscarmoucheError, usageError } from '../diagnostics/errors.js';
import { suggest } from '../diagnostics/names.js';
import { variants } from '../matchup/matchup.js';
import { readOptions } from '../ruleset/option-values.js';
import type { RulesetManifest } from '../ruleset/ruleset.js';
import type { InvalidBandJson } from './band.js';
import type { ApiEnv } from './env.js';
import { attackOdds, type CommonAttackOptions, type SideRefs } from './simulate-attack.js';

export const MAX_COMPARED = 4;

/** `charge,not-engaged` (or `--charge`) to the keys of the ruleset's flags; anything else is a usage error. */
export function compareFlags(text: string, manifest: RulesetManifest): string[] {
  const flags = manifest.attackOptions.filter((s) => s.type === 'flag' && !s.side);
  const names = text.split(',').map((n) => n.trim().replace(/^--/, '')).filter((n) => n !== '');
  if (names.length < 1 || names.length > MAX_COMPARED) throw usageError('cli/compare-count', { max: MAX_COMPARED, actual: names.length });
  const keys = names.map((name) => {
    const spec = flags.find((s) => s.flags === `--${name}` || s.key === name);
    // At most 3 close flags; none close: where they are listed, never all of them (issue 37).
    const close = suggest(name, flags.map((s) => s.flags.slice(2))).join(', ');
    if (!spec) throw usageError(close ? 'cli/compare-unknown' : 'cli/compare-unknown-far', { ruleset: manifest.title, id: manifest.id, actual: name, ...(close ? { suggestion: close } : {}) });
    return spec.key;
  });
  return [...new Set(keys)];
}

export interface Variant {
  /** The compared flags set in this variant, in the order given. */
  readonly on: readonly string[];
  readonly json: Readonly<Record<string, unknown>> | null;
  readonly error?: { readonly code: string; readonly message: string };
}

export type CompareOutcome =
  | { readonly ok: true; readonly json: { readonly variants: readonly Record<string, unknown>[] }; readonly variants: readonly Variant[]; readonly labels: Readonly<Record<string, string>> }
  | { readonly ok: false; readonly json: InvalidBandJson; readonly errors: Diagnostic[] };

/** Every variant of one attack; one the rules refuse keeps its error. `--dice` and `--trials` do not combine with it. */
export async function compareAttack(refs: SideRefs, raw: Readonly<Record<string, unknown>> & CommonAttackOptions, text: string, env: ApiEnv): Promise<CompareOutcome> {
  if (raw.dice !== undefined || raw.trials !== undefined) throw usageError('cli/compare-dice', { option: raw.dice !== undefined ? '--dice' : '--trials' });
  const base = await attackOdds(refs, raw, env);
  if (!base.ok) return base;
  const manifest = env.registry.find(String(base.json.ruleset))!;
  const keys = compareFlags(text, manifest);
  const given: Record<string, unknown> = { ...raw };
  for (const key of keys) delete given[key];
  const list: Variant[] = [];
  const out: Record<string, unknown>[] = [];
  for (const on of variants(keys)) {
    const variantRaw = { ...given, ...Object.fromEntries(on.map((k) => [k, true])) };
    // The values read as the attack reads them (`--target-pv 3` is 3), as the matchup's variants show them.
    const options = readOptions(manifest.attackOptions, variantRaw);
    let variant: Variant;
    try {
      const outcome = await attackOdds(refs, variantRaw, env);
      variant = { on, json: outcome.ok ? outcome.json : null };
    } catch (cause) {
      if (!(cause instanceof EscarmoucheError)) throw cause;
      variant = { on, json: null, error: { code: cause.code, message: env.messages.text(cause.code, cause.params) } };
    }
    list.push(variant);
    out.push({ options: { ...options, ...Object.fromEntries(keys.map((k) => [k, on.includes(k)])) }, result: variant.json, ...(variant.error ? { error: variant.error } : {}) });
  }
  const labels = Object.fromEntries(keys.map((k) => [k, manifest.attackOptions.find((s) => s.key === k)!.flags.slice(2)]));
  return { ok: true, json: { variants: out }, variants: list, labels };
}
