/**
 * Why an F&F attack cannot hit: the Touche is one die (1 to 6) plus its modifiers, and it must reach the target's CA
 * (or its Trame against a spell). When even a 6, every Concentration point and every bonus played after the roll stay
 * under it, no roll hits; the reason gives the numbers. Any other attack with no chance (image miroir, a spell that
 * must exceed) keeps the general reason.
 */
import type { MessageCatalogue } from '../../../core/messages/catalogue.js';
import type { Params } from '../../../core/diagnostics/diagnostics.js';

interface Modifiers {
  readonly touche?: { readonly total: number };
  readonly defense?: { readonly name: string; readonly total: number };
  readonly concentration?: { readonly count: number };
  readonly conditional?: readonly { readonly roll: string; readonly value: number }[];
}

export function impossible(json: Readonly<Record<string, unknown>>): { code: string; params: Params } | undefined {
  const m = json.modifiers as Modifiers | undefined;
  if (!m?.touche || !m.defense) return undefined;
  const played = (m.conditional ?? []).filter((l) => l.roll === 'touche' && l.value > 0).reduce((s, l) => s + l.value, 0);
  const bonus = m.touche.total + (m.concentration?.count ?? 0) + played;
  const best = 6 + bonus;
  if (best >= m.defense.total) return undefined;
  return { code: 'ff/attack-cannot-reach', params: { best, bonus: bonus < 0 ? `− ${-bonus}` : `+ ${bonus}`, defense: m.defense.name, value: m.defense.total } };
}

export const impossibleMessages: MessageCatalogue = {
  en: { 'ff/attack-cannot-reach': 'no roll hits: the best Touche, 6 {bonus} = {best}, cannot reach the {defense} of {value}' },
  fr: { 'ff/attack-cannot-reach': 'aucun jet ne touche : la meilleure Touche, 6 {bonus} = {best}, ne peut atteindre la {defense} de {value}' },
};
