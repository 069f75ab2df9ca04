/**
 * One run, every finding (issue 37): per ruleset, a band with three independent faults of different kinds (format,
 * composition, cost) gives all three in one run, each located on its own line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../helpers/analyse.js';
import { ROOT } from '../helpers/cli.js';

const band = (file: string) => readFileSync(path.join(ROOT, 'bands', file), 'utf8');
const all = async (text: string) => (await check(text)).diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}`);

/** Replaces the first `from` in `text`, failing when it is not there (a test that cannot silently do nothing). */
function edit(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('three faults of three kinds, one run', () => {
  it('Mini Figs Mef-Fan: an unknown key, two généraux, the points exceeded', async () => {
    let text = band('mef-fan-les-gobelins-de-la-butte.yaml');
    text = edit(text, 'points: 200 ', 'points: 100 ');
    text = edit(text, '    role: chef\n', '    role: general\n    couleur: verte\n');
    text = edit(text, '    role: porte-banniere', '    role: general');
    expect(await all(text)).toEqual(['error mef-fan/points-exceeded 7', 'error schema/unknown-key 37', 'error mef-fan/too-many-generals 58']);
  });
});

describe('three faults of three kinds, one run (other rulesets)', () => {
  it('Flammes & Fantassins: a style that is a number, a class taken twice, the pièces de fer overspent', async () => {
    let text = band('ff-les-marquisards.yaml');
    text = edit(text, "    style: agile\n    classes: [assassin]", "    style: 3\n    classes: [assassin]");
    text = edit(text, 'classes: [soldat, bretteur] ', 'classes: [soldat, soldat] ');
    text = edit(text, '[arme-a-une-main, bouclier]', '[arme-a-une-main, bouclier, plaque, arc-long]');
    // The rondache beside a two-handed weapon is the band's own information, not a fault.
    expect(await all(text)).toEqual(['error ff/fer-exceeded 7', 'error ff/duplicate-class 15', 'error schema/type 18', 'info ff/shield-unused 24']);
  });

  it('Frostgrave: a Santé of 2.5, a second mage, an unknown weapon', async () => {
    let text = band('frostgrave-l-expedition-de-renulf.yaml');
    text = edit(text, 'health: 14 ', 'health: 2.5 ');
    text = edit(text, 'type: apprenti', 'type: mage');
    text = edit(text, 'weapon: arme-lourde', 'weapon: arme-lourd');
    expect(await all(text)).toEqual(['error schema/type 17', 'error frostgrave/too-many-mages 20', 'error frostgrave/unknown-weapon 36']);
  });

  // An Argad! band file holds no budget to exceed (the rulebook's budget is optional and agreed at the table): the third
  // fault is a characteristic out of the book's range.
  it('Argad!: pack animals below 0, a troop with no chef, a classe 7', async () => {
    let text = band('argad-la-mesnie-du-sire-yann.yaml');
    text = edit(text, 'pack_animals: 1 ', 'pack_animals: -1 ');
    text = edit(text, '    role: chef ', '   ');
    text = edit(text, 'class: 4', 'class: 7');
    expect(await all(text)).toEqual(['error schema/too-small 9', 'warning argad/no-chef 11', 'error argad/class-out-of-range 24']);
  });

  it("Fées d'armes: a Mouvement in words, a figure of no faction of the card, the 10 points exceeded", async () => {
    let text = band('fees-d-armes-les-bucherons.yaml');
    text = edit(text, '    move: 2\n', '    move: deux\n');
    text = edit(text, '    cost: 2\n    factions: [village, foret]\n    action: 2', '    cost: 5\n    factions: [contes]\n    action: 2');
    expect(await all(text)).toEqual(['error fees/points-exceeded 5', 'error fees/faction-card-unavailable 7', 'error schema/type 36']);
  });
});
