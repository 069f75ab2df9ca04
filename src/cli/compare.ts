/** The text of `--compare` on one attack (src/core/api/compare.ts): a column per variant, with its differences. */
import type { CompareOutcome, Variant } from '../core/api/compare.js';
import type { Block, View } from '../core/ruleset/view.js';
import type { Context } from './context.js';
import { quantityLabel, quantityValue } from './render.js';

const WIDTH = 80;

/** A difference with its sign: percentage points for a chance, the value's own unit otherwise. */
export const signedPoints = (diff: number, chance: boolean): string => {
  const text = chance ? (diff * 100).toFixed(2) : diff.toFixed(3);
  const shown = Number(text);
  // What rounds to zero has no sign (`-0.00` is `0.00`).
  return shown > 0 ? `+${text}` : shown < 0 ? text : text.replace('-', '');
};

const numericKeys = (list: readonly Variant[]): string[] => {
  const keys: string[] = [];
  for (const v of list) for (const [k, value] of Object.entries(v.json ?? {})) if (typeof value === 'number' && !keys.includes(k)) keys.push(k);
  return keys;
};

const chance = (key: string): boolean => key.startsWith('p_');

/** A column per variant (value and difference to the first one), split so that each table fits 80 columns. */
export function compareView(outcome: Extract<CompareOutcome, { ok: true }>, context: Context): View {
  const t = context.messages;
  const list = outcome.variants;
  const labelOf = (key: string): string => outcome.labels[key] ?? key;
  const keys = numericKeys(list);
  const base = list[0]!;
  const label = (v: Variant): string => (v.on.length === 0 ? t.text('ui/compare-none') : v.on.map(labelOf).join('+'));
  const value = (v: Variant, key: string): string => {
    if (v.error) return t.text('ui/compare-refused');
    const x = v.json?.[key];
    if (typeof x !== 'number') return '-';
    const b = base.json?.[key];
    return v === base || typeof b !== 'number' ? quantityValue(key, x) : `${quantityValue(key, x)} (${signedPoints(x - b, chance(key))})`;
  };
  const first = Math.max(...keys.map((k) => k.length), 8);
  const fit = Math.max(1, Math.floor((WIDTH - first) / 20));
  const perTable = Math.ceil(list.length / Math.ceil(list.length / fit));
  const blocks: Block[] = [{ kind: 'heading', text: t.text('ui/compare-title', { options: list.at(-1)!.on.map(labelOf).join(', ') }) }];
  for (let i = 0; i < list.length; i += perTable) {
    const group = list.slice(i, i + perTable);
    blocks.push({ kind: 'table', columns: [t.text('ui/quantity'), ...group.map(label)], rows: keys.map((k) => [quantityLabel(k, t), ...group.map((v) => value(v, k))]) });
  }
  const refused = list.filter((v) => v.error);
  if (refused.length) blocks.push({ kind: 'lines', lines: refused.map((v) => `${label(v)}: ${v.error!.message}`) });
  return blocks;
}
