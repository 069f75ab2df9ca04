/** The validate pipeline, pure but for loading ruleset modules: bytes → document → band → profile → findings. */
import { loadBand, locate, locateValue, type BandDocument } from './band-document.js';
import { error, formatPath, type Diagnostic, type Finding, type Position, type YamlPath } from './diagnostics.js';
import type { Messages } from './messages/catalogue.js';
import type { Registry } from './registry.js';
import { toId } from './names.js';
import { readHouseRules, withGivenHouseRules } from './house-rules.js';
import type { HouseRules, Member, Ruleset } from './ruleset.js';

export const BAND_FORMAT = 1;

export interface Analysis {
  readonly file: string;
  readonly ruleset?: Ruleset;
  readonly document?: BandDocument;
  readonly band?: unknown;
  readonly profile?: unknown;
  /** House rules in force and the keys the band overrides. */
  readonly houseRules?: RulesetRun['houseRules'];
  readonly findings: readonly (Finding & { readonly at: Position })[];
}

/** What a value is, in words, for a value of the wrong kind. */
const kindOf = (value: unknown): string =>
  value === null ? 'nothing (null)' : Array.isArray(value) ? 'a list' : typeof value === 'object' ? 'a mapping' : typeof value === 'number' && !Number.isFinite(value) ? '.nan or .inf' : `${typeof value} ${String(value)}`;

function rulesetFinding(data: Record<string, unknown>, registry: Registry): Finding | undefined {
  const known = registry.ids().join(', ');
  if (!('ruleset' in data)) return error('band/missing-ruleset', [], { known });
  const name = data.ruleset;
  if (typeof name !== 'string') return error('schema/type', ['ruleset'], { expected: `a ruleset name (${known})`, actual: kindOf(name) });
  if (!registry.find(name)) return error('band/unknown-ruleset', ['ruleset'], { actual: name, known, suggestion: registry.nearest(name) });
  if ('format' in data && data.format !== BAND_FORMAT) {
    return error('band/unsupported-format', ['format'], { actual: typeof data.format === 'string' ? `"${data.format}" (a text)` : kindOf(data.format), limit: BAND_FORMAT });
  }
  return undefined;
}

/** Runs a ruleset on data whose `ruleset` is known: parse, derive, every check. */
export function runRuleset(ruleset: Ruleset, data: Record<string, unknown>): RulesetRun {
  const house = readHouseRules(data, ruleset.houseRules, ruleset.shapes?.houseRules);
  const parsed = ruleset.parse(house.data, house.rules);
  const findings = [...house.findings, ...parsed.findings];
  const houseRules = { rules: house.rules, overridden: house.overridden };
  if (parsed.band === undefined) return { houseRules, findings };
  const profile = ruleset.derive(parsed.band);
  const unsure = unsureMembers(ruleset.roster(parsed.band), parsed.findings);
  for (const check of ruleset.checks) {
    const reads = check.reads ?? [];
    const skipped = unsure.filter((member) => member.fields.some((field) => reads.length > 0 && (field === '*' || reads.includes(field) || reads.includes('*'))));
    if (check.readsEveryMember && skipped.length) continue;
    const report = (f: Finding) => void (skipped.some((member) => within(f.path, member.path)) || findings.push(f));
    check.run({ band: parsed.band, profile, report });
  }
  findings.push(...duplicateNames(ruleset.roster(parsed.band)));
  return { band: parsed.band, profile, houseRules, findings };
}

// A path shorter than the prefix has no key where the prefix has one: no length test needed.
const within = (path: YamlPath, prefix: YamlPath): boolean => prefix.every((key, i) => path[i] === key);

/** The members whose parse reported something (an unknown class, equipment, spell), with the fields it was in. */
function unsureMembers(roster: readonly Member[], parsed: readonly Finding[]): { readonly path: YamlPath; readonly fields: string[] }[] {
  return roster.flatMap((m) => {
    const fields = parsed.filter((f) => f.severity !== 'info' && within(f.path, m.path)).map((f) => String(f.path[m.path.length] ?? '*'));
    return fields.length ? [{ path: m.path, fields }] : [];
  });
}

export interface RulesetRun {
  readonly band?: unknown;
  readonly profile?: unknown;
  readonly houseRules: { readonly rules: HouseRules; readonly overridden: readonly string[] };
  readonly findings: Finding[];
}

/** Members are addressed by name (`FILE#Name`), so two with the same name would be ambiguous. */
function duplicateNames(roster: readonly Member[]): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  for (const member of roster) {
    const key = toId(member.name);
    if (seen.has(key)) findings.push(error('band/duplicate-name', [...member.path, 'name'], { actual: member.name }));
    seen.add(key);
  }
  return findings;
}

export interface AnalyseOptions {
  /** House rules for every band of a ruleset, by ruleset id, under each band's own `house_rules:`. */
  readonly houseRules?: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
}

export async function analyse(bytes: Uint8Array, file: string, registry: Registry, options: AnalyseOptions = {}): Promise<Analysis> {
  const loaded = loadBand(bytes, file);
  const document = loaded.document;
  const place = (f: Finding) => ({
    ...f,
    // Stryker disable next-line ObjectLiteral: without a document, loadBand gives every finding its position.
    at: f.at ?? (document ? locate(document, f.path) : { line: 1, column: 1 }),
  });
  if (!document) return { file, findings: loaded.findings.map(place) };
  const data = document.data as Record<string, unknown>;
  const refused = rulesetFinding(data, registry);
  // An unknown ruleset is pointed at its value, where the typo is.
  if (refused) return { file, document, findings: [...loaded.findings, refused.code === 'band/unknown-ruleset' ? { ...refused, at: locateValue(document, ['ruleset']) } : refused].map(place) };
  const ruleset = await registry.load(registry.find(data.ruleset as string)!);
  const result = runRuleset(ruleset, withGivenHouseRules(data, options.houseRules?.[ruleset.id]));
  return { file, ruleset, document, band: result.band, profile: result.profile, houseRules: result.houseRules, findings: [...loaded.findings, ...result.findings].map(place) };
}

/** Locates and words the findings, sorted by position. */
export function diagnostics(analysis: Analysis, messages: Messages): Diagnostic[] {
  return analysis.findings
    .map((f) => {
      const text = messages.diagnostic(f.code, f.names ? { ...f.params, ...f.names } : f.params);
      const names = { ...(f.names?.actual !== undefined ? { actual: f.names.actual } : {}), ...(f.names?.limit !== undefined ? { limit: f.names.limit } : {}) };
      return {
        file: analysis.file,
        severity: f.severity,
        code: f.code,
        message: text.message,
        rule: text.rule,
        ...(f.params?.limit !== undefined ? { limit: f.params.limit } : {}),
        ...(f.params?.actual !== undefined ? { actual: f.params.actual } : {}),
        ...(text.fix ? { fix: text.fix } : {}),
        ...(Object.keys(names).length ? { names } : {}),
        path: formatPath(f.path),
        line: f.at.line,
        column: f.at.column,
      };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
