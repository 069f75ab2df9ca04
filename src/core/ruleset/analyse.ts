/** The validate pipeline, pure but for loading ruleset modules: bytes → document → band → profile → findings. */
import { loadBand, locate, locateValue, type BandDocument } from '../band-files/band-document.js';
import { error, formatPath, type Diagnostic, type Finding, type Params, type Position, type Severity, type YamlPath } from '../diagnostics/diagnostics.js';
import { kind, show } from '../schema/schema-findings.js';
import { schemaWords } from '../schema/schema-place.js';
import type { Messages } from '../messages/catalogue.js';
import type { Registry } from './registry.js';
import { toId } from '../diagnostics/names.js';
import { readHouseRules, withGivenHouseRules } from './house-rules.js';
import { salvage, shapeAt, unwrapped, within } from '../schema/salvage.js';
import type { Shape } from '../schema/fast-path/shape.js';
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
  if (typeof name !== 'string') return error('schema/type', ['ruleset'], { expected: `a ruleset name (${known})`, found: kind(name), actual: show(name), allowed: known });
  if (!registry.find(name)) return error('band/unknown-ruleset', ['ruleset'], { actual: name, known, suggestion: registry.nearest(name) });
  if ('format' in data && data.format !== BAND_FORMAT) {
    return error('band/unsupported-format', ['format'], { actual: typeof data.format === 'string' ? `"${data.format}" (a text)` : kindOf(data.format), limit: BAND_FORMAT });
  }
  return undefined;
}

/** Runs a ruleset on data whose `ruleset` is known: parse, derive, every check. */
export function runRuleset(ruleset: Ruleset, data: Record<string, unknown>, options: { readonly salvage?: boolean } = {}): RulesetRun {
  const house = readHouseRules(data, ruleset.houseRules, ruleset.shapes?.houseRules);
  const read = readBand(ruleset, house.data, house.rules, options.salvage === true);
  const findings = [...house.findings, ...read.findings];
  const houseRules = { rules: house.rules, overridden: house.overridden };
  if (read.band === undefined) return { houseRules, findings };
  const profile = ruleset.derive(read.band);
  const roster = ruleset.roster(read.band);
  const unsure = unsureMembers(roster, [...read.findings, ...read.broken.map((path) => ({ severity: 'error' as const, path }))]);
  // Values are set aside only by salvage, which needs the band's shape.
  const loose = read.broken.filter((path) => !roster.some((m) => within(path, m.path)));
  const aside = (f: Finding) => read.broken.some((path) => within(f.path, path));
  for (const check of ruleset.checks) {
    const reads = check.reads ?? [];
    if (loose.some((path) => reads.includes('*') || reads.includes(String(path[0])) || (check.readsEveryMember && holdsMembers(ruleset.shapes!.band, path)))) continue;
    const skipped = unsure.filter((member) => member.fields.some((field) => reads.length > 0 && (field === '*' || reads.includes(field) || reads.includes('*'))));
    if (check.readsEveryMember && skipped.length) continue;
    const report = (f: Finding) => void (skipped.some((member) => within(f.path, member.path)) || aside(f) || findings.push(f));
    check.run({ band: read.band, profile, report });
  }
  findings.push(...duplicateNames(roster).filter((f) => !aside(f)));
  return { band: read.band, profile, houseRules, findings };
}

/** A list or mapping set aside outside every member (`characters: 5`): the members it held were not read. */
const holdsMembers = (band: Shape, path: YamlPath): boolean => {
  const at = shapeAt(band, path);
  // Stryker disable next-line ConditionalExpression: salvage sets aside places of the shape only; the guard is for the type
  return at !== undefined && ['array', 'object'].includes(unwrapped(at).type);
};

const findingKey = (f: Finding): string => `${f.code} ${formatPath(f.path)}`;

/** At most this many readings of a band whose format is wrong: each sets aside what the one before could not read. */
const SALVAGE_ROUNDS = 3;

/**
 * The ruleset's reading of the data. With `salvage` (validate), a band whose format is wrong is read again with the
 * broken values set aside (src/core/schema/salvage.ts): its format findings, then what the ruleset finds in the rest.
 */
function readBand(ruleset: Ruleset, data: Record<string, unknown>, rules: HouseRules, salvaging: boolean): { band?: unknown; findings: Finding[]; broken: YamlPath[] } {
  const parsed = ruleset.parse(data, rules);
  const shape = ruleset.shapes?.band;
  if (parsed.band !== undefined || !salvaging || !shape) return { band: parsed.band, findings: [...parsed.findings], broken: [] };
  const broken: YamlPath[] = [];
  const findings = [...parsed.findings];
  const said = new Set(findings.map(findingKey));
  let current: unknown = data;
  let pending = parsed.findings;
  for (let round = 0; round < SALVAGE_ROUNDS; round++) {
    const saved = salvage(shape, current, pending);
    if (!saved) break;
    broken.push(...saved.broken);
    current = saved.data;
    const again = ruleset.parse(current, rules);
    // What this reading finds outside the values set aside and no reading before said: a parser that stops at its
    // first problem finds the next one only now (every finding of the file in one run).
    for (const f of again.findings) {
      if (broken.some((path) => within(f.path, path)) || said.has(findingKey(f))) continue;
      said.add(findingKey(f));
      findings.push(f);
    }
    if (again.band !== undefined) return { band: again.band, findings, broken };
    pending = again.findings;
  }
  // Stryker disable next-line ArrayDeclaration: with no band, nothing reads what was set aside
  return { findings, broken: [] };
}

/**
 * The members whose parse reported something (an unknown class, equipment, spell) or whose value was set aside, with
 * the fields it was in. A key the schema does not know was only dropped: it leaves nothing unsure.
 */
function unsureMembers(roster: readonly Member[], parsed: readonly { readonly severity: Severity; readonly path: YamlPath; readonly code?: string }[]): { readonly path: YamlPath; readonly fields: string[] }[] {
  return roster.flatMap((m) => {
    const fields = parsed.filter((f) => f.severity !== 'info' && f.code !== 'schema/unknown-key' && within(f.path, m.path)).map((f) => String(f.path[m.path.length] ?? '*'));
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
  /**
   * Read a band whose format is wrong again with the broken values set aside, so that every finding is reported in
   * one run (`validate`). Off for every command that goes on to use the band (build, show, print …): a band read
   * with stand-in values must never be built on nor shown.
   */
  readonly salvage?: boolean;
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
  const result = runRuleset(ruleset, withGivenHouseRules(data, options.houseRules?.[ruleset.id]), { salvage: options.salvage === true });
  return { file, ruleset, document, band: result.band, profile: result.profile, houseRules: result.houseRules, findings: [...loaded.findings, ...result.findings].map(place) };
}

/** Locates and words the findings, sorted by position. */
export function diagnostics(analysis: Analysis, messages: Messages): Diagnostic[] {
  return analysis.findings
    .map((f) => {
      // A range's real bound (schema-place.ts) stands for zod's own (an integer's exact range) in the text and the JSON.
      // Stryker disable next-line StringLiteral: schemaWords has no words for a ruleset's own finding; the test spares the work
      const place = f.code.startsWith('schema/') ? schemaWords(analysis.ruleset && analysis.document ? { ruleset: analysis.ruleset, data: analysis.document.data } : undefined, f, messages) : undefined;
      const params = place ? { ...place, ...f.params, ...(place.limit === undefined ? {} : { limit: place.limit }) } : f.params;
      const text = messages.diagnostic(f.code, f.names ? { ...params, ...f.names } : params);
      const names = { ...(f.names?.actual !== undefined ? { actual: f.names.actual } : {}), ...(f.names?.limit !== undefined ? { limit: f.names.limit } : {}) };
      return {
        file: analysis.file,
        severity: f.severity,
        code: f.code,
        message: text.message,
        rule: text.rule,
        ...(params?.limit !== undefined ? { limit: params.limit } : {}),
        ...(f.params?.actual !== undefined ? { actual: f.params.actual } : {}),
        // Information is a legal choice worth knowing: nothing to fix (issue 37).
        ...(text.fix && f.severity !== 'info' ? { fix: text.fix } : {}),
        ...(Object.keys(names).length ? { names } : {}),
        path: formatPath(f.path),
        line: f.at.line,
        column: f.at.column,
      };
    })
    .sort((a, b) => a.line - b.line || a.column - b.column);
}
