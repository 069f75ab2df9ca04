// Rulebook "Test de réussite sous la compétence (ou sous la classe)": "Résultat du dé plus petit que sa perception :
// le personnage se rend compte de quelque chose. Résultat du dé plus grand … : rien vu du tout … Résultat du dé égal
// à sa perception : rien vu, mais refera le test au tour suivant." The same die for the agility, the santé … (the
// classe when the skill is not given). A retest on each equal result: success in the end is s / (1 − r).
import { usageError } from '../../../../core/diagnostics/errors.js';
import type { NamedRoll, Report } from '../../../../core/ruleset/ruleset.js';
import { percent } from '../../../../core/messages/numbers.js';
import { words } from '../explain.js';
import { inRange, int } from '../options.js';

export type SkillResult = 'success' | 'retry' | 'failure';

export const skillResult = (die: number, value: number): SkillResult => (die < value ? 'success' : die === value ? 'retry' : 'failure');

export function skillOdds(value: number): Record<SkillResult, number> & { success_in_the_end: number } {
  const out: Record<SkillResult, number> = { success: 0, retry: 0, failure: 0 };
  for (let die = 1; die <= 6; die++) out[skillResult(die, value)] += 1 / 6;
  return { ...out, success_in_the_end: out.success / (1 - out.retry) };
}

export const skill: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const given = int(options, 'value', '--value');
    if (given === undefined) throw usageError('argad/value-required');
    // 0 and 7 after modifiers: never, or always, under the value.
    const value = inRange(given, 0, 7, '--value');
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-skill', { value }) };
    if (exact) {
      const odds = skillOdds(value);
      return {
        json: odds,
        view: [heading, { kind: 'bars', items: (['success', 'retry', 'failure'] as const).map((k) => ({ label: t.text(`argad/skill-${k}`), p: odds[k] })) }, { kind: 'pairs', items: [[t.text('argad/skill-in-the-end'), percent(odds.success_in_the_end, t.lang)]] }],
      };
    }
    const die = rng.die(6);
    const result = skillResult(die, value);
    return { json: { die, value, result }, view: [heading, { kind: 'pairs', items: [[t.text('argad/view-die'), die], [t.text('argad/view-result'), t.text(`argad/skill-${result}`)]] }] };
  },
};
