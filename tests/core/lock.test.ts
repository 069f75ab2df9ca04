/**
 * withLocks, unit by unit: a lock beside each file (pid and time), taken in sorted order, waited for while its holder
 * lives, broken when stale (dead pid, or older than the bound), journals of a killed run recovered under the locks.
 * Another process is stood for by the lock or journal file it would have left.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, promises, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultPoint } from '../../src/core/band-files/fault.js';
import type { Recovery } from '../../src/core/band-files/journal.js';
import { LOCK_REFRESH_MS, LOCK_STALE_MS, LOCK_WAIT_MS, lockPathOf, withLocks } from '../../src/core/band-files/lock.js';
import { startTimeOf } from '../../src/core/band-files/owner.js';

/** Above any pid_max (at most 2^22), so no process has it; its first digit, 1, is init's. */
const DEAD_PID = 1999999999;

let dir = '';
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'escarmouche-lock-')));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.ESCARMOUCHE_TEST_KILL_AT;
  rmSync(dir, { recursive: true, force: true });
});

const file = (name: string, text = `name: ${name}\n`, at = dir): string => {
  const full = path.join(at, name);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};
const liveLock = (real: string, pid = process.pid): string => {
  const lock = lockPathOf(real);
  writeFileSync(lock, `${pid} ${new Date().toISOString()}\n`);
  return lock;
};
const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const ok = async () => 'done';

/**
 * Date.now frozen, moved on only by the command's sleeps (each recorded), so a wait of seconds takes none, and
 * Math.random at 0.5 (a sleep of 40 ms).
 */
function simulatedClock(start = Date.now()) {
  const clock = { now: start, sleeps: [] as number[] };
  const realSetTimeout = globalThis.setTimeout;
  vi.spyOn(Math, 'random').mockReturnValue(0.5);
  vi.spyOn(Date, 'now').mockImplementation(() => clock.now);
  vi.spyOn(globalThis, 'setTimeout').mockImplementation(((callback: () => void, ms?: number) => {
    clock.sleeps.push(ms ?? 0);
    clock.now += ms ?? 0;
    return realSetTimeout(callback, 0);
  }) as typeof setTimeout);
  return clock;
}

/** The write/locked refusal withLocks gave, and the work it did not run. */
async function refusal(files: string[], options: { waitMs?: number } = {}) {
  const work = vi.fn(ok);
  const error = await withLocks(files, work, options).then(
    () => undefined,
    (cause: unknown) => cause,
  );
  expect(work).not.toHaveBeenCalled();
  return error;
}

describe('withLocks: taking and releasing', () => {
  it('holds a lock beside the file, with its pid and the time, during the work only', async () => {
    const a = file('a.yaml');
    let seen = '';
    const result = await withLocks([a], async (reals) => {
      expect(reals).toEqual([a]);
      seen = readFileSync(lockPathOf(a), 'utf8');
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toMatch(new RegExp(`^${process.pid} \\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z ${os.hostname()} ${startTimeOf(process.pid) ?? '-'}\\n$`));
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it('gives the work the real paths in the order given (a link followed), and takes the locks in sorted order', async () => {
    const a = file('a.yaml');
    const b = file('b.yaml');
    symlinkSync('a.yaml', path.join(dir, 'link.yaml'));
    // A lock is made whole: its text staged, then linked to the lock's name.
    const links = vi.spyOn(promises, 'link');
    const held: boolean[] = [];
    await withLocks([b, path.join(dir, 'link.yaml')], async (reals) => {
      expect(reals).toEqual([b, a]);
      held.push(existsSync(lockPathOf(a)), existsSync(lockPathOf(b)));
      return 'done';
    });
    expect(held).toEqual([true, true]);
    expect(links.mock.calls.map((call) => call[1])).toEqual([lockPathOf(a), lockPathOf(b)]);
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml', 'link.yaml']);
  });

  it('does not fail when its lock is already gone at release (broken as stale by another command)', async () => {
    const a = file('a.yaml');
    await expect(
      withLocks([a], async () => {
        rmSync(lockPathOf(a));
        return 'done';
      }),
    ).resolves.toBe('done');
  });

  it('refuses a lock it cannot create with write/lock-failed, naming the file and the cause', async () => {
    const long = file(`${'n'.repeat(246)}.yaml`);
    const clock = simulatedClock();
    const error = await refusal([long]);
    expect(error).toMatchObject({ code: 'write/lock-failed', exitCode: 2, params: { file: long, detail: 'the name is too long (ENAMETOOLONG)' } });
    expect(clock.sleeps).toEqual([]);
  });

  it('marks the `lock` step of a killed run right after the lock is taken', async () => {
    const a = file('a.yaml');
    const kills = armFault('lock');
    await withLocks([a], ok);
    expect(kills).toEqual([{ signal: 'SIGKILL', lockThere: true }]);
  });
});

/** Makes the next faultPoint(step) call process.kill (recorded, not done), whatever count earlier tests left. */
function armFault(step: 'lock' | 'temp' | 'rename') {
  const kills: { signal: unknown; lockThere: boolean }[] = [];
  vi.spyOn(process, 'kill').mockImplementation(((_pid: number, signal?: string | number) => {
    kills.push({ signal, lockThere: readdirSync(dir).some((n) => n.endsWith('.lock')) });
    return true;
  }) as typeof process.kill);
  // Call i runs count c + i against wanted 2i - 1: they meet at i = c + 1, and then the count is 2i - 1.
  for (let i = 1; ; i++) {
    process.env.ESCARMOUCHE_TEST_KILL_AT = `${step}:${2 * i - 1}`;
    faultPoint(step);
    if (kills.length > 0) {
      kills.length = 0;
      process.env.ESCARMOUCHE_TEST_KILL_AT = `${step}:${2 * i}`;
      return kills;
    }
  }
}

describe('withLocks: a lock held by a live process', () => {
  it('waits, sleeping 20 to 60 ms between tries, then gives up with write/locked (file, lock, seconds)', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    const text = readFileSync(lock, 'utf8');
    const clock = simulatedClock();
    const error = await refusal([a], { waitMs: 3000 });
    expect(error).toMatchObject({ code: 'write/locked', exitCode: 2, params: { file: a, lock, seconds: 3 } });
    // Tries at 0, 40, ... 3000 ms: only past the deadline (3040) does it give up.
    expect(clock.sleeps).toEqual(Array.from({ length: 76 }, () => 40));
    expect(readFileSync(lock, 'utf8')).toBe(text);
  });

  it('waits LOCK_WAIT_MS (8 s) by default', { timeout: 10000 }, async () => {
    expect(LOCK_WAIT_MS).toBe(8000);
    const a = file('a.yaml');
    liveLock(a);
    const clock = simulatedClock();
    expect(await refusal([a])).toMatchObject({ code: 'write/locked', params: { seconds: 8 } });
    expect(clock.sleeps.length).toBe(201);
  });

  it('waits what ESCARMOUCHE_LOCK_WAIT_MS says when set (the testing knob), and the default when it is not a wait', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    const clock = simulatedClock();
    try {
      process.env.ESCARMOUCHE_LOCK_WAIT_MS = '400';
      expect(await refusal([a])).toMatchObject({ code: 'write/locked', params: { file: a, lock } });
      // Tries at 0, 40, ... 400 ms: only past the deadline (440) does it give up; the lock is still there.
      expect(clock.sleeps.length).toBe(11);
      expect(existsSync(lock)).toBe(true);
      clock.sleeps.length = 0;
      process.env.ESCARMOUCHE_LOCK_WAIT_MS = '-400';
      expect(await refusal([a])).toMatchObject({ code: 'write/locked', params: { seconds: 8 } });
      expect(clock.sleeps.length).toBe(201);
    } finally {
      delete process.env.ESCARMOUCHE_LOCK_WAIT_MS;
    }
  });

  it('releases the locks it took when it gives up on a later one', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const b = file('b.yaml');
    liveLock(b);
    simulatedClock();
    expect(await refusal([b, a], { waitMs: 100 })).toMatchObject({ code: 'write/locked', params: { file: b } });
    expect(existsSync(lockPathOf(a))).toBe(false);
    expect(existsSync(lockPathOf(b))).toBe(true);
  });

  it('takes the lock once its holder releases it', async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    setTimeout(() => rmSync(lock), 150);
    await expect(withLocks([a], ok, { waitMs: 5000 })).resolves.toBe('done');
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it('takes the lock when its holder released it between the refusal and the reading', async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    const readFile = promises.readFile;
    vi.spyOn(promises, 'readFile').mockImplementation((async (target: string, options: unknown) => {
      if (target === lock && existsSync(lock)) {
        rmSync(lock);
        throw Object.assign(new Error('gone'), { code: 'ENOENT' });
      }
      return readFile(target, options as BufferEncoding);
    }) as typeof promises.readFile);
    await expect(withLocks([a], ok, { waitMs: 2000 })).resolves.toBe('done');
  });

  it('takes the lock when its holder released it between the reading and the look at its age', async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    const stat = promises.stat;
    vi.spyOn(promises, 'stat').mockImplementation((async (target: string, options: unknown) => {
      if (target === lock && existsSync(lock)) {
        rmSync(lock);
        throw Object.assign(new Error('gone'), { code: 'ENOENT' });
      }
      return stat(target, options as undefined);
    }) as typeof promises.stat);
    await expect(withLocks([a], ok, { waitMs: 2000 })).resolves.toBe('done');
  });

  it.each([
    ['a whole pid of a live process', `${process.pid}`],
    ['a pid that is not whole', '1.5'],
    ['a pid that is not a number', 'abc'],
    ['a negative pid', `-${DEAD_PID}`],
  ])('keeps a fresh lock holding %s', { timeout: 10000 }, async (_what, pid) => {
    const a = file('a.yaml');
    const lock = lockPathOf(a);
    writeFileSync(lock, `${pid} ${new Date().toISOString()}\n`);
    simulatedClock();
    expect(await refusal([a], { waitMs: 200 })).toMatchObject({ code: 'write/locked' });
    expect(readFileSync(lock, 'utf8').startsWith(`${pid} `)).toBe(true);
  });

  it('keeps a live lock of 5 s: the one-second bound is for empty locks only', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = liveLock(a);
    const fiveSecondsAgo = (Date.now() - 5000) / 1000;
    utimesSync(lock, fiveSecondsAgo, fiveSecondsAgo);
    simulatedClock();
    expect(await refusal([a], { waitMs: 200 })).toMatchObject({ code: 'write/locked' });
  });

  it('keeps a fresh empty lock (its writer is about to write its pid)', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    writeFileSync(lockPathOf(a), '');
    simulatedClock();
    expect(await refusal([a], { waitMs: 200 })).toMatchObject({ code: 'write/locked' });
  });
});

describe('withLocks: a stale lock is taken over', () => {
  it('at once when its pid is dead (one sleep, then the next try), leaving nothing aside', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    liveLock(a, DEAD_PID);
    const clock = simulatedClock();
    await expect(withLocks([a], ok)).resolves.toBe('done');
    expect(clock.sleeps).toEqual([40]);
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it.each([
    ['just under the bound', LOCK_STALE_MS - 1, 'kept'],
    ['at the bound', LOCK_STALE_MS, 'kept'],
    ['just over the bound', LOCK_STALE_MS + 1, 'taken over'],
  ])('a lock of another host not refreshed %s (%i ms old) is %s', { timeout: 10000 }, async (_what, age, outcome) => {
    expect(LOCK_STALE_MS).toBe(10000);
    const a = file('a.yaml');
    const lock = lockPathOf(a);
    writeFileSync(lock, `${process.pid} ${new Date().toISOString()} another-host.example 1\n`);
    const written = Math.floor(Date.now() / 1000) * 1000 - 60000;
    utimesSync(lock, written / 1000, written / 1000);
    expect(statSync(lock).mtimeMs).toBe(written);
    // No wait: one more try after a sleep of 40 ms, by when even the kept lock is stale but too late.
    simulatedClock(written + age);
    const work = vi.fn(ok);
    const result = await withLocks([a], work, { waitMs: 0 }).then(
      () => 'taken over',
      (cause: { code?: string }) => (cause.code === 'write/locked' ? 'kept' : String(cause)),
    );
    expect(result).toBe(outcome);
    expect(work).toHaveBeenCalledTimes(outcome === 'kept' ? 0 : 1);
  });

  it.each([
    ['empty', ''],
    ['blank', ' \n'],
  ])('an %s lock older than a second (its writer died before writing its pid)', { timeout: 10000 }, async (_what, text) => {
    const a = file('a.yaml');
    const lock = lockPathOf(a);
    writeFileSync(lock, text);
    const twoSecondsAgo = (Date.now() - 2000) / 1000;
    utimesSync(lock, twoSecondsAgo, twoSecondsAgo);
    const clock = simulatedClock();
    await expect(withLocks([a], ok, { waitMs: 200 })).resolves.toBe('done');
    expect(clock.sleeps).toEqual([40]);
  });

  it('puts back a fresh lock another command took between the reading and the moving aside', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = liveLock(a, DEAD_PID);
    const theirs = `${process.ppid} ${new Date().toISOString()}\n`;
    const rename = promises.rename;
    let replaced = false;
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      if (from === lock && !replaced) {
        replaced = true;
        rmSync(lock);
        writeFileSync(lock, theirs);
      }
      return rename(from, to);
    });
    simulatedClock();
    expect(await refusal([a], { waitMs: 200 })).toMatchObject({ code: 'write/locked' });
    expect(replaced).toBe(true);
    expect(readFileSync(lock, 'utf8')).toBe(theirs);
    expect(readdirSync(dir).sort()).toEqual(['.a.yaml.lock', 'a.yaml']);
  });

  it('leaves alone a lock another command broke first, even with a file of its own pid aside', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = liveLock(a, DEAD_PID);
    // Left by an earlier command that had this pid.
    writeFileSync(`${lock}.${process.pid}.stale`, `${process.ppid} ${new Date().toISOString()}\n`);
    const rename = promises.rename;
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      if (from === lock) {
        rmSync(lock);
        throw Object.assign(new Error('gone'), { code: 'ENOENT' });
      }
      return rename(from, to);
    });
    simulatedClock();
    await expect(withLocks([a], ok, { waitMs: 200 })).resolves.toBe('done');
    expect(existsSync(lock)).toBe(false);
  });
});

describe('withLocks: what a killed run left', () => {
  const journal = (at: string, id: string, entries: { file: string; temp: string; sha256: string }[]) =>
    writeFileSync(path.join(at, `.escarmouche-journal.${DEAD_PID}.${id}.json`), `${JSON.stringify({ pid: DEAD_PID, entries })}\n`);

  it('completes its journal under the locks of every file it names, and tells of it', async () => {
    const a = file('a.yaml', 'old a\n');
    const b = file('b.yaml', 'old b\n');
    const entries = [a, b].map((f) => ({ file: f, temp: `${path.dirname(f)}/.${path.basename(f)}.${DEAD_PID}.x.tmp`, sha256: sha(`new ${path.basename(f)}\n`) }));
    for (const e of entries) writeFileSync(e.temp, `new ${path.basename(e.file)}\n`);
    journal(dir, 'x', entries);
    const told: Recovery[] = [];
    const held: string[] = [];
    await withLocks(
      [a],
      async (reals) => {
        expect(reals).toEqual([a]);
        held.push(...readdirSync(dir).filter((n) => n.endsWith('.lock')));
        return 'done';
      },
      { onRecover: (recovery) => told.push(recovery) },
    );
    expect(held.sort()).toEqual(['.a.yaml.lock', '.b.yaml.lock']);
    expect(told).toEqual([{ outcome: 'completed', files: [a, b] }]);
    expect(readFileSync(a, 'utf8')).toBe('new a.yaml\n');
    expect(readFileSync(b, 'utf8')).toBe('new b.yaml\n');
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml']);
  });

  it('recovers a journal copied in two folders once', async () => {
    const other = path.join(dir, 'other');
    const a = file('a.yaml', 'old a\n');
    const c = file('c.yaml', 'old c\n', other);
    const entries = [a, c].map((f) => ({ file: f, temp: `${path.dirname(f)}/.${path.basename(f)}.${DEAD_PID}.y.tmp`, sha256: sha('new\n') }));
    writeFileSync(entries[0]!.temp, 'new\n');
    journal(dir, 'y', entries);
    journal(other, 'y', entries);
    const told: Recovery[] = [];
    await withLocks([a, c], ok, { onRecover: (recovery) => told.push(recovery) });
    expect(told).toEqual([{ outcome: 'rolled-back', files: [a, c] }]);
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'other']);
    expect(readdirSync(other)).toEqual(['c.yaml']);
  });

  it('completes a journal when no one is to be told (no onRecover), instead of removing its temporary files', async () => {
    const b = file('b.yaml', 'old b\n');
    const temp = `${dir}/.b.yaml.${DEAD_PID}.z.tmp`;
    writeFileSync(temp, 'new\n');
    journal(dir, 'z', [{ file: b, temp, sha256: sha('new\n') }]);
    await expect(withLocks([b], ok)).resolves.toBe('done');
    expect(readFileSync(b, 'utf8')).toBe('new\n');
    expect(readdirSync(dir)).toEqual(['b.yaml']);
  });

  it('starts again when a journal naming a file it did not lock appears while it locks', async () => {
    const a = file('a.yaml', 'old a\n');
    const c = file('c.yaml', 'old c\n');
    const entries = [a, c].map((f) => ({ file: f, temp: `${f}.tmp-of-killed`, sha256: sha('x') }));
    const link = promises.link;
    const lockWrites: string[] = [];
    vi.spyOn(promises, 'link').mockImplementation(async (staged, target) => {
      if (typeof target === 'string' && target.endsWith('.lock')) {
        if (lockWrites.length === 0) journal(dir, 'w', entries);
        lockWrites.push(path.basename(target));
      }
      return link(staged, target);
    });
    const told: Recovery[] = [];
    await withLocks([a], ok, { onRecover: (recovery) => told.push(recovery) });
    expect(lockWrites).toEqual(['.a.yaml.lock', '.a.yaml.lock', '.c.yaml.lock']);
    expect(told).toEqual([{ outcome: 'rolled-back', files: [a, c] }]);
  });

  it('removes the temporary files of the locked files only, folder by folder', async () => {
    const other = path.join(dir, 'other');
    const a = file('a.yaml');
    const b = file('b.yaml');
    file('c.yaml');
    const d = file('d.yaml', 'd\n', other);
    const leftovers = ['.a.yaml.D.x.tmp', '.b.yaml.D.y.tmp', '.c.yaml.D.z.tmp', '.d.yaml.D.w.tmp', 'other/.d.yaml.D.v.tmp', 'other/.a.yaml.D.u.tmp'].map((n) => n.replace('D', String(DEAD_PID)));
    for (const name of leftovers) writeFileSync(path.join(dir, name), 'partial');
    // The temporary file of a run still alive (here: the parent process) is its own: never removed.
    writeFileSync(path.join(dir, `.b.yaml.${process.ppid}.l.tmp`), 'being written');
    await withLocks([a, b, d], ok);
    expect(readdirSync(dir).sort()).toEqual([`.b.yaml.${process.ppid}.l.tmp`, `.c.yaml.${DEAD_PID}.z.tmp`, `.d.yaml.${DEAD_PID}.w.tmp`, 'a.yaml', 'b.yaml', 'c.yaml', 'other']);
    expect(readdirSync(other).sort()).toEqual([`.a.yaml.${DEAD_PID}.u.tmp`, 'd.yaml']);
  });

  it('goes on when a folder cannot be listed', async () => {
    const a = file('a.yaml');
    const readdir = promises.readdir;
    vi.spyOn(promises, 'readdir').mockImplementation((async (target: string, options: unknown) => {
      if (target === dir) throw Object.assign(new Error('denied'), { code: 'EACCES' });
      return readdir(target, options as undefined);
    }) as typeof promises.readdir);
    await expect(withLocks([a], ok)).resolves.toBe('done');
    expect(existsSync(lockPathOf(a))).toBe(false);
  });
});

describe('withLocks: a holder alive on this machine keeps its lock however old (a paused command)', () => {
  it('keeps a lock of a live process an hour old, and names that process when it gives up', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    const lock = lockPathOf(a);
    const text = `${process.ppid} 2026-01-01T10:00:00.000Z ${os.hostname()} ${startTimeOf(process.ppid) ?? '-'}\n`;
    writeFileSync(lock, text);
    const anHourAgo = (Date.now() - 3600000) / 1000;
    utimesSync(lock, anHourAgo, anHourAgo);
    simulatedClock();
    const error = await refusal([a], { waitMs: 200 });
    expect(error).toMatchObject({ code: 'write/locked', exitCode: 2, params: { file: a, lock, pid: String(process.ppid), host: os.hostname(), since: '2026-01-01T10:00:00.000Z' } });
    expect(readFileSync(lock, 'utf8')).toBe(text);
  });

  it.skipIf(startTimeOf(process.pid) === undefined)('takes over the lock of a pid now held by another process (another start time)', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    writeFileSync(lockPathOf(a), `${process.ppid} ${new Date().toISOString()} ${os.hostname()} 1\n`);
    simulatedClock();
    await expect(withLocks([a], ok, { waitMs: 200 })).resolves.toBe('done');
  });

  it('keeps a lock of its own host whose start time is unknown while the pid lives', { timeout: 10000 }, async () => {
    const a = file('a.yaml');
    writeFileSync(lockPathOf(a), `${process.ppid} ${new Date().toISOString()} ${os.hostname()} -\n`);
    simulatedClock();
    expect(await refusal([a], { waitMs: 200 })).toMatchObject({ code: 'write/locked' });
  });

  it('refreshes its locks while its work runs, and removes only its own at the end', async () => {
    expect(LOCK_REFRESH_MS).toBeLessThan(LOCK_STALE_MS / 2);
    const a = file('a.yaml');
    const lock = lockPathOf(a);
    const times: number[] = [];
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      await withLocks([a], async () => {
        const old = (Date.now() - 60000) / 1000;
        utimesSync(lock, old, old);
        times.push(statSync(lock).mtimeMs);
        vi.advanceTimersByTime(LOCK_REFRESH_MS);
        for (let i = 0; i < 50 && statSync(lock).mtimeMs === times[0]; i++) await new Promise((r) => globalThis.setTimeout(r, 10));
        times.push(statSync(lock).mtimeMs);
        writeFileSync(lock, `${process.ppid} ${new Date().toISOString()}\n`);
        return 'done';
      });
    } finally {
      vi.useRealTimers();
    }
    expect(times[1]! - times[0]!).toBeGreaterThan(50000);
    // Replaced meanwhile (broken by another host, taken by another run): not this run's to remove.
    expect(readFileSync(lock, 'utf8').startsWith(`${process.ppid} `)).toBe(true);
  });

  it('never recovers the journal of a run still alive: waits for it, then names it', { timeout: 10000 }, async () => {
    const a = file('a.yaml', 'old a\n');
    const temp = `${dir}/.a.yaml.${process.ppid}.q.tmp`;
    writeFileSync(temp, 'new\n');
    const journal = path.join(dir, `.escarmouche-journal.${process.ppid}.q.json`);
    writeFileSync(journal, `${JSON.stringify({ pid: process.ppid, host: os.hostname(), start: startTimeOf(process.ppid), entries: [{ file: a, temp, sha256: sha('new\n') }] })}\n`);
    simulatedClock();
    const error = await refusal([a], { waitMs: 200 });
    expect(error).toMatchObject({ code: 'write/locked', exitCode: 2, params: { file: a, lock: journal, pid: String(process.ppid) } });
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(existsSync(temp) && existsSync(journal)).toBe(true);
    expect(existsSync(lockPathOf(a))).toBe(false);
  });
});
