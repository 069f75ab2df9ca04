/** The §5 rules and faction symbols as an editor offers them (both open: `validate` only warns on other words). */
import type { Lang, SchemaCatalogues } from '../../core/schema/schema-words.js';
import { RULES } from './catalogue.js';
import { FACTIONS } from './names.js';

const WORDS = {
  en: { trait: 'permanent rule (back of the card)', effect: 'effect of an action', x: 'X in', faction: 'faction symbol of the shipped example bands' },
  fr: { trait: 'règle permanente (verso de la carte)', effect: "effet d'une action", x: 'X en', faction: 'symbole de faction des bandes d\'exemple' },
} as const;


export const schemaCatalogues: SchemaCatalogues = (lang: Lang) => {
  const w = WORDS[lang];
  return {
    rule: RULES.map((r) => ({
      id: r.param === 'required' ? `${r.id}(1)` : r.id,
      spellings: r.param === 'optional' ? [`${r.id}(1)`] : [],
      doc: `**${r.name}${r.param === 'none' ? '' : ' (X)'}** · ${w[r.kind]}${r.unit ? ` · ${w.x} ${r.unit}` : ''}`,
    })),
    faction: FACTIONS.map((f) => ({ id: f.id, spellings: [], doc: `**${f.id}** · ${w.faction}` })),
  };
};
