/** The derived profile for people: budget and faction card, one line of characteristics per figure, then its card. */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Block, View } from '../../core/ruleset/view.js';
import type { ActionProfile, FeesProfile, FigureProfile } from './derive.js';
import { messages } from './messages.js';
import { factionName, ruleText } from './names.js';

/** "Massue (2+) : Dégâts 2+ · repousser(1)", as the rulebook writes an action. */
export function actionLine(a: ActionProfile): string {
  const plus = a.plus ? '+' : '';
  const parts = [`${a.name} (${a.need}${plus})`];
  if (a.damage !== null) parts.push(`Dégâts ${a.damage}${plus}`);
  return [parts.join(' : '), ...a.effects.map(ruleText), ...(a.text ? [a.text] : [])].join(' · ');
}

/** Points spent and the faction card, for `show` and after each choice of `build`. */
export function bandPairs(profile: FeesProfile, t: Messages): Block {
  const { band } = profile;
  return {
    kind: 'pairs',
    items: [
      [t.text('fees/view-points'), `${band.points_spent} / ${band.points_budget}`],
      [t.text('fees/view-faction-card'), band.faction_card === null ? t.text('fees/view-none') : factionName(band.faction_card)],
    ],
  };
}

/** One line of characteristics per figure. */
export function figureTable(figures: readonly FigureProfile[], t: Messages): Block {
  return {
    kind: 'table',
    columns: ['name', 'cost', 'col-action', 'col-move', 'col-armour', 'col-health', 'factions'].map((k) => t.text(`fees/view-${k}`)),
    rows: figures.map((f) => [f.name, f.cost, f.action, f.move, f.armour, f.health, f.factions.map(factionName).join(', ') || '-']),
  };
}

/** The figure's actions, rules and text, under its name; nothing when its card has none. */
export function figureCard(f: FigureProfile, t: Messages): Block[] {
  const items: [string, string][] = [];
  f.actions.forEach((a, i) => items.push([i === 0 ? t.text('fees/view-actions') : '', actionLine(a)]));
  if (f.rules.length) items.push([t.text('fees/view-rules'), f.rules.map(ruleText).join(', ')]);
  if (f.text) items.push([t.text('fees/view-text'), f.text]);
  return items.length ? [{ kind: 'heading', text: f.name }, { kind: 'pairs', items }] : [];
}

export function view(profile: FeesProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  return [{ kind: 'heading', text: `${profile.name} (Fées d'armes)` }, bandPairs(profile, t), figureTable(profile.figures, t), ...profile.figures.flatMap((f) => figureCard(f, t))];
}
