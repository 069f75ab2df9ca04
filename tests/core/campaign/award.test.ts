// The campaign-award command run in process: awards, idempotence, undo, standings, injected write failures.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { writeAtomic } from '../../../src/core/band-files/fs.js';
import { Registry } from '../../../src/core/ruleset/registry.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import { award, band, campaign, game, TROPHIES } from '../../helpers/campaign.js';

describe('awards', () => {
  it('gives the trophy table over a sequence of scenarios, and experience to every band', async () => {
    const c = campaign('alpha', 'beta');
    for (let s = 0; s < TROPHIES.length; s++) {
      const [winner, loser] = s % 2 === 0 ? ['alpha', 'beta'] : ['beta', 'alpha'];
      const { code, json } = await award([], game(`s${s}`, [c.file(winner!)], [c.file(loser!)]));
      expect(code).toBe(0);
      expect(json.played).toBe(s);
      expect(json.events.map((e: any) => [e.band, e.event.result, e.event.trophies, e.event.pc, e.event.fer])).toEqual([
        [winner, 'win', TROPHIES[s], 0, 1],
        [loser, 'loss', 0, 1, 1],
      ]);
    }
    // alpha won s0, s2, s4, s6, s8; beta won s1, s3, s5, s7.
    expect(parse(c.read('alpha')).campaign.totals).toEqual({ trophies: 1 + 2 + 5 + 13 + 34, pc: 4, fer: 9 });
    expect(parse(c.read('beta')).campaign.totals).toEqual({ trophies: 1 + 3 + 8 + 21, pc: 5, fer: 9 });
    expect(parse(c.read('alpha')).campaign.ledger.map((e: any) => e.played)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('counts the scenarios already played across the bands named; --played overrides it', async () => {
    const c = campaign('alpha', 'beta', 'gamma');
    expect((await award([], game('s1', [c.file('alpha')], [c.file('beta')]))).code).toBe(0);
    expect((await award([], game('s2', [c.file('beta')], [c.file('gamma')]))).code).toBe(0);
    // s1 is in alpha's ledger, s2 in gamma's: two scenarios already played.
    expect((await award([], game('s3', [c.file('gamma')], [c.file('alpha')]))).json.events[0].event.trophies).toBe(TROPHIES[2]);
    // Alone, alpha's ledger knows s3 came after 2 scenarios already played: s4 comes after 3 (not its 2 distinct ids,
    // which would give it fewer than s3 had: issue 38, item 4).
    expect((await award([], game('s4', [c.file('alpha')], []))).json.events[0].event).toMatchObject({ played: 3, trophies: 3 });
    expect((await award([], game('s5', [c.file('alpha')], [], { played: '6' }))).json.events[0].event).toMatchObject({ played: 6, trophies: 13 });
  });

  it('refuses --played past the longest campaign the trophies count exactly', async () => {
    const c = campaign('alpha');
    expect(await award([], game('s1', [c.file('alpha')], [], { played: '78' }))).toMatchObject({ code: 2, refusal: 'ff/campaign-too-long' });
    expect(c.read('alpha')).toBe(band('alpha'));
    expect((await award([], game('s1', [c.file('alpha')], [], { played: '77' }))).code).toBe(0);
  });

  it('uses the date given, and refuses a date that does not exist', async () => {
    const c = campaign('alpha');
    expect(await award([], game('s1', [c.file('alpha')], [], { date: '2025-02-29' }))).toMatchObject({ code: 2, refusal: 'campaign/bad-date' });
    expect((await award([], game('s1', [c.file('alpha')], [], { date: '2024-02-29' }))).json.events[0].event.date).toBe('2024-02-29');
  });

  it('uses today by default', async () => {
    const c = campaign('alpha');
    const { json } = await award([], { scenario: 's1', winner: [c.file('alpha')] }, { today: () => '2031-12-24' });
    expect(json.date).toBe('2031-12-24');
  });
});

describe('idempotence', () => {
  it('refuses a scenario already in a ledger (any spelling) and writes nothing, byte for byte', async () => {
    const c = campaign('alpha', 'beta');
    expect((await award([], game('le-pont', [c.file('alpha')], [c.file('beta')]))).code).toBe(0);
    const bytes = [readFileSync(c.file('alpha')), readFileSync(c.file('beta'))];
    const again = await award([], game('Le Pont', [c.file('alpha')], [c.file('beta')]));
    expect(again).toMatchObject({ code: 1, refusal: 'campaign/already-recorded' });
    expect(readFileSync(c.file('alpha')).equals(bytes[0]!)).toBe(true);
    expect(readFileSync(c.file('beta')).equals(bytes[1]!)).toBe(true);
  });

  it('writes no band when only one of them already has the scenario', async () => {
    const c = campaign('alpha', 'beta');
    expect((await award([], game('s1', [c.file('beta')], []))).code).toBe(0);
    expect((await award([], game('s1', [c.file('alpha')], [c.file('beta')]))).code).toBe(1);
    expect(c.read('alpha')).toBe(band('alpha'));
  });

  it('writes nothing when a ledger is malformed, and locates the problem', async () => {
    const c = campaign('alpha', 'beta');
    const event = '    - scenario: s0\n      date: 2025-01-01\n      result: draw\n      played: 0\n      trophies: 0\n      pc: 0\n      fer: 0\n';
    writeFileSync(c.file('beta'), `${band('beta')}campaign:\n  ledger:\n${event}`);
    const result = await award([], game('s1', [c.file('alpha')], [c.file('beta')]));
    expect(result.code).toBe(1);
    // band() is 16 lines; `result: draw` is line 21, located at its key (column 7).
    expect(result.json.files[0].diagnostics).toMatchObject([{ code: 'schema/choice', line: 21, column: 7 }]);
    expect(c.read('alpha')).toBe(band('alpha'));
  });

  it('leaves the first file unchanged when writing the second one fails', async () => {
    const c = campaign('alpha', 'beta');
    const calls: string[] = [];
    const write = async (file: string, content: string | Uint8Array) => {
      calls.push(path.basename(file));
      if (calls.length === 2) throw Object.assign(new Error('disk full'), { code: 'ENOSPC' });
      await writeAtomic(file, content);
    };
    expect(await award([], game('s1', [c.file('alpha')], [c.file('beta')]), { write })).toMatchObject({ code: 2, refusal: 'campaign/write-failed' });
    expect(calls).toEqual(['alpha.yaml', 'beta.yaml', 'alpha.yaml']);
    expect(c.read('alpha')).toBe(band('alpha'));
    expect(c.read('beta')).toBe(band('beta'));
    // The same award, without the failure, goes through.
    expect((await award([], game('s1', [c.file('alpha')], [c.file('beta')]))).code).toBe(0);
  });
});

describe('undo', () => {
  it('removes the event from every band named, giving back the files as they were before it', async () => {
    const c = campaign('alpha', 'beta');
    expect((await award([], game('s1', [c.file('alpha')], [c.file('beta')]))).code).toBe(0);
    const before = [c.read('alpha'), c.read('beta')];
    expect((await award([], game('s2', [c.file('beta')], [c.file('alpha')]))).code).toBe(0);
    const { code, json } = await award([c.file('alpha'), c.file('beta')], { undo: 's2' });
    expect(code).toBe(0);
    expect(json.events.map((e: any) => [e.band, e.event.scenario, e.event.result, e.totals.trophies])).toEqual([
      ['alpha', 's2', 'loss', 1],
      ['beta', 's2', 'win', 0],
    ]);
    expect([c.read('alpha'), c.read('beta')]).toEqual(before);
  });

  it('refuses a scenario missing from a band named, writing nothing; undoing twice changes nothing', async () => {
    const c = campaign('alpha', 'beta');
    const original = c.read('alpha');
    expect((await award([], game('s1', [c.file('alpha')], []))).code).toBe(0);
    const before = [c.read('alpha'), c.read('beta')];
    expect(await award([c.file('alpha'), c.file('beta')], { undo: 's1' })).toMatchObject({ code: 1, refusal: 'campaign/not-recorded' });
    expect([c.read('alpha'), c.read('beta')]).toEqual(before);
    expect((await award([c.file('alpha')], { undo: 's1' })).code).toBe(0);
    const undone = c.read('alpha');
    expect((await award([c.file('alpha')], { undo: 's1' })).code).toBe(1);
    expect(c.read('alpha')).toBe(undone);
    // The section the award created, emptied, is removed whole: the file as it was before the award.
    expect(undone).toBe(original);
    expect(parse(undone).campaign).toBeUndefined();
  });
});

describe('standings', () => {
  it('ranks by trophies; a tie goes to the band with the most recent victory', async () => {
    const c = campaign('alpha', 'beta', 'gamma', 'delta');
    // s0: alpha wins (1 trophy); s1: beta wins (1 trophy). alpha and beta tie on 1; beta won last.
    await award([], game('s0', [c.file('alpha')], [c.file('gamma'), c.file('delta')]));
    await award([], game('s1', [c.file('beta')], [c.file('gamma'), c.file('delta')]));
    const { code, json } = await award([], { standings: ['alpha', 'beta', 'gamma', 'delta'].map(c.file) });
    expect(code).toBe(0);
    expect(json.standings.map((s: any) => [s.rank, s.band, s.score, s.last_victory?.scenario ?? null])).toEqual([
      [1, 'beta', 1, 's1'],
      [2, 'alpha', 1, 's0'],
      // No victory and no trophy: still level, the same rank.
      [3, 'delta', 0, null],
      [3, 'gamma', 0, null],
    ]);
  });

  it('puts the band with more trophies first even when its last victory is older', async () => {
    const c = campaign('alpha', 'beta');
    await award([], game('s0', [c.file('alpha')], [c.file('beta')], { played: '4' }));
    await award([], game('s1', [c.file('alpha')], [c.file('beta')], { played: '5' }));
    await award([], game('s2', [c.file('beta')], [c.file('alpha')], { played: '6' }));
    // alpha: 5 + 8 = 13 with its last victory at 5 played; beta: 13 at 6 played. Level: beta won last.
    expect((await award([], { standings: [c.file('alpha'), c.file('beta')] })).json.standings.map((s: any) => [s.rank, s.band, s.score])).toEqual([
      [1, 'beta', 13],
      [2, 'alpha', 13],
    ]);
    // alpha wins at 3, 4 and 5 played (3 + 5 + 8 = 16), beta at 6 (13): alpha's last victory is older, but the
    // trophies decide first.
    const d = campaign('alpha', 'beta');
    for (const [id, played] of [['s0', '3'], ['s1', '4'], ['s2', '5']]) await award([], game(id!, [d.file('alpha')], [d.file('beta')], { played }));
    await award([], game('s3', [d.file('beta')], [d.file('alpha')], { played: '6' }));
    expect((await award([], { standings: [d.file('beta'), d.file('alpha')] })).json.standings.map((s: any) => [s.rank, s.band, s.score])).toEqual([
      [1, 'alpha', 16],
      [2, 'beta', 13],
    ]);
  });

  it('shares a rank between bands whose last victory is the same scenario', async () => {
    const c = campaign('alpha', 'beta', 'gamma');
    await award([], game('s0', [c.file('alpha'), c.file('beta')], [c.file('gamma')]));
    const { json } = await award([], { standings: [c.file('gamma'), c.file('beta'), c.file('alpha')] });
    expect(json.standings.map((s: any) => [s.rank, s.band])).toEqual([
      [1, 'alpha'],
      [1, 'beta'],
      [3, 'gamma'],
    ]);
  });

  it('breaks a tie on the same place in the campaign by the later date', async () => {
    const c = campaign('alpha', 'beta');
    await award([], game('s0', [c.file('alpha')], [], { date: '2025-01-04' }));
    await award([], game('s1', [c.file('beta')], [], { date: '2025-01-05' }));
    // Each ledger alone: both victories at 0 scenarios played; beta's is later.
    expect((await award([], { standings: [c.file('alpha'), c.file('beta')] })).json.standings.map((s: any) => [s.rank, s.band])).toEqual([
      [1, 'beta'],
      [2, 'alpha'],
    ]);
  });
});

describe('rulesets', () => {
  it('gives a clear message for a ruleset without campaign rules (exit 2), writing nothing', async () => {
    const c = campaign('alpha');
    const ff = (await import('../../../src/rulesets/flammes-et-fantassins/index.js')).ruleset;
    const plain: Ruleset = { ...ff, campaign: undefined };
    const registry = new Registry([{ id: ff.id, title: ff.title, aliases: [], attackOptions: [], rolls: [], load: async () => plain }]);
    const result = await award([], { scenario: 's1', winner: [c.file('alpha')] }, { registry });
    expect(result).toMatchObject({ code: 2, refusal: 'campaign/not-supported' });
    expect(result.errors).toBe(`${c.file('alpha')}: Flammes & Fantassins has no campaign rules in escarmouche; campaign-award cannot record its games`);
    expect(c.read('alpha')).toBe(band('alpha'));
  });
});
