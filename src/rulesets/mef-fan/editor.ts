/** The Mef-Fan names as an editor offers them, with their cost in the formula (II.A–F). */
import { entriesOf, type Lang, type SchemaCatalogues } from '../../core/schema/schema-words.js';
import * as catalogue from './catalogue.js';
import type { Fraction } from './catalogue.js';

/** The rulebook's names with their accents, where they differ from the id. */
const NAMES: Readonly<Record<string, string>> = {
  general: 'Général', guerisseur: 'Guérisseur', 'porte-banniere': 'Porte-bannière', 'tres-courte': 'Très courte', 'tres-longue': 'Très longue',
  illimitees: 'Illimitées', limitees: 'Limitées', 'eclair-magique': 'Éclair magique', levitation: 'Lévitation', desorientation: 'Désorientation',
  enchevetrement: 'Enchevêtrement',
};
const WORDS = {
  en: { personnage: 'personnage (one figure)', troupe: 'troop', cost: 'cost ×', tir: 'Tir cost ×', dep: 'Dép cost ×' },
  fr: { personnage: 'personnage (une figurine)', troupe: 'troupe', cost: 'coût ×', tir: 'coût du Tir ×', dep: 'coût de Dép ×' },
} as const;

const fraction = (f: Fraction, lang: Lang): string => {
  const value = String(Math.round((f.num / f.den) * 100) / 100);
  return lang === 'fr' ? value.replace('.', ',') : value;
};
const named = <T extends { id: string }>(items: readonly T[]) => items.map((i) => ({ ...i, name: NAMES[i.id] }));
const title = (id: string): string => NAMES[id] ?? id;
/** The spellings an index accepts. */
const lookup = (index: { get(spelling: string): { readonly id: string } | undefined }) => (spelling: string) => index.get(spelling);

export const schemaCatalogues: SchemaCatalogues = (lang) => {
  const w = WORDS[lang];
  return {
    role: entriesOf(named(catalogue.ROLES), lookup(catalogue.roles), (r) => `**${title(r.id)}** · ${r.character ? w.personnage : w.troupe}`),
    movement: entriesOf(named(catalogue.MOVEMENTS), lookup(catalogue.movements), (m) => `**${title(m.id)}** · ${w.dep} ${fraction(m.cost, lang)}`),
    range: entriesOf(named(catalogue.RANGES), lookup(catalogue.ranges), (r) => `**${title(r.id)}** · ${r.cm} cm · ${w.tir} ${fraction(r.cost, lang)}`),
    ammunition: entriesOf(named(catalogue.AMMUNITIONS), lookup(catalogue.ammunitions), (a) => `**${title(a.id)}** · ${w.tir} ${fraction(a.cost, lang)}`),
    equipment: entriesOf(catalogue.EQUIPMENT, lookup(catalogue.equipment), (e) => `**${title(e.id)}** · ${e.cost}#`),
    skill: entriesOf(catalogue.SKILLS, lookup(catalogue.skills), (k) => `**${title(k.id)}** · ${k.cost}#`),
    rank: entriesOf(catalogue.RANKS, lookup(catalogue.ranks), (r) => `**${title(r.id)}** · ${r.spells} ${lang === 'fr' ? 'sort(s)' : 'spell(s)'}`),
    spell: entriesOf(named(catalogue.SPELLS), lookup(catalogue.spells), (s) => `**${title(s.id)}**\n\n${s.effect}`),
  };
};
