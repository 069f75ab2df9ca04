/** Argad! in a matchup: every line strikes in melee; one with a ranged weapon shoots too (at the `--range` given). */
import type { AttackChoice, Headline, MatchupMetric, Member } from '../../../core/ruleset.js';
import type { ArgadBand } from '../band.js';

export function attacks(band: ArgadBand, member: Member): readonly AttackChoice[] {
  const c = band.characters[member.path[1] as number];
  if (!c) return [];
  const melee: AttackChoice = { name: 'melee', label: c.melee.name, options: { weapon: 'melee' } };
  return c.ranged ? [melee, { name: 'ranged', label: c.ranged.name, options: { weapon: 'ranged' } }] : [melee];
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** Hits of a volley by count: the expected hits, and the chance of at least one. */
function hits(json: Readonly<Record<string, unknown>>): { expected: number; some: number } | null {
  const dist = json.hits;
  if (typeof dist !== 'object' || dist === null) return null;
  const entries = Object.entries(dist as Record<string, number>);
  return { expected: entries.reduce((s, [k, p]) => s + Number(k) * p, 0), some: 1 - ((dist as Record<string, number>)['0'] ?? 0) };
}

/**
 * A blow kills (`p_kill`) or not, so its expected damage, in figures, is its chance to kill; a volley counts its
 * hits. Hit: a blow that does not miss (kill or recoil), a volley with at least one hit.
 */
export function headline(json: Readonly<Record<string, unknown>>): Headline {
  const volley = hits(json);
  const kill = num(json.p_kill);
  const miss = num(json.p_miss);
  return { kill, damage: volley ? volley.expected : kill, hit: volley ? volley.some : miss === null ? null : 1 - miss };
}

/** A blow kills or not (a figure per line is removed): its chance to kill is the headline (docs/rules-notes.md). */
export const matchupMetric: MatchupMetric = { id: 'kill', title: { en: 'chance to kill in one attack', fr: 'chance de tuer en une attaque' } };
