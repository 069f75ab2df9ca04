/**
 * A band whose format is wrong in places, read again with each broken value set aside (issue 37,
 * src/core/schema/salvage.ts): which stand-in each kind of value gets (the value nearest 0 in a range, the first of a
 * list, an optional key taken out …), where a value that no stand-in fits is set aside instead (the nearest place
 * above it), and when nothing can be, so that only the format findings are said.
 */
import { describe, expect, it } from 'vitest';
import type { Finding, YamlPath } from '../../src/core/diagnostics/diagnostics.js';
import { salvage, shapeAt, unwrapped, within } from '../../src/core/schema/salvage.js';
import type { NumberCheck, Shape } from '../../src/core/schema/fast-path/shape.js';

const wrong = (...path: YamlPath): Finding => ({ code: 'schema/invalid-type', severity: 'error', path });
const unknownKey = (...path: YamlPath): Finding => ({ code: 'schema/unknown-key', severity: 'error', path });

const string: Shape = { type: 'string', checks: [] };
const number = (int: boolean, ...checks: NumberCheck[]): Shape => ({ type: 'number', int, checks });
const object = (fields: Record<string, Shape>): Shape => ({ type: 'object', fields });
const optional = (inner: Shape): Shape => ({ type: 'optional', inner });

/** The stand-in put for `value` at key `x` of a band whose `x` has `shape`, with `name` beside it. */
function standInFor(shape: Shape): unknown {
  const out = salvage(object({ name: string, x: shape }), { name: 'Hilda', x: 'wrong' }, [wrong('x')]);
  expect(out?.broken).toEqual([['x']]);
  return (out?.data as { x?: unknown }).x;
}

/** Where a value with `shape` that no stand-in fits is set aside, in a member of a list. */
function setAsideAbove(shape: Shape) {
  const band = object({ members: { type: 'array', item: object({ name: string, x: shape }) } });
  return salvage(band, { members: [{ name: 'Hilda', x: 'wrong' }] }, [wrong('members', 0, 'x')]);
}

describe('a stand-in for each kind of value', () => {
  it('a string: as long as its shortest allowed, at least one character', () => {
    expect(standInFor(string)).toBe('?');
    expect(standInFor({ type: 'string', checks: [{ trim: true }, { minLength: 3 }, { maxLength: 9 }] })).toBe('???');
    expect(standInFor({ type: 'string', checks: [{ minLength: 0 }] })).toBe('?');
  });

  it('a number: 0 when allowed, else the bound nearest 0 (one step inside an exclusive bound)', () => {
    expect(standInFor(number(true))).toBe(0);
    expect(standInFor(number(true, { min: 0, inclusive: true }, { max: 10, inclusive: true }))).toBe(0);
    expect(standInFor(number(true, { min: 3, inclusive: true }))).toBe(3);
    expect(standInFor(number(true, { min: 0, inclusive: false }))).toBe(1);
    expect(standInFor(number(false, { min: 0, inclusive: false }))).toBe(1e-9);
    expect(standInFor(number(true, { min: -5, inclusive: false }))).toBe(0);
    expect(standInFor(number(true, { max: -2, inclusive: true }))).toBe(-2);
    expect(standInFor(number(true, { max: 0, inclusive: true }))).toBe(0);
    expect(standInFor(number(true, { max: 0, inclusive: false }))).toBe(-1);
    expect(standInFor(number(false, { max: 0, inclusive: false }))).toBe(-1e-9);
    expect(standInFor(number(true, { max: 4, inclusive: false }))).toBe(0);
    // 0 allowed by an inclusive bound below it; the tighter of two bounds; both sides at once.
    expect(standInFor(number(true, { min: -5, inclusive: true }))).toBe(0);
    expect(standInFor(number(true, { max: 5, inclusive: true }))).toBe(0);
    expect(standInFor(number(true, { min: 2, inclusive: true }, { min: 4, inclusive: true }))).toBe(4);
    expect(standInFor(number(true, { min: 4, inclusive: true }, { min: 2, inclusive: true }))).toBe(4);
    expect(standInFor(number(true, { max: -4, inclusive: true }, { max: -2, inclusive: true }))).toBe(-4);
    expect(standInFor(number(true, { min: 3, inclusive: true }, { max: 8, inclusive: true }))).toBe(3);
    expect(standInFor(number(true, { min: -8, inclusive: true }, { max: -3, inclusive: false }))).toBe(-4);
  });

  it('a yes/no is no; a value of a list is the first of the list', () => {
    expect(standInFor({ type: 'boolean' })).toBe(false);
    expect(standInFor({ type: 'values', values: ['chef', 'garde'] })).toBe('chef');
  });

  it('a list that may be empty is empty; a mapping has a stand-in for each key, an optional key left out', () => {
    expect(standInFor({ type: 'array', item: string })).toEqual([]);
    expect(standInFor({ type: 'array', item: string, minLength: 0 })).toEqual([]);
    // Left out, not there with no value.
    expect(standInFor(object({ a: { type: 'boolean' }, b: optional(string), c: number(true, { min: 2, inclusive: true }) }))).toStrictEqual({ a: false, c: 2 });
  });

  it('a choice of shapes takes the first that has a value; an optional key is taken out; a nullable one is null', () => {
    expect(standInFor({ type: 'union', options: [{ type: 'unknown' }, optional(string), { type: 'boolean' }] })).toBe(false);
    const out = salvage(object({ name: string, x: optional(string) }), { name: 'Hilda', x: 3 }, [wrong('x')]);
    expect(out).toStrictEqual({ data: { name: 'Hilda' }, broken: [['x']] });
    expect(standInFor({ type: 'nullable', inner: string })).toBeNull();
  });

  it('a value with a default is a copy of the default, never the schema\'s own object', () => {
    const value = { skills: ['tir'] };
    const shape: Shape = { type: 'default', inner: object({}), value };
    const standIn = standInFor(shape);
    expect(standIn).toEqual(value);
    expect(standIn).not.toBe(value);
  });
});

describe('a value no stand-in fits is set aside at the nearest place above it that can be', () => {
  it.each<[string, Shape]>([
    ['a string with a pattern', { type: 'string', checks: [{ pattern: '^[a-z]+$', flags: '' }] }],
    ['an empty list of values', { type: 'values', values: [] }],
    ['a list that may not be empty', { type: 'array', item: string, minLength: 1 }],
    ['a mapping with a key no stand-in fits', object({ y: { type: 'unknown' } })],
    ['a choice with no option that has a value', { type: 'union', options: [{ type: 'unknown' }, optional(string)] }],
    ['a part of a schema no shape expresses', { type: 'unknown' }],
  ])('%s: the list it is in is emptied, or taken out when optional', (_, shape) => {
    expect(setAsideAbove(shape)).toEqual({ data: { members: [] }, broken: [['members']] });
    const band = object({ members: optional({ type: 'array', item: object({ name: string, x: shape }) }) });
    const out = salvage(band, { members: [{ name: 'Hilda', x: 'wrong' }], keep: 1 }, [wrong('members', 0, 'x')]);
    expect(out).toEqual({ data: { keep: 1 }, broken: [['members']] });
  });

  it('the file\'s root itself is never set aside, though a stand-in fits it', () => {
    const root: Shape = { type: 'union', options: [object({ x: { type: 'string', checks: [{ pattern: '^a$', flags: '' }] } }), object({})] };
    expect(salvage(root, { x: 'b' }, [wrong('x')])).toBeUndefined();
  });

  it('a place under a value that is null in the data is skipped for the one above it', () => {
    const band = object({ a: optional(object({ b: { type: 'nullable', inner: object({ c: object({ d: string }) }) } })) });
    expect(salvage(band, { a: { b: null } }, [wrong('a', 'b', 'c', 'd')])).toStrictEqual({ data: { a: { b: null } }, broken: [['a', 'b']] });
  });

  it('nothing can be set aside above the file\'s root: only the format findings are said', () => {
    expect(salvage(object({ x: { type: 'unknown' } }), { x: 1 }, [wrong('x')])).toBeUndefined();
    expect(salvage(object({ x: string }), [1], [wrong(0)])).toBeUndefined();
    expect(salvage(object({ x: string }), null, [])).toBeUndefined();
    expect(salvage(object({ x: string }), 'text', [])).toBeUndefined();
  });

  it('a place whose holder is not a mapping or a list in the data is skipped for the one above it', () => {
    const band = object({ a: optional(object({ b: object({ c: string }) })) });
    expect(salvage(band, { a: { b: 'text' } }, [wrong('a', 'b', 'c')])).toEqual({ data: { a: { b: { c: '?' } } }, broken: [['a', 'b']] });
  });

  it('only errors with a place are set aside; the data given is left as it was', () => {
    const band = object({ name: string, x: number(true) });
    const data = { name: 'Hilda', x: 'deux' };
    const warning: Finding = { code: 'schema/invalid-type', severity: 'warning', path: ['x'] };
    expect(salvage(band, data, [warning, wrong()])).toEqual({ data, broken: [] });
    expect(salvage(band, data, [wrong('x')])).toEqual({ data: { name: 'Hilda', x: 0 }, broken: [['x']] });
    expect(data).toEqual({ name: 'Hilda', x: 'deux' });
  });
});

describe('a key the schema does not know', () => {
  const band = object({ name: string, mel: optional(number(true)), tir: optional(number(true)) });

  it('is dropped; the key it was meant to be, missing, is broken too since its value was not read', () => {
    expect(salvage(band, { name: 'Hilda', mell: 3 }, [unknownKey('mell')])).toEqual({ data: { name: 'Hilda' }, broken: [['mel']] });
  });

  it('under an optional mapping: the intended key named there', () => {
    const stats = object({ stats: optional(object({ mel: optional(number(true)), tir: optional(number(true)) })) });
    expect(salvage(stats, { stats: { mell: 3 } }, [unknownKey('stats', 'mell')])).toStrictEqual({ data: { stats: {} }, broken: [['stats', 'mel']] });
  });

  it('is dropped alone when the key it is near is there, or when no key is near', () => {
    expect(salvage(band, { name: 'Hilda', mel: 2, mell: 3 }, [unknownKey('mell')])).toEqual({ data: { name: 'Hilda', mel: 2 }, broken: [] });
    expect(salvage(band, { name: 'Hilda', couleur: 'verte' }, [unknownKey('couleur')])).toEqual({ data: { name: 'Hilda' }, broken: [] });
  });

  it('in a member of a list: dropped there, the intended key named at that member', () => {
    const list = object({ members: { type: 'array', item: band } });
    const out = salvage(list, { members: [{ name: 'A' }, { name: 'B', tri: 1 }] }, [unknownKey('members', 1, 'tri')]);
    expect(out).toEqual({ data: { members: [{ name: 'A' }, { name: 'B' }] }, broken: [['members', 1, 'tir']] });
  });

  it('under a value that is not a mapping: nothing to drop, nothing intended', () => {
    const list = object({ members: { type: 'array', item: band } });
    expect(salvage(list, { members: 'text' }, [unknownKey('members', 0, 'mell')])).toEqual({ data: { members: 'text' }, broken: [] });
    expect(salvage(object({ list: { type: 'array', item: string } }), { list: ['a'] }, [unknownKey('list', 'x')])).toEqual({ data: { list: ['a'] }, broken: [] });
  });
});

describe('the shape at a place', () => {
  const member = object({ name: string, pv: number(true) });
  const band: Shape = object({
    members: optional({ type: 'array', item: member }),
    chef: { type: 'nullable', inner: member },
    extra: { type: 'default', inner: { type: 'union', options: [{ type: 'boolean' }, member] }, value: false },
  });

  it('through lists, mappings, choices and their wrappers', () => {
    expect(shapeAt(band, [])).toBe(band);
    expect(shapeAt(band, ['members', 2, 'pv'])).toEqual(number(true));
    expect(shapeAt(band, ['chef', 'name'])).toBe(string);
    expect(shapeAt(band, ['extra', 'pv'])).toEqual(number(true));
  });

  it('nowhere for a key on a list, an index on a mapping, an unknown key, a key of every object, or under a value', () => {
    expect(shapeAt(band, ['members', 'pv'])).toBeUndefined();
    expect(shapeAt(band, [0])).toBeUndefined();
    expect(shapeAt(band, ['couleur'])).toBeUndefined();
    expect(shapeAt(band, ['toString'])).toBeUndefined();
    expect(shapeAt(band, ['chef', 'name', 'x'])).toBeUndefined();
    expect(shapeAt(band, ['extra', 0])).toBeUndefined();
    // Not found early, nothing further down is looked for.
    expect(shapeAt(band, ['couleur', 'x', 0])).toBeUndefined();
    // An index is no key, even of a mapping whose key reads as one.
    expect(shapeAt(object({ '0': string }), [0])).toBeUndefined();
    expect(shapeAt(object({ '0': string }), ['0'])).toBe(string);
  });

  it('a shape unwrapped of optional, nullable and default, however deep', () => {
    expect(unwrapped(optional({ type: 'nullable', inner: { type: 'default', inner: string, value: 'x' } }))).toBe(string);
    expect(unwrapped(string)).toBe(string);
  });

  it('a place within another: the same keys first', () => {
    expect(within(['members', 1, 'pv'], ['members', 1])).toBe(true);
    expect(within(['members', 1], [])).toBe(true);
    expect(within(['members', 2, 'pv'], ['members', 1])).toBe(false);
    expect(within(['members'], ['members', 1])).toBe(false);
  });
});
