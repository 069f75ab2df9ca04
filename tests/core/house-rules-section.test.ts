/** The `house_rules:` section read on its own: given rules merged under the band's, a section of the wrong kind, unknown keys. */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { error } from '../../src/core/diagnostics/diagnostics.js';
import { readHouseRules, withGivenHouseRules } from '../../src/core/ruleset/house-rules.js';
import type { HouseRuleSpec } from '../../src/core/ruleset/ruleset.js';

const SPECS: HouseRuleSpec[] = [
  { key: 'band-max', description: '', schema: () => z.number(), default: 10 },
  { key: 'fer-budget', description: '', schema: () => z.enum(['pc', 'classes']), default: 'pc' },
];

describe('house rules given for every band (withGivenHouseRules)', () => {
  it('none given: the data as it is, no section added', () => {
    const data = { ruleset: 'ff' };
    expect(withGivenHouseRules(data, undefined)).toBe(data);
    expect(withGivenHouseRules(data, undefined)).toEqual({ ruleset: 'ff' });
  });

  it('given: under the band\'s own keys, which win', () => {
    expect(withGivenHouseRules({ ruleset: 'ff' }, { 'band-max': 12 })).toEqual({ ruleset: 'ff', house_rules: { 'band-max': 12 } });
    expect(withGivenHouseRules({ house_rules: null }, { 'band-max': 12 })).toEqual({ house_rules: { 'band-max': 12 } });
    expect(withGivenHouseRules({ house_rules: { 'band-max': 8, x: 1 } }, { 'band-max': 12, 'fer-budget': 'classes' })).toEqual({ house_rules: { 'band-max': 8, 'fer-budget': 'classes', x: 1 } });
  });

  it.each([['a text', 'yes'], ['a number', 3], ['a list', ['band-max']]])('a section that is %s is left as it is, to be reported', (_, section) => {
    const data = { house_rules: section };
    expect(withGivenHouseRules(data, { 'band-max': 12 })).toBe(data);
  });
});

describe('reading the section (readHouseRules)', () => {
  it('none: the defaults, nothing overridden', () => {
    expect(readHouseRules({ ruleset: 'ff' }, SPECS)).toEqual({ data: { ruleset: 'ff' }, rules: { 'band-max': 10, 'fer-budget': 'pc' }, overridden: [], findings: [] });
  });

  it.each([
    [['band-max'], 'array', '["band-max"]'],
    ['lots', 'string', 'lots'],
    [3, 'number', '3'],
  ])('a section %j is a type error at the key, found %s', (section, found, actual) => {
    expect(readHouseRules({ ruleset: 'ff', house_rules: section }, SPECS)).toEqual({
      data: { ruleset: 'ff' },
      rules: { 'band-max': 10, 'fer-budget': 'pc' },
      overridden: [],
      findings: [error('schema/type', ['house_rules'], { expected: 'object', found, actual })],
    });
  });

  it('an unknown key: the close keys suggested (at most 3), else none (the words say where they are listed)', () => {
    const read = readHouseRules({ house_rules: { 'band-mx': 3, zzzzzzzz: 1, 'fer-budget': 'classes' } }, SPECS);
    expect(read.findings).toEqual([
      error('band/unknown-house-rule', ['house_rules', 'band-mx'], { actual: 'band-mx', suggestion: 'band-max' }),
      error('band/unknown-house-rule', ['house_rules', 'zzzzzzzz'], { actual: 'zzzzzzzz', suggestion: '' }),
    ]);
    expect(read.rules).toEqual({ 'band-max': 10, 'fer-budget': 'classes' });
    expect(read.overridden).toEqual(['fer-budget']);
  });

  it('a ruleset with no house rules: any key is unknown, and none is close', () => {
    const finding = error('band/unknown-house-rule', ['house_rules', 'band-max'], { actual: 'band-max', suggestion: '' });
    expect(readHouseRules({ house_rules: { 'band-max': 3 } }).findings).toEqual([finding]);
    expect(readHouseRules({ house_rules: { 'band-max': 3 } }, []).findings).toEqual([finding]);
  });
});
