import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { SeededRng } from '../../../src/core/dice/rng.js';
import type { Options, Side } from '../../../src/core/ruleset/ruleset.js';
import type { View } from '../../../src/core/ruleset/view.js';
import { renderView } from '../../../src/cli/render.js';
import type { FgBand } from '../../../src/rulesets/frostgrave/band.js';
import { ruleset } from '../../../src/rulesets/frostgrave/index.js';
import { ROOT } from '../../helpers/cli.js';

const DIR = path.join(ROOT, 'src/rulesets/frostgrave');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));

describe('Frostgrave words', () => {
  it('has the same codes in English and French', () => {
    expect(Object.keys(ruleset.messages.fr).sort()).toEqual(Object.keys(ruleset.messages.en).sort());
    expect(Object.keys(ruleset.builder.messages.fr).sort()).toEqual(Object.keys(ruleset.builder.messages.en).sort());
  });

  it('words every code written in the module', () => {
    const codes = new Set(sources(DIR).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/'(frostgrave\/[a-z_-]+)'/g)].map((m) => m[1]!)));
    expect(codes.size).toBeGreaterThan(20);
    const known = { ...ruleset.messages.en, ...ruleset.builder.messages.en };
    for (const code of codes) expect(known, code).toHaveProperty([code]);
  });
});

describe('Frostgrave views leave no code unworded', () => {
  const band = ruleset.parse(parseYaml(readFileSync(path.join(ROOT, 'tests/fixtures/frostgrave/exemples-du-livre.yaml'), 'utf8'))).band!;
  const member = (i: number): Side<FgBand> => ({ kind: 'member', band, member: ruleset.roster(band)[i]!, file: 'x.yaml' });
  const typed: Side<FgBand> = { kind: 'typed', options: {} };
  const all = { support: 1, targetSupport: 2, treasure: true, targetTreasure: true, wounded: true, targetWounded: true, crits: true };
  const shot = { weapon: 'ranged', obstructions: 1, lightCover: true, hasty: true, largeTarget: true, targetWounded: true, targetTreasure: true, wounded: true, crits: true };
  const views: [string, (options: Options) => View][] = [
    ['show', (o) => ruleset.view(ruleset.derive(band), o.lang as 'en' | 'fr')],
    ['fight', (o) => ruleset.attack.simulate({ attacker: member(0), target: member(1), options: { ...all }, lang: o.lang as 'en' | 'fr' }).view],
    ['fight, typed', (o) => ruleset.attack.simulate({ attacker: typed, target: typed, options: { fight: 1, attackerArmour: 10, attackerHealth: 5, targetFight: 0, targetArmour: 9, targetHealth: 5, damageMod: 1 }, lang: o.lang as 'en' | 'fr' }).view],
    ['fight, dice', (o) => ruleset.attack.simulate({ attacker: member(3), target: member(1), options: { ...all, dice: [20, 20] }, lang: o.lang as 'en' | 'fr' }).view],
    ['shot', (o) => ruleset.attack.simulate({ attacker: member(2), target: member(1), options: { ...shot }, lang: o.lang as 'en' | 'fr' }).view],
    ['shot, dice', (o) => ruleset.attack.simulate({ attacker: member(2), target: member(1), options: { ...shot, dice: [20, 1] }, lang: o.lang as 'en' | 'fr' }).view],
    ['cast', (o) => ruleset.rolls.cast!.run({ castingNumber: 12, empower: 3, will: 2, risk: 1 }, { exact: true, rng: new SeededRng('a'), lang: o.lang as 'en' | 'fr' }).view],
    ['cast, rolled', (o) => ruleset.rolls.cast!.run({ castingNumber: 12, empower: 3, will: 2 }, { exact: false, rng: new SeededRng('a'), lang: o.lang as 'en' | 'fr' }).view],
    ['initiative', (o) => ruleset.rolls.initiative!.run({ players: 3 }, { exact: true, rng: new SeededRng('a'), lang: o.lang as 'en' | 'fr' }).view],
    ['initiative, rolled', (o) => ruleset.rolls.initiative!.run({ players: 3 }, { exact: false, rng: new SeededRng('a'), lang: o.lang as 'en' | 'fr' }).view],
    ['fall', (o) => ruleset.rolls.fall!.run({ height: 5, health: 9 }, { exact: true, rng: new SeededRng('a'), lang: o.lang as 'en' | 'fr' }).view],
  ];
  for (const lang of ['en', 'fr'] as const) {
    it.each(views)(`${lang}: %s`, (_name, make) => {
      const text = renderView(make({ lang }), false);
      expect(text.length).toBeGreaterThan(20);
      expect(text).not.toMatch(/frostgrave\//);
      expect(text).not.toMatch(/\{\w+\}/);
    });
  }
});
