/**
 * Corners of the schema folder that the suites before did not reach: which string checks the fast path takes, a default
 * holding undefined, a list default copied whole, and what a format finding says of a nullable value, a union of
 * values and numbers, a list in a union, a long list with two near names, an unknown key near two, a text's limit.
 */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import type { Shape } from '../../../src/core/schema/fast-path/shape.js';
import { judgeShape } from '../../../src/core/schema/fast-path/shape.js';
import { shapeOf } from '../../../src/core/schema/fast-path/shape-of.js';
import { schemaWords } from '../../../src/core/schema/schema-place.js';
import { words } from '../../../src/core/schema/schema-words.js';

const unknown = { type: 'unknown' };

it('a string format the fast path cannot check by its pattern alone, or a length check, is left to zod', () => {
  expect(shapeOf(z.string().regex(/^a+$/))).toEqual({ type: 'string', checks: [{ pattern: '^a+$', flags: '' }] });
  expect(shapeOf(z.string().email())).toEqual(unknown);
  expect(shapeOf(z.string().length(2))).toEqual(unknown);
  expect(shapeOf(z.email())).toEqual(unknown);
});

it('a default holding undefined is no JSON: left to zod', () => {
  expect(shapeOf(z.object({ a: z.string().optional() }).default({ a: undefined }))).toEqual(unknown);
});

it('a list default comes back whole, a fresh copy each time', () => {
  const shape: Shape = { type: 'default', inner: { type: 'array', item: { type: 'string', checks: [] } }, value: ['dague', 'cuir'] };
  const first = judgeShape(shape, undefined) as { value: string[] };
  expect(first.value).toEqual(['dague', 'cuir']);
  first.value.push('arc');
  expect((judgeShape(shape, undefined) as { value: string[] }).value).toEqual(['dague', 'cuir']);
});

const text: Shape = { type: 'string', checks: [] };
const values = (...v: string[]): Shape => ({ type: 'values', values: v });
const say = (en: string, fr: string) => ({ en, fr });

/** schemaWords of one finding at `path`, in a band whose zod schema gives the words and `fields` the shapes. */
function said(code: string, path: (string | number)[], fields: Record<string, Shape>, schema: z.ZodType, params: Record<string, unknown> = {}) {
  const ruleset = { id: 'made', title: 'Made', schema, shapes: { band: { type: 'object', fields }, houseRules: {} } } as unknown as Ruleset;
  return schemaWords({ ruleset, data: {} }, { severity: 'error', code, path, params: params as never }, new Messages('en', [CORE_MESSAGES]));
}

it('a nullable value allows what its inner value does', () => {
  const w = said('schema/type', ['role'], { role: { type: 'nullable', inner: values('chef', 'garde') } }, z.object({ role: z.string().nullable() }));
  expect(w.allowed).toBe('one of chef | garde');
});

it('a union of names and a number: each said, joined by "or"; a union of names only: one list', () => {
  const mixed = said('schema/type', ['x'], { x: { type: 'union', options: [values('a', 'b'), { type: 'number', int: true, checks: [] }] } }, z.object({ x: z.string() }));
  expect(mixed.allowed).toBe('one of a | b or a whole number');
  const names = said('schema/type', ['x'], { x: { type: 'union', options: [values('a'), values('b')] } }, z.object({ x: z.string() }));
  expect(names.allowed).toBe('one of a | b');
});

it('an item of a list in a union is named by the item\'s own words', () => {
  const tag = z.string().meta(words({ title: say('Tag', 'Étiquette'), description: say('a tag', 'une étiquette') }));
  const schema = z.object({ tags: z.union([z.array(tag), z.string()]) });
  expect(said('schema/type', ['tags', 0], { tags: { type: 'union', options: [{ type: 'array', item: text }, text] } }, schema).where).toBe('Tag');
});

it('a long list with two names near the one written: both, each apart', () => {
  const long = values('hache', 'hachette', 'dague', 'epee', 'lance', 'masse', 'pique', 'sabre', 'arc', 'fleau');
  const w = said('schema/choice', ['weapon'], { weapon: long }, z.object({ weapon: z.string() }), { actual: 'hachet' });
  expect(w.allowed).toMatch(/hachette \| hache|hache \| hachette/);
});

it('an unknown key near two known ones: both suggested, each apart', () => {
  const w = said('schema/unknown-key', ['armure'], { armour: text, armure2: text, name: text }, z.object({ armour: z.string(), armure2: z.string(), name: z.string() }));
  expect(String(w.suggestion).split(', ').sort()).toEqual(['armour', 'armure2']);
});

it('a text too long has no number limit of its own to give (the finding has it)', () => {
  const w = said('schema/too-big', ['name'], { name: { type: 'string', checks: [{ maxLength: 20 }] } }, z.object({ name: z.string() }), { limit: 20, actual: 'x' });
  expect(w.limit).toBeUndefined();
});
