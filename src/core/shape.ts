/**
 * Shapes: a band schema as plain data, checked without loading zod. Each ruleset's shapes are generated from its zod
 * schemas (`npm run shapes`, src/core/shape-of.ts); a test regenerates them and fails when they are stale. A shape
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

function checkString(shape: Extract<Shape, { type: 'string' }>, input: unknown): Checked {
  if (typeof input !== 'string') return undefined;
  let value = input;
  for (const check of shape.checks) {
    if ('trim' in check) value = value.trim();
    else if ('minLength' in check) {
      if (value.length < check.minLength) return undefined;
    } else if ('maxLength' in check) {
      if (value.length > check.maxLength) return undefined;
    } else if (!new RegExp(check.pattern, check.flags).test(value)) return undefined;
  }
  return { value };
}

function checkNumber(shape: Extract<Shape, { type: 'number' }>, input: unknown): Checked {
  if (typeof input !== 'number' || !Number.isFinite(input)) return undefined;
  if (shape.int && !Number.isSafeInteger(input)) return undefined;
  for (const check of shape.checks) {
    if ('min' in check ? (check.inclusive ? input < check.min : input <= check.min) : check.inclusive ? input > check.max : input >= check.max) return undefined;
  }
  return { value: input };
}

function checkArray(shape: Extract<Shape, { type: 'array' }>, input: unknown): Checked {
  if (!Array.isArray(input)) return undefined;
  if ((shape.minLength !== undefined && input.length < shape.minLength) || (shape.maxLength !== undefined && input.length > shape.maxLength)) return undefined;
  const value: unknown[] = [];
  for (const item of input) {
    const checked = checkShape(shape.item, item);
    if (!checked) return undefined;
    value.push(checked.value);
  }
  return { value };
}

/** zod's strict object: every key known, fields in the schema's order, an absent optional field left out. */
function checkObject(shape: Extract<Shape, { type: 'object' }>, input: unknown): Checked {
  if (!isObject(input)) return undefined;
  for (const key of Object.keys(input)) if (!Object.hasOwn(shape.fields, key) || key === '__proto__') return undefined;
  const value: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape.fields)) {
    const present = Object.hasOwn(input, key);
    if (!present && field.type === 'optional') continue;
    const checked = checkShape(field, input[key]);
    if (!checked) return undefined;
    if (checked.value !== undefined || present || field.type === 'default') value[key] = checked.value;
  }
  return { value };
}

function checkUnion(shape: Extract<Shape, { type: 'union' }>, input: unknown): Checked {
  for (const option of shape.options) {
    const checked = checkShape(option, input);
    if (checked) return checked;
  }
  return undefined;
}

/** The value zod would return for `input`, when it is surely valid; undefined for zod to answer. */
export function checkShape(shape: Shape, input: unknown): Checked {
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
      return checkArray(shape, input);
    case 'object':
      return checkObject(shape, input);
    case 'union':
      return checkUnion(shape, input);
    case 'optional':
      return input === undefined ? { value: undefined } : checkShape(shape.inner, input);
    case 'nullable':
      return input === null ? { value: null } : checkShape(shape.inner, input);
    case 'default':
      return input === undefined ? { value: copy(shape.value) } : checkShape(shape.inner, input);
    case 'unknown':
      return undefined;
  }
}

/** A ruleset's shapes, generated from its zod schemas by `npm run shapes` (never written by hand). */
export interface RulesetShapes {
  readonly band: Shape;
  /** By house rule key. */
  readonly houseRules: Readonly<Record<string, Shape>>;
}
