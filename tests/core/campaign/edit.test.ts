import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { appendEvent, removeEvent } from '../../../src/core/campaign/edit.js';

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
