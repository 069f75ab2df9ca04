/**
 * Where a write goes and whether it may: a symlink's target (a dangling link to the file it names), only a regular
 * file with write permission, in a folder that exists or can be made; every refusal a usage error naming the file.
 */
import { execSync } from 'node:child_process';
import * as fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkDestination, checkFileDestination, checkFolderDestination, makeParents, realTarget } from '../../src/core/band-files/destination.js';
import { EscarmoucheError, EXIT } from '../../src/core/diagnostics/errors.js';

let dir = '';
const cleanups: (() => void)[] = [];
beforeEach(() => {
  // The real path: a temporary folder reached through a link (macOS /tmp) would not be the path realTarget gives.
  dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'escarmouche-destination-')));
});
afterEach(() => {
  vi.restoreAllMocks();
  for (const cleanup of cleanups.splice(0).reverse()) cleanup();
  fs.rmSync(dir, { recursive: true, force: true });
});

const at = (name: string) => path.join(dir, name);
const put = (name: string, mode = 0o644) => {
  fs.mkdirSync(path.dirname(at(name)), { recursive: true });
  fs.writeFileSync(at(name), 'name: x\n');
  fs.chmodSync(at(name), mode);
  return at(name);
};
async function refused(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params, exit: cause.exitCode };
    throw cause;
  }
  throw new Error('not refused');
}
const failure = (code: string) => Object.assign(new Error(`${code}: failed`), { code });
const LOOP = 'too many symbolic links, a loop (ELOOP)';
const linux = process.platform === 'linux';

describe('realTarget', () => {
  it('is the real path of a file, its folders resolved', async () => {
    put('real/a.yaml');
    fs.symlinkSync('real', at('linked'));
    expect(await realTarget(at('linked/a.yaml'))).toBe(at('real/a.yaml'));
    expect(await realTarget(path.relative(process.cwd(), at('real/a.yaml')))).toBe(at('real/a.yaml'));
  });

  it("is a symlink's target", async () => {
    put('real/a.yaml');
    fs.symlinkSync('real/a.yaml', at('link.yaml'));
    expect(await realTarget(at('link.yaml'))).toBe(at('real/a.yaml'));
  });

  it('follows a chain of dangling links to the file the last one names, relative to its folder', async () => {
    fs.mkdirSync(at('sub'));
    fs.symlinkSync('sub/second.yaml', at('first.yaml'));
    fs.symlinkSync('missing.yaml', at('sub/second.yaml'));
    expect(await realTarget(at('first.yaml'))).toBe(at('sub/missing.yaml'));
  });

  it('is a new file in the real folder, or where it is named when its folder is missing too', async () => {
    fs.mkdirSync(at('real'));
    fs.symlinkSync('real', at('linked'));
    expect(await realTarget(at('linked/new.yaml'))).toBe(at('real/new.yaml'));
    expect(await realTarget(at('missing/deeper/new.yaml'))).toBe(at('missing/deeper/new.yaml'));
  });

  it('refuses a symlink loop, in words', async () => {
    fs.symlinkSync('b.yaml', at('a.yaml'));
    fs.symlinkSync('a.yaml', at('b.yaml'));
    expect(await refused(realTarget(at('a.yaml')))).toEqual({ code: 'cli/unreadable', params: { file: at('a.yaml'), detail: LOOP }, exit: EXIT.usage });
  });

  it('refuses a path through a file, naming the path as given', async () => {
    put('a.yaml');
    expect(await refused(realTarget(at('a.yaml/b.yaml')))).toEqual({ code: 'cli/unreadable', params: { file: at('a.yaml/b.yaml'), detail: 'a part of the path is a file, not a folder (ENOTDIR)' }, exit: EXIT.usage });
  });
});

describe('checkDestination', () => {
  it('gives undefined for a new file, and the whole mode of an existing one', async () => {
    expect(await checkDestination(at('new.yaml'))).toBeUndefined();
    expect(await checkDestination(put('a.yaml', 0o640))).toBe(0o640);
    expect(await checkDestination(put('b.yaml', 0o2604))).toBe(0o2604);
    expect(await checkDestination(put('c.yaml', 0o200))).toBe(0o200);
  });

  it.each([0o444, 0o400, 0o000, 0o555])('refuses a file without any write permission (mode %o), even for root', async (mode) => {
    const file = put('a.yaml', mode);
    expect(await refused(checkDestination(file, 'shown.yaml'))).toEqual({ code: 'write/read-only', params: { file: 'shown.yaml' }, exit: EXIT.usage });
    expect(await refused(checkDestination(file))).toEqual({ code: 'write/read-only', params: { file }, exit: EXIT.usage });
  });

  it('refuses a file the system says it may not write', async () => {
    const file = put('a.yaml', 0o644);
    const access = vi.spyOn(fs.promises, 'access').mockRejectedValue(failure('EACCES'));
    expect(await refused(checkDestination(file))).toEqual({ code: 'write/read-only', params: { file }, exit: EXIT.usage });
    expect(access).toHaveBeenCalledWith(file, fs.constants.W_OK);
  });

  it('refuses a folder, a device and a socket as not a regular file, saying which', async () => {
    fs.mkdirSync(at('folder.yaml'));
    expect(await refused(checkDestination(at('folder.yaml'), 'shown.yaml'))).toEqual({ code: 'write/not-a-file', params: { file: 'shown.yaml', detail: 'a folder' }, exit: EXIT.usage });
    expect(await refused(checkDestination('/dev/null'))).toEqual({ code: 'write/not-a-file', params: { file: '/dev/null', detail: 'a device' }, exit: EXIT.usage });
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(at('socket.yaml'), resolve));
    cleanups.push(() => server.close());
    expect(await refused(checkDestination(at('socket.yaml')))).toEqual({ code: 'write/not-a-file', params: { file: at('socket.yaml'), detail: 'a socket' }, exit: EXIT.usage });
  });

  it.skipIf(!linux)('refuses a FIFO as not a regular file', async () => {
    execSync(`mkfifo '${at('pipe.yaml')}'`);
    expect(await refused(checkDestination(at('pipe.yaml')))).toEqual({ code: 'write/not-a-file', params: { file: at('pipe.yaml'), detail: 'a FIFO' }, exit: EXIT.usage });
  });

  it.skipIf(!fs.existsSync('/dev/loop0'))('refuses a block device as a device', async () => {
    expect((await refused(checkDestination('/dev/loop0'))).params).toEqual({ file: '/dev/loop0', detail: 'a device' });
  });

  it('refuses a path it cannot look at, in words, naming the path shown', async () => {
    put('a.yaml');
    expect(await refused(checkDestination(at('a.yaml/b.yaml'), 'shown.yaml'))).toEqual({ code: 'cli/unreadable', params: { file: 'shown.yaml', detail: 'a part of the path is a file, not a folder (ENOTDIR)' }, exit: EXIT.usage });
    fs.symlinkSync('loop.yaml', at('loop.yaml'));
    expect(await refused(checkDestination(at('loop.yaml')))).toEqual({ code: 'cli/unreadable', params: { file: at('loop.yaml'), detail: LOOP }, exit: EXIT.usage });
  });
});

describe('checkFileDestination', () => {
  it('accepts a file, new or not, in a folder that exists or can be made', async () => {
    await expect(checkFileDestination(put('a.yaml'))).resolves.toBeUndefined();
    await expect(checkFileDestination(at('new.yaml'))).resolves.toBeUndefined();
    await expect(checkFileDestination(at('missing/deeper/new.yaml'))).resolves.toBeUndefined();
    expect(fs.existsSync(at('missing'))).toBe(false);
  });

  it('refuses a folder', async () => {
    fs.mkdirSync(at('out'));
    expect(await refused(checkFileDestination(at('out')))).toEqual({ code: 'cli/destination-is-folder', params: { file: at('out'), path: at('out') }, exit: EXIT.usage });
  });

  it('refuses a file on the way, naming it', async () => {
    const file = put('a.yaml');
    expect(await refused(checkFileDestination(at('a.yaml/new.yaml')))).toEqual({ code: 'cli/destination-not-folder', params: { file: at('a.yaml/new.yaml'), path: file }, exit: EXIT.usage });
    expect(await refused(checkFileDestination(at('a.yaml/sub/new.yaml')))).toEqual({ code: 'cli/destination-not-folder', params: { file: at('a.yaml/sub/new.yaml'), path: file }, exit: EXIT.usage });
  });

  it('refuses a symlink loop on the way, naming it', async () => {
    fs.symlinkSync('loop', at('loop'));
    expect(await refused(checkFileDestination(at('loop/new.yaml')))).toEqual({ code: 'cli/destination-not-folder', params: { file: at('loop/new.yaml'), path: at('loop') }, exit: EXIT.usage });
  });

  it('refuses a folder it may not write, naming the nearest folder that exists', async () => {
    const access = vi.spyOn(fs.promises, 'access').mockRejectedValue(failure('EACCES'));
    expect(await refused(checkFileDestination(at('missing/new.yaml')))).toEqual({ code: 'cli/destination-read-only', params: { file: at('missing/new.yaml'), path: dir }, exit: EXIT.usage });
    expect(access).toHaveBeenCalledWith(dir, fs.constants.W_OK | fs.constants.X_OK);
  });

  it('stops at the root when no folder on the way exists (a drive that is gone)', { timeout: 5000 }, async () => {
    vi.spyOn(fs.promises, 'stat').mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
      throw failure('ENOENT');
    });
    const root = path.parse(dir).root;
    expect(await refused(checkFileDestination(at('new.yaml')))).toEqual({ code: 'cli/destination-not-folder', params: { file: at('new.yaml'), path: root }, exit: EXIT.usage });
  });
});

describe('checkFolderDestination', () => {
  it('accepts a folder, or one that can be made', async () => {
    fs.mkdirSync(at('out'));
    await expect(checkFolderDestination(at('out'))).resolves.toBeUndefined();
    await expect(checkFolderDestination(at('missing/out'))).resolves.toBeUndefined();
  });

  it('refuses a file where the folder would be', async () => {
    const file = put('a.yaml');
    expect(await refused(checkFolderDestination(file))).toEqual({ code: 'cli/destination-not-folder', params: { file, path: file }, exit: EXIT.usage });
  });
});

describe('makeParents', () => {
  it('makes the missing folders of a file, not the file', async () => {
    await makeParents(at('x/y/new.yaml'));
    expect(fs.statSync(at('x/y')).isDirectory()).toBe(true);
    expect(fs.readdirSync(at('x/y'))).toEqual([]);
  });

  it('makes nothing when a file is on the way', async () => {
    put('a.yaml');
    expect((await refused(makeParents(at('a.yaml/x/new.yaml')))).code).toBe('cli/destination-not-folder');
    expect(fs.readdirSync(dir)).toEqual(['a.yaml']);
  });

  it.each([
    ['EXDEV', 'EXDEV'],
    ['EROFS', 'the disk is mounted read-only (EROFS)'],
    ['EACCES', 'permission denied (EACCES)'],
  ])('tells a folder it could not make (%s), naming the file', async (code, detail) => {
    vi.spyOn(fs.promises, 'mkdir').mockRejectedValue(failure(code));
    expect(await refused(makeParents(at('x/new.yaml')))).toEqual({ code: 'cli/unwritable', params: { file: at('x/new.yaml'), detail }, exit: EXIT.usage });
  });
});
