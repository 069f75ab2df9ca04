/**
 * Shapes: a band schema as plain data, checked without loading zod. Each ruleset's shapes are generated from its zod
 * schemas (`npm run shapes`, src/core/schema/fast-path/shape-of.ts); a test regenerates them and fails when they are stale. A shape
 * only answers "valid, and here is what zod would return": for anything else (an error to explain, a part of a
 * schema it cannot express) the caller asks zod, which words the issues.
 */

export type Scalar = string | number | boolean | null;
export type Json = Scalar | readonly Json[] | { readonly [key: string]: Json };

export type StringCheck =
  | { readonly trim: true }
  | { readonly minLength: number }
  | { readonly maxLength: number }
  | { readonly pattern: string; readonly flags: string };

export type NumberCheck = { readonly min: number; readonly inclusive: boolean } | { readonly max: number; readonly inclusive: boolean };

export type Shape =
  | { readonly type: 'string'; readonly checks: readonly StringCheck[] }
  | { readonly type: 'number'; readonly int: boolean; readonly checks: readonly NumberCheck[] }
  | { readonly type: 'boolean' }
  | { readonly type: 'values'; readonly values: readonly Scalar[] }
  | { readonly type: 'array'; readonly item: Shape; readonly minLength?: number; readonly maxLength?: number }
  | { readonly type: 'object'; readonly fields: Readonly<Record<string, Shape>> }
  | { readonly type: 'union'; readonly options: readonly Shape[] }
  | { readonly type: 'optional'; readonly inner: Shape }
  | { readonly type: 'nullable'; readonly inner: Shape }
  | { readonly type: 'default'; readonly inner: Shape; readonly value: Json }
  /** A part of the schema no shape expresses: data reaching it is left to zod. */
  | { readonly type: 'unknown' };

/** What the check found: the value zod would return, or nothing (ask zod). */
type Checked = { readonly value: unknown } | undefined;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const copy = (value: Json): unknown => (Array.isArray(value) ? [...value] : isObject(value) ? { ...value } : value);

/** Each pattern compiled once. */
const patterns = new WeakMap<object, RegExp>();
function patternOf(check: { readonly pattern: string; readonly flags: string }): RegExp {
  let pattern = patterns.get(check);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; a pattern compiled again is the same
  if (!pattern) patterns.set(check, (pattern = new RegExp(check.pattern, check.flags)));
  return pattern;
}

function checkString(shape: Extract<Shape, { type: 'string' }>, input: unknown): Checked {
  if (typeof input !== 'string') return undefined;
  let value = input;
  for (const check of shape.checks) {
    if ('trim' in check) value = value.trim();
    else if ('minLength' in check) {
      if (value.length < check.minLength) return undefined;
    } else if ('maxLength' in check) {
      if (value.length > check.maxLength) return undefined;
    } else if (!patternOf(check).test(value)) return undefined;
  }
  return { value };
}

function checkNumber(shape: Extract<Shape, { type: 'number' }>, input: unknown): Checked {
  // Stryker disable next-line ConditionalExpression,LogicalOperator: Number.isFinite is false for any other type too; typeof tells TypeScript
  if (typeof input !== 'number' || !Number.isFinite(input)) return undefined;
  if (shape.int && !Number.isSafeInteger(input)) return undefined;
  for (const check of shape.checks) {
    if ('min' in check ? (check.inclusive ? input < check.min : input <= check.min) : check.inclusive ? input > check.max : input >= check.max) return undefined;
  }
  return { value: input };
}

function checkArray(shape: Extract<Shape, { type: 'array' }>, input: unknown, unknown?: Unknowns): Checked {
  if (!Array.isArray(input)) return undefined;
  if (input.length < (shape.minLength ?? 0) || input.length > (shape.maxLength ?? Infinity)) return undefined;
  const value: unknown[] = [];
  for (let i = 0; i < input.length; i++) {
    const checked = within(unknown, i, () => checkShape(shape.item, input[i], unknown));
    if (!checked) return undefined;
    value.push(checked.value);
  }
  return { value };
}

/** Each object shape's fields as a list, built once. */
const fieldLists = new WeakMap<object, readonly (readonly [string, Shape])[]>();
function fieldsOf(shape: Extract<Shape, { type: 'object' }>): readonly (readonly [string, Shape])[] {
  let fields = fieldLists.get(shape);
  // Stryker disable next-line ConditionalExpression: the cache only saves work; the list made again is the same
  if (!fields) fieldLists.set(shape, (fields = Object.entries(shape.fields)));
  return fields;
}

/**
 * zod's strict object: every key known, fields in the schema's order, an absent optional field left out. With
 * `unknown`, keys it does not know are noted (after those of the objects inside it, as zod lists them) instead.
 */
function checkObject(shape: Extract<Shape, { type: 'object' }>, input: unknown, unknown?: Unknowns): Checked {
  if (!isObject(input)) return undefined;
  const extra: string[] = [];
  for (const key in input) {
    if (!Object.hasOwn(input, key) || key === '__proto__') return undefined;
    if (!Object.hasOwn(shape.fields, key)) extra.push(key);
  }
  if (extra.length && !unknown) return undefined;
  const value: Record<string, unknown> = {};
  for (const [key, field] of fieldsOf(shape)) {
    const present = Object.hasOwn(input, key);
    // An absent optional field checks as undefined, and is left out below.
    const checked = within(unknown, key, () => checkShape(field, input[key], unknown));
    if (!checked) return undefined;
    // A default is JSON (shapeOf), never undefined: a key absent and without one stays absent.
    if (checked.value !== undefined || present) value[key] = checked.value;
  }
  if (extra.length) unknown!.found.push({ path: [...unknown!.path], keys: extra });
  return { value };
}

function checkUnion(shape: Extract<Shape, { type: 'union' }>, input: unknown): Checked {
  for (const option of shape.options) {
    const checked = checkShape(option, input);
    if (checked) return checked;
  }
  return undefined;
}

/** Keys of a strict object at `path` that its schema does not know: zod's `unrecognized_keys` issue. */
export interface UnknownKeys {
  readonly path: readonly (string | number)[];
  readonly keys: readonly string[];
}

interface Unknowns {
  readonly found: UnknownKeys[];
  /** Where the check is, one step pushed per level (no array built per value). */
  readonly path: (string | number)[];
}

function within<T>(unknown: Unknowns | undefined, step: string | number, check: () => T): T {
  if (!unknown) return check();
  unknown.path.push(step);
  const result = check();
  unknown.path.pop();
  return result;
}

/**
 * zod's answer without zod, where the shape can give it: the value it returns for valid data, or, for data whose only
 * fault is keys a strict object does not know (a misspelt key, the commonest mistake), those keys, which are then
 * exactly zod's issues. Undefined for anything else: zod answers.
 */
export function judgeShape(shape: Shape, input: unknown): { readonly value: unknown } | { readonly unknownKeys: readonly UnknownKeys[] } | undefined {
  const found: UnknownKeys[] = [];
  const checked = checkShape(shape, input, { found, path: [] });
  if (!checked) return undefined;
  return found.length ? { unknownKeys: found } : checked;
}

/** The value zod would return for `input`, when it is surely valid; undefined for zod to answer. */
export function checkShape(shape: Shape, input: unknown, unknown?: Unknowns): Checked {
  switch (shape.type) {
    case 'string':
      return checkString(shape, input);
    case 'number':
      return checkNumber(shape, input);
    case 'boolean':
      return typeof input === 'boolean' ? { value: input } : undefined;
    case 'values':
      return shape.values.includes(input as Scalar) ? { value: input } : undefined;
    case 'array':
      return checkArray(shape, input, unknown);
    case 'object':
      return checkObject(shape, input, unknown);
    case 'union':
      return checkUnion(shape, input);
    case 'optional':
      // Stryker disable next-line ObjectLiteral: a value undefined reads as none given
      return input === undefined ? { value: undefined } : checkShape(shape.inner, input, unknown);
    case 'nullable':
      return input === null ? { value: null } : checkShape(shape.inner, input, unknown);
    case 'default':
      return input === undefined ? { value: copy(shape.value) } : checkShape(shape.inner, input, unknown);
  }
  // `unknown`: a part of the schema no shape expresses is left to zod.
  return undefined;
}

/** A ruleset's shapes, generated from its zod schemas by `npm run shapes` (never written by hand). */
export interface RulesetShapes {
  readonly band: Shape;
  /** By house rule key. */
  readonly houseRules: Readonly<Record<string, Shape>>;
}
