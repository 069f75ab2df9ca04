/** Where a command will write: checked before any work (no answer or rendering lost), parent folders made on writing. */
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { EscarmoucheError, EXIT } from './errors.js';

const refuse = (code: string, file: string, at: string): EscarmoucheError => new EscarmoucheError(code, { file, path: at }, EXIT.usage);

const kindOf = (at: string) =>
  fs.stat(at).then(
    (s) => (s.isDirectory() ? 'folder' : 'file'),
    (cause: NodeJS.ErrnoException) => (cause.code === 'ENOENT' || cause.code === 'ENOTDIR' ? 'missing' : 'file'),
  );

/** The nearest folder that exists on the way to `folder`; a file on the way is refused. */
async function existingAncestor(file: string, folder: string): Promise<string> {
  let at = path.resolve(folder);
  let kind = await kindOf(at);
  while (kind === 'missing' && path.dirname(at) !== at) {
    at = path.dirname(at);
    kind = await kindOf(at);
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
  if ((await kindOf(file)) === 'folder') throw refuse('cli/destination-is-folder', file, file);
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
    throw new EscarmoucheError('cli/unwritable', { file, detail: cause.code ?? String(cause) }, EXIT.usage);
  });
}
