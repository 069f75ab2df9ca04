/**
 * The ranking and the ledger's last victory, on hand-made ledgers: the columns each count what their
 * name says, and the tie between equal scores goes to the most recent victory, not the first.
 */
import { describe, expect, it } from 'vitest';
import { compareRecency, lastVictory } from '../../../src/core/campaign/ledger.js';
import type { CampaignBand } from '../../../src/core/campaign/load.js';
import { standings } from '../../../src/core/campaign/standings.js';
import type { LedgerEvent } from '../../../src/core/ruleset/ruleset.js';

const event = (scenario: string, played: number, result: 'win' | 'loss', trophies = 0, date = '2026-01-01'): LedgerEvent => ({
  scenario,
  date,
  result,
  played,
  awards: { trophies },
});

/** A band whose score is the sum of its trophies: all that the ranking reads. */
const band = (name: string, events: LedgerEvent[]): CampaignBand =>
  ({
    file: `${name}.yaml`,
    name,
    ledger: { events },
    rules: {
      score: 'trophies',
      totals: (all: readonly LedgerEvent[]) => ({ trophies: all.reduce((t, e) => t + (e.awards.trophies ?? 0), 0) }),
    },
  }) as unknown as CampaignBand;

describe('the last victory of a ledger', () => {
  it('is the victory played last, whatever the order of the file', () => {
    const ledger = { events: [event('s3', 3, 'win'), event('s1', 1, 'win'), event('s5', 5, 'loss'), event('s2', 2, 'win')] };
    expect(lastVictory(ledger)?.scenario).toBe('s3');
  });

  it('between two victories at the same place in the campaign, is the later date', () => {
    const ledger = { events: [event('b', 2, 'win', 0, '2026-03-02'), event('a', 2, 'win', 0, '2026-03-01')] };
    expect(lastVictory(ledger)?.scenario).toBe('b');
    expect(lastVictory({ events: [...ledger.events].reverse() })?.scenario).toBe('b');
  });

  it('is none without a victory', () => {
    expect(lastVictory({ events: [event('s0', 0, 'loss')] })).toBeUndefined();
    expect(lastVictory({ events: [] })).toBeUndefined();
  });

  it('orders by the scenarios played first, the date second', () => {
    expect(compareRecency(event('a', 1, 'win', 0, '2026-12-31'), event('b', 2, 'win', 0, '2026-01-01'))).toBeLessThan(0);
    expect(compareRecency(event('a', 2, 'win', 0, '2026-01-02'), event('b', 2, 'win', 0, '2026-01-01'))).toBeGreaterThan(0);
    expect(compareRecency(event('a', 2, 'win', 0, '2026-01-01'), event('b', 2, 'win', 0, '2026-01-01'))).toBe(0);
  });
});

describe('standings', () => {
  it('counts wins, losses and scenarios in their own columns', () => {
    const [row] = standings([band('alpha', [event('s0', 0, 'win', 1), event('s1', 1, 'loss'), event('s2', 2, 'loss')])]);
    expect(row).toEqual({
      rank: 1,
      file: 'alpha.yaml',
      band: 'alpha',
      score: 1,
      scenarios: 3,
      wins: 1,
      losses: 2,
      last_victory: { scenario: 's0', played: 0, date: '2026-01-01' },
    });
  });

  it('ranks the higher score first', () => {
    const rows = standings([band('low', [event('s0', 0, 'win', 1)]), band('high', [event('s1', 1, 'win', 2)])]);
    expect(rows.map((r) => [r.rank, r.band, r.score])).toEqual([
      [1, 'high', 2],
      [2, 'low', 1],
    ]);
  });

  it('breaks a tie by the most recent last victory, not the first one', () => {
    // early won first (s0) but last before late's last victory (s3): late is ahead.
    const early = band('early', [event('s0', 0, 'win', 2), event('s2', 2, 'win', 0)]);
    const late = band('late', [event('s1', 1, 'win', 1), event('s3', 3, 'win', 1)]);
    expect(standings([early, late]).map((r) => [r.rank, r.band, r.last_victory?.scenario])).toEqual([
      [1, 'late', 's3'],
      [2, 'early', 's2'],
    ]);
    expect(standings([late, early]).map((r) => r.band)).toEqual(['late', 'early']);
  });

  it('puts a band with a victory ahead of a level band without one', () => {
    const rows = standings([band('none', [event('s0', 0, 'loss')]), band('some', [event('s1', 1, 'win')])]);
    expect(rows.map((r) => [r.rank, r.band])).toEqual([
      [1, 'some'],
      [2, 'none'],
    ]);
  });

  it('gives level bands the same rank, listed by name, and the next band the rank after them', () => {
    const rows = standings([band('b', []), band('a', []), band('c', [event('s0', 0, 'win', 0)]), band('d', [event('s1', 1, 'loss', -1)])]);
    expect(rows.map((r) => [r.rank, r.band])).toEqual([
      [1, 'c'],
      [2, 'a'],
      [2, 'b'],
      [4, 'd'],
    ]);
  });
});
