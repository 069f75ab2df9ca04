// Rulebook "Moral": one die for the unit. "Résultat du dé plus petit que leur moral : les personnages continuent à
// obéir … plus grand que le moral : raté, on se met en désordre … égal au moral : on continue à obéir si un chef …
// à portée de voix, réussit le test (donc de meilleur moral) ; sinon raté comme ci-dessus." With `--chef N`, the
// same die decides for the chef: the unit obeys on an equal result when the chef's moral is higher. "Si on était déjà
// en désordre, on s'enfuit pendant tout le tour de jeu suivant ou on se rend": `--already-in-disorder` turns the
// failure into `flees`. The moral's own "Groupe ou unité déjà en désordre : −1" is one of the optional modifiers that
// `--morale` already holds (docs/rules-notes.md): the flag does not take it off again.
import { usageError } from '../../../../core/diagnostics/errors.js';
import type { NamedRoll, Options, Report } from '../../../../core/ruleset/ruleset.js';
import { words } from '../explain.js';
import { flag, inRange, int } from '../options.js';

export type MoraleResult = 'obeys' | 'depends' | 'disorder' | 'flees';

export interface MoraleSituation {
  readonly morale: number;
  readonly chef?: number;
  /** The unit was en désordre already: a failure makes it flee (or surrender). */
  readonly alreadyInDisorder?: boolean;
}

export function moraleResult(die: number, s: MoraleSituation): MoraleResult {
  const failed: MoraleResult = s.alreadyInDisorder ? 'flees' : 'disorder';
  if (die < s.morale) return 'obeys';
  if (die > s.morale) return failed;
  if (s.chef === undefined) return 'depends';
  return die < s.chef ? 'obeys' : failed;
}

export function moraleOdds(s: MoraleSituation): Partial<Record<MoraleResult, number>> {
  const out: Partial<Record<MoraleResult, number>> = { obeys: 0, depends: 0, [s.alreadyInDisorder ? 'flees' : 'disorder']: 0 };
  for (let die = 1; die <= 6; die++) out[moraleResult(die, s)]! += 1 / 6;
  return out;
}

export function moraleSituation(o: Options): MoraleSituation {
  const morale = int(o, 'morale', '--morale');
  if (morale === undefined) throw usageError('argad/morale-required');
  const chef = int(o, 'chef', '--chef');
  return { morale: inRange(morale, 0, 7, '--morale'), ...(chef === undefined ? {} : { chef: inRange(chef, 0, 7, '--chef') }), alreadyInDisorder: flag(o, 'alreadyInDisorder') };
}

export const morale: NamedRoll = {
  run(options, { exact, rng, lang }): Report {
    const s = moraleSituation(options);
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-morale', { morale: s.morale }) };
    if (exact) {
      const odds = moraleOdds(s);
      return { json: odds, view: [heading, { kind: 'bars', items: Object.entries(odds).map(([k, p]) => ({ label: t.text(`argad/morale-${k}`), p })) }] };
    }
    const die = rng.die(6);
    const result = moraleResult(die, s);
    return { json: { die, morale: s.morale, result }, view: [heading, { kind: 'pairs', items: [[t.text('argad/view-die'), die], [t.text('argad/view-result'), t.text(`argad/morale-${result}`)]] }] };
  },
};
