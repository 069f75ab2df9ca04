import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appendEvent, appendRecord, dropEmptySection, removeEvent, removeRecord } from '../../../src/core/campaign/edit.js';

const EVENT = { scenario: 's2', date: '2025-03-01', result: 'win', played: 1, trophies: 1, pc: 0, fer: 1 };
const TOTALS = { trophies: 2, pc: 0, fer: 2 };

const HEAD = `# A band in a campaign
ruleset: flammes-et-fantassins
name: Alpha
pc: 1           # aligned comment
`;
const CHARACTERS = `characters:
  - name: A
    style: agile
    classes: [archer]
    equipment: [arc,  cuir]    # flow list with odd spacing
`;
const SECTION = `campaign:       # the ledger, kept by campaign-award
  # totals first
  totals:
    trophies: 1   # so far
    pc: 0
    fer: 1
  ledger:
    # first game
    - scenario: s1
      date: 2025-01-01
      result: win
      played: 0
      trophies: 1
      pc: 0
      fer: 1   # spent on a rondache
  # end of campaign
`;
const S1 = { scenario: 's1', date: '2025-01-01', result: 'win', played: 0, trophies: 1, pc: 0, fer: 1 };

describe('appendEvent', () => {
  it('adds a section after the last line, keeping every byte of the file', () => {
    const text = HEAD + CHARACTERS;
    const out = appendEvent(text, EVENT, { trophies: 1, pc: 0, fer: 1 });
    expect(out.startsWith(`${text}\ncampaign:\n`)).toBe(true);
    expect(parse(out).campaign).toEqual({ totals: { trophies: 1, pc: 0, fer: 1 }, ledger: [EVENT] });
    // Totals first, then the ledger, then the event's keys in the rules' order.
    expect(out.slice(text.length)).toBe(
      '\ncampaign:\n  totals:\n    trophies: 1\n    pc: 0\n    fer: 1\n  ledger:\n    - scenario: s2\n      date: 2025-03-01\n      result: win\n      played: 1\n      trophies: 1\n      pc: 0\n      fer: 1\n',
    );
  });

  it('keeps comments, key order and untouched lines of an existing section, and every byte around it', () => {
    const text = HEAD + SECTION + CHARACTERS;
    const out = appendEvent(text, EVENT, TOTALS);
    expect(out.startsWith(HEAD + 'campaign:       # the ledger, kept by campaign-award\n  # totals first\n')).toBe(true);
    expect(out.endsWith('  # end of campaign\n' + CHARACTERS)).toBe(true);
    for (const comment of ['# so far', '# first game', '# spent on a rondache', '# end of campaign']) expect(out).toContain(comment);
    // A line the award does not change keeps its alignment.
    expect(out).toContain('      fer: 1   # spent on a rondache\n');
    const data = parse(out);
    expect(data.campaign).toEqual({ totals: TOTALS, ledger: [S1, EVENT] });
    expect(Object.keys(data)).toEqual(['ruleset', 'name', 'pc', 'campaign', 'characters']);
  });

  it('sets totals in place, in the order the file has them', () => {
    const text = `${HEAD}campaign:\n  ledger: []\n  totals:\n    fer: 0\n    pc: 0\n    trophies: 0\n${CHARACTERS}`;
    const out = appendEvent(text, EVENT, { trophies: 1, pc: 0, fer: 1 });
    expect(Object.keys(parse(out).campaign)).toEqual(['ledger', 'totals']);
    expect(Object.keys(parse(out).campaign.totals)).toEqual(['fer', 'pc', 'trophies']);
    expect(parse(out).campaign.totals).toEqual({ trophies: 1, pc: 0, fer: 1 });
  });

  it.each([
    ['an empty section', 'campaign:\n'],
    ['a flow section', 'campaign: {ledger: []}\n'],
    ['a section without ledger', 'campaign:\n  totals: {trophies: 0, pc: 0, fer: 0}\n'],
  ])('fills %s', (_name, section) => {
    const out = appendEvent(HEAD + section + CHARACTERS, EVENT, { trophies: 1, pc: 0, fer: 1 });
    expect(out.startsWith(HEAD)).toBe(true);
    expect(out.endsWith(CHARACTERS)).toBe(true);
    expect(parse(out).campaign).toEqual({ totals: { trophies: 1, pc: 0, fer: 1 }, ledger: [EVENT] });
  });

  it('keeps Windows line endings and a byte order mark', () => {
    const text = `\uFEFF${HEAD}${CHARACTERS}`.replace(/\n/g, '\r\n');
    const out = appendEvent(text, EVENT, { trophies: 1, pc: 0, fer: 1 });
    expect(out.startsWith(text)).toBe(true);
    expect(out.replace(/\r\n/g, '')).not.toContain('\n');
    expect(parse(out.slice(1)).campaign.ledger).toEqual([EVENT]);
  });

  it('quotes a scenario id that would read as a number', () => {
    const out = appendEvent(HEAD, { ...EVENT, scenario: '3' }, TOTALS);
    expect(parse(out).campaign.ledger[0].scenario).toBe('3');
  });
});

describe('removeEvent', () => {
  it('removes one event and rewrites the totals, keeping the rest', () => {
    const text = appendEvent(HEAD + SECTION + CHARACTERS, EVENT, TOTALS);
    const out = removeEvent(text, 0, { trophies: 1, pc: 0, fer: 1 });
    expect(parse(out).campaign).toEqual({ totals: { trophies: 1, pc: 0, fer: 1 }, ledger: [EVENT] });
    expect(out.startsWith(HEAD)).toBe(true);
    expect(out.endsWith(CHARACTERS)).toBe(true);
    expect(out).toContain('# so far');
  });

  it('undoes an append byte for byte when the section was written by the command', () => {
    const once = appendEvent(HEAD + CHARACTERS, S1, { trophies: 1, pc: 0, fer: 1 });
    const twice = appendEvent(once, EVENT, TOTALS);
    expect(removeEvent(twice, 1, { trophies: 1, pc: 0, fer: 1 })).toBe(once);
  });
});

describe('where a new section goes, and sections of other shapes', () => {
  const R = { scenario: 's1', date: '2026-01-01', result: 'win', played: 0, pc: 1 };
  const BLOCK = 'campaign:\n  totals:\n    pc: 1\n  ledger:\n    - scenario: s1\n      date: 2026-01-01\n      result: win\n      played: 0\n      pc: 1\n';
  const append = (text: string) => appendEvent(text, R, { pc: 1 });

  it('after one blank line, whatever the file ends with', () => {
    expect(append('name: B')).toBe(`name: B\n\n${BLOCK}`);
    expect(append('name: B\n')).toBe(`name: B\n\n${BLOCK}`);
    expect(append('name: B\n\n')).toBe(`name: B\n\n${BLOCK}`);
    expect(append('')).toBe(BLOCK);
    expect(append('\uFEFFname: B\n')).toBe(`\uFEFFname: B\n\n${BLOCK}`);
  });

  it('a file written as one flow mapping stays one', () => {
    expect(append('{name: B}')).toBe('{name: B, campaign: {totals: {pc: 1}, ledger: [{scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1}]}}\n');
  });

  it('an empty or flow section is replaced where it is, the lines after it kept', () => {
    expect(append('name: B\ncampaign:\nx: 1\n')).toBe(`name: B\n${BLOCK}x: 1\n`);
    expect(append('name: B\ncampaign: {}\nx: 1\n')).toBe('name: B\ncampaign: {totals: {pc: 1}, ledger: [{scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1}]}\nx: 1\n');
  });

  it("keeps the section's own indentation", () => {
    const text = 'name: B\ncampaign:\n    ledger:\n        - {scenario: s0, date: 2026-01-01, result: win, played: 0, pc: 1}\nx: 1\n';
    expect(append(text)).toBe(
      'name: B\ncampaign:\n    totals:\n      pc: 1\n    ledger:\n      - {scenario: s0, date: 2026-01-01, result: win, played: 0, pc: 1}\n      - scenario: s1\n        date: 2026-01-01\n        result: win\n        played: 0\n        pc: 1\nx: 1\n',
    );
  });

  it('totals or a ledger that are not what they should be are written anew', () => {
    expect(append('name: B\ncampaign:\n  totals: 3\n  ledger: []\n')).toBe('name: B\ncampaign:\n  totals:\n    pc: 1\n  ledger: [{scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1}]\n');
    expect(append('name: B\ncampaign:\n  ledger: 3\n')).toBe(`name: B\n${BLOCK}`);
  });

  it('a section that ends the file without a last newline is rewritten up to the end, ending with one', () => {
    expect(append('name: B\ncampaign:\n  ledger: []')).toBe('name: B\ncampaign:\n  totals:\n    pc: 1\n  ledger: [{scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1}]\n');
    expect(append('name: B\ncampaign:')).toBe(`name: B\n${BLOCK}`);
    expect(append('name: B\ncampaign:\n  ledger:\n    - {scenario: s0, date: 2026-01-01, result: win, played: 0, pc: 1}')).toBe(
      'name: B\ncampaign:\n  totals:\n    pc: 1\n  ledger:\n    - {scenario: s0, date: 2026-01-01, result: win, played: 0, pc: 1}\n    - scenario: s1\n      date: 2026-01-01\n      result: win\n      played: 0\n      pc: 1\n',
    );
  });

  it('keeps a blank line and a comment inside the section', () => {
    expect(append('name: B\ncampaign:\n  ledger: []\n\n  # c\n  totals: {pc: 0}\n')).toBe('name: B\ncampaign:\n  ledger: [{scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1}]\n\n  # c\n  totals: {pc: 1}\n');
  });
});

describe('records of campaign actions', () => {
  const Z = { member: 'Z', date: 'e' };

  it('a record goes to the end of its list, created when missing, with the section when missing', () => {
    expect(appendRecord('name: B\ncampaign:\n  care:\n    - {member: A, date: d}\n', 'care', Z)).toBe('name: B\ncampaign:\n  care:\n    - {member: A, date: d}\n    - member: Z\n      date: e\n');
    expect(appendRecord('name: B\ncampaign:\n  ledger: []\n', 'care', Z)).toBe('name: B\ncampaign:\n  ledger: []\n  care:\n    - member: Z\n      date: e\n');
    expect(appendRecord('name: B\ncampaign: 3\n', 'care', Z)).toBe('name: B\ncampaign:\n  care:\n    - member: Z\n      date: e\n');
    expect(appendRecord('name: B\n', 'care', Z)).toBe('name: B\n\ncampaign:\n  care:\n    - member: Z\n      date: e\n');
  });

  it('removing one keeps the others as written', () => {
    expect(removeRecord('name: B\ncampaign:\n  care:\n    - {member: A, date: d}\n    - {member: Z, date: e}\n', 'care', 0)).toBe('name: B\ncampaign:\n  care:\n    - {member: Z, date: e}\n');
  });
});

describe('award then undo, byte for byte (issue 36)', () => {
  const FIRST = { ...EVENT, scenario: 's1', played: 0 };
  it('an emptied section the award created is removed whole, with the blank line put before it', () => {
    const text = `${HEAD}${CHARACTERS}# campaign:\n#   ledger: []\n`;
    const awarded = appendEvent(text, FIRST, { trophies: 1, pc: 0, fer: 1 });
    expect(awarded).toContain('\ncampaign:');
    expect(dropEmptySection(removeEvent(awarded, 0, { trophies: 0, pc: 0, fer: 0 }))).toBe(text);
  });

  it('keeps an emptied section that holds a comment, another key, or totals that are not 0', () => {
    const commented = `${HEAD}campaign:   # ours\n  totals:\n    pc: 0\n  ledger: []\n`;
    expect(dropEmptySection(commented)).toBe(commented);
    const other = `${HEAD}campaign:\n  ledger: []\n  notes: []\n`;
    expect(dropEmptySection(other)).toBe(other);
    const earned = `${HEAD}campaign:\n  totals:\n    pc: 1\n  ledger: []\n`;
    expect(dropEmptySection(earned)).toBe(earned);
    const events = `${HEAD}campaign:\n  ledger:\n    - scenario: s1\n`;
    expect(dropEmptySection(events)).toBe(events);
    expect(dropEmptySection(HEAD)).toBe(HEAD);
  });

  it('removes an empty section in the middle of the file, keeping the lines after it, with its line endings', () => {
    const text = `${HEAD}campaign:\n  totals:\n    pc: 0\n  ledger: []\n${CHARACTERS}`;
    expect(dropEmptySection(text)).toBe(`${HEAD}${CHARACTERS}`);
    expect(dropEmptySection(`\uFEFF${text}`.replace(/\n/g, '\r\n'))).toBe(`\uFEFF${HEAD}${CHARACTERS}`.replace(/\n/g, '\r\n'));
  });

  it('keeps the comment of `ledger:   # events` on its line, aligned, when totals are added before it', () => {
    const text = `${HEAD}campaign:\n  ledger:   # events\n    - scenario: s1\n      date: 2025-01-01\n`;
    const awarded = appendEvent(text, EVENT, TOTALS);
    expect(awarded).toContain('\n  ledger:   # events\n    - scenario: s1\n');
    expect(awarded).not.toMatch(/^\s+# events$/m);
  });
});
