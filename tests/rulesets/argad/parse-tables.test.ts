/** Reading a troop file (each name resolved or reported), the house rules, the editor's catalogues and the names. */
import { describe, expect, it } from 'vitest';
import { hasSkill } from '../../../src/rulesets/argad/band.js';
import { ARMOURS } from '../../../src/rulesets/argad/catalogue/armour.js';
import * as tables from '../../../src/rulesets/argad/catalogue/index.js';
import { MELEE } from '../../../src/rulesets/argad/catalogue/melee.js';
import { argadRules, DEFAULT_RULES, houseRules } from '../../../src/rulesets/argad/house-rules.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { armourName, names } from '../../../src/rulesets/argad/names.js';
import { bandSchema } from '../../../src/rulesets/argad/schema.js';

const troop = (...characters: Record<string, unknown>[]) => ({ ruleset: 'argad', name: 'X', characters });
const courte = MELEE.find((m) => m.id === 'courte')!;

describe('parse: names resolved', () => {
  it('a character with every key', () => {
    const { band, findings } = ruleset.parse(
      troop({ name: 'A', count: 2, class: 4, armour: '4*', melee: 'Hallebarde', ranged: 'mousquet', role: 'Porte-Emblème', mounted: 'Piéton monté', health_points: 2, health: 5, morale: 2, skills: ['sniper', 'Agilité'], die: 8 }),
    );
    expect(findings).toEqual([]);
    const c = band!.characters[0]!;
    expect([c.name, c.count, c.class, c.armour.id, c.melee.id, c.ranged?.id, c.role, c.mounted, c.healthPoints, c.health, c.morale, c.die]).toEqual(['A', 2, 4, '4-etoile', 'hallebarde', 'fusil', 'porte-embleme', 'pieton-monte', 2, 5, 2, 8]);
    expect(c.skills.map((s) => [s.def.id, s.index])).toEqual([['tireur-d-elite', 0], ['agilite', 1]]);
  });

  it('the least character: santé and moral are the classe, one point de vie, a D6; no ranged weapon, role or mount', () => {
    const { band, findings } = ruleset.parse({ ...troop({ name: 'A', class: 3, armour: 4, melee: 'courte' }), pack_animals: 3 });
    expect(findings).toEqual([]);
    expect(band).toStrictEqual({
      name: 'X',
      packAnimals: 3,
      rules: DEFAULT_RULES,
      characters: [{ name: 'A', count: 1, class: 3, armour: ARMOURS.find((a) => a.id === '4'), melee: courte, healthPoints: 1, health: 3, morale: 3, skills: [], die: 6 }],
    });
  });

  it('the campaign section becomes the ledger, with the care records', () => {
    const { band } = ruleset.parse({ ...troop({ name: 'A', class: 3, armour: 4, melee: 'courte' }), campaign: { care: [] } });
    expect(band!.campaign).toStrictEqual({ events: [], records: { care: [] } });
  });

  it('a game of the ledger has no awards to count', () => {
    const game = { scenario: 'le-gue', date: '2026-01-01', result: 'win', played: 0 };
    const { band } = ruleset.parse({ ...troop({ name: 'A', class: 3, armour: 4, melee: 'courte' }), campaign: { ledger: [game] } });
    expect(band!.campaign).toStrictEqual({ events: [{ ...game, awards: {} }], records: { care: [] } });
  });

  it('the house rules given are read', () => {
    const { band } = ruleset.parse(troop({ name: 'A', class: 3, armour: 4, melee: 'courte' }), { 'tie-rule': false, 'heavy-tool': 'weapon' });
    expect(band!.rules).toStrictEqual({ ...DEFAULT_RULES, tieRule: false, heavyTool: 'weapon' });
  });

  it('a file the schema refuses gives its findings and no troop', () => {
    const result = ruleset.parse({ ruleset: 'argad', name: 'X' });
    expect(result).toStrictEqual({ findings: [{ code: 'schema/required', severity: 'error', path: ['characters'], params: { key: 'characters', expected: 'array' } }] });
  });
});

describe('parse: unknown names', () => {
  it('each reported at its key, with close suggestions only; the troop still read with an arme courte in véture légère', () => {
    const { band, findings } = ruleset.parse(troop({ name: 'A', class: 3, armour: 'mithril', melee: 'zz', ranged: 'yy', role: 'roi', mounted: 'dragon', skills: ['zzz'] }, { name: 'B', class: 3, armour: '4x', melee: 'courte' }));
    expect(findings.map((f) => [f.code, f.severity, f.path])).toEqual([
      ['argad/unknown-melee', 'error', ['characters', 0, 'melee']],
      ['argad/unknown-ranged', 'error', ['characters', 0, 'ranged']],
      ['argad/unknown-role', 'error', ['characters', 0, 'role']],
      ['argad/unknown-mounted', 'error', ['characters', 0, 'mounted']],
      ['argad/unknown-armour', 'error', ['characters', 0, 'armour']],
      ['argad/unknown-skill', 'error', ['characters', 0, 'skills', 0]],
      ['argad/unknown-armour', 'error', ['characters', 1, 'armour']],
    ]);
    expect(findings[2]!.params).toStrictEqual({ actual: 'roi', limit: 'chef | musicien | porte-embleme' });
    expect(findings[3]!.params).toStrictEqual({ actual: 'dragon', limit: 'cavalier | pieton-monte' });
    expect(findings[4]!.params).toStrictEqual({ actual: 'mithril', suggestion: '' });
    expect(findings[6]!.params).toStrictEqual({ actual: '4x', suggestion: '4, 4T' });
    expect(findings[1]!.params).toMatchObject({ actual: 'yy' });
    const a = band!.characters[0]!;
    expect(a.armour).toBe(ARMOURS[0]);
    expect(a.melee).toBe(courte);
    expect(Object.keys(a)).toEqual(['name', 'count', 'class', 'armour', 'melee', 'healthPoints', 'health', 'morale', 'skills', 'die']);
  });

  it('an armour written as a number is reported as text', () => {
    const { findings } = ruleset.parse(troop({ name: 'A', class: 3, armour: 7, melee: 'courte' }));
    expect(findings.map((f) => [f.code, f.params?.actual])).toEqual([['argad/unknown-armour', '7']]);
  });
});

describe('the armour table', () => {
  it('a star is spelled out before the lookup; suggestions are labels', () => {
    expect(tables.armours.get('4*')!.id).toBe('4-etoile');
    expect(tables.armours.get('5**')).toBeUndefined();
    expect(tables.armours.get(5)!.id).toBe('5');
    expect(tables.armours.get('armure 5*')!.id).toBe('5-etoile');
    expect(tables.armours.suggest('5x')).toEqual(['5', '5T']);
    expect(tables.armours.labels()).toEqual(['legere', '3', '4', '4T', '4*', '5', '5T', '5*']);
  });
});

describe('house rules', () => {
  it('the defaults, read from nothing', () => {
    expect(argadRules({})).toStrictEqual(DEFAULT_RULES);
    expect(DEFAULT_RULES).toStrictEqual({ tieRule: true, class1Malus: true, heavyTool: 'all', polearmAgainst: 'monte', untrainedShooting: 'all', bretteurSeveralSixes: false });
  });

  it('each changed alone', () => {
    expect(argadRules({ 'tie-rule': false })).toStrictEqual({ ...DEFAULT_RULES, tieRule: false });
    expect(argadRules({ 'class-1-malus': false })).toStrictEqual({ ...DEFAULT_RULES, class1Malus: false });
    expect(argadRules({ 'heavy-tool': 'weapon' })).toStrictEqual({ ...DEFAULT_RULES, heavyTool: 'weapon' });
    expect(argadRules({ 'polearm-against': 'cavalier' })).toStrictEqual({ ...DEFAULT_RULES, polearmAgainst: 'cavalier' });
    expect(argadRules({ 'untrained-shooting': 'firearms' })).toStrictEqual({ ...DEFAULT_RULES, untrainedShooting: 'firearms' });
    expect(argadRules({ 'bretteur-several-sixes': true })).toStrictEqual({ ...DEFAULT_RULES, bretteurSeveralSixes: true });
  });

  it('the defaults written out change nothing', () => {
    expect(argadRules({ 'tie-rule': true, 'class-1-malus': true, 'heavy-tool': 'all', 'polearm-against': 'monte', 'untrained-shooting': 'all', 'bretteur-several-sixes': false })).toStrictEqual(DEFAULT_RULES);
  });

  it('the specs: keys, defaults and values allowed', () => {
    expect(houseRules.map((r) => [r.key, r.default, r.scope])).toEqual([
      ['tie-rule', true, 'table'],
      ['class-1-malus', true, 'table'],
      ['heavy-tool', 'all', 'table'],
      ['polearm-against', 'monte', 'table'],
      ['untrained-shooting', 'all', 'table'],
      ['bretteur-several-sixes', false, 'table'],
    ]);
    const accepts = (key: string, value: unknown) => houseRules.find((r) => r.key === key)!.schema().safeParse(value).success;
    expect([accepts('tie-rule', false), accepts('tie-rule', 'no')]).toEqual([true, false]);
    expect([accepts('heavy-tool', 'weapon'), accepts('heavy-tool', 'all'), accepts('heavy-tool', 'none')]).toEqual([true, true, false]);
    expect([accepts('polearm-against', 'cavalier'), accepts('polearm-against', 'monte'), accepts('polearm-against', 'pieton')]).toEqual([true, true, false]);
    expect([accepts('untrained-shooting', 'firearms'), accepts('untrained-shooting', 'all'), accepts('untrained-shooting', 'bows')]).toEqual([true, true, false]);
    expect([accepts('class-1-malus', true), accepts('bretteur-several-sixes', true), accepts('bretteur-several-sixes', 1)]).toEqual([true, true, false]);
  });
});

describe('editor catalogues', () => {
  it('role and mount: the rulebook\'s name as the one spelling, the cost in the doc', () => {
    const c = ruleset.schemaCatalogues('en');
    expect(c.role).toStrictEqual([
      { id: 'chef', spellings: ['Chef'], doc: '**Chef** · 2 × classe' },
      { id: 'musicien', spellings: ['Musicien'], doc: '**Musicien** · 2 × classe' },
      { id: 'porte-embleme', spellings: ['Porte-emblème'], doc: '**Porte-emblème** · classe' },
    ]);
    expect(c.mounted).toStrictEqual([
      { id: 'cavalier', spellings: ['Cavalier'], doc: '**Cavalier**' },
      { id: 'pieton-monte', spellings: ['Piéton monté'], doc: '**Piéton monté** · + 2 points' },
    ]);
  });

  it('armour, melee (its length in the language asked), ranged and skills', () => {
    const en = ruleset.schemaCatalogues('en');
    const fr = ruleset.schemaCatalogues('fr');
    expect(en.armour![4]).toStrictEqual({ id: '4-etoile', spellings: ['4*', 'armure 4 etoile', 'demi-armure'], doc: '**4*** · armure 4* (demi-armure du XVIe siècle)' });
    expect(en.armour![0]).toStrictEqual({ id: 'legere', spellings: ['véture légère', 'veture legere', 'legerement vetu', 'aucune', 'none', 'light'], doc: '**legere** · véture légère' });
    expect(en.melee![0]).toStrictEqual({ id: 'longue', spellings: ['arme d hast'], doc: '**arme longue** · length 5\n\nlance, vouge, hallebarde, naginata, esponton, lance de chevalerie' });
    expect(fr.melee![1]!.doc).toBe('**arme semi-longue** · longueur 4\n\nhache ou épée à deux mains, bardiche, nodachi, grand outil, grand bâton, baïonnette au bout d’un fusil');
    expect(en.ranged![1]).toStrictEqual({ id: 'arc', spellings: ['arc simple européen', 'arc simple', 'arc simple europeen', 'arc europeen'], doc: '**arc simple européen**\n\nefficace à pied, tire immobile' });
    expect(en.skill![0]).toStrictEqual({ id: 'bretteur', spellings: ['escrimeur', 'escrimeuse'], doc: '**Bretteur / escrimeur**\n\nfrappe à l’arme courte en même temps que les armes semi-longues (à la dague avec les armes courtes), ou deux fois' });
    expect([en.armour, en.melee, en.ranged, en.skill].map((l) => l!.length)).toEqual([8, 39, 10, 19]);
  });
});

describe('names', () => {
  it('véture légère in words; the other armours as their label', () => {
    expect(armourName('legere')).toBe('légère');
    expect(armourName('4*')).toBe('4*');
    expect(armourName('5T')).toBe('5T');
    expect(names.melee!['tres-courte']).toBe('arme très courte');
    expect(names.ranged!.arc).toBe('arc simple européen');
    expect(names.skill!['tireur-d-elite']).toBe('Tireur d’élite');
  });
});

describe('the roster and skills', () => {
  it('the schema of a troop file is the band schema', () => {
    expect(ruleset.schema).toBe(bandSchema());
  });

  it('one member per character line, by its place', () => {
    const { band } = ruleset.parse(troop({ name: 'A', class: 3, armour: 4, melee: 'courte', skills: ['costaud'] }, { name: 'B', class: 2, armour: 3, melee: 'courte' }));
    expect(ruleset.roster(band!)).toStrictEqual([
      { name: 'A', path: ['characters', 0] },
      { name: 'B', path: ['characters', 1] },
    ]);
    expect([hasSkill(band!.characters[0]!, 'costaud'), hasSkill(band!.characters[0]!, 'bretteur'), hasSkill(band!.characters[1]!, 'costaud')]).toEqual([true, false, false]);
  });
});
