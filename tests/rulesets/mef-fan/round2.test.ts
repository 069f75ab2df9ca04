/**
 * Issue 19, Mef-Fan: charge and Dép 0, Vol in melee, Men above 5, initiative, spells that attack, spells that change a
 * characteristic, spells per magicien, rounding. Odds against an independent enumeration (brute.ts).
 */
import { describe, expect, it } from 'vitest';
import { SeededRng } from '../../../src/core/dice/rng.js';
import { EscarmoucheError, EXIT } from '../../../src/core/diagnostics/errors.js';
import type { Options, Rng, Side } from '../../../src/core/ruleset/ruleset.js';
import type { MefBand } from '../../../src/rulesets/mef-fan/band.js';
import { derive } from '../../../src/rulesets/mef-fan/derive.js';
import { attack } from '../../../src/rulesets/mef-fan/odds/attack.js';
import { rolls } from '../../../src/rulesets/mef-fan/odds/rolls.js';
import { bandOf, findingsOf } from './helpers.js';
import { bruteWounds, everyRoll, expectClose, type Dist } from './brute.js';

const band: MefBand = bandOf([
  { name: 'Scorpion', dep: 0, mel: [{ score: 1 }], tir: [{ score: 3, perforant: 1 }], def: 1, men: 2, vie: 1 },
  { name: 'Orques', models: 3, dep: 2, mel: [{ score: 2 }], tir: [{ score: 2 }], def: 2, men: 3, vie: 1 },
  { name: 'Harpies', models: 2, dep: 4, movement: 'vol', mel: [{ score: 2 }], def: 1, men: 2, vie: 1 },
  { name: 'Griffon', dep: 5, movement: 'vol', mel: [{ score: 3 }], def: 2, men: 3, vie: 2 },
  { name: 'Mage', role: 'magicien', dep: 2, mel: [{ score: 1 }], def: 0, men: 3, vie: 1, spells: ['eclair-magique', 'pluie-de-pierres'] },
  { name: 'Acolyte', role: 'magicien', dep: 2, def: 0, men: 2, vie: 1, spells: ['terreur', 'motivation'] },
  { name: 'Héros', dep: 2, mel: [{ score: 3 }], def: 3, men: 4, vie: 2 },
]);

const member = (name: string): Side<MefBand> => {
  const i = band.units.findIndex((u) => u.name === name);
  return { kind: 'member', band, member: { name, path: ['units', i] }, file: 'army.yaml' };
};
const simulate = (attacker: string, target: string, options: Options = {}) => attack.simulate({ attacker: member(attacker), target: member(target), options }).json as Record<string, any>;

function failure(run: () => unknown): { code: string; exit: number } {
  try {
    run();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, exit: cause.exitCode };
    throw cause;
  }
  throw new Error('no error');
}

describe('item 1: charging needs movement', () => {
  it('a Dép 0 unit ("immobile, machine de guerre") cannot charge (exit 1)', () => {
    expect(failure(() => simulate('Scorpion', 'Orques', { charge: true }))).toEqual({ code: 'mef-fan/charge-immobile', exit: EXIT.invalid });
  });
  it('it still fights in melee without charging, and a Dép 2 unit charges with +1', () => {
    expect(simulate('Scorpion', 'Orques').modifiers).toEqual([]);
    expect(simulate('Orques', 'Scorpion', { charge: true }).modifiers).toEqual([{ source: 'charge', value: 1 }]);
  });
});

describe('item 2: Men above 5 is never demoralised', () => {
  const exact = (options: Options) => rolls.morale!.run(options, { exact: true, rng: new SeededRng('x') }).json as Record<string, any>;
  it.each([{ men: 6, smaller: true }, { men: 6, musicien: true }, { men: 9 }])('%o: p_success 1', (options) => {
    expect(exact(options)).toMatchObject({ p_success: 1, unbreakable: true });
    const rolled = rolls.morale!.run(options, { exact: false, rng: new SeededRng('y') }).json as Record<string, any>;
    expect(rolled).toMatchObject({ success: true, dice: [] });
  });
  it('Men 5 with --smaller still fails 2 in 6 (the rule is for Men above 5 only)', () => {
    expect(exact({ men: 5, smaller: true }).p_success).toBeCloseTo(4 / 6, 12);
    expect(exact({ men: 5, smaller: true }).unbreakable).toBeUndefined();
  });
  it('a cast (Men test, not a morale test) at Men 6 is an ordinary roll', () => {
    expect(rolls.cast!.run({ men: 6 }, { exact: true, rng: new SeededRng('x') }).json).not.toHaveProperty('unbreakable');
  });
});

describe('item 3: Vol in melee', () => {
  it('a unit without Vol cannot engage a flying unit (exit 1)', () => {
    expect(failure(() => simulate('Orques', 'Harpies'))).toEqual({ code: 'mef-fan/target-flying', exit: EXIT.invalid });
  });
  it('unless the target has landed, or the attacker flies too', () => {
    expectClose(simulate('Orques', 'Harpies', { targetLanded: true }).wounds, bruteWounds({ attack: Array(3).fill({ score: 2, perforant: 0 }), modifier: 0, def: 1 }));
    expect(simulate('Griffon', 'Harpies').expected_wounds).toBeGreaterThan(0);
  });
  it('Lévitation gives Vol for the turn: to the attacker (it may engage), to the target (it flies)', () => {
    expect(simulate('Orques', 'Harpies', { levitation: true }).expected_wounds).toBeGreaterThan(0);
    expect(failure(() => simulate('Orques', 'Héros', { targetLevitation: true }))).toEqual({ code: 'mef-fan/target-flying', exit: EXIT.invalid });
    expect(simulate('Orques', 'Héros', { targetLevitation: true, targetLanded: true }).expected_wounds).toBeGreaterThan(0);
  });
  it('--target-landed on a unit without Vol is refused (exit 2); shooting a flyer is allowed', () => {
    expect(failure(() => simulate('Griffon', 'Orques', { targetLanded: true }))).toEqual({ code: 'mef-fan/not-flying', exit: EXIT.usage });
    expect(simulate('Orques', 'Harpies', { weapon: 'ranged' }).weapon).toBe('ranged');
  });
});

/** P(player's total > opponent's), ties re-rolled, by enumerating the 36 throws again and again until decided. */
function bruteInitiative(bonus: number, opponent: number): number {
  let win = 0;
  let decided = 0;
  everyRoll(2, ([a, b], p) => {
    if (a! + bonus > b! + opponent) win += p;
    if (a! + bonus !== b! + opponent) decided += p;
  });
  // A geometric series of re-rolls: Σ tie^k × win = win / (1 − tie).
  return win / decided;
}

describe('item 4: roll initiative', () => {
  const exact = (options: Options) => rolls.initiative!.run(options, { exact: true, rng: new SeededRng('x') }).json as Record<string, any>;
  it.each([
    [{}, 0.5],
    [{ leader: 'chef' }, bruteInitiative(1, 0)],
    [{ leader: 'general', opponentLeader: 'chef' }, bruteInitiative(2, 1)],
    [{ opponentLeader: 'general' }, bruteInitiative(0, 2)],
    [{ leader: 'general', opponentLeader: 'general' }, 0.5],
  ])('%o: p_first %f', (options, p) => {
    expect(exact(options).p_first).toBeCloseTo(p, 12);
  });
  it('a chef gives 21/36 wins and 5/36 ties: p_first 21/31', () => {
    expect(exact({ leader: 'chef' })).toMatchObject({ bonus: 1, opponent_bonus: 0 });
    expect(exact({ leader: 'chef' }).p_first).toBeCloseTo(21 / 31, 12);
    expect(exact({ leader: 'chef' }).p_tie).toBeCloseTo(5 / 36, 12);
  });
  it('a rolled initiative re-rolls ties', () => {
    const faces = [3, 3, 5, 2];
    const rng: Rng = { die: () => faces.shift()! };
    expect(rolls.initiative!.run({ leader: 'none' }, { exact: false, rng }).json).toMatchObject({ throws: [[3, 3], [5, 2]], winner: 'player' });
  });
  it('refuses an unknown leader (exit 2)', () => {
    expect(failure(() => exact({ leader: 'roi' }))).toEqual({ code: 'mef-fan/option-range', exit: EXIT.usage });
  });
});

/** Brute force of a spell: the cast die, then one Tir die per figure struck and one Déf die per die. */
function bruteSpell(men: number, dice: number, score: number, perforant: number, def: number): Dist {
  const out: Dist = new Map();
  everyRoll(1 + 2 * dice, (faces, p) => {
    let wounds = 0;
    if (faces[0]! <= men) for (let i = 0; i < dice; i++) if (faces[1 + i]! <= score && !(faces[1 + dice + i]! <= def - perforant)) wounds++;
    out.set(wounds, (out.get(wounds) ?? 0) + p);
  });
  return out;
}

describe('item 5: spells that attack', () => {
  it('Éclair magique: a Men test, then Tir 3 Perforant 2 at one figure', () => {
    const json = simulate('Mage', 'Héros', { spell: 'Éclair magique' });
    expect(json.weapon).toBe('spell');
    expect(json.spell).toMatchObject({ id: 'eclair-magique', men: 3, target: 3, p_cast: 0.5 });
    expectClose(json.wounds, bruteSpell(3, 1, 3, 2, 3));
    // Once cast: 1/2 to hit, Déf 3 − 2 = 1 saves 1/6.
    expect(json.if_cast.expected_wounds).toBeCloseTo(0.5 * 5 / 6, 12);
    // Vie 2: one die never removes the héros.
    expect(json.removed).toEqual({ 0: 1 });
  });
  it('Pluie de pierres: one Tir 1 die at each figure of the unit, with Action concentrée on the Men test', () => {
    const json = simulate('Mage', 'Orques', { spell: 'pluie-de-pierres', concentrated: true, targetModels: 2 });
    expect(json.spell.target).toBe(4);
    expectClose(json.wounds, bruteSpell(4, 2, 1, 0, 2));
    expectClose(json.removed, bruteSpell(4, 2, 1, 0, 2));
  });
  it('the --trials sampler rolls the casting test too (Monte Carlo within 5 standard errors)', () => {
    const report = attack.simulate({ attacker: member('Mage'), target: member('Orques'), options: { spell: 'pluie-de-pierres' } });
    const rng = new SeededRng('spell');
    const n = 20_000;
    let sum = 0;
    for (let i = 0; i < n; i++) sum += report.sample!(rng).expected_wounds!;
    const exact = (report.json as Record<string, any>).expected_wounds as number;
    expect(Math.abs(sum / n - exact)).toBeLessThan(5 * Math.sqrt(exact * (3 - exact) / n));
  });
  it('refuses a magicien that does not know the spell (exit 1), a spell that does not attack, a modifier of the roll (exit 2)', () => {
    expect(failure(() => simulate('Acolyte', 'Orques', { spell: 'eclair-magique' }))).toEqual({ code: 'mef-fan/spell-not-known', exit: EXIT.invalid });
    expect(failure(() => simulate('Orques', 'Héros', { spell: 'eclair-magique' }))).toEqual({ code: 'mef-fan/spell-not-known', exit: EXIT.invalid });
    expect(failure(() => simulate('Mage', 'Orques', { spell: 'terreur' }))).toEqual({ code: 'mef-fan/spell-not-attack', exit: EXIT.usage });
    expect(failure(() => simulate('Mage', 'Orques', { spell: 'eclair-magique', close: true }))).toEqual({ code: 'mef-fan/spell-option', exit: EXIT.usage });
    expect(failure(() => attack.simulate({ attacker: { kind: 'typed', options: {} }, target: member('Orques'), options: { spell: 'eclair-magique' } }))).toEqual({ code: 'mef-fan/spell-typed', exit: EXIT.usage });
  });
});

describe('item 6: spells that change a characteristic, --modifier and --target-modifier', () => {
  const orcs = (modifier: number, def: number) => bruteWounds({ attack: Array(3).fill({ score: 2, perforant: 0 }), modifier, def });
  it.each([
    [{ tremblement: true }, -2, 3],
    [{ forceImpie: true }, 1, 3],
    [{ fragilite: true }, 0, 1],
    [{ peauDePierre: true }, 0, 4],
    [{ modifier: -1, targetModifier: 1 }, -1, 4],
    [{ forceImpie: true, fragilite: true, targetModifier: -1 }, 1, 0],
  ])('melee %o: Mél %i, Déf %i', (options, modifier, def) => {
    const json = simulate('Orques', 'Héros', options);
    expect(json.target.def).toBe(def);
    expectClose(json.wounds, orcs(modifier, def));
  });
  it('shooting: Aveuglement −2, Vision de l\'aigle +1', () => {
    const shot = (modifier: number) => bruteWounds({ attack: Array(3).fill({ score: 2, perforant: 0 }), modifier, def: 3 });
    expectClose(simulate('Orques', 'Héros', { weapon: 'ranged', aveuglement: true }).wounds, shot(-2));
    expectClose(simulate('Orques', 'Héros', { weapon: 'ranged', visionDeLAigle: true }).wounds, shot(1));
  });
  it('a Mél spell on a shot is refused (exit 2), as is a modifier out of −20..20', () => {
    expect(failure(() => simulate('Orques', 'Héros', { weapon: 'ranged', tremblement: true }))).toEqual({ code: 'mef-fan/option-not-for-weapon', exit: EXIT.usage });
    expect(failure(() => simulate('Orques', 'Héros', { modifier: 21 }))).toEqual({ code: 'mef-fan/option-range', exit: EXIT.usage });
  });
});

const head = (extra = '') => `ruleset: mef-fan\nname: Test\npoints: 1000\n${extra}units:\n`;
const mage = (name: string, spells: string, rank = '') => `  - name: ${name}\n    role: magicien\n    dep: 2\n    def: 0\n    men: 3\n    vie: 1\n    spells: [${spells}]\n${rank ? `    rank: ${rank}\n` : ''}`;
const codes = async (yaml: string) => (await findingsOf(yaml)).map((f) => [f.code, f.severity]);

describe('item 7: spells per magicien', () => {
  it('an acolyte with 1 spell and an archimage with 3 in the same army', async () => {
    expect(await codes(head('house_rules:\n  magiciens: 2\n') + mage('A', 'terreur', 'acolyte') + mage('B', 'terreur, motivation, fragilite', 'archimage'))).toEqual([]);
  });
  it('an acolyte with 2 spells is one too many; a rank on a chef is an error', async () => {
    expect(await codes(head() + mage('A', 'terreur, motivation', 'acolyte'))).toEqual([['mef-fan/too-many-spells', 'error']]);
    expect(await codes(head() + '  - name: C\n    role: chef\n    dep: 2\n    def: 0\n    men: 3\n    vie: 1\n    rank: sorcier\n')).toEqual([['mef-fan/rank-without-magicien', 'error']]);
  });
  it('a spell of the players\' own is an info and still counts as a spell', async () => {
    expect(await codes(head() + mage('A', 'boule-de-feu, terreur'))).toEqual([['mef-fan/own-spell', 'info']]);
  });
});

describe('item 8: rounding', () => {
  const knives = { name: 'Lanceur', dep: 0, def: 0, men: 3, vie: 1, tir: [{ score: 1, portee: 'tres-courte', munitions: 'limitees' }, { score: 1, portee: 'tres-courte', munitions: 'limitees' }] };
  it('two knives « très courte, limitées » and Men 3: 5# rounded at each step, 4# rounded once (house rule round-once)', () => {
    expect(derive(bandOf([knives])).units[0]!.figure_cost).toBe(5);
    expect(derive(bandOf([knives])).rounding).toBe('each-step');
  });
  it('round-once: 3 + 2 × (3 / 3 / 2) = 4', async () => {
    const yaml = `${head('house_rules:\n  round-once: true\n')}  - name: Lanceur\n    dep: 0\n    def: 0\n    men: 3\n    vie: 1\n    tir:\n      - {score: 1, portee: tres-courte, munitions: limitees}\n      - {score: 1, portee: tres-courte, munitions: limitees}\n`;
    const { analyse } = await import('../../../src/core/ruleset/analyse.js');
    const { registry } = await import('../../../src/rulesets/index.js');
    const analysis = await analyse(new TextEncoder().encode(yaml), 'army.yaml', registry);
    expect((analysis.profile as any).units[0].figure_cost).toBe(4);
    expect((analysis.profile as any).rounding).toBe('once');
  });
  it.each([
    // Dép 3 Bond: 4,5 → 5 either way; Dép 1 Bond, Men 1, Vie 2: (2 + 1) × 1,5 = 4,5 → 5 each step, (1,5 + 1) × 1,5 = 3,75 → 4 once.
    [{ dep: 1, movement: 'bond', men: 1, def: 0, vie: 2 }, 5, 4],
    // The guerrier at Vie 2: 17 × 1,5 = 25,5 → 26 both ways.
    [{ dep: 2, mel: [{ score: 3, perforant: 1 }], def: 2, men: 3, vie: 2 }, 26, 26],
    // The cracheur acide: (6 + 2) × 2 / 3 = 5,33 → 6 both ways.
    [{ dep: 0, tir: [{ score: 2, perforant: 1, portee: 'longue', munitions: 'unique' }], def: 0, men: 0, vie: 1 }, 6, 6],
  ])('%o: %i# at each step, %i# once', async (unit, eachStep, once) => {
    const { figureCost } = await import('../../../src/rulesets/mef-fan/derive.js');
    const u = bandOf([{ name: 'U', ...unit }]).units[0]!;
    expect(figureCost(u)).toBe(eachStep);
    expect(figureCost(u, true)).toBe(once);
  });
});
