/**
 * One truth: the editor schemas and `validate` agree. Over the example bands and every single mutation of them
 * (a catalogue value misspelt, a number just out of its range, a key misspelt, a list item of the wrong type),
 * a file the schema refuses is refused by `validate`, and the reverse.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { schemaOf } from '../../src/cli/schema.js';
import { check } from '../helpers/analyse.js';
import { ROOT } from '../helpers/cli.js';

type Json = Record<string, any>;
type Key = string | number;
interface Mutant {
  readonly what: string;
  /** The path of the value or key changed. */
  readonly at: readonly Key[];
  readonly data: unknown;
}

const BANDS = readdirSync(path.join(ROOT, 'bands')).filter((f) => /\.ya?ml$/.test(f));
const ajv = new Ajv({ strict: false, allErrors: false });
const compiled = new Map<string, ValidateFunction>();
async function schemaValidator(id: string | undefined): Promise<ValidateFunction> {
  const key = id ?? 'band';
  if (!compiled.has(key)) compiled.set(key, ajv.compile(await schemaOf(id)));
  return compiled.get(key)!;
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const typeOf = (v: unknown): string => (Array.isArray(v) ? 'array' : v === null ? 'null' : Number.isInteger(v) ? 'integer' : typeof v);

function withValue(root: unknown, at: readonly Key[], value: unknown): unknown {
  const copy = structuredClone(root) as any;
  let parent = copy;
  for (const key of at.slice(0, -1)) parent = parent[key];
  parent[at.at(-1)!] = value;
  return copy;
}

function withKeyRenamed(root: unknown, at: readonly Key[], key: string, renamed: string): unknown {
  const copy = structuredClone(root) as any;
  let target = copy;
  for (const k of at) target = target[k];
  const entries = Object.entries(target).map(([k, v]) => [k === key ? renamed : k, v]);
  for (const k of Object.keys(target)) delete target[k];
  Object.assign(target, Object.fromEntries(entries));
  return copy;
}

/** Numbers around every bound the rulebooks use: negative, zero, a seventh d6 face, hundreds, over a thousand. */
const NUMBERS = [-1, 0, 1, 2, 3, 5, 6, 7, 25, 100, 1001, 10_000_000];

/** Single mutations of the data alone (not read from the schema, so a bound the schema forgot is found). */
function* mutate(root: unknown, value: unknown, at: Key[]): Generator<Mutant> {
  const where = at.join('.');
  if (typeof value === 'string') yield { what: `${where}: "${value}" misspelt`, at, data: withValue(root, at, value.length > 2 ? value.slice(0, -1) : `${value}zz`) };
  if (Number.isInteger(value)) for (const n of NUMBERS) if (n !== value) yield { what: `${where}: ${n}`, at, data: withValue(root, at, n) };
  if (isObject(value)) {
    for (const key of Object.keys(value)) {
      yield { what: `${where}: key ${key} misspelt`, at: [...at, `${key}x`], data: withKeyRenamed(root, at, key, `${key}x`) };
      yield* mutate(root, value[key], [...at, key]);
    }
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* mutate(root, item, [...at, i]);
    if (value.length) yield { what: `${where}[0]: an item of the wrong type`, at: [...at, 0], data: withValue(root, [...at, 0], typeof value[0] === 'number' ? 'x' : 7) };
  }
}

/** Codes of validate that are about one value's shape, spelling or range: what a schema can say. */
const SCHEMA_LEVEL = /^schema\/|^yaml\/|^band\/(missing-ruleset|unknown-ruleset|unsupported-format|unknown-house-rule)|\/unknown-|out-of-range|\/health-points$|\/vie-range$|\/stat-too-low$/;

async function verdicts(id: string, data: unknown) {
  const own = await schemaValidator(id);
  const combined = await schemaValidator(undefined);
  const { analysis } = await check(stringify(data));
  const errors = analysis.findings.filter((f) => f.severity === 'error');
  return { schema: own(data), combined: combined(data), validate: errors.length === 0, errors: errors.map((f) => ({ code: f.code, path: f.path.join('.') })) };
}

/** Where the two disagree on a mutant: the schema refuses what validate accepts, or validate finds a schema-level error at the mutated value that the schema accepts. */
function disagreement(mutant: Mutant, v: Awaited<ReturnType<typeof verdicts>>): string | undefined {
  if ((!v.schema || !v.combined) && v.validate) return 'the schema refuses, validate accepts';
  const here = mutant.at.join('.');
  const local = v.errors.filter((e) => SCHEMA_LEVEL.test(e.code) && (e.path === here || e.path.startsWith(`${here}.`) || here.startsWith(`${e.path}.`) || e.path === ''));
  if (local.length && (v.schema || v.combined)) return `validate refuses (${local.map((e) => e.code).join(', ')}), the schema accepts`;
  return undefined;
}

describe('the schemas and validate agree', () => {
  it.each(BANDS)('%s: both accept the example band', async (band) => {
    const data = parse(readFileSync(path.join(ROOT, 'bands', band), 'utf8'));
    const id = (await check(stringify(data))).analysis.ruleset!.id;
    expect(await verdicts(id, data)).toMatchObject({ schema: true, combined: true, validate: true });
  });

  it.each(BANDS)('%s: every single mutation gets the same verdict from both', async (band) => {
    const data = parse(readFileSync(path.join(ROOT, 'bands', band), 'utf8'));
    const id = (await check(stringify(data))).analysis.ruleset!.id;
    const found: unknown[] = [];
    let refusedByBoth = 0;
    for (const mutant of mutate(data, data, [])) {
      const v = await verdicts(id, mutant.data);
      const why = disagreement(mutant, v);
      if (why) found.push({ what: mutant.what, why, errors: v.errors.map((e) => e.code) });
      else if (!v.schema && !v.validate) refusedByBoth += 1;
    }
    expect(refusedByBoth).toBeGreaterThan(20);
    expect(found).toEqual([]);
  });
});
