/**
 * The builder's judge of a choice: how far a break is from its limit, the rank a refusal names, the refusal's words,
 * the judge of a ruleset with no pending codes, and what a member still lacks.
 */
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { choiceRefusal, draftOf, ordinal, stepContext, unfinished, worsening } from '../../src/core/ruleset/builder.js';
import { error, warning, type Finding } from '../../src/core/diagnostics/diagnostics.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';

const MESSAGES = new Messages('en', [
  {
    en: {
      'x/too-many': { message: 'too many: {actual} for {limit}', rule: 'at most {limit}' },
      'choice/x/too-many': 'a {nth} one: at most {limit}',
      'choice/x/named': 'not {actual}{nth}',
      'choice/x/bare': 'refused ({nth})',
    },
    fr: {},
  },
]);

describe('worsening, by how far from the limit', () => {
  it('findings without values weigh one each', () => {
    const bare = (code: string): Finding => ({ code, severity: 'error', path: [] });
    expect(worsening([bare('x/one')], [bare('x/one')], [])).toBeUndefined();
    expect(worsening([bare('x/one')], [bare('x/one'), bare('x/one')], [])?.code).toBe('x/one');
  });

  it('a limit with a value that is no number weighs one', () => {
    const named = (actual: string) => error('x/named', [], { limit: 3, actual });
    expect(worsening([named('Arc')], [named('Arc')], [])).toBeUndefined();
    expect(worsening([named('Arc')], [named('Arc'), named('Épée')], [])).toEqual(named('Arc'));
  });
});

describe('the rank a refusal names', () => {
  it.each([
    [1, '1st'], [2, '2nd'], [3, '3rd'], [4, '4th'], [10, '10th'], [11, '11th'], [12, '12th'], [13, '13th'], [20, '20th'], [21, '21st'], [100, '100th'], [111, '111th'], [112, '112th'],
  ])('%i: %s', (n, words) => {
    expect(ordinal(n, 'en')).toBe(words);
  });

  it('in French, 1er then 2e', () => {
    expect([ordinal(1, 'fr'), ordinal(2, 'fr'), ordinal(11, 'fr')]).toEqual(['1er', '2e', '11e']);
  });
});

describe('a refusal in words', () => {
  it('the builder\'s words, with the rank the choice would take', () => {
    expect(choiceRefusal(error('x/too-many', [], { limit: 3, actual: 4 }), MESSAGES)).toBe('a 4th one: at most 3');
  });

  it('no rank for a value that is no number, nor for a finding without values', () => {
    expect(choiceRefusal(error('x/named', [], { actual: 'Arc' }), MESSAGES)).toBe('not Arc{nth}');
    expect(choiceRefusal({ code: 'x/bare', severity: 'error', path: [] }, MESSAGES)).toBe('refused ({nth})');
  });

  it('the check\'s own message when the builder has no words for it', () => {
    expect(choiceRefusal(error('x/too-many-else', [], { limit: 3, actual: 4 }), MESSAGES)).toBe('x/too-many-else');
  });
});

describe('the judge of a ruleset with no pending codes', () => {
  // One rule: at most 2 members.
  const ruleset = {
    id: 'test',
    parse: (data: unknown) => ({ band: data, findings: [] }),
    derive: () => ({}),
    roster: () => [],
    checks: [{ id: 'size', run: ({ band, report }: { band: { members?: unknown[] }; report: (f: Finding) => void }) => void ((band.members?.length ?? 0) > 2 && report(error('x/too-many', ['members'], { limit: 2, actual: band.members!.length }))) }],
  } as unknown as Ruleset;

  it('refuses the edit that breaks a rule, allows the others', () => {
    const draft = draftOf(ruleset, parseDocument('members: [a, b]\n'));
    const context = stepContext(ruleset, draft, { name: 'a', path: ['members', 0] }, 'en', MESSAGES);
    expect(context.refusal([{ op: 'set', path: ['members', 1], value: 'c' }])).toBeUndefined();
    expect(context.refusal([{ op: 'add', path: ['members'], value: 'c' }])).toBe('a 3rd one: at most 2');
  });
});

describe('what a member still lacks', () => {
  const draft = { findings: [error('x/other', ['members', 0, 'classes']), error('x/no-class', ['members', 1, 'classes']), error('x/no-class', ['members', 0]), warning('x/no-class', ['members', 3])] } as unknown as Parameters<typeof unfinished>[0];

  it('the first error (not a warning) of the codes asked, inside the member', () => {
    expect(unfinished(draft, { name: 'a', path: ['members', 0] }, ['x/no-class'])).toEqual(error('x/no-class', ['members', 0]));
    expect(unfinished(draft, { name: 'b', path: ['members', 1] }, ['x/no-class'])).toEqual(error('x/no-class', ['members', 1, 'classes']));
    expect(unfinished(draft, { name: 'c', path: ['members', 2] }, ['x/no-class'])).toBeUndefined();
    expect(unfinished(draft, { name: 'b', path: ['members', 1] }, ['x/other'])).toBeUndefined();
    expect(unfinished(draft, { name: 'd', path: ['members', 3] }, ['x/no-class'])).toBeUndefined();
  });
});
