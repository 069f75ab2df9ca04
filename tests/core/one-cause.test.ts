/** One cause, one diagnostic: an unknown name is reported once; the checks that depend on it skip that member. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../helpers/analyse.js';
import { ROOT } from '../helpers/cli.js';

const all = async (text: string) => (await check(text)).diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}:${d.column}`);

const ff = (gros: string, tom = '[dague, cuir]') => `ruleset: flammes-et-fantassins
name: Les Essais
pc: 4
characters:
  - name: Gauvain
    style: puissant
    classes: [soldat, chevalier]
    equipment: [arme-a-deux-mains, plaque]
  - name: Gros Louis
    style: puissant
    classes: [${gros}]
    equipment: [arme-a-une-main, cuir]
  - name: Tom
    style: agile
    classes: [assassin]
    equipment: ${tom}
`;

describe('Flammes & Fantassins', () => {
  it('a class typo is one diagnostic, where the checks gave four (no class, PC and pièces de fer unspent)', async () => {
    expect(await all(ff('barbare'))).toEqual(['warning ff/fer-unspent 4:1']);
    expect(await all(ff('barbar'))).toEqual(['error ff/unknown-class 11:15']);
  });

  it('the other members are still checked', async () => {
    expect(await all(ff('barbar', '[cuir]'))).toEqual(['error ff/unknown-class 11:15', 'error ff/no-weapon 16:5']);
  });

  it('an equipment or spell typo: one diagnostic each', async () => {
    expect(await all(ff('barbare').replace('[arme-a-une-main, cuir]', '[arme-a-une-mian, cuir]'))).toEqual(['error ff/unknown-equipment 12:17']);
    // The pièces de fer do not depend on spells: that warning of the band stays.
    expect(await all(ff('barbare').replace('classes: [assassin]', 'classes: [assassin]\n    spells: [boule-de-fue]'))).toEqual(['warning ff/fer-unspent 4:1', 'error ff/unknown-spell 16:14']);
  });

  it('a check that does not read the unknown name still speaks: four classes beside an equipment typo', async () => {
    const text = ff('barbare, archer, ranger, bretteur').replace('[arme-a-une-main, cuir]', '[arme-a-une-main, cuirr]');
    expect(await all(text)).toEqual(['error ff/pc-exceeded 3:1', 'error ff/too-many-classes 11:40', 'error ff/unknown-equipment 12:34']);
  });
});

const band = (file: string) => readFileSync(path.join(ROOT, 'bands', file), 'utf8');

describe('the other rulesets', () => {
  it('Frostgrave: a mage whose type is misspelled is not also "no mage"', async () => {
    const text = band('frostgrave-l-expedition-de-renulf.yaml');
    expect(await all(text)).toEqual([]);
    expect(await all(text.replace('type: mage ', 'type: mgae '))).toEqual(['error frostgrave/unknown-type 11:5']);
  });

  it('Argad!: a chef whose role is misspelled is not also "no chef"', async () => {
    const text = band('argad-la-mesnie-du-sire-yann.yaml');
    const before = await all(text);
    expect(before.filter((d) => d.includes('argad/no-chef'))).toEqual([]);
    expect(await all(text.replace('role: chef ', 'role: chfe '))).toEqual([...before, 'error argad/unknown-role 17:5']);
  });

  it('Mef-Fan: a unit with an unknown equipment is not also priced over the budget', async () => {
    const text = band('mef-fan-les-gobelins-de-la-butte.yaml').replace('points: 200', 'points: 100');
    expect(await all(text)).toEqual(['error mef-fan/points-exceeded 7:1']);
    expect(await all(text.replace('    vie: 1\n', '    vie: 1\n    equipment: [lanse]\n'))).toEqual(['error mef-fan/unknown-equipment 22:17']);
  });
});
