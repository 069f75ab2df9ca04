/** Every name of a unit resolved, an unknown one reported at its place and replaced so that the army still derives; house rules read. */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RULES, houseRules, mefRules, spellsPerMagicien } from '../../../src/rulesets/mef-fan/house-rules.js';
import { parse } from '../../../src/rulesets/mef-fan/parse.js';

const army = (unit: Record<string, unknown>) => ({ ruleset: 'mef-fan', name: 'Test', points: 100, campaign: true, units: [{ name: 'A', dep: 2, def: 1, men: 2, vie: 1 }, { name: 'U', dep: 2, def: 1, men: 2, vie: 1, ...unit }] });

describe('unknown names', () => {
  it('each reported as an error at its path with the known names, and the default put in its place', () => {
    const { band, findings } = parse(army({ role: 'roi', movement: 'nage', tir: [{ score: 2, portee: 'lointaine', munitions: 'infinies' }], rank: 'grand-mage' }));
    expect(findings.map((f) => [f.code, f.severity, f.path, f.params?.actual])).toEqual([
      ['mef-fan/unknown-role', 'error', ['units', 1, 'role'], 'roi'],
      ['mef-fan/unknown-movement', 'error', ['units', 1, 'movement'], 'nage'],
      ['mef-fan/unknown-range', 'error', ['units', 1, 'tir', 0, 'portee'], 'lointaine'],
      ['mef-fan/unknown-ammunition', 'error', ['units', 1, 'tir', 0, 'munitions'], 'infinies'],
      ['mef-fan/unknown-rank', 'error', ['units', 1, 'rank'], 'grand-mage'],
    ]);
    const u = band!.units[1]!;
    expect([u.role.id, u.movement.id, u.tir[0]!.portee.id, u.tir[0]!.munitions.id, u.rank?.id]).toEqual(['troupe', 'normal', 'normale', 'illimitees', 'sorcier']);
  });

  it('equipment and skills: the unknown ones dropped with an error at their item, the known ones kept with their place', () => {
    const { band, findings } = parse(army({ equipment: ['epee', 'lance'], skills: ['effrayant', 'rapide'] }));
    expect(findings.map((f) => [f.code, f.path])).toEqual([
      ['mef-fan/unknown-equipment', ['units', 1, 'equipment', 0]],
      ['mef-fan/unknown-skill', ['units', 1, 'skills', 1]],
    ]);
    expect(band!.units[1]!.equipment).toEqual([{ def: { id: 'lance', cost: 1 }, index: 1 }]);
    expect(band!.units[1]!.skills).toEqual([{ def: { id: 'effrayant', cost: 1 }, index: 0 }]);
  });

  it("a spell outside the rulebook's list is the players' own: a warning with the closest names, kept as written", () => {
    const { band, findings } = parse(army({ role: 'magicien', spells: ['Terreur', 'terreure'] }));
    expect(findings).toEqual([
      { code: 'mef-fan/unknown-spell', severity: 'warning', path: ['units', 1, 'spells', 1], params: { actual: 'terreure', suggestion: 'terreur' } },
    ]);
    expect(band!.units[1]!.spells.map((s) => [s.def.id, s.index])).toEqual([['terreur', 0], ['terreure', 1]]);
    expect(band!.units[1]!.spells[1]!.def).toEqual({ id: 'terreure', name: 'terreure', effect: '', unlisted: true });
  });

  it('the army as written: name, points, campaign, units in order; rank only when given', () => {
    const { band, findings } = parse(army({ role: 'mage', rank: 'Archimage', mel: [{ score: 3, perforant: 1 }] }));
    expect(findings).toEqual([]);
    expect([band!.name, band!.points, band!.campaign, band!.units.map((u) => u.name)]).toEqual(['Test', 100, true, ['A', 'U']]);
    expect(band!.units[1]!.rank).toEqual({ id: 'archimage', spells: 3 });
    expect(band!.units[1]!.role.id).toBe('magicien');
    expect(band!.units[1]!.mel).toEqual([{ score: 3, perforant: 1 }]);
    expect(band!.units[0]).not.toHaveProperty('rank');
  });
});

describe('house rules', () => {
  it('the defaults without house rules, and with an empty set', () => {
    expect(parse(army({})).band!.rules).toEqual({ magiciens: 1, porteBannieres: 1, guerisseurs: 1, spells: 2, spellsInCampaign: 1, roundOnce: false, spellsFromExamples: false });
    expect(parse(army({}), {}).band!.rules).toEqual(DEFAULT_RULES);
  });

  it('each key read, a value of another type left at its default', () => {
    expect(mefRules({ magiciens: 2, 'porte-bannieres': 0, guerisseurs: 3, spells: 4, 'spells-in-campaign': 5, 'round-once': true, 'spells-from-examples': true })).toEqual({ magiciens: 2, porteBannieres: 0, guerisseurs: 3, spells: 4, spellsInCampaign: 5, roundOnce: true, spellsFromExamples: true });
    expect(mefRules({ magiciens: '2', spells: null, 'round-once': 'yes' })).toEqual(DEFAULT_RULES);
    expect(parse(army({}), { guerisseurs: 2 }).band!.rules.guerisseurs).toBe(2);
  });

  it('"un seul sort en campagne": the spells a magicien knows in and out of campaign', () => {
    const rules = { ...DEFAULT_RULES, spells: 3, spellsInCampaign: 2 };
    expect([spellsPerMagicien(rules, false), spellsPerMagicien(rules, true)]).toEqual([3, 2]);
  });

  it('the keys, defaults and bounds a band may set', () => {
    expect(houseRules.map((r) => [r.key, r.default])).toEqual([
      ['magiciens', 1],
      ['porte-bannieres', 1],
      ['guerisseurs', 1],
      ['spells', 2],
      ['spells-in-campaign', 1],
      ['round-once', false],
      ['spells-from-examples', false],
    ]);
    const count = houseRules[0]!.schema();
    expect([count.safeParse(0).success, count.safeParse(100).success, count.safeParse(-1).success, count.safeParse(101).success, count.safeParse(1.5).success]).toEqual([true, true, false, false, false]);
    const flag = houseRules[5]!.schema();
    expect([flag.safeParse(true).success, flag.safeParse(1).success]).toEqual([true, false]);
  });
});
