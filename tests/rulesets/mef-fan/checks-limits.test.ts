/**
 * Every limit of the Mef-Fan checks at, just under and just over its bound, with the whole list of findings and the
 * values their messages are worded from (name, limit, actual, the rulebook's names).
 */
import { describe, expect, it } from 'vitest';
import { analyse, diagnostics } from '../../../src/core/ruleset/analyse.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { registry } from '../../../src/rulesets/index.js';
import { detailsOf } from './helpers.js';

/** Lines 1–4 of every army (one more per line of `extra`); units start on line 5. */
const head = (points = 1000, extra = '') => `ruleset: mef-fan\nname: Test\npoints: ${points}\n${extra}units:\n`;

/** A troupe of 3 figures at 8# each (Dép 2, Mél 1, Déf 1, Men 2, Vie 1): 7 lines, Dép on its third. */
const troupe = (name: string, more = '') => `  - name: ${name}\n    models: 3\n    dep: 2\n    mel: [{score: 1}]\n    def: 1\n    men: 2\n    vie: 1\n${more}`;

/** A personnage at 8# (same characteristics, one figure): 7 lines, the role on its second line. */
const perso = (name: string, role: string, more = '') => `  - name: ${name}\n    role: ${role}\n    dep: 2\n    mel: [{score: 1}]\n    def: 1\n    men: 2\n    vie: 1\n${more}`;

const found = async (yaml: string) => (await detailsOf(yaml)).map(({ code, line, column, params, names }) => ({ code, line, column, params, ...(names ? { names } : {}) }));

describe('the agreed points: an army costs at most its budget', () => {
  // Three Gobelins at 8# are 24#.
  it.each([
    [25, []],
    [24, []],
    [23, [{ code: 'mef-fan/points-exceeded', line: 3, column: 1, params: { limit: 23, actual: 24, over: 1 } }]],
  ])('points %i for 24#', async (points, expected) => {
    expect(await found(head(points) + troupe('Gobelins'))).toEqual(expected);
  });
});

describe('III.A "qu\'un seul général par armée": every général beyond the first, with the count and the rulebook\'s name', () => {
  const generals = (n: number) => head() + Array.from({ length: n }, (_, k) => perso(`G${k + 1}`, 'general')).join('');
  const extra = (name: string, line: number, actual: number) => ({ code: 'mef-fan/too-many-generals', line, column: 5, params: { name, role: 'general', limit: 1, actual }, names: { role: 'général' } });
  it.each([
    [1, []],
    [2, [extra('G2', 13, 2)]],
    [3, [extra('G2', 13, 3), extra('G3', 20, 3)]],
  ])('%i général(s)', async (n, expected) => {
    expect(await found(generals(n))).toEqual(expected);
  });

  it('the message counts the généraux of the army (G2 is not "général number 3"), in English and French', async () => {
    const analysis = await analyse(new TextEncoder().encode(generals(3)), 'army.yaml', registry);
    const worded = (lang: 'en' | 'fr') => diagnostics(analysis, new Messages(lang, [CORE_MESSAGES, analysis.ruleset!.messages])).map((d) => d.message);
    expect(worded('en')).toEqual(['G2 is one of 3 généraux', 'G3 is one of 3 généraux']);
    expect(worded('fr')).toEqual(["G2 est l'un des 3 généraux", "G3 est l'un des 3 généraux"]);
  });
});

describe('III.A the agreed number of porte-bannières, magiciens and guérisseurs (one by default, house rules)', () => {
  const army = (key: string, limit: number, role: string, n: number, more = '') =>
    head(1000, `house_rules:\n  ${key}: ${limit}\n`) + Array.from({ length: n }, (_, k) => perso(`P${k + 1}`, role, more)).join('');
  const spells = '    spells: [terreur, motivation]\n';
  it.each([
    // Units start on line 7 (two lines of house rules); the third unit's role is on line 22 (24 with a line of spells each).
    ['porte-bannieres', 'porte-banniere', 'mef-fan/too-many-porte-bannieres', 'porte-bannière', '', 22],
    ['magiciens', 'magicien', 'mef-fan/too-many-magiciens', 'magicien', spells, 24],
    ['guerisseurs', 'guerisseur', 'mef-fan/too-many-guerisseurs', 'guérisseur', '', 22],
  ])('%s: 2 agreed, 1 and 2 are fine, the third is reported with limit 2, actual 3', async (key, role, code, name, more, line) => {
    expect(await found(army(key, 2, role, 1, more))).toEqual([]);
    expect(await found(army(key, 2, role, 2, more))).toEqual([]);
    expect(await found(army(key, 2, role, 3, more))).toEqual([{ code, line, column: 5, params: { name: 'P3', role, limit: 2, actual: 3 }, names: { role: name } }]);
  });

  it('by default one of each: a second guérisseur is reported with limit 1, actual 2', async () => {
    expect(await found(head() + perso('S1', 'guerisseur') + perso('S2', 'guerisseur'))).toEqual([
      { code: 'mef-fan/too-many-guerisseurs', line: 13, column: 5, params: { name: 'S2', role: 'guerisseur', limit: 1, actual: 2 }, names: { role: 'guérisseur' } },
    ]);
  });
});

describe('III.A a personnage is "représenté par une unité individuelle"', () => {
  const general = (models: number) => head() + perso('G', 'general', `    models: ${models}\n`);
  it('a général of one figure is fine, of two is reported with limit 1, actual 2 and the rulebook\'s name', async () => {
    expect(await found(general(1))).toEqual([]);
    expect(await found(general(2))).toEqual([
      { code: 'mef-fan/character-not-single', line: 12, column: 5, params: { name: 'G', role: 'general', limit: 1, actual: 2 }, names: { role: 'général' } },
    ]);
  });

  it('a troupe may have any number of figures', async () => {
    expect(await found(head() + troupe('Gobelins').replace('models: 3', 'models: 20'))).toEqual([]);
  });
});

describe('III.C "deux sorts (un seul sort en campagne)": at, under and over the count', () => {
  const mage = (spells: string, extra = '') => head(1000, extra) + perso('M', 'magicien', `    spells: [${spells}]\n`);
  const at = (code: string, line: number, limit: number, actual: number) => ({ code, line, column: 5, params: { name: 'M', limit, actual } });
  it.each([
    ['terreur', '', [at('mef-fan/missing-spells', 12, 2, 1)]],
    ['terreur, motivation', '', []],
    ['terreur, motivation, fragilite', '', [at('mef-fan/too-many-spells', 12, 2, 3)]],
    ['', 'campaign: true\n', [at('mef-fan/missing-spells', 13, 1, 0)]],
    ['terreur', 'campaign: true\n', []],
    ['terreur, motivation', 'campaign: true\n', [at('mef-fan/too-many-spells', 13, 1, 2)]],
  ])('spells [%s] %s', async (spells, extra, expected) => {
    expect(await found(mage(spells, extra))).toEqual(expected);
  });

  it('a rank sets the count: an archimage with two of three spells', async () => {
    expect(await found(head() + perso('M', 'magicien', '    rank: archimage\n    spells: [terreur, motivation]\n'))).toEqual([at('mef-fan/missing-spells', 13, 3, 2)]);
  });
});

describe('a mage knows a spell or not: the same spell twice', () => {
  it('is reported at its second mention, with its id and the rulebook\'s name', async () => {
    expect(await found(head() + perso('M', 'magicien', '    spells: [eclair-magique, Éclair magique]\n'))).toEqual([
      { code: 'mef-fan/duplicate-spell', line: 12, column: 30, params: { name: 'M', actual: 'eclair-magique' }, names: { actual: 'Éclair magique' } },
    ]);
  });
});

describe('III.C spells and ranks are for the mages only', () => {
  it('spells on a général: how many, its role and the rulebook\'s name of it', async () => {
    expect(await found(head() + perso('G', 'general', '    spells: [terreur]\n'))).toEqual([
      { code: 'mef-fan/spells-without-magicien', line: 12, column: 5, params: { name: 'G', role: 'general', actual: 1 }, names: { role: 'général' } },
    ]);
  });

  it('a rank on a guérisseur, reported at the rank', async () => {
    expect(await found(head() + perso('S', 'guerisseur', '    rank: sorcier\n'))).toEqual([
      { code: 'mef-fan/rank-without-magicien', line: 12, column: 5, params: { name: 'S', role: 'guerisseur', actual: 'sorcier' }, names: { role: 'guérisseur' } },
    ]);
  });
});

describe('II.F the Vie table covers 1 to 4', () => {
  it.each([
    [0, [{ code: 'mef-fan/vie-range', line: 11, column: 5, params: { name: 'U', limit: '1–4', actual: 0 } }]],
    [1, []],
    [4, []],
    [5, [{ code: 'mef-fan/vie-range', line: 11, column: 5, params: { name: 'U', limit: '1–4', actual: 5 } }]],
  ])('Vie %i', async (vie, expected) => {
    expect(await found(head() + troupe('U').replace('vie: 1', `vie: ${vie}`))).toEqual(expected);
  });
});

describe('II "une valeur normalement comprise entre 0 et 5": a warning above 5, naming the characteristic', () => {
  const unit = (v: number) => head() + `  - name: D\n    dep: ${v}\n    mel: [{score: 1}, {score: ${v}}]\n    tir: [{score: ${v}}]\n    def: 1\n    men: ${v}\n    vie: 1\n`;
  const high = (stat: string, line: number, column: number) => ({ code: 'mef-fan/characteristic-high', line, column, params: { name: 'D', stat, limit: 5, actual: 6 } });
  it('5 everywhere is fine', async () => {
    expect(await found(unit(5))).toEqual([]);
  });
  it('6 in Dép, the second Mél, Tir and Men: four warnings', async () => {
    expect(await found(unit(6))).toEqual([high('Dép', 6, 5), high('Mél', 7, 24), high('Tir', 8, 12), high('Men', 10, 5)]);
  });
});

describe('II.D "ne pas avoir un score de Déf supérieur à 5", II.E "Men inférieur à 1"', () => {
  it.each([
    [5, []],
    [6, [{ code: 'mef-fan/def-invulnerable', line: 9, column: 5, params: { name: 'U', limit: 5, actual: 6 } }]],
  ])('Déf %i', async (def, expected) => {
    expect(await found(head() + troupe('U').replace('def: 1', `def: ${def}`))).toEqual(expected);
  });
  it.each([
    [0, [{ code: 'mef-fan/men-low', line: 10, column: 5, params: { name: 'U', limit: 1, actual: 0 } }]],
    [1, []],
  ])('Men %i', async (men, expected) => {
    expect(await found(head() + troupe('U').replace('men: 2', `men: ${men}`))).toEqual(expected);
  });
});
