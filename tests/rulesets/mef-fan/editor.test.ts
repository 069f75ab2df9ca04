/** The names an editor offers for a Mef-Fan army: every spelling `validate` accepts, with its cost in the formula (II.A–F). */
import { describe, expect, it } from 'vitest';
import { schemaCatalogues } from '../../../src/rulesets/mef-fan/editor.js';

const docs = (lang: 'en' | 'fr', catalogue: string) => schemaCatalogues(lang)[catalogue]!.map((e) => [e.id, e.spellings, e.doc]);

describe('editor catalogues', () => {
  it('roles: personnage or troupe, the accented names as spellings', () => {
    expect(docs('en', 'role')).toEqual([
      ['troupe', [], '**troupe** · troop'],
      ['chef', [], '**chef** · personnage (one figure)'],
      ['general', ['Général'], '**Général** · personnage (one figure)'],
      ['magicien', ['mage'], '**magicien** · personnage (one figure)'],
      ['guerisseur', ['Guérisseur', 'soigneur'], '**Guérisseur** · personnage (one figure)'],
      ['porte-banniere', ['Porte-bannière'], '**Porte-bannière** · personnage (one figure)'],
      ['musicien', [], '**musicien** · personnage (one figure)'],
    ]);
    expect(docs('fr', 'role').slice(0, 2)).toEqual([
      ['troupe', [], '**troupe** · troupe'],
      ['chef', [], '**chef** · personnage (une figurine)'],
    ]);
  });

  it('movements, ranges and ammunitions with their multipliers, a decimal comma in French', () => {
    expect(docs('en', 'movement')).toEqual([
      ['normal', [], '**normal** · Dép cost × 1'],
      ['bond', [], '**bond** · Dép cost × 1.5'],
      ['vol', [], '**vol** · Dép cost × 2'],
    ]);
    expect(docs('fr', 'movement')[1]).toEqual(['bond', [], '**bond** · coût de Dép × 1,5']);
    expect(docs('en', 'range')).toEqual([
      ['tres-courte', ['Très courte'], '**Très courte** · 20 cm · Tir cost × 0.33'],
      ['courte', [], '**courte** · 30 cm · Tir cost × 0.5'],
      ['normale', [], '**normale** · 60 cm · Tir cost × 1'],
      ['longue', [], '**longue** · 120 cm · Tir cost × 2'],
      ['tres-longue', ['Très longue'], '**Très longue** · 180 cm · Tir cost × 3'],
    ]);
    expect(docs('fr', 'range')[0]).toEqual(['tres-courte', ['Très courte'], '**Très courte** · 20 cm · coût du Tir × 0,33']);
    expect(docs('fr', 'range')[2]).toEqual(['normale', [], '**normale** · 60 cm · coût du Tir × 1']);
    expect(docs('en', 'ammunition')).toEqual([
      ['illimitees', ['Illimitées'], '**Illimitées** · Tir cost × 1'],
      ['limitees', ['Limitées'], '**Limitées** · Tir cost × 0.5'],
      ['unique', ['munition-unique'], '**unique** · Tir cost × 0.33'],
    ]);
    expect(docs('fr', 'ammunition')[1]).toEqual(['limitees', ['Limitées'], '**Limitées** · coût du Tir × 0,5']);
  });

  it('lance, Effrayant, the ranks and the spells with their text', () => {
    expect(docs('en', 'equipment')).toEqual([['lance', [], '**lance** · 1#']]);
    expect(docs('fr', 'skill')).toEqual([['effrayant', [], '**effrayant** · 1#']]);
    expect(docs('en', 'rank')).toEqual([
      ['acolyte', [], '**acolyte** · 1 spell(s)'],
      ['sorcier', [], '**sorcier** · 2 spell(s)'],
      ['archimage', [], '**archimage** · 3 spell(s)'],
    ]);
    expect(docs('fr', 'rank')[2]).toEqual(['archimage', [], '**archimage** · 3 sort(s)']);
    const spells = docs('en', 'spell');
    expect(spells).toHaveLength(16);
    expect(spells[0]).toEqual(['eclair-magique', ['Éclair magique'], '**Éclair magique**\n\njet de Tir 3 perforant 2 sans malus ni bonus sur une figurine (pas une unité, juste une figurine).']);
    expect(spells[2]).toEqual(['terreur', [], "**terreur**\n\nl'unité ciblée doit réussir un jet de Men ou être démoralisée."]);
    expect(spells[3]).toEqual(['levitation', ['Lévitation'], "**Lévitation**\n\nl'unité dispose de la capacité Vol."]);
  });
});
