/**
 * The campaign ledger without a ruleset: its schema (what editors show and what validate accepts), reading it,
 * the game an action record follows, a member's records, and planning actions, awards and undos on a band read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { planAction, planActionUndo } from '../../../src/core/campaign/action.js';
import { checkSameGame, keepBom, planAward, planUndo } from '../../../src/core/campaign/award.js';
import { duplicateScenarios, totalsMismatch } from '../../../src/core/campaign/checks.js';
import { campaignSchema, gameOf, lastVictory, memberRecords, readLedger } from '../../../src/core/campaign/ledger.js';
import { isRefusal, readCampaignBand, type CampaignBand } from '../../../src/core/campaign/load.js';
import { EscarmoucheError } from '../../../src/core/errors.js';
import { diagnostics } from '../../../src/core/analyse.js';
import { Messages, type Lang } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import type { ActionRecord, CampaignAction, CampaignRules, Ledger, LedgerEvent, Member } from '../../../src/core/ruleset.js';

/** An action on one member: records how many records it had before, the value and the scenario it was given. */
const heal: CampaignAction<unknown> = {
  name: 'heal',
  section: 'care',
  fields: () => ({ roll: z.int() }),
  followsGame: true,
  run: (c) => ({ fields: { roll: c.previous.length + 1, ...(c.value !== undefined ? { value: c.value } : {}), ...(c.scenario !== undefined ? { seen: c.scenario } : {}) }, report: { json: { healed: c.member.name }, view: [] } }),
};
const note: CampaignAction<unknown> = { ...heal, name: 'note', section: 'notes', followsGame: false };

const rules: CampaignRules<unknown> = {
  awards: [{ keys: [{ key: 'pc', label: 'pc' }], grant: () => ({ pc: 1 }) }] as unknown as CampaignRules<unknown>['awards'],
  score: 'pc',
  totals: (events) => ({ pc: events.reduce((s, e) => s + (e.awards.pc ?? 0), 0) }),
  budgets: (totals) => totals,
  actions: [heal, note],
};

const event = (scenario: string, played: number, result: 'win' | 'loss' = 'win', date = '2026-01-01'): LedgerEvent => ({ scenario, date, result, played, awards: { pc: 1 } });
const member = (name: string): Member => ({ name }) as Member;

function bandOf(text: string, ledger: Ledger, bytes: Uint8Array = new TextEncoder().encode(text), id = 'test'): CampaignBand {
  return { file: 'band.yaml', bytes, text, document: {} as CampaignBand['document'], ruleset: { id, title: id } as CampaignBand['ruleset'], rules, name: 'B', ledger };
}

describe('the schema of the campaign section', () => {
  it('documents every field in both languages, with its bounds (as editors read it)', () => {
    const schema = z.toJSONSchema(campaignSchema(['pc'], [heal]), { target: 'draft-7', io: 'input' });
    const pinned = JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures', 'campaign-schema.json'), 'utf8'));
    expect(schema).toEqual(pinned);
  });

  const accepts = (section: unknown) => campaignSchema(['pc'], [heal]).safeParse(section).success;
  const ev = (more: Record<string, unknown>) => ({ ledger: [{ scenario: 's1', date: '2026-01-01', result: 'win', played: 0, pc: 0, ...more }] });

  it('a scenario id has a letter or digit: blank ones are refused, numbers from 0 accepted', () => {
    expect(accepts(ev({}))).toBe(true);
    expect(accepts(ev({ scenario: '' }))).toBe(false);
    expect(accepts(ev({ scenario: '   ' }))).toBe(false);
    expect(accepts(ev({ scenario: 0 }))).toBe(true);
    expect(accepts(ev({ scenario: -1 }))).toBe(false);
  });

  it('played runs from 0 to 1000', () => {
    expect(accepts(ev({ played: 1000 }))).toBe(true);
    expect(accepts(ev({ played: 1001 }))).toBe(false);
    expect(accepts(ev({ played: -1 }))).toBe(false);
  });

  it("an action's record names a member and may name a blank-free scenario", () => {
    const record = (more: Record<string, unknown>) => ({ care: [{ member: 'Ann', date: '2026-01-01', roll: 1, ...more }] });
    expect(accepts(record({}))).toBe(true);
    expect(accepts(record({ member: '' }))).toBe(false);
    expect(accepts(record({ scenario: '  ' }))).toBe(false);
    expect(accepts(record({ scenario: 3 }))).toBe(true);
    expect(accepts(record({ scenario: -3 }))).toBe(false);
  });
});

describe('reading the ledger', () => {
  it('no section, or an empty one, is an empty ledger', () => {
    expect(readLedger({ name: 'x' }, rules)).toEqual({ ledger: { events: [] }, findings: [] });
    expect(readLedger({ campaign: null }, rules)).toEqual({ ledger: { events: [] }, findings: [] });
    expect(readLedger(null, rules)).toEqual({ ledger: { events: [] }, findings: [] });
  });

  it('reads events, totals and the records of each action', () => {
    const data = { campaign: { totals: { pc: 1 }, ledger: [{ scenario: 7, date: '2026-01-01', result: 'loss', played: 0, pc: 1 }], care: [{ member: 'Ann', date: '2026-01-01', roll: 2 }] } };
    expect(readLedger(data, rules)).toEqual({
      ledger: { events: [{ scenario: '7', date: '2026-01-01', result: 'loss', played: 0, awards: { pc: 1 } }], totals: { pc: 1 }, records: { care: [{ member: 'Ann', date: '2026-01-01', roll: 2 }], notes: [] } },
      findings: [],
    });
  });

  it('a section that does not fit gives findings under campaign', () => {
    const read = readLedger({ campaign: { ledger: [{ scenario: 's', date: 'never', result: 'win', played: 0, pc: 0 }] } }, rules);
    expect(read.ledger).toBeUndefined();
    expect(read.findings.map((f) => f.path)).toEqual([['campaign', 'ledger', 0, 'date']]);
  });

  it('names the value given and the ones allowed, and a value of the wrong type is not "missing" (campaign-award\'s refusals)', () => {
    const read = readLedger({ campaign: { ledger: [{ scenario: 's', date: '2026-01-01', result: 'draw', played: 'four', pc: 0 }] } }, rules);
    expect(read).toEqual({
      findings: [
        { code: 'schema/choice', severity: 'error', path: ['campaign', 'ledger', 0, 'result'], params: { limit: 'win | loss', actual: 'draw' } },
        { code: 'schema/type', severity: 'error', path: ['campaign', 'ledger', 0, 'played'], params: { expected: 'number', actual: 'four', found: 'string' } },
      ],
    });
    // Worded as every command words them: the place from the path (no band schema names a campaign's keys).
    const worded = (lang: Lang) => diagnostics({ file: 'x.yaml', findings: read.findings.map((f) => ({ ...f, at: { line: 1, column: 1 } })) }, new Messages(lang, [CORE_MESSAGES])).map(({ message, rule, fix }) => ({ message, rule, fix }));
    expect(worded('en')).toEqual([
      { message: 'campaign.ledger[0].result: "draw" is not allowed', rule: 'result: win | loss', fix: 'use win | loss' },
      { message: 'campaign.ledger[0].played: expected number, found the text four', rule: 'played: the documented format (docs/rulesets/)', fix: 'write the documented format (docs/rulesets/) here' },
    ]);
    expect(worded('fr')[0]!.rule).toContain('win | loss');
  });
});

describe('the last victory', () => {
  it('between two victories equally recent, keeps the first written', () => {
    expect(lastVictory({ events: [event('a', 1), event('b', 1)] })?.scenario).toBe('a');
  });
});

describe('the game of an action record', () => {
  it('is its scenario as typed names compare, else its date', () => {
    expect(gameOf({ scenario: 'Le Pont', date: '2026-01-01' })).toBe('le-pont');
    expect(gameOf({ scenario: 3 })).toBe('3');
    expect(gameOf({ date: '2026-01-01' })).toBe('2026-01-01');
    expect(gameOf({})).toBe('');
  });

  it("a member's records, wherever they are in the section, with their index; names compare as typed", () => {
    const ledger: Ledger = { events: [], records: { care: [{ member: 'Ann', date: 'd1' }, { member: 'Bob', date: 'd1' }, { member: 'ann', date: 'd2' }] } };
    expect(memberRecords(ledger, 'care', 'ANN')).toEqual([
      { record: { member: 'Ann', date: 'd1' }, index: 0 },
      { record: { member: 'ann', date: 'd2' }, index: 2 },
    ]);
    expect(memberRecords(ledger, 'notes', 'Ann')).toEqual([]);
    expect(memberRecords({ events: [] }, 'care', 'Ann')).toEqual([]);
  });
});

describe('an action on one member', () => {
  const request = (band: CampaignBand, more: Partial<Parameters<typeof planAction>[0]> = {}) =>
    planAction({ band, action: heal, member: member('Ann'), date: '2026-02-01', options: {}, rng: { die: () => 1 }, lang: 'en', ...more });
  const refusal = (run: () => unknown) => {
    try {
      run();
    } catch (cause) {
      return cause as EscarmoucheError;
    }
    return undefined;
  };

  it('appends a record: member, scenario, date, then the fields the action gives', () => {
    const band = bandOf('name: B\n', { events: [] });
    const plan = request(band, { scenario: 'Le Pont', value: 'x' });
    expect(plan.record).toEqual({ member: 'Ann', scenario: 'Le Pont', date: '2026-02-01', roll: 1, value: 'x', seen: 'Le Pont' });
    expect(plan.change).toEqual({ file: 'band.yaml', before: band.bytes, after: 'name: B\n\ncampaign:\n  care:\n    - member: Ann\n      scenario: Le Pont\n      date: 2026-02-01\n      roll: 1\n      value: x\n      seen: Le Pont\n' });
    expect(plan.report).toEqual({ json: { healed: 'Ann' }, view: [] });
  });

  it('without a scenario, the date names the game and nothing else is added', () => {
    const plan = request(bandOf('name: B\n', { events: [] }));
    expect(plan.record).toEqual({ member: 'Ann', date: '2026-02-01', roll: 1 });
  });

  it("gives the action the member's earlier records", () => {
    const ledger: Ledger = { events: [], records: { care: [{ member: 'Ann', date: '2026-01-01', roll: 1 }, { member: 'Bob', date: '2026-01-02', roll: 1 }] } };
    expect(request(bandOf('name: B\n', ledger)).record.roll).toBe(2);
  });

  it('refuses a second record of the member for the same game, naming the game and its date', () => {
    const ledger: Ledger = { events: [], records: { care: [{ member: 'Ann', scenario: 'le-pont', date: '2026-01-01', roll: 1 }] } };
    const cause = refusal(() => request(bandOf('name: B\n', ledger), { scenario: 'Le Pont' }));
    expect(cause?.code).toBe('campaign/action-recorded');
    expect(cause?.params).toEqual({ file: 'band.yaml', member: 'Ann', action: 'heal', game: 'Le Pont', date: '2026-01-01', undo: "'Le Pont'" });
    // Same date, no scenario: the game is the date.
    const byDate: Ledger = { events: [], records: { care: [{ member: 'Ann', date: '2026-02-01', roll: 1 }] } };
    expect(refusal(() => request(bandOf('name: B\n', byDate)))?.params).toMatchObject({ game: '2026-02-01', date: '2026-02-01' });
    // Another game, or another member: accepted.
    expect(refusal(() => request(bandOf('name: B\n', ledger), { scenario: 'other' }))).toBeUndefined();
    expect(refusal(() => request(bandOf('name: B\n', ledger), { scenario: 'Le Pont', member: member('Bob') }))).toBeUndefined();
  });

  it('undo removes the record of that game, found by scenario or by date', () => {
    const text = 'name: B\ncampaign:\n  care:\n    - { member: Ann, scenario: s1, date: 2026-01-01, roll: 1 }\n    - { member: Ann, date: 2026-01-05, roll: 2 }\n';
    const ledger: Ledger = { events: [], records: { care: [{ member: 'Ann', scenario: 's1', date: '2026-01-01', roll: 1 }, { member: 'Ann', date: '2026-01-05', roll: 2 }] } };
    const band = bandOf(text, ledger);
    const byScenario = planActionUndo(band, heal, member('Ann'), 'S1');
    expect(byScenario.record).toEqual(ledger.records!.care![0]);
    expect(byScenario.change).toEqual({ file: 'band.yaml', before: band.bytes, after: 'name: B\ncampaign:\n  care:\n    - { member: Ann, date: 2026-01-05, roll: 2 }\n' });
    expect(planActionUndo(band, heal, member('Ann'), '2026-01-05').record).toEqual(ledger.records!.care![1]);
    const cause = refusal(() => planActionUndo(band, heal, member('Bob'), 's1'));
    expect(cause?.code).toBe('campaign/action-not-recorded');
    expect(cause?.params).toEqual({ file: 'band.yaml', member: 'Bob', action: 'heal', game: 's1' });
    expect(refusal(() => planActionUndo(band, heal, member('Ann'), '2026-01-01'))).toBeUndefined();
    expect(refusal(() => planActionUndo(band, heal, member('Ann'), 's2'))?.code).toBe('campaign/action-not-recorded');
  });
});

describe('the byte order mark', () => {
  const BOM = Uint8Array.of(0xef, 0xbb, 0xbf, 0x61);
  it('is kept when the file had one, and never doubled', () => {
    expect(keepBom(BOM, 'a')).toBe('\uFEFFa');
    expect(keepBom(BOM, '\uFEFFa')).toBe('\uFEFFa');
    expect(keepBom(Uint8Array.of(0x61), 'a')).toBe('a');
    // Only the three bytes together are a mark.
    expect(keepBom(Uint8Array.of(0xef, 0xbb, 0x61), 'a')).toBe('a');
    expect(keepBom(Uint8Array.of(0x61, 0xbb, 0xbf), 'a')).toBe('a');
  });
});

describe('one game, one ruleset', () => {
  it('refuses bands of two rulesets, naming both', () => {
    const a = bandOf('', { events: [] }, undefined, 'argad');
    const f = bandOf('', { events: [] }, undefined, 'flammes-et-fantassins');
    expect(() => checkSameGame([a, a])).not.toThrow();
    expect(() => checkSameGame([a])).not.toThrow();
    try {
      checkSameGame([a, f, a]);
      expect.unreachable();
    } catch (cause) {
      expect((cause as EscarmoucheError).code).toBe('campaign/mixed-rulesets');
      expect((cause as EscarmoucheError).params).toEqual({ actual: 'argad, flammes-et-fantassins' });
    }
  });
});

describe('undoing a game', () => {
  const text = [
    'name: B',
    'campaign:',
    '  totals: { pc: 2 }',
    '  ledger:',
    '    - { scenario: s1, date: 2026-01-01, result: win, played: 0, pc: 1 }',
    '    - { scenario: s2, date: 2026-01-02, result: loss, played: 1, pc: 1 }',
    '  care:',
    '    - { member: Ann, scenario: s1, date: 2026-01-01, roll: 1 }',
    '    - { member: Bob, date: 2026-01-01, roll: 1 }',
    '    - { member: Bob, scenario: S1, date: 2026-01-01, roll: 1 }',
    '  notes:',
    '    - { member: Ann, scenario: s1, date: 2026-01-01, roll: 1 }',
    '',
  ].join('\n');
  const ledger: Ledger = {
    events: [event('s1', 0, 'win', '2026-01-01'), event('s2', 1, 'loss', '2026-01-02')],
    totals: { pc: 2 },
    records: {
      care: [
        { member: 'Ann', scenario: 's1', date: '2026-01-01', roll: 1 },
        { member: 'Bob', date: '2026-01-01', roll: 1 },
        { member: 'Bob', scenario: 'S1', date: '2026-01-01', roll: 1 },
      ],
      notes: [{ member: 'Ann', scenario: 's1', date: '2026-01-01', roll: 1 }],
    },
  };

  it("removes the event and the records that follow that game's scenario, not those of other actions or by date", () => {
    const plan = planUndo('s1', [bandOf(text, ledger)]);
    expect(plan.changes[0]!.after).toBe(
      [
        'name: B',
        'campaign:',
        '  totals: {pc: 1}',
        '  ledger:',
        '    - { scenario: s2, date: 2026-01-02, result: loss, played: 1, pc: 1 }',
        '  care:',
        '    - { member: Bob, date: 2026-01-01, roll: 1 }',
        '  notes:',
        '    - { member: Ann, scenario: s1, date: 2026-01-01, roll: 1 }',
        '',
      ].join('\n'),
    );
    expect(plan.events).toEqual([{ file: 'band.yaml', band: 'B', event: ledger.events[0], totals: { pc: 1 } }]);
    expect(plan.played).toBe(2);
  });

  it('a ruleset without actions, or a ledger without records, only loses the event', () => {
    const plain = { ...bandOf(text, { ...ledger, records: undefined }), rules: { ...rules, actions: undefined } };
    expect(planUndo('s1', [plain]).changes[0]!.after).toContain('care:\n    - { member: Ann, scenario: s1');
    expect(planUndo('s1', [bandOf(text, { ...ledger, records: undefined })]).changes[0]!.after).toContain('care:\n    - { member: Ann, scenario: s1');
  });

  it('refuses a scenario a band does not have', () => {
    try {
      planUndo('s9', [bandOf(text, ledger)]);
      expect.unreachable();
    } catch (cause) {
      expect((cause as EscarmoucheError).params).toEqual({ file: 'band.yaml', scenario: 's9' });
    }
  });
});

describe('ledger findings', () => {
  it('name the scenario written twice, as written', () => {
    const findings = duplicateScenarios({ events: [event('Le Pont', 0), event('le-pont', 1)] });
    expect(findings.map((f) => [f.code, f.path, f.params])).toEqual([['campaign/duplicate-scenario', ['campaign', 'ledger', 1, 'scenario'], { actual: 'le-pont' }]]);
  });

  it('a total missing from the events counts as 0', () => {
    const noPc: CampaignRules<unknown> = { ...rules, totals: () => ({}) };
    const findings = totalsMismatch({ events: [], totals: { pc: 3 } }, noPc);
    expect(findings.map((f) => f.params)).toEqual([{ key: 'pc', limit: 0, actual: 3 }]);
  });
});

export type { ActionRecord };

describe('a band read for the campaign', () => {
  it('refuses a file whose ruleset is unknown with its errors only, and names a band without a name by its file', async () => {
    const dir = tempTree({
      'odd.yaml': 'ruleset: no-such-game\nname: X\n',
      'nameless.yaml': 'ruleset: flammes-et-fantassins\nname: 12\npc: 1\ncharacters: []\n',
    });
    const odd = await readCampaignBand(path.join(dir, 'odd.yaml'), registry);
    if (!isRefusal(odd)) throw new Error('not refused');
    expect(odd.findings.length).toBeGreaterThan(0);
    expect(odd.findings.every((f) => f.severity === 'error')).toBe(true);
    const nameless = await readCampaignBand(path.join(dir, 'nameless.yaml'), registry);
    expect(isRefusal(nameless)).toBe(false);
    expect((nameless as CampaignBand).name).toBe(path.join(dir, 'nameless.yaml'));
  });
});

describe('an award', () => {
  it('refuses a scenario a band already has, saying when and how it ended', () => {
    const band = bandOf('name: B\n', { events: [event('Le Pont', 0, 'loss', '2026-01-03')] });
    try {
      planAward({ scenario: 'le pont', date: '2026-02-01', winners: [band], losers: [], options: {} });
      expect.unreachable();
    } catch (cause) {
      expect((cause as EscarmoucheError).code).toBe('campaign/already-recorded');
      expect((cause as EscarmoucheError).params).toEqual({ file: 'band.yaml', scenario: 'le pont', date: '2026-01-03', result: 'loss', undo: "'le pont'" });
    }
  });
});
