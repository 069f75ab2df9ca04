/** All-or-nothing writes of several files: journalled (a kill is recovered by the next command), restored on a failure. */
import { promises as fs } from 'node:fs';
import { checkDestination, realTarget } from '../band-files/destination.js';
import { EscarmoucheError, EXIT } from '../diagnostics/errors.js';
import { fileOwnerOf } from '../band-files/fs.js';
import { JournalWriteError, writeJournalled, type JournalChange } from '../band-files/journal.js';

/** One file to change: its bytes as read (kept to restore them) and its new text. */
export interface FileChange {
  readonly file: string;
  readonly before: Uint8Array;
  readonly after: string;
}

/** How a file is written one by one; tests inject one that fails (by default the journal writes them all). */
export type WriteFile = (file: string, content: string | Uint8Array) => Promise<void>;

const sameBytes = (a: Uint8Array, b: Uint8Array): boolean => a.length === b.length && a.every((byte, i) => byte === b[i]);

async function changedOnDisk(change: FileChange): Promise<boolean> {
  try {
    return !sameBytes(await fs.readFile(change.file), change.before);
  } catch {
    return true;
  }
}

const detailOf = (cause: unknown): string => (cause as NodeJS.ErrnoException)?.code ?? (cause instanceof Error ? cause.message : String(cause));

/** Through the journal: every file's destination checked (regular, writable) before any is written. */
async function writeThroughJournal(changes: readonly FileChange[]): Promise<void> {
  const planned: JournalChange[] = [];
  for (const change of changes) {
    const real = await realTarget(change.file);
    planned.push({ real, before: change.before, after: new TextEncoder().encode(change.after), mode: await checkDestination(real, change.file), owner: await fileOwnerOf(real) });
  }
  try {
    await writeJournalled(planned);
  } catch (cause) {
    if (!(cause instanceof JournalWriteError)) throw cause;
    // Stryker disable next-line OptionalChaining: the journal fails on one of the files planned (its current.real), so the index is never -1
    const params = { file: changes[planned.findIndex((p) => p.real === cause.file)]?.file ?? cause.file, detail: cause.detail };
    const unrestored = cause.unrestored.map((real) => changes[planned.findIndex((p) => p.real === real)]?.file ?? real);
    if (unrestored.length) throw new EscarmoucheError(cause.changed ? 'campaign/changed-restore-failed' : 'campaign/restore-failed', { ...params, files: unrestored.join(', ') }, EXIT.usage);
    throw new EscarmoucheError(cause.changed ? 'campaign/changed-while-writing' : 'campaign/write-failed', params, EXIT.usage);
  }
}

/**
 * Writes every change. If one write fails, the files already written (and the failing one, if it changed on
 * disk) get their original bytes back, then the failure is reported: every file is as it was. The caller holds
 * the files' locks (withLocks) and read them under the locks.
 */
export async function writeAll(changes: readonly FileChange[], write?: WriteFile): Promise<void> {
  // A file edited meanwhile (by hand, another command) is never overwritten: refuse before writing any.
  for (const change of changes) {
    if (await changedOnDisk(change)) throw new EscarmoucheError('campaign/changed-on-disk', { file: change.file }, EXIT.usage);
  }
  if (!write) return writeThroughJournal(changes);
  const written: FileChange[] = [];
  for (const change of changes) {
    try {
      await write(change.file, change.after);
      written.push(change);
    } catch (cause) {
      const toRestore = [...written.reverse(), ...((await changedOnDisk(change)) ? [change] : [])];
      const unrestored: string[] = [];
      for (const done of toRestore) {
        try {
          await write(done.file, done.before);
        } catch {
          unrestored.push(done.file);
        }
      }
      const params = { file: change.file, detail: detailOf(cause) };
      if (unrestored.length) throw new EscarmoucheError('campaign/restore-failed', { ...params, files: unrestored.join(', ') }, EXIT.usage);
      throw new EscarmoucheError('campaign/write-failed', params, EXIT.usage);
    }
  }
}
