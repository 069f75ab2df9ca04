/** The F&F catalogues as an editor offers them: every spelling `validate` accepts, the rulebook's name, cost and effect. */
import { entriesOf, type CatalogueEntry, type Lang, type SchemaCatalogues } from '../../core/schema/schema-words.js';
import { classBonuses } from './builder/labels.js';
import * as catalogue from './catalogue/index.js';
import { CLASSES } from './catalogue/classes.js';
import { EQUIPMENT } from './catalogue/equipment.js';
import { SPECIALTIES } from './catalogue/specialties.js';
import { SPELLS } from './catalogue/spells.js';
import type { ClassDef } from './catalogue/types.js';
import { nameOf } from './names.js';

const WORDS = {
  en: { fer: 'pièce de fer', free: 'no pièce de fer', talents: 'talents', spells: 'spells', specialty: 'specialty', level: 'level', cost: 'cost' },
  fr: { fer: 'pièce de fer', free: 'aucune pièce de fer', talents: 'talents', spells: 'sorts', specialty: 'spécialité', level: 'niveau', cost: 'coût' },
} as const;

function classDoc(def: ClassDef, lang: Lang): string {
  const w = WORDS[lang];
  const lines = [`**${def.name}** · 1 PC`, classBonuses(def).join(', ')];
  if (def.talents.length) lines.push(`${w.talents}: ${def.talents.map((id) => nameOf('talent', id)).join(', ')}`);
  const spells = Object.entries(def.spells).map(([domain, n]) => `${domain} ${n}`);
  if (spells.length) lines.push(`${w.spells}: ${spells.join(', ')}`);
  if (def.specialty) lines.push(`${w.specialty}: ${nameOf('specialty', def.specialty)}`);
  return lines.join('\n\n');
}

const STYLES: Record<Lang, CatalogueEntry[]> = {
  en: [
    { id: 'agile', spellings: [], doc: '**Agile**\n\nMêl = DEX, CA = 3 + DEX + armour + shield' },
    { id: 'puissant', spellings: [], doc: '**Puissant**\n\nMêl = FOR, CA = 3 + CON + armour + shield' },
  ],
  fr: [
    { id: 'agile', spellings: [], doc: '**Agile**\n\nMêl = DEX, CA = 3 + DEX + armure + bouclier' },
    { id: 'puissant', spellings: [], doc: '**Puissant**\n\nMêl = FOR, CA = 3 + CON + armure + bouclier' },
  ],
};

export const schemaCatalogues: SchemaCatalogues = (lang) => {
  const w = WORDS[lang];
  return {
    style: STYLES[lang],
    class: entriesOf(CLASSES, (s) => catalogue.classes.get(s), (c) => classDoc(c, lang)),
    equipment: entriesOf(EQUIPMENT, (s) => catalogue.equipment.get(s), (e) => `**${e.name}** · ${e.price ? `${e.price} ${w.fer}` : w.free}\n\n${e.text}`),
    spell: entriesOf(SPELLS, (s) => catalogue.spells.get(s), (s) => `**${s.name}** · ${s.domain}, ${w.level} ${s.level} · ${w.cost} ${s.cost}\n\n${s.effect}`),
    specialty: entriesOf(SPECIALTIES, (s) => catalogue.specialties.get(s), (s) => `**${s.name}** · ${nameOf('class', s.classId)}\n\n${s.effect}`),
  };
};
