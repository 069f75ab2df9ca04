/**
 * What a format finding says of its place, in the rulebook's words (issue 37): the key as the book names it with its
 * member ("Santé of Hilda"), what the key is for, and what it allows (the list when short, the nearest values when
 * long, a range with its real bounds). Read from the ruleset's zod schema (titles, descriptions, catalogues) and its
 * shape (ranges, values); only when a band has a format finding to word.
 */
import type { ZodType } from 'zod';
import { formatPath, type Finding, type Params, type YamlPath } from '../diagnostics/diagnostics.js';
import { paramWords, type Messages } from '../messages/catalogue.js';
import { suggest } from '../diagnostics/names.js';
import { HOUSE_RULES_KEY } from '../ruleset/house-rules.js';
import type { Ruleset } from '../ruleset/ruleset.js';
import { shapeAt, unwrapped } from './salvage.js';
import { CATALOGUE_KEY, FRENCH_KEY, RULE_KEY } from './schema-words.js';
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
    // Stryker disable next-line ConditionalExpression: a mapping has no key that is a number; the walk ends undefined all the same
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
  // Words set by `words()`: texts.
  return (lang === 'fr' ? (french?.description ?? meta?.description) : meta?.description) as string | undefined;
}

/**
 * What sets the key's limit: the rulebook's sentence when one does (« une unique Spécialité », quoted as the book has
 * it, in both languages, as the rule messages quote it), else what the key is for.
 */
function aboutOf(meta: Meta | undefined, title: string, lang: 'en' | 'fr'): string {
  const rule = meta?.[RULE_KEY];
  return typeof rule === 'string' ? `« ${rule} »` : (descriptionOf(meta, lang) ?? title);
}

/** The name of the member the path is in: the deepest list item on the way with a `name`. */
function memberOf(data: unknown, path: YamlPath): string | undefined {
  let here: unknown = data;
  let name: string | undefined;
  for (const step of path) {
    if (typeof here !== 'object' || here === null) break;
    here = (here as Record<string | number, unknown>)[step];
    // A member is an item of a list (a mapping with a name): a mapping under a key is no member.
    const own = typeof step === 'number' && here instanceof Object ? (here as { name?: unknown }).name : undefined;
    if (typeof own === 'string' && own.trim()) name = own.trim();
  }
  return name;
}

/**
 * The words of a format finding (`schema/…`): its place as the ruleset's schema names it (`placeWords`); read without
 * a ruleset (a band whose `ruleset` is unknown), its path, and what the finding itself says is allowed (a choice's
 * values, a missing value's type in this language's words), else the documented format. The one place that words a
 * format finding.
 */
export function schemaWords(band: { readonly ruleset: Ruleset; readonly data: unknown } | undefined, f: Finding, messages: Messages): Params {
  const expected = f.params?.expected;
  // Stryker disable next-line Regex: a key not in the catalogue comes back as itself, which starts with it
  const typed = f.code === 'schema/required' && expected !== undefined ? messages.text(paramWords('expected', expected)).replace(/^param\/expected\//, '') : undefined;
  // Stryker disable next-line OptionalChaining: a choice finding has its params
  const listed = f.code === 'schema/choice' && f.params?.limit !== undefined ? String(f.params.limit) : typed;
  const fallback = { where: formatPath(f.path) || '-', about: String(f.path.at(-1) ?? '-'), allowed: listed ?? messages.text('schema/allowed/documented'), suggestion: '' };
  return band ? { ...fallback, ...placeWords(band.ruleset, band.data, f.code, f.path, f.params, messages) } : fallback;
}

/** The params a format finding's words take: `where`, `about`, `allowed`, and the key's `suggestion` when misspelt. */
function placeWords(ruleset: Ruleset, data: unknown, code: string, path: YamlPath, params: Params | undefined, messages: Messages): Params {
  const lang = messages.lang;
  const unknownKey = code === 'schema/unknown-key';
  const place = unknownKey ? path.slice(0, -1) : path;
  // Stryker disable next-line StringLiteral: a place with no key (the band itself) has no words of its own, whatever the key
  const key = String(place.filter((p) => typeof p === 'string').at(-1) ?? '');
  // Stryker disable next-line ConditionalExpression: `house_rules` itself has neither words nor a shape in the band's schema
  const houseRule = place[0] === HOUSE_RULES_KEY && place.length >= 2;
  // A house rule's value is read by its own schema: its key is its name in every language (docs/rules-notes.md).
  const meta = houseRule ? undefined : metaAt(ruleset.schema, place);
  const member = memberOf(data, place);
  const title = titleOf(meta, key, lang);
  const where = unknownKey ? (member ?? messages.text('schema/where/band')) : member ? messages.text('schema/where/member', { key: title, member }) : title;
  const shape = houseRule ? houseRuleShape(ruleset, place) : ruleset.shapes ? shapeAt(ruleset.shapes.band, place) : undefined;
  const catalogue = catalogueIds(ruleset, meta, lang);
  const actual = params?.actual === undefined ? undefined : String(params.actual);
  const bounds = boundsOf(meta, code);
  const allowed = shape ? allowedOf(shape, messages, actual, catalogue, bounds) : '';
  // Stryker disable next-line ArrayDeclaration: an unknown key is found in a mapping only
  const fields = shape && unwrapped(shape).type === 'object' ? Object.keys((unwrapped(shape) as Extract<Shape, { type: 'object' }>).fields) : [];
  const suggestion = unknownKey ? suggest(String(path.at(-1)), fields).join(', ') : '';
  const limit = shape ? limitOf(shape, code, bounds) : undefined;
  return { where, about: aboutOf(meta, title, lang), allowed: allowed || messages.text('schema/allowed/documented'), suggestion, ...(limit === undefined ? {} : { limit }) };
}

/**
 * Bounds a number takes beyond its shape's own: the book's range a rule check holds (`minimum`/`maximum` in the
 * metadata: Argad's classe 1 to 5), and for a whole number past the side it broke, the largest one counted exactly
 * (zod's own limit), so that the text and the JSON `limit` give the same real bound.
 */
interface Bounds {
  readonly min?: number;
  readonly max?: number;
  readonly broken?: 'min' | 'max';
}
function boundsOf(meta: Meta | undefined, code: string): Bounds {
  const min = typeof meta?.minimum === 'number' ? meta.minimum : undefined;
  const max = typeof meta?.maximum === 'number' ? meta.maximum : undefined;
  const broken = code === 'schema/too-big' ? 'max' : code === 'schema/too-small' ? 'min' : undefined;
  return { min, max, broken };
}

/** The real bound a number or a length broke (`schema/too-big`, `schema/too-small`), as the text gives it. */
function limitOf(shape: Shape, code: string, bounds: Bounds): string | undefined {
  if (!bounds.broken) return undefined;
  const inner = unwrapped(shape);
  if (inner.type !== 'number') return undefined;
  const range = rangeOf(inner, bounds);
  const limit = bounds.broken === 'max' ? range.max : range.min;
  return limit === undefined ? undefined : String(limit);
}

/** The shape of a house rule's value (`house_rules.band-min`), where the ruleset has shapes. */
function houseRuleShape(ruleset: Ruleset, place: YamlPath): Shape | undefined {
  const own = ruleset.shapes?.houseRules[String(place[1])];
  return own && shapeAt(own, place.slice(2));
}

function catalogueIds(ruleset: Ruleset, meta: Meta | undefined, lang: 'en' | 'fr'): readonly string[] | undefined {
  const name = meta?.[CATALOGUE_KEY];
  // Stryker disable next-line ConditionalExpression,LogicalOperator: no catalogue is named undefined
  if (typeof name !== 'string' || !ruleset.schemaCatalogues) return undefined;
  return ruleset.schemaCatalogues(lang)[name]?.map((entry) => entry.id);
}

/** A list in full when short; else the values nearest the one written, then "…" (`escarmouche schema` has them all). */
function listed(values: readonly string[], actual: string | undefined, messages: Messages): string {
  if (values.length <= SHORT_LIST) return messages.text('schema/allowed/one-of', { list: values.join(' | ') });
  const near = actual === undefined ? [] : suggest(actual, values);
  return near.length ? messages.text('schema/allowed/nearest', { list: near.join(' | ') }) : messages.text('schema/allowed/long-list');
}

const scalarText = (value: Scalar): string => String(value);

/** What a shape allows, in words; '' when it cannot say. */
function allowedOf(shape: Shape, messages: Messages, actual: string | undefined, catalogue: readonly string[] | undefined, bounds: Bounds = {}): string {
  switch (shape.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return allowedOf(shape.inner, messages, actual, catalogue, bounds);
    case 'values':
      return listed(shape.values.map(scalarText), actual, messages);
    case 'union': {
      const lists = shape.options.filter((o) => o.type === 'values');
      if (lists.length === shape.options.length) return listed(lists.flatMap((o) => o.values.map(scalarText)), actual, messages);
      return shape.options.map((o) => allowedOf(o, messages, actual, catalogue)).filter(Boolean).join(messages.text('schema/allowed/or'));
    }
    case 'number':
      return numberWords(shape, messages, bounds);
    case 'string':
      if (catalogue?.length) return listed(catalogue, actual, messages);
      return bounds.broken ? textLength(shape, messages) : messages.text('schema/allowed/text');
    case 'boolean':
      return messages.text('schema/allowed/boolean');
    case 'array':
      return messages.text('schema/allowed/list', { item: allowedOf(shape.item, messages, undefined, catalogue) || '…' });
    case 'object':
      return messages.text('schema/allowed/mapping');
  }
  // `unknown`: a part of the schema no shape expresses.
  return '';
}

/** A text that is too long or too short says its lengths: "a text of 1 to 200 characters". */
function textLength(shape: Extract<Shape, { type: 'string' }>, messages: Messages): string {
  const min = Math.max(0, ...shape.checks.map((c) => ('minLength' in c ? c.minLength : 0)));
  const max = Math.min(Infinity, ...shape.checks.map((c) => ('maxLength' in c ? c.maxLength : Infinity)));
  if (max === Infinity) return min > 0 ? messages.text('schema/allowed/text-at-least', { min }) : messages.text('schema/allowed/text');
  return min > 0 ? messages.text('schema/allowed/text-between', { min, max }) : messages.text('schema/allowed/text-at-most', { max });
}

/** The real bounds of a number: its shape's (exclusive ones made inclusive for whole numbers), the book's, zod's own. */
function rangeOf(shape: Extract<Shape, { type: 'number' }>, bounds: Bounds): { min?: number; max?: number } {
  let min = bounds.min;
  let max = bounds.max;
  for (const check of shape.checks) {
    if ('min' in check) min = Math.max(min ?? -Infinity, check.inclusive || !shape.int ? check.min : check.min + 1);
    else max = Math.min(max ?? Infinity, check.inclusive || !shape.int ? check.max : check.max - 1);
  }
  // A whole number with no bound on the side it broke: zod counts no further than the largest exact one.
  if (shape.int && bounds.broken === 'max' && max === undefined) max = Number.MAX_SAFE_INTEGER;
  if (shape.int && bounds.broken === 'min' && min === undefined) min = Number.MIN_SAFE_INTEGER;
  return { min, max };
}

/** "a whole number from 0 to 1000000": the real bounds of the key. */
function numberWords(shape: Extract<Shape, { type: 'number' }>, messages: Messages, bounds: Bounds): string {
  const { min, max } = rangeOf(shape, bounds);
  const kind = messages.text(shape.int ? 'schema/allowed/int' : 'schema/allowed/number');
  if (min !== undefined && max !== undefined) return messages.text('schema/allowed/between', { kind, min, max });
  if (min !== undefined) return messages.text('schema/allowed/min', { kind, min });
  if (max !== undefined) return messages.text('schema/allowed/max', { kind, max });
  return kind;
}
