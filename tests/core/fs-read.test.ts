/**
 * Reading bands: only regular files are read, at most the size limit + 1 bytes; a folder is walked for band files
 * (hidden folders and node_modules left out, symlinks reported, not followed); every failure is a located usage error.
 */
import { execSync } from 'node:child_process';
import * as fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EscarmoucheError, EXIT } from '../../src/core/diagnostics/errors.js';
import { collectBandFiles, ioError, readBytes, readBytesIfExists } from '../../src/core/band-files/fs.js';

let dir = '';
const cleanups: (() => void)[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'escarmouche-fs-read-'));
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);
const put = (name: string, content: string | Uint8Array = 'name: x\n') => {
  fs.mkdirSync(path.dirname(at(name)), { recursive: true });
  fs.writeFileSync(at(name), content);
  return at(name);
};
const shape = (error: EscarmoucheError) => ({ code: error.code, params: error.params, exit: error.exitCode });
async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return shape(cause);
    throw cause;
  }
  throw new Error('not refused');
}
const openFds = () => fs.readdirSync('/proc/self/fd').length;
const linux = process.platform === 'linux';

describe('ioError', () => {
  const failure = (code?: string) => Object.assign(new Error('failed'), code === undefined ? {} : { code });
  it.each([
    ['ENOENT', 'cli/not-found', {}],
    ['ENOTDIR', 'cli/not-found', {}],
    ['EISDIR', 'cli/is-folder', {}],
    ['EACCES', 'cli/no-permission', {}],
    ['EPERM', 'cli/no-permission', {}],
    ['EIO', 'cli/unreadable', { detail: 'input/output error, a failing disk or network share (EIO)' }],
    ['EXDEV', 'cli/unreadable', { detail: 'EXDEV' }],
    [undefined, 'cli/unreadable', { detail: 'Error: failed' }],
  ])('a failure %s is %s, a usage error naming the file', (code, expected, detail) => {
    expect(shape(ioError('bands/a.yaml', failure(code)))).toEqual({ code: expected, params: { file: 'bands/a.yaml', ...detail }, exit: EXIT.usage });
  });
});

describe('readBytes', () => {
  it('reads a regular file byte for byte', async () => {
    const bytes = Uint8Array.from([0xef, 0xbb, 0xbf, 0x61, 0x0a, 0x00, 0xff]);
    expect(Buffer.from(await readBytes(put('a.yaml', bytes)))).toEqual(Buffer.from(bytes));
    expect((await readBytes(put('empty.yaml', ''))).length).toBe(0);
  });

  it('reads at most limit + 1 bytes: a file at or under its limit whole, a larger one cut just past it', async () => {
    const file = put('ten.yaml', '0123456789');
    const text = async (limit: number) => Buffer.from(await readBytes(file, limit)).toString();
    expect(await text(11)).toBe('0123456789');
    expect(await text(10)).toBe('0123456789');
    expect(await text(9)).toBe('0123456789');
    expect(await text(8)).toBe('012345678');
    expect(await text(3)).toBe('0123');
  });

  it('reads a file larger than a single read whole', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024);
    expect((await readBytes(put('big.yaml', big), 4 * 1024 * 1024)).length).toBe(big.length);
  });

  it('refuses a missing file, or one under a file, as not found', async () => {
    expect(await refused(readBytes(at('missing.yaml')))).toEqual({ code: 'cli/not-found', params: { file: at('missing.yaml') }, exit: EXIT.usage });
    const under = path.join(put('a.yaml'), 'b.yaml');
    expect(await refused(readBytes(under))).toEqual({ code: 'cli/not-found', params: { file: under }, exit: EXIT.usage });
  });

  it('refuses a folder and a device as not a regular file, without reading them', async () => {
    fs.mkdirSync(at('folder.yaml'));
    expect(await refused(readBytes(at('folder.yaml')))).toEqual({ code: 'cli/not-a-file', params: { file: at('folder.yaml'), detail: 'a folder' }, exit: EXIT.usage });
    expect(await refused(readBytes('/dev/null'))).toEqual({ code: 'cli/not-a-file', params: { file: '/dev/null', detail: 'a device or socket' }, exit: EXIT.usage });
  });

  it.skipIf(!linux)('refuses a FIFO without waiting for a writer', async () => {
    execSync(`mkfifo '${at('pipe.yaml')}'`);
    expect(await refused(readBytes(at('pipe.yaml')))).toEqual({ code: 'cli/not-a-file', params: { file: at('pipe.yaml'), detail: 'a FIFO' }, exit: EXIT.usage });
  });

  it.skipIf(!linux)('tells a failing read (EIO) in words, naming the file', async () => {
    // /proc/self/mem is a regular file whose first page cannot be read.
    expect(await refused(readBytes('/proc/self/mem'))).toEqual({
      code: 'cli/unreadable',
      params: { file: '/proc/self/mem', detail: 'input/output error, a failing disk or network share (EIO)' },
      exit: EXIT.usage,
    });
  });

  it.skipIf(!linux)('closes the file it opened, read or refused', async () => {
    const file = put('a.yaml');
    fs.mkdirSync(at('folder'));
    const before = openFds();
    for (let i = 0; i < 5; i++) {
      await readBytes(file);
      await refused(readBytes(at('folder')));
      await refused(readBytes('/proc/self/mem'));
    }
    expect(openFds()).toBe(before);
  });
});

describe('readBytesIfExists', () => {
  it('is null for a missing file, the bytes for a file', async () => {
    expect(await readBytesIfExists(at('missing.yaml'))).toBeNull();
    expect(Buffer.from((await readBytesIfExists(put('a.yaml', 'a: 1\n')))!).toString()).toBe('a: 1\n');
  });

  it('still refuses what is there but cannot be read', async () => {
    expect(await refused(readBytesIfExists('/dev/null'))).toEqual({ code: 'cli/not-a-file', params: { file: '/dev/null', detail: 'a device or socket' }, exit: EXIT.usage });
    fs.mkdirSync(at('folder.yaml'));
    expect((await refused(readBytesIfExists(at('folder.yaml')))).code).toBe('cli/not-a-file');
  });
});

describe('collectBandFiles', () => {
  it('walks a folder for *.yaml and *.yml in name order, leaving out hidden folders and files, node_modules and other files', async () => {
    for (const name of ['b.yaml', 'a.yaml', 'C.YML', 'd.Yaml', 'notes.txt', 'yaml', '.hidden.yaml', '.git/x.yaml', 'node_modules/n.yaml', 'sub/e.yml', 'sub/deeper/f.yaml', 'z.yaml']) put(name);
    fs.mkdirSync(at('empty'));
    const found = await collectBandFiles([dir]);
    expect(found.files).toEqual(['a.yaml', 'b.yaml', 'C.YML', 'd.Yaml', 'sub/deeper/f.yaml', 'sub/e.yml', 'z.yaml'].map(at));
    expect(found.errors).toEqual([]);
    expect(found.skipped).toEqual([]);
  });

  it('reports a symlinked band file without following it, and ignores other links and non-files', async () => {
    put('a.yaml');
    fs.symlinkSync('a.yaml', at('link.yaml'));
    fs.symlinkSync('a.yaml', at('link.txt'));
    fs.mkdirSync(at('real'));
    put('real/r.yaml');
    fs.symlinkSync('real', at('linked-folder'));
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(at('socket.yaml'), resolve));
    cleanups.push(() => server.close());
    const found = await collectBandFiles([dir]);
    expect(found.files).toEqual([at('a.yaml'), at('real/r.yaml')]);
    expect(found.errors).toEqual([]);
    expect(found.skipped.map(shape)).toEqual([{ code: 'cli/symlink-skipped', params: { file: at('link.yaml') }, exit: EXIT.usage }]);
  });

  it('takes a file named as it is, whatever its name, once', async () => {
    const notes = put('notes.txt');
    const band = put('sub/a.yaml');
    const found = await collectBandFiles([notes, band, notes, at('sub')]);
    expect(found).toEqual({ files: [notes, band], errors: [], skipped: [] });
  });

  it('reports a missing path and a folder without bands, and goes on with the others', async () => {
    fs.mkdirSync(at('empty'));
    put('full/a.yaml');
    const found = await collectBandFiles([at('missing'), at('empty'), at('full')]);
    expect(found.files).toEqual([at('full/a.yaml')]);
    expect(found.errors.map(shape)).toEqual([
      { code: 'cli/not-found', params: { file: at('missing') }, exit: EXIT.usage },
      { code: 'cli/no-bands', params: { file: at('empty') }, exit: EXIT.usage },
    ]);
  });

  /** A folder whose subfolders reach past PATH_MAX (4096): listing the deepest fails with ENAMETOOLONG, even for root. */
  function tooDeep(root: string): void {
    const segment = 'd'.repeat(200);
    const chain = (base: string) => path.join(base, ...Array.from({ length: 11 }, () => segment));
    fs.mkdirSync(chain(at('outer')), { recursive: true });
    fs.mkdirSync(chain(at('inner')), { recursive: true });
    fs.writeFileSync(path.join(chain(at('inner')), 'lost.yaml'), 'name: x\n');
    const moved = path.join(chain(at('outer')), 'inner');
    fs.renameSync(at('inner'), moved);
    cleanups.push(() => fs.renameSync(moved, at('inner')));
    fs.renameSync(at('outer'), root);
    cleanups.push(() => fs.renameSync(root, at('outer')));
  }

  it('reports a folder it cannot list, in words, and does not call its parent empty as well', async () => {
    tooDeep(at('deep'));
    const found = await collectBandFiles([at('deep')]);
    expect(found.files).toEqual([]);
    expect(found.errors.map((e) => [e.code, e.params.detail])).toEqual([['cli/unreadable', 'the name is too long (ENAMETOOLONG)']]);
    const failed = String(found.errors[0]!.params.file);
    expect(failed.startsWith(at('deep'))).toBe(true);
    expect(failed.length).toBeGreaterThanOrEqual(4096);
  });

  it('goes on past a folder it cannot list', async () => {
    tooDeep(at('deep'));
    put('deep/a.yaml');
    const found = await collectBandFiles([at('deep')]);
    expect(found.files).toEqual([at('deep/a.yaml')]);
    expect(found.errors.map((e) => e.code)).toEqual(['cli/unreadable']);
  });
});
