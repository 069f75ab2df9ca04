/**
 * The campaign ranking: "Le camp ayant obtenu le plus de Trophés l'emporte … En cas d'égalité, parmi les camps
 * concernés par l'égalité, le camp ayant obtenu la dernière victoire l'emporte." Bands still level (no victory
 * at all, or the same last victory) share their rank (docs/rules-notes.md).
 */
import type { LedgerEvent } from '../ruleset/ruleset.js';
import { compareRecency, lastVictory } from './ledger.js';
import type { CampaignBand } from './load.js';

export interface Standing {
  readonly rank: number;
  readonly file: string;
  readonly band: string;
  readonly score: number;
  readonly scenarios: number;
  readonly wins: number;
  readonly losses: number;
  readonly last_victory: { readonly scenario: string; readonly played: number; readonly date: string } | null;
}

/** Ahead first: the higher score, then the more recent last victory (none is older than any). */
function compare(a: Standing & { last?: LedgerEvent }, b: Standing & { last?: LedgerEvent }): number {
  if (a.score !== b.score) return b.score - a.score;
  if (a.last && b.last) return compareRecency(b.last, a.last);
  return a.last ? -1 : b.last ? 1 : 0;
}

export function standings(bands: readonly CampaignBand[]): Standing[] {
  const rows = bands.map((b) => {
    const last = lastVictory(b.ledger);
    return {
      rank: 0,
      file: b.file,
      band: b.name,
      score: b.rules.totals(b.ledger.events)[b.rules.score] ?? 0,
      scenarios: b.ledger.events.length,
      wins: b.ledger.events.filter((e) => e.result === 'win').length,
      losses: b.ledger.events.filter((e) => e.result === 'loss').length,
      last_victory: last ? { scenario: last.scenario, played: last.played, date: last.date } : null,
      last,
    };
  });
  rows.sort((a, b) => compare(a, b) || a.band.localeCompare(b.band) || a.file.localeCompare(b.file));
  return rows.map(({ last: _last, ...row }, i) => {
    const tiedAbove = rows.findIndex((other) => compare(other, rows[i]!) === 0);
    return { ...row, rank: tiedAbove + 1 };
  });
}
