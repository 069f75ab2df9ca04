/** `parseDice`, `rollNamed` and `checkNoRollOptions` (src/core/api/roll.ts): what is refused, and with which words. */
import { describe, expect, it } from 'vitest';
import { checkNoRollOptions, parseDice, rollNamed } from '../../../src/core/api/roll.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { registry } from '../../../src/rulesets/index.js';

const env = () => ({ registry, messages: new Messages('en', [CORE_MESSAGES]) });
/** The usage error `run` throws: its code, params, words and JSON. */
const refusal = async (run: (e: ReturnType<typeof env>) => unknown) => {
  const e = env();
  try {
    await run(e);
  } catch (cause) {
    if (!(cause instanceof EscarmoucheError)) throw cause;
    return { code: cause.code, params: cause.params, text: e.messages.text(cause.code, cause.params), json: cause.json };
  }
  throw new Error('no error');
};

describe('parseDice', () => {
  it('a word that is no dice: an unknown roll, with the nearest name when one is close', async () => {
    expect((await refusal((e) => parseDice('  tset 3', e))).params).toMatchObject({ actual: 'tset', suggestion: 'test' });
    expect((await refusal((e) => parseDice('zzzz-zz', e))).code).toBe('roll/unknown-roll');
  });

  it('not a word (a digit first or last, or "vs"): the parse error with its column, the expression trimmed', async () => {
    for (const source of ['1test', 'test1', 'vs', 'VS', ' 2d ']) {
      const error = await refusal((e) => parseDice(source, e));
      expect(error.code).not.toMatch(/^roll\/unknown-roll/);
      expect(error.json).toEqual({ expression: source.trim(), error: { code: error.code, column: error.params!.column, message: expect.any(String) } });
      expect(typeof error.params!.column).toBe('number');
    }
  });
});

describe('rollNamed', () => {
  it('an unknown --ruleset: refused with the ids', async () => {
    expect((await refusal((e) => rollNamed('test', { ruleset: 'nope', stat: 1 }, e))).text).toBe('unknown ruleset "nope"; known: flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad');
  });
});

describe('rollNamed: the options given', () => {
  it('an option left undefined is not given: it neither picks the ruleset nor is refused', async () => {
    const e = env();
    const plain = await rollNamed('test', { stat: 3, exact: true }, e);
    const undefs = Object.fromEntries(['vs', 'health', 'morale', 'move', 'will', 'bonus', 'target', 'wounded', 'healer'].map((k) => [k, undefined]));
    expect(await rollNamed('test', { stat: 3, exact: true, ...undefs }, e)).toEqual(plain);
  });
});

describe('checkNoRollOptions', () => {
  it('an option of a named roll, or --ruleset, without the roll: refused; an option not given (undefined) is none', async () => {
    expect((await refusal((e) => checkNoRollOptions({ stat: 2 }, e))).params).toMatchObject({ option: '--stat' });
    expect((await refusal((e) => checkNoRollOptions({ ruleset: 'ff' }, e))).params).toMatchObject({ option: '--ruleset' });
    expect(() => checkNoRollOptions({ stat: undefined, ruleset: undefined, seed: 's' }, env())).not.toThrow();
  });
});
