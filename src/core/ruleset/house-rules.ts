/** `house_rules:` in a band file: checked against the ruleset's declared keys, merged over the defaults. */
import { error, type Finding } from '../diagnostics/diagnostics.js';
import { usageError } from '../diagnostics/errors.js';
import { suggest } from '../diagnostics/names.js';
import type { HouseRules, HouseRuleSpec, Ruleset } from './ruleset.js';
import { kind, parseBy, show } from '../schema/schema-findings.js';
import type { Shape } from '../schema/fast-path/shape.js';

export const HOUSE_RULES_KEY = 'house_rules';

export interface HouseRulesResult {
  /** The band data without its `house_rules` section, for the ruleset's own schema. */
  readonly data: Record<string, unknown>;
  readonly rules: HouseRules;
  /** The keys the band overrides. */
  readonly overridden: readonly string[];
  readonly findings: Finding[];
}

/**
 * House rules given for every band (a group's, through the library) under the band's own `house_rules:`: the band's
 * keys win. A section that is not a mapping is left as it is, to be reported.
 */
export function withGivenHouseRules(data: Record<string, unknown>, given: Readonly<Record<string, unknown>> | undefined): Record<string, unknown> {
  const section = data[HOUSE_RULES_KEY];
  // null passes: `typeof null` is 'object', and spreading it adds nothing.
  if (!given || (section !== undefined && (typeof section !== 'object' || Array.isArray(section)))) return data;
  return { ...data, [HOUSE_RULES_KEY]: { ...given, ...(section as Record<string, unknown> | null) } };
}

export function readHouseRules(data: Record<string, unknown>, specs: readonly HouseRuleSpec[] = [], shapes: Readonly<Record<string, Shape>> = {}): HouseRulesResult {
  const { [HOUSE_RULES_KEY]: section, ...rest } = data;
  const rules: Record<string, unknown> = Object.fromEntries(specs.map((s) => [s.key, s.default]));
  const findings: Finding[] = [];
  const overridden: string[] = [];
  if (section === undefined || section === null) return { data: rest, rules, overridden, findings };
  if (typeof section !== 'object' || Array.isArray(section)) {
    return { data: rest, rules, overridden, findings: [error('schema/type', [HOUSE_RULES_KEY], { expected: 'object', found: kind(section), actual: show(section) })] };
  }
  const known = specs.map((s) => s.key);
  for (const [key, value] of Object.entries(section)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      // At most 3 close keys; none close: where they are listed, never all of them (issue 37).
      findings.push(error('band/unknown-house-rule', [HOUSE_RULES_KEY, key], { actual: key, suggestion: suggest(key, known).join(', ') }));
      continue;
    }
    const parsed = parseBy(shapes[key], spec.schema, value, [HOUSE_RULES_KEY, key]);
    if (!parsed.success) findings.push(...parsed.findings);
    else {
      rules[key] = parsed.data;
      overridden.push(key);
    }
  }
  return { data: rest, rules, overridden, findings };
}

/** One band file's house rules, as `readHouseRules` read them. */
export interface FileRules {
  readonly file: string;
  readonly rules: HouseRules;
  readonly overridden: readonly string[];
}

/** A table-wide rule two files set to different values. */
export interface TableRuleConflict {
  readonly key: string;
  readonly sides: readonly { readonly file: string; readonly value: unknown }[];
}

/**
 * The table-wide rules (`scope: 'table'`) in force for a fight between the given files: a file that sets one gives it
 * to every side (a file that says nothing does not disagree); `set` lists who set which, `conflicts` the disagreements.
 */
export function tableRules(specs: readonly HouseRuleSpec[], files: readonly FileRules[]): { readonly rules: HouseRules; readonly set: readonly { readonly key: string; readonly value: unknown; readonly files: readonly string[] }[]; readonly conflicts: readonly TableRuleConflict[] } {
  const rules: Record<string, unknown> = {};
  const set: { key: string; value: unknown; files: string[] }[] = [];
  const conflicts: TableRuleConflict[] = [];
  for (const spec of specs.filter((s) => s.scope === 'table')) {
    const setting = files.filter((f) => f.overridden.includes(spec.key)).map((f) => ({ file: f.file, value: f.rules[spec.key] }));
    if (setting.length === 0) continue;
    const values = new Set(setting.map((s) => JSON.stringify(s.value)));
    if (values.size > 1) conflicts.push({ key: spec.key, sides: setting });
    else {
      rules[spec.key] = setting[0]!.value;
      set.push({ key: spec.key, value: setting[0]!.value, files: [...new Set(setting.map((s) => s.file))] });
    }
  }
  return { rules, set, conflicts };
}

/**
 * The table-wide rules a fight between the given files is played under, as every command between bands applies them
 * (an attack, a matchup, `suggest`): what one file sets holds for every side; two files that disagree are refused
 * (exit 2), both named.
 */
export function agreedTableRules(specs: readonly HouseRuleSpec[], files: readonly FileRules[]): HouseRules {
  const table = tableRules(specs, files);
  const conflict = table.conflicts[0];
  if (conflict) {
    const [a, b] = conflict.sides;
    throw usageError('cli/attack-house-rule-conflict', { rule: conflict.key, file: a!.file, actual: String(a!.value), other: b!.file, limit: String(b!.value) });
  }
  return table.rules;
}

/** A band file's data read by its ruleset again, the table's rules over its own; `undefined` when it does not read. */
export function bandUnderTableRules(ruleset: Ruleset, data: Record<string, unknown>, table: HouseRules): unknown {
  // Stryker disable next-line OptionalChaining: every shipped ruleset has its shapes; without them the rules are read by zod alone
  const house = readHouseRules(data, ruleset.houseRules, ruleset.shapes?.houseRules);
  return ruleset.parse(house.data, { ...house.rules, ...table }).band;
}
