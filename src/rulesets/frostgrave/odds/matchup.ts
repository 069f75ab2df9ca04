/** Frostgrave in a matchup: every figure fights; one with a bow or a crossbow shoots too. */
import type { AttackChoice, Headline, MatchupMetric, Member } from '../../../core/ruleset/ruleset.js';
import type { FgBand } from '../band.js';

export function attacks(band: FgBand, member: Member): readonly AttackChoice[] {
  const figure = band.figures[member.path[1] as number];
  if (!figure) return [];
  // The excerpt's words: a fight ("Combat") and a shot with the bow or crossbow.
  const melee: AttackChoice = { name: 'melee', label: 'Combat', options: { weapon: 'melee' } };
  return figure.weapon.kind === 'ranged' ? [melee, { name: 'ranged', label: `Tir (${figure.weapon.name})`, options: { weapon: 'ranged' } }] : [melee];
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** A fight is won (`p_win`) where a shot hits (`p_hit`). */
export const headline = (json: Readonly<Record<string, unknown>>): Headline => ({
  kill: num(json.p_kill),
  damage: num(json.expected_damage),
  hit: num(json.p_hit) ?? num(json.p_win),
});

/** A fight or a shot often takes a figure's Santé to 0: the chance to kill is the headline (docs/rules-notes.md). */
export const matchupMetric: MatchupMetric = { id: 'kill', title: { en: 'chance to kill in one attack', fr: 'chance de tuer en une attaque' } };
