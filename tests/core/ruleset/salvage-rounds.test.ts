/**
 * validate's salvage (src/core/ruleset/analyse.ts) in three corners: a mapping of members set aside keeps the checks
 * that read every member from running; a later reading's finding inside one of two values set aside is not said; a
 * text too long keeps the limit its finding gives.
 */
import { describe, expect, it } from 'vitest';
import { error, type Finding } from '../../../src/core/diagnostics/diagnostics.js';
import { runRuleset } from '../../../src/core/ruleset/analyse.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import type { Shape } from '../../../src/core/schema/fast-path/shape.js';
import { check as analyse } from '../../helpers/analyse.js';

const number: Shape = { type: 'number', int: true, checks: [] };
const member: Shape = { type: 'object', fields: { x: number } };

describe('a mapping of members set aside', () => {
  // The members are the values of `troop` (a mapping), not the items of a list.
  const shape: Shape = { type: 'object', fields: { troop: { type: 'object', fields: { a: member, b: member } } } };
  const parse = (data: unknown) => {
    const troop = (data as { troop?: unknown }).troop;
    return typeof troop === 'object' && troop !== null ? { band: data, findings: [] } : { findings: [error('schema/type', ['troop'], { expected: 'object' })] };
  };
  const every = { id: 'every', reads: [], readsEveryMember: true, run: ({ report }: { report: (f: Finding) => void }) => report(error('made-up/every', ['elsewhere'])) };
  const some = { id: 'some', reads: [], run: ({ report }: { report: (f: Finding) => void }) => report(error('made-up/some', ['elsewhere'])) };
  const ruleset = { id: 'made-up', parse, shapes: { band: shape, houseRules: {} }, derive: () => ({}), roster: () => [{ name: 'A', path: ['troop', 'a'] }, { name: 'B', path: ['troop', 'b'] }], checks: [every, some] } as unknown as Ruleset;

  it('a check that reads every member is skipped; one that does not still speaks', () => {
    expect(runRuleset(ruleset, { troop: 5 }, { salvage: true }).findings.map((f) => f.code)).toEqual(['schema/type', 'made-up/some']);
  });
});

describe('a later reading', () => {
  const shape: Shape = { type: 'object', fields: { budget: number, m: member } };
  // The first reading says what is no number; a reading of the stand-ins (0) also finds a budget of 0 too small.
  const parse = (data: unknown) => {
    const band = data as { budget?: unknown; m?: { x?: unknown } };
    const findings = [
      ...(typeof band.budget === 'number' ? [] : [error('schema/type', ['budget'], { expected: 'number' })]),
      ...(typeof band.m?.x === 'number' ? [] : [error('schema/type', ['m', 'x'], { expected: 'number' })]),
      ...(band.budget === 0 ? [error('made-up/budget-zero', ['budget'])] : []),
    ];
    return findings.length ? { findings } : { band: data, findings };
  };
  const ruleset = { id: 'made-up', parse, shapes: { band: shape, houseRules: {} }, derive: () => ({}), roster: () => [], checks: [] } as unknown as Ruleset;

  it('a finding inside one of the two values set aside is about the stand-in: not said', () => {
    const codes = runRuleset(ruleset, { budget: 'x', m: { x: 'y' } }, { salvage: true }).findings.map((f) => f.code);
    expect(codes).toEqual(['schema/type', 'schema/type']);
  });
});

it('a band name too long: the finding keeps its limit, 200', async () => {
  const { analysis, diagnostics } = await analyse(`ruleset: flammes-et-fantassins\nname: ${'x'.repeat(300)}\npc: 3\ncharacters: []\n`);
  expect(analysis).toBeDefined();
  const found = diagnostics.find((d) => d.code === 'schema/too-big');
  expect(found?.limit).toBe('200');
});
