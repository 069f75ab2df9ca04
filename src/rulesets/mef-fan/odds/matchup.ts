/** Mef-Fan in a matchup: a unit with Mél dice strikes, one with Tir dice shoots; the main outcome is a figure removed. */
import type { AttackChoice, Headline, MatchupMetric, Member } from '../../../core/ruleset/ruleset.js';
import type { MefBand } from '../band.js';

export function attacks(band: MefBand, member: Member): readonly AttackChoice[] {
  const unit = band.units[member.path[1] as number];
  if (!unit) return [];
  return [
    ...(unit.mel.length > 0 ? [{ name: 'melee', label: 'Mél', options: { weapon: 'melee' } }] : []),
    ...(unit.tir.length > 0 ? [{ name: 'ranged', label: 'Tir', options: { weapon: 'ranged' } }] : []),
  ];
}

const atLeastOne = (dist: unknown): number | null =>
  typeof dist === 'object' && dist !== null ? 1 - ((dist as Record<string, number>)['0'] ?? 0) : null;

/** Kill: at least one figure removed; damage: the expected Vie lost, capped at the target's (issue 38 item 22); hit: at least one wound. */
export const headline = (json: Readonly<Record<string, unknown>>): Headline => ({
  kill: atLeastOne(json.removed),
  damage: typeof json.expected_vie_lost === 'number' ? json.expected_vie_lost : null,
  hit: atLeastOne(json.wounds),
});

/** A unit loses figures: the chance one attack removes at least one is the headline (docs/rules-notes.md). */
export const matchupMetric: MatchupMetric = { id: 'kill', title: { en: 'chance to remove at least one figure in one attack', fr: 'chance de retirer au moins une figurine en une attaque' } };
