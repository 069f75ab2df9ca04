/** The table-wide house rules every command between two bands plays under, and a band read again under them. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { agreedTableRules, bandUnderTableRules } from '../../../src/core/ruleset/house-rules.js';
import type { HouseRuleSpec, Ruleset } from '../../../src/core/ruleset/ruleset.js';

const specs: HouseRuleSpec[] = [
  { key: 'criticals', description: '', schema: () => z.boolean(), default: false, scope: 'table' },
  { key: 'budget', description: '', schema: () => z.number(), default: 1 },
];
const file = (name: string, rules: Record<string, unknown>) => ({ file: name, rules: { criticals: false, budget: 1, ...rules }, overridden: Object.keys(rules) });

describe('agreedTableRules', () => {
  it('what one file sets holds for the table; a rule of one band is not shared; none set is none', () => {
    expect(agreedTableRules(specs, [file('a.yaml', { criticals: true, budget: 3 }), file('b.yaml', {})])).toEqual({ criticals: true });
    expect(agreedTableRules(specs, [file('a.yaml', { budget: 3 }), file('b.yaml', {})])).toEqual({});
  });

  it('two files that disagree: refused as usage (exit 2), the rule and both files with their values named', () => {
    const refusal = (() => {
      try {
        agreedTableRules(specs, [file('a.yaml', { criticals: true }), file('b.yaml', { criticals: false })]);
      } catch (cause) {
        return cause;
      }
      return undefined;
    })();
    expect(refusal).toBeInstanceOf(EscarmoucheError);
    const e = refusal as EscarmoucheError;
    expect([e.code, e.exitCode, e.params]).toEqual(['cli/attack-house-rule-conflict', 2, { rule: 'criticals', file: 'a.yaml', actual: 'true', other: 'b.yaml', limit: 'false' }]);
  });
});

describe('bandUnderTableRules', () => {
  const given: { data: unknown; rules: unknown }[] = [];
  const ruleset = {
    houseRules: specs,
    parse: (data: unknown, rules: unknown) => (given.push({ data, rules }), { band: (data as { name?: string }).name === 'bad' ? undefined : { data, rules } }),
  } as unknown as Ruleset;

  it('the band is read without its house_rules section, its own rules under the table\'s', () => {
    const band = bandUnderTableRules(ruleset, { name: 'A', house_rules: { criticals: false, budget: 4 } }, { criticals: true });
    expect(band).toEqual({ data: { name: 'A' }, rules: { criticals: true, budget: 4 } });
  });

  it('a band that does not read gives undefined', () => {
    expect(bandUnderTableRules(ruleset, { name: 'bad' }, { criticals: true })).toBeUndefined();
    expect(given.at(-1)).toEqual({ data: { name: 'bad' }, rules: { criticals: true, budget: 1 } });
  });
});
