/** Where a write really goes: a symlink's target, and only a regular file the user may write. */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { errnoWords, EscarmoucheError, EXIT, usageError } from './errors.js';

const codeOf = (cause: unknown): string | undefined => (cause as NodeJS.ErrnoException)?.code;
const MAX_LINKS = 40;

/**
 * The real path a write to `file` changes: symlinks followed (a dangling one to the file it names), the folders
 * resolved, so that one band named through a link and through its real path is one file.
 */
export async function realTarget(file: string, depth = 0): Promise<string> {
  const absolute = path.resolve(file);
  try {
    return await fs.realpath(absolute);
  } catch (cause) {
    if (codeOf(cause) !== 'ENOENT') throw new EscarmoucheError('cli/unreadable', { file, detail: errnoWords(cause) }, EXIT.usage);
  }
  const link = await fs.lstat(absolute).catch(() => undefined);
  if (link?.isSymbolicLink()) {
    if (depth >= MAX_LINKS) throw new EscarmoucheError('cli/unreadable', { file, detail: 'ELOOP' }, EXIT.usage);
    return realTarget(path.resolve(path.dirname(absolute), await fs.readlink(absolute)), depth + 1);
  }
  const dir = await fs.realpath(path.dirname(absolute)).catch(() => path.dirname(absolute));
  return path.join(dir, path.basename(absolute));
}

const kindOf = (stat: import('node:fs').Stats): string =>
  stat.isDirectory() ? 'a folder' : stat.isFIFO() ? 'a FIFO' : stat.isCharacterDevice() || stat.isBlockDevice() ? 'a device' : stat.isSocket() ? 'a socket' : 'not a file';

/**
 * The mode to give the new file: the current one, or undefined for a new file. Refuses a destination that is not
 * a regular file (device, FIFO, folder) and one without write permission (a 444 file is refused even for root).
 */
export async function checkDestination(real: string, shown: string = real): Promise<number | undefined> {
  let stat;
  try {
    stat = await fs.stat(real);
  } catch (cause) {
    if (codeOf(cause) === 'ENOENT') return undefined;
    throw new EscarmoucheError('cli/unreadable', { file: shown, detail: errnoWords(cause) }, EXIT.usage);
  }
  if (!stat.isFile()) throw usageError('write/not-a-file', { file: shown, detail: kindOf(stat) });
  const writable = (stat.mode & 0o222) !== 0 && (await fs.access(real, constants.W_OK).then(() => true, () => false));
  if (!writable) throw usageError('write/read-only', { file: shown });
  return stat.mode & 0o7777;
}
