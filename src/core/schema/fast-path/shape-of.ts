/**
 * A zod schema as a shape (src/core/schema/fast-path/shape.ts), read from its definition: what `npm run shapes` writes beside each
 * ruleset. A part it does not know becomes `unknown`, which sends data reaching it to zod.
 */
import type { ZodType } from 'zod';
import type { Json, NumberCheck, RulesetShapes, Scalar, Shape, StringCheck } from './shape.js';

interface Def {
  readonly type: string;
  readonly format?: string;
  readonly pattern?: RegExp;
  readonly checks?: readonly { readonly _zod: { readonly def: CheckDef } }[];
  readonly [key: string]: unknown;
}

interface CheckDef {
  readonly check: string;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly value?: number;
  readonly inclusive?: boolean;
  readonly pattern?: RegExp;
  readonly format?: string;
  readonly tx?: (value: string) => string;
}

const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** `.trim()` is an overwrite whose function cannot be named: it is recognised by what it does. */
const PROBES = ['  a b  ', '\u00a0\tx\n', '', 'x'];
// Called on an overwrite check, whose `tx` zod always sets.
const isTrim = (tx: CheckDef['tx']): boolean => PROBES.every((p) => tx!(p) === p.trim());

/** String formats whose whole check is their regular expression (others, such as `url`, run code of their own). */
const PATTERN_ONLY = ['date', 'regex'];

function stringChecks(def: Def): StringCheck[] | undefined {
  const checks: StringCheck[] = [];
  // A string format (z.iso.date()) is a check of the schema itself, run before the others.
  if (def.check === 'string_format') {
    // Stryker disable next-line LogicalOperator: zod gives each format of PATTERN_ONLY its pattern
    if (!def.pattern || !PATTERN_ONLY.includes(String(def.format))) return undefined;
    checks.push({ pattern: def.pattern.source, flags: def.pattern.flags.replace(/[gy]/g, '') });
  }
  for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
    // zod sets a length check's bound, and a comparison's value (a number, on a number).
    if (check.check === 'min_length') checks.push({ minLength: check.minimum! });
    else if (check.check === 'max_length') checks.push({ maxLength: check.maximum! });
    else if (check.check === 'overwrite' && isTrim(check.tx)) checks.push({ trim: true });
    // Of zod's string checks only a string format has a format; zod gives each of PATTERN_ONLY its pattern.
    else if (PATTERN_ONLY.includes(String(check.format)) && check.pattern) checks.push({ pattern: check.pattern.source, flags: check.pattern.flags.replace(/[gy]/g, '') });
    else return undefined;
  }
  return checks;
}

function numberShape(def: Def): Shape {
  // Of zod's number checks only a number format has a format (`int()` is the safe integers').
  if (def.check !== undefined && def.format !== 'safeint') return { type: 'unknown' };
  const checks: NumberCheck[] = [];
  for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
    const inclusive = check.inclusive === true;
    if (check.check === 'greater_than') checks.push({ min: check.value as number, inclusive });
    else if (check.check === 'less_than') checks.push({ max: check.value as number, inclusive });
    else return { type: 'unknown' };
  }
  return { type: 'number', int: def.format === 'safeint', checks };
}

function arrayShape(def: Def): Shape {
  let minLength: number | undefined;
  let maxLength: number | undefined;
  for (const check of (def.checks ?? []).map((c) => c._zod.def)) {
    if (check.check === 'min_length') minLength = check.minimum;
    else if (check.check === 'max_length') maxLength = check.maximum;
    else return { type: 'unknown' };
  }
  // Stryker disable next-line ConditionalExpression: a bound left undefined is no bound, as one left out
  return { type: 'array', item: shapeOf(def.element as ZodType), ...(minLength !== undefined ? { minLength } : {}), ...(maxLength !== undefined ? { maxLength } : {}) };
}

function objectShape(def: Def): Shape {
  // Only strict objects (unknown keys refused): another catchall would keep or drop keys.
  if (def.catchall === undefined || defOf(def.catchall).type !== 'never' || def.checks?.length) return { type: 'unknown' };
  const shape = def.shape as Record<string, ZodType>;
  return { type: 'object', fields: Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, shapeOf(field)])) };
}

const plain = (values: readonly unknown[]): Scalar[] | undefined =>
  values.every((v) => v === null || ['string', 'boolean'].includes(typeof v) || Number.isFinite(v)) ? (values as Scalar[]) : undefined;

function valuesShape(values: readonly unknown[]): Shape {
  const scalars = plain(values);
  return scalars ? { type: 'values', values: scalars } : { type: 'unknown' };
}

/** The shape of a zod schema; `unknown` where it cannot say. */
export function shapeOf(schema: ZodType): Shape {
  const def = defOf(schema);
  const noChecks = !def.checks?.length;
  switch (def.type) {
    case 'string': {
      const checks = stringChecks(def);
      return checks ? { type: 'string', checks } : { type: 'unknown' };
    }
    case 'number':
      return numberShape(def);
    case 'boolean':
      return noChecks ? { type: 'boolean' } : { type: 'unknown' };
    case 'literal':
      return noChecks ? valuesShape(def.values as readonly unknown[]) : { type: 'unknown' };
    case 'enum':
      return noChecks ? valuesShape(Object.values(def.entries as Record<string, unknown>)) : { type: 'unknown' };
    case 'array':
      return arrayShape(def);
    case 'object':
      return objectShape(def);
    case 'union':
      return noChecks && def.inclusive !== false ? { type: 'union', options: (def.options as ZodType[]).map(shapeOf) } : { type: 'unknown' };
    case 'optional':
    case 'nullable':
      return noChecks ? { type: def.type, inner: shapeOf(def.innerType as ZodType) } : { type: 'unknown' };
    case 'default': {
      const value = (def as unknown as { defaultValue: unknown }).defaultValue;
      return noChecks && isJson(value) ? { type: 'default', inner: shapeOf(def.innerType as ZodType), value } : { type: 'unknown' };
    }
    default:
      return { type: 'unknown' };
  }
}

function isJson(value: unknown): value is Json {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) return Object.values(value).every(isJson);
  return false;
}

/** What `npm run shapes` writes for a ruleset (and what tests/core/shapes.test.ts compares with the file). */
export function rulesetShapes(ruleset: { readonly schema: ZodType; readonly houseRules?: readonly { readonly key: string; schema(): ZodType }[] }): RulesetShapes {
  return { band: shapeOf(ruleset.schema), houseRules: Object.fromEntries((ruleset.houseRules ?? []).map((spec) => [spec.key, shapeOf(spec.schema())])) };
}
