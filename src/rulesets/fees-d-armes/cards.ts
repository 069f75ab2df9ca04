/**
 * What `print` puts on paper, after §3.2 "Cartes de profil": cost, faction symbols and characteristics on top, each
 * action with its need and damage (recto), the special rules in full (verso, §3.4 and §5), Santé to tick.
 */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Card, CardRule } from '../../core/ruleset/ruleset.js';
import type { View } from '../../core/ruleset/view.js';
import type { FeesAction, FeesBand, FeesFigure, RuleRef } from './band.js';
import type { FeesProfile } from './derive.js';
import { messages } from './messages.js';
import { factionName } from './names.js';
import { RULE_TEXTS } from './rule-texts.js';

const LABELS = {
  en: { profile: 'Profile card', figures: 'figures', health: 'Santé (total)', dice: 'dice' },
  fr: { profile: 'Carte de profil', figures: 'figurines', health: 'Santé (total)', dice: 'dés' },
} as const;

/** "Repousser (1)", "Sans peur"; free text as written. */
const ruleName = (r: RuleRef): string => (r.def ? `${r.def.name}${r.param !== undefined ? ` (${r.param})` : ''}` : r.text);
const points = (n: number): string => `${n} pt${n > 1 ? 's' : ''}`;

/** "Massue (2+)" and "Dégâts 2+ · Repousser (1)", as the rulebook writes an action. */
function action(a: FeesAction): { label: string; text?: string } {
  const plus = a.plus ? '+' : '';
  const parts = [...(a.damage !== undefined ? [`Dégâts ${a.damage}${plus}`] : []), ...a.effects.map(ruleName), ...(a.text ? [a.text] : [])];
  return { label: `${a.name} (${a.need}${plus})`, ...(parts.length ? { text: parts.join(' · ') } : {}) };
}

/** Every §5 rule the card names, once, in full. */
function rules(f: FeesFigure): CardRule[] {
  const refs = [...f.rules, ...f.actions.flatMap((a) => a.effects)].filter((r) => r.def);
  const seen = new Set<string>();
  return refs.flatMap((r) => {
    const title = ruleName(r);
    const key = r.def!.id === 'tir' && r.param !== undefined ? 'tir-x' : r.def!.id;
    if (seen.has(title) || !RULE_TEXTS[key]) return [];
    seen.add(title);
    return [{ title, text: RULE_TEXTS[key]!.replace(/\bX\b/g, r.param ?? 'X') }];
  });
}

function profileCard(f: FeesFigure, lang: Lang): Card {
  const free = f.rules.filter((r) => !r.def).map((r) => r.text);
  return {
    kind: LABELS[lang].profile,
    title: f.name,
    cost: points(f.cost),
    badges: f.factions.map(factionName),
    stats: [[
      { label: 'Action', value: `${f.action} D6` },
      { label: 'Mouvement', value: f.move },
      { label: 'Armure', value: f.armour },
      { label: 'Santé', value: f.health },
    ]],
    tracks: [{ label: 'Santé', boxes: f.health }],
    lines: f.actions.map(action),
    ...(free.length || f.text ? { text: [...free, ...(f.text ? [f.text] : [])].join('\n') } : {}),
    rules: rules(f),
  };
}

export const cards = (band: FeesBand, _profile: FeesProfile, lang: Lang = 'fr'): Card[] => band.figures.map((f) => profileCard(f, lang));

/** The roster page: points and faction card, the totals, one line of characteristics per figure. */
export function sheet(_band: FeesBand, profile: FeesProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const { band, figures } = profile;
  return [
    { kind: 'heading', text: `${profile.name} (Fées d'armes)` },
    {
      kind: 'pairs',
      items: [
        [t.text('fees/view-points'), `${band.points_spent} / ${band.points_budget}`],
        [t.text('fees/view-faction-card'), band.faction_card === null ? t.text('fees/view-none') : factionName(band.faction_card)],
        [LABELS[lang].figures, figures.length],
        [LABELS[lang].health, figures.reduce((n, f) => n + f.health, 0)],
      ],
    },
    {
      kind: 'table',
      columns: ['name', 'cost', 'col-action', 'col-move', 'col-armour', 'col-health', 'factions'].map((k) => t.text(`fees/view-${k}`)),
      rows: figures.map((f) => [f.name, points(f.cost), `${f.action} D6`, f.move, f.armour, f.health, f.factions.map(factionName).join(', ') || '-']),
    },
  ];
}
