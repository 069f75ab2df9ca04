/** The test-only fault points: a SIGKILL at the Nth pass of one step, counted only while the variable is set. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultPoint, resetFaultCounts } from '../../src/core/band-files/fault.js';

const saved = process.env.ESCARMOUCHE_TEST_KILL_AT;
let kill: ReturnType<typeof vi.fn>;

beforeEach(() => {
  resetFaultCounts();
  kill = vi.fn(() => true);
  vi.spyOn(process, 'kill').mockImplementation(kill as unknown as typeof process.kill);
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.ESCARMOUCHE_TEST_FAIL_AT;
  delete process.env.ESCARMOUCHE_TEST_DELAY_AT;
  if (saved === undefined) delete process.env.ESCARMOUCHE_TEST_KILL_AT;
  else process.env.ESCARMOUCHE_TEST_KILL_AT = saved;
  resetFaultCounts();
});

describe('faultPoint', () => {
  it('kills the process with SIGKILL at the second pass of the step named, not before, not after', () => {
    process.env.ESCARMOUCHE_TEST_KILL_AT = 'rename:2';
    faultPoint('rename');
    expect(kill).not.toHaveBeenCalled();
    faultPoint('rename');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
    faultPoint('rename');
    expect(kill).toHaveBeenCalledTimes(1);
  });

  it('counts each step on its own', () => {
    process.env.ESCARMOUCHE_TEST_KILL_AT = 'temp:2';
    faultPoint('temp');
    faultPoint('lock');
    faultPoint('rename');
    expect(kill).not.toHaveBeenCalled();
    faultPoint('temp');
    expect(kill).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and counts nothing, while the variable is not set', () => {
    delete process.env.ESCARMOUCHE_TEST_KILL_AT;
    faultPoint('lock');
    faultPoint('lock');
    expect(kill).not.toHaveBeenCalled();
    process.env.ESCARMOUCHE_TEST_KILL_AT = 'lock:1';
    faultPoint('lock');
    expect(kill).toHaveBeenCalledTimes(1);
  });

  it('counts again from one after a reset', () => {
    process.env.ESCARMOUCHE_TEST_KILL_AT = 'temp:1';
    faultPoint('temp');
    resetFaultCounts();
    faultPoint('temp');
    expect(kill).toHaveBeenCalledTimes(2);
  });
});

describe('an injected failure', () => {
  const failure = (step: 'write' | 'rename') => {
    try {
      faultPoint(step);
      return undefined;
    } catch (cause) {
      return cause as Error & { code: string };
    }
  };

  it('every time, with the system error named: a full disk at each write, none at a rename', () => {
    process.env.ESCARMOUCHE_TEST_FAIL_AT = 'write:ENOSPC';
    for (let i = 0; i < 2; i++) expect(failure('write')).toMatchObject({ code: 'ENOSPC', message: 'ENOSPC (injected at write)' });
    expect(failure('rename')).toBeUndefined();
  });

  it('at its Nth time only: a failed second rename', () => {
    process.env.ESCARMOUCHE_TEST_FAIL_AT = 'rename:2:EIO';
    expect(failure('rename')).toBeUndefined();
    expect(failure('rename')).toMatchObject({ code: 'EIO' });
    expect(failure('rename')).toBeUndefined();
  });

  it('`write:1` alone names the code 1; `write:1:EIO:extra` no single code: nothing thrown', () => {
    process.env.ESCARMOUCHE_TEST_FAIL_AT = 'write:1';
    expect(failure('write')).toMatchObject({ code: '1' });
    process.env.ESCARMOUCHE_TEST_FAIL_AT = 'write:1:EIO:extra';
    resetFaultCounts();
    expect(failure('write')).toBeUndefined();
  });
});

describe('an injected pause', () => {
  it('at its Nth time, for the milliseconds given', () => {
    process.env.ESCARMOUCHE_TEST_DELAY_AT = 'rename:2:60';
    const wait = vi.spyOn(Atomics, 'wait').mockReturnValue('timed-out');
    faultPoint('rename');
    expect(wait).not.toHaveBeenCalled();
    faultPoint('rename');
    expect(wait).toHaveBeenCalledTimes(1);
    expect(wait.mock.calls[0]![3]).toBe(60);
  });
});
