/** Names resolved against a catalogue: entries with their positions; unknown ones located, with suggestions. */
import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/core/diagnostics/diagnostics.js';
import { NameIndex } from '../../src/core/diagnostics/names.js';
import { resolveNames, unknownName } from '../../src/core/ruleset/resolve-names.js';

const index = new NameIndex([{ id: 'arc-long', aliases: ['longbow'] }, { id: 'arbalete' }, { id: 'fronde' }, { id: 'javelot' }]);

describe('resolveNames', () => {
  it('keeps each known name (any spelling, aliases) with its position, and reports each unknown one at its item', () => {
    const findings: Finding[] = [];
    const entries = resolveNames(['Arc long', 'arbalète', 'arc-lonf', 'longbow'], index, 'x/unknown', ['weapons'], findings);
    expect(entries.map((e) => [e.def.id, e.index])).toEqual([['arc-long', 0], ['arbalete', 1], ['arc-long', 3]]);
    expect(findings).toMatchObject([{ code: 'x/unknown', path: ['weapons', 2], params: { actual: 'arc-lonf', suggestion: 'arc-long' } }]);
  });

  it('suggests nothing when no name is close (the message then says where the full list is), never the list itself', () => {
    expect(unknownName('x/unknown', ['w'], 'zzzzzzzz', index).params).toMatchObject({ suggestion: '' });
    expect(unknownName('x/unknown', ['w'], 'fronds', index).params).toMatchObject({ suggestion: 'fronde' });
  });
});
