/** The class and equipment catalogues, checked once against the rulebook's annexes. */
import { weaponLines } from '../../../src/rulesets/flammes-et-fantassins/catalogue/equipment.js';
import { describe, expect, it } from 'vitest';
import { CLASSES } from '../../../src/rulesets/flammes-et-fantassins/catalogue/classes.js';
import { EQUIPMENT } from '../../../src/rulesets/flammes-et-fantassins/catalogue/equipment.js';
import * as index from '../../../src/rulesets/flammes-et-fantassins/catalogue/index.js';
import { SPECIALTIES } from '../../../src/rulesets/flammes-et-fantassins/catalogue/specialties.js';
import { SPELLS } from '../../../src/rulesets/flammes-et-fantassins/catalogue/spells.js';
import { TALENTS } from '../../../src/rulesets/flammes-et-fantassins/catalogue/talents.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('classes', () => {
  it('are the 21 of the annex, by family', () => {
    const byFamily = (f: string) => CLASSES.filter((c) => c.family === f).map((c) => c.id);
    expect(byFamily('guerrier')).toEqual(['archer', 'barbare', 'chevalier', 'soldat']);
    expect(byFamily('roublard')).toEqual(['assassin', 'barde', 'bretteur', 'general', 'paladin', 'moine', 'ranger', 'skald', 'voleur']);
    expect(byFamily('lanceur-de-sorts')).toEqual(['alchimiste', 'archimage', 'druide', 'magicien', 'necromancien', 'pretre', 'sage', 'sorcier']);
  });
  it('give two main-stat points, roublards two talents, casters two spells and a specialty', () => {
    for (const c of CLASSES) {
      expect(Object.values(c.bonuses).reduce((a, b) => a + b, 0)).toBe(2);
      expect(c.talents.length).toBe(c.family === 'roublard' ? 2 : 0);
      const spells = Object.values(c.spells).reduce((a, b) => a + b, 0);
      expect(spells).toBe(c.family === 'lanceur-de-sorts' ? 2 : 0);
      expect(c.specialty !== undefined).toBe(c.family === 'lanceur-de-sorts');
    }
  });
  it('refer to existing talents and specialties', () => {
    const talents = new Set(TALENTS.map((t) => t.id));
    const specialties = new Set(SPECIALTIES.map((s) => s.id));
    for (const c of CLASSES) {
      for (const t of c.talents) expect(talents.has(t)).toBe(true);
      if (c.specialty) expect(specialties.has(c.specialty)).toBe(true);
    }
  });
});

describe('equipment', () => {
  it('has unique kebab-case ids and aliases', () => {
    const ids = EQUIPMENT.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });
  it('has a parchemin for every spell', () => {
    expect(EQUIPMENT.filter((e) => e.id.startsWith('parchemin-')).length).toBe(SPELLS.length);
    expect(index.equipment.get('Parchemin Boule de feu')?.id).toBe('parchemin-boule-de-feu');
  });
  it('knows the rulebook\'s other names', () => {
    expect(['Gambison', 'Brigandine', 'Bouclier', 'Pavois'].map((n) => index.equipment.get(n)?.id)).toEqual(['cuir', 'maille', 'rondache', 'ecu']);
  });
  it('needs two hands for two-handed weapons, bows and crossbows only', () => {
    expect(EQUIPMENT.filter((e) => e.twoHanded).map((e) => e.id).sort()).toEqual(['arbalete-legere', 'arbalete-lourde', 'arc', 'arc-long', 'arme-a-deux-mains', 'baton']);
  });
  it('reads the masse as one-handed with +1 to hit, the knives without FOR (docs/rules-notes.md)', () => {
    const masse = index.equipment.get('masse')!;
    expect([masse.twoHanded, masse.weaponClass]).toEqual([false, 'arme-a-une-main']);
    const total = (id: string, on: boolean) => weaponLines(index.equipment.get(id)!, on).reduce((t, l) => [t[0]! + l.hit, t[1]! + l.damage], [0, 0]);
    // One logic for every weapon whose class is named: its class's line, then its own (issue 17, item 4).
    expect(total('masse', true)).toEqual([1, 0]);
    expect(total('baton', true)).toEqual([1, 0]);
    expect(total('arme-a-deux-mains', true)).toEqual([1, 1]);
    expect(total('dague', true)).toEqual([-1, 0]);
    // House rule weapon-class: false: only their own lines.
    expect(total('masse', false)).toEqual([0, 0]);
    expect(total('baton', false)).toEqual([0, -1]);
    expect(index.equipment.get('couteaux-de-lancer')!.attack?.strengthDamage).toBe(false);
    expect(['arc', 'arc-long'].map((id) => index.equipment.get(id)!.attack?.strengthDamage)).toEqual([true, true]);
    expect(['arbalete-legere', 'arbalete-lourde'].map((id) => index.equipment.get(id)!.attack?.strengthDamage)).toEqual([false, false]);
  });
  it('costs one pièce de fer per item, nothing for nu', () => {
    for (const e of EQUIPMENT) expect(e.price).toBe(e.id === 'nu' ? 0 : 1);
  });
});
