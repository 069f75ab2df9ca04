/** The library in process: options, in-memory bands, errors as the command's, the rulesets for a UI. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { campaignAward, EscarmoucheError, matchup, namedRoll, roll, rulesets, show, showText, simulateAttack, validate, validateText } from '../../src/index.js';
import { manifests } from '../../src/rulesets/index.js';
import { band } from '../helpers/campaign.js';
import { ROOT, tempTree } from '../helpers/cli.js';
import { INVALID, VALID, WARNED } from './bands.js';


/** The error a call throws (or rejects with). */
async function failure(call: () => unknown): Promise<EscarmoucheError> {
  try {
    await call();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    return cause as EscarmoucheError;
  }
  throw new Error('expected an EscarmoucheError');
}

describe('validate and validateText', () => {
  it('reports a band in memory as validate reports its file', async () => {
    const dir = tempTree({ 'bad.yaml': INVALID });
    const fromText = await validateText(INVALID, { file: path.join(dir, 'bad.yaml') });
    expect(fromText).toEqual(await validate([path.join(dir, 'bad.yaml')]));
    expect(fromText.ok).toBe(false);
    expect(fromText.files[0]).toMatchObject({ valid: false });
    expect(fromText.files[0]!.diagnostics.filter((d) => d.severity === 'error')).toMatchObject([{ code: 'ff/two-handed-conflict', line: 8, column: 22 }]);
  });

  it('ok follows the exit status: warnings fail only when strict', async () => {
    expect((await validateText(WARNED)).ok).toBe(true);
    const strict = await validateText(WARNED, { strict: true });
    expect(strict.ok).toBe(false);
    expect(strict.summary.warnings).toBeGreaterThan(0);
    expect(strict.files[0]!.file).toBe('band.yaml');
  });

  it('lists unreadable paths in errors, worded, as the command does', async () => {
    const report = await validate(['no-such-folder']);
    expect(report).toMatchObject({ ok: false, errors: [{ code: 'cli/not-found', message: 'cannot read no-such-folder: no such file or folder' }] });
  });

  it('applies house rules given for a ruleset (id or alias) under the band\'s own', async () => {
    const given = await validateText(VALID, { houseRules: { ff: { 'fer-budget': 'pc' } } });
    expect(given.files[0]!.house_rules).toEqual({ 'fer-budget': 'pc' });
    const own = await validateText(`${VALID}house_rules:\n  fer-budget: classes\n`, { houseRules: { 'flammes-et-fantassins': { 'fer-budget': 'pc' } } });
    expect(own.files[0]!.house_rules).toEqual({ 'fer-budget': 'classes' });
    const unknown = await validateText(VALID, { houseRules: { ff: { 'fer-budgte': 'pc' } } });
    expect(unknown.files[0]!.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code)).toEqual(['band/unknown-house-rule']);
    const error = await failure(() => validateText(VALID, { houseRules: { chess: {} } }));
    expect(error).toMatchObject({ code: 'cli/unknown-ruleset', exitCode: 2 });
  });
});

describe('show and showText', () => {
  it('returns the profile, typed by its ruleset', async () => {
    const profile = await show(path.join(ROOT, 'bands/ff-les-marquisards.yaml'));
    expect(profile.ruleset).toBe('flammes-et-fantassins');
    if (profile.ruleset === 'flammes-et-fantassins') expect(profile.characters.length).toBeGreaterThan(0);
    expect(await showText(readFileSync(path.join(ROOT, 'bands/ff-les-marquisards.yaml'), 'utf8'))).toEqual(profile);
  });

  it('an invalid band throws the exit 1 of the command, with its --json in json', async () => {
    const error = await failure(() => showText(INVALID, { file: 'bad.yaml' }));
    expect(error).toMatchObject({ code: 'cli/invalid-band', exitCode: 1, message: 'bad.yaml is not a valid band: 1 error(s)' });
    expect(error.json).toMatchObject({ file: 'bad.yaml', valid: false, diagnostics: [{ code: 'ff/two-handed-conflict' }] });
    expect((await failure(() => show('missing.yaml'))).exitCode).toBe(2);
  });

  it('words messages in French with lang fr', async () => {
    const error = await failure(() => showText(INVALID, { file: 'bad.yaml', lang: 'fr' }));
    expect(error.message).toBe("bad.yaml n'est pas une bande valide : 1 erreur(s)");
  });
});

describe('roll and namedRoll', () => {
  it('replays a seed; the exact distribution is exact', () => {
    expect(roll('4d6kh3', { seed: 'abc' })).toEqual(roll('4d6kh3', { seed: 'abc' }));
    expect(roll('4d6kh3', { seed: 'abc' }).seed).toBe('abc');
    expect(roll('2d6', { exact: true }).distribution?.['7']).toBeCloseTo(6 / 36, 12);
  });

  it('a bad expression throws the column, the caret and the JSON of the command', async () => {
    const error = await failure(() => roll('2d6++1'));
    expect(error).toMatchObject({ code: 'dice/expected-term', exitCode: 2, json: { expression: '2d6++1', error: { code: 'dice/expected-term', column: 5 } } });
    expect(error.message.split('\n')).toEqual(['column 5: expected a number or dice (3, d6, 2d6, d%), found "+"', '  2d6++1', '      ^']);
  });

  it('a rulebook roll goes through namedRoll', async () => {
    expect((await failure(() => roll('test'))).code).toBe('roll/named-in-roll');
    expect(await namedRoll('test', { stat: 2, seed: 's' })).toMatchObject({ roll: 'test', stat: 2, target: 8, seed: 's' });
    expect((await failure(() => namedRoll('test'))).code).toBe('roll/missing-options');
  });
});

describe('simulateAttack', () => {
  const isabeau = path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml#Dame Isabeau');

  it('takes typed-in sides as objects, with the ruleset', async () => {
    const odds = await simulateAttack({ hit: 3, damage: 1 }, { ca: 7, pv: 9 }, { ruleset: 'ff' });
    expect(odds).toMatchObject({ ruleset: 'flammes-et-fantassins', method: 'exact' });
    expect((await failure(() => simulateAttack({ hit: 3, damage: 1 }, { ca: 7, pv: 9 }))).code).toBe('cli/attack-typed-ruleset');
  });

  it('takes --dice as a string or a list', async () => {
    const target = { ca: 7, pv: 9 };
    expect(await simulateAttack(isabeau, target, { ruleset: 'ff', dice: [2, 6] })).toEqual(await simulateAttack(isabeau, target, { ruleset: 'ff', dice: '2,6' }));
  });

  it('refuses an unknown option and a typed-in number for a side named by file', async () => {
    const unknown = await failure(() => simulateAttack(isabeau, { ca: 7, pv: 9 }, { ruleset: 'ff', targetPV: 3 }));
    expect(unknown).toMatchObject({ code: 'api/unknown-option', exitCode: 2 });
    expect(unknown.message).toContain('targetPv');
    expect((await failure(() => simulateAttack(isabeau, { ca: 7, pv: 9 }, { ruleset: 'ff', hit: 3 }))).code).toBe('api/side-option');
  });
});

describe('campaignAward', () => {
  it('a dry run returns the events and diffs and writes nothing', async () => {
    const dir = tempTree({ 'a.yaml': band('Les A'), 'b.yaml': band('Les B') });
    const [a, b] = ['a.yaml', 'b.yaml'].map((f) => path.join(dir, f)) as [string, string];
    const before = readFileSync(a, 'utf8');
    const result = await campaignAward([], { scenario: 'le-pont', winner: [a], loser: [b], date: '2025-01-04' }, { dryRun: true });
    expect(result).toMatchObject({ scenario: 'le-pont', date: '2025-01-04', played: 0, dry_run: true, events: [{ file: a }, { file: b }] });
    expect(readFileSync(a, 'utf8')).toBe(before);
    const written = await campaignAward([], { scenario: 'le-pont', winner: [a], loser: [b], date: '2025-01-04' });
    expect(written).toMatchObject({ dry_run: false });
    expect(readFileSync(a, 'utf8')).toContain('scenario: le-pont');
    expect(await campaignAward([a, b], { standings: true })).toMatchObject({ standings: [{ rank: 1, file: a }, { rank: 2, file: b }] });
  });

  it('a broken band refuses the award with exit 1 and its diagnostics in json', async () => {
    const dir = tempTree({ 'a.yaml': band('Les A'), 'b.yaml': 'ruleset: flammes-et-fantassins\nname: [' });
    const error = await failure(() => campaignAward([], { scenario: 'x', winner: [path.join(dir, 'a.yaml')], loser: [path.join(dir, 'b.yaml')] }));
    expect(error).toMatchObject({ code: 'campaign/invalid-band', exitCode: 1, json: { valid: false } });
  });
});

describe('rulesets', () => {
  it('lists every manifest with its options, from the manifests alone', () => {
    expect(rulesets.map((r) => r.id)).toEqual(Object.values(manifests).map((m) => m.id));
    const ff = rulesets.find((r) => r.id === 'flammes-et-fantassins')!;
    expect(ff.title).toBe('Flammes & Fantassins');
    expect(ff.options.simulateAttack).toContainEqual(expect.objectContaining({ name: 'targetPv', flag: '--target-pv', type: 'int' }));
    expect(ff.rolls.map((r) => r.name)).toEqual(['test', 'opposed']);
    for (const option of rulesets.flatMap((r) => [...r.options.simulateAttack, ...r.options.build, ...r.options.campaignAward])) {
      expect(option.name).toMatch(/^[a-z][a-zA-Z]*$/);
      expect(option.description.length).toBeGreaterThan(0);
    }
    expect(Object.isFrozen(ff.options.simulateAttack)).toBe(true);
  });
});

describe('matchup', () => {
  const marq = 'bands/ff-les-marquisards.yaml';
  const archers = 'bands/ff-les-archers-du-grand-saule.yaml';
  it('gives every pair with the single attack\'s numbers', async () => {
    const result = await matchup(marq, archers, { both: true });
    expect(result.attackers).toEqual(['Mains-Noires', 'Tom le savetier', 'La Bertrude', 'Gros Louis']);
    expect(result.reverse?.attackers).toEqual(['Ysolde', 'Guillot', 'Perrine']);
    if (result.ruleset !== 'flammes-et-fantassins') throw new Error(`an F&F matchup, not ${result.ruleset}`);
    const pair = result.pairs!.find((p) => p.attacker === 'Gros Louis' && p.target === 'Ysolde')!;
    const single = await simulateAttack(`${marq}#Gros Louis`, `${archers}#Ysolde`, pair.options);
    if (single.ruleset !== 'flammes-et-fantassins' || single.method !== 'exact') throw new Error('exact F&F odds');
    expect(pair.p_kill).toBe(single.p_kill);
    expect(pair.expected_damage).toBe(single.expected_damage);
  });
  it('compares one flag, and refuses options it does not know', async () => {
    const result = await matchup(marq, archers, { compare: 'charge' });
    expect(result.variants!.map((v) => v.options.charge)).toEqual([false, true]);
    await expect(matchup(marq, archers, { chrage: true })).rejects.toMatchObject({ code: 'api/unknown-option' });
  });
});
