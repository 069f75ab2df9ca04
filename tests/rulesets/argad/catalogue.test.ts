/** The tables as data, checked once; every code the ruleset can report has words in English and French. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARMOURS } from '../../../src/rulesets/argad/catalogue/armour.js';
import { MELEE } from '../../../src/rulesets/argad/catalogue/melee.js';
import { RANGED } from '../../../src/rulesets/argad/catalogue/ranged.js';
import { SKILLS } from '../../../src/rulesets/argad/catalogue/skills.js';
import * as tables from '../../../src/rulesets/argad/catalogue/index.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';

const { messages } = ruleset;

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const SRC = path.resolve(import.meta.dirname, '../../../src/rulesets/argad');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? sources(full) : [full];
  });
}

describe('tables', () => {
  it('ids are unique kebab case', () => {
    for (const table of [ARMOURS, MELEE, RANGED, SKILLS]) {
      const ids = table.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const id of ids) expect(id).toMatch(KEBAB);
    }
  });

  it('the issue\'s armour values, and the rulebook\'s order for the tie rule', () => {
    expect(ARMOURS.map((a) => a.label)).toEqual(['legere', '3', '4', '4T', '4*', '5', '5T', '5*']);
    const rank = (label: string) => tables.armours.get(label)!.rank;
    expect(rank('4*')).toBeGreaterThan(rank('4'));
    expect(rank('5*')).toBeGreaterThan(rank('5'));
    expect(rank('5')).toBeGreaterThan(rank('4*'));
    expect(tables.armours.get('4*')!.value).toBe(4);
    expect(tables.armours.get('4')!.id).toBe('4');
  });

  it('the ten ranged weapons of the tables, with 5-6 at short range', () => {
    expect(RANGED.map((w) => w.id)).toEqual(['arbalete', 'arc', 'arc-composite', 'arc-long', 'yumi', 'pistolet', 'fusil', 'revolver', 'pistolet-automatique', 'fusil-a-verrou']);
    for (const w of RANGED) {
      expect(w.bands.short?.need).toBe(5);
      expect(w.bands.medium?.need).toBe(6);
      if (w.bands.long) expect(w.bands.long.need).toBe(7);
    }
    expect(RANGED.filter((w) => !w.bands.long).map((w) => w.id)).toEqual(['pistolet', 'revolver', 'pistolet-automatique']);
  });

  it('melee lengths in the striking order of the rulebook', () => {
    const categories = MELEE.filter((m) => m.id === m.category || m.id === 'improvisee');
    const order = [...categories].sort((a, b) => b.length - a.length).map((m) => m.id);
    expect(order).toEqual(['longue', 'semi-longue', 'courte', 'improvisee', 'tres-courte', 'mains-nues']);
    for (const m of MELEE) expect(m.length).toBe(MELEE.find((c) => c.id === m.category)!.length);
  });

  // Every name of the weapon lists of "Armes de mêlée" and "Frappe avant adversaire", with its length category.
  it.each([
    ['rapière', 'courte'], ['massue', 'courte'], ['tronçonneuse', 'courte'], ['hache d’abordage', 'courte'], ['crosse de fusil', 'courte'],
    ['épée', 'courte'], ['sabre', 'courte'], ['petite hache', 'courte'], ['javelot tenu en main', 'courte'], ['katana', 'courte'], ["masse d'armes", 'courte'], ['outil court', 'courte'],
    ['faux', 'semi-longue'], ['faux agricole', 'semi-longue'], ['grand outil', 'semi-longue'], ['grand outil à deux mains', 'semi-longue'], ['fourche', 'semi-longue'], ['grand bâton', 'semi-longue'], ['baïonnette au bout d’un fusil', 'semi-longue'],
    ['hache à deux mains', 'semi-longue'], ['épée à deux mains', 'semi-longue'], ['bardiche', 'semi-longue'], ['nodachi', 'semi-longue'], ['outil à deux mains lourd', 'semi-longue'],
    ['lance de chevalerie', 'longue'], ['lance lourde de chevalerie', 'longue'], ['hallebarde', 'longue'], ['vouge', 'longue'], ['lance', 'longue'], ['naginata', 'longue'], ['esponton', 'longue'], ['juzarme', 'longue'],
    ['baïonnette tenue à la main', 'tres-courte'], ['couteau', 'tres-courte'], ['dague', 'tres-courte'], ['crosse de pistolet', 'tres-courte'],
  ])('%s is an arme %s', (name, category) => {
    expect(tables.melee.get(name)?.category).toBe(category);
  });

  it('the two baïonnettes are told apart; a bare « baïonnette » is not a name', () => {
    expect(tables.melee.get('baïonnette')).toBeUndefined();
    expect(tables.melee.suggest('baionnette')).toEqual(expect.arrayContaining(['baionnette-au-fusil', 'baionnette-a-la-main']));
  });

  it('a weapon keeps its own effects: the hallebarde against riders, the fourche improvised, the tronçonneuse heavy', () => {
    expect(tables.melee.get('hallebarde')).toMatchObject({ id: 'hallebarde', againstMounted: true, receivesCharge: true });
    expect(tables.melee.get('lance')).toMatchObject({ receivesCharge: true });
    expect(tables.melee.get('lance')!.againstMounted).toBeUndefined();
    expect(tables.melee.get('fourche')).toMatchObject({ clumsy: true });
    expect(tables.melee.get('tronconneuse')).toMatchObject({ heavy: true });
    expect(tables.melee.get('epee')).toMatchObject({ clumsy: false });
  });

  it('the two bows of one row: the European self bow on foot only, the short composite bow mounted too', () => {
    expect(tables.ranged.get('arc')).toMatchObject({ footOnly: true, moving: { onFoot: null, mounted: null } });
    expect(tables.ranged.get('arc court composite')).toMatchObject({ id: 'arc-composite', footOnly: false, moving: { onFoot: null, mounted: -1 } });
  });

  it('aliases never shadow another entry', () => {
    for (const table of [MELEE, RANGED, SKILLS]) {
      const index = new Map<string, string>();
      for (const e of table) for (const key of [e.id, ...(e.aliases ?? [])]) {
        const folded = key.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-');
        expect(index.get(folded) ?? e.id, `${key}`).toBe(e.id);
        index.set(folded, e.id);
      }
    }
  });
});

describe('messages', () => {
  const used = new Set<string>();
  for (const file of sources(SRC)) for (const m of readFileSync(file, 'utf8').matchAll(/'(argad\/[a-z-]+)'/g)) used.add(m[1]!);

  it('English and French have the same codes', () => {
    expect(Object.keys(messages.fr).sort()).toEqual(Object.keys(messages.en).sort());
  });

  it('every literal code in the sources has words', () => {
    for (const code of used) expect(messages.en, code).toHaveProperty([code]);
  });

  it('codes built from results have words too', () => {
    for (const r of ['kill', 'ko', 'recoil', 'miss']) expect(messages.en).toHaveProperty([`argad/view-${r}`]);
    for (const k of ['a_kills', 'b_kills', 'a_recoils', 'b_recoils', 'nothing', 'both_killed', 'both_recoil', 'a_ko', 'b_ko', 'both_ko', 'a_kills_b_ko', 'b_kills_a_ko']) expect(messages.fr).toHaveProperty([`argad/duel-${k}`]);
    for (const k of ['heals', 'after_effects', 'dies', 'stays_wounded']) expect(messages.fr).toHaveProperty([`argad/heal-${k}`]);
    for (const k of ['obeys', 'depends', 'disorder']) expect(messages.fr).toHaveProperty([`argad/morale-${k}`]);
  });
});
