/** zod issues to findings with codes of our catalogue, so both languages word them. */
import type { ZodError, ZodType } from 'zod';
import { error, type Finding, type YamlPath } from '../diagnostics/diagnostics.js';
import { fastPathOn } from '../band-files/fast-path/switch.js';
import { judgeShape, type Shape } from './fast-path/shape.js';

const MAX_SHOWN = 40;

/**
 * A value as the player wrote it: `.nan`, `.inf` and binary data in YAML words, not JSON's `null` or a Buffer;
 * the catalogue says what they are (`param/actual/.nan`: "not a number") in each language.
 */
function spelled(value: unknown): string | undefined {
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? '.nan' : value === Number.POSITIVE_INFINITY ? '.inf' : '-.inf';
  if (value instanceof Uint8Array) return '!!binary';
  return undefined;
}

export function show(value: unknown): string {
  const text = spelled(value) ?? (typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)));
  return text.length > MAX_SHOWN ? `${text.slice(0, MAX_SHOWN)}…` : text;
}

/** What a value of the wrong type is (`param/found/…` words it): `pc: !!str 7` is the text 7, not the number. */
export const kind = (value: unknown): string => (value === null ? 'null' : Array.isArray(value) ? 'array' : ['string', 'number', 'boolean'].includes(typeof value) ? typeof value : 'object');

/** zod leaves the input out of issues unless asked: the parse options every ruleset passes. */
export const PARSE_OPTIONS = { reportInput: true, jitless: true } as const;

export type Parsed<T> = { readonly success: true; readonly data: T } | { readonly success: false; readonly findings: Finding[] };

/**
 * The data read by its schema, or its findings (under `base`); zod is asked (and loaded) only where the shape cannot
 * answer for it (src/core/schema/fast-path/shape.ts).
 */
export function parseBy<T>(shape: Shape | undefined, schema: () => ZodType<T>, data: unknown, base: YamlPath = []): Parsed<T> {
  const judged = shape && fastPathOn() ? judgeShape(shape, data) : undefined;
  if (judged && 'value' in judged) return { success: true, data: judged.value as T };
  if (judged) return { success: false, findings: onePerPlace(judged.unknownKeys.flatMap(({ path, keys }) => unknownKeys([...base, ...path], keys))) };
  const parsed = schema().safeParse(data, PARSE_OPTIONS);
  return parsed.success ? { success: true, data: parsed.data } : { success: false, findings: schemaFindings(parsed.error, base) };
}

/** Keys a strict mapping at `path` does not know, one finding each: from zod's issue or from a shape's. */
const unknownKeys = (path: YamlPath, keys: readonly string[]): Finding[] => keys.map((key) => error('schema/unknown-key', [...path, key], { key }));

/** Only through `parseBy`: zod gives an issue its input (the value to name) only when asked by PARSE_OPTIONS. */
function schemaFindings(zodError: ZodError, base: YamlPath): Finding[] {
  const findings: Finding[] = [];
  for (const issue of zodError.issues) {
    const path: YamlPath = [...base, ...issue.path.filter((p): p is string | number => typeof p !== 'symbol')];
    switch (issue.code) {
      case 'unrecognized_keys':
        findings.push(...unknownKeys(path, issue.keys));
        break;
      case 'invalid_type':
        findings.push(
          issue.input === undefined
            ? error('schema/required', path, { key: String(path.at(-1) ?? ''), expected: issue.expected })
            : error('schema/type', path, { expected: issue.expected, found: kind(issue.input), actual: show(issue.input) }),
        );
        break;
      case 'invalid_value':
        findings.push(error('schema/choice', path, { limit: issue.values.map(show).join(' | '), actual: show(issue.input) }));
        break;
      case 'too_small':
        findings.push(error('schema/too-small', path, { limit: show(issue.minimum), actual: show(issue.input) }));
        break;
      case 'too_big':
        findings.push(error('schema/too-big', path, { limit: show(issue.maximum), actual: show(issue.input) }));
        break;
      // What is wrong in an id the catalogue words (`param/detail/date`), not zod's English.
      case 'invalid_format':
        findings.push(error('schema/invalid', path, { detail: issue.format, actual: show(issue.input) }));
        break;
      case 'invalid_union':
        findings.push(error('schema/invalid', path, { detail: 'union', actual: show(issue.input) }));
        break;
      default:
        findings.push(error('schema/invalid', path, { detail: issue.message }));
    }
  }
  return onePerPlace(findings);
}

/**
 * zod may report one limit twice (an integer's exact range and its own maximum): one of each code at each place, the
 * tighter limit of the two (the key's own 1000, not 9007199254740991).
 */
function onePerPlace(findings: Finding[]): Finding[] {
  const kept = new Map<string, Finding>();
  for (const f of findings) {
    const key = `${f.code} ${f.path.join('.')}`;
    const before = kept.get(key);
    if (!before || tighter(f, before)) kept.set(key, f);
  }
  return [...kept.values()];
}

const tighter = (f: Finding, before: Finding): boolean => {
  // Stryker disable next-line OptionalChaining: a finding of a limit has its params; any other gives NaN, which compares false
  const [now, then] = [Number(f.params?.limit), Number(before.params?.limit)];
  // A limit that is no number (NaN) is never tighter: every comparison with NaN is false.
  // Stryker disable next-line EqualityOperator: two findings of one place with the same limit say the same
  return f.code === 'schema/too-big' ? now < then : f.code === 'schema/too-small' && now > then;
};
