/** Fées d'armes in a matchup: a figure's attacks are the profile actions of its card, each chosen by `--action`. */
import type { AttackChoice, Headline, MatchupMetric, Member } from '../../../core/ruleset/ruleset.js';
import type { FeesBand } from '../band.js';

export function attacks(band: FeesBand, member: Member): readonly AttackChoice[] {
  const figure = band.figures[Number(member.path[1])];
  return (figure?.actions ?? []).map((a) => ({ name: a.name, options: { action: a.name } }));
}

const num = (value: unknown): number | null => (typeof value === 'number' ? value : null);

/** The action's success is its hit. */
export const headline = (json: Readonly<Record<string, unknown>>): Headline => ({
  kill: num(json.p_kill),
  damage: num(json.expected_damage),
  hit: num(json.p_success),
});

/** One action rarely kills a figure through its Armure: the Santé it takes on average is the headline (docs/rules-notes.md). */
export const matchupMetric: MatchupMetric = { id: 'damage', title: { en: 'expected Santé lost per action', fr: 'Santé perdue en moyenne par action' } };
