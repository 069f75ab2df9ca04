/**
 * `simulate-attack "A#x" "B#y" --compare charge,dodge`: the same attack without and with each named flag and their
 * combinations, side by side with the differences to the attack without any of them.
 */
import { EscarmoucheError, usageError } from '../core/errors.js';
import { variantOptions, variants } from '../core/matchup.js';
import type { AttackModel, Options, RulesetManifest, Side } from '../core/ruleset.js';
import type { Block, View } from '../core/view.js';
import type { Context } from './context.js';
import { percent } from './render.js';

export const MAX_COMPARED = 4;
const WIDTH = 80;

/** `charge,not-engaged` (or `--charge`) to the keys of the ruleset's flags; anything else is a usage error. */
export function compareFlags(text: string, manifest: RulesetManifest, ruleset: string): string[] {
  const flags = manifest.attackOptions.filter((s) => s.type === 'flag' && !s.side);
  const names = text.split(',').map((n) => n.trim().replace(/^--/, '')).filter((n) => n !== '');
  if (names.length < 1 || names.length > MAX_COMPARED) throw usageError('cli/compare-count', { max: MAX_COMPARED, actual: names.length });
  const keys = names.map((name) => {
    const spec = flags.find((s) => s.flags === `--${name}` || s.key === name);
    if (!spec) throw usageError('cli/compare-unknown', { ruleset, actual: name, known: flags.map((s) => s.flags.slice(2)).join(', ') });
    return spec.key;
  });
  return [...new Set(keys)];
}

/** A difference with its sign: percentage points for a chance, the value's own unit otherwise. */
export const signedPoints = (diff: number, chance: boolean): string => {
  const text = chance ? (diff * 100).toFixed(2) : diff.toFixed(3);
  return Number(text) === 0 ? text.replace('-', '') : diff > 0 ? `+${text}` : text;
};

interface Variant {
  readonly on: readonly string[];
  readonly options: Options;
  readonly json?: Readonly<Record<string, unknown>>;
  readonly error?: EscarmoucheError;
}

/** Every variant of the attack; one the rules refuse keeps its error. */
export function computeVariants(model: AttackModel<unknown>, attacker: Side<unknown>, target: Side<unknown>, options: Options, flags: readonly string[], lang: 'en' | 'fr'): Variant[] {
  return variants(flags).map((on) => {
    const o = variantOptions(options, flags, on);
    try {
      return { on, options: o, json: model.simulate({ attacker, target, options: o, lang }).json };
    } catch (cause) {
      if (!(cause instanceof EscarmoucheError)) throw cause;
      return { on, options: o, error: cause };
    }
  });
}

/** `{"variants":[{"options","result"}]}`: the compared flags true or false over the options given. */
export function variantsJson(list: readonly Variant[], flags: readonly string[], options: Options, context: Context): Record<string, unknown> {
  return {
    variants: list.map((v) => ({
      options: { ...variantOptions(options, flags, []), ...Object.fromEntries(flags.map((f) => [f, v.on.includes(f)])) },
      result: v.json ?? null,
      ...(v.error ? { error: { code: v.error.code, message: context.messages.text(v.error.code, v.error.params) } } : {}),
    })),
  };
}

const numericKeys = (list: readonly Variant[]): string[] => {
  const keys: string[] = [];
  for (const v of list) for (const [k, value] of Object.entries(v.json ?? {})) if (typeof value === 'number' && !keys.includes(k)) keys.push(k);
  return keys;
};

const chance = (key: string): boolean => key.startsWith('p_');
const shown = (key: string, value: number): string => (chance(key) ? percent(value) : value.toFixed(3));

/** A column per variant (value and difference to the first one), split so that each table fits 80 columns. */
export function compareView(list: readonly Variant[], labelOf: (key: string) => string, context: Context): View {
  const t = context.messages;
  const keys = numericKeys(list);
  const base = list[0]!;
  const label = (v: Variant): string => (v.on.length === 0 ? t.text('ui/compare-none') : v.on.map(labelOf).join('+'));
  const value = (v: Variant, key: string): string => {
    const x = v.json?.[key];
    if (v.error) return t.text('ui/compare-refused');
    if (typeof x !== 'number') return '-';
    const b = base.json?.[key];
    return v === base || typeof b !== 'number' ? shown(key, x) : `${shown(key, x)} (${signedPoints(x - b, chance(key))})`;
  };
  const first = Math.max(...keys.map((k) => k.length), 8);
  const fit = Math.max(1, Math.floor((WIDTH - first) / 20));
  const perTable = Math.ceil(list.length / Math.ceil(list.length / fit));
  const blocks: Block[] = [{ kind: 'heading', text: t.text('ui/compare-title', { options: list.at(-1)!.on.map(labelOf).join(', ') }) }];
  for (let i = 0; i < list.length; i += perTable) {
    const group = list.slice(i, i + perTable);
    blocks.push({ kind: 'table', columns: [t.text('ui/quantity'), ...group.map(label)], rows: keys.map((k) => [k, ...group.map((v) => value(v, k))]) });
  }
  const refused = list.filter((v) => v.error);
  if (refused.length) blocks.push({ kind: 'lines', lines: refused.map((v) => `${label(v)}: ${t.text(v.error!.code, v.error!.params)}`) });
  return blocks;
}

/** `--compare` on one attack: prints the variants (JSON or a table) and returns. */
export function compareAttack(
  model: AttackModel<unknown>,
  manifest: RulesetManifest,
  sides: { readonly attacker: Side<unknown>; readonly target: Side<unknown> },
  options: Options,
  text: string,
  json: boolean,
  context: Context,
  render: (view: View) => string,
): void {
  const flags = compareFlags(text, manifest, manifest.id);
  const list = computeVariants(model, sides.attacker, sides.target, options, flags, context.lang);
  const labelOf = (key: string): string => manifest.attackOptions.find((s) => s.key === key)!.flags.slice(2);
  context.out(json ? JSON.stringify(variantsJson(list, flags, options, context), null, 2) : render(compareView(list, labelOf, context)));
}
