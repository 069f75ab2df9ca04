/**
 * Where a write really goes: a symlink's target, and only a regular file the user may write; checked before any
 * work (no answer or rendering lost), parent folders made on writing.
 */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoCode, errnoWords, EscarmoucheError, EXIT, usageError } from '../diagnostics/errors.js';

/**
 * The real path a write to `file` changes: symlinks followed (a dangling one to the file it names), the folders
 * resolved, so that one band named through a link and through its real path is one file. Each step starts with
 * `realpath`, which refuses a loop or a chain too long (ELOOP): a dangling chain it accepts is short enough to follow.
 */
export async function realTarget(file: string): Promise<string> {
  const absolute = path.resolve(file);
  try {
    return await fs.realpath(absolute);
  } catch (cause) {
    if (errnoCode(cause) !== 'ENOENT') throw new EscarmoucheError('cli/unreadable', { file, detail: errnoWords(cause) }, EXIT.usage);
  }
  const link = await fs.lstat(absolute).catch(() => undefined);
  if (link?.isSymbolicLink()) return realTarget(path.resolve(path.dirname(absolute), await fs.readlink(absolute)));
  const dir = await fs.realpath(path.dirname(absolute)).catch(() => path.dirname(absolute));
  return path.join(dir, path.basename(absolute));
}

const kindOf = (stat: import('node:fs').Stats): string =>
  stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a FIFO' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : 'a socket';

/**
 * The mode to give the new file: the current one, or undefined for a new file. Refuses a destination that is not
 * a regular file (device, FIFO, folder) and one without write permission (a 444 file is refused even for root).
 */
export async function checkDestination(real: string, shown: string = real): Promise<number | undefined> {
  let stat;
  try {
    stat = await fs.stat(real);
  } catch (cause) {
    if (errnoCode(cause) === 'ENOENT') return undefined;
    throw new EscarmoucheError('cli/unreadable', { file: shown, detail: errnoWords(cause) }, EXIT.usage);
  }
  if (!stat.isFile()) throw usageError('write/not-a-file', { file: shown, detail: kindOf(stat) });
  const writable =
    (stat.mode & 0o222) !== 0 &&
    (await fs.access(real, constants.W_OK).then(
      () => true,
      // Stryker disable next-line ArrowFunction: `() => undefined` is as falsy as `() => false`
      () => false,
    ));
  if (!writable) throw usageError('write/read-only', { file: shown });
  return stat.mode & 0o7777;
}

const refuse = (code: string, file: string, at: string): EscarmoucheError => new EscarmoucheError(code, { file, path: at }, EXIT.usage);

/** Anything but a folder or nothing: a file, or a path that fails otherwise (ELOOP, EACCES). */
// Stryker disable next-line StringLiteral: a place is only ever compared to 'folder' and 'missing'; any other value means the same
const OTHER = 'file';

/** What is at `at` for a write: a folder, nothing yet, or something else. */
const placeOf = (at: string) =>
  fs.stat(at).then(
    (s) => (s.isDirectory() ? 'folder' : OTHER),
    (cause: NodeJS.ErrnoException) => (cause.code === 'ENOENT' || cause.code === 'ENOTDIR' ? 'missing' : OTHER),
  );

/** The nearest folder that exists on the way to `folder`; a file on the way is refused. */
async function existingAncestor(file: string, folder: string): Promise<string> {
  let at = path.resolve(folder);
  let kind = await placeOf(at);
  while (kind === 'missing' && path.dirname(at) !== at) {
    at = path.dirname(at);
    kind = await placeOf(at);
  }
  if (kind !== 'folder') throw refuse('cli/destination-not-folder', file, at);
  return at;
}

async function writableFolder(file: string, folder: string): Promise<void> {
  const at = await existingAncestor(file, folder);
  await fs.access(at, constants.W_OK | constants.X_OK).catch(() => {
    throw refuse('cli/destination-read-only', file, at);
  });
}

/** A file the command will write (a band, a print): not a folder, in a folder that exists or can be made, writable. */
export async function checkFileDestination(file: string): Promise<void> {
  if ((await placeOf(file)) === 'folder') throw refuse('cli/destination-is-folder', file, file);
  await writableFolder(file, path.dirname(path.resolve(file)));
}

/** A folder the command will fill (`init`): a folder or nothing yet, in a writable place. */
export async function checkFolderDestination(folder: string): Promise<void> {
  await writableFolder(folder, folder);
}

/** Makes the missing parent folders of `file`, just before it is written. */
export async function makeParents(file: string): Promise<void> {
  const folder = path.dirname(path.resolve(file));
  await checkFileDestination(file);
  await fs.mkdir(folder, { recursive: true }).catch((cause: NodeJS.ErrnoException) => {
    throw new EscarmoucheError('cli/unwritable', { file, detail: errnoWords(cause) }, EXIT.usage);
  });
}
