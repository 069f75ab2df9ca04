/**
 * French typography on a printed band (`print --lang fr`): the roster and every card's words through `frenchText`, in
 * one place, so that no catalogue string has to carry its own no-break spaces (` : ; ? !` and `%`).
 */
import type { Card } from '../../core/ruleset/ruleset.js';
import type { View } from '../../core/ruleset/view.js';
import { french, frenchText } from '../render.js';

const f = <T,>(value: T): T => (typeof value === 'string' ? (frenchText(value) as T) : value);

export function frenchCard(card: Card): Card {
  return {
    ...card,
    kind: f(card.kind),
    title: f(card.title),
    ...(card.subtitle !== undefined ? { subtitle: f(card.subtitle) } : {}),
    ...(card.stats ? { stats: card.stats.map((row) => row.map((s) => ({ label: f(s.label), value: f(s.value) }))) } : {}),
    ...(card.tracks ? { tracks: card.tracks.map((t) => ({ ...t, label: f(t.label) })) } : {}),
    ...(card.lines ? { lines: card.lines.map((l) => ({ label: f(l.label), ...(l.text !== undefined ? { text: f(l.text) } : {}) })) } : {}),
    ...(card.fields ? { fields: card.fields.map(([k, v]) => [f(k), f(v)] as const) } : {}),
    ...(card.text !== undefined ? { text: f(card.text) } : {}),
    ...(card.rules ? { rules: card.rules.map((r) => ({ title: f(r.title), text: f(r.text) })) } : {}),
  };
}

/** The roster and cards as printed in `lang`: French typography in French, as they are in English. */
export const typesetPrint = (lang: string, roster: View, cards: readonly Card[]): { roster: View; cards: readonly Card[] } =>
  lang === 'fr' ? { roster: french(roster), cards: cards.map(frenchCard) } : { roster, cards };
