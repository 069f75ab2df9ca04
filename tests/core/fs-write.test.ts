/**
 * Atomic writes: through a temporary file beside the real one (a symlink stays a link, its target is written),
 * flushed, renamed over it, keeping the file's mode; a failure leaves the file as it was and no temporary file.
 */
import * as fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EscarmoucheError, EXIT } from '../../src/core/diagnostics/errors.js';
import { resetFaultCounts } from '../../src/core/band-files/fault.js';
import { isTempOf, tempPathOf, writeAtomic, writeId, writeTemp, type WriteIo } from '../../src/core/band-files/fs.js';

let dir = '';
const savedKillAt = process.env.ESCARMOUCHE_TEST_KILL_AT;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escarmouche-fs-write-'));
});
afterEach(() => {
  vi.restoreAllMocks();
  if (savedKillAt === undefined) delete process.env.ESCARMOUCHE_TEST_KILL_AT;
  else process.env.ESCARMOUCHE_TEST_KILL_AT = savedKillAt;
  resetFaultCounts();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);
const text = (file: string) => fs.readFileSync(file, 'utf8');
const modeOf = (file: string) => fs.statSync(file).mode & 0o7777;
/** The mode a new file gets here: 0666 less the umask. */
const newFileMode = () => {
  fs.writeFileSync(at('reference'), '');
  const mode = modeOf(at('reference'));
  fs.rmSync(at('reference'));
  return mode;
};
const temps = () => fs.readdirSync(dir).filter((name) => name.endsWith('.tmp'));
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const failure = (code: string) => Object.assign(new Error(`${code}: failed`), { code });
const nodeIo: WriteIo = { open: (...args) => fs.promises.open(...args), rename: (...args) => fs.promises.rename(...args) };

describe('temporary file names', () => {
  it('puts the temporary file beside the real one, hidden, named after it and the write', () => {
    expect(tempPathOf('/bands/a.yaml', '12.abc')).toBe('/bands/.a.yaml.12.abc.tmp');
  });

  it('knows the temporary files of one file and no other', () => {
    const real = '/bands/a.yaml';
    expect(isTempOf(real, path.basename(tempPathOf(real, writeId())))).toBe(true);
    expect(isTempOf(real, '.a.yaml.12.abc.tmp')).toBe(true);
    for (const name of ['a.yaml', '.a.yaml.lock', '.a.yaml.12.abc.tmp.x', 'a.yaml.12.tmp', '.b.yaml.12.abc.tmp', '.a.yaml2.12.tmp', 'x.a.yaml.1.tmp'])
      expect(isTempOf(real, name), name).toBe(false);
  });

  it('names a write by the process and a random part, different each time', () => {
    const ids = new Set(Array.from({ length: 20 }, () => writeId()));
    expect(ids.size).toBe(20);
    for (const id of ids) expect(id).toMatch(new RegExp(`^${process.pid}\\.[0-9a-z]{1,8}$`));
  });
});

describe('writeTemp', () => {
  it('creates the file with the content and exactly the mode given, whatever the umask', async () => {
    await writeTemp(at('t1'), 'a: 1\n', 0o606);
    expect(text(at('t1'))).toBe('a: 1\n');
    expect(modeOf(at('t1'))).toBe(0o606);
    await writeTemp(at('t2'), Uint8Array.from([0x61, 0x0a]), 0o640);
    expect(text(at('t2'))).toBe('a\n');
    expect(modeOf(at('t2'))).toBe(0o640);
  });

  it('gives a new file the usual mode (0666 less the umask)', async () => {
    const expected = newFileMode();
    await writeTemp(at('t'), 'x', undefined);
    expect(modeOf(at('t'))).toBe(expected);
  });

  it('never creates the file more open than its mode, even before setting it', async () => {
    const modes: unknown[] = [];
    const io: WriteIo = { ...nodeIo, open: (async (file: string, flags: string, mode: number) => (modes.push(mode), fs.promises.open(file, flags, mode))) as WriteIo['open'] };
    await writeTemp(at('t1'), 'x', 0o600, io);
    await writeTemp(at('t2'), 'x', undefined, io);
    await writeTemp(at('t3'), 'x', 0, io);
    expect(modes).toEqual([0o600, 0o666, 0]);
    expect(modeOf(at('t3'))).toBe(0);
  });

  it('refuses to reuse an existing file', async () => {
    fs.writeFileSync(at('t'), 'someone else\n');
    await expect(writeTemp(at('t'), 'x', undefined)).rejects.toMatchObject({ code: 'EEXIST' });
    expect(text(at('t'))).toBe('someone else\n');
  });

  it.skipIf(process.platform !== 'linux')('closes the file, written or failed', async () => {
    const before = openFds();
    for (let i = 0; i < 5; i++) {
      await writeTemp(at(`t${i}`), 'x', 0o644);
      await writeTemp(at(`u${i}`), 'x', undefined);
    }
    expect(openFds()).toBe(before);
  });
});

describe('writeAtomic', () => {
  it('writes a new file with the usual mode, and leaves no temporary file', async () => {
    const expected = newFileMode();
    await writeAtomic(at('a.yaml'), 'a: 1\n');
    expect(text(at('a.yaml'))).toBe('a: 1\n');
    expect(modeOf(at('a.yaml'))).toBe(expected);
    expect(temps()).toEqual([]);
  });

  it.each([0o640, 0o606, 0o600, 0o2664])('replaces a file keeping its mode %o', async (mode) => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    fs.chmodSync(at('a.yaml'), mode);
    await writeAtomic(at('a.yaml'), Uint8Array.from(Buffer.from('new\n')));
    expect(text(at('a.yaml'))).toBe('new\n');
    expect(modeOf(at('a.yaml'))).toBe(mode);
    expect(temps()).toEqual([]);
  });

  it('writes the target of a symlink, which stays a link', async () => {
    fs.mkdirSync(at('real'));
    fs.writeFileSync(at('real/a.yaml'), 'old\n');
    fs.symlinkSync('real/a.yaml', at('link.yaml'));
    await writeAtomic(at('link.yaml'), 'new\n');
    expect(fs.lstatSync(at('link.yaml')).isSymbolicLink()).toBe(true);
    expect(text(at('real/a.yaml'))).toBe('new\n');
    expect(fs.readdirSync(at('real'))).toEqual(['a.yaml']);
  });

  it('creates the file a dangling symlink names, keeping the link', async () => {
    fs.symlinkSync('missing.yaml', at('link.yaml'));
    await writeAtomic(at('link.yaml'), 'new\n');
    expect(fs.lstatSync(at('link.yaml')).isSymbolicLink()).toBe(true);
    expect(text(at('missing.yaml'))).toBe('new\n');
  });

  it('refuses a read-only file and a folder, writing nothing', async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    fs.chmodSync(at('a.yaml'), 0o444);
    await expect(writeAtomic(at('a.yaml'), 'new\n')).rejects.toMatchObject({ code: 'write/read-only', params: { file: at('a.yaml') }, exitCode: EXIT.usage });
    expect(text(at('a.yaml'))).toBe('old\n');
    fs.mkdirSync(at('folder.yaml'));
    await expect(writeAtomic(at('folder.yaml'), 'new\n')).rejects.toBeInstanceOf(EscarmoucheError);
    expect(temps()).toEqual([]);
  });

  it('a failed rename: cli/unwritable naming the file, the file kept as it was, the temporary file removed', async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    const exdev = failure('EXDEV');
    await expect(writeAtomic(at('a.yaml'), 'new\n', { ...nodeIo, rename: async () => Promise.reject(exdev) })).rejects.toMatchObject({ code: 'cli/unwritable', exitCode: EXIT.usage, params: { file: at('a.yaml'), detail: 'EXDEV' } });
    expect(text(at('a.yaml'))).toBe('old\n');
    expect(temps()).toEqual([]);
  });

  it('a failure before the temporary file exists is cli/unwritable too, in words', async () => {
    const emfile = failure('EMFILE');
    await expect(writeAtomic(at('a.yaml'), 'new\n', { ...nodeIo, open: async () => Promise.reject(emfile) })).rejects.toMatchObject({ code: 'cli/unwritable', params: { detail: 'too many open files (EMFILE)' } });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it.each(['ENOSPC', 'EIO', 'EROFS'])('%s while the content is written: cli/unwritable, the file as it was, no temporary file', async (code) => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    process.env.ESCARMOUCHE_TEST_FAIL_AT = `write:${code}`;
    try {
      await expect(writeAtomic(at('a.yaml'), 'new\n')).rejects.toMatchObject({ code: 'cli/unwritable', exitCode: EXIT.usage, params: { file: at('a.yaml'), detail: expect.stringContaining(code) } });
    } finally {
      delete process.env.ESCARMOUCHE_TEST_FAIL_AT;
    }
    expect(text(at('a.yaml'))).toBe('old\n');
    expect(temps()).toEqual([]);
  });

  it('checks the file again just before the rename: one changed since it was read is not overwritten', async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    const rename = vi.fn(nodeIo.rename);
    const io: WriteIo = {
      ...nodeIo,
      open: async (...args) => {
        fs.writeFileSync(at('a.yaml'), 'edited meanwhile\n');
        return nodeIo.open(...args);
      },
      rename,
    };
    await expect(writeAtomic(at('a.yaml'), 'new\n', io, Buffer.from('old\n'))).rejects.toMatchObject({ code: 'build/changed-on-disk', params: { file: at('a.yaml') } });
    expect(text(at('a.yaml'))).toBe('edited meanwhile\n');
    expect(rename).not.toHaveBeenCalled();
    expect(temps()).toEqual([]);
    await writeAtomic(at('a.yaml'), 'new\n', nodeIo, Buffer.from('edited meanwhile\n'));
    expect(text(at('a.yaml'))).toBe('new\n');
  });

  it('keeps the owner and group where it may, and the mode with its set-group-id bit', async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    fs.chmodSync(at('a.yaml'), 0o2664);
    const chowns: [number, number][] = [];
    const io: WriteIo = {
      ...nodeIo,
      open: async (...args) => {
        const handle = await nodeIo.open(...args);
        const chown = handle.chown.bind(handle);
        handle.chown = async (uid, gid) => {
          chowns.push([uid, gid]);
          return chown(uid, gid);
        };
        return handle;
      },
    };
    const { uid, gid } = fs.statSync(at('a.yaml'));
    await writeAtomic(at('a.yaml'), 'new\n', io);
    expect(chowns[0]).toEqual([uid, gid]);
    expect(fs.statSync(at('a.yaml'))).toMatchObject({ uid, gid });
    expect(modeOf(at('a.yaml'))).toBe(0o2664);
  });

  it('where it may not set the owner, still tries the group alone, and writes the file', async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    const chowns: [number, number][] = [];
    const io: WriteIo = {
      ...nodeIo,
      open: async (...args) => {
        const handle = await nodeIo.open(...args);
        handle.chown = async (uid, gid) => {
          chowns.push([uid, gid]);
          throw failure('EPERM');
        };
        return handle;
      },
    };
    const { uid, gid } = fs.statSync(at('a.yaml'));
    await writeAtomic(at('a.yaml'), 'new\n', io);
    expect(chowns).toEqual([
      [uid, gid],
      [-1, gid],
    ]);
    expect(text(at('a.yaml'))).toBe('new\n');
    expect(temps()).toEqual([]);
  });

  it.skipIf(process.platform !== 'linux')('closes every file it opened', async () => {
    const before = openFds();
    for (let i = 0; i < 5; i++) await writeAtomic(at('a.yaml'), `n: ${i}\n`);
    expect(openFds()).toBe(before);
  });
});

describe('fault points of a write', () => {
  const killAt = (step: string, seen: () => void) => {
    resetFaultCounts();
    process.env.ESCARMOUCHE_TEST_KILL_AT = step;
    const kill = vi.fn((pid: number, signal: string) => (seen(), pid === process.pid && signal === 'SIGKILL'));
    vi.spyOn(process, 'kill').mockImplementation(kill as unknown as typeof process.kill);
    return kill;
  };

  it("stops at 'temp' before the temporary file is made", async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    let state: unknown;
    const kill = killAt('temp:1', () => (state = [text(at('a.yaml')), temps()]));
    await writeAtomic(at('a.yaml'), 'new\n');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(kill).toHaveBeenCalledWith(process.pid, 'SIGKILL');
    expect(state).toEqual(['old\n', []]);
  });

  it("stops at 'rename' with the new content complete beside the untouched file", async () => {
    fs.writeFileSync(at('a.yaml'), 'old\n');
    let state: unknown;
    const kill = killAt('rename:1', () => (state = [text(at('a.yaml')), temps().map((name) => text(at(name)))]));
    await writeAtomic(at('a.yaml'), 'new\n');
    expect(kill).toHaveBeenCalledTimes(1);
    expect(state).toEqual(['old\n', ['new\n']]);
    expect(text(at('a.yaml'))).toBe('new\n');
  });
});
