/** `rulesets`, the library's list for a UI, pinned whole for F&F and Argad: it is built once, when the library loads. */
import { describe, expect, it } from 'vitest';
import { rulesets } from '../../src/library/rulesets.js';
import { manifests } from '../../src/rulesets/index.js';

const short = (options: readonly { name: string; flag: string; type: string; choices?: readonly string[]; required?: boolean; side?: string }[]) =>
  options.map(({ name, flag, type, choices, required, side }) => [name, flag, type, ...(choices ? [choices] : []), ...(required ? ['required'] : []), ...(side ? [side] : [])]);

describe('library rulesets', () => {
  it('F&F: id, title, aliases, each command option by camelCase name and long flag, with its choices, required and side', () => {
    const ff = rulesets.find((r) => r.id === 'flammes-et-fantassins')!;
    expect([ff.title, ff.aliases]).toEqual(['Flammes & Fantassins', ['ff', 'f&f', 'flammes & fantassins', 'flammes-fantassins']]);
    expect(short(ff.options.simulateAttack)).toEqual([
      ['weapon', '--weapon', 'string', ['melee', 'ranged', 'bombe']],
      ['spell', '--spell', 'string'],
      ['charge', '--charge', 'flag'],
      ['notEngaged', '--not-engaged', 'flag'],
      ['partialCover', '--partial-cover', 'flag'],
      ['concentration', '--concentration', 'int'],
      ['targetPv', '--target-pv', 'int'],
      ['targetProne', '--target-prone', 'flag'],
      ['dodge', '--dodge', 'flag'],
      ['use', '--use', 'list'],
      ['chosenNumber', '--chosen-number', 'int'],
      ['hit', '--hit', 'int', 'required', 'attacker'],
      ['damage', '--damage', 'int', 'required', 'attacker'],
      ['ca', '--ca', 'int', 'target'],
      ['tra', '--tra', 'int', 'target'],
      ['pv', '--pv', 'int', 'required', 'target'],
    ]);
    expect(ff.options.campaignAward).toEqual([
      { name: 'creationDePotion', flag: '--creation-de-potion', type: 'string', description: "F&F: the Alchimiste's Création de potion after a game (--scenario): two potions or bombes, free of pièces de fer" },
    ]);
    expect(short(ff.options.build)).toEqual([
      ['pc', '--pc', 'int'],
      ['style', '--style', 'string'],
      ['class', '--class', 'list'],
      ['equip', '--equip', 'list'],
      ['spell', '--spell', 'list'],
      ['specialty', '--specialty', 'string'],
    ]);
    expect(ff.options.build[0]).toEqual({ name: 'pc', flag: '--pc', type: 'int', description: 'F&F: Points de Création agreed by the players (with --new)' });
    expect(ff.rolls).toEqual([
      {
        name: 'test',
        summary: 'F&F test: 2D6 + the characteristic, success on 8 or more',
        options: [{ name: 'stat', flag: '--stat', type: 'int', description: 'bonus of the tested characteristic, modifiers included (test, opposed)', required: true }],
      },
      {
        name: 'opposed',
        summary: "F&F opposed test: 2D6 + stat against 2D6 + the target's; ties go to the one who acts",
        options: [
          { name: 'stat', flag: '--stat', type: 'int', description: 'bonus of the tested characteristic, modifiers included (test, opposed)', required: true },
          { name: 'vs', flag: '--vs', type: 'int', description: "the target's bonus in an opposed test (opposed)", required: true },
        ],
      },
    ]);
  });

  it('a campaign action is an option named after it, then its own options', () => {
    const argad = rulesets.find((r) => r.id === 'argad')!;
    expect(short(argad.options.campaignAward)).toEqual([
      ['heal', '--heal', 'string'],
      ['healer', '--healer', 'flag'],
      ['battlefield', '--battlefield', 'flag'],
      ['wounded', '--wounded', 'flag'],
      ['dice', '--dice', 'int'],
    ]);
    expect(argad.options.campaignAward[0]!.description).toBe('Argad: care for a wounded character after the game (a die against the santé), recorded in the troop file');
    expect(rulesets.find((r) => r.id === 'frostgrave')!.options.campaignAward).toEqual([]);
  });

  it('every manifest in order; every option as its manifest declares it; frozen all the way down', () => {
    expect(rulesets.map((r) => [r.id, r.title, r.aliases])).toEqual(Object.values(manifests).map((m) => [m.id, m.title, m.aliases]));
    for (const [i, manifest] of Object.values(manifests).entries()) {
      const info = rulesets[i]!;
      expect(info.options.simulateAttack.map((o) => [o.name, o.flag, o.description])).toEqual(manifest.attackOptions.map((o) => [o.key, o.flags.split(' ')[0], o.description]));
      expect(info.options.build.map((o) => o.name)).toEqual((manifest.buildOptions ?? []).map((o) => o.key));
      expect(info.rolls.map((r) => [r.name, r.summary, r.options.length])).toEqual(manifest.rolls.map((r) => [r.name, r.summary, r.options.length]));
    }
    const ff = rulesets.find((r) => r.id === 'flammes-et-fantassins')!;
    for (const value of [rulesets, ff, ff.aliases, ff.options, ff.options.simulateAttack, ff.options.simulateAttack[0]!.choices, ff.rolls, ff.rolls[0]!.options[0]]) expect(Object.isFrozen(value)).toBe(true);
  });
});
