/** Cards for the table: one per character (or line of identical characters), with the rulebook's words. */
import type { Card } from '../../core/ruleset.js';
import type { ArgadBand, ArgadCharacter } from './band.js';
import { RANGE_BANDS, type RangedDef } from './catalogue/types.js';
import type { ArgadProfile } from './derive.js';

const ROLE_NAMES = { chef: 'Chef', musicien: 'Musicien', 'porte-embleme': 'Porte-emblème' } as const;
const MOUNT_NAMES = { cavalier: 'Cavalier', 'pieton-monte': 'Piéton monté' } as const;

/** "5-6 (0-20 cm) · 6 (20-40 cm) · 7 (40-60 cm)" */
const table = (w: RangedDef): string =>
  RANGE_BANDS.flatMap((b) => {
    const c = w.bands[b];
    return c ? [`${c.need === 5 ? '5-6' : c.need} (${c.cm} cm${c.outdoors ? ', ext.' : ''})`] : [];
  }).join(' · ');

/** "−1 contre armure 4 ou 5 (40-60 cm)" */
const armourNotes = (w: RangedDef): string[] =>
  w.armour.map((m) => `${String(m.modifier).replace("-", "−")} contre armure ${m.from === m.to ? m.from : `${m.from} ou ${m.to}`}${m.bands ? ` (${m.bands.map((b) => `${w.bands[b]?.cm} cm`).join(', ')})` : ''}`);

function card(c: ArgadCharacter, cost: number): Card {
  const subtitle = [`Classe ${c.class}`, c.armour.id === 'legere' ? 'véture légère' : `armure ${c.armour.label}`, c.role && ROLE_NAMES[c.role], c.mounted && MOUNT_NAMES[c.mounted]].filter(Boolean).join(' · ');
  const fields: [string, string | number][] = [['Mêlée', c.melee.name]];
  if (c.ranged) fields.push(['Tir', `${c.ranged.name} : ${table(c.ranged)}`]);
  if (c.healthPoints > 1) fields.push(['Points de vie', c.healthPoints]);
  if (c.health !== c.class || c.morale !== c.class) fields.push(['Santé · moral', `${c.health} · ${c.morale}`]);
  if (c.skills.length) fields.push(['Compétences', c.skills.map((s) => s.def.name).join(', ')]);
  if (c.die !== 6) fields.push(['Dé', `D${c.die}`]);
  fields.push(['Coût', c.count > 1 ? `${cost / c.count} × ${c.count} = ${cost}` : cost]);
  return { kind: 'Personnage', title: c.count > 1 ? `${c.name} (${c.count})` : c.name, subtitle, fields, ...(c.ranged ? { text: [c.ranged.notes, ...armourNotes(c.ranged)].join(' ; ') } : {}) };
}

export const cards = (band: ArgadBand, profile: ArgadProfile): Card[] => band.characters.map((c, i) => card(c, profile.characters[i]!.cost));
