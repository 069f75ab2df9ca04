import { describe, expect, it } from 'vitest';
import { check } from '../../helpers/analyse.js';
import { ferSpent, type FfProfile } from '../../../src/rulesets/flammes-et-fantassins/derive.js';
import type { FfCharacter } from '../../../src/rulesets/flammes-et-fantassins/band.js';
import { EQUIPMENT } from '../../../src/rulesets/flammes-et-fantassins/catalogue/equipment.js';
import type { EquipmentDef } from '../../../src/rulesets/flammes-et-fantassins/catalogue/types.js';
import { DEFAULT_FF_RULES } from '../../../src/rulesets/flammes-et-fantassins/house-rules.js';

async function profile(characters: string, pc = 9, rules = ''): Promise<FfProfile> {
  const { analysis } = await check(`ruleset: flammes-et-fantassins\nname: T\npc: ${pc}\n${rules}characters:\n${characters}`);
  return analysis.profile as FfProfile;
}
const one = (style: string, classes: string, equipment: string, extra = '') =>
  `  - name: X\n    style: ${style}\n    classes: [${classes}]\n    equipment: [${equipment}]\n${extra}`;

describe('derived stats, each worked by hand from "Le Personnage" and the annexes', () => {
  it.each([
    // agile, no class bonus: Dep 6, PV 6 + 2 (archer guerrier) + 1 (CON archer) = 9, Tra 3, Mel = DEX 1, Tir = DEX 1 + 1, CA 3 + DEX 1
    ['agile archer with an arc', 'agile', 'archer', 'arc', { DEX: 1, CON: 1, Dep: 7, PV: 9, Tra: 3, Com: 0, Mel: 1, Tir: 2, CA: 4 }],
    // puissant: Mel = FOR, CA = 3 + CON; barbare FOR +2, Dép +1; PV 6 + 0 + 2
    ['puissant barbare', 'puissant', 'barbare', 'arme-a-deux-mains', { FOR: 2, Dep: 7, PV: 8, Mel: 2, Tir: 0, CA: 3 }],
    // the same barbare agile: Mel = DEX = 0
    ['agile barbare', 'agile', 'barbare', 'arme-a-deux-mains', { FOR: 2, Mel: 0, CA: 3 }],
    // chevalier: CON +2, Mêl +1; puissant CA 3 + 2; maille CA +2 Tra -2 PV +2; rondache CA +1 Tra -2
    ['chevalier in maille with rondache', 'puissant', 'chevalier', 'arme-a-une-main, rondache, maille', { CON: 2, PV: 12, Tra: -1, Mel: 1, CA: 8 }],
    // plaque: DEX -1 flows into Dep, Tir, agile Mel and CA; CA 3 - 1 + 3 = 5; PV 6 + 2 + 4 + CON 2 (chevalier)
    ['agile chevalier in plaque', 'agile', 'chevalier', 'arme-a-une-main, plaque', { DEX: -1, Dep: 5, Tir: -1, Mel: 0, CA: 5, PV: 14, Tra: 0 }],
    // écu: CA +1, DEX -1
    ['écu lowers DEX', 'agile', 'soldat', 'arme-a-une-main, ecu', { DEX: -1, FOR: 1, CON: 1, Dep: 5, CA: 3, PV: 9 }],
    // dague +1 Dép; robe CA -1 Tra +2; bâton Tra +1: Tra 3 + SAG 1 + 2 + 1 = 7
    ['dague gives Dép', 'agile', 'assassin', 'dague', { DEX: 2, Dep: 9, PV: 7, Mel: 2, Tir: 2, CA: 5 }],
    ['robe and bâton raise the Trame', 'agile', 'magicien', 'baton, robe', { INT: 1, SAG: 1, Tra: 7, CA: 2, PV: 6 }],
    // nu: CA -1; cuir: CA +1 Tra -1 PV +1
    ['nu lowers CA', 'agile', 'moine', 'dague, nu', { DEX: 1, SAG: 1, CA: 3, PV: 7, Tra: 4, Dep: 8 }],
    ['cuir', 'puissant', 'ranger', 'arc, cuir', { CON: 1, INT: 1, CA: 5, PV: 9, Tra: 2 }],
    // three classes: general CHA +1 → Com 1; paladin CON +1 CHA +1; skald SAG +1 CHA +1 → CHA 3, Com 3
    ['Com = CHA', 'agile', 'general, paladin, skald', 'arme-a-une-main', { FOR: 1, CON: 1, SAG: 1, CHA: 3, Com: 3, PV: 10, Tra: 4 }],
  ])('%s', async (_, style, classes, equipment, expected) => {
    const p = await profile(one(style, classes, equipment));
    expect(p.characters[0]!.stats).toMatchObject(expected);
  });
});

describe('rank, talents, charge', () => {
  it.each([
    ['archer', 'mercenaire'],
    ['archer, soldat', 'aventurier'],
    ['archer, soldat, chevalier', 'heros'],
  ])('%s is a %s', async (classes, rank) => {
    expect((await profile(one('agile', classes, 'arc'))).characters[0]!.rank).toBe(rank);
  });
  it('lists the roublards\' talents once, with the Prêtre specialty talent', async () => {
    const p = await profile(one('agile', 'moine, pretre', 'baton', '    spells: [soin, force]\n    specialty: imposition-des-mains\n'));
    expect(p.characters[0]!.talents).toEqual(['esquive', 'imposition-des-mains']);
  });
  it('only a puissant character may charge', async () => {
    expect((await profile(one('puissant', 'archer', 'arc'))).characters[0]!.can_charge).toBe(true);
    expect((await profile(one('agile', 'archer', 'arc'))).characters[0]!.can_charge).toBe(false);
  });
});

describe('band budgets', () => {
  const pair = one('puissant', 'soldat, chevalier', 'arme-a-une-main, rondache, maille') + one('agile', 'archer', 'arc, couteaux-de-lancer, potion-de-vie').replace('X', 'Y');
  it('PC spent = classes; fer = PC agreed + 1 per soldat; the first weapon is free; PA = figures + highest class count', async () => {
    const p = await profile(pair, 5);
    // "un budget de 'nombre de PC' en pièces de fer": 5 PC agreed, 1 soldat → 6, although only 3 PC are spent;
    // spent: rondache + maille = 2; arc free, couteaux + potion = 2 → 4
    expect(p.band).toEqual({ pc_budget: 5, pc_spent: 3, fer_budget: 6, fer_spent: 4, pa: 4 });
    expect(p.characters.map((c) => c.fer_spent)).toEqual([2, 2]);
  });
  it('house rule fer-budget: classes counts the classes spent instead: 3 + 1 soldat = 4', async () => {
    expect((await profile(pair, 5, 'house_rules:\n  fer-budget: classes\n')).band.fer_budget).toBe(4);
  });
  it('being nu costs nothing', async () => {
    expect((await profile(one('agile', 'moine', 'dague, nu'))).band.fer_spent).toBe(0);
  });
});

describe('the profile of a character, whole', () => {
  it('lists ids of classes, equipment, spells and specialty; the Prêtre\'s specialty brings its talent', async () => {
    const p = await profile(one('agile', 'pretre', 'baton, robe', '    spells: [soin, benediction]\n    specialty: imposition-des-mains\n'));
    const { stats: _, ...rest } = p.characters[0]!;
    // "Prêtre - Imposition des Mains : le Prêtre obtient la carte de Talent "Imposition des Mains"": no class talent (a Lanceur de Sorts).
    expect(rest).toEqual({
      name: 'X', style: 'agile', rank: 'mercenaire', classes: ['pretre'], equipment: ['baton', 'robe'], spells: ['soin', 'benediction'],
      specialty: 'imposition-des-mains', talents: ['imposition-des-mains'], can_charge: false, shield_unused: null, fer_spent: 1,
    });
  });
  it('a character without specialty has specialty null and only the classes\' talents', async () => {
    const c = (await profile(one('puissant', 'assassin', 'dague'))).characters[0]!;
    expect([c.specialty, c.talents]).toEqual([null, ['botte-secrete', 'deplacement-rapide']]);
  });
});

describe('the free weapon is worth a weapon', () => {
  // "Le personnage obtient de base une arme de Mêlée ou de Tir de son choix": the weapon is free, not another item. Every
  // weapon of the Annexes costs 1; a weapon that costs nothing (a house catalogue's) frees nothing else.
  const def = (id: string, price?: number) => ({ ...EQUIPMENT.find((e) => e.id === id)!, ...(price === undefined ? {} : { price }) });
  const carrying = (...defs: EquipmentDef[]): FfCharacter => ({ name: 'X', style: 'agile', classes: [], spells: [], equipment: defs.map((d, index) => ({ def: d, index })) });
  it.each([
    ['a dague and a cuir', [def('dague'), def('cuir')], 1],
    ['a weapon costing nothing and a cuir', [def('dague', 0), def('cuir')], 1],
    ['only a weapon costing nothing', [def('dague', 0)], 0],
  ])('%s: %i pièce(s) de fer', (_, defs, spent) => {
    expect(ferSpent(carrying(...defs), DEFAULT_FF_RULES)).toBe(spent);
  });
});
