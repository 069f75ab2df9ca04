/**
 * Band files are written under a lock: a file `.NAME.lock` beside each, created exclusively and holding the
 * process id and the time. Locks are taken in one order (sorted real paths), so two commands naming the same files
 * in opposite orders cannot deadlock. A lock whose process is gone, or older than LOCK_STALE_MS, is broken.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { realTarget } from './destination.js';
import { errnoWords, usageError } from './errors.js';
import { faultPoint } from './fault.js';
import { isTempOf } from './fs.js';
import { journalsFor, processAlive, readJournal, recover, type Journal, type Recovery } from './journal.js';

/** How long a command waits for a lock before giving up (exit 2). */
export const LOCK_WAIT_MS = 8000;
/** A lock older than this is stale whoever holds it: no command holds one that long. */
export const LOCK_STALE_MS = 10000;

export const lockPathOf = (real: string): string => path.join(path.dirname(real), `.${path.basename(real)}.lock`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function isStale(lock: string, text: string): Promise<boolean> {
  const pid = Number(text.split(' ')[0]);
  // Stryker disable next-line EqualityOperator: pid 0 names this process's own group, always alive, so `pid >= 0` judges as `pid > 0` does
  if (Number.isInteger(pid) && pid > 0 && !processAlive(pid)) return true;
  const stat = await fs.stat(lock).catch(() => undefined);
  // An empty lock is one whose writer died between creating it and writing its pid, microseconds apart.
  const limit = text.trim() === '' ? 1000 : LOCK_STALE_MS;
  return stat !== undefined && Date.now() - stat.mtimeMs > limit;
}

/** Breaks a stale lock: moved aside first, so that a fresh lock taken meanwhile by another command is put back. */
async function breakIfStale(lock: string): Promise<void> {
  const text = await fs.readFile(lock, 'utf8').catch(() => undefined);
  if (text === undefined || !(await isStale(lock, text))) return;
  const aside = `${lock}.${process.pid}.stale`;
  try {
    await fs.rename(lock, aside);
  } catch {
    return;
  }
  // Stryker disable next-line ArrowFunction: the aside file bears this process's pid: unreadable only when gone, and then the link below fails too
  const moved = await fs.readFile(aside, 'utf8').catch(() => text);
  if (moved !== text) await fs.link(aside, lock).catch(() => undefined);
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: the aside file, named with this process's pid, is there: no other command removes it
  await fs.rm(aside, { force: true });
}

async function acquire(real: string, deadline: number): Promise<string> {
  const lock = lockPathOf(real);
  const started = Date.now();
  for (;;) {
    try {
      await fs.writeFile(lock, `${process.pid} ${new Date().toISOString()}\n`, { flag: 'wx' });
      faultPoint('lock');
      return lock;
    } catch (cause) {
      if ((cause as NodeJS.ErrnoException).code !== 'EEXIST') throw usageError('write/lock-failed', { file: real, detail: errnoWords(cause) });
    }
    await breakIfStale(lock);
    if (Date.now() > deadline) throw usageError('write/locked', { file: real, lock, seconds: Math.round((Date.now() - started) / 1000) });
    await sleep(20 + Math.random() * 40);
  }
}

export interface LockOptions {
  /** Told of each journal of a killed run that was completed or rolled back. */
  readonly onRecover?: (recovery: Recovery) => void;
  readonly waitMs?: number;
}

const filesOf = (journals: readonly Journal[]): string[] => journals.flatMap((j) => j.entries.map((e) => e.file));

/** Removes the temporary files a killed run left beside the locked files. */
async function removeLeftovers(reals: readonly string[]): Promise<void> {
  for (const dir of new Set(reals.map((r) => path.dirname(r)))) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const mine = reals.filter((r) => path.dirname(r) === dir);
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a name just listed, the temporary file of a locked band: no other command removes it
    for (const name of names) if (mine.some((r) => isTempOf(r, name))) await fs.rm(path.join(dir, name), { force: true });
  }
}

/**
 * Runs `work` with every file locked (and the files of any journal naming one of them): journals left by a killed
 * run are recovered and stray temporary files removed first. `work` receives the real paths, in the order given;
 * it must read the files again, under the locks, before it checks and writes them.
 */
export async function withLocks<T>(files: readonly string[], work: (reals: string[]) => Promise<T>, options: LockOptions = {}): Promise<T> {
  const reals: string[] = [];
  for (const file of files) reals.push(await realTarget(file));
  const deadline = Date.now() + (options.waitMs ?? LOCK_WAIT_MS);
  for (;;) {
    const wanted = [...new Set([...reals, ...filesOf(await journalsFor(reals))])].sort();
    // Stryker disable next-line ArrayDeclaration: only ever removed with force at release: an extra name held changes nothing
    const held: string[] = [];
    try {
      for (const real of wanted) held.push(await acquire(real, deadline));
      const journals = await journalsFor(reals);
      if (filesOf(journals).some((f) => !wanted.includes(f))) continue;
      for (const journal of journals) {
        const current = await readJournal(journal.path);
        if (!current) continue;
        // Recovered whether or not anyone is told: `onRecover?.(await recover(...))` would skip the recovery itself.
        const recovery = await recover(current);
        options.onRecover?.(recovery);
      }
      await removeLeftovers(wanted);
      return await work(reals);
    } finally {
      for (const lock of held) await fs.rm(lock, { force: true });
    }
  }
}
