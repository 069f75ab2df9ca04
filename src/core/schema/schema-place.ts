/**
 * What a format finding says of its place, in the rulebook's words (issue 37): the key as the book names it with its
 * member ("Santé of Hilda"), what the key is for, and what it allows (the list when short, the nearest values when
 * long, a range with its real bounds). Read from the ruleset's zod schema (titles, descriptions, catalogues) and its
 * shape (ranges, values); only when a band has a format finding to word.
 */
import type { ZodType } from 'zod';
import type { Params, YamlPath } from '../diagnostics/diagnostics.js';
import type { Messages } from '../messages/catalogue.js';
import { suggest } from '../diagnostics/names.js';
import type { Ruleset } from '../ruleset/ruleset.js';
import { shapeAt, unwrapped } from './salvage.js';
import { CATALOGUE_KEY, FRENCH_KEY } from './schema-words.js';
import type { Scalar, Shape } from './fast-path/shape.js';

/** A list longer than this is not written out: the nearest values are. */
const SHORT_LIST = 8;

type Meta = Readonly<Record<string, unknown>>;
interface Def {
  readonly type: string;
  readonly [key: string]: unknown;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;
const metaOf = (schema: ZodType): Meta => ((schema as unknown as { meta?: () => Meta | undefined }).meta?.() ?? {}) as Meta;

/** The metadata of the schema at `path`, merged through its wrappers (the outer one first). */
function metaAt(schema: ZodType, path: YamlPath): Meta | undefined {
  let here: ZodType | undefined = schema;
  for (const step of path) {
    here = here && stepInto(here, step);
    if (!here) return undefined;
  }
  return wrappers(here).reduce<Meta>((meta, s) => ({ ...metaOf(s), ...meta }), {});
}

/** A schema and the schemas it wraps (optional, default …), outermost first. */
function wrappers(schema: ZodType): ZodType[] {
  const def = defOf(schema);
  const inner = (def.innerType ?? (def.type === 'pipe' ? def.in : undefined)) as ZodType | undefined;
  return inner ? [schema, ...wrappers(inner)] : [schema];
}

function stepInto(schema: ZodType, step: string | number): ZodType | undefined {
  for (const s of wrappers(schema)) {
    const def = defOf(s);
    if (def.type === 'object' && typeof step === 'string') return (def.shape as Record<string, ZodType>)[step];
    if (def.type === 'array' && typeof step === 'number') return def.element as ZodType;
    if (def.type === 'union') return (def.options as ZodType[]).map((o) => stepInto(o, step)).find((x) => x !== undefined);
  }
  return undefined;
}

/** The key's title in the language (the rulebook's word), else the key as written. */
function titleOf(meta: Meta | undefined, key: string, lang: 'en' | 'fr'): string {
  const french = meta?.[FRENCH_KEY] as { title?: string } | undefined;
  const title = lang === 'fr' ? (french?.title ?? meta?.title) : meta?.title;
  return typeof title === 'string' ? title : key;
}

function descriptionOf(meta: Meta | undefined, lang: 'en' | 'fr'): string | undefined {
  const french = meta?.[FRENCH_KEY] as { description?: string } | undefined;
  const text = lang === 'fr' ? (french?.description ?? meta?.description) : meta?.description;
  return typeof text === 'string' ? text : undefined;
}

/** The name of the member the path is in: the deepest list item on the way with a `name`. */
function memberOf(data: unknown, path: YamlPath): string | undefined {
  let here: unknown = data;
  let name: string | undefined;
  for (const step of path) {
    if (typeof here !== 'object' || here === null) break;
    here = (here as Record<string | number, unknown>)[step];
    const own = typeof step === 'number' && typeof here === 'object' && here !== null ? (here as { name?: unknown }).name : undefined;
    if (typeof own === 'string' && own.trim()) name = own.trim();
  }
  return name;
}

/** The params a format finding's words take: `where`, `about`, `allowed`, and the key's `suggestion` when misspelt. */
export function placeWords(ruleset: Ruleset, data: unknown, code: string, path: YamlPath, params: Params | undefined, messages: Messages): Params {
  const lang = messages.lang;
  const unknownKey = code === 'schema/unknown-key';
  const place = unknownKey ? path.slice(0, -1) : path;
  const key = String(place.filter((p) => typeof p === 'string').at(-1) ?? '');
  const meta = metaAt(ruleset.schema, place);
  const member = memberOf(data, place);
  const title = titleOf(meta, key, lang);
  const where = unknownKey ? (member ?? messages.text('schema/where/band')) : member ? messages.text('schema/where/member', { key: title, member }) : title;
  const shape = ruleset.shapes ? shapeAt(ruleset.shapes.band, place) : undefined;
  const catalogue = catalogueIds(ruleset, meta, lang);
  const actual = params?.actual === undefined ? undefined : String(params.actual);
  const allowed = shape ? allowedOf(shape, messages, actual, catalogue) : '';
  const fields = shape && unwrapped(shape).type === 'object' ? Object.keys((unwrapped(shape) as Extract<Shape, { type: 'object' }>).fields) : [];
  const suggestion = unknownKey ? suggest(String(path.at(-1)), fields).join(', ') : '';
  return { where, about: descriptionOf(meta, lang) ?? title, allowed: allowed || messages.text('schema/allowed/documented'), suggestion };
}

function catalogueIds(ruleset: Ruleset, meta: Meta | undefined, lang: 'en' | 'fr'): readonly string[] | undefined {
  const name = meta?.[CATALOGUE_KEY];
  if (typeof name !== 'string' || !ruleset.schemaCatalogues) return undefined;
  return ruleset.schemaCatalogues(lang)[name]?.map((entry) => entry.id);
}

/** A list in full when short; else the values nearest the one written, then "…" (`escarmouche schema` has them all). */
function listed(values: readonly string[], actual: string | undefined, messages: Messages): string {
  if (values.length <= SHORT_LIST) return messages.text('schema/allowed/one-of', { list: values.join(' | ') });
  const near = actual === undefined ? [] : suggest(actual, values);
  return near.length ? messages.text('schema/allowed/nearest', { list: near.join(' | ') }) : messages.text('schema/allowed/long-list');
}

const scalarText = (value: Scalar): string => (value === null ? 'null' : String(value));

/** What a shape allows, in words; '' when it cannot say. */
function allowedOf(shape: Shape, messages: Messages, actual: string | undefined, catalogue: readonly string[] | undefined): string {
  switch (shape.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return allowedOf(shape.inner, messages, actual, catalogue);
    case 'values':
      return listed(shape.values.map(scalarText), actual, messages);
    case 'union': {
      const values = shape.options.every((o) => o.type === 'values') ? shape.options.flatMap((o) => (o.type === 'values' ? o.values.map(scalarText) : [])) : undefined;
      if (values) return listed(values, actual, messages);
      return shape.options.map((o) => allowedOf(o, messages, actual, catalogue)).filter(Boolean).join(messages.text('schema/allowed/or'));
    }
    case 'number':
      return numberWords(shape, messages);
    case 'string':
      return catalogue?.length ? listed(catalogue, actual, messages) : messages.text('schema/allowed/text');
    case 'boolean':
      return messages.text('schema/allowed/boolean');
    case 'array':
      return messages.text('schema/allowed/list', { item: allowedOf(shape.item, messages, undefined, catalogue) || '…' });
    case 'object':
      return messages.text('schema/allowed/mapping');
    case 'unknown':
      return '';
  }
}

/** "a whole number from 0 to 1000000": the real bounds of the key, exclusive ones made inclusive for whole numbers. */
function numberWords(shape: Extract<Shape, { type: 'number' }>, messages: Messages): string {
  let min: number | undefined;
  let max: number | undefined;
  for (const check of shape.checks) {
    if ('min' in check) min = Math.max(min ?? -Infinity, check.inclusive || !shape.int ? check.min : check.min + 1);
    else max = Math.min(max ?? Infinity, check.inclusive || !shape.int ? check.max : check.max - 1);
  }
  const kind = messages.text(shape.int ? 'schema/allowed/int' : 'schema/allowed/number');
  if (min !== undefined && max !== undefined) return messages.text('schema/allowed/between', { kind, min, max });
  if (min !== undefined) return messages.text('schema/allowed/min', { kind, min });
  if (max !== undefined) return messages.text('schema/allowed/max', { kind, max });
  return kind;
}
