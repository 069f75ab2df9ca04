import { describe, expect, it } from 'vitest';
import { check } from '../helpers/analyse.js';
import type { FfProfile } from '../../src/rulesets/flammes-et-fantassins/derive.js';
import { z } from 'zod';
import { tableRules } from '../../src/core/ruleset/house-rules.js';
import type { HouseRuleSpec } from '../../src/core/ruleset/ruleset.js';

const band = (rules: string) => `ruleset: ff
name: Maison
pc: 2
${rules}characters:
  - name: A
    style: agile
    classes: [archer, soldat]
    equipment: [arc, cuir]
`;

describe('house rules', () => {
  it('defaults to the rulebook readings', async () => {
    const { analysis, errors } = await check(band(''));
    expect(errors).toEqual([]);
    expect(analysis.houseRules).toEqual({
      rules: { 'base-weapon-free': true, 'fer-budget': 'pc', 'earned-class-fer': false, 'two-handed-shield': 'carry', 'masse-stun': 'die', 'weapon-class': true, 'spell-hit': 'exceed', 'band-min': 3, 'band-max': 10 },
      overridden: [],
    });
    // pc 2 + 1 soldat = 3; arc free, cuir 1
    expect((analysis.profile as FfProfile).band).toMatchObject({ fer_budget: 3, fer_spent: 1 });
  });
  it('changes the derived budgets when overridden', async () => {
    const { analysis } = await check(band('house_rules:\n  base-weapon-free: false\n  fer-budget: classes\n'));
    expect(analysis.houseRules?.overridden).toEqual(['base-weapon-free', 'fer-budget']);
    // 2 classes + 1 soldat = 3; arc and cuir both paid
    expect((analysis.profile as FfProfile).band).toMatchObject({ fer_budget: 3, fer_spent: 2 });
  });
  it('refuses an unknown key with a suggestion, at its line and column', async () => {
    const result = await check(band('house_rules:\n  base-weapon-fre: false\n'));
    expect(result.errors).toEqual([{ code: 'band/unknown-house-rule', line: 5, column: 3 }]);
    expect(result.diagnostics[0]!.fix).toBe('did you mean base-weapon-free?');
  });
  it('refuses a value of the wrong type', async () => {
    expect((await check(band('house_rules:\n  fer-budget: lots\n'))).errors).toEqual([{ code: 'schema/choice', line: 5, column: 3 }]);
    expect((await check(band('house_rules: [a]\n'))).errors).toEqual([{ code: 'schema/type', line: 4, column: 1 }]);
  });
});

describe('every house rule is documented', () => {
  it('in docs/house-rules.md and in docs/rules-notes.md', async () => {
    const { readFileSync } = await import('node:fs');
    const { registry } = await import('../../src/rulesets/index.js');
    const { ROOT } = await import('../helpers/cli.js');
    const readme = readFileSync(`${ROOT}/docs/house-rules.md`, 'utf8');
    const notes = readFileSync(`${ROOT}/docs/rules-notes.md`, 'utf8');
    const keys = (await Promise.all(registry.manifests.map(async (m) => (await m.load()).houseRules ?? []))).flat().map((s) => s.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => !readme.includes(`\`${k}\``) || !notes.includes(`\`${k}`))).toEqual([]);
  });
});

describe('table-wide house rules (scope: table)', () => {
  const specs: HouseRuleSpec[] = [
    { key: 'criticals', description: '', schema: () => z.boolean(), default: false, scope: 'table' },
    { key: 'budget', description: '', schema: () => z.number(), default: 1 },
  ];
  const file = (name: string, rules: Record<string, unknown>) => ({ file: name, rules: { criticals: false, budget: 1, ...rules }, overridden: Object.keys(rules) });

  it('a file that sets one gives it to the table; a file that says nothing does not disagree', () => {
    const t = tableRules(specs, [file('a.yaml', { criticals: true }), file('b.yaml', {})]);
    expect(t.rules).toEqual({ criticals: true });
    expect(t.set).toEqual([{ key: 'criticals', value: true, files: ['a.yaml'] }]);
    expect(t.conflicts).toEqual([]);
  });
  it('two files with the same value agree; a rule of one band (no scope) is never shared', () => {
    expect(tableRules(specs, [file('a.yaml', { criticals: true }), file('b.yaml', { criticals: true, budget: 3 })]).rules).toEqual({ criticals: true });
    expect(tableRules(specs, [file('a.yaml', { budget: 2 }), file('b.yaml', {})]).set).toEqual([]);
  });
  it('two files that disagree are a conflict naming both', () => {
    const t = tableRules(specs, [file('a.yaml', { criticals: true }), file('b.yaml', { criticals: false })]);
    expect(t.conflicts).toEqual([{ key: 'criticals', sides: [{ file: 'a.yaml', value: true }, { file: 'b.yaml', value: false }] }]);
    expect(t.rules).toEqual({});
  });
});
