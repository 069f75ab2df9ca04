import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../../../src/rulesets/flammes-et-fantassins/catalogue/specialties.js';
import { SPELLS } from '../../../src/rulesets/flammes-et-fantassins/catalogue/spells.js';
import { TALENTS } from '../../../src/rulesets/flammes-et-fantassins/catalogue/talents.js';
import { DOMAINS, type Domain } from '../../../src/rulesets/flammes-et-fantassins/catalogue/types.js';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const CASTER_CLASSES = ['alchimiste', 'archimage', 'druide', 'magicien', 'necromancien', 'pretre', 'sage', 'sorcier'];

/** Counted by reading the rulebook, Annexes "Les Sorts". */
const EXPECTED_SPELL_COUNTS: Record<Domain, { 1: number; 2: number }> = {
  magie: { 1: 5, 2: 3 },
  tenebres: { 1: 5, 2: 3 },
  lumiere: { 1: 5, 2: 3 },
  nature: { 1: 5, 2: 3 },
};

function expectIds(ids: readonly string[]): void {
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(KEBAB);
}

function expectTexts(entries: readonly object[], fields: readonly string[]): void {
  for (const entry of entries) {
    for (const field of fields) {
      const value = (entry as Record<string, unknown>)[field];
      expect(typeof value, `${field} of ${JSON.stringify(entry).slice(0, 60)}`).toBe('string');
      expect((value as string).trim().length, `${field} of ${JSON.stringify(entry).slice(0, 60)}`).toBeGreaterThan(0);
    }
  }
}

describe('Flammes & Fantassins catalogue texts', () => {
  describe('talents', () => {
    it('has the 12 talents of the rulebook', () => {
      expect(TALENTS).toHaveLength(12);
    });

    it('has unique kebab-case ids', () => {
      expectIds(TALENTS.map((t) => t.id));
    });

    it('has non-empty texts', () => {
      expectTexts(TALENTS, ['id', 'name', 'condition', 'cost', 'effect']);
    });
  });

  describe('spells', () => {
    it('has unique kebab-case ids', () => {
      expectIds(SPELLS.map((s) => s.id));
    });

    it('has non-empty texts', () => {
      expectTexts(SPELLS, ['id', 'name', 'condition', 'cost', 'effect']);
    });

    it('only uses known domains and levels', () => {
      for (const spell of SPELLS) {
        expect(DOMAINS).toContain(spell.domain);
        expect([1, 2]).toContain(spell.level);
      }
    });

    it.each(DOMAINS)('domain %s has level I and level II spells', (domain) => {
      expect(SPELLS.some((s) => s.domain === domain && s.level === 1)).toBe(true);
      expect(SPELLS.some((s) => s.domain === domain && s.level === 2)).toBe(true);
    });

    it('matches the counts per domain and level of the rulebook', () => {
      const counts = Object.fromEntries(
        DOMAINS.map((d) => [
          d,
          { 1: SPELLS.filter((s) => s.domain === d && s.level === 1).length, 2: SPELLS.filter((s) => s.domain === d && s.level === 2).length },
        ]),
      );
      expect(counts).toEqual(EXPECTED_SPELL_COUNTS);
      expect(SPELLS).toHaveLength(32);
    });
  });

  describe('specialties', () => {
    it('has one specialty per caster class', () => {
      expect(SPECIALTIES).toHaveLength(8);
      for (const specialty of SPECIALTIES) expect(CASTER_CLASSES).toContain(specialty.classId);
      expect(new Set(SPECIALTIES.map((s) => s.classId)).size).toBe(SPECIALTIES.length);
    });

    it('has unique kebab-case ids', () => {
      expectIds(SPECIALTIES.map((s) => s.id));
    });

    it('has non-empty texts', () => {
      expectTexts(SPECIALTIES, ['id', 'name', 'classId', 'effect']);
    });

    it('grants talents that exist', () => {
      const talentIds = new Set(TALENTS.map((t) => t.id));
      const granting = SPECIALTIES.filter((s) => s.talent !== undefined);
      expect(granting.map((s) => [s.classId, s.talent])).toEqual([['pretre', 'imposition-des-mains']]);
      for (const specialty of granting) expect(talentIds.has(specialty.talent as string)).toBe(true);
    });
  });
});
