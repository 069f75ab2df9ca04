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
