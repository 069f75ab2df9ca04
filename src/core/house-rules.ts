/** `house_rules:` in a band file: checked against the ruleset's declared keys, merged over the defaults. */
import { error, type Finding } from './diagnostics.js';
import { suggest } from './names.js';
import type { HouseRules, HouseRuleSpec } from './ruleset.js';
import { PARSE_OPTIONS, schemaFindings } from './schema-findings.js';

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
  if (!given || (section !== undefined && section !== null && (typeof section !== 'object' || Array.isArray(section)))) return data;
  return { ...data, [HOUSE_RULES_KEY]: { ...given, ...(section as Record<string, unknown> | null) } };
}

export function readHouseRules(data: Record<string, unknown>, specs: readonly HouseRuleSpec[] = []): HouseRulesResult {
  const { [HOUSE_RULES_KEY]: section, ...rest } = data;
  const rules: Record<string, unknown> = Object.fromEntries(specs.map((s) => [s.key, s.default]));
  const findings: Finding[] = [];
  const overridden: string[] = [];
  if (section === undefined || section === null) return { data: rest, rules, overridden, findings };
  if (typeof section !== 'object' || Array.isArray(section)) {
    return { data: rest, rules, overridden, findings: [error('schema/type', [HOUSE_RULES_KEY], { expected: 'object', actual: Array.isArray(section) ? 'array' : typeof section })] };
  }
  const known = specs.map((s) => s.key);
  for (const [key, value] of Object.entries(section)) {
    const spec = specs.find((s) => s.key === key);
    if (!spec) {
      const hint = suggest(key, known)[0];
      findings.push(error('band/unknown-house-rule', [HOUSE_RULES_KEY, key], { actual: key, known: known.join(', ') || '-', suggestion: hint ?? (known.join(', ') || '-') }));
      continue;
    }
    const parsed = spec.schema.safeParse(value, PARSE_OPTIONS);
    if (!parsed.success) findings.push(...schemaFindings(parsed.error, [HOUSE_RULES_KEY, key]));
    else {
      rules[key] = parsed.data;
      overridden.push(key);
    }
  }
  return { data: rest, rules, overridden, findings };
}
