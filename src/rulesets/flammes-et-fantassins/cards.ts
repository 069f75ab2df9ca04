/** Cards for the table: a sheet per character, then the talents and spells they carry, texts as written. */
import type { Card } from '../../core/ruleset.js';
import type { FfBand } from './band.js';
import * as catalogue from './catalogue/index.js';
import type { FfProfile } from './derive.js';

const DOMAIN_NAMES = { magie: 'Magie', tenebres: 'Ténèbres', lumiere: 'Lumière', nature: 'Nature' } as const;
const LEVELS = { 1: 'Niveau I', 2: 'Niveau II' } as const;
const RANK_NAMES = { mercenaire: 'Mercenaire', aventurier: 'Aventurier', heros: 'Héros' } as const;

const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));

/** "Il est interdit d'utiliser un bouclier avec l'utilisation de ces armes." */
function shieldText(c: FfProfile['characters'][number]): string {
  const u = c.shield_unused;
  if (!u) return '';
  const name = (id: string) => catalogue.equipment.get(id)?.name ?? id;
  return `${name(u.shield)} inutilisable avec ${name(u.weapon)} : CA ${c.stats.CA - u.ca} pendant un Round où il s'en sert.`;
}

function sheet(c: FfProfile['characters'][number]): Card {
  const s = c.stats;
  return {
    kind: 'Personnage',
    title: c.name,
    subtitle: `${c.style === 'agile' ? 'Agile' : 'Puissant'} · ${c.rank ? RANK_NAMES[c.rank] : '-'} · ${c.classes.map((k) => catalogue.classes.get(k)?.name ?? k).join(', ')}`,
    fields: [
      ['DEX FOR CON', [s.DEX, s.FOR, s.CON].map(signed).join(' ')],
      ['INT SAG CHA', [s.INT, s.SAG, s.CHA].map(signed).join(' ')],
      ['Dép. PV Tra.', `${s.Dep} ${s.PV} ${s.Tra}`],
      ['Com. Mêl. Tir CA', `${s.Com} ${s.Mel} ${s.Tir} ${s.CA}`],
      ['Équipement', c.equipment.map((e) => catalogue.equipment.get(e)?.name ?? e).join(', ') || '-'],
    ],
    text: [c.specialty ? `Spécialité : ${catalogue.specialties.get(c.specialty)?.name}` : '', c.can_charge ? 'Charge permise.' : 'Charge interdite.', shieldText(c)].filter(Boolean).join('\n'),
  };
}

export function cards(band: FfBand, profile: FfProfile): Card[] {
  const talents = [...new Set(profile.characters.flatMap((c) => c.talents))].flatMap((id) => catalogue.talents.get(id) ?? []);
  const spells = [...new Set(band.characters.flatMap((c) => c.spells.map((s) => s.def)))];
  return [
    ...profile.characters.map(sheet),
    ...talents.map((t): Card => ({ kind: 'Talent', title: t.name, fields: [['Condition', t.condition], ['Coût', t.cost]], text: t.effect })),
    ...spells.map((s): Card => ({
      kind: 'Sort',
      title: s.name,
      subtitle: `${DOMAIN_NAMES[s.domain]} · ${LEVELS[s.level]}`,
      fields: [['Condition', s.condition], ['Coût', s.cost]],
      text: s.effect,
    })),
  ];
}
