// "Le ou les camps considérés comme vainqueurs obtiennent un nombre de trophées dépendant du nombre de scénario déjà
// joués": the band's own ledger knows how many it has played (docs/rules-notes.md, "Trophies: the ledger knows").
import { ruleError } from '../../../core/diagnostics/errors.js';
import { playedSoFar } from '../../../core/campaign/ledger.js';
import type { LedgerEvent } from '../../../core/ruleset/ruleset.js';
import type { FfBand } from '../band.js';

/**
 * `--played` against the band's own ledger: refused when fewer than that ledger knows were played (one more than the
 * `played` of its latest scenario). More can be: the band sat out scenarios of the campaign, or joined it late.
 */
export function checkPlayed(band: FfBand | undefined, played: number): void {
  const ledger = band?.campaign;
  // Stryker disable next-line ConditionalExpression: an empty ledger knows 0, which no count is below
  if (!ledger) return;
  const known = playedSoFar([ledger]);
  if (played < known) throw ruleError('ff/campaign-played-contradicts', { name: band.name, actual: played, count: known });
}

/** Events whose `played` is not above the one before them in the ledger: no scenario is played before an earlier one. */
export function playedOutOfOrder(events: readonly LedgerEvent[]): { index: number; previous: LedgerEvent }[] {
  return events.flatMap((event, index) => {
    const previous = events[index - 1];
    return previous && event.played <= previous.played ? [{ index, previous }] : [];
  });
}
