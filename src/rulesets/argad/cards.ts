/**
 * What `print` puts on paper: the roster (names as the rulebook writes them, the points and the figures) and a card
 * per character or line of characters: classe, armure, santé, moral and die as boxes, weapons with their shooting
 * table, figures and points de vie to tick, skills in full.
 */
import { Messages, type Lang } from '../../core/messages/catalogue.js';
import type { Card, CardLine, CardTrack } from '../../core/ruleset/ruleset.js';
import type { View } from '../../core/ruleset/view.js';
import type { ArgadBand, ArgadCharacter } from './band.js';
import { MELEE } from './catalogue/melee.js';
import { RANGE_BANDS, type ArmourDef, type RangedDef } from './catalogue/types.js';
import type { ArgadProfile } from './derive.js';
import { messages } from './messages.js';

const ROLE_NAMES = { chef: 'Chef', musicien: 'Musicien', 'porte-embleme': 'Porte-emblème' } as const;
const MOUNT_NAMES = { cavalier: 'Cavalier', 'pieton-monte': 'Piéton monté' } as const;
const LABELS = {
  en: { character: 'Character', unit: 'Characters', figures: 'Figures', pv: 'Points de vie', pvEach: 'Points de vie (each)', total: 'points (total)', count: 'figures', animals: 'pack animals', weapons: 'weapons', skills: 'skills', role: 'role' },
  fr: { character: 'Personnage', unit: 'Personnages', figures: 'Figurines', pv: 'Points de vie', pvEach: 'Points de vie (chacun)', total: 'points (total)', count: 'figurines', animals: 'animaux de bât', weapons: 'armes', skills: 'compétences', role: 'rôle' },
} as const;

const capital = (text: string): string => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const armourValue = (a: ArmourDef): string => (a.id === 'legere' ? 'légère' : a.label);

/** "5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm, ext.)" */
const table = (w: RangedDef): string =>
  RANGE_BANDS.flatMap((b) => {
    const c = w.bands[b];
    return c ? [`${c.need === 5 ? '5-6' : c.need} (${c.cm} cm${c.outdoors ? ', ext.' : ''})`] : [];
  }).join(' · ');

/** "−1 contre armure 4 ou 5 (40-60 cm)" */
const armourNotes = (w: RangedDef): string[] =>
  w.armour.map((m) => `${String(m.modifier).replace('-', '−')} contre armure ${m.from === m.to ? m.from : `${m.from} ou ${m.to}`}${m.bands ? ` (${m.bands.map((b) => `${w.bands[b]?.cm} cm`).join(', ')})` : ''}`);

function weapons(c: ArgadCharacter): CardLine[] {
  // A weapon by name says its length; a heavy tool's power cancels its malus.
  const category = c.melee.id === c.melee.category ? '' : `, ${MELEE.find((m) => m.id === c.melee.category)!.name}`;
  const lines: CardLine[] = [{ label: capital(c.melee.name), text: `mêlée${category}${c.melee.clumsy && !c.melee.heavy ? ', −1 pour frapper' : ''}` }];
  if (c.ranged) lines.push({ label: capital(c.ranged.name), text: [table(c.ranged), ...armourNotes(c.ranged), c.ranged.notes].filter(Boolean).join(' ; ') });
  return lines;
}

function card(c: ArgadCharacter, cost: number, lang: Lang): Card {
  const l = LABELS[lang];
  const tracks: CardTrack[] = [];
  if (c.count > 1) tracks.push({ label: l.figures, boxes: c.count });
  tracks.push({ label: c.count > 1 ? l.pvEach : l.pv, boxes: c.healthPoints });
  const subtitle = [c.role && ROLE_NAMES[c.role], c.mounted && MOUNT_NAMES[c.mounted]].filter(Boolean).join(' · ');
  return {
    kind: c.count > 1 ? l.unit : l.character,
    title: c.name,
    ...(c.count > 1 ? { count: c.count } : {}),
    cost: c.count > 1 ? `${cost / c.count} × ${c.count} = ${cost} pts` : `${cost} pts`,
    ...(subtitle ? { subtitle } : {}),
    stats: [[
      { label: 'Classe', value: c.class },
      { label: 'Armure', value: armourValue(c.armour) },
      { label: 'Santé', value: c.health },
      { label: 'Moral', value: c.morale },
      { label: 'Dé', value: `D${c.die}` },
    ]],
    tracks,
    lines: weapons(c),
    rules: c.skills.map((s) => ({ title: s.def.name, text: s.def.effect })),
  };
}

export const cards = (band: ArgadBand, profile: ArgadProfile, lang: Lang = 'fr'): Card[] => band.characters.map((c, i) => card(c, profile.characters[i]!.cost, lang));

/** The roster page: points and figures, then one line per character or line of characters. */
export function sheet(band: ArgadBand, profile: ArgadProfile, lang: Lang): View {
  const t = new Messages(lang, [messages]);
  const l = LABELS[lang];
  return [
    { kind: 'heading', text: `${profile.name} (Argad!)` },
    {
      kind: 'pairs',
      items: [
        [l.total, profile.band.budget],
        [l.count, band.characters.reduce((n, c) => n + c.count, 0)],
        ...(band.packAnimals ? [[l.animals, band.packAnimals] as [string, number]] : []),
      ],
    },
    {
      kind: 'table',
      columns: [t.text('argad/view-name'), t.text('argad/view-count'), 'Classe', 'Armure', 'Santé', 'Moral', l.weapons, l.skills, t.text('argad/view-cost')],
      rows: band.characters.map((c, i) => [
        c.name + (c.role ? ` (${ROLE_NAMES[c.role]})` : ''),
        c.count,
        c.class,
        armourValue(c.armour),
        c.health,
        c.morale,
        [c.melee.name, c.ranged?.name].filter(Boolean).join(', '),
        c.skills.map((s) => s.def.name).join(', ') || '-',
        profile.characters[i]!.cost,
      ]),
    },
    { kind: 'lines', lines: [t.text('argad/view-equipment-free')] },
  ];
}
