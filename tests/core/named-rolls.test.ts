/** Choosing the ruleset of a named roll without knowing any ruleset: by name, by the required options given, by --ruleset. */
import { describe, expect, it } from 'vitest';
import { EscarmoucheError } from '../../src/core/diagnostics/errors.js';
import { chooseRoll, rollNames, rollOptions } from '../../src/core/ruleset/named-rolls.js';
import type { NamedRollSpec, OptionSpec, RulesetManifest } from '../../src/core/ruleset/ruleset.js';

const option = (key: string, required = true): OptionSpec => ({ key, flags: `--${key} <n>`, type: 'int', description: key, ...(required ? { required } : {}) });
const manifest = (id: string, rolls: NamedRollSpec[]): RulesetManifest => ({
  id,
  title: id,
  aliases: [],
  attackOptions: [],
  rolls,
  load: () => Promise.reject(new Error('not loaded in these tests')),
});

// shaped like the later rulesets: `morale` in two of them with different required options, `cast` in two with the same
const A = manifest('alpha', [
  { name: 'morale', summary: '', options: [option('men')] },
  { name: 'cast', summary: '', options: [option('spell'), option('bonus', false)] },
]);
const B = manifest('beta', [
  { name: 'morale', summary: '', options: [option('courage'), option('losses')] },
  { name: 'cast', summary: '', options: [option('spell')] },
]);
const C = manifest('gamma', [{ name: 'test', summary: '', options: [option('stat')] }]);
const ALL = [A, B, C];

function refusal(run: () => unknown): { code: string; params: Record<string, unknown> } {
  try {
    run();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    const e = cause as EscarmoucheError;
    expect(e.exitCode).toBe(2);
    return { code: e.code, params: e.params };
  }
  throw new Error('expected a refusal');
}

describe('named rolls', () => {
  it('lists every name once and every option', () => {
    expect(rollNames(ALL)).toEqual(['morale', 'cast', 'test']);
    expect(rollOptions(ALL).map((o) => o.key)).toEqual(['men', 'spell', 'bonus', 'courage', 'losses', 'spell', 'stat']);
  });

  it('takes the only ruleset declaring a name', () => {
    expect(chooseRoll('test', ALL, new Set(['stat'])).manifest.id).toBe('gamma');
  });

  it('takes the ruleset whose required options are all given', () => {
    expect(chooseRoll('morale', ALL, new Set(['men'])).manifest.id).toBe('alpha');
    expect(chooseRoll('morale', ALL, new Set(['courage', 'losses'])).manifest.id).toBe('beta');
  });

  it('lets --ruleset decide when the options fit several', () => {
    expect(chooseRoll('cast', ALL, new Set(['spell']), B).manifest.id).toBe('beta');
    expect(chooseRoll('cast', ALL, new Set(['spell']), A).manifest.id).toBe('alpha');
  });

  it('refuses an ambiguous roll, listing the candidates', () => {
    const r = refusal(() => chooseRoll('cast', ALL, new Set(['spell'])));
    expect(r.code).toBe('roll/ambiguous');
    expect(r.params.candidates).toBe('alpha (--spell <n>); beta (--spell <n>)');
    expect(refusal(() => chooseRoll('morale', ALL, new Set())).code).toBe('roll/ambiguous');
  });

  it('names the missing options of the only candidate', () => {
    expect(refusal(() => chooseRoll('test', ALL, new Set()))).toEqual({ code: 'roll/missing-options', params: { name: 'test', ruleset: 'gamma', options: '--stat <n>' } });
    expect(refusal(() => chooseRoll('morale', ALL, new Set(['courage']), B)).params.options).toBe('--losses <n>');
  });

  it('refuses an option the chosen roll does not read', () => {
    expect(refusal(() => chooseRoll('test', ALL, new Set(['stat', 'men'])))).toEqual({ code: 'roll/unused-option', params: { option: '--men', name: 'test', ruleset: 'gamma' } });
  });

  it('refuses --ruleset naming a ruleset without that roll', () => {
    expect(refusal(() => chooseRoll('test', ALL, new Set(['stat']), A))).toEqual({ code: 'roll/not-in-ruleset', params: { ruleset: 'alpha', name: 'test', known: 'morale, cast' } });
  });
});
