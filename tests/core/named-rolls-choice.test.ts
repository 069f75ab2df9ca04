/**
 * Which ruleset runs a named roll, on cases where each step of the choice matters: the required options given, then
 * the options the roll has, then --ruleset; the refusals with the words they show (candidates, missing options, the
 * stray option's --flag).
 */
import { describe, expect, it } from 'vitest';
import { chooseRoll, flagOf } from '../../src/core/ruleset/named-rolls.js';
import type { NamedRollSpec, OptionSpec, RulesetManifest } from '../../src/core/ruleset/ruleset.js';
import { refusal } from '../helpers/refusal.js';

const option = (key: string, flags: string, required = false): OptionSpec => ({ key, flags, type: 'int', description: key, ...(required ? { required } : {}) });
const manifest = (id: string, rolls: NamedRollSpec[]): RulesetManifest => ({ id, title: id, aliases: [], attackOptions: [], rolls, load: () => Promise.reject(new Error('not loaded in these tests')) });
const roll = (name: string, ...options: OptionSpec[]): NamedRollSpec => ({ name, summary: '', options });

// `initiative` in two rulesets with nothing required and one option in common; `morale` with different required options.
const FROST = manifest('frost', [roll('initiative', option('players', '-p, --players <n>'), option('bonus', '--bonus <n>'))]);
const MEF = manifest('mef', [
  roll('initiative', option('leader', '--leader <rank>'), option('bonus', '--bonus <n>')),
  roll('morale', option('men', '--men <n>', true), option('chef', '-c, --chef')),
]);
const ARGAD = manifest('argad', [roll('morale', option('courage', '--courage <n>', true), option('losses', '--losses <n>', true))]);
const BARE = manifest('bare', []);
const ALL = [FROST, MEF, ARGAD, BARE];
const chosen = (name: string, given: string[], ruleset?: RulesetManifest) => chooseRoll(name, ALL, new Set(given), ruleset).manifest.id;

describe('among rulesets with nothing required', () => {
  it('the one that has every option given', () => {
    expect(chosen('initiative', ['players'])).toBe('frost');
    expect(chosen('initiative', ['leader'])).toBe('mef');
    expect(chosen('initiative', ['players', 'bonus'])).toBe('frost');
    expect(chosen('initiative', ['leader', 'bonus'])).toBe('mef');
  });

  it('options both have, or none, leave it ambiguous; --ruleset decides', () => {
    const candidates = 'frost (-); mef (-)';
    expect(refusal(() => chosen('initiative', ['bonus']))).toEqual({ code: 'roll/ambiguous', params: { name: 'initiative', candidates }, exit: 2 });
    expect(refusal(() => chosen('initiative', []))).toEqual({ code: 'roll/ambiguous', params: { name: 'initiative', candidates }, exit: 2 });
    expect(chosen('initiative', ['bonus'], MEF)).toBe('mef');
  });
});

describe('among rulesets with required options', () => {
  it('the one whose required options are all given', () => {
    expect(chosen('morale', ['men'])).toBe('mef');
    expect(chosen('morale', ['courage', 'losses'])).toBe('argad');
  });

  it('some of one\'s required options only: ambiguous, each candidate with its required flags', () => {
    expect(refusal(() => chosen('morale', ['courage']))).toEqual({ code: 'roll/ambiguous', params: { name: 'morale', candidates: 'mef (--men <n>); argad (--courage <n> --losses <n>)' }, exit: 2 });
  });

  it('the one chosen, with an option it does not have: that option refused by its --flag', () => {
    expect(refusal(() => chosen('morale', ['men', 'players']))).toEqual({ code: 'roll/unused-option', params: { option: '--players', name: 'morale', ruleset: 'mef' }, exit: 2 });
    expect(refusal(() => chosen('morale', ['courage', 'losses', 'leader']))).toEqual({ code: 'roll/unused-option', params: { option: '--leader', name: 'morale', ruleset: 'argad' }, exit: 2 });
  });

  it('--ruleset with required options missing: every one named', () => {
    expect(refusal(() => chosen('morale', [], ARGAD))).toEqual({ code: 'roll/missing-options', params: { name: 'morale', ruleset: 'argad', options: '--courage <n> --losses <n>' }, exit: 2 });
  });

  it('--ruleset without the roll: its rolls listed, "-" when it has none', () => {
    expect(refusal(() => chosen('morale', ['men'], FROST))).toEqual({ code: 'roll/not-in-ruleset', params: { ruleset: 'frost', name: 'morale', known: 'initiative' }, exit: 2 });
    expect(refusal(() => chosen('morale', ['men'], BARE))).toEqual({ code: 'roll/not-in-ruleset', params: { ruleset: 'bare', name: 'morale', known: '-' }, exit: 2 });
  });
});

describe('an option key in words (flagOf)', () => {
  it('its long --flag, after a short one; the flags as written without one; the key when no roll has it', () => {
    expect(flagOf('players', ALL)).toBe('--players');
    expect(flagOf('chef', ALL)).toBe('--chef');
    expect(flagOf('men', ALL)).toBe('--men');
    expect(flagOf('x', [manifest('short', [roll('r', option('x', '-x'))])])).toBe('-x');
    expect(flagOf('unknown', ALL)).toBe('unknown');
  });
});
