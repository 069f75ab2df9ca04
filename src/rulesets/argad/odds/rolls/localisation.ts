// Rulebook "Résistance à une blessure", "Règle optionnelle de localisation de blessure : On peut utiliser un D12 de
// localisation … : 1 tête : choqué, tombe sans agir ni bouger et peut être frappé avec +1 jusqu'à la fin du tour de
// jeu suivant. 2, 3, 4, 5, 6, 7 : tronc, bras, avant-bras : perte de force, frappe avec malus −1 et ne peut pas manier
// une arme à deux mains lourde. 8, 9, 10, 11, 12 bassin, jambe, cheville : mouvement à pied réduit de 4 cm."
import type { NamedRoll, Report } from '../../../../core/ruleset/ruleset.js';
import { words } from '../explain.js';

export type Location = 'head' | 'body' | 'legs';
export const LOCATIONS: readonly Location[] = ['head', 'body', 'legs'];

export const location = (die: number): Location => (die === 1 ? 'head' : die <= 7 ? 'body' : 'legs');

/** Each face of the D12 counted: 1/12, 6/12, 5/12. */
export function locationOdds(): Record<Location, number> {
  const out: Record<Location, number> = { head: 0, body: 0, legs: 0 };
  for (let die = 1; die <= 12; die++) out[location(die)] += 1 / 12;
  return out;
}

export const localisation: NamedRoll = {
  run(_options, { exact, rng, lang }): Report {
    const t = words(lang ?? 'en');
    const heading = { kind: 'heading' as const, text: t.text('argad/roll-localisation') };
    if (exact) {
      const odds = locationOdds();
      return { json: odds, view: [heading, { kind: 'bars', items: LOCATIONS.map((k) => ({ label: t.text(`argad/location-${k}`), p: odds[k] })) }] };
    }
    const die = rng.die(12);
    const result = location(die);
    return { json: { die, result }, view: [heading, { kind: 'pairs', items: [[t.text('argad/view-die'), die], [t.text('argad/view-result'), t.text(`argad/location-${result}`)]] }] };
  },
};
