/** Problems of a ledger any ruleset reports the same way: a scenario twice, totals that are not the events' sums. */
import { error, type Finding } from '../diagnostics/diagnostics.js';
import type { CampaignRules, Ledger } from '../ruleset/ruleset.js';
import { CAMPAIGN_KEY, awardKeys, scenarioKey } from './ledger.js';

/** "Running it twice by mistake changes nothing": a ledger holds each scenario once. */
export function duplicateScenarios(ledger: Ledger): Finding[] {
  const seen = new Set<string>();
  const findings: Finding[] = [];
  ledger.events.forEach((e, i) => {
    const key = scenarioKey(e.scenario);
    if (seen.has(key)) findings.push(error('campaign/duplicate-scenario', [CAMPAIGN_KEY, 'ledger', i, 'scenario'], { actual: e.scenario }));
    seen.add(key);
  });
  return findings;
}

/** Totals are derived from the events; written totals that differ are reported (the events count). */
export function totalsMismatch(ledger: Ledger, rules: CampaignRules<unknown>): Finding[] {
  if (!ledger.totals) return [];
  const derived = rules.totals(ledger.events);
  return awardKeys(rules)
    .filter((key) => (ledger.totals![key] ?? 0) !== (derived[key] ?? 0))
    .map((key) => error('campaign/totals-mismatch', [CAMPAIGN_KEY, 'totals', key], { key, limit: derived[key] ?? 0, actual: ledger.totals![key] ?? 0 }));
}

export const ledgerFindings = (ledger: Ledger, rules: CampaignRules<unknown>): Finding[] => [
  ...duplicateScenarios(ledger),
  ...totalsMismatch(ledger, rules),
];
