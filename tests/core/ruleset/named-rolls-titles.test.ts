/**
 * A named roll's refusals name its rulebook by title, as a player reads it; the ambiguous one lists ids, the values
 * `--ruleset` takes.
 */
import { expect, it } from 'vitest';
import { chooseRoll } from '../../../src/core/ruleset/named-rolls.js';
import type { NamedRollSpec, OptionSpec, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { refusal } from '../../helpers/refusal.js';

const option = (key: string, flags: string, required = false): OptionSpec => ({ key, flags, type: 'int', description: key, ...(required ? { required } : {}) });
const roll = (name: string, ...options: OptionSpec[]): NamedRollSpec => ({ name, summary: '', options });
const manifest = (id: string, title: string, rolls: NamedRollSpec[]): RulesetManifest => ({ id, title, aliases: [], attackOptions: [], rolls, load: () => Promise.reject(new Error('not loaded in these tests')) });
const MEF = manifest('mef-fan', 'Mini Figs Mef-Fan', [roll('morale', option('men', '--men <n>', true)), roll('initiative')]);
const FROST = manifest('frostgrave', 'Frostgrave', [roll('initiative')]);
const ALL = [MEF, FROST];

it('a missing option, an option of another roll, a roll the ruleset has not: the title', () => {
  expect(refusal(() => chooseRoll('morale', ALL, new Set()))).toEqual({ code: 'roll/missing-options', params: { name: 'morale', ruleset: 'Mini Figs Mef-Fan', options: '--men <n>' }, exit: 2 });
  expect(refusal(() => chooseRoll('morale', ALL, new Set(['men', 'players'])))).toEqual({ code: 'roll/unused-option', params: { option: 'players', name: 'morale', ruleset: 'Mini Figs Mef-Fan' }, exit: 2 });
  expect(refusal(() => chooseRoll('morale', ALL, new Set(['men']), FROST))).toEqual({ code: 'roll/not-in-ruleset', params: { ruleset: 'Frostgrave', name: 'morale', known: 'initiative' }, exit: 2 });
});

it('two rulesets with the roll: their ids, for --ruleset', () => {
  expect(refusal(() => chooseRoll('initiative', ALL, new Set()))).toEqual({ code: 'roll/ambiguous', params: { name: 'initiative', candidates: 'mef-fan (-); frostgrave (-)' }, exit: 2 });
});
