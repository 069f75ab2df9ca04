/**
 * The editor's answer to a wrong catalogue value (yaml-language-server reads only the schema, so closeness has to be
 * written into it): a pattern per value that matches its common typos, and the values in the order of how often the
 * example bands use them.
 */
import { toId } from '../diagnostics/names.js';

/** A value this long or longer gets a pattern of one edit; a shorter one only capitals, separators and a plural. */
const EDITED_FROM = 5;

const escape = (c: string): string => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One character of an id as typed: a dash as a dash, space or underscore; the first letter either case. */
const typed = (c: string, first: boolean): string => {
  if (c === '-') return '[-\\s_]';
  return first && c.toUpperCase() !== c ? `[${c}${c.toUpperCase()}]` : escape(c);
};

/**
 * A pattern (read with the `u` flag) of what a person types for `id` by mistake: a capital first letter, spaces or
 * underscores for dashes, and, for a value of 5 characters or more, one letter dropped, added, changed (an accent,
 * a plural `s`) or two swapped (`lance-de-chevalrie`, `Maile`, `lance de chevalerie`, `mailles`). A shorter one
 * (`arc`) only gets capitals, separators and a plural `s` or `x`, since one edit of three letters is another word.
 */
export function nearPattern(id: string): string {
  const chars = [...id].map((c, i) => typed(c, i === 0));
  const part = (from: number, to?: number): string => chars.slice(from, to).join('');
  if (chars.length < EDITED_FROM) return `^(?:${part(0)}[sx]?)$`;
  // For each place i: up to two characters stand for the i-th (dropped, changed, one added), or two for the i-th
  // and the next (swapped, both changed); the rest of the id follows as it is.
  const edits = chars.map((_, i) => (i < chars.length - 1 ? `${part(0, i)}(?:.{0,2}${chars[i + 1]}|..)${part(i + 2)}` : `${part(0, i)}.{0,2}`));
  return `^(?:${edits.join('|')})$`;
}

/** How often each folded value appears in a set of documents. */
export type Counts = ReadonlyMap<string, number>;

/** Every string of `documents` (keys aside), folded as `validate` folds names (`Maille` is `maille`), counted. */
export function countValues(documents: readonly unknown[]): Map<string, number> {
  const counts = new Map<string, number>();
  const walk = (node: unknown): void => {
    if (typeof node === 'string') counts.set(toId(node), (counts.get(toId(node)) ?? 0) + 1);
    // A list's items and a mapping's values (its keys aside).
    else if (node instanceof Object) Object.values(node).forEach(walk);
  };
  documents.forEach(walk);
  return counts;
}

/** `entries` in the order of how often the example bands use them (any spelling), ties in their own order. */
export function byCommonness<T extends { readonly id: string; readonly spellings: readonly string[] }>(entries: readonly T[], counts: Counts): T[] {
  const uses = (entry: T): number => [...new Set([entry.id, ...entry.spellings].map(toId))].reduce((sum, key) => sum + (counts.get(key) ?? 0), 0);
  // Array.prototype.sort is stable: ties keep their order.
  return entries
    .map((entry) => ({ entry, uses: uses(entry) }))
    .sort((a, b) => b.uses - a.uses)
    .map(({ entry }) => entry);
}
