import { describe, expect, it } from 'vitest';
import { parse } from '../../../src/rulesets/mef-fan/parse.js';
import { bandOf } from './helpers.js';

const band = (unit: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ruleset: 'mef-fan',
  name: 'Test',
  points: 100,
  units: [{ name: 'U', dep: 2, def: 1, men: 2, vie: 1, ...unit }],
  ...extra,
});

describe('Mef-Fan band files', () => {
  it('fills the defaults: 1 figure, troupe, normal movement, portée normale, munitions illimitées, no campaign', () => {
    const b = bandOf([{ name: 'U', dep: 2, def: 1, men: 2, vie: 1, tir: [{ score: 2 }], mel: [{ score: 1 }] }]);
    const u = b.units[0]!;
    expect([u.models, u.role.id, u.movement.id, u.tir[0]!.portee.id, u.tir[0]!.munitions.id, u.mel[0]!.perforant, b.campaign]).toEqual([1, 'troupe', 'normal', 'normale', 'illimitees', 0, false]);
  });

  it('accepts the rulebook spellings with accents and capitals', () => {
    const u = bandOf([{ name: 'U', role: 'Porte-Bannière', dep: 2, def: 1, men: 2, vie: 1, tir: [{ score: 1, portee: 'Très longue', munitions: 'Munition unique' }], spells: [] }]).units[0]!;
    expect([u.role.id, u.tir[0]!.portee.id, u.tir[0]!.munitions.id]).toEqual(['porte-banniere', 'tres-longue', 'unique']);
  });

  it('suggests the closest name for a misspelt one', () => {
    const { findings } = parse(band({ role: 'magicienne', spells: ['terreure', 'motivation'] }));
    expect(findings.map((f) => [f.code, f.params?.suggestion])).toEqual([
      ['mef-fan/unknown-role', 'magicien'],
      ['mef-fan/unknown-spell', 'terreur'],
    ]);
  });

  it('refuses a band without units or points', () => {
    const { band: parsed, findings } = parse({ ruleset: 'mef-fan', name: 'Vide' });
    expect(parsed).toBeUndefined();
    expect(findings.map((f) => [f.code, f.path.join('.')])).toEqual([
      ['schema/required', 'points'],
      ['schema/required', 'units'],
    ]);
  });

  it('refuses a missing characteristic and a Mél written as a number', () => {
    const { band: parsed, findings } = parse(band({ men: undefined, mel: 3 }));
    expect(parsed).toBeUndefined();
    expect(findings.map((f) => [f.code, f.path.join('.')]).sort()).toEqual([
      ['schema/required', 'units.0.men'],
      ['schema/type', 'units.0.mel'],
    ]);
  });
});
