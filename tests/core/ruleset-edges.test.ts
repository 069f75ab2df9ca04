/**
 * src/core/ruleset/ and src/core/diagnostics/: edges the mutation run of 2026-12-07 found untested: a format that is
 * no number, a band whose wrong values show one at a time (salvage's rounds) and the checks a value set aside keeps
 * from running, "did you mean" on short names, the edit distance at the first letter, the fix of information, an
 * unknown house rule's close keys, a roster short enough to name, a draft data edits made.
 */
import { describe, expect, it, vi } from 'vitest';
import { parseDocument } from 'yaml';
import { distance, suggest } from '../../src/core/diagnostics/names.js';
import { error, type Finding } from '../../src/core/diagnostics/diagnostics.js';
import { impossibleOf } from '../../src/core/matchup/matchup.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { analyse, diagnostics, runRuleset } from '../../src/core/ruleset/analyse.js';
import { draftOf, withDataEdits } from '../../src/core/ruleset/builder.js';
import { readHouseRules } from '../../src/core/ruleset/house-rules.js';
import { shortRoster } from '../../src/core/ruleset/member.js';
import type { HouseRuleSpec, Ruleset } from '../../src/core/ruleset/ruleset.js';
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

describe('runRuleset with salvage: which checks a value set aside keeps from running', () => {
  const number: Shape = { type: 'number', int: true, checks: [] };
  const shape: Shape = { type: 'object', fields: { budget: number, m: { type: 'object', fields: { x: number } } } };
  // Reports every value that is no number at once, as zod does.
  const parse = (data: unknown) => {
    const band = data as { budget?: unknown; m?: { x?: unknown } };
    const findings = [
      ...(typeof band.budget === 'number' ? [] : [error('schema/type', ['budget'], { expected: 'number' })]),
      ...(typeof band.m?.x === 'number' ? [] : [error('schema/type', ['m', 'x'], { expected: 'number' })]),
    ];
    return findings.length ? { findings } : { band: data, findings };
  };
  /** A check that reads `reads` and always says something about `at`. */
  const check = (id: string, reads: readonly string[], at: readonly string[], readsEveryMember = false) => ({
    id,
    reads,
    readsEveryMember,
    run: ({ report }: { report: (f: Finding) => void }) => report(error(`made-up/${id}`, [...at])),
  });
  const rulesetWith = (checks: unknown[], roster: readonly { name: string; path: readonly (string | number)[] }[]) =>
    ({ id: 'made-up', parse, shapes: { band: shape, houseRules: {} }, derive: () => ({}), roster: () => roster, checks }) as unknown as Ruleset;
  const codes = (ruleset: Ruleset, data: Record<string, unknown>) => runRuleset(ruleset, data, { salvage: true }).findings.map((f) => f.code);

  it('a value set aside outside every member: the checks that read it, or everything, are skipped; the others run', () => {
    const checks = [check('budget', ['budget'], ['other']), check('all', ['*'], ['other']), check('names', [], ['other']), check('m', ['m'], ['other'])];
    expect(codes(rulesetWith(checks, [{ name: 'M', path: ['m'] }]), { budget: 'x', m: { x: 1 } })).toEqual(['schema/type', 'made-up/names', 'made-up/m']);
  });

  it('a value set aside inside a member: that member is unsure, no check is skipped whole for it', () => {
    const checks = [check('m', ['m'], ['other']), check('budget', ['budget'], ['other'])];
    expect(codes(rulesetWith(checks, [{ name: 'M', path: ['m'] }]), { budget: 1, m: { x: 'x' } })).toEqual(['schema/type', 'made-up/m', 'made-up/budget']);
    // Inside one member of two: still a member's value, not a loose one.
    expect(codes(rulesetWith(checks, [{ name: 'N', path: ['n'] }, { name: 'M', path: ['m'] }]), { budget: 1, m: { x: 'x' } })).toEqual(['schema/type', 'made-up/m', 'made-up/budget']);
  });

  it('a finding inside any of the values set aside is left out', () => {
    const both = [check('in-m', [], ['m', 'x', 'deep']), check('in-budget', [], ['budget']), check('elsewhere', [], ['other'])];
    expect(codes(rulesetWith(both, []), { budget: 'x', m: { x: 'x' } })).toEqual(['schema/type', 'schema/type', 'made-up/elsewhere']);
  });

  it('a finding salvage cannot place (outside the shape): the band is left unread with it', () => {
    const nowhere = { ...rulesetWith([], []), parse: () => ({ findings: [error('schema/type', ['nowhere', 'at', 'all'], { expected: 'number' })] }) } as unknown as Ruleset;
    const run = runRuleset(nowhere, { budget: 1, m: { x: 1 } }, { salvage: true });
    expect(run.band).toBeUndefined();
    expect(run.findings.map((f) => f.path)).toEqual([['nowhere', 'at', 'all']]);
  });

  it('a list or mapping of members set aside whole: a check totalling every member is skipped', () => {
    const members: Shape = { type: 'object', fields: { characters: { type: 'array', item: { type: 'object', fields: { x: number } } } } };
    const checks = [check('every', ['x'], ['other'], true), check('one', ['x'], ['other'])];
    const listParse = (data: unknown) => (Array.isArray((data as { characters?: unknown }).characters) ? { band: data, findings: [] } : { findings: [error('schema/type', ['characters'], { expected: 'array' })] });
    const ruleset = { ...rulesetWith(checks, [{ name: 'M', path: ['characters', 0] }]), parse: listParse, shapes: { band: members, houseRules: {} } } as unknown as Ruleset;
    expect(codes(ruleset, { characters: 5 })).toEqual(['schema/type', 'made-up/one']);
  });

  it('a name repeated where a value was set aside is not called a duplicate', () => {
    const members: Shape = { type: 'object', fields: { characters: { type: 'array', item: { type: 'object', fields: { x: number } } } } };
    const listParse = (data: unknown) => (Array.isArray((data as { characters?: unknown }).characters) ? { band: data, findings: [] } : { findings: [error('schema/type', ['characters'], { expected: 'array' })] });
    const twice = (roster: { name: string; path: (string | number)[] }[]) =>
      codes({ ...rulesetWith([], roster), parse: listParse, shapes: { band: members, houseRules: {} } } as unknown as Ruleset, { characters: 5 });
    expect(twice([{ name: 'A', path: ['leader'] }, { name: 'A', path: ['characters', 0] }])).toEqual(['schema/type']);
    expect(twice([{ name: 'A', path: ['characters', 0] }, { name: 'A', path: ['leader'] }])).toEqual(['schema/type', 'band/duplicate-name']);
  });
});

describe('impossibleOf: why an attack cannot succeed', () => {
  const never = { hit: 0, kill: 0, damage: 0 };
  it('a ruleset with no attack model gives the general reason', () => {
    expect(impossibleOf({ id: 'made-up' } as unknown as Ruleset, {}, never)).toEqual({ code: 'matchup/cannot-hit', params: {} });
  });
  it("a model's own reason first, the general one when it has none", () => {
    const own = { code: 'made-up/out-of-range', params: { range: 6 } };
    expect(impossibleOf({ attack: { impossible: () => own } } as unknown as Ruleset, {}, never)).toEqual(own);
    expect(impossibleOf({ attack: {} } as unknown as Ruleset, {}, never)).toEqual({ code: 'matchup/cannot-hit', params: {} });
  });
  it('none when something comes of the attack', () => {
    expect(impossibleOf({} as unknown as Ruleset, {}, { hit: 0, kill: null, damage: 0.5 })).toBeUndefined();
  });
});

describe('diagnostics: the fix of a finding', () => {
  const catalogue = { en: { 'made-up/x': { message: 'm {limit}', rule: 'r', fix: 'f' } }, fr: { 'made-up/x': { message: 'm {limit}', rule: 'r', fix: 'f' } } };
  const wordsOf = (severity: 'error' | 'warning' | 'info') =>
    diagnostics({ file: 'a.yaml', findings: [{ ...error('made-up/x', ['name'], { limit: 3 }), severity, at: { line: 2, column: 1 } }] }, new Messages('en', [CORE_MESSAGES, catalogue]))[0];
  it('is given for an error and a warning', () => {
    expect(wordsOf('error')).toMatchObject({ code: 'made-up/x', message: 'm 3', rule: 'r', fix: 'f', limit: 3, path: 'name', line: 2 });
    expect(wordsOf('warning')?.fix).toBe('f');
  });
  it('is left out for information: a legal choice, nothing to fix', () => {
    expect(wordsOf('info')).not.toHaveProperty('fix');
  });
});

describe('readHouseRules: an unknown key', () => {
  const spec = (key: string) => ({ key, description: key, schema: () => undefined, default: 1 }) as unknown as HouseRuleSpec;
  it('names the close keys, a comma between them', () => {
    const { findings } = readHouseRules({ house_rules: { 'band-ma': 1 } }, [spec('band-max'), spec('band-min')]);
    expect(findings[0]).toMatchObject({ code: 'band/unknown-house-rule', params: { actual: 'band-ma', suggestion: 'band-max, band-min' } });
  });
});

describe('shortRoster: a roster named in full in a message', () => {
  const roster = (n: number) => ['A', 'B', 'C', 'D'].slice(0, n).map((name) => ({ name, path: [] }));
  it('up to three members', () => {
    expect(shortRoster(roster(3))).toBe('A, B, C');
    expect(shortRoster(roster(1))).toBe('A');
  });
  it('not four', () => {
    expect(shortRoster(roster(4))).toBeUndefined();
  });
});

describe('withDataEdits: a draft made by data edits is known to be a tree', () => {
  it('so that the next data edit does not read its document', async () => {
    const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);
    const draft = draftOf(ruleset, parseDocument('ruleset: flammes-et-fantassins\nname: Essai\npc: 10\ncharacters: []\n'));
    const first = withDataEdits(ruleset, draft, [{ op: 'set', path: ['name'], value: 'Un' }]);
    const read = vi.spyOn(first, 'doc', 'get');
    const second = withDataEdits(ruleset, first, [{ op: 'set', path: ['name'], value: 'Deux' }]);
    expect(read).not.toHaveBeenCalled();
    expect(second.data).toMatchObject({ name: 'Deux' });
  });
});

describe("diagnostics: a format finding's words from the band's ruleset", () => {
  it('names the field by its title in the rulebook (PC), not its key', async () => {
    const text = 'ruleset: flammes-et-fantassins\nname: Essai\npc: 10.5\ncharacters: []\n';
    const analysis = await analyse(new TextEncoder().encode(text), 'a.yaml', registry, { salvage: true });
    const found = diagnostics(analysis, new Messages('en', [CORE_MESSAGES, analysis.ruleset!.messages]));
    expect(found.find((d) => d.code === 'schema/type')?.message).toBe('PC: expected integer, found the number 10.5');
  });
});
