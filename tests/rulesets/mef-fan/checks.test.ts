/** Every check with a valid army and an invalid one: code, severity, line and column as `validate` reports them. */
import { describe, expect, it } from 'vitest';
import { findingsOf } from './helpers.js';

/** Lines 1–4 of every army; units start on line 5. */
const head = (points = 1000, extra = '') => `ruleset: mef-fan\nname: Test\npoints: ${points}\n${extra}units:\n`;

/** A troupe of 3 figures at 8# each (Dép 2, Mél 1, Déf 1, Men 2, Vie 1): 7 lines. */
const troupe = (name: string, more = '') => `  - name: ${name}\n    models: 3\n    dep: 2\n    mel: [{score: 1}]\n    def: 1\n    men: 2\n    vie: 1\n${more}`;

/** A personnage at 8# (same characteristics, one figure): 7 lines, the role on its second line. */
const perso = (name: string, role: string, more = '') => `  - name: ${name}\n    role: ${role}\n    dep: 2\n    mel: [{score: 1}]\n    def: 1\n    men: 2\n    vie: 1\n${more}`;

interface Case {
  readonly name: string;
  readonly yaml: string;
  readonly expected: readonly (readonly [code: string, line: number, column: number])[];
}

const valid: readonly Case[] = [
  { name: 'an army within its budget', yaml: head(24) + troupe('Gobelins'), expected: [] },
  { name: 'an army under its budget: no warning for points left', yaml: head(200) + troupe('Gobelins'), expected: [] },
  { name: 'one général, one porte-bannière, one magicien with two spells, one guérisseur, chefs and musiciens', yaml: head() + perso('G', 'general') + perso('P', 'porte-banniere') + perso('M', 'magicien', '    spells: [terreur, eclair-magique]\n') + perso('S', 'guerisseur') + perso('C1', 'chef') + perso('C2', 'chef') + perso('Mu1', 'musicien') + perso('Mu2', 'musicien'), expected: [] },
  { name: 'a magicien with one spell in campaign', yaml: head(1000, 'campaign: true\n') + perso('M', 'magicien', '    spells: [terreur]\n'), expected: [] },
  { name: 'Vie 4 and characteristics of 5', yaml: head() + `  - name: Dragon\n    dep: 5\n    mel: [{score: 5}]\n    tir: [{score: 5}]\n    def: 5\n    men: 5\n    vie: 4\n`, expected: [] },
  { name: 'house rules: two magiciens knowing three spells, two guérisseurs, two porte-bannières', yaml: head(1000, 'house_rules:\n  magiciens: 2\n  spells: 3\n  guerisseurs: 2\n  porte-bannieres: 2\n') + perso('M1', 'magicien', '    spells: [terreur, motivation, fragilite]\n') + perso('M2', 'magicien', '    spells: [terreur, motivation, tremblement]\n') + perso('S1', 'guerisseur') + perso('S2', 'guerisseur') + perso('P1', 'porte-banniere') + perso('P2', 'porte-banniere'), expected: [] },
  { name: 'house rule: two spells in campaign', yaml: head(1000, 'campaign: true\nhouse_rules:\n  spells-in-campaign: 2\n') + perso('M', 'magicien', '    spells: [terreur, motivation]\n'), expected: [] },
  { name: 'accents and aliases in names', yaml: head() + perso('G', 'Général') + perso('S', 'soigneur') + `  - name: Lanciers\n    dep: 2\n    movement: Bond\n    tir: [{score: 1, portee: très courte, munitions: limitées}]\n    def: 1\n    men: 1\n    vie: 1\n    equipment: [Lance]\n    skills: [Effrayant]\n`, expected: [] },
];

const invalid: readonly Case[] = [
  { name: 'over budget: 24# for 23#', yaml: head(23) + troupe('Gobelins'), expected: [['mef-fan/points-exceeded', 3, 1]] },
  { name: 'two généraux', yaml: head() + perso('G1', 'general') + perso('G2', 'general'), expected: [['mef-fan/too-many-generals', 13, 5]] },
  { name: 'two porte-bannières', yaml: head() + perso('P1', 'porte-banniere') + perso('P2', 'porte-banniere'), expected: [['mef-fan/too-many-porte-bannieres', 13, 5]] },
  { name: 'two magiciens', yaml: head() + perso('M1', 'magicien', '    spells: [terreur, motivation]\n') + perso('M2', 'magicien', '    spells: [terreur, motivation]\n'), expected: [['mef-fan/too-many-magiciens', 14, 5]] },
  { name: 'two guérisseurs', yaml: head() + perso('S1', 'guerisseur') + perso('S2', 'guerisseur'), expected: [['mef-fan/too-many-guerisseurs', 13, 5]] },
  { name: 'a chef of three figures', yaml: head() + `  - name: Chefs\n    role: chef\n    models: 3\n    dep: 2\n    def: 1\n    men: 2\n    vie: 1\n`, expected: [['mef-fan/character-not-single', 7, 5]] },
  { name: 'a magicien with one spell out of campaign', yaml: head() + perso('M', 'magicien', '    spells: [terreur]\n'), expected: [['mef-fan/missing-spells', 12, 5]] },
  { name: 'a magicien with two spells in campaign', yaml: head(1000, 'campaign: true\n') + perso('M', 'magicien', '    spells: [terreur, motivation]\n'), expected: [['mef-fan/too-many-spells', 13, 5]] },
  { name: 'a magicien with the same spell twice', yaml: head() + perso('M', 'magicien', '    spells: [terreur, Terreur]\n'), expected: [['mef-fan/duplicate-spell', 12, 23]] },
  { name: 'spells on a chef', yaml: head() + perso('C', 'chef', '    spells: [terreur]\n'), expected: [['mef-fan/spells-without-magicien', 12, 5]] },
  { name: 'Vie 5', yaml: head() + troupe('Géants').replace('vie: 1', 'vie: 5'), expected: [['mef-fan/vie-range', 11, 5]] },
  { name: 'Vie 0', yaml: head() + troupe('Ombres').replace('vie: 1', 'vie: 0'), expected: [['mef-fan/vie-range', 11, 5]] },
  { name: 'Dép, Mél, Tir and Men above 5 (warnings)', yaml: head() + `  - name: Démon\n    dep: 6\n    mel: [{score: 6}]\n    tir: [{score: 7}]\n    def: 1\n    men: 6\n    vie: 1\n`, expected: [['mef-fan/characteristic-high', 6, 5], ['mef-fan/characteristic-high', 7, 12], ['mef-fan/characteristic-high', 8, 12], ['mef-fan/characteristic-high', 10, 5]] },
  { name: 'Déf above 5 (warning)', yaml: head() + troupe('Golems').replace('def: 1', 'def: 6'), expected: [['mef-fan/def-invulnerable', 9, 5]] },
  { name: 'Men below 1 (warning)', yaml: head() + troupe('Zombies').replace('men: 2', 'men: 0'), expected: [['mef-fan/men-low', 10, 5]] },
  { name: 'an unknown role, with a suggestion', yaml: head() + perso('X', 'generale'), expected: [['mef-fan/unknown-role', 6, 5]] },
  { name: 'an unknown movement, range, ammunition, equipment, skill and spell', yaml: head() + `  - name: X\n    role: magicien\n    dep: 2\n    movement: saut\n    tir: [{score: 1, portee: moyenne, munitions: infinies}]\n    def: 1\n    men: 2\n    vie: 1\n    equipment: [epee]\n    skills: [terrifiant]\n    spells: [boule-de-feu, terreur]\n`, expected: [['mef-fan/unknown-movement', 8, 5], ['mef-fan/unknown-range', 9, 22], ['mef-fan/unknown-ammunition', 9, 39], ['mef-fan/unknown-equipment', 13, 17], ['mef-fan/unknown-skill', 14, 14], ['mef-fan/own-spell', 15, 14]] },
  { name: 'house rule: no porte-bannière at all', yaml: head(1000, 'house_rules:\n  porte-bannieres: 0\n') + perso('P', 'porte-banniere'), expected: [['mef-fan/too-many-porte-bannieres', 8, 5]] },
  { name: 'house rule: three spells, the magicien knows two', yaml: head(1000, 'house_rules:\n  spells: 3\n') + perso('M', 'magicien', '    spells: [terreur, motivation]\n'), expected: [['mef-fan/missing-spells', 14, 5]] },
  { name: 'house rules: an unknown key, and the général cannot be changed', yaml: head(1000, 'house_rules:\n  generaux: 2\n') + troupe('Gobelins'), expected: [['band/unknown-house-rule', 5, 3]] },
  { name: 'a negative characteristic is refused by the schema', yaml: head() + troupe('Rien').replace('dep: 2', 'dep: -1'), expected: [['schema/too-small', 7, 5]] },
  { name: 'models 0 is refused by the schema', yaml: head() + troupe('Personne').replace('models: 3', 'models: 0'), expected: [['schema/too-small', 6, 5]] },
  { name: 'an unknown key', yaml: head() + troupe('Gobelins', '    armure: 2\n'), expected: [['schema/unknown-key', 12, 5]] },
];

const seen = async (yaml: string) => (await findingsOf(yaml)).map((f) => [f.code, f.line, f.column] as const);

describe('Mef-Fan checks', () => {
  it.each(valid)('valid: $name', async ({ yaml, expected }) => {
    expect(await seen(yaml)).toEqual(expected);
  });

  it.each(invalid)('invalid: $name', async ({ yaml, expected }) => {
    expect(await seen(yaml)).toEqual(expected);
  });

  it('reports a budget overrun as an error and characteristic problems as warnings', async () => {
    const findings = await findingsOf(head(1) + troupe('Zombies').replace('men: 2', 'men: 0'));
    expect(findings.map((f) => [f.code, f.severity])).toEqual([['mef-fan/points-exceeded', 'error'], ['mef-fan/men-low', 'warning']]);
  });

  it('reports every unit beyond the limit: three généraux give two errors', async () => {
    const codes = (await findingsOf(head() + perso('G1', 'general') + perso('G2', 'general') + perso('G3', 'general'))).map((f) => f.code);
    expect(codes).toEqual(['mef-fan/too-many-generals', 'mef-fan/too-many-generals']);
  });
});
