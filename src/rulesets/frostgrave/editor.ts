/** The excerpt's figure types and weapons as an editor offers them. */
import { entriesOf, type Lang, type SchemaCatalogues } from '../../core/schema/schema-words.js';
import { FIGURE_TYPES, WEAPONS, figureTypes, weapons } from './catalogue.js';

const TYPE_DOCS: Record<Lang, Record<string, string>> = {
  en: { mage: '**Mage**: leads the warband', apprenti: '**Apprenti**: at most one', soldat: '**Soldat**' },
  fr: { mage: '**Mage** : mène la bande', apprenti: '**Apprenti** : un au plus', soldat: '**Soldat**' },
};
const KIND: Record<Lang, Record<string, string>> = { en: { melee: 'melee', ranged: 'ranged' }, fr: { melee: 'mêlée', ranged: 'tir' } };

export const schemaCatalogues: SchemaCatalogues = (lang) => ({
  type: entriesOf(FIGURE_TYPES, (s) => figureTypes.get(s), (t) => TYPE_DOCS[lang][t.id] ?? t.id),
  weapon: entriesOf(WEAPONS, (s) => weapons.get(s), (w) => `**${w.name}** · ${KIND[lang][w.kind]}\n\n${w.effect}`),
});
