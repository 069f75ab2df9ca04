/**
 * src/core/ruleset/ and src/core/diagnostics/: edges the mutation run of 2026-12-07 found untested: a format that is
 * no number, a band whose wrong values show one at a time (salvage's rounds), "did you mean" on short names, the
 * edit distance at the first letter.
 */
import { describe, expect, it } from 'vitest';
import { distance, suggest } from '../../src/core/diagnostics/names.js';
import { error, type Finding } from '../../src/core/diagnostics/diagnostics.js';
import { analyse, runRuleset } from '../../src/core/ruleset/analyse.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import type { Shape } from '../../src/core/schema/fast-path/shape.js';
import { registry } from '../../src/rulesets/index.js';

describe('analyse: a format that is no number', () => {
  it.each([
    ['.nan', '.nan or .inf'],
    ['.inf', '.nan or .inf'],
    ['-.inf', '.nan or .inf'],
    ['[1]', 'a list'],
    ['{a: 1}', 'a mapping'],
    ['~', 'nothing (null)'],
    ['true', 'boolean true'],
    ['"2"', '"2" (a text)'],
  ])('format: %s is named %s', async (written, actual) => {
    const text = `format: ${written}\nruleset: flammes-et-fantassins\nname: A\n`;
    const { findings } = await analyse(new TextEncoder().encode(text), 'a.yaml', registry);
    expect(findings.find((f) => f.code === 'band/unsupported-format')?.params).toMatchObject({ actual, limit: 1 });
  });
});

describe('runRuleset with salvage: a ruleset that reports one wrong value per reading', () => {
  const number: Shape = { type: 'number', int: true, checks: [] };
  const fields = ['a', 'b', 'c', 'd', 'e'];
  const shape: Shape = { type: 'object', fields: Object.fromEntries(fields.map((f) => [f, number])) };
  let readings = 0;
  // Like a validator that stops at its first problem: each reading finds the next wrong value only.
  const parse = (data: unknown) => {
    readings++;
    const wrong = fields.find((f) => typeof (data as Record<string, unknown>)[f] !== 'number');
    return wrong === undefined ? { band: data, findings: [] as Finding[] } : { findings: [error('schema/type', [wrong], { expected: 'number' })] };
  };
  const ruleset = { id: 'made-up', parse, shapes: { band: shape, houseRules: {} }, derive: () => ({}), roster: () => [], checks: [] } as unknown as Ruleset;

  it('reads again up to three times, each with one more value set aside', () => {
    readings = 0;
    const run = runRuleset(ruleset, { a: 'x', b: 'x', c: 'x', d: 4, e: 5 }, { salvage: true });
    expect(run.band).toBeDefined();
    expect(readings).toBe(4);
    expect(run.findings.map((f) => f.path)).toEqual([['a'], ['b'], ['c']]);
  });

  it('gives up after three: the band unread, with what each reading found', () => {
    readings = 0;
    const run = runRuleset(ruleset, { a: 'x', b: 'x', c: 'x', d: 'x', e: 'x' }, { salvage: true });
    expect(run.band).toBeUndefined();
    expect(readings).toBe(4);
    expect(run.findings.map((f) => f.path)).toEqual([['a'], ['b'], ['c'], ['d']]);
  });

  it('says a finding once, though each reading repeats it', () => {
    const repeating = { ...ruleset, parse: (data: unknown) => ({ ...parse(data), findings: [...parse(data).findings, { ...error('made-up/note', ['d']), severity: 'warning' as const }] }) } as Ruleset;
    const run = runRuleset(repeating, { a: 'x', b: 'x', c: 4, d: 4, e: 5 }, { salvage: true });
    expect(run.findings.map((f) => f.code)).toEqual(['schema/type', 'made-up/note', 'schema/type']);
  });

  it('reads once without salvage', () => {
    readings = 0;
    expect(runRuleset(ruleset, { a: 'x', b: 'x', c: 'x', d: 4, e: 5 }).findings.map((f) => f.path)).toEqual([['a']]);
    expect(readings).toBe(1);
  });
});

describe('suggest: a name that begins another counts as close from three letters on', () => {
  it.each([
    ['ma', ['mage'], []],
    ['mag', ['magicien'], ['magicien']],
    ['mages', ['ma'], []],
    ['magicien', ['mag'], ['mag']],
  ])('%s among %j: %j', (typed, known, found) => {
    expect(suggest(typed, known)).toEqual(found);
  });
});

describe('distance: a swap of two neighbours is one edit, at any place', () => {
  it.each([
    ['ab', 'ba', 1],
    ['abc', 'bac', 1],
    ['abc', 'acb', 1],
    ['a', 'b', 1],
    ['', 'ab', 2],
    ['ab', '', 2],
    ['ca', 'abc', 3],
  ])('%s → %s: %i', (a, b, d) => {
    expect(distance(a, b)).toBe(d);
  });
});
