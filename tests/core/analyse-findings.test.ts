/**
 * The validate pipeline's own findings: the `ruleset` and `format` keys refused with what was found in words, a
 * member's unsure fields silencing the checks that read them (one cause, one diagnostic), duplicate names, and the
 * order diagnostics are listed in.
 */
import { describe, expect, it } from 'vitest';
import { diagnostics, runRuleset, type Analysis } from '../../src/core/ruleset/analyse.js';
import { error, info, type Finding } from '../../src/core/diagnostics/diagnostics.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import type { Check, Ruleset } from '../../src/core/ruleset/ruleset.js';
import { check } from '../helpers/analyse.js';

const KNOWN = 'flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad';
const found = async (text: string) => (await check(text)).diagnostics.map((d) => ({ code: d.code, path: d.path, line: d.line, column: d.column, message: d.message, fix: d.fix, actual: d.actual, limit: d.limit }));

describe('the ruleset key', () => {
  it('missing: one error at the top of the mapping, listing the rulesets', async () => {
    expect(await found('# a comment\n\nname: x\n')).toEqual([
      { code: 'band/missing-ruleset', path: '', line: 3, column: 1, message: 'no `ruleset` key', fix: `add \`ruleset:\` with one of ${KNOWN}`, actual: undefined, limit: undefined },
    ]);
  });

  it.each([
    ['[ff]', 'a list', '["ff"]', '["ff"]'],
    ['', 'nothing', 'null', 'null'],
    ['{a: 1}', 'a mapping', '{"a":1}', '{"a":1}'],
    ['3', 'the number', '3', '3'],
    ['.nan', 'the number', '.nan (not a number)', '.nan'],
    ['.inf', 'the number', '.inf (infinite, or a number too large)', '.inf'],
    ['true', 'the boolean', 'true', 'true'],
  ])('not a name (%j): a type error at the key saying what was found, %s %s', async (value, kind, shown, actual) => {
    expect(await found(`name: x\nruleset: ${value}\n`)).toEqual([
      { code: 'schema/type', path: 'ruleset', line: 2, column: 1, message: `ruleset: expected a ruleset name (${KNOWN}), found ${kind} ${shown}`, fix: `write ${KNOWN} here`, actual, limit: undefined },
    ]);
  });

  it('unknown: an error at the value, the nearest ruleset suggested', async () => {
    expect(await found('name: x\nruleset:  frostgrav\n')).toEqual([
      { code: 'band/unknown-ruleset', path: 'ruleset', line: 2, column: 11, message: 'unknown ruleset "frostgrav"', fix: 'did you mean frostgrave?', actual: 'frostgrav', limit: undefined },
    ]);
  });
});

describe('the format key', () => {
  it.each([
    ['format: 2', 'number 2'],
    ['format: 0', 'number 0'],
    ['format: "1"', '"1" (a text)'],
    ['format: ""', '"" (a text)'],
    ['format:', 'nothing (null)'],
    ['format: [1]', 'a list'],
    ['format: .inf', '.nan or .inf'],
  ])('%s: refused, nothing else said', async (line, actual) => {
    expect(await found(`ruleset: frostgrave\n${line}\n`)).toEqual([
      { code: 'band/unsupported-format', path: 'format', line: 2, column: 1, message: `format ${actual} is not supported`, fix: 'write `format: 1` or remove the key', actual, limit: 1 },
    ]);
  });

  it('format 1, or no format key, is no finding about the format', async () => {
    const codes = async (text: string) => (await found(text)).map((d) => d.code);
    expect(await codes('ruleset: frostgrave\nformat: 1\nname: x\n')).not.toContain('band/unsupported-format');
    expect(await codes('ruleset: frostgrave\nname: x\n')).not.toContain('band/unsupported-format');
    expect(await codes('ruleset: frostgrave\nname: x\n')).not.toEqual([]);
  });
});

/** A ruleset of one roster: each member a path under `members`; parse reports `parsed`, the checks report what they are given. */
function ruleset(parsed: Finding[], checks: Check<unknown, unknown>[], names = ['Ann', 'Bob', 'Cid']): Ruleset {
  return {
    id: 'test',
    parse: () => ({ band: {}, findings: parsed }),
    derive: () => ({}),
    roster: () => names.map((name, i) => ({ name, path: ['members', i] })),
    checks,
  } as unknown as Ruleset;
}

const reporting = (reads: string[] | undefined, ...paths: (string | number)[][]): Check<unknown, unknown> => ({
  id: 'reporting',
  ...(reads ? { reads } : {}),
  run: ({ report }) => paths.forEach((path) => report(error('test/checked', path))),
});

/** The paths of the findings the checks left, after the parse's own. */
const checked = (parsed: Finding[], check: Check<unknown, unknown>) => runRuleset(ruleset(parsed, [check]), {}).findings.filter((f) => f.code === 'test/checked').map((f) => f.path);

describe('a member the parse is unsure of', () => {
  const unknownClass = error('test/unknown-class', ['members', 0, 'classes', 1]);

  it('silences a check reading that field about that member only', () => {
    expect(checked([unknownClass], reporting(['classes'], ['members', 0], ['members', 0, 'equipment'], ['members', 1], ['members', 10], []))).toEqual([['members', 1], ['members', 10], []]);
  });

  it('one unsure field among several is enough', () => {
    const two = [unknownClass, error('test/unknown-spell', ['members', 0, 'spells', 0])];
    expect(checked(two, reporting(['classes'], ['members', 0, 'classes']))).toEqual([]);
    expect(checked(two, reporting(['spells'], ['members', 0, 'spells']))).toEqual([]);
  });

  it('a check reading another field, or nothing, still speaks', () => {
    expect(checked([unknownClass], reporting(['equipment'], ['members', 0]))).toEqual([['members', 0]]);
    expect(checked([unknownClass], reporting(undefined, ['members', 0]))).toEqual([['members', 0]]);
    expect(checked([unknownClass], reporting([], ['members', 0]))).toEqual([['members', 0]]);
  });

  it('a finding on the member itself makes every field unsure', () => {
    const whole = error('test/unreadable-member', ['members', 0]);
    expect(checked([whole], reporting(['classes'], ['members', 0, 'classes'], ['members', 1]))).toEqual([['members', 1]]);
    expect(checked([whole], reporting(undefined, ['members', 0]))).toEqual([['members', 0]]);
  });

  it('an info of the parse is no doubt', () => {
    expect(checked([info('test/note', ['members', 0, 'classes'])], reporting(['classes'], ['members', 0, 'classes']))).toEqual([['members', 0, 'classes']]);
  });
});

describe('two members with one name', () => {
  it('the second is an error at its name, whatever the case', () => {
    const run = runRuleset(ruleset([], [], ['Ann', 'Bob', 'ann', 'Cid', 'BOB']), {});
    expect(run.findings).toEqual([error('band/duplicate-name', ['members', 2, 'name'], { actual: 'ann' }), error('band/duplicate-name', ['members', 4, 'name'], { actual: 'BOB' })]);
  });
});

describe('the order of the diagnostics', () => {
  it('by line, then by column', () => {
    const at = (line: number, column: number) => ({ ...error('band/empty', []), at: { line, column } });
    const analysis: Analysis = { file: 'band.yaml', findings: [at(2, 9), at(2, 3), at(1, 5), at(2, 4), at(1, 1)] };
    const listed = diagnostics(analysis, new Messages('en', [CORE_MESSAGES])).map((d) => [d.line, d.column]);
    expect(listed).toEqual([[1, 1], [1, 5], [2, 3], [2, 4], [2, 9]]);
  });
});
