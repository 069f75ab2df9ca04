/** Modifiers for people and for scripts. */
import { Messages, type Lang } from '../../../core/messages/catalogue.js';
import type { Block } from '../../../core/ruleset/view.js';
import { messages } from '../messages.js';
import { total, type Modifier } from './modifiers.js';

export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
export const words = (lang: Lang): Messages => new Messages(lang, [messages]);

export const modifiersJson = (mods: readonly Modifier[]) => mods.map((m) => ({ code: m.code, value: m.value }));

export function modifierBlock(mods: readonly Modifier[], t: Messages, who?: string): Block {
  const items: [string, string][] = mods.map((m) => [t.text(m.code, m.params), signed(m.value)]);
  items.push([who ? t.text('argad/view-total-of', { name: who }) : t.text('argad/view-total'), signed(total(mods))]);
  return { kind: 'pairs', items };
}
