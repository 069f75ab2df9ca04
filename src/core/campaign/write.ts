/** All-or-nothing writes of several files: each atomically, and the ones already written restored if one fails. */
import { promises as fs } from 'node:fs';
import { EscarmoucheError, EXIT } from '../errors.js';
import { writeAtomic } from '../fs.js';

/** One file to change: its bytes as read (kept to restore them) and its new text. */
export interface FileChange {
  readonly file: string;
  readonly before: Uint8Array;
  readonly after: string;
}

/** How a file is written; tests inject one that fails. */
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

/**
 * Writes every change in order. If one write fails, the files already written (and the failing one, if it
 * changed on disk) get their original bytes back, then the failure is reported: every file is as it was.
 */
export async function writeAll(changes: readonly FileChange[], write: WriteFile = writeAtomic): Promise<void> {
  // A file edited meanwhile (by hand, another command) is never overwritten: refuse before writing any.
  for (const change of changes) {
    if (await changedOnDisk(change)) throw new EscarmoucheError('campaign/changed-on-disk', { file: change.file }, EXIT.usage);
  }
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
