/** The public entry point, call by call: defaults, options passed through, and the exact errors with their parameters. */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignAward, EscarmoucheError, matchup, roll, showText, simulateAttack, validate } from '../../src/index.js';
import { ROOT, tempTree } from '../helpers/cli.js';
import { INVALID, VALID, WARNED } from './bands.js';
import type { AttackResult, ExactAttackResult } from '../../src/index.js';

/** The result narrowed as a user narrows it: exact F&F odds, whose fields are typed. */
function exactFf(odds: AttackResult): ExactAttackResult<'flammes-et-fantassins'> {
  if (odds.ruleset !== 'flammes-et-fantassins' || odds.method !== 'exact') throw new Error(`exact F&F odds, not ${odds.ruleset} ${odds.method}`);
  return odds;
}

const BROKEN = 'ruleset: flammes-et-fantassins\nname: [';

const member = (name: string) => `ruleset: flammes-et-fantassins
name: ${name}
pc: 2
house_rules:
  band-min: 2
characters:
  - name: ${name} l'archer
    style: agile
    classes: [archer]
    equipment: [arc, cuir]
  - name: ${name} le barbare
    style: puissant
    classes: [barbare]
    equipment: [arme-a-une-main, rondache]
`;

/** The error a call throws (or rejects with), as plain fields. */
async function failure(call: () => unknown): Promise<{ code: string; params: unknown; message: string; exitCode: number }> {
  try {
    await call();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    const e = cause as EscarmoucheError;
    return { code: e.code, params: e.params, message: e.message, exitCode: e.exitCode };
  }
  throw new Error('expected an EscarmoucheError');
}

const ISABEAU_FILE = path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml');
const ISABEAU = `${ISABEAU_FILE}#Dame Isabeau`;
const MARQ = 'bands/ff-les-marquisards.yaml';
const ARCHERS = 'bands/ff-les-archers-du-grand-saule.yaml';

describe('validate', () => {
  it('takes one path as a string, strict only when strict is true', async () => {
    const dir = tempTree({ 'warned.yaml': WARNED });
    const file = path.join(dir, 'warned.yaml');
    const loose = await validate(file);
    expect(loose.ok).toBe(true);
    expect(loose.files.map((f) => f.file)).toEqual([file]);
    expect(loose.summary.warnings).toBeGreaterThan(0);
    const strict = await validate(file, { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.files.map((f) => f.file)).toEqual([file]);
    expect((await validate([file], { strict: false })).ok).toBe(true);
  });

  it('passes house rules through', async () => {
    const dir = tempTree({ 'band.yaml': VALID });
    const report = await validate(path.join(dir, 'band.yaml'), { houseRules: { ff: { 'fer-budget': 'pc' } } });
    expect(report.files[0]!.house_rules).toEqual({ 'fer-budget': 'pc' });
  });

  it('an unknown ruleset in house rules names the known ones', async () => {
    const error = await failure(() => validate('x', { houseRules: { chess: {} } }));
    expect(error).toEqual({
      code: 'cli/unknown-ruleset',
      exitCode: 2,
      params: { actual: 'chess', known: 'flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad' },
      message: 'unknown ruleset "chess"; known: flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad',
    });
  });
});

describe('showText', () => {
  it('names the band band.yaml by default', async () => {
    const error = await failure(() => showText(INVALID));
    expect(error.message).toBe('band.yaml is not a valid band: 1 error(s)');
    expect(error.params).toEqual({ file: 'band.yaml', count: 1 });
  });
});

describe('roll', () => {
  it('a rulebook name, whatever its case and spaces, goes to namedRoll', async () => {
    const error = await failure(() => roll(' TEST '));
    expect(error).toEqual({ code: 'roll/named-in-roll', exitCode: 2, params: { name: 'test' }, message: 'test is a rulebook roll: call namedRoll("test", options) rather than roll' });
  });

  it('without a seed, draws a fresh one', () => {
    const seed = (roll('2d6') as { seed?: string }).seed;
    expect(seed).toMatch(/^[0-9a-f]{16}$/);
    expect(seed).not.toBe('undefined');
  });
});

describe('simulateAttack options', () => {
  it('refuses a common option inside a typed-in side', async () => {
    const error = await failure(() => simulateAttack({ hit: 3, damage: 1, ruleset: 'ff' } as never, { ca: 7, pv: 9 }, { ruleset: 'ff' }));
    expect(error).toEqual({
      code: 'api/unknown-option',
      exitCode: 2,
      params: { option: 'ruleset', fn: 'simulateAttack (typed-in side)', known: 'ruleset' },
      message: 'unknown option "ruleset" of simulateAttack (typed-in side); known: ruleset',
    });
  });

  it('an unknown option with no close name says where the options are listed, never the hundred of them (issue 37)', async () => {
    const error = await failure(() => simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', zzzzzzzz: 3 } as never));
    expect(error).toEqual({
      code: 'api/unknown-option-far',
      exitCode: 2,
      params: { option: 'zzzzzzzz', fn: 'simulateAttack' },
      message: 'unknown option "zzzzzzzz" of simulateAttack, and none with a close name: `rulesets` lists the options of each ruleset',
    });
  });

  it('suggests a close name, whatever its case', async () => {
    const error = await failure(() => simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', TARGETPV: 3 } as never));
    expect(error).toEqual({ code: 'api/unknown-option', exitCode: 2, params: { option: 'TARGETPV', fn: 'simulateAttack', known: 'targetPv' }, message: 'unknown option "TARGETPV" of simulateAttack; known: targetPv' });
    const lower = await failure(() => simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', targetpv: 3 } as never));
    expect(lower.params).toEqual({ option: 'targetpv', fn: 'simulateAttack', known: 'targetPv' });
  });

  it('an option typing in a side given by file names that option and side', async () => {
    const attacker = await failure(() => simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', hit: 3 } as never));
    expect(attacker).toEqual({
      code: 'api/side-option',
      exitCode: 2,
      params: { option: 'hit', side: 'attacker', actual: ISABEAU },
      message: `the option "hit" types in the attacker, which is given as a band member (${ISABEAU})`,
    });
    const target = await failure(() => simulateAttack({ hit: 3, damage: 1 }, ISABEAU, { ruleset: 'ff', ca: 3 } as never));
    expect(target).toEqual({
      code: 'api/side-option',
      exitCode: 2,
      params: { option: 'ca', side: 'target', actual: ISABEAU },
      message: `the option "ca" types in the target, which is given as a band member (${ISABEAU})`,
    });
  });

  it('names the option actually given, not the first of its side', async () => {
    const damage = await failure(() => simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', damage: 2 } as never));
    expect(damage.params).toEqual({ option: 'damage', side: 'attacker', actual: ISABEAU });
    const pv = await failure(() => simulateAttack({ hit: 3, damage: 1 }, ISABEAU, { ruleset: 'ff', pv: 4 } as never));
    expect(pv.params).toEqual({ option: 'pv', side: 'target', actual: ISABEAU });
  });

  it('a target option beside a typed target is not refused', async () => {
    const odds = exactFf(await simulateAttack({ hit: 3, damage: 1 }, ISABEAU, { ruleset: 'ff', targetPv: 3 } as never));
    expect(odds.target).toEqual({ name: 'Dame Isabeau', file: ISABEAU_FILE, defense: 'CA', pv: 3, pv_max: 13 });
    expect(odds.p_kill).toBeCloseTo(4 / 9, 12);
  });

  it('typed-in sides and band members, either way round', async () => {
    const typedAttacker = exactFf(await simulateAttack({ hit: 3, damage: 1 }, ISABEAU, { ruleset: 'ff' }));
    expect(typedAttacker.attacker).toEqual({ name: null, file: null, attack: 'melee', weapon: null, spell: null });
    expect(typedAttacker.target).toEqual({ name: 'Dame Isabeau', file: ISABEAU_FILE, defense: 'CA', pv: 13, pv_max: 13 });
    expect(typedAttacker.p_hit).toBeCloseTo(5 / 9, 12);
    const typedTarget = exactFf(await simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff' }));
    expect(typedTarget.attacker).toEqual({ name: 'Dame Isabeau', file: ISABEAU_FILE, attack: 'melee', weapon: 'arme-a-une-main', spell: null });
    expect(typedTarget.target).toEqual({ name: null, file: null, defense: 'CA', pv: 9, pv_max: 9 });
    expect(typedTarget.p_hit).toBe(0.75);
    const both = await simulateAttack(ISABEAU, ISABEAU, { ruleset: 'ff' });
    expect(both.attacker).toMatchObject({ name: 'Dame Isabeau', file: ISABEAU_FILE });
    expect(both.target).toMatchObject({ name: 'Dame Isabeau', file: ISABEAU_FILE, pv: 13 });
  });

  it('passes dice and trials through', async () => {
    const dice = await simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', dice: '6,6' });
    expect(dice).toMatchObject({ method: 'dice', dice: [6, 6], touche_die: 6, degats_die: 6, hit: true, damage: 7 });
    const trials = await simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff', trials: 7 } as never);
    expect(trials.method).toBe('exact');
    expect((trials as unknown as { monte_carlo: { trials: number } }).monte_carlo.trials).toBe(7);
    const none = await simulateAttack(ISABEAU, { ca: 7, pv: 9 }, { ruleset: 'ff' });
    expect(none.method).toBe('exact');
    expect((none as unknown as { monte_carlo?: unknown }).monte_carlo).toBeUndefined();
  });
});

describe('matchup', () => {
  it('the reverse matchup only with both', async () => {
    const one = await matchup(MARQ, ARCHERS);
    expect(one.attackers).toEqual(['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis']);
    expect(one.targets).toEqual(['Ysolde', 'Guillot', 'Perrine']);
    expect(one.reverse).toBeUndefined();
    const both = await matchup(MARQ, ARCHERS, { both: true });
    expect(both.reverse?.attackers).toEqual(['Ysolde', 'Guillot', 'Perrine']);
    expect((await matchup(MARQ, ARCHERS, { both: false })).reverse).toBeUndefined();
  });
});

describe('campaignAward', () => {
  it('takes a winner and a loser as strings, played and a dry run from the award', async () => {
    const dir = tempTree({ 'a.yaml': member('Les A'), 'b.yaml': member('Les B') });
    const [a, b] = ['a.yaml', 'b.yaml'].map((f) => path.join(dir, f)) as [string, string];
    const result = await campaignAward([], { scenario: 'le-pont', winner: a, loser: b, date: '2025-01-04', played: 3, dryRun: true } as never);
    expect(result).toMatchObject({ scenario: 'le-pont', date: '2025-01-04', played: 3, dry_run: true });
    expect((result as unknown as { events: { file: string; event: { result: string; played: number } }[] }).events.map((e) => [e.file, e.event.result, e.event.played])).toEqual([
      [a, 'win', 3],
      [b, 'loss', 3],
    ]);
    const optionDry = await campaignAward([], { scenario: 'le-pont', winner: [a], loser: [b], date: '2025-01-04' }, { dryRun: true });
    expect(optionDry).toMatchObject({ dry_run: true, played: 0 });
  });

  it('standings: true ranks the files, a string or a list names them', async () => {
    const dir = tempTree({ 'a.yaml': member('Les A'), 'b.yaml': member('Les B') });
    const [a, b] = ['a.yaml', 'b.yaml'].map((f) => path.join(dir, f)) as [string, string];
    const row = (file: string, band: string, rank: number) => ({ rank, file, band, score: 0, scenarios: 0, wins: 0, losses: 0, last_victory: null, ruleset: 'flammes-et-fantassins' });
    expect(await campaignAward([], { standings: a } as never)).toEqual({ standings: [row(a, 'Les A', 1)], unranked: [] });
    expect(await campaignAward([], { standings: [a, b] } as never)).toEqual({ standings: [row(a, 'Les A', 1), row(b, 'Les B', 1)], unranked: [] });
    expect(await campaignAward(a as never, { standings: true })).toEqual({ standings: [row(a, 'Les A', 1)], unranked: [] });
    expect(await campaignAward([a, b], { standings: true })).toEqual({ standings: [row(a, 'Les A', 1), row(b, 'Les B', 1)], unranked: [] });
  });

  it('every refused band is worded, the first in the parameters', async () => {
    const dir = tempTree({ 'c.yaml': BROKEN, 'd.yaml': BROKEN });
    const [c, d] = ['c.yaml', 'd.yaml'].map((f) => path.join(dir, f)) as [string, string];
    const error = await failure(() => campaignAward([], { scenario: 'x', winner: [c], loser: [d] }));
    expect(error).toEqual({
      code: 'campaign/invalid-band',
      exitCode: 1,
      params: { file: c, count: 1 },
      message: `${c} cannot take part in the campaign: 1 error(s); nothing was written\n${d} cannot take part in the campaign: 1 error(s); nothing was written`,
    });
  });
});
