// Rulebook "Règle optionnelle : Terrains dangereux, risque (noyade ou chute...)": the dé de lenteur "a alors un second
// effet … Résultat du dé plus petit que la classe : pas de problème … égal à la classe : un de ces personnages crie et
// jure … et ne peut rien faire d'autre que son mouvement … plus grand que la classe : un personnage … est en danger …
// Au tour suivant il ou elle doit refaire le même test, si c'est à nouveau raté c'est une chute mortelle ou noyade
// (ou une blessure si c'est un personnage à deux points de vie) … 6 naturel : comme ci-dessus et on relance un dé qui
// peut affecter un second personnage." "Modificateurs du dé pour le danger" (armure 4 +1, armure 5 +2, objet lourd
// +1 ou +2, autochtone −1, aidé −1, piéton monté +1, tas de foin −1): their sum is `--modifier`. "Les montés (deux
// dés) ont l'effet du plus petit dé en terrain difficile, du plus grand en terrain très difficile."
import { usageError } from '../../../../core/diagnostics/errors.js';
import type { NamedRoll, Options, Report } from '../../../../core/ruleset/ruleset.js';
import { percent } from '../../../../core/messages/numbers.js';
import { signed, words } from '../explain.js';
import { flag, inRange, int } from '../options.js';

export type DangerResult = 'safe' | 'shouts' | 'danger';
export const DANGER_RESULTS: readonly DangerResult[] = ['safe', 'shouts', 'danger'];

export interface DangerSituation {
  /** The classe (or the agility, the santé) the die is compared with. */
  readonly class: number;
  readonly modifier: number;
  readonly mounted: boolean;
  readonly veryDifficult: boolean;
}

/** The die that counts: one die on foot; a monté's smaller die in difficult terrain, its larger in very difficult. */
export const keptDie = (dice: readonly number[], s: DangerSituation): number => (s.veryDifficult ? Math.max(...dice) : Math.min(...dice));

export function dangerResult(die: number, s: DangerSituation): DangerResult {
  // A natural 6 is in danger "comme ci-dessus", whatever the modifiers.
  if (die === 6) return 'danger';
  const result = die + s.modifier;
  return result < s.class ? 'safe' : result === s.class ? 'shouts' : 'danger';
}

export function dangerOdds(s: DangerSituation) {
  const out: Record<DangerResult, number> = { safe: 0, shouts: 0, danger: 0 };
  let six = 0;
  const throws = s.mounted ? Array.from({ length: 36 }, (_, i) => [Math.floor(i / 6) + 1, (i % 6) + 1]) : [1, 2, 3, 4, 5, 6].map((d) => [d]);
  for (const dice of throws) {
    const die = keptDie(dice, s);
    out[dangerResult(die, s)] += 1 / throws.length;
    if (die === 6) six += 1 / throws.length;
  }
  // The second test, next turn, with the same modifiers: failed again, a fall (or a wound for two points de vie).
  return { ...out, natural_six: six, falls_if_unhelped: out.danger * out.danger };
}

export function dangerSituation(o: Options): DangerSituation {
  const cls = int(o, 'class', '--class');
  if (cls === undefined) throw usageError('argad/danger-class-required');
  const s = { class: inRange(cls, 1, 6, '--class'), modifier: inRange(int(o, 'modifier', '--modifier', 0)!, -6, 6, '--modifier'), mounted: flag(o, 'mounted'), veryDifficult: flag(o, 'veryDifficult') };
  if (s.veryDifficult && !s.mounted) throw usageError('argad/danger-very-difficult');
  return s;
}

export const danger: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const s = dangerSituation(options);
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-danger', { class: s.class, modifier: signed(s.modifier) }) };
    if (exact) {
      const odds = dangerOdds(s);
      return {
        json: odds,
        view: [
          heading,
          { kind: 'bars', items: DANGER_RESULTS.map((k) => ({ label: t.text(`argad/danger-${k}`), p: odds[k] })) },
          { kind: 'pairs', items: [[t.text('argad/danger-natural-six'), percent(odds.natural_six, t.lang)], [t.text('argad/danger-falls'), percent(odds.falls_if_unhelped, t.lang)]] },
        ],
      };
    }
    const dice = s.mounted ? [rng.die(6), rng.die(6)] : [rng.die(6)];
    const die = keptDie(dice, s);
    const result = dangerResult(die, s);
    return {
      json: { dice, die, class: s.class, modifier: s.modifier, result, natural_six: die === 6 },
      view: [heading, { kind: 'pairs', items: [[t.text('argad/view-dice'), dice.join(' ')], [t.text('argad/view-result'), t.text(`argad/danger-${result}`)]] }],
    };
  },
};
