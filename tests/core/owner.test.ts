/**
 * Who holds a lock or a journal (src/core/band-files/owner.ts): a process by its pid, its start time and its host. A
 * holder on this machine is alive exactly while its process is (a pid reused by another process is not it); a holder
 * on another host cannot be asked; a lock's text read back as it was written, an older `pid time` lock included.
 */
import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { lockText, ownerAlive, parseLock, self, startTimeOf, thisHost } from '../../src/core/band-files/owner.js';

const DEAD_PID = 1999999999;
const AT = new Date('2026-12-07T10:00:00.000Z');

describe('the process that holds a lock', () => {
  it('this process: its pid, its host, its start time (field 22 of /proc/<pid>/stat)', () => {
    const me = self();
    expect(me.pid).toBe(process.pid);
    expect(me.host).toBe(os.hostname());
    expect(thisHost()).toBe(os.hostname());
    expect(me.start).toMatch(/^\d+$/);
    expect(me.start).toBe(startTimeOf(process.pid));
    // A process started before this one (the first process of the machine) started earlier.
    expect(Number(startTimeOf(1))).toBeLessThanOrEqual(Number(me.start));
  });

  it('no start time for a process that does not exist', () => {
    expect(startTimeOf(DEAD_PID)).toBeUndefined();
  });
});

describe('whether the holder is alive', () => {
  it('a process of this machine with its start time: alive; with another start time: a pid reused, gone', () => {
    const me = self();
    expect(ownerAlive(me)).toBe(true);
    expect(ownerAlive({ ...me, start: String(Number(me.start) + 1) })).toBe(false);
  });

  it('a start time unknown (an older lock) or a host unnamed (taken to be this one): alive while the pid is', () => {
    expect(ownerAlive({ pid: process.pid })).toBe(true);
    expect(ownerAlive({ pid: process.pid, host: thisHost() })).toBe(true);
    expect(ownerAlive({ pid: DEAD_PID })).toBe(false);
    expect(ownerAlive({ pid: DEAD_PID, start: '1' })).toBe(false);
  });

  it('a pid that names no process (0, negative, not whole) is gone, never a group of processes', () => {
    expect(ownerAlive({ pid: 0 })).toBe(false);
    expect(ownerAlive({ pid: -1 })).toBe(false);
    expect(ownerAlive({ pid: 1.5 })).toBe(false);
    expect(ownerAlive({ pid: Number.NaN })).toBe(false);
  });

  it('a holder on another host cannot be asked, alive pid or not', () => {
    expect(ownerAlive({ pid: process.pid, host: `${thisHost()}-other` })).toBeUndefined();
    expect(ownerAlive({ pid: DEAD_PID, host: `${thisHost()}-other` })).toBeUndefined();
  });
});

describe('the text of a lock', () => {
  it('`pid time host start`, `-` where not known', () => {
    expect(lockText({ pid: 42, host: 'table', start: '123' }, AT)).toBe('42 2026-12-07T10:00:00.000Z table 123\n');
    expect(lockText({ pid: 42 }, AT)).toBe('42 2026-12-07T10:00:00.000Z - -\n');
  });

  it('read back as written', () => {
    expect(parseLock(lockText({ pid: 42, host: 'table', start: '123' }, AT))).toEqual({ owner: { pid: 42, host: 'table', start: '123' }, since: AT.toISOString() });
    expect(parseLock(lockText({ pid: 42 }, AT))).toEqual({ owner: { pid: 42, host: undefined, start: undefined }, since: AT.toISOString() });
  });

  it('an older lock, `pid time` or a pid alone, and blanks around', () => {
    expect(parseLock('  42   2026-12-07T10:00:00.000Z \n')).toEqual({ owner: { pid: 42, host: undefined, start: undefined }, since: AT.toISOString() });
    expect(parseLock('42')).toEqual({ owner: { pid: 42, host: undefined, start: undefined }, since: undefined });
  });
});
