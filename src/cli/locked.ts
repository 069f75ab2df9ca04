/** Commands that write run their read-check-write under the files' locks; a recovered journal is told in one line. */
import { withLocks } from '../core/band-files/lock.js';
import type { Context } from './context.js';

export function locked<T>(files: readonly string[], context: Context, work: () => Promise<T>): Promise<T> {
  return withLocks(files, () => work(), {
    onRecover: (recovery) => context.err(context.messages.text(`write/journal-${recovery.outcome}`, { files: recovery.files.join(', ') })),
  });
}
