/**
 * The edits of band-edit.ts applied to a band's data (what `doc.toJS()` gives) rather than to its yaml Document: the
 * data the edited document would give, without copying the document (`suggest` judges hundreds of changes and
 * writes one). Only where the two surely agree; anything else is `undefined`, and the caller edits the document:
 * - the document is a tree (`isTree`): no alias nor merge key (an edit through an alias changes every place that
 *   names it, in the document but not in a copy of its data), every key a string;
 * - each key on the way is there (a list index within the list), each value a plain one (text, number, true/false,
 *   null, lists and mappings of them).
 * Copy on write: the data given is never changed; what an edit does not touch is shared with it.
 */
import { isScalar, visit, type Document } from 'yaml';
import type { Edit } from './band-edit.js';
import type { YamlPath } from '../diagnostics/diagnostics.js';

type Key = string | number;
type Tree = Record<string, unknown> | unknown[];

/** Keys whose data is not what a mapping's key says: a merge (`<<`) and the object prototype. */
const SPECIAL_KEYS = new Set(['<<', '__proto__']);

/** The document's data is a tree of plain values: no alias, no merge key, text keys only. */
export function isTree(doc: Document): boolean {
  let tree = true;
  visit(doc, {
    Alias: () => void (tree = false),
    Pair: (_, pair) => {
      if (!isScalar(pair.key) || typeof pair.key.value !== 'string' || SPECIAL_KEYS.has(pair.key.value)) tree = false;
    },
  });
  return tree;
}

// A list's prototype is Array.prototype: no mapping.
const isMapping = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;

/** A list index as yaml reads one (`asItemIndex`): a whole number ≥ 0, or its text. */
function indexOf(key: Key): number | undefined {
  // Number('') is 0, but an empty key is no index.
  const n = key === '' ? Number.NaN : Number(key);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
}

/** An edit's value as the document would read it back; `undefined` for anything else (a date, an undefined item). */
function plain(value: unknown): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (Array.isArray(value)) {
    const items = value.map(plain);
    return items.includes(undefined) ? undefined : items;
  }
  if (!isMapping(value)) return undefined;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    // toNode leaves out a key whose value is undefined.
    if (item === undefined) continue;
    const copy = plain(item);
    if (copy === undefined || SPECIAL_KEYS.has(key)) return undefined;
    out[key] = copy;
  }
  return out;
}

/** What is at `key` of a list or mapping; undefined when nothing is (plain data holds no undefined value). */
function child(node: Tree, key: Key): unknown {
  if (Array.isArray(node)) return node[indexOf(key) ?? -1];
  return typeof key === 'string' && Object.hasOwn(node, key) ? node[key] : undefined;
}

/** The value at `path` of plain data (a parsed band, a band's data); undefined where nothing is. */
export function valueAt(data: unknown, path: YamlPath): unknown {
  let at = data;
  for (const key of path) at = (at as Record<Key, unknown> | null | undefined)?.[key];
  return at;
}

const copyOf = (node: Tree): Tree => (Array.isArray(node) ? [...node] : { ...node });
const isTreeNode = (value: unknown): value is Tree => Array.isArray(value) || isMapping(value);

/** `node` with `change` made to the collection at `path` (copied along the way), or undefined when a key is missing. */
function at(node: unknown, path: YamlPath, change: (parent: Tree, key: Key) => boolean): unknown {
  // An empty path has no key to change: put and delete refuse an undefined key.
  if (!isTreeNode(node)) return undefined;
  const [key, ...rest] = path as [Key, ...Key[]];
  const copy = copyOf(node);
  if (rest.length === 0) return change(copy, key) ? copy : undefined;
  const changed = at(child(node, key), rest, change);
  if (changed === undefined) return undefined;
  (copy as Record<Key, unknown>)[Array.isArray(copy) ? indexOf(key)! : key] = changed;
  return copy;
}

/** Sets `value` at `key`: a key of a mapping (added at its end when new) or an index within a list. */
function put(parent: Tree, key: Key, value: unknown): boolean {
  if (Array.isArray(parent)) {
    const i = indexOf(key);
    if (i === undefined || i >= parent.length) return false;
    parent[i] = value;
    return true;
  }
  if (typeof key !== 'string') return false;
  parent[key] = value;
  return true;
}

function applyOne(data: unknown, edit: Edit): unknown {
  if (edit.op === 'delete') {
    return at(data, edit.path, (parent, key) => {
      if (!Array.isArray(parent)) return typeof key === 'string' && delete parent[key];
      const i = indexOf(key);
      if (i === undefined) return false;
      parent.splice(i, 1);
      return true;
    });
  }
  const value = plain(edit.value);
  if (value === undefined) return undefined;
  if (edit.op === 'set') return at(data, edit.path, (parent, key) => put(parent, key, value));
  // `add` appends to the list there; anything else there (nothing, a value, a mapping) becomes a list of the one value.
  return at(data, edit.path, (parent, key) => {
    const list = child(parent, key);
    return put(parent, key, Array.isArray(list) ? [...list, value] : [value]);
  });
}

/** The data after `edits`, in order; undefined when the document must be edited instead (see above). */
export function editData(data: unknown, edits: readonly Edit[]): unknown {
  // Once undefined, every edit after gives undefined (`at` reads no tree there).
  let out = data;
  for (const edit of edits) out = applyOne(out, edit);
  return out;
}
