/**
 * One run, every finding (issue 37): a band whose format is wrong in places is read again with each broken value set
 * aside, so that the rule checks run on every member and key that could be read. A key the schema does not know is
 * dropped; a value of the wrong kind or out of its range is replaced by a stand-in the schema accepts, and its place is
 * "broken": what the checks say there, or read from there, is not said (one cause, one diagnostic).
 */
import type { Finding, YamlPath } from '../diagnostics/diagnostics.js';
import { suggest } from '../diagnostics/names.js';
import type { Shape } from './fast-path/shape.js';

export interface Salvaged {
  /** The data with every broken value set aside. */
  readonly data: unknown;
  /** Where values were replaced (or a misspelt key's intended key is missing): checks reading these skip them. */
  readonly broken: readonly YamlPath[];
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A value to put in place, or `absent` for an optional key, taken out. */
type StandIn = { readonly value: unknown; readonly absent?: false } | { readonly absent: true };

/** A stand-in value the shape accepts, `{ absent }` for an optional one; undefined where none can be made. */
function standIn(shape: Shape): StandIn | undefined {
  switch (shape.type) {
    case 'string': {
      if (shape.checks.some((c) => 'pattern' in c)) return undefined;
      const min = Math.max(1, ...shape.checks.map((c) => ('minLength' in c ? c.minLength : 0)));
      return { value: '?'.repeat(min) };
    }
    case 'number':
      return { value: numberIn(shape) };
    case 'boolean':
      return { value: false };
    case 'values':
      return shape.values.length ? { value: shape.values[0] } : undefined;
    case 'array':
      return (shape.minLength ?? 0) === 0 ? { value: [] } : undefined;
    case 'object':
      return objectIn(shape);
    case 'union':
      return shape.options.map(standIn).find((s) => s !== undefined && 'value' in s);
    case 'optional':
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: an optional key set to undefined reads as one taken out
      return { absent: true };
    case 'nullable':
      return { value: null };
    case 'default':
      return { value: structuredClone(shape.value) };
  }
  // `unknown`: a part of a schema no shape expresses has no stand-in.
  return undefined;
}

/** The number nearest 0 that a number shape accepts: 0 within its bounds, else the bound (one step inside an exclusive one). */
function numberIn(shape: Extract<Shape, { type: 'number' }>): number {
  const step = shape.int ? 1 : 1e-9;
  let low = -Infinity;
  let high = Infinity;
  for (const check of shape.checks) {
    if ('min' in check) low = Math.max(low, check.inclusive ? check.min : check.min + step);
    if ('max' in check) high = Math.min(high, check.inclusive ? check.max : check.max - step);
  }
  return Math.min(Math.max(0, low), high);
}

function objectIn(shape: Extract<Shape, { type: 'object' }>): { readonly value: unknown } | undefined {
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape.fields)) {
    const inner = standIn(field);
    if (!inner) return undefined;
    if ('value' in inner) value[key] = inner.value;
  }
  return { value };
}

/** The shape of the value at `path`, through lists, mappings and their wrappers; undefined where it cannot say. */
export function shapeAt(shape: Shape, path: YamlPath): Shape | undefined {
  let here: Shape | undefined = shape;
  for (const step of path) {
    here = stepInto(here, step);
    if (!here) return undefined;
  }
  return here;
}

function stepInto(shape: Shape, step: string | number): Shape | undefined {
  switch (shape.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return stepInto(shape.inner, step);
    case 'array':
      return typeof step === 'number' ? shape.item : undefined;
    case 'object':
      return typeof step === 'string' && Object.hasOwn(shape.fields, step) ? shape.fields[step] : undefined;
    case 'union':
      return shape.options.map((o) => stepInto(o, step)).find((s) => s !== undefined);
  }
  // A value that holds nothing (a string, a number …), or a part no shape expresses.
  return undefined;
}

/** The mapping or list holding the value at `path`, if the data has one there. */
function parentOf(data: unknown, path: YamlPath): Record<string | number, unknown> | undefined {
  let here: unknown = data;
  for (const step of path.slice(0, -1)) {
    if (!isObject(here) && !Array.isArray(here)) return undefined;
    here = (here as Record<string | number, unknown>)[step];
  }
  return isObject(here) || Array.isArray(here) ? (here as Record<string | number, unknown>) : undefined;
}

/** A misspelt key (`mell`) whose intended key (`mel`) is missing: that key is broken too, since its value was not read. */
function intendedKey(shape: Shape, data: unknown, path: YamlPath): YamlPath | undefined {
  const holder = shapeAt(shape, path.slice(0, -1));
  const parent = parentOf(data, path);
  const fields = holder && unwrapped(holder);
  if (!fields || fields.type !== 'object' || !parent) return undefined;
  const missing = Object.keys(fields.fields).filter((key) => !Object.hasOwn(parent, key));
  const [near] = suggest(String(path.at(-1)), missing, 1);
  return near === undefined ? undefined : [...path.slice(0, -1), near];
}

/** A shape without its optional, nullable or default wrapper. */
export const unwrapped = (shape: Shape): Shape => (shape.type === 'optional' || shape.type === 'nullable' || shape.type === 'default' ? unwrapped(shape.inner) : shape);

/** Sets aside the value at `path`, or that of the nearest place above it that can be set aside; the place used. */
function setAside(shape: Shape, data: unknown, path: YamlPath): YamlPath | undefined {
  for (let end = path.length; end > 0; end--) {
    const place = path.slice(0, end);
    const at = shapeAt(shape, place);
    const stand = at && standIn(at);
    const parent = parentOf(data, place);
    if (!stand || !parent) continue;
    const key = place.at(-1)!;
    if (stand.absent) delete parent[key];
    else parent[key] = stand.value;
    return place;
  }
  return undefined;
}

/**
 * The data with the values the findings point at set aside, or undefined when one of them cannot be (the file's
 * root, a value no stand-in fits): then the format findings are all there is to say.
 */
export function salvage(shape: Shape, data: unknown, findings: readonly Finding[]): Salvaged | undefined {
  if (!isObject(data)) return undefined;
  const copy = structuredClone(data);
  const broken: YamlPath[] = [];
  for (const finding of findings) {
    if (finding.severity !== 'error' || !finding.path.length) continue;
    if (finding.code === 'schema/unknown-key') {
      const intended = intendedKey(shape, copy, finding.path);
      const parent = parentOf(copy, finding.path);
      if (parent) delete parent[finding.path.at(-1)!];
      if (intended) broken.push(intended);
      continue;
    }
    const place = setAside(shape, copy, finding.path);
    if (!place) return undefined;
    broken.push(place);
  }
  return { data: copy, broken };
}

// A path shorter than the prefix has no key where the prefix has one: no length test needed.
export const within = (path: YamlPath, prefix: YamlPath): boolean => prefix.every((key, i) => path[i] === key);
