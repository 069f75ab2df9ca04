/**
 * Multi-file writes that survive a kill. Before the first rename a journal beside the bands (one copy in each of
 * their folders) lists every temporary and final file with the hash of its new content; it is removed after the
 * last rename. A journal left by a killed run is completed when every file has its new content at hand (in its
 * temporary file or already renamed), else rolled back (the temporary files removed, the bands untouched).
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { faultPoint } from './fault.js';
import { tempPathOf, writeId, writeTemp, type FileOwner } from './fs.js';
import { processAlive, self, type Owner } from './owner.js';

export { processAlive } from './owner.js';

export interface JournalEntry {
  readonly file: string;
  readonly temp: string;
  readonly sha256: string;
}

export interface Journal {
  readonly path: string;
  readonly entries: readonly JournalEntry[];
  /** The run that wrote it: its journal is never recovered while it is alive. */
  readonly owner?: Owner;
}

/** What the recovery of a journal did, for the one line the command prints. */
export interface Recovery {
  readonly outcome: 'completed' | 'rolled-back';
  readonly files: readonly string[];
}

/** One file of a journalled write: its real path, its bytes as read (to restore them), its new bytes and mode. */
export interface JournalChange {
  readonly real: string;
  readonly before: Uint8Array;
  readonly after: Uint8Array;
  readonly mode: number | undefined;
  /** The file's owner and group, kept where this process may set them. */
  readonly owner?: FileOwner | undefined;
}

/**
 * A failed journalled write: the file that failed, why, and the files that could not be given back their bytes.
 * `changed`: the file changed on disk after it was read (found just before its rename), so it was not written.
 */
export class JournalWriteError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
    readonly unrestored: readonly string[],
    readonly changed = false,
  ) {
    super(detail);
  }
}

class ChangedOnDisk extends Error {}

const JOURNAL = /^\.escarmouche-journal\.(\d+)\.[a-z0-9]+\.json$/;
const journalName = (id: string): string => `.escarmouche-journal.${id}.json`;
const sha = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');
const hashOf = (file: string): Promise<string | undefined> => fs.readFile(file).then(sha, () => undefined);
const detailOf = (cause: unknown): string => (cause as NodeJS.ErrnoException)?.code ?? (cause instanceof Error ? cause.message : String(cause));
const dirsOf = (files: readonly string[]): string[] => [...new Set(files.map((f) => path.dirname(f)))];

async function writeDurably(file: string, text: string): Promise<void> {
  const handle = await fs.open(file, 'wx');
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** The journal at `file`; undefined when it is gone. One a killed run left half-written is removed. */
export async function readJournal(file: string): Promise<Journal | undefined> {
  let text: string;
  try {
    // Stryker disable next-line StringLiteral: without it the text is a Buffer, which JSON.parse reads as UTF-8 too
    text = await fs.readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number(JOURNAL.exec(path.basename(file))?.[1]);
  try {
    const json = JSON.parse(text) as { entries: JournalEntry[]; host?: unknown; start?: unknown };
    const { entries } = json;
    const word = (value: unknown) => (typeof value === 'string' ? value : undefined);
    if (Array.isArray(entries) && entries.every((e) => typeof e.file === 'string' && typeof e.temp === 'string' && typeof e.sha256 === 'string')) {
      return { path: file, entries, owner: { pid, host: word(json.host), start: word(json.start) } };
    }
  } catch {
    // Half-written: its writer renamed nothing yet.
  }
  if (!processAlive(pid)) await fs.rm(file, { force: true });
  return undefined;
}

/** The journals in the folders of `files` that name one of them. */
export async function journalsFor(files: readonly string[]): Promise<Journal[]> {
  const found: Journal[] = [];
  for (const dir of dirsOf(files)) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names.filter((n) => JOURNAL.test(n))) {
      const journal = await readJournal(path.join(dir, name));
      if (journal && journal.entries.some((e) => files.includes(e.file))) found.push(journal);
    }
  }
  return found;
}

async function removeJournal(journal: Journal): Promise<void> {
  const name = path.basename(journal.path);
  for (const dir of dirsOf(journal.entries.map((e) => e.file))) await fs.rm(path.join(dir, name), { force: true });
}

/** Completes or rolls back a journal left by a killed run (never one of a live run); its writer's locks must be held. */
export async function recover(journal: Journal): Promise<Recovery> {
  const states = [];
  for (const entry of journal.entries) {
    states.push({ entry, temp: (await hashOf(entry.temp)) === entry.sha256, final: (await hashOf(entry.file)) === entry.sha256 });
  }
  const complete = states.every((s) => s.temp || s.final);
  for (const { entry, temp } of states) {
    if (complete && temp) await fs.rename(entry.temp, entry.file);
    else await fs.rm(entry.temp, { force: true });
  }
  await removeJournal(journal);
  return { outcome: complete ? 'completed' : 'rolled-back', files: journal.entries.map((e) => e.file) };
}

const holds = async (file: string, bytes: Uint8Array): Promise<boolean> => (await hashOf(file)) === sha(bytes);

/**
 * Puts back the bytes of the files already renamed; returns those that could not be restored. A file that no longer
 * holds what this run wrote (changed since by another program) is not overwritten but named.
 */
async function restore(done: readonly JournalChange[], id: string): Promise<string[]> {
  const unrestored: string[] = [];
  for (const change of done) {
    const temp = tempPathOf(change.real, `${id}.restore`);
    try {
      if (!(await holds(change.real, change.after))) throw new ChangedOnDisk();
      await writeTemp(temp, change.before, change.mode, undefined, change.owner);
      await fs.rename(temp, change.real);
    } catch {
      await fs.rm(temp, { force: true });
      unrestored.push(change.real);
    }
  }
  return unrestored;
}

/**
 * Writes every change through the journal; on a failure every file is as it was (or named as unrestored). Just
 * before each rename the file is checked to still hold the bytes read: one changed meanwhile is never overwritten.
 */
export async function writeJournalled(changes: readonly JournalChange[]): Promise<void> {
  const id = writeId();
  const entries = changes.map((c) => ({ file: c.real, temp: tempPathOf(c.real, id), sha256: sha(c.after) }));
  const journals = dirsOf(changes.map((c) => c.real)).map((dir) => path.join(dir, journalName(id)));
  const cleanUp = async () => {
    for (const entry of entries) await fs.rm(entry.temp, { force: true });
    for (const journal of journals) await fs.rm(journal, { force: true });
  };
  let current = changes[0]!;
  const renamed: JournalChange[] = [];
  try {
    const { pid, host, start } = self();
    for (const journal of journals) await writeDurably(journal, `${JSON.stringify({ pid, host, start, entries }, null, 2)}\n`);
    for (const [i, change] of changes.entries()) {
      current = change;
      await writeTemp(entries[i]!.temp, change.after, change.mode, undefined, change.owner);
    }
    for (const [i, change] of changes.entries()) {
      current = change;
      faultPoint('rename');
      if (!(await holds(change.real, change.before))) throw new ChangedOnDisk();
      await fs.rename(entries[i]!.temp, change.real);
      renamed.push(change);
    }
  } catch (cause) {
    const unrestored = await restore(renamed.reverse(), id);
    await cleanUp();
    throw new JournalWriteError(current.real, detailOf(cause), unrestored, cause instanceof ChangedOnDisk);
  }
  await cleanUp();
}
