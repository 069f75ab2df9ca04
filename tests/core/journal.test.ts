/**
 * The journal of a multi-file write: written before the first rename, removed after the last; one left by a killed
 * run is completed (every new content at hand) or rolled back (temporary files removed, bands untouched). A killed
 * run is stood for by the journal and temporary files it would have left.
 */
import { createHash } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, promises, readdirSync, readFileSync, realpathSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { faultPoint } from '../../src/core/band-files/fault.js';
import { JournalWriteError, journalsFor, processAlive, readJournal, recover, writeJournalled, type JournalEntry } from '../../src/core/band-files/journal.js';

/** Above any pid_max (at most 2^22): no process has it. */
const DEAD_PID = 1999999999;

let dir = '';
beforeEach(() => {
  dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), 'escarmouche-journal-')));
});
afterEach(() => {
  vi.restoreAllMocks();
  delete process.env.ESCARMOUCHE_TEST_KILL_AT;
  rmSync(dir, { recursive: true, force: true });
});

const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
const put = (full: string, text: string): string => {
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, text);
  return full;
};
const at = (...parts: string[]) => path.join(dir, ...parts);
const journalPath = (folder: string, pid = DEAD_PID, id = 'k1') => path.join(folder, `.escarmouche-journal.${pid}.${id}.json`);
const entryOf = (file: string, after: string): JournalEntry => ({ file, temp: path.join(path.dirname(file), `.${path.basename(file)}.${DEAD_PID}.k1.tmp`), sha256: sha(after) });
const writeJournal = (file: string, entries: readonly JournalEntry[]) => put(file, `${JSON.stringify({ pid: DEAD_PID, entries }, null, 2)}\n`);
const bytes = (text: string) => new TextEncoder().encode(text);
const errnoError = (code: string) => Object.assign(new Error(code), { code });

describe('processAlive', () => {
  it('is true for a live process, false for a pid no process has', () => {
    expect(processAlive(process.pid)).toBe(true);
    expect(processAlive(DEAD_PID)).toBe(false);
  });

  it('is true for a process it may not signal (EPERM), false for any other refusal', () => {
    const kill = vi.spyOn(process, 'kill');
    kill.mockImplementation(() => {
      throw errnoError('EPERM');
    });
    expect(processAlive(4242)).toBe(true);
    kill.mockImplementation(() => {
      throw errnoError('ESRCH');
    });
    expect(processAlive(4242)).toBe(false);
    expect(kill).toHaveBeenCalledWith(4242, 0);
  });
});

describe('readJournal', () => {
  it('reads a whole journal: its path and entries', async () => {
    const entries = [entryOf(at('a.yaml'), 'A'), entryOf(at('b.yaml'), 'B')];
    const file = writeJournal(journalPath(dir), entries);
    expect(await readJournal(file)).toEqual({ path: file, entries, owner: { pid: DEAD_PID } });
    const empty = writeJournal(journalPath(dir, DEAD_PID, 'k2'), []);
    expect(await readJournal(empty)).toEqual({ path: empty, entries: [], owner: { pid: DEAD_PID } });
    expect(existsSync(file)).toBe(true);
  });

  it('is undefined for a journal gone, or a folder by its name (kept)', async () => {
    expect(await readJournal(journalPath(dir))).toBeUndefined();
    mkdirSync(journalPath(dir));
    expect(await readJournal(journalPath(dir))).toBeUndefined();
    expect(statSync(journalPath(dir)).isDirectory()).toBe(true);
  });

  const good = entryOf('/x/a.yaml', 'A');
  it.each([
    ['not JSON', '{"entries": [{"file": '],
    ['without entries', '{"pid": 1}'],
    ['with entries not a list', '{"entries": {"file": "a"}}'],
    ['with an entry without its file', JSON.stringify({ entries: [{ ...good, file: 1 }] })],
    ['with an entry without its temporary file', JSON.stringify({ entries: [{ ...good, temp: null }] })],
    ['with an entry without its hash', JSON.stringify({ entries: [{ file: good.file, temp: good.temp }] })],
    ['with one entry whole and one not', JSON.stringify({ entries: [good, { ...good, sha256: 5 }] })],
  ])('removes a half-written journal (%s) of a dead writer', async (_what, text) => {
    const file = put(journalPath(dir), text);
    expect(await readJournal(file)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });

  it('keeps a half-written journal of a live writer (still writing it)', async () => {
    const file = put(journalPath(dir, process.pid), '{"entries": [');
    expect(await readJournal(file)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('{"entries": [');
  });

  it('removes a half-written file named without a pid', async () => {
    const file = put(at('journal.json'), '{');
    expect(await readJournal(file)).toBeUndefined();
    expect(existsSync(file)).toBe(false);
  });

  it('does not fail when a half-written journal was removed by another command meanwhile', async () => {
    const file = journalPath(dir);
    vi.spyOn(promises, 'readFile').mockResolvedValue('{');
    expect(await readJournal(file)).toBeUndefined();
  });
});

describe('journalsFor', () => {
  it('finds, in the folders of the files, the journals naming one of them', async () => {
    const a = at('a.yaml');
    const c = at('far', 'c.yaml');
    const both = [entryOf(a, 'A'), entryOf(at('b.yaml'), 'B')];
    const first = writeJournal(journalPath(dir, DEAD_PID, 'j1'), both);
    writeJournal(journalPath(dir, DEAD_PID, 'j2'), [entryOf(at('other.yaml'), 'O')]);
    writeJournal(at('.escarmouche-journal.j3.json'), both);
    put(journalPath(dir, process.pid, 'j4'), '{"entries": [');
    const far = writeJournal(journalPath(at('far'), DEAD_PID, 'j5'), [entryOf(c, 'C')]);
    writeJournal(journalPath(at('elsewhere'), DEAD_PID, 'j6'), [entryOf(a, 'A')]);
    expect(await journalsFor([a, c])).toEqual([
      { path: first, entries: both, owner: { pid: DEAD_PID } },
      { path: far, entries: [entryOf(c, 'C')], owner: { pid: DEAD_PID } },
    ]);
    expect(await journalsFor([at('other.yaml')])).toHaveLength(1);
    expect(await journalsFor([at('missing', 'x.yaml')])).toEqual([]);
  });
});

describe('recover', () => {
  /** a and b, in two folders, with a journal copy in each; `left` says what the killed run left of each. */
  function killedRun(left: { a: 'temp' | 'renamed' | 'partial temp' | 'nothing'; b: 'temp' | 'renamed' | 'partial temp' | 'nothing' }) {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('far', 'b.yaml'), 'old b\n');
    const entries = [entryOf(a, 'new a\n'), entryOf(b, 'new b\n')];
    for (const [entry, state, after] of [
      [entries[0]!, left.a, 'new a\n'],
      [entries[1]!, left.b, 'new b\n'],
    ] as const) {
      if (state === 'temp') put(entry.temp, after);
      if (state === 'partial temp') put(entry.temp, after.slice(0, 3));
      if (state === 'renamed') put(entry.file, after);
    }
    const journals = [writeJournal(journalPath(dir), entries), writeJournal(journalPath(at('far')), entries)];
    return { a, b, journal: { path: journals[0]!, entries } };
  }
  const listing = () => [...readdirSync(dir).sort(), ...readdirSync(at('far')).map((n) => `far/${n}`)];

  it.each([
    ['both temporary files written', { a: 'temp', b: 'temp' }],
    ['the first renamed', { a: 'renamed', b: 'temp' }],
    ['both renamed', { a: 'renamed', b: 'renamed' }],
  ] as const)('completes a write killed with %s: every file new, the journal copies and temporary files gone', async (_what, left) => {
    const { a, b, journal } = killedRun(left);
    expect(await recover(journal)).toEqual({ outcome: 'completed', files: [a, b] });
    expect(readFileSync(a, 'utf8')).toBe('new a\n');
    expect(readFileSync(b, 'utf8')).toBe('new b\n');
    expect(listing()).toEqual(['a.yaml', 'far', 'far/b.yaml']);
  });

  it.each([
    ['before any temporary file', { a: 'nothing', b: 'nothing' }],
    ['after the first temporary file', { a: 'temp', b: 'nothing' }],
    ['while writing the second', { a: 'temp', b: 'partial temp' }],
    ['while writing the first', { a: 'partial temp', b: 'temp' }],
  ] as const)('rolls back a write killed %s: every band byte for byte as it was', async (_what, left) => {
    const { a, b, journal } = killedRun(left);
    expect(await recover(journal)).toEqual({ outcome: 'rolled-back', files: [a, b] });
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(readFileSync(b, 'utf8')).toBe('old b\n');
    expect(listing()).toEqual(['a.yaml', 'far', 'far/b.yaml']);
  });

  it('does not fail when a journal copy is already gone', async () => {
    const { a, journal } = killedRun({ a: 'temp', b: 'renamed' });
    rmSync(journalPath(at('far')));
    expect(await recover(journal)).toMatchObject({ outcome: 'completed' });
    expect(readFileSync(a, 'utf8')).toBe('new a\n');
    expect(listing()).toEqual(['a.yaml', 'far', 'far/b.yaml']);
  });
});

/** Makes the next faultPoint(step) call process.kill (recorded, not done), whatever count earlier tests left. */
function armFault(step: 'lock' | 'temp' | 'rename', onKill: () => void) {
  let armed = false;
  let fired = 0;
  vi.spyOn(process, 'kill').mockImplementation((() => {
    fired++;
    if (armed) onKill();
    return true;
  }) as typeof process.kill);
  // Call i runs count c + i against wanted 2i - 1: they meet at i = c + 1, and then the count is 2i - 1.
  for (let i = 1; fired === 0; i++) {
    process.env.ESCARMOUCHE_TEST_KILL_AT = `${step}:${2 * i - 1}`;
    faultPoint(step);
    if (fired > 0) process.env.ESCARMOUCHE_TEST_KILL_AT = `${step}:${2 * i}`;
  }
  armed = true;
}

describe('writeJournalled', () => {
  const change = (real: string, before: string, after: string, mode: number | undefined = 0o644) => ({ real, before: bytes(before), after: bytes(after), mode });

  it('writes every file, keeping its mode, and leaves no journal or temporary file', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('far', 'b.yaml'), 'old b\n');
    chmodSync(a, 0o640);
    await writeJournalled([change(a, 'old a\n', 'new a\n', 0o640), change(b, 'old b\n', 'new b\n')]);
    expect(readFileSync(a, 'utf8')).toBe('new a\n');
    expect(readFileSync(b, 'utf8')).toBe('new b\n');
    expect(statSync(a).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'far']);
    expect(readdirSync(at('far'))).toEqual(['b.yaml']);
  });

  it('has, at its first rename (the `rename` step of a killed run), a journal in each folder that recovery completes', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('far', 'b.yaml'), 'old b\n');
    const seen: { journals: string[]; a: string; temps: string[] }[] = [];
    armFault('rename', () => {
      const journals = [dir, at('far')].flatMap((folder) => readdirSync(folder).filter((n) => n.startsWith('.escarmouche-journal.')).map((n) => readFileSync(path.join(folder, n), 'utf8')));
      const temps = [dir, at('far')].flatMap((folder) => readdirSync(folder).filter((n) => n.endsWith('.tmp')).map((n) => readFileSync(path.join(folder, n), 'utf8')));
      seen.push({ journals, a: readFileSync(a, 'utf8'), temps });
    });
    await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, 'old b\n', 'new b\n')]);
    expect(seen).toHaveLength(1);
    const { journals, temps } = seen[0]!;
    expect(seen[0]!.a).toBe('old a\n');
    expect(temps.sort()).toEqual(['new a\n', 'new b\n']);
    expect(journals).toHaveLength(2);
    expect(journals[1]).toBe(journals[0]);
    expect(journals[0]!.endsWith('}\n')).toBe(true);
    const written = JSON.parse(journals[0]!) as { pid: number; entries: JournalEntry[] };
    expect(written.pid).toBe(process.pid);
    expect(written.entries.map((e) => [e.file, e.sha256])).toEqual([
      [a, sha('new a\n')],
      [b, sha('new b\n')],
    ]);
    expect(written.entries.map((e) => path.basename(e.temp))).toEqual([
      expect.stringMatching(new RegExp(`^\\.a\\.yaml\\.${process.pid}\\.[a-z0-9]+\\.tmp$`)),
      expect.stringMatching(new RegExp(`^\\.b\\.yaml\\.${process.pid}\\.[a-z0-9]+\\.tmp$`)),
    ]);
  });

  it('puts back the files already renamed when a later rename fails, through a temporary file of its own', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    chmodSync(a, 0o640);
    const b = put(at('b.yaml'), 'old b\n');
    const rename = promises.rename;
    const renamed: string[] = [];
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      renamed.push(path.basename(String(from)));
      if (to === b) throw errnoError('EISDIR');
      return rename(from, to);
    });
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n', 0o640), change(b, 'old b\n', 'new b\n')]).catch((cause: unknown) => cause);
    expect(failure).toBeInstanceOf(JournalWriteError);
    expect(failure).toMatchObject({ file: b, detail: 'EISDIR', unrestored: [] });
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(statSync(a).mode & 0o777).toBe(0o640);
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml']);
    const id = /^\.a\.yaml\.(\d+\.[a-z0-9]+)\.tmp$/.exec(renamed[0]!)?.[1];
    expect(renamed).toEqual([`.a.yaml.${id}.tmp`, `.b.yaml.${id}.tmp`, `.a.yaml.${id}.restore.tmp`]);
  });

  it('closes every file it opens (journals and temporary files)', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('far', 'b.yaml'), 'old b\n');
    const open = promises.open;
    const opened: { name: string; closed: boolean }[] = [];
    vi.spyOn(promises, 'open').mockImplementation(async (...args) => {
      const handle = await open(...args);
      const record = { name: path.basename(String(args[0])), closed: false };
      opened.push(record);
      const close = handle.close.bind(handle);
      handle.close = async () => {
        record.closed = true;
        return close();
      };
      return handle;
    });
    await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, 'old b\n', 'new b\n')]);
    expect(opened.map((o) => o.name.replace(/\.\d+\.[a-z0-9]+\./, '.ID.'))).toEqual([
      '.escarmouche-journal.ID.json',
      '.escarmouche-journal.ID.json',
      '.a.yaml.ID.tmp',
      '.b.yaml.ID.tmp',
    ]);
    expect(opened.every((o) => o.closed)).toBe(true);
  });

  it('tells a failure that is not an Error (from an injected file system) as a JournalWriteError', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    vi.spyOn(promises, 'rename').mockRejectedValueOnce(undefined);
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n')]).catch((cause: unknown) => cause);
    expect(failure).toBeInstanceOf(JournalWriteError);
    expect(failure).toMatchObject({ file: a, detail: 'undefined', unrestored: [] });
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });

  it('names the files it could not put back, and leaves no temporary file', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('b.yaml'), 'old b\n');
    const open = promises.open;
    vi.spyOn(promises, 'open').mockImplementation(async (target, ...rest) => {
      if (String(target).endsWith('.restore.tmp')) throw errnoError('ENOSPC');
      return open(target, ...rest);
    });
    const rename = promises.rename;
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      if (to === b) throw errnoError('EISDIR');
      return rename(from, to);
    });
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, 'old b\n', 'new b\n')]).catch((cause: unknown) => cause);
    expect(failure).toMatchObject({ file: b, detail: 'EISDIR', unrestored: [a] });
    expect(readFileSync(a, 'utf8')).toBe('new a\n');
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml']);
  });

  it('never renames over a file changed since it was read (checked just before each rename): rolls back, says so', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('b.yaml'), 'old b\n');
    const rename = promises.rename;
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      // Between the first rename and the second, another program writes b.
      if (to === a) writeFileSync(b, 'their b\n');
      return rename(from, to);
    });
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, 'old b\n', 'new b\n')]).catch((cause: unknown) => cause);
    expect(failure).toMatchObject({ file: b, changed: true, unrestored: [] });
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(readFileSync(b, 'utf8')).toBe('their b\n');
    expect(readdirSync(dir).sort()).toEqual(['a.yaml', 'b.yaml']);
  });

  it('does not put back a file another program changed after this run renamed it: names it instead', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = put(at('b.yaml'), 'old b\n');
    const rename = promises.rename;
    vi.spyOn(promises, 'rename').mockImplementation(async (from, to) => {
      if (to === b) {
        writeFileSync(a, 'their a\n');
        throw errnoError('EIO');
      }
      return rename(from, to);
    });
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, 'old b\n', 'new b\n')]).catch((cause: unknown) => cause);
    expect(failure).toMatchObject({ file: b, detail: 'EIO', changed: false, unrestored: [a] });
    expect(readFileSync(a, 'utf8')).toBe('their a\n');
    expect(readFileSync(b, 'utf8')).toBe('old b\n');
  });

  it('writes nothing when a journal cannot be written, and removes those it wrote', async () => {
    const a = put(at('a.yaml'), 'old a\n');
    const b = at('gone', 'b.yaml');
    const failure = await writeJournalled([change(a, 'old a\n', 'new a\n'), change(b, '', 'new b\n')]).catch((cause: unknown) => cause);
    expect(failure).toMatchObject({ file: a, detail: 'ENOENT', unrestored: [] });
    expect(readFileSync(a, 'utf8')).toBe('old a\n');
    expect(readdirSync(dir)).toEqual(['a.yaml']);
  });
});
