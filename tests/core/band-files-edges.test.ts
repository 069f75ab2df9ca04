/**
 * src/core/band-files/: edges the mutation run of 2026-12-07 found untested: a write's last check against the bytes
 * read (writeAtomic's `expected`), a lock named by no process (pid 0) or that cannot be created, a journal's owner
 * words and the holder a refusal names, yaml's own messages read plain, an edit through a null value, the fault
 * injection's count.
 */
import { mkdtempSync, readFileSync, realpathSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseBand } from '../../src/core/band-files/band-document.js';
import { editData } from '../../src/core/band-files/data-edit.js';
import { faultPoint, resetFaultCounts } from '../../src/core/band-files/fault.js';
import { sameBytes, writeAtomic } from '../../src/core/band-files/fs.js';
import { JournalWriteError, readJournal } from '../../src/core/band-files/journal.js';
import { LOCK_REFRESH_MS, LOCK_STALE_MS, lockedError, lockPathOf, withLocks } from '../../src/core/band-files/lock.js';
import { startTimeOf, thisHost } from '../../src/core/band-files/owner.js';

let dir = '';
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'escarmouche-band-files-edges-'));
});
afterEach(() => {
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);
const bytes = (text: string) => new TextEncoder().encode(text);
const codeOf = (promise: Promise<unknown>) => promise.then(
  () => 'written',
  (cause: { code?: string }) => cause.code ?? String(cause),
);

describe('sameBytes', () => {
  it.each([
    ['no file either side', null, null, true],
    ['a file where none was', bytes('a'), null, false],
    ['no file where one was', null, bytes('a'), false],
    ['the same bytes', bytes('abc'), bytes('abc'), true],
    ['other bytes', bytes('abc'), bytes('abd'), false],
  ])('%s: %s', (_what, a, b, same) => {
    expect(sameBytes(a, b)).toBe(same);
  });
});

describe('writeAtomic with the bytes read (expected), checked just before the rename', () => {
  it('writes a file that still holds them', async () => {
    writeFileSync(at('a.yaml'), 'one\n');
    expect(await codeOf(writeAtomic(at('a.yaml'), 'two\n', undefined, bytes('one\n')))).toBe('written');
    expect(readFileSync(at('a.yaml'), 'utf8')).toBe('two\n');
  });

  it('writes a new file that is still absent (null)', async () => {
    expect(await codeOf(writeAtomic(at('new.yaml'), 'two\n', undefined, null))).toBe('written');
    expect(readFileSync(at('new.yaml'), 'utf8')).toBe('two\n');
  });

  it.each([
    ['changed meanwhile', 'other\n', bytes('one\n')],
    ['created meanwhile', 'other\n', null],
  ])('refuses a file %s, which it leaves as it is', async (_what, held, expected) => {
    writeFileSync(at('a.yaml'), held);
    expect(await codeOf(writeAtomic(at('a.yaml'), 'two\n', undefined, expected))).toBe('build/changed-on-disk');
    expect(readFileSync(at('a.yaml'), 'utf8')).toBe(held);
  });

  it('refuses a file removed meanwhile, and writes none', async () => {
    expect(await codeOf(writeAtomic(at('gone.yaml'), 'two\n', undefined, bytes('one\n')))).toBe('build/changed-on-disk');
    expect(() => readFileSync(at('gone.yaml'))).toThrow();
  });
});

describe('withLocks: a lock that names no process', () => {
  const ok = async () => 'done';
  it.each([['0'], ['-4']])('pid %s: judged by its age, kept while fresh', async (pid) => {
    writeFileSync(at('a.yaml'), 'name: A\n');
    const text = `${pid} ${new Date().toISOString()} ${thisHost()} -\n`;
    writeFileSync(lockPathOf(at('a.yaml')), text);
    expect(await codeOf(withLocks([at('a.yaml')], ok, { waitMs: 0 }))).toBe('write/locked');
    // Not broken (a broken lock is gone, even when the wait is over before the next try).
    expect(readFileSync(lockPathOf(at('a.yaml')), 'utf8')).toBe(text);
  });

  it('pid 0: taken over once older than the stale bound', async () => {
    writeFileSync(at('a.yaml'), 'name: A\n');
    const lock = lockPathOf(at('a.yaml'));
    writeFileSync(lock, `0 ${new Date().toISOString()} ${thisHost()} -\n`);
    const old = (Date.now() - LOCK_STALE_MS - 60_000) / 1000;
    utimesSync(lock, old, old);
    // Broken at the first try; taken at the next, 40 ms later, within the wait.
    await expect(withLocks([at('a.yaml')], ok, { waitMs: 2000 })).resolves.toBe('done');
  });
});

describe('withLocks: a lock that cannot be created', () => {
  it('is write/lock-failed, naming the file (a name one character short of the limit: its lock name is too long)', async () => {
    const name = `${'a'.repeat(250)}.yaml`;
    writeFileSync(at(name), 'name: A\n');
    const refusal = await withLocks([at(name)], async () => 'done').catch((cause: unknown) => cause);
    expect(refusal).toMatchObject({ code: 'write/lock-failed', params: { file: expect.stringContaining(name) } });
  });
});

describe('readJournal: its owner', () => {
  const journal = (json: object) => {
    const file = at('.escarmouche-journal.999999.k1.json');
    writeFileSync(file, JSON.stringify({ entries: [], ...json }));
    return file;
  };
  it('keeps a host and a start written as words', async () => {
    const file = journal({ host: 'h', start: '12' });
    expect((await readJournal(file))?.owner).toStrictEqual({ pid: 999999, host: 'h', start: '12' });
  });
  it('leaves out a host or a start of another type', async () => {
    const file = journal({ host: 42, start: ['12'] });
    expect((await readJournal(file))?.owner).toStrictEqual({ pid: 999999, host: undefined, start: undefined });
  });
});

describe('JournalWriteError', () => {
  it('says no file was changed unless told', () => {
    expect(new JournalWriteError('a.yaml', 'disk full', []).changed).toBe(false);
    expect(new JournalWriteError('a.yaml', 'disk full', [], true).changed).toBe(true);
  });
});

describe("parseBand: yaml's messages are read plain, without the line they point at", () => {
  it('a syntax error on a line holding the words "call stack" is no nesting too deep', () => {
    const { findings } = parseBand('name: "call stack\n', 'a.yaml');
    expect(findings.map((f) => f.code)).not.toContain('yaml/too-deep');
    expect(findings[0]?.code).toBe('yaml/syntax');
  });
});

describe('editData through a null value', () => {
  it('finds no key under null: the document is edited instead (undefined), without an error', () => {
    expect(editData({ name: 'A', notes: null }, [{ op: 'set', path: ['notes', 'a'], value: 1 }])).toBeUndefined();
    expect(editData({ list: [null] }, [{ op: 'set', path: ['list', 0, 'a'], value: 1 }])).toBeUndefined();
  });

  it('an empty key is no list index, a number written as a word is one', () => {
    expect(editData({ list: ['a', 'b'] }, [{ op: 'set', path: ['list', ''], value: 'x' }])).toBeUndefined();
    expect(editData({ list: ['a', 'b'] }, [{ op: 'set', path: ['list', '1'], value: 'x' }])).toEqual({ list: ['a', 'x'] });
  });
});

describe('lockedError: the holder named in the refusal', () => {
  it.each([
    ['no holder read', undefined, '?', thisHost()],
    ['pid 0', { pid: 0 }, '?', thisHost()],
    ['a negative pid', { pid: -3 }, '?', thisHost()],
    ['a fraction', { pid: 1.5 }, '?', thisHost()],
    ['no number', { pid: Number.NaN }, '?', thisHost()],
    ['a process of another host', { pid: 42, host: 'other.example' }, '42', 'other.example'],
    ['a process of this host', { pid: 42 }, '42', thisHost()],
  ])('%s', (_what, holder, pid, host) => {
    const refusal = lockedError('a.yaml', '.a.yaml.lock', holder, undefined, 2400);
    expect(refusal).toMatchObject({ code: 'write/locked', params: { file: 'a.yaml', lock: '.a.yaml.lock', seconds: 2, pid, host, since: '?' } });
  });

  it('says since when the lock is held, when its text says', () => {
    expect(lockedError('a.yaml', '.a.yaml.lock', { pid: 42 }, '2026-12-07T20:00:00.000Z', 0).params).toMatchObject({ since: '2026-12-07T20:00:00.000Z', seconds: 0 });
  });
});

describe('faultPoint: the Nth time only is a whole number written in digits', () => {
  afterEach(() => {
    delete process.env.ESCARMOUCHE_TEST_FAIL_AT;
    resetFaultCounts();
  });
  const firstWrite = (setting: string) => {
    resetFaultCounts();
    process.env.ESCARMOUCHE_TEST_FAIL_AT = setting;
    try {
      faultPoint('write');
      return 'no fault';
    } catch (cause) {
      return (cause as { code?: string }).code;
    }
  };
  it.each([
    ['write:01:EIO', 'EIO'],
    ['write:1:EIO', 'EIO'],
    ['write:2:EIO', 'no fault'],
    ['write:0x1:EIO', 'no fault'],
    ['write: 1:EIO', 'no fault'],
    ['write:1 :EIO', 'no fault'],
    ['rename:1:EIO', 'no fault'],
  ])('%s at the first write: %s', (setting, outcome) => {
    expect(firstWrite(setting)).toBe(outcome);
  });
});

describe('withLocks: what it holds and waits for', () => {
  it('refreshes only a lock still its own: one another run took meanwhile is left as it is', async () => {
    writeFileSync(at('a.yaml'), 'name: A\n');
    const lock = lockPathOf(at('a.yaml'));
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const times = await withLocks([at('a.yaml')], async () => {
      writeFileSync(lock, `${process.ppid} ${new Date().toISOString()}\n`);
      const old = (Date.now() - 60_000) / 1000;
      utimesSync(lock, old, old);
      const before = statSync(lock).mtimeMs;
      vi.advanceTimersByTime(LOCK_REFRESH_MS);
      // The refresh reads the lock, then would touch it: both done well within this.
      await new Promise((resolve) => globalThis.setTimeout(resolve, 150));
      return [before, statSync(lock).mtimeMs];
    });
    expect(times[1]).toBe(times[0]);
    expect(readFileSync(lock, 'utf8').startsWith(`${process.ppid} `)).toBe(true);
  });

  const liveJournal = () => {
    writeFileSync(at('a.yaml'), 'old\n');
    const journal = at(`.escarmouche-journal.${process.ppid}.q.json`);
    const entries = [{ file: realpathSync(at('a.yaml')), temp: at(`.a.yaml.${process.ppid}.q.tmp`), sha256: '0'.repeat(64) }];
    writeFileSync(journal, `${JSON.stringify({ host: thisHost(), start: startTimeOf(process.ppid), entries })}\n`);
    return journal;
  };

  it('waits for the journal of a run still alive, and works once that run is done', async () => {
    const journal = liveJournal();
    const done = new Promise((resolve) => globalThis.setTimeout(resolve, 150)).then(() => rmSync(journal));
    await expect(withLocks([at('a.yaml')], async () => 'done', { waitMs: 5000 })).resolves.toBe('done');
    await done;
  });

  it('names that run when the wait is over, and how long it waited', async () => {
    const journal = liveJournal();
    const refusal = await withLocks([at('a.yaml')], async () => 'done', { waitMs: 100 }).catch((cause: unknown) => cause);
    expect(refusal).toMatchObject({ code: 'write/locked', params: { lock: journal, pid: String(process.ppid), seconds: 0 } });
  });
});
