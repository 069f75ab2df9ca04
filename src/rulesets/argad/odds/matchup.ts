/** Argad! in a matchup: every line strikes in melee; one with a ranged weapon shoots too (at the `--range` given). */
import type { AttackChoice, Headline, MatchupMetric, Member } from '../../../core/ruleset/ruleset.js';
import type { ArgadBand } from '../band.js';

export function attacks(band: ArgadBand, member: Member): readonly AttackChoice[] {
  const c = band.characters[member.path[1] as number];
  if (!c) return [];
  const melee: AttackChoice = { name: 'melee', label: c.melee.name, options: { weapon: 'melee' } };
  return c.ranged ? [melee, { name: 'ranged', label: c.ranged.name, options: { weapon: 'ranged' } }] : [melee];
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Hits of a volley by count: the chance of at least one. */
function hits(json: Readonly<Record<string, unknown>>): { some: number } | null {
  const dist = json.hits;
  if (typeof dist !== 'object' || dist === null) return null;
  return { some: 1 - ((dist as Record<string, number>)['0'] ?? 0) };
}

/**
 * Kill: the figure taken out (`p_kill`; a wound of a character of two points de vie is not one). Damage: the points de
 * vie lost, capped at what the target has left (`expected_pv_lost`). Hit: a blow that does not miss (kill, wound or
 * recoil), a volley with at least one hit.
 */
export function headline(json: Readonly<Record<string, unknown>>): Headline {
  const volley = hits(json);
  const kill = num(json.p_kill);
  const miss = num(json.p_miss);
  return { kill, damage: num(json.expected_pv_lost) ?? kill, hit: volley ? volley.some : miss === null ? null : 1 - miss };
}

/** A blow kills or not (a figure per line is removed): its chance to kill is the headline (docs/rules-notes.md). */
export const matchupMetric: MatchupMetric = { id: 'kill', title: { en: 'chance to kill in one attack', fr: 'chance de tuer en une attaque' } };
