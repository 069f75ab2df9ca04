import { describe, expect, it } from 'vitest';
import { weaponLines } from '../../../src/rulesets/flammes-et-fantassins/catalogue/equipment.js';
import * as catalogue from '../../../src/rulesets/flammes-et-fantassins/catalogue/index.js';
import { BAND_MAX, BAND_MIN, DEFAULT_FF_RULES, ffRules, houseRules } from '../../../src/rulesets/flammes-et-fantassins/house-rules.js';
import { anyName, nameOf, namesList } from '../../../src/rulesets/flammes-et-fantassins/names.js';
import { parse } from '../../../src/rulesets/flammes-et-fantassins/parse.js';

const DEFAULTS = { baseWeaponFree: true, ferBudget: 'pc', earnedClassFer: false, twoHandedShield: 'carry', masseStun: 'die', weaponClass: true, spellHit: 'exceed', bandMin: 3, bandMax: 10 };

describe('F&F house rules', () => {
  it('defaults are the readings of docs/rules-notes.md', () => {
    expect(ffRules({})).toStrictEqual(DEFAULTS);
    expect(DEFAULT_FF_RULES).toStrictEqual(DEFAULTS);
    expect([BAND_MIN, BAND_MAX]).toStrictEqual([3, 10]);
    expect(houseRules.map((r) => [r.key, r.default])).toStrictEqual([
      ['base-weapon-free', true],
      ['fer-budget', 'pc'],
      ['earned-class-fer', false],
      ['two-handed-shield', 'carry'],
      ['masse-stun', 'die'],
      ['weapon-class', true],
      ['spell-hit', 'exceed'],
      ['band-min', 3],
      ['band-max', 10],
    ]);
  });

  it('each variant read, and only its own key changes', () => {
    expect(ffRules({ 'base-weapon-free': false, 'fer-budget': 'classes', 'earned-class-fer': true, 'two-handed-shield': 'forbid', 'masse-stun': 'modified', 'weapon-class': false, 'spell-hit': 'equal', 'band-min': 0, 'band-max': 25 })).toStrictEqual({
      baseWeaponFree: false,
      ferBudget: 'classes',
      earnedClassFer: true,
      twoHandedShield: 'forbid',
      masseStun: 'modified',
      weaponClass: false,
      spellHit: 'equal',
      bandMin: 0,
      bandMax: 25,
    });
    expect(ffRules({ 'band-min': 1 })).toStrictEqual({ ...DEFAULTS, bandMin: 1 });
    expect(ffRules({ 'band-max': 4 })).toStrictEqual({ ...DEFAULTS, bandMax: 4 });
  });

  it('a value of another kind keeps the default', () => {
    expect(ffRules({ 'base-weapon-free': 'no', 'earned-class-fer': 'yes', 'weapon-class': 0, 'fer-budget': 'x', 'two-handed-shield': 'x', 'masse-stun': 'x', 'spell-hit': 'x', 'band-min': '5', 'band-max': '9' })).toStrictEqual(DEFAULTS);
  });

  it('each house rule takes its own values only', () => {
    const accepts = (key: string, value: unknown) => houseRules.find((r) => r.key === key)!.schema().safeParse(value).success;
    expect([accepts('base-weapon-free', false), accepts('base-weapon-free', 'false')]).toStrictEqual([true, false]);
    expect([accepts('fer-budget', 'classes'), accepts('fer-budget', 'pc'), accepts('fer-budget', 'x')]).toStrictEqual([true, true, false]);
    expect([accepts('two-handed-shield', 'forbid'), accepts('two-handed-shield', 'carry'), accepts('two-handed-shield', 'x')]).toStrictEqual([true, true, false]);
    expect([accepts('masse-stun', 'modified'), accepts('masse-stun', 'die'), accepts('masse-stun', 'x')]).toStrictEqual([true, true, false]);
    expect([accepts('spell-hit', 'equal'), accepts('spell-hit', 'exceed'), accepts('spell-hit', 'x')]).toStrictEqual([true, true, false]);
    expect([accepts('earned-class-fer', true), accepts('weapon-class', false)]).toStrictEqual([true, true]);
    expect([0, 1000, -1, 1001, 2.5].map((n) => accepts('band-min', n))).toStrictEqual([true, true, false, false, false]);
    expect([0, 1000, -1, 1001].map((n) => accepts('band-max', n))).toStrictEqual([true, true, false, false]);
  });
});

describe('F&F names', () => {
  it('the rulebook name of an id, of a list of ids ("-" for none), of an id of any catalogue', () => {
    expect([nameOf('class', 'pretre'), nameOf('rank', 'heros'), nameOf('style', 'puissant'), nameOf('domain', 'tenebres')]).toStrictEqual(['Prêtre', 'Héros', 'Puissant', 'Ténèbres']);
    expect(namesList('equipment', ['arc', 'ecu'])).toBe('Arc, Écu');
    expect(namesList('equipment', [])).toBe('-');
    expect(['rondache', 'sommeil', 'esquive', 'haute-maitrise', 'pretre', 'duel-magique', 'assommer', 'inconnu'].map(anyName)).toStrictEqual([
      'Rondache',
      'Sommeil',
      'Esquive',
      'Haute Maîtrise',
      'Prêtre',
      'Duel Magique',
      'Assommer (Masse)',
      'inconnu',
    ]);
  });
});

describe('F&F weapon lines', () => {
  const item = (id: string) => catalogue.equipment.get(id)!;
  it.each([
    ['baton', true, [{ source: 'arme-a-deux-mains', hit: 1, damage: 1 }, { source: 'baton', hit: 0, damage: -1 }]],
    ['baton', false, [{ source: 'baton', hit: 0, damage: -1 }]],
    ['masse', true, [{ source: 'arme-a-une-main', hit: 1, damage: 0 }, { source: 'masse', hit: 0, damage: 0 }]],
    ['arme-a-deux-mains', true, [{ source: 'arme-a-deux-mains', hit: 1, damage: 1 }]],
    ['rondache', true, [{ source: 'rondache', hit: 0, damage: 0 }]],
  ])('%s (weapon-class %s)', (id, weaponClass, lines) => {
    expect(weaponLines(item(id), weaponClass)).toStrictEqual(lines);
  });
});

describe('F&F parse: names resolved, unknown ones reported with suggestions', () => {
  const band = {
    ruleset: 'flammes-et-fantassins',
    name: 'T',
    pc: 3,
    characters: [
      { name: 'A', style: 'Lourd', classes: ['archr', 'zzzzqqq'], equipment: ['arc', 'xyzzyq'], spells: ['somei'], specialty: 'pouet' },
      { name: 'B', style: 'PUISSANT', classes: ['Prêtre'], equipment: [], specialty: 'Imposition des mains' },
    ],
  };

  it('every unknown style, specialty, class, item and spell at its place; a far name gets no suggestion (the message says where the list is)', () => {
    expect(parse(band).findings).toStrictEqual([
      { code: 'ff/unknown-style', severity: 'error', path: ['characters', 0, 'style'], params: { actual: 'Lourd', limit: 'agile | puissant' } },
      {
        code: 'ff/unknown-specialty',
        severity: 'error',
        path: ['characters', 0, 'specialty'],
        params: { actual: 'pouet', suggestion: '' },
      },
      { code: 'ff/unknown-class', severity: 'error', path: ['characters', 0, 'classes', 0], params: { actual: 'archr', suggestion: 'archer' } },
      { code: 'ff/unknown-class', severity: 'error', path: ['characters', 0, 'classes', 1], params: { actual: 'zzzzqqq', suggestion: '' } },
      { code: 'ff/unknown-equipment', severity: 'error', path: ['characters', 0, 'equipment', 1], params: { actual: 'xyzzyq', suggestion: '' } },
      { code: 'ff/unknown-spell', severity: 'error', path: ['characters', 0, 'spells', 0], params: { actual: 'somei', suggestion: 'sommeil' } },
    ]);
  });

  it('an unknown style reads as agile; names in any spelling; no specialty key without one; house rules read', () => {
    const { band: typed } = parse(band, { 'spell-hit': 'equal' });
    const [a, b] = typed!.characters;
    expect([a!.style, a!.classes, a!.equipment.map((e) => [e.def.id, e.index]), a!.spells, 'specialty' in a!]).toStrictEqual(['agile', [], [['arc', 0]], [], false]);
    expect([b!.style, b!.classes.map((c) => [c.def.id, c.index]), b!.specialty?.id]).toStrictEqual(['puissant', [['pretre', 0]], 'imposition-des-mains']);
    expect(typed!.rules).toStrictEqual({ ...DEFAULTS, spellHit: 'equal' });
    expect([typed!.name, typed!.pc, 'campaign' in typed!]).toStrictEqual(['T', 3, false]);
  });

  it('a structural error stops before the names', () => {
    const result = parse({ ruleset: 'ff', characters: [{ name: 'A', style: 'Lourd', classes: [], equipment: [] }] });
    expect(result.band).toBeUndefined();
    expect(result.findings.map((f) => f.code)).not.toContain('ff/unknown-style');
    expect(result.findings.length).toBeGreaterThan(0);
  });

  it('a campaign section becomes the ledger', () => {
    const { band: typed } = parse({ ...band, campaign: { ledger: [{ scenario: 's1', date: '2025-01-01', result: 'win', played: 0, trophies: 1, pc: 1, fer: 0 }], potions: [] } });
    expect(typed!.campaign!.events).toHaveLength(1);
  });
});
