import { describe, expect, it } from 'vitest';
import { worsening } from '../../src/core/ruleset/builder.js';
import { error, warning, type Finding } from '../../src/core/diagnostics/diagnostics.js';

const e = (code: string, limit?: number, actual?: number | string): Finding => error(code, [], { ...(limit !== undefined ? { limit } : {}), ...(actual !== undefined ? { actual } : {}) });
const PENDING = ['x/not-finished'];

describe('worsening: a choice may not add a broken rule nor push one further from its limit', () => {
  const cases: [string, Finding[], Finding[], string | undefined][] = [
    ['a valid band stays valid', [], [], undefined],
    ['a new error code refuses', [], [e('x/too-many', 3, 4)], 'x/too-many'],
    ['a pending code never refuses', [], [e('x/not-finished', 1, 0)], undefined],
    ['a warning never refuses', [], [warning('x/unspent', [], { limit: 7, actual: 2 })], undefined],
    ['the same break, as far from its limit, is allowed', [e('x/over', 3, 5)], [e('x/over', 3, 5)], undefined],
    ['a break brought closer to its limit is allowed', [e('x/over', 3, 5)], [e('x/over', 3, 4)], undefined],
    ['a break pushed further refuses', [e('x/over', 3, 5)], [e('x/over', 3, 6)], 'x/over'],
    ['a raised limit is closer', [e('x/over', 3, 5)], [e('x/over', 4, 5)], undefined],
    ['a second break of the same rule refuses', [e('x/twice', undefined, 'a')], [e('x/twice', undefined, 'a'), e('x/twice', undefined, 'b')], 'x/twice'],
    ['fixing one break while adding another refuses', [e('x/one')], [e('x/two')], 'x/two'],
    ['fixing every break is allowed', [e('x/one'), e('x/two')], [], undefined],
  ];
  it.each(cases)('%s', (_, before, after, refused) => {
    expect(worsening(before, after, PENDING)?.code).toBe(refused);
  });
});
