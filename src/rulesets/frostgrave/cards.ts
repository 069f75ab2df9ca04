/**
 * What `print` puts on paper: the roster (figures by type, stat lines, weapons by name) and a card per figure: its
 * stat line as boxes in the excerpt's order, Santé to tick, its rolls, its weapon and the modifiers declared.
 */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Card } from '../../core/ruleset/ruleset.js';
import type { View } from '../../core/ruleset/view.js';
import type { FgBand } from './band.js';
import type { FgProfile, FigureProfile } from './derive.js';
import { messages } from './messages.js';
import { typeCell } from './view.js';

const TYPE_NAMES = { mage: 'Mage', apprenti: 'Apprenti', soldat: 'Soldat' } as const;
const LABELS = {
  en: { figure: 'Figure', fight: 'In a fight', shooting: 'Shooting', declared: 'Declared modifiers', figures: 'figures', health: 'Santé (total)', undead: 'Never wounded', undeadText: 'mort-vivant, démon or golem: the wounded rule never applies' },
  fr: { figure: 'Figurine', fight: 'Au combat', shooting: 'Au tir', declared: 'Modificateurs déclarés', figures: 'figurines', health: 'Santé (total)', undead: 'Jamais blessé', undeadText: 'mort-vivant, démon ou golem : la règle des blessures ne s’applique jamais' },
} as const;

const signed = (n: number): string => (n >= 0 ? `+${n}` : String(n));
const capital = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}`;
/** The stat line in the excerpt's words and order. */
const STAT_LABELS = ['Mouvement', 'Combat', 'Tir', 'Armure', 'Volonté', 'Santé'] as const;
const statLine = (f: FigureProfile) => [
  { label: 'Mouvement', value: f.move },
  { label: 'Combat', value: signed(f.fight) },
  { label: 'Tir', value: signed(f.shoot) },
  { label: 'Armure', value: f.armour },
  { label: 'Volonté', value: signed(f.will) },
  { label: 'Santé', value: f.health },
];

export function cards(band: FgBand, profile: FgProfile, lang: Lang = 'fr'): Card[] {
  const l = LABELS[lang];
  return profile.figures.map((f, i): Card => {
    const weapon = band.figures[i]!.weapon;
    const mods = [f.fight_mod && `Combat ${signed(f.fight_mod)}`, f.shoot_mod && `Tir ${signed(f.shoot_mod)}`, f.damage_mod && `dommages ${signed(f.damage_mod)}`].filter(Boolean);
    return {
      kind: l.figure,
      title: f.name,
      subtitle: [f.type ? TYPE_NAMES[f.type] : '', capital(weapon.name)].filter(Boolean).join(' · '),
      // Six full words do not fit one row of the card: two rows of three, in order.
      stats: [statLine(f).slice(0, 3), statLine(f).slice(3)],
      tracks: [{ label: 'Santé', boxes: f.health }],
      lines: [
        { label: l.fight, text: `D20${signed(f.fight_roll)}, dommages ${signed(f.melee_damage_mod)}` },
        ...(f.shoot_roll === null ? [] : [{ label: l.shooting, text: `D20${signed(f.shoot_roll)}, dommages ${signed(f.ranged_damage_mod ?? 0)}` }]),
        { label: capital(weapon.name), text: weapon.effect },
        ...(mods.length ? [{ label: l.declared, text: mods.join(', ') }] : []),
        ...(f.undead ? [{ label: l.undead, text: l.undeadText }] : []),
      ],
    };
  });
}

/** The roster page: figures by type and the Santé of the band, then one stat line per figure. */
export function sheet(band: FgBand, profile: FgProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const l = LABELS[lang];
  const { counts, figures } = profile;
  return [
    { kind: 'heading', text: `${profile.name} (Frostgrave)` },
    {
      kind: 'pairs',
      items: [
        [t.text('frostgrave/view-counts'), `${counts.mage} / ${counts.apprenti} / ${counts.soldat}`],
        [l.figures, figures.length],
        [l.health, figures.reduce((n, f) => n + f.health, 0)],
      ],
    },
    {
      kind: 'table',
      columns: [t.text('frostgrave/view-name'), t.text('frostgrave/view-type'), ...STAT_LABELS, t.text('frostgrave/view-weapon'), l.fight, l.shooting],
      rows: figures.map((f, i) => [
        f.name,
        typeCell(f, f.type ? TYPE_NAMES[f.type] : '-', t),
        ...statLine(f).map((s) => s.value),
        band.figures[i]!.weapon.name,
        `D20${signed(f.fight_roll)}, dommages ${signed(f.melee_damage_mod)}`,
        f.shoot_roll === null ? '-' : `D20${signed(f.shoot_roll)}, dommages ${signed(f.ranged_damage_mod ?? 0)}`,
      ]),
    },
  ];
}
