/** File system edges of the core: finding band files, reading them, writing atomically. */
import { closeSync, constants, fstatSync, openSync, promises as fs, readdirSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_BAND_BYTES } from './band-document.js';
import { checkDestination, realTarget } from './destination.js';
import { errnoCode, errnoWords, EscarmoucheError, EXIT, usageError } from '../diagnostics/errors.js';
import { faultPoint } from './fault.js';

export const BAND_EXTENSIONS = ['.yaml', '.yml'];
const isBandFile = (name: string): boolean => BAND_EXTENSIONS.includes(path.extname(name).toLowerCase());

/** A failure to read `file` (or list a folder) as the user is told it: not found, a folder, no permission, or in words. */
export function ioError(file: string, cause: unknown): EscarmoucheError {
  const code = errnoCode(cause);
  if (code === 'ENOENT' || code === 'ENOTDIR') return new EscarmoucheError('cli/not-found', { file }, EXIT.usage);
  if (code === 'EISDIR') return new EscarmoucheError('cli/is-folder', { file }, EXIT.usage);
  if (code === 'EACCES' || code === 'EPERM') return new EscarmoucheError('cli/no-permission', { file }, EXIT.usage);
  return new EscarmoucheError('cli/unreadable', { file, detail: errnoWords(cause) }, EXIT.usage);
}

/**
 * Band files under `dir`, found synchronously as the files are read (`readBytes`): a command has nothing else to do
 * meanwhile. A symlinked band file is not followed but reported (`skipped`); an unreadable folder is reported
 * (`errors`) and the walk goes on with the others.
 */
async function walk(dir: string, out: string[], errors: EscarmoucheError[], skipped: EscarmoucheError[]): Promise<void> {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (cause) {
    errors.push(ioError(dir, cause));
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    if (entry.name.startsWith('.') || entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await walk(full, out, errors, skipped);
    else if (entry.isFile() && isBandFile(entry.name)) out.push(full);
    else if (entry.isSymbolicLink() && isBandFile(entry.name)) skipped.push(usageError('cli/symlink-skipped', { file: full }));
  }
}

/**
 * Files named and band files under folders named; an unreadable path or a folder without bands is an error.
 * `skipped`: symlinked band files a folder walk did not follow (name them to check them).
 */
export async function collectBandFiles(paths: readonly string[]): Promise<{ files: string[]; errors: EscarmoucheError[]; skipped: EscarmoucheError[] }> {
  const files: string[] = [];
  const errors: EscarmoucheError[] = [];
  const skipped: EscarmoucheError[] = [];
  for (const p of paths) {
    try {
      const stat = statSync(p);
      if (!stat.isDirectory()) {
        files.push(p);
        continue;
      }
      const found: string[] = [];
      const before = errors.length;
      await walk(p, found, errors, skipped);
      if (found.length === 0 && errors.length === before) errors.push(new EscarmoucheError('cli/no-bands', { file: p }, EXIT.usage));
      files.push(...found);
    } catch (cause) {
      errors.push(ioError(p, cause));
    }
  }
  return { files: [...new Set(files)], errors, skipped };
}

/**
 * Synchronous on purpose: one band after another, a thread-pool round trip per file cost more than the read.
 * Only a regular file is read (opened without blocking, so a FIFO cannot hang the command), and at most
 * `limit` + 1 bytes of it: a larger file is reported as too large without being read whole.
 */
export async function readBytes(file: string, limit = MAX_BAND_BYTES): Promise<Uint8Array> {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  } catch (cause) {
    throw ioError(file, cause);
  }
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw usageError('cli/not-a-file', { file, detail: stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a FIFO' : 'a device or socket' });
    const buffer = Buffer.alloc(Math.min(stat.size, limit) + 1);
    let length = 0;
    // Until the end of the file, or the buffer is full (a read of 0 bytes then returns 0).
    for (let read; (read = readSync(fd, buffer, length, buffer.length - length, null)) > 0; ) length += read;
    return buffer.subarray(0, length);
  } catch (cause) {
    if (cause instanceof EscarmoucheError) throw cause;
    throw ioError(file, cause);
  } finally {
    closeSync(fd);
  }
}

/** The file's bytes (as `readBytes`), or null when there is no such file. */
export async function readBytesIfExists(file: string): Promise<Uint8Array | null> {
  try {
    return await readBytes(file);
  } catch (cause) {
    if (cause instanceof EscarmoucheError && cause.code === 'cli/not-found') return null;
    throw cause;
  }
}

/** `.band.yaml.<id>.tmp`: the temporary file of a write to `real`, beside it. */
export const tempPathOf = (real: string, id: string): string => path.join(path.dirname(real), `.${path.basename(real)}.${id}.tmp`);
export const isTempOf = (real: string, name: string): boolean => name.startsWith(`.${path.basename(real)}.`) && name.endsWith('.tmp');
/** The pid of the process that wrote a temporary file of `real` (named by writeId), NaN when the name has none. */
export const writerOfTemp = (real: string, name: string): number => Number(name.slice(`.${path.basename(real)}.`.length).split('.')[0]);
export const writeId = (): string => `${process.pid}.${Math.random().toString(36).slice(2, 10)}`;

/** The owner and group of a file, kept when it is rewritten. */
export interface FileOwner {
  readonly uid: number;
  readonly gid: number;
}

/** The owner and group of `real`, or undefined for a new file. */
export const fileOwnerOf = (real: string): Promise<FileOwner | undefined> => fs.stat(real).then(({ uid, gid }) => ({ uid, gid }), () => undefined);

/**
 * Gives the new file the old one's owner and group where this process may (root may set both; another user may set
 * the group to one of theirs); where it may not, the file stays this process's (it could not write it otherwise).
 */
async function keepOwner(handle: import('node:fs/promises').FileHandle, owner: FileOwner | undefined): Promise<void> {
  if (owner === undefined) return;
  await handle.chown(owner.uid, owner.gid).catch(() => handle.chown(-1, owner.gid).catch(() => undefined));
}

/**
 * Creates `temp` with `content`, flushed to disk, with exactly `mode` (a new file: 0666 less the umask) and, where
 * it may, the `owner` given. The owner is set before the mode: a change of owner clears the set-group-id bit.
 */
export async function writeTemp(temp: string, content: string | Uint8Array, mode: number | undefined, io: WriteIo = NODE_IO, owner?: FileOwner): Promise<void> {
  faultPoint('temp');
  const handle = await io.open(temp, 'wx', mode ?? 0o666);
  try {
    await keepOwner(handle, owner);
    if (mode !== undefined) await handle.chmod(mode);
    faultPoint('write');
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The file operations of an atomic write; tests inject failing ones (disk full, a failed rename). */
export interface WriteIo {
  readonly open: typeof fs.open;
  readonly rename: typeof fs.rename;
}
const NODE_IO: WriteIo = { open: (...args) => fs.open(...args), rename: (...args) => fs.rename(...args) };

/** Whether two files' bytes (null: no file) are the same. */
export const sameBytes = (a: Uint8Array | null, b: Uint8Array | null): boolean => (a === null || b === null ? a === b : Buffer.from(a).equals(Buffer.from(b)));

/**
 * Writes through a temporary file beside the real file (a symlink stays a link; its target is written), flushed,
 * then renamed over it, keeping its mode and (where it may) its owner and group. A destination that is not a
 * regular file, or is read-only, is refused. With `expected` (the bytes read, null: no file), the file is checked
 * again just before the rename: one changed meanwhile is never overwritten (build/changed-on-disk). A failure of
 * the file system (full disk, failing disk, read-only mount, failed rename) is `cli/unwritable`, naming the file;
 * the temporary file is removed and the file left as it was.
 */
export async function writeAtomic(file: string, content: string | Uint8Array, io: WriteIo = NODE_IO, expected?: Uint8Array | null): Promise<void> {
  const real = await realTarget(file);
  const mode = await checkDestination(real, file);
  const temp = tempPathOf(real, writeId());
  try {
    await writeTemp(temp, content, mode, io, await fileOwnerOf(real));
    faultPoint('rename');
    if (expected !== undefined && !sameBytes(await readBytesIfExists(real), expected)) throw new EscarmoucheError('build/changed-on-disk', { file }, EXIT.usage);
    await io.rename(temp, real);
  } catch (cause) {
    await fs.rm(temp, { force: true });
    if (cause instanceof EscarmoucheError) throw cause;
    throw new EscarmoucheError('cli/unwritable', { file, detail: errnoWords(cause) }, EXIT.usage);
  }
}
