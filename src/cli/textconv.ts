/**
 * `show --textconv`: a band as stable, plain text with one fact per line, for git's textconv (`git diff` in game
 * terms). Each line names its fact in full (`characters.Oldranac.stats.PV: 7`), so a diff line stands alone.
 */
import type { Analysis } from '../core/ruleset/analyse.js';
import type { Diagnostic } from '../core/diagnostics/diagnostics.js';

type Json = null | boolean | number | string | readonly Json[] | { readonly [key: string]: Json };

const scalar = (value: Json): string => (typeof value === 'string' ? JSON.stringify(value).slice(1, -1) : value === null ? '-' : String(value));
const isScalar = (value: Json): boolean => value === null || typeof value !== 'object';

/** A list of objects is keyed by their names (or scenarios) when they have one, by position otherwise. */
const keyOf = (item: Json, index: number): string => {
  // A scalar or a list has no `name` nor `scenario` to read: undefined, as for an object without them.
  const fields = item as Readonly<Record<string, Json>> | null;
  const named = fields?.name ?? fields?.scenario;
  return typeof named === 'string' ? named : String(index);
};

export function factLines(value: Json, prefix: string, out: string[] = []): string[] {
  if (isScalar(value)) out.push(`${prefix}: ${scalar(value)}`);
  else if (Array.isArray(value)) {
    if (value.every(isScalar)) out.push(`${prefix}: ${value.length ? value.map(scalar).join(', ') : '-'}`);
    else value.forEach((item, i) => factLines(item, `${prefix}.${keyOf(item, i)}`, out));
  } else for (const [key, item] of Object.entries(value as Record<string, Json>)) factLines(item, prefix ? `${prefix}.${key}` : key, out);
  return out;
}

/** The facts of an analysed band, or undefined when the file is not a band (textconv then prints its raw text). */
export function textconv(analysis: Analysis, diagnostics: readonly Diagnostic[]): string | undefined {
  if (!analysis.ruleset || analysis.profile === undefined) return undefined;
  const lines = factLines(analysis.profile as Json, '');
  const ledger = (analysis.document?.data as Record<string, Json> | undefined)?.campaign;
  if (ledger !== undefined && ledger !== null) factLines(ledger, 'ledger', lines);
  for (const d of diagnostics) lines.push(`${d.severity}: ${d.code} ${d.message}`);
  return `${lines.join('\n')}\n`;
}
