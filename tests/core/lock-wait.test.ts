/** src/core/band-files/lock-wait.ts: the testing knob ESCARMOUCHE_LOCK_WAIT_MS, range-checked, ignored when invalid. */
import { afterEach, describe, expect, it } from 'vitest';
import { LOCK_WAIT_MAX_MS, LOCK_WAIT_MS, lockWaitMs } from '../../src/core/band-files/lock-wait.js';

const knob = (value: string | undefined) => lockWaitMs(value === undefined ? {} : { ESCARMOUCHE_LOCK_WAIT_MS: value });

afterEach(() => {
  delete process.env.ESCARMOUCHE_LOCK_WAIT_MS;
});

describe('lockWaitMs', () => {
  it('is eight seconds when the knob is unset', () => {
    expect(LOCK_WAIT_MS).toBe(8000);
    expect(knob(undefined)).toBe(8000);
  });

  it.each([
    ['0', 0],
    ['1', 1],
    ['250', 250],
    ['007', 7],
    [String(LOCK_WAIT_MAX_MS), 600_000],
  ])('takes a whole number of milliseconds within range: %s', (value, ms) => {
    expect(knob(value)).toBe(ms);
  });

  it.each([
    ['one over the bound', String(LOCK_WAIT_MAX_MS + 1)],
    ['far over the bound', '9999999'],
    ['eight digits', '00000001'],
    ['empty', ''],
    ['negative', '-1'],
    ['signed', '+5'],
    ['a fraction', '2.5'],
    ['an exponent', '1e3'],
    ['a word', 'fast'],
    ['spaces', ' 500'],
    ['hexadecimal', '0x10'],
  ])('ignores a value %s (%j): the default holds', (_what, value) => {
    expect(knob(value)).toBe(LOCK_WAIT_MS);
  });

  it("reads the process's environment when given none", () => {
    process.env.ESCARMOUCHE_LOCK_WAIT_MS = '1234';
    expect(lockWaitMs()).toBe(1234);
    process.env.ESCARMOUCHE_LOCK_WAIT_MS = 'nonsense';
    expect(lockWaitMs()).toBe(LOCK_WAIT_MS);
  });
});
