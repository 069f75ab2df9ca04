/**
 * What `print` puts on paper: the roster (names as the rulebook writes them, points and figures) and a card per unit:
 * Dép, Mél, Tir, Déf, Men, Vie as boxes (II "Caractéristiques"), figures and Vie to tick, the shooting weapon with its
 * range and ammunition, the unit's special rules and spells in full.
 */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Card, CardLine, CardRule, CardTrack } from '../../core/ruleset/ruleset.js';
import type { View } from '../../core/ruleset/view.js';
import type { MefBand, MefUnit } from './band.js';
import type { MefProfile } from './derive.js';
import { messages } from './messages.js';

/** The rulebook's names of the catalogue ids (accents restored). */
const NAMES: Readonly<Record<string, string>> = {
  troupe: 'Troupe', chef: 'Chef', general: 'Général', magicien: 'Magicien', guerisseur: 'Guérisseur', 'porte-banniere': 'Porte-bannière', musicien: 'Musicien',
  normal: '', bond: 'Bond', vol: 'Vol',
  'tres-courte': 'très courte', courte: 'courte', normale: 'normale', longue: 'longue', 'tres-longue': 'très longue',
  illimitees: 'munitions illimitées', limitees: 'munitions limitées', unique: 'munition unique',
  lance: 'Lance', effrayant: 'Effrayant',
  'eclair-magique': 'Éclair magique', 'pluie-de-pierres': 'Pluie de pierres', terreur: 'Terreur', levitation: 'Lévitation', motivation: 'Motivation',
  desorientation: 'Désorientation', enchevetrement: 'Enchevêtrement', tremblement: 'Tremblement', aveuglement: 'Aveuglement', fragilite: 'Fragilité',
  'cri-psychique': 'Cri psychique', 'vitesse-du-vent': 'Vitesse du vent', 'force-impie': 'Force impie', 'vision-de-l-aigle': "Vision de l'aigle",
  'peau-de-pierre': 'Peau de pierre', 'volonte-inebranlable': 'Volonté inébranlable',
};
export const displayName = (id: string): string => NAMES[id] ?? id;

/** II "Caractéristiques": the texts of the special rules a unit can carry, as the rulebook writes them. */
const RULE_TEXTS: Readonly<Record<string, string>> = {
  bond: "Elle est au sol en début et fin de son déplacement, mais effectue celui-ci dans les airs et peut donc normalement ignorer tout terrain infranchissable ou difficile. Elle peut décider de se déplacer normalement ou de bondir. Si elle décide de bondir, son déplacement s'effectuera forcément en ligne droite.",
  vol: "Elle ne sera normalement pas au sol (sauf si son possesseur le désire et le précise) à moins qu'elle ne charge une unité au sol. Tant qu'elle sera en vol, aucune autre unité ne pourra l'engager en Mêlée sauf si elle aussi dispose de Vol. Elle sera en revanche parfaitement atteignable par les tirs et autres.",
  lance: 'Une unité équipée d\'une lance obtient un bonus supplémentaire de 1 en Mêlée en charge (+2 au total, donc +3 si elle charge dans le dos) ou en garde.',
  effrayant: "cette unité terrorise l'adversaire. Celui-ci effectue un jet de Men et, s'il le rate, aura un malus de -1 en Mél pour ce tour de corps-à-corps.",
  perforant: "L'adversaire aura un malus de X à son score de Déf.",
};

const LABELS = {
  en: { unit: 'Unit', character: 'Character', figures: 'Figures', vie: 'Vie', vieEach: 'Vie (each)', spell: 'Spell', models: 'figures', units: 'units', perFigure: 'cost / figure', perUnit: 'cost / unit', extras: 'equipment, skills, spells' },
  fr: { unit: 'Unité', character: 'Personnage', figures: 'Figurines', vie: 'Vie', vieEach: 'Vie (chacune)', spell: 'Sort', models: 'figurines', units: 'unités', perFigure: 'coût / figurine', perUnit: 'coût / unité', extras: 'équipement, compétences, sorts' },
} as const;

const perforant = (p: number): string => (p > 0 ? ` P${p}` : '');
const mel = (u: MefUnit): string => u.mel.map((m) => `${m.score}${perforant(m.perforant)}`).join(' / ') || '-';

/** "5 Perforant 2 : portée longue (120 cm), munitions illimitées" */
const shooting = (u: MefUnit): CardLine[] =>
  u.tir.map((t) => ({
    label: `Tir ${t.score}${t.perforant ? ` Perforant ${t.perforant}` : ''}`,
    text: `portée ${displayName(t.portee.id)} (${t.portee.cm} cm), ${displayName(t.munitions.id)}`,
  }));

function rules(u: MefUnit, lang: Lang): CardRule[] {
  const perforants = [...new Set([...u.mel, ...u.tir].map((s) => s.perforant).filter((p) => p > 0))];
  return [
    ...(u.movement.id !== 'normal' ? [{ title: displayName(u.movement.id), text: RULE_TEXTS[u.movement.id]! }] : []),
    ...perforants.map((p) => ({ title: `Perforant ${p}`, text: RULE_TEXTS.perforant!.replace('X', String(p)) })),
    ...[...u.equipment, ...u.skills].map((e) => ({ title: displayName(e.def.id), text: RULE_TEXTS[e.def.id]! })),
    ...u.spells.map((s) => ({ title: `${LABELS[lang].spell}${lang === 'fr' ? ' : ' : ': '}${displayName(s.def.id)}`, text: s.def.effect })),
  ];
}

function card(u: MefUnit, profile: MefProfile['units'][number], lang: Lang): Card {
  const l = LABELS[lang];
  const tracks: CardTrack[] = [];
  if (u.models > 1) tracks.push({ label: l.figures, boxes: u.models });
  tracks.push({ label: u.models > 1 ? l.vieEach : l.vie, boxes: u.vie });
  return {
    kind: u.role.character ? l.character : l.unit,
    title: u.name,
    ...(u.models > 1 ? { count: u.models } : {}),
    cost: u.models > 1 ? `${profile.figure_cost}# × ${u.models} = ${profile.unit_cost}#` : `${profile.unit_cost}#`,
    subtitle: [displayName(u.role.id), displayName(u.movement.id)].filter(Boolean).join(' · '),
    stats: [[
      { label: 'Dép', value: u.dep },
      { label: 'Mél', value: mel(u) },
      { label: 'Tir', value: u.tir.map((t) => t.score).join(' / ') || '-' },
      { label: 'Déf', value: u.def },
      { label: 'Men', value: u.men },
      { label: 'Vie', value: u.vie },
    ]],
    tracks,
    lines: shooting(u),
    rules: rules(u, lang),
  };
}

export const cards = (band: MefBand, profile: MefProfile, lang: Lang = 'fr'): Card[] => band.units.map((u, i) => card(u, profile.units[i]!, lang));

/** The roster page: points spent and agreed, figures and units, one line of characteristics and costs per unit. */
export function sheet(band: MefBand, profile: MefProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const l = LABELS[lang];
  return [
    { kind: 'heading', text: `${profile.name} (Mini Figs Mef-Fan)` },
    {
      kind: 'pairs',
      items: [
        [t.text('mef-fan/view-points'), `${profile.band.points_spent} / ${profile.band.points_budget}`],
        [l.units, band.units.length],
        [l.models, band.units.reduce((n, u) => n + u.models, 0)],
        [t.text('mef-fan/view-campaign'), t.text(profile.campaign ? 'mef-fan/view-yes' : 'mef-fan/view-no')],
      ],
    },
    {
      kind: 'table',
      columns: [t.text('mef-fan/view-name'), t.text('mef-fan/view-role'), t.text('mef-fan/view-models'), 'Dép', 'Mél', 'Tir', 'Déf', 'Men', 'Vie', l.extras, l.perFigure, l.perUnit],
      rows: band.units.map((u, i) => [
        u.name,
        displayName(u.role.id),
        u.models,
        [String(u.dep), displayName(u.movement.id)].filter(Boolean).join(' '),
        mel(u),
        u.tir.map((x) => `${x.score}${perforant(x.perforant)}, ${displayName(x.portee.id)}`).join(' / ') || '-',
        u.def,
        u.men,
        u.vie,
        [...u.equipment, ...u.skills, ...u.spells].map((e) => displayName(e.def.id)).join(', ') || '-',
        `${profile.units[i]!.figure_cost}#`,
        `${profile.units[i]!.unit_cost}#`,
      ]),
    },
  ];
}
