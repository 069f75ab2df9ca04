/** A zod schema read as a shape: exactly what `npm run shapes` writes for each kind of schema, `unknown` for the rest. */
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { rulesetShapes, shapeOf } from '../../src/core/schema/fast-path/shape-of.js';

const unknown = { type: 'unknown' };
const string = (...checks: unknown[]) => ({ type: 'string', checks });

describe('shapeOf', () => {
  it.each([
    ['a string', z.string(), string()],
    ['min, max and trim, in their order', z.string().trim().min(1).max(3), string({ trim: true }, { minLength: 1 }, { maxLength: 3 })],
    ['a regular expression, its flags kept but g and y', z.string().regex(/^a+$/gimy), string({ pattern: '^a+$', flags: 'im' })],
    ['a string format of its own by a regular expression, its flags kept but g and y', z.stringFormat('regex', /^a+$/giy), string({ pattern: '^a+$', flags: 'i' })],
    ['an ISO date: its pattern first', z.iso.date().min(10), string({ pattern: z.iso.date()._zod.def.pattern!.source, flags: '' }, { minLength: 10 })],
    ['a URL: a format checked by code', z.url(), unknown],
    ['an e-mail inside a string: a format other than date or regex', z.string().email(), unknown],
    ['an overwrite other than trim', z.string().toUpperCase(), unknown],
    ['a number', z.number(), { type: 'number', int: false, checks: [] }],
    ['a safe integer with inclusive bounds', z.int().min(0).max(6), { type: 'number', int: true, checks: [{ min: 0, inclusive: true }, { max: 6, inclusive: true }] }],
    ['exclusive bounds', z.number().gt(0).lt(5), { type: 'number', int: false, checks: [{ min: 0, inclusive: false }, { max: 5, inclusive: false }] }],
    ['a 32-bit integer: another number format', z.int32(), unknown],
    ['a multiple of', z.number().multipleOf(2), unknown],
    ['a boolean', z.boolean(), { type: 'boolean' }],
    ['a boolean with a refinement', z.boolean().refine((b) => b), unknown],
    ['literals', z.literal(['a', 1, true, null]), { type: 'values', values: ['a', 1, true, null] }],
    ['a literal that is not JSON', z.literal(BigInt(1)), unknown],
    ['literals of which one is not JSON', z.literal(['a', BigInt(1)]), unknown],
    ['a literal with a refinement', z.literal('a').refine(() => true), unknown],
    ['an enum', z.enum(['pc', 'classes']), { type: 'values', values: ['pc', 'classes'] }],
    ['an enum with a refinement', z.enum(['a']).refine(() => true), unknown],
    ['a list with bounds', z.array(z.boolean()).min(1).max(3), { type: 'array', item: { type: 'boolean' }, minLength: 1, maxLength: 3 }],
    ['a list without bounds', z.array(z.boolean()), { type: 'array', item: { type: 'boolean' } }],
    ['a list of exact length', z.array(z.boolean()).length(2), unknown],
    ['a strict object', z.strictObject({ a: z.boolean(), b: z.string().optional() }), { type: 'object', fields: { a: { type: 'boolean' }, b: { type: 'optional', inner: string() } } }],
    ['a strict object with a refinement', z.strictObject({ a: z.boolean() }).refine(() => true), unknown],
    ['a loose object', z.looseObject({ a: z.boolean() }), unknown],
    ['an object that strips unknown keys', z.object({ a: z.boolean() }), unknown],
    ['a union', z.union([z.string(), z.int()]), { type: 'union', options: [string(), { type: 'number', int: true, checks: [] }] }],
    ['a union with a refinement', z.union([z.string(), z.int()]).refine(() => true), unknown],
    ['an exclusive union', z.xor([z.string(), z.int()]), unknown],
    ['optional', z.boolean().optional(), { type: 'optional', inner: { type: 'boolean' } }],
    ['nullable', z.boolean().nullable(), { type: 'nullable', inner: { type: 'boolean' } }],
    ['optional with a refinement', z.boolean().optional().refine(() => true), unknown],
    ['nullable with a refinement', z.boolean().nullable().refine(() => true), unknown],
    ['a default', z.array(z.string()).default([]), { type: 'default', inner: { type: 'array', item: string() }, value: [] }],
    ['a default made by a function', z.int().default(() => 3), { type: 'default', inner: { type: 'number', int: true, checks: [] }, value: 3 }],
    ['a default of nested JSON', z.unknown().default({ a: [1, { b: null }] }), { type: 'default', inner: unknown, value: { a: [1, { b: null }] } }],
    ['a default that is not JSON (a date)', z.date().default(new Date(0)), unknown],
    ['a default that is not JSON (infinity)', z.number().default(Number.POSITIVE_INFINITY), unknown],
    ['a default that is not JSON (a list holding a date)', z.unknown().default([new Date(0)]), unknown],
    ['a default that is not JSON (a class instance)', z.unknown().default(new (class Box {})()), unknown],
    ['a default that is not JSON (a big integer)', z.unknown().default(10n), unknown],
    ['a default that is not JSON (a function)', z.unknown().default(() => () => 1), unknown],
    ['a default that is not JSON (an object holding NaN)', z.unknown().default({ a: Number.NaN }), unknown],
    ['a default that is not JSON (NaN beside JSON)', z.unknown().default({ a: 1, b: Number.NaN }), unknown],
    ['a default that is not JSON (a list holding a date after JSON)', z.unknown().default([1, new Date(0)]), unknown],
    ['a default with a refinement', z.int().default(1).refine(() => true), unknown],
    ['a transform', z.string().transform((s) => s.length), unknown],
    ['anything else', z.tuple([z.string()]), unknown],
  ])('%s', (_, schema, shape) => {
    expect(shapeOf(schema as z.ZodType)).toEqual(shape);
  });

  it("a ruleset's shapes: its band schema and each house rule by key; none without house rules", () => {
    const schema = z.strictObject({ name: z.string() });
    const houseRules = [{ key: 'k', schema: () => z.boolean() }];
    expect(rulesetShapes({ schema, houseRules })).toEqual({ band: { type: 'object', fields: { name: string() } }, houseRules: { k: { type: 'boolean' } } });
    expect(rulesetShapes({ schema })).toEqual({ band: { type: 'object', fields: { name: string() } }, houseRules: {} });
  });
});
