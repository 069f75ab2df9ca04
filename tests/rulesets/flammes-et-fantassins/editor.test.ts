import { describe, expect, it } from 'vitest';
import { schemaCatalogues } from '../../../src/rulesets/flammes-et-fantassins/editor.js';

const entry = (lang: 'en' | 'fr', catalogue: string, id: string) => schemaCatalogues(lang)[catalogue]!.find((e) => e.id === id);

describe('F&F catalogues for editors', () => {
  it('offers every style, class, item, spell and specialty', () => {
    for (const lang of ['en', 'fr'] as const) {
      const catalogues = schemaCatalogues(lang);
      expect(Object.entries(catalogues).map(([name, entries]) => [name, entries.length])).toStrictEqual([['style', 2], ['class', 21], ['equipment', 59], ['spell', 32], ['specialty', 8]]);
    }
  });

  it('styles say how Mêlée and CA are made, in each language', () => {
    expect(schemaCatalogues('en').style).toStrictEqual([
      { id: 'agile', spellings: [], doc: '**Agile**\n\nMêl = DEX, CA = 3 + DEX + armour + shield' },
      { id: 'puissant', spellings: [], doc: '**Puissant**\n\nMêl = FOR, CA = 3 + CON + armour + shield' },
    ]);
    expect(schemaCatalogues('fr').style).toStrictEqual([
      { id: 'agile', spellings: [], doc: '**Agile**\n\nMêl = DEX, CA = 3 + DEX + armure + bouclier' },
      { id: 'puissant', spellings: [], doc: '**Puissant**\n\nMêl = FOR, CA = 3 + CON + armure + bouclier' },
    ]);
  });

  it.each([
    ['archer', ['Archer'], '**Archer** · 1 PC\n\nDEX +1, CON +1, Tir +1, PV +2', '**Archer** · 1 PC\n\nDEX +1, CON +1, Tir +1, PV +2'],
    ['barbare', ['Barbare'], '**Barbare** · 1 PC\n\nFOR +2, Dép. +1, PV +2', '**Barbare** · 1 PC\n\nFOR +2, Dép. +1, PV +2'],
    ['chevalier', ['Chevalier'], '**Chevalier** · 1 PC\n\nCON +2, Mêl +1, PV +2', '**Chevalier** · 1 PC\n\nCON +2, Mêl +1, PV +2'],
    ['soldat', ['Soldat'], '**Soldat** · 1 PC\n\nFOR +1, CON +1, +1 pièce de fer, PV +2', '**Soldat** · 1 PC\n\nFOR +1, CON +1, +1 pièce de fer, PV +2'],
    ['bretteur', ['Bretteur'], '**Bretteur** · 1 PC\n\nDEX +1, FOR +1, PV +1\n\ntalents: Botte secrète, Esquive', '**Bretteur** · 1 PC\n\nDEX +1, FOR +1, PV +1\n\ntalents: Botte secrète, Esquive'],
    [
      'alchimiste',
      ['Alchimiste'],
      '**Alchimiste** · 1 PC\n\nDEX +1, INT +1\n\nspells: tenebres 1, nature 1\n\nspecialty: Création de potion',
      '**Alchimiste** · 1 PC\n\nDEX +1, INT +1\n\nsorts: tenebres 1, nature 1\n\nspécialité: Création de potion',
    ],
    ['pretre', ['Prêtre'], '**Prêtre** · 1 PC\n\nCON +1, SAG +1\n\nspells: lumiere 2\n\nspecialty: Imposition des Mains', '**Prêtre** · 1 PC\n\nCON +1, SAG +1\n\nsorts: lumiere 2\n\nspécialité: Imposition des Mains'],
  ])('class %s: its bonuses, talents, spells and specialty', (id, spellings, en, fr) => {
    expect(entry('en', 'class', id)).toStrictEqual({ id, spellings, doc: en });
    expect(entry('fr', 'class', id)).toStrictEqual({ id, spellings, doc: fr });
  });

  it('equipment: its price in pièces de fer (none for nu), its text; aliases as spellings', () => {
    expect(entry('en', 'equipment', 'rondache')).toStrictEqual({ id: 'rondache', spellings: ['Rondache', 'bouclier'], doc: '**Rondache** · 1 pièce de fer\n\nCA +1, Tra. -2.' });
    expect(entry('fr', 'equipment', 'rondache')!.doc).toBe('**Rondache** · 1 pièce de fer\n\nCA +1, Tra. -2.');
    const nu = "Au total, CA -1 pour un humain. Être nu doit être écrit sur la fiche et empêche de porter plus d'un Matériel.";
    expect(entry('en', 'equipment', 'nu')).toStrictEqual({ id: 'nu', spellings: ['Nu'], doc: `**Nu** · no pièce de fer\n\n${nu}` });
    expect(entry('fr', 'equipment', 'nu')!.doc).toBe(`**Nu** · aucune pièce de fer\n\n${nu}`);
  });

  it('spells: domain, level and cost, then the effect; specialties: the class that offers them', () => {
    const sommeil =
      "Jet de Magie contre la Tra de la cible. Si le dé d'Effet obtient au moins un résultat de 5, la cible perd tous ses PA actuels et est placée sur le ventre. Sa CA vaudra 0. Pour se relever et annuler cet effet, la cible devra réaliser une action de Concentration.";
    expect(entry('en', 'spell', 'sommeil')).toStrictEqual({ id: 'sommeil', spellings: ['Sommeil'], doc: `**Sommeil** · magie, level 1 · cost 0 PA\n\n${sommeil}` });
    expect(entry('fr', 'spell', 'sommeil')!.doc).toBe(`**Sommeil** · magie, niveau 1 · coût 0 PA\n\n${sommeil}`);
    expect(entry('en', 'spell', 'boule-de-feu')!.doc.split('\n')[0]).toBe('**Boule de feu** · magie, level 2 · cost 1 PA');
    const imposition = 'le Prêtre obtient la carte de Talent "Imposition des Mains". Cette carte de Talent marche comme le Talent du même nom.';
    for (const lang of ['en', 'fr'] as const) {
      expect(entry(lang, 'specialty', 'imposition-des-mains')).toStrictEqual({ id: 'imposition-des-mains', spellings: ['Imposition des Mains'], doc: `**Imposition des Mains** · Prêtre\n\n${imposition}` });
    }
  });
});
