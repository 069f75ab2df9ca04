/**
 * Shapes answer for zod without loading it: each ruleset's generated shapes are current, and wherever a shape vouches
 * for data, zod accepts it and returns the same value (the example bands, every fixture, and random changes of them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { parse } from 'yaml';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { readHouseRules } from '../../src/core/ruleset/house-rules.js';
import { PARSE_OPTIONS, parseBy } from '../../src/core/schema/schema-findings.js';
import { checkShape, judgeShape, type Shape } from '../../src/core/schema/fast-path/shape.js';
import { rulesetShapes, shapeOf } from '../../src/core/schema/fast-path/shape-of.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';
import { runs } from '../helpers/runs.js';

const rulesets: Ruleset[] = await Promise.all(registry.ids().map((id) => registry.load(registry.find(id)!)));
const yamlFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.ya?ml$/.test(f))
    .map((f) => path.join(dir, f));
const bands = [...yamlFiles(path.join(ROOT, 'bands')), ...yamlFiles(path.join(ROOT, 'tests/fixtures'))].flatMap((file) => {
  try {
    const data = parse(readFileSync(file, 'utf8'), { logLevel: 'silent' }) as Record<string, unknown>;
    const ruleset = rulesets.find((r) => r.id === data?.ruleset);
    return ruleset ? [{ file: path.relative(ROOT, file), data, ruleset }] : [];
  } catch {
    return [];
  }
});

/** What the shape says is what zod says: same value, or the shape leaves the answer to zod. */
function agrees(shape: Shape, schema: z.ZodType, data: unknown): boolean {
  const checked = checkShape(shape, structuredClone(data));
  if (!checked) return false;
  const parsed = schema.safeParse(structuredClone(data), PARSE_OPTIONS);
  expect(parsed.success).toBe(true);
  expect(checked.value).toStrictEqual(parsed.data);
  return true;
}

/** Where the shape answers for a band with misspelt keys, it gives zod's findings, in zod's order. */
function sameFindings(shape: Shape, schema: z.ZodType, data: unknown): boolean {
  const judged = judgeShape(shape, structuredClone(data));
  if (!judged || 'value' in judged) return false;
  expect(parseBy(shape, () => schema, structuredClone(data), ['x'])).toStrictEqual(parseBy(undefined, () => schema, structuredClone(data), ['x']));
  return true;
}

describe('generated shapes', () => {
  it.each(rulesets.map((r) => [r.id, r] as const))('%s: src/rulesets/<id>/shapes.ts is current (else: npm run shapes)', (_, ruleset) => {
    expect(ruleset.shapes).toEqual(rulesetShapes(ruleset));
    expect(JSON.stringify(ruleset.shapes)).not.toContain('"unknown"');
  });

  it('vouch for every example band, which is then read without zod', () => {
    for (const file of yamlFiles(path.join(ROOT, 'bands'))) {
      const data = parse(readFileSync(file, 'utf8'), { logLevel: 'silent' }) as Record<string, unknown>;
      const ruleset = rulesets.find((r) => r.id === data.ruleset)!;
      const { house_rules: _, ...band } = data;
      expect(agrees(ruleset.shapes!.band, ruleset.schema, band), file).toBe(true);
    }
  });
});

/** Values that sit on and around the limits of band schemas, of every type. */
const tricky = fc.oneof(
  fc.constantFrom<unknown>(null, undefined, true, false, 0, -0, 1, -1, 0.5, 2, 3, 6, 7, 10, 11, 99, 100, 101, 1000, 1001, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY),
  fc.constantFrom<unknown>('', ' ', '  x ', 'x', 'agile', 'soldat', '2026-11-26', '2026-02-30', '2024-02-29', ' 2026-11-26', 'win', 'loss', 'pc', 'classes', '__proto__'),
  fc.constantFrom<unknown>([], [''], ['x'], {}, { x: 1 }),
  fc.integer({ min: -5, max: 1005 }),
  fc.string({ maxLength: 6 }),
);

type Path = (string | number)[];
function paths(value: unknown, at: Path = []): Path[] {
  if (Array.isArray(value)) return [at, ...value.flatMap((v, i) => paths(v, [...at, i]))];
  if (value && Object.getPrototypeOf(value) === Object.prototype) return [at, ...Object.entries(value as object).flatMap(([k, v]) => paths(v, [...at, k]))];
  return [at];
}

/** Sets, deletes or adds a key at a path of a copy. */
function changed(data: unknown, at: Path, how: 'set' | 'delete' | 'add', value: unknown): unknown {
  const copy = structuredClone(data) as Record<string | number, unknown>;
  if (at.length === 0) return how === 'set' ? value : copy;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = at.at(-1)!;
  if (how === 'delete') {
    if (Array.isArray(parent)) parent.splice(Number(last), 1);
    else delete parent[last];
  } else if (how === 'add' && parent[last] && typeof parent[last] === 'object' && !Array.isArray(parent[last])) (parent[last] as Record<string, unknown>)[String(value)] = 1;
  else parent[last] = value;
  return copy;
}

describe('shapes and zod agree on changed bands', () => {
  it('one, two or three random changes of an example or fixture band', () => {
    const vouched = { count: 0, misspelt: 0 };
    const change = fc.record({ pick: fc.nat(), how: fc.constantFrom<'set' | 'delete' | 'add'>('set', 'set', 'set', 'delete', 'add'), value: tricky });
    fc.assert(
      fc.property(fc.nat(bands.length - 1), fc.array(change, { minLength: 1, maxLength: 3 }), (which, changes) => {
        const { data, ruleset } = bands[which]!;
        const { house_rules: _, ...band } = data;
        let mutated: unknown = band;
        for (const c of changes) {
          const all = paths(mutated);
          mutated = changed(mutated, all[c.pick % all.length]!, c.how, c.value);
        }
        if (agrees(ruleset.shapes!.band, ruleset.schema, mutated)) vouched.count++;
        if (sameFindings(ruleset.shapes!.band, ruleset.schema, mutated)) vouched.misspelt++;
      }),
      { seed: 20261126, numRuns: runs(1000) },
    );
    // The property is not vacuous: the shapes vouch for a good part of the changed bands, and word some faults
    // (fewer in a mutation run, which tries a tenth of the cases).
    const full = runs(1000) === 1000;
    expect(vouched.count).toBeGreaterThan(full ? 100 : 5);
    expect(vouched.misspelt).toBeGreaterThan(full ? 15 : 0);
  });

  it('house rule values: the shape vouches only for what zod accepts, with the same value', () => {
    for (const ruleset of rulesets) {
      for (const spec of ruleset.houseRules ?? []) {
        fc.assert(fc.property(tricky, (value) => void agrees(ruleset.shapes!.houseRules[spec.key]!, spec.schema(), value)), { seed: 20261126, numRuns: runs(200) });
        expect(agrees(ruleset.shapes!.houseRules[spec.key]!, spec.schema(), spec.default), `${ruleset.id} ${spec.key}`).toBe(true);
      }
    }
  });

  it('readHouseRules gives the same result with and without shapes', () => {
    const ff = rulesets.find((r) => r.id === 'flammes-et-fantassins')!;
    for (const section of [{ 'fer-budget': 'classes', 'band-max': 12 }, { 'fer-budget': 'nope', 'band-max': -1 }, { 'band-min': 2.5 }]) {
      const data = { name: 'x', house_rules: section };
      expect(readHouseRules(data, ff.houseRules, ff.shapes!.houseRules)).toEqual(readHouseRules(data, ff.houseRules));
    }
  });
});

describe('checkShape', () => {
  const string = (schema: z.ZodType) => shapeOf(schema);
  it.each([
    ['trim then min: "  " is too short once trimmed', string(z.string().trim().min(1)), '  ', undefined],
    ['trim then min: " a " is "a"', string(z.string().trim().min(1)), ' a ', { value: 'a' }],
    ['min then trim: " " passes the length, then is trimmed', string(z.string().min(1).trim()), ' ', { value: '' }],
    ['max length at the bound', string(z.string().max(2)), 'ab', { value: 'ab' }],
    ['max length over it', string(z.string().max(2)), 'abc', undefined],
    ['an ISO date', string(z.iso.date()), '2024-02-29', { value: '2024-02-29' }],
    ['not a date', string(z.iso.date()), '2026-02-29', undefined],
    ['an integer at its minimum', shapeOf(z.int().min(0)), 0, { value: 0 }],
    ['an integer under its minimum', shapeOf(z.int().min(0)), -1, undefined],
    ['an integer at its maximum', shapeOf(z.int().max(6)), 6, { value: 6 }],
    ['an integer over its maximum', shapeOf(z.int().max(6)), 7, undefined],
    ['an exclusive minimum at the bound', shapeOf(z.number().gt(0)), 0, undefined],
    ['an exclusive maximum just under', shapeOf(z.number().lt(1)), 0.99, { value: 0.99 }],
    ['not an integer', shapeOf(z.int()), 1.5, undefined],
    ['beyond the safe integers', shapeOf(z.int()), 2 ** 53, undefined],
    ['infinity is no number', shapeOf(z.number()), Number.POSITIVE_INFINITY, undefined],
    ['a boolean', shapeOf(z.boolean()), false, { value: false }],
    ['an enum value', shapeOf(z.enum(['a', 'b'])), 'b', { value: 'b' }],
    ['not an enum value', shapeOf(z.enum(['a', 'b'])), 'c', undefined],
    ['a literal', shapeOf(z.literal(1)), 1, { value: 1 }],
    ['the first option of a union that fits', shapeOf(z.union([z.string().trim(), z.string()])), ' x', { value: 'x' }],
    ['no option fits', shapeOf(z.union([z.string(), z.int()])), true, undefined],
    ['a list under its minimum length', shapeOf(z.array(z.int()).min(1)), [], undefined],
    ['null where nullable', shapeOf(z.int().nullable()), null, { value: null }],
    ['an exclusive maximum at the bound', shapeOf(z.number().lt(1)), 1, undefined],
    ['an exclusive minimum just over', shapeOf(z.number().gt(0)), 0.01, { value: 0.01 }],
    ['a list at its minimum length', shapeOf(z.array(z.int()).min(1)), [1], { value: [1] }],
    ['a list at its maximum length', shapeOf(z.array(z.int()).max(2)), [1, 2], { value: [1, 2] }],
    ['a list over its maximum length', shapeOf(z.array(z.int()).max(2)), [1, 2, 3], undefined],
    ['a list item that does not fit', shapeOf(z.array(z.int())), [1, 'x'], undefined],
    ['not a number at all', shapeOf(z.number()), '1', undefined],
    ['not a string', shapeOf(z.string()), 1, undefined],
    ['not a boolean', shapeOf(z.boolean()), 'true', undefined],
    ['a default given a value', shapeOf(z.int().default(3)), 4, { value: 4 }],
    ['a default filled in where nothing is given', shapeOf(z.int().default(3)), undefined, { value: 3 }],
    ['a mapping as default, filled in', shapeOf(z.unknown().default({ a: 1 })), undefined, { value: { a: 1 } }],
    ['a part no shape expresses: left to zod', { type: 'unknown' } as Shape, 1, undefined],
    ['null where only optional', shapeOf(z.int().optional()), null, undefined],
  ] as const)('%s', (_, shape, input, expected) => {
    expect(checkShape(shape, input)).toEqual(expected);
  });

  const object = shapeOf(z.strictObject({ a: z.int(), b: z.int().optional(), c: z.array(z.string()).default([]), d: z.string().nullish() }));
  it('a strict object: fields in the schema order, absent optional fields left out, defaults filled in', () => {
    expect(checkShape(object, { d: null, a: 1 })).toEqual({ value: { a: 1, c: [], d: null } });
    expect(Object.keys(checkShape(object, { d: null, a: 1 })!.value as object)).toEqual(['a', 'c', 'd']);
  });

  it('misspelt keys, nested and at the top: the keys zod refuses, inner objects first, nothing else wrong', () => {
    const band = shapeOf(z.strictObject({ name: z.string(), members: z.array(z.strictObject({ name: z.string() })) }));
    const data = { nmae: 'x', name: 'y', members: [{ name: 'a' }, { name: 'b', nom: 'c', x: 1 }] };
    expect(judgeShape(band, data)).toEqual({ unknownKeys: [{ path: ['members', 1], keys: ['nom', 'x'] }, { path: [], keys: ['nmae'] }] });
    expect(judgeShape(band, { ...data, name: 1 })).toBeUndefined();
    expect(judgeShape(band, { name: 'y', members: [] })).toEqual({ value: { name: 'y', members: [] } });
  });

  it('an inherited key, or __proto__, is left to zod even where misspelt keys are worded', () => {
    const inherited = Object.assign(Object.create({ x: 1 }) as object, { a: 1 });
    expect(checkShape(object, inherited)).toBeUndefined();
    expect(judgeShape(object, inherited)).toBeUndefined();
    expect(judgeShape(object, JSON.parse('{"a": 1, "__proto__": {}}'))).toBeUndefined();
    expect(judgeShape(object, { a: 1, z: 2 })).toEqual({ unknownKeys: [{ path: [], keys: ['z'] }] });
  });

  it('an absent field with a default is filled in, even where misspelt keys are worded', () => {
    expect(judgeShape(object, { a: 1 })).toEqual({ value: { a: 1, c: [] } });
  });

  it('a mapping as default is a fresh copy each time', () => {
    const shape = shapeOf(z.unknown().default({ a: 1 }));
    const first = checkShape(shape, undefined)!.value as { a: number };
    first.a = 2;
    expect(checkShape(shape, undefined)).toEqual({ value: { a: 1 } });
  });

  it('a default is a fresh copy each time', () => {
    const first = checkShape(object, { a: 1 })!.value as { c: string[] };
    first.c.push('x');
    expect(checkShape(object, { a: 1 })).toEqual({ value: { a: 1, c: [] } });
  });

  it('an unknown key, a missing field, a value that is not a mapping, __proto__: left to zod', () => {
    expect(checkShape(object, { a: 1, e: 2 })).toBeUndefined();
    expect(checkShape(object, { b: 1 })).toBeUndefined();
    expect(checkShape(object, [1])).toBeUndefined();
    expect(checkShape(object, JSON.parse('{"a": 1, "__proto__": {"b": 2}}'))).toBeUndefined();
  });

  it.each([
    ['a refinement', z.string().refine((s) => s !== 'x')],
    ['a transform', z.string().transform((s) => s.length)],
    ['an object that keeps unknown keys', z.looseObject({ a: z.int() })],
    ['an object that drops unknown keys', z.object({ a: z.int() })],
    ['an exclusive union', z.xor([z.string(), z.int()])],
    ['a URL (a format checked by code)', z.url()],
    ['an overwrite other than trim', z.string().toLowerCase()],
    ['a multiple of', z.int().multipleOf(2)],
  ])('zod features a shape cannot express leave the answer to zod: %s', (_, schema) => {
    const shape = shapeOf(schema);
    expect(JSON.stringify(shape)).toContain('"unknown"');
    expect(checkShape(shape, 'x')).toBeUndefined();
    expect(checkShape(shape, { a: 1 })).toBeUndefined();
    expect(checkShape(shape, 2)).toBeUndefined();
  });
});
