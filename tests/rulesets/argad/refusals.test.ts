/**
 * Every situation `simulate-attack` refuses for Argad!, with its code, its kind (a usage error exits 2, a rule the
 * situation breaks exits 1) and the words it fills in; beside each, the nearest situation that is allowed.
 */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError, EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options } from '../../../src/core/ruleset/ruleset.js';
import { ruleset } from '../../../src/rulesets/argad/index.js';
import { band, member, simulate, type Json } from './helpers.js';

const base = { class: 4, targetClass: 4 };
const A = 'attacker of classe 4';
const B = 'target of classe 4';

function refusal(run: () => unknown): { code: string; exit: number; params: unknown } | 'allowed' {
  try {
    run();
  } catch (e) {
    expect(e).toBeInstanceOf(EscarmoucheError);
    const err = e as EscarmoucheError;
    return { code: err.code, exit: err.exitCode, params: err.params };
  }
  return 'allowed';
}
const refused = (o: Options) => refusal(() => simulate({ ...base, ...o }));
const usage = (code: string, params: object = {}) => ({ code, exit: EXIT.usage, params });
const rule = (code: string, params: object = {}) => ({ code, exit: EXIT.invalid, params });

describe('melee', () => {
  const cavalier = { targetMounted: 'cavalier', melee: 'longue' };
  it.each([
    ['--target-receive-charge without --charge', { targetReceiveCharge: true, mounted: 'cavalier' }, usage('argad/receive-without-charge')],
    ['--receive-charge with --charge', { receiveCharge: true, charge: true, ...cavalier }, usage('argad/receive-and-charge')],
    ['--two-blows without the bretteur skill', { twoBlows: true }, rule('argad/two-blows-bretteur', { name: A, weapon: 'arme courte' })],
    ['--two-blows of a bretteur with a semi-long weapon', { twoBlows: true, skill: ['bretteur'], melee: 'semi-longue' }, rule('argad/two-blows-bretteur', { name: A, weapon: 'arme semi-longue' })],
    ['--strikers with --two-blows', { strikers: 2, twoBlows: true, skill: ['bretteur'] }, usage('argad/strikers-two-blows')],
    ['--dice in a duel', { dice: '6', duel: true }, usage('argad/dice-duel')],
    ['--strikers in a duel', { strikers: 2, duel: true }, usage('argad/strikers-duel')],
    ['--target-two-blows outside a duel', { targetTwoBlows: true, targetSkill: ['bretteur'] }, usage('argad/target-two-blows-duel')],
    ['--target-two-blows of a target that is no bretteur', { targetTwoBlows: true, duel: true }, rule('argad/two-blows-bretteur', { name: B, weapon: 'arme courte' })],
    ['--dice with --two-blows', { dice: '6,6', twoBlows: true, skill: ['bretteur'] }, usage('argad/dice-several')],
    ['--white-dice in melee', { whiteDice: 1 }, usage('argad/ranged-only', { flag: '--white-dice' })],
    ['--red-dice in melee', { redDice: 1 }, usage('argad/ranged-only', { flag: '--red-dice' })],
    ['--table in melee', { table: 5 }, usage('argad/ranged-only', { flag: '--table' })],
    ['--group-target in melee', { groupTarget: true }, usage('argad/ranged-only', { flag: '--group-target' })],
    ['--strikers 0', { strikers: 0 }, usage('argad/out-of-bounds', { flag: '--strikers', actual: 0, limit: '1–12' })],
    ['--strikers 13', { strikers: 13 }, usage('argad/out-of-bounds', { flag: '--strikers', actual: 13, limit: '1–12' })],
    ['--modifier 1.5', { modifier: '1.5' }, usage('argad/not-an-integer', { flag: '--modifier', actual: '1.5' })],
    ['--target-modifier x in a duel', { targetModifier: 'x', duel: true }, usage('argad/not-an-integer', { flag: '--target-modifier', actual: 'x' })],
    ['--receive-charge by a mounted attacker', { receiveCharge: true, mounted: 'cavalier', ...cavalier }, rule('argad/receive-mounted', { name: A })],
    ['--receive-charge of a piéton monté', { receiveCharge: true, melee: 'longue', targetMounted: 'pieton-monte' }, rule('argad/receive-not-cavalier', { name: B })],
    ['--receive-charge in difficult terrain', { receiveCharge: true, ...cavalier, difficultTerrain: true }, rule('argad/charge-difficult-terrain', { name: B })],
    ['--receive-charge with a sword', { receiveCharge: true, targetMounted: 'cavalier' }, rule('argad/receive-weapon', { name: A, weapon: 'arme courte' })],
    ['--charge on foot', { charge: true }, rule('argad/charge-not-cavalier', { name: A })],
    ['--charge in difficult terrain', { charge: true, mounted: 'cavalier', difficultTerrain: true }, rule('argad/charge-difficult-terrain', { name: A })],
    ['--obstacle on horseback', { obstacle: true, mounted: 'cavalier' }, rule('argad/obstacle-mounted', { name: A })],
    ['--weapon sling', { weapon: 'sling' }, usage('argad/not-a-choice', { flag: '--weapon', actual: 'sling', known: 'melee | ranged' })],
  ])('refused: %s', (_, options, expected) => {
    expect(refused(options)).toEqual(expected);
  });

  it.each([
    ['--target-receive-charge with --charge', { targetReceiveCharge: true, charge: true, mounted: 'cavalier', targetMelee: 'longue' }],
    ['--receive-charge alone', { receiveCharge: true, ...cavalier }],
    ['--two-blows of a bretteur with a very short weapon', { twoBlows: true, skill: ['bretteur'], melee: 'tres-courte' }],
    ['--strikers 12', { strikers: 12 }],
    ['--strikers 1 with --two-blows', { strikers: 1, twoBlows: true, skill: ['bretteur'] }],
    ['--strikers 1 in a duel', { strikers: 1, duel: true }],
    ['--target-two-blows in a duel', { targetTwoBlows: true, targetSkill: ['bretteur'], duel: true }],
    ['--white-dice false (a flag turned off) in melee', { whiteDice: false }],
    ['--dice with --strikers', { dice: '6,2,1', strikers: 3 }],
  ])('allowed: %s', (_, options) => {
    expect(refused(options)).toBe('allowed');
  });

  it('--receive-charge: the flags go to the right side (the attacker receives, the target charges)', () => {
    const r = simulate({ ...base, receiveCharge: true, ...cavalier, duel: true }).json;
    expect(r.modifiers.a.map((m: { code: string }) => m.code)).toEqual(['argad/mod-against-cavalier', 'argad/mod-receive-charge']);
    expect(r.modifiers.b.map((m: { code: string }) => m.code)).toEqual(['argad/mod-cavalier', 'argad/mod-charge']);
  });

  it('--target-receive-charge: the attacker charges, the target receives it', () => {
    const r = simulate({ ...base, charge: true, targetReceiveCharge: true, mounted: 'cavalier', targetMelee: 'longue', duel: true }).json;
    expect(r.modifiers.a.map((m: { code: string }) => m.code)).toEqual(['argad/mod-cavalier', 'argad/mod-charge']);
    expect(r.modifiers.b.map((m: { code: string }) => m.code)).toEqual(['argad/mod-against-cavalier', 'argad/mod-receive-charge']);
  });

  it('--disorder and --target-disorder each take their own side\'s tactical bonus away', () => {
    const duel = (o: Options) => simulate({ ...base, mounted: 'cavalier', targetMounted: 'cavalier', charge: true, duel: true, ...o }).json.modifiers;
    expect(duel({}).a).toEqual([{ code: 'argad/mod-charge', value: 1 }]);
    expect(duel({ disorder: true }).a).toEqual([]);
    expect(duel({ targetDisorder: true }).a).toEqual([{ code: 'argad/mod-charge', value: 1 }]);
    const obstacle = (o: Options) => simulate({ ...base, duel: true, obstacle: true, lower: true, ...o }).json.modifiers;
    // --lower and --obstacle are the attacker's alone.
    expect(obstacle({}).b).toEqual([]);
    expect(obstacle({ targetDisorder: true }).a).toEqual([{ code: 'argad/mod-lower', value: -1 }, { code: 'argad/mod-obstacle', value: 1 }]);
  });

  it('--target-disorder takes the target\'s tactical bonus away in a duel', () => {
    const duel = (o: Options) => simulate({ ...base, targetMounted: 'cavalier', duel: true, ...o }).json.modifiers.b;
    expect(duel({})).toEqual([{ code: 'argad/mod-cavalier', value: 1 }]);
    expect(duel({ targetDisorder: true })).toEqual([]);
    expect(duel({ disorder: true })).toEqual([{ code: 'argad/mod-cavalier', value: 1 }]);
  });

  it('--difficult-terrain is both sides\' terrain', () => {
    const r = simulate({ ...base, targetMounted: 'cavalier', difficultTerrain: true, duel: true }).json;
    expect(r.modifiers).toEqual({ a: [], b: [] });
  });
});

describe('shooting', () => {
  const shoot = { weapon: 'ranged', ranged: 'arc', range: 'short' };
  it.each([
    ['--duel', { ...shoot, duel: true }, usage('argad/duel-ranged')],
    ['--strikers', { ...shoot, strikers: 2 }, usage('argad/melee-only', { flag: '--strikers' })],
    ['--two-blows', { ...shoot, twoBlows: true }, usage('argad/melee-only', { flag: '--two-blows' })],
    ['--target-two-blows', { ...shoot, targetTwoBlows: true }, usage('argad/melee-only', { flag: '--target-two-blows' })],
    ['--receive-charge', { ...shoot, receiveCharge: true }, usage('argad/melee-only', { flag: '--receive-charge' })],
    ['--target-receive-charge', { ...shoot, targetReceiveCharge: true }, usage('argad/melee-only', { flag: '--target-receive-charge' })],
    ['--table without dice of a salvo', { ...shoot, table: 5 }, usage('argad/salvo-only', { flag: '--table' })],
    ['--group-target without dice of a salvo', { ...shoot, groupTarget: true }, usage('argad/salvo-only', { flag: '--group-target' })],
    ['no --range', { weapon: 'ranged', ranged: 'arc' }, usage('argad/range-required', { known: 'short | medium | long' })],
    ['--range far', { ...shoot, range: 'far' }, usage('argad/not-a-choice', { flag: '--range', actual: 'far', known: 'short | medium | long' })],
    ['--protection 3', { ...shoot, protection: 3 }, usage('argad/out-of-bounds', { flag: '--protection', actual: 3, limit: '0–2' })],
    ['--protection -1', { ...shoot, protection: -1 }, usage('argad/out-of-bounds', { flag: '--protection', actual: -1, limit: '0–2' })],
    ['--shooters 0', { ...shoot, shooters: 0 }, usage('argad/out-of-bounds', { flag: '--shooters', actual: 0, limit: '1–999' })],
    ['--shooters 1000', { ...shoot, shooters: 1000 }, usage('argad/out-of-bounds', { flag: '--shooters', actual: 1000, limit: '1–999' })],
    ['a revolver: --shooters 500 is 1000 dice', { ...shoot, ranged: 'revolver', shooters: 500 }, usage('argad/out-of-bounds', { flag: '--shooters', actual: 500, limit: '1–499' })],
    ['no ranged weapon', { weapon: 'ranged', range: 'short' }, rule('argad/no-ranged-weapon', { name: A })],
    ['a pistol at long range', { ...shoot, ranged: 'pistolet', range: 'long' }, rule('argad/no-such-range', { weapon: 'pistolet', actual: 'long', limit: 'short | medium' })],
    ['a crossbow on the move', { ...shoot, ranged: 'arbalete', moving: true }, rule('argad/cannot-shoot-moving', { name: A, weapon: 'arbalete' })],
    ['a crossbow, furtive', { ...shoot, ranged: 'arbalete', furtiveShooter: true }, rule('argad/cannot-shoot-moving', { name: A, weapon: 'arbalete' })],
    ['a longbow on horseback', { ...shoot, ranged: 'arc-long', mounted: 'cavalier' }, rule('argad/shoots-on-foot', { name: A, weapon: 'arc-long' })],
    ['a furtive shooter at a furtive target', { ...shoot, ranged: 'pistolet', furtiveShooter: true, furtiveTarget: true }, rule('argad/furtive-both', { name: A })],
  ])('refused: %s', (_, options, expected) => {
    expect(refused(options)).toEqual(expected);
  });

  it.each([
    // The dice as rolled, so that the bound is checked without the exact odds of a thousand dice.
    ['--shooters 999', { ...shoot, shooters: 999, dice: Array(999).fill(1) }],
    ['a revolver: --shooters 499', { ...shoot, ranged: 'revolver', shooters: 499, dice: Array(998).fill(1) }],
    ['a revolver on the move: --shooters 999, one die each', { ...shoot, ranged: 'revolver', moving: true, shooters: 999, dice: Array(999).fill(1) }],
    ['--protection 2', { ...shoot, protection: 2 }],
    ['--range long for a bow', { ...shoot, range: 'long' }],
    ['--strikers false (a flag turned off)', { ...shoot, strikers: false }],
  ])('allowed: %s', (_, options) => {
    expect(refused(options)).toBe('allowed');
  });
});

describe('every number option names itself when it is not a whole number', () => {
  const shoot = { weapon: 'ranged', ranged: 'arc', range: 'short' };
  const salvo = { weapon: 'ranged', table: 5, whiteDice: 1 };
  it.each([
    ['--strikers', { strikers: 'x' }],
    ['--protection', { ...shoot, protection: 'x' }],
    ['--modifier', { ...shoot, modifier: 'x' }],
    ['--shooters', { ...shoot, shooters: 'x' }],
    ['--protection', { ...salvo, protection: 'x' }],
    ['--modifier', { ...salvo, modifier: 'x' }],
    ['--table', { ...salvo, table: 'x' }],
    ['--red-dice', { ...salvo, redDice: 'x' }],
    ['--white-dice', { ...salvo, whiteDice: 'x' }],
  ])('%s', (flag, options) => {
    expect(refused(options)).toEqual(usage('argad/not-an-integer', { flag, actual: 'x' }));
  });
});

describe('a salvo of red and white dice', () => {
  const salvo = { weapon: 'ranged', table: 5, whiteDice: 1 };
  it.each([
    ['--range', { ...salvo, range: 'short' }, usage('argad/salvo-option', { flag: '--range' })],
    ['--shooters', { ...salvo, shooters: 2 }, usage('argad/salvo-option', { flag: '--shooters' })],
    ['--moving', { ...salvo, moving: true }, usage('argad/salvo-option', { flag: '--moving' })],
    ['--furtive-shooter', { ...salvo, furtiveShooter: true }, usage('argad/salvo-option', { flag: '--furtive-shooter' })],
    ['--dice', { ...salvo, dice: '6,6,6' }, usage('argad/salvo-option', { flag: '--dice' })],
    ['no --table', { weapon: 'ranged', whiteDice: 1 }, usage('argad/salvo-table')],
    ['--table 1', { ...salvo, table: 1 }, usage('argad/out-of-bounds', { flag: '--table', actual: 1, limit: '2–12' })],
    ['--table 13', { ...salvo, table: 13 }, usage('argad/out-of-bounds', { flag: '--table', actual: 13, limit: '2–12' })],
    ['--red-dice 0', { ...salvo, redDice: 0 }, usage('argad/out-of-bounds', { flag: '--red-dice', actual: 0, limit: '1–2' })],
    ['--red-dice 3', { ...salvo, redDice: 3 }, usage('argad/out-of-bounds', { flag: '--red-dice', actual: 3, limit: '1–2' })],
    ['--white-dice -1', { ...salvo, whiteDice: -1 }, usage('argad/out-of-bounds', { flag: '--white-dice', actual: -1, limit: '0–20' })],
    ['--white-dice 21', { ...salvo, whiteDice: 21 }, usage('argad/out-of-bounds', { flag: '--white-dice', actual: 21, limit: '0–20' })],
    ['--protection 3', { ...salvo, protection: 3 }, usage('argad/out-of-bounds', { flag: '--protection', actual: 3, limit: '0–2' })],
  ])('refused: %s', (_, options, expected) => {
    expect(refused(options)).toEqual(expected);
  });

  it.each([
    ['--table 2', { ...salvo, table: 2 }],
    ['--table 12', { ...salvo, table: 12 }],
    ['--red-dice 1 alone (the tir à boulet)', { weapon: 'ranged', table: 5, redDice: 1 }],
    ['--red-dice 2', { ...salvo, redDice: 2 }],
    ['--white-dice 0', { ...salvo, whiteDice: 0 }],
    ['--white-dice 20', { ...salvo, whiteDice: 5 }],
    ['--moving false (a flag turned off)', { ...salvo, moving: false }],
  ])('allowed: %s', (_, options) => {
    expect(refused(options)).toBe('allowed');
  });

  it('reads its modifiers: protection, a furtive target and --modifier, then the classe 1–2 malus', () => {
    const r = simulate({ ...base, class: 1, ...salvo, protection: 1, furtiveTarget: true, modifier: 2 }).json;
    expect(r.modifiers).toEqual([
      { code: 'argad/mod-cover', value: -1 },
      { code: 'argad/mod-furtive-target', value: -1 },
      { code: 'argad/mod-untrained-firearm', value: -1 },
      { code: 'argad/mod-given', value: 2 },
    ]);
    expect(r.need).toBe(6);
    expect(simulate({ ...base, class: 3, ...salvo }).json).toMatchObject({ modifiers: [], need: 5, red_dice: 2, white_dice: 1, group: false });
    expect(simulate({ ...base, class: 3, ...salvo, groupTarget: true }).json.group).toBe(true);
  });
});

describe('sides', () => {
  const troop = band(`
ruleset: argad
name: Sides
characters:
  - { name: Sergent, class: 4, armour: 4, melee: courte, mounted: pieton-monte, ranged: arc-long }
  - { name: Archer, class: 3, armour: legere, melee: courte }
`);
  const run = (attacker: string, target: string, options: Options): Json => ruleset.attack.simulate({ attacker: member(troop, attacker), target: member(troop, target), options }).json;

  it('a member by name when its path is not an index; an unknown one is refused by name', () => {
    const byName = { kind: 'member' as const, band: troop, member: { name: 'Archer', path: ['characters', 'x'] }, file: 'troop.yaml' };
    expect((ruleset.attack.simulate({ attacker: byName, target: member(troop, 'Sergent'), options: {} }).json as Json).attacker.name).toBe('Archer');
    // The path decides when it holds an index: the name shown may differ from the file's.
    const byIndex = { ...byName, member: { name: 'the archer', path: ['characters', 1] } };
    expect((ruleset.attack.simulate({ attacker: byIndex, target: member(troop, 'Sergent'), options: {} }).json as Json).attacker.name).toBe('Archer');
    const unknown = { ...byName, member: { name: 'Nobody', path: ['characters', 'x'] } };
    expect(refusal(() => ruleset.attack.simulate({ attacker: unknown, target: member(troop, 'Sergent'), options: {} }))).toEqual(usage('argad/unknown-member', { actual: 'Nobody' }));
  });

  it('--dismounted and --target-dismounted each take their own side off the horse', () => {
    expect(run('Sergent', 'Archer', {}).attacker.mounted).toBe('pieton-monte');
    expect(run('Sergent', 'Archer', { dismounted: true }).attacker.mounted).toBeNull();
    expect(run('Sergent', 'Archer', { targetDismounted: true }).attacker.mounted).toBe('pieton-monte');
    expect(run('Archer', 'Sergent', { targetDismounted: true }).target.mounted).toBeNull();
    expect(run('Archer', 'Sergent', { dismounted: true }).target.mounted).toBe('pieton-monte');
    // "Arc long": shot on foot only; a piéton monté dismounts to shoot it.
    expect(refusal(() => run('Sergent', 'Archer', { weapon: 'ranged', range: 'short' }))).toEqual(rule('argad/shoots-on-foot', { name: 'Sergent', weapon: 'arc-long' }));
    expect(run('Sergent', 'Archer', { weapon: 'ranged', range: 'short', dismounted: true }).need).toBe(5);
  });

  it.each([
    ['no classe', { class: undefined }, usage('argad/typed-class', { flag: '--class', actual: '' })],
    ['classe 0', { class: 0 }, usage('argad/typed-class', { flag: '--class', actual: '0' })],
    ['classe 6', { class: 6 }, usage('argad/typed-class', { flag: '--class', actual: '6' })],
    ['classe 2.5', { class: 2.5 }, usage('argad/typed-class', { flag: '--class', actual: '2.5' })],
    ['classe "3" as text', { class: '3' }, usage('argad/typed-class', { flag: '--class', actual: '3' })],
    ['target classe 6', { targetClass: 6 }, usage('argad/typed-class', { flag: '--target-class', actual: '6' })],
    ['--mounted pony', { mounted: 'pony' }, usage('argad/typed-unknown', { flag: '--mounted', actual: 'pony', known: 'cavalier | pieton-monte' })],
    ['--target-mounted pony', { targetMounted: 'pony' }, usage('argad/typed-unknown', { flag: '--target-mounted', actual: 'pony', known: 'cavalier | pieton-monte' })],
    ['--die 7', { die: 7 }, usage('argad/typed-unknown', { flag: '--die', actual: '7', known: '4 | 6 | 8 | 10 | 12' })],
    ['--target-die 20', { targetDie: 20 }, usage('argad/typed-unknown', { flag: '--target-die', actual: '20', known: '4 | 6 | 8 | 10 | 12' })],
    ['--skill unknown', { skill: ['volant'] }, usage('argad/typed-unknown', { flag: '--skill', actual: 'volant' })],
    ['--ranged unknown', { ranged: 'lance-pierre' }, usage('argad/typed-unknown', { flag: '--ranged', actual: 'lance-pierre' })],
    ['--attacker-armour unknown', { attackerArmour: 'papier' }, usage('argad/typed-unknown', { flag: '--attacker-armour', actual: 'papier' })],
    ['--target-armour unknown', { targetArmour: 'papier' }, usage('argad/typed-unknown', { flag: '--target-armour', actual: 'papier' })],
    ['--melee unknown', { melee: 'baton-magique' }, usage('argad/typed-unknown', { flag: '--melee', actual: 'baton-magique' })],
    ['--target-melee unknown', { targetMelee: 'baton-magique' }, usage('argad/typed-unknown', { flag: '--target-melee', actual: 'baton-magique' })],
  ])('refused: %s', (_, options, expected) => {
    const got = refused(options);
    expect(got).toMatchObject(expected);
  });

  it.each([
    ['classe 1', { class: 1 }],
    ['classe 5', { class: 5 }],
    ['--die 4 … 12', { die: 4, targetDie: 12 }],
    ['--mounted Cavalier, any case', { mounted: 'Cavalier' }],
    ['skills as one text, comma separated', { skill: 'costaud,bretteur' }],
  ])('allowed: %s', (_, options) => {
    expect(refused(options)).toBe('allowed');
  });

  it('the known values listed: every armour label, every skill id, every ranged weapon id, the close melee names', () => {
    const known = (o: Options) => ((refused(o) as { params: { known: string } }).params.known);
    expect(known({ targetArmour: 'papier' })).toBe('legere | 3 | 4 | 4T | 4* | 5 | 5T | 5*');
    expect(known({ skill: ['volant'] })).toContain('bretteur | ');
    expect(known({ ranged: 'lance-pierre' })).toContain('arc | ');
    expect(known({ melee: 'epee-magique' })).toBe('epee');
  });

  it('a typed side: its name, count 1, one life, the D6, light armour and a short weapon unless told', () => {
    const r = simulate({ class: 3, targetClass: 5, die: 8, skill: 'costaud', ranged: 'arc', mounted: 'Pieton-Monte' }).json;
    expect(r.attacker).toEqual({ name: 'attacker of classe 3', file: null, class: 3, armour: 'legere', melee: 'courte', melee_category: 'courte', ranged: 'arc', mounted: 'pieton-monte' });
    expect(r.target).toEqual({ name: 'target of classe 5', file: null, class: 5, armour: 'legere', melee: 'courte', melee_category: 'courte', ranged: null, mounted: null });
    expect(simulate({ class: 3, targetClass: 5, lang: 'fr' }).json.attacker.name).toBe('attaquant de classe 3');
    expect(simulate({ class: 3, targetClass: 5, lang: 'fr' }).json.target.name).toBe('cible de classe 5');
  });
});
