/**
 * src/core/campaign/edit.ts: edges the mutation run of 2026-12-07 found untested: which `campaign` sections an undo
 * leaves empty enough to drop, a byte order mark, a section written with no value or under an explicit key, a section
 * in the middle of a file.
 */
import { describe, expect, it } from 'vitest';
import { appendEvent, appendRecord, dropEmptySection } from '../../../src/core/campaign/edit.js';

const HEAD = 'ruleset: flammes-et-fantassins\nname: Alpha\n';
const EMPTY = 'campaign:\n  totals:\n    trophies: 0\n    pc: 0\n  ledger: []\n';
const EVENT = { scenario: 's1', date: '2025-03-01', result: 'win', trophies: 1 };

describe('dropEmptySection: what counts as empty', () => {
  it('a section with no event and every total 0 is removed, with the blank line before it', () => {
    expect(dropEmptySection(`${HEAD}\n${EMPTY}`)).toBe(HEAD);
  });

  it.each([
    ['null', 'campaign: ~\n'],
    ['a number', 'campaign: 5\n'],
    ['a list', 'campaign: []\n'],
    ['totals that are a number', 'campaign:\n  totals: 5\n  ledger: []\n'],
    ['totals that are null', 'campaign:\n  totals: ~\n  ledger: []\n'],
    ['one total not 0', 'campaign:\n  totals:\n    trophies: 0\n    pc: 2\n  ledger: []\n'],
    ['an event', 'campaign:\n  totals:\n    trophies: 0\n  ledger:\n    - scenario: s1\n'],
    ['another key', 'campaign:\n  totals:\n    trophies: 0\n  ledger: []\n  notes: x\n'],
  ])('kept: %s', (_what, section) => {
    const text = `${HEAD}\n${section}`;
    expect(dropEmptySection(text)).toBe(text);
  });

  it.each([['a list', '- a\n- b\n'], ['a text', 'hello\n'], ['nothing', '']])('a document that is no mapping (%s) is left as it is', (_what, text) => {
    expect(dropEmptySection(text)).toBe(text);
  });

  it('the first key of a file with a byte order mark is at column 0 all the same', () => {
    expect(dropEmptySection(`\uFEFF${EMPTY}`)).toBe('\uFEFF');
  });

  it('a section indented with the whole document (not at column 0) is left as it is', () => {
    const text = `  name: Alpha\n  ${EMPTY.replace(/\n(?=.)/g, '\n  ')}`;
    expect(dropEmptySection(text)).toBe(text);
  });

  it('a section in the middle of the file: the blank line before it stays', () => {
    expect(dropEmptySection(`${HEAD}\n${EMPTY}notes: x\n`)).toBe(`${HEAD}\nnotes: x\n`);
  });

  it('keeps the byte order mark and the CRLF line endings', () => {
    const crlf = (text: string) => text.replace(/\n/g, '\r\n');
    expect(dropEmptySection(`\uFEFF${HEAD}\n${EMPTY}`)).toBe(`\uFEFF${HEAD}`);
    expect(dropEmptySection(crlf(`\uFEFF${HEAD}\n${EMPTY}`))).toBe(crlf(`\uFEFF${HEAD}`));
  });
});

describe('appendEvent and appendRecord: edges of the text', () => {
  it('keeps a byte order mark before a flow mapping, which yaml renders whole', () => {
    const out = appendEvent('\uFEFF{ruleset: flammes-et-fantassins, name: A}\n', { scenario: 's1' }, { trophies: 1 });
    expect(out).toBe('\uFEFF{ruleset: flammes-et-fantassins, name: A, campaign: {totals: {trophies: 1}, ledger: [{scenario: s1}]}}\n');
  });

  it('a section under an explicit key (`? campaign`), which no splice can place: the whole document rendered again', () => {
    expect(appendEvent(`${HEAD}? campaign\nnotes: x\n`, { scenario: 's1' }, { trophies: 1 })).toBe(
      `${HEAD}campaign:\n  totals:\n    trophies: 1\n  ledger:\n    - scenario: s1\nnotes: x\n`,
    );
  });

  it('keeps a byte order mark at the start', () => {
    const out = appendEvent(`\uFEFF${HEAD}`, EVENT, { trophies: 1 });
    expect(out.startsWith(`\uFEFF${HEAD}\ncampaign:`)).toBe(true);
    expect(out.indexOf('\uFEFF', 1)).toBe(-1);
  });

  it('a section written with no value (`campaign:`) is replaced in place, the keys after it kept', () => {
    expect(appendEvent(`${HEAD}campaign:\nnotes: x\n`, EVENT, { trophies: 1 })).toBe(
      `${HEAD}campaign:\n  totals:\n    trophies: 1\n  ledger:\n    - scenario: s1\n      date: 2025-03-01\n      result: win\n      trophies: 1\nnotes: x\n`,
    );
  });

  it('a new section follows the text: a blank line before it, one only', () => {
    const section = 'campaign:\n  injuries:\n    - who: A\n';
    expect(appendRecord(HEAD, 'injuries', { who: 'A' })).toBe(`${HEAD}\n${section}`);
    expect(appendRecord(`${HEAD}\n`, 'injuries', { who: 'A' })).toBe(`${HEAD}\n${section}`);
    expect(appendRecord(HEAD.slice(0, -1), 'injuries', { who: 'A' })).toBe(`${HEAD}\n${section}`);
  });
});

describe('appendEvent over a section that is no mapping', () => {
  const section = 'campaign:\n  totals:\n    trophies: 1\n  ledger:\n    - scenario: s1\n';
  it('a value on the key line is replaced to the end of that line, its comment with it', () => {
    expect(appendEvent(`${HEAD}campaign: 5\nnotes: x\n`, { scenario: 's1' }, { trophies: 1 })).toBe(`${HEAD}${section}notes: x\n`);
    expect(appendEvent(`${HEAD}campaign: 5  # five\nnotes: x\n`, { scenario: 's1' }, { trophies: 1 })).toBe(`${HEAD}${section}notes: x\n`);
  });
  it('at the end of a text with no last line break', () => {
    expect(appendEvent(`${HEAD}campaign: 5`, { scenario: 's1' }, { trophies: 1 })).toBe(`${HEAD}${section}`);
  });
});
