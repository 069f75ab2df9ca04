/**
 * Band files are written under a lock: a file `.NAME.lock` beside each, created whole (its text linked to the name,
 * which fails if it exists) and holding the process id, the time, the host and the process's start time
 * (src/core/band-files/owner.ts). Locks are taken in one order
 * (sorted real paths), so two commands naming the same files in opposite orders cannot deadlock. A lock is broken
 * only when its holder is gone: on this machine, its process has ended (however old the lock, a paused holder keeps
 * it); on another host, it has not been refreshed for LOCK_STALE_MS (a holder refreshes its locks while it works).
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { realTarget } from './destination.js';
import { errnoWords, usageError, type EscarmoucheError } from '../diagnostics/errors.js';
import { faultPoint } from './fault.js';
import { isTempOf, tempPathOf, writeId, writerOfTemp } from './fs.js';
import { journalsFor, readJournal, recover, type Journal, type Recovery } from './journal.js';
import { lockWaitMs } from './lock-wait.js';
import { lockText, ownerAlive, parseLock, self, thisHost, type Owner } from './owner.js';

/** How long a command waits for a lock before giving up (exit 2): eight seconds, or the testing knob's (lock-wait.ts). */
export { LOCK_WAIT_MS } from './lock-wait.js';
/**
 * A lock of another host (which cannot be asked whether its holder lives) not refreshed for this long is stale; so
 * is a lock whose text cannot be read as a holder. A lock of this machine is never stale by age.
 */
export const LOCK_STALE_MS = 10000;
/** How often a holder refreshes (touches) its locks, well within LOCK_STALE_MS. */
export const LOCK_REFRESH_MS = 2500;

export const lockPathOf = (real: string): string => path.join(path.dirname(real), `.${path.basename(real)}.lock`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function isStale(lock: string, text: string): Promise<boolean> {
  const stat = await fs.stat(lock).catch(() => undefined);
  // Stryker disable next-line BooleanLiteral: a lock gone since it was read is no holder's: breaking it removes nothing, and the next try takes the lock either way
  if (stat === undefined) return false;
  const age = Date.now() - stat.mtimeMs;
  // An empty lock is one whose writer died between creating it and writing its text, microseconds apart.
  // Stryker disable next-line EqualityOperator: one millisecond, at the one-second bound, of a race between two syscalls
  if (text.trim() === '') return age > 1000;
  const { owner } = parseLock(text);
  const alive = Number.isInteger(owner.pid) && owner.pid > 0 ? ownerAlive(owner) : undefined;
  return alive === undefined ? age > LOCK_STALE_MS : !alive;
}

/** Breaks a stale lock: moved aside first, so that a fresh lock taken meanwhile by another command is put back. Returns the text read. */
async function breakIfStale(lock: string): Promise<string | undefined> {
  const text = await fs.readFile(lock, 'utf8').catch(() => undefined);
  // Stryker disable next-line ConditionalExpression: a lock gone since the failed create: isStale finds no file either
  if (text === undefined || !(await isStale(lock, text))) return text;
  const aside = `${lock}.${process.pid}.stale`;
  try {
    await fs.rename(lock, aside);
  } catch {
    return text;
  }
  // Stryker disable next-line ArrowFunction: the aside file bears this process's pid: unreadable only when gone, and then the link below fails too
  const moved = await fs.readFile(aside, 'utf8').catch(() => text);
  if (moved !== text) await fs.link(aside, lock).catch(() => undefined);
  // Stryker disable next-line ObjectLiteral,BooleanLiteral: the aside file, named with this process's pid, is there: no other command removes it
  await fs.rm(aside, { force: true });
  return text;
}

/** The refusal of a run that waited in vain: the file, the lock and the process that holds it. */
export function lockedError(file: string, lock: string, holder: Owner | undefined, since: string | undefined, waited: number): EscarmoucheError {
  const pid = holder && Number.isInteger(holder.pid) && holder.pid > 0 ? String(holder.pid) : '?';
  return usageError('write/locked', { file, lock, seconds: Math.round(waited / 1000), pid, host: holder?.host ?? thisHost(), since: since ?? '?' });
}

/** Errors of `link` where the file system has no hard links: the lock is then created exclusively in place. */
const NO_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/**
 * Creates the lock whole or not at all; false when another holds it. Its text is written to a temporary file first,
 * then linked to the lock's name, which fails when the name exists: a lock is never seen empty, even when its writer
 * is paused between two system calls (an exclusive create then a write left an empty lock, which another run took for
 * the lock of a writer that died, and broke). The temporary file is removed either way (a killed run's, by
 * removeLeftovers). Where the file system has no hard links, the lock is created exclusively in place.
 */
async function createLock(real: string, lock: string): Promise<boolean> {
  const text = lockText(self(), new Date());
  const staged = tempPathOf(real, writeId());
  try {
    await fs.writeFile(staged, text, { flag: 'wx' });
    await fs.link(staged, lock);
    return true;
  } catch (cause) {
    const code = (cause as NodeJS.ErrnoException).code ?? '';
    if (code === 'EEXIST') return false;
    if (!NO_LINKS.has(code)) throw cause;
  } finally {
    await fs.rm(staged, { force: true });
  }
  return fs.writeFile(lock, text, { flag: 'wx' }).then(
    () => true,
    (cause: NodeJS.ErrnoException) => {
      if (cause.code === 'EEXIST') return false;
      throw cause;
    },
  );
}

async function acquire(real: string, deadline: number): Promise<string> {
  const lock = lockPathOf(real);
  const started = Date.now();
  for (;;) {
    try {
      if (await createLock(real, lock)) {
        faultPoint('lock');
        return lock;
      }
    } catch (cause) {
      throw usageError('write/lock-failed', { file: real, detail: errnoWords(cause) });
    }
    const text = await breakIfStale(lock);
    if (Date.now() > deadline) {
      // Stryker disable next-line StringLiteral: a lock gone between its read and the deadline, a race no test can time
      const { owner, since } = parseLock(text ?? '');
      throw lockedError(real, lock, owner, since, Date.now() - started);
    }
    await sleep(20 + Math.random() * 40);
  }
}

export interface LockOptions {
  /** Told of each journal of a killed run that was completed or rolled back. */
  readonly onRecover?: (recovery: Recovery) => void;
  /** How long to wait for the locks; lockWaitMs() (LOCK_WAIT_MS or the testing knob) when not given. */
  readonly waitMs?: number;
}

const filesOf = (journals: readonly Journal[]): string[] => journals.flatMap((j) => j.entries.map((e) => e.file));

/** Removes the temporary files a killed run left beside the locked files (never those of a run still alive). */
async function removeLeftovers(reals: readonly string[]): Promise<void> {
  for (const dir of new Set(reals.map((r) => path.dirname(r)))) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    const mine = reals.filter((r) => path.dirname(r) === dir);
    const gone = (r: string, name: string) => isTempOf(r, name) && ownerAlive({ pid: writerOfTemp(r, name) }) !== true;
    // Stryker disable next-line ObjectLiteral,BooleanLiteral: a name just listed, the temporary file of a locked band: no other command removes it
    for (const name of names) if (mine.some((r) => gone(r, name))) await fs.rm(path.join(dir, name), { force: true });
  }
}

/** The locks this run holds, with the text it wrote in each: refreshed while it works, removed only if still its own. */
class HeldLocks {
  private readonly texts = new Map<string, string>();
  private readonly timer = setInterval(() => void this.refresh(), LOCK_REFRESH_MS);

  // Stryker disable next-line BlockStatement: release() clears the timer on every path (withLocks's finally); unref only spares a process that exits meanwhile
  constructor() {
    this.timer.unref();
  }

  async take(real: string, deadline: number): Promise<void> {
    const lock = await acquire(real, deadline);
    // Stryker disable next-line ArrowFunction,StringLiteral: the lock this run has just written and holds: it reads
    this.texts.set(lock, await fs.readFile(lock, 'utf8').catch(() => ''));
  }

  private async refresh(): Promise<void> {
    const now = new Date();
    for (const [lock, text] of this.texts) if ((await fs.readFile(lock, 'utf8').catch(() => undefined)) === text) await fs.utimes(lock, now, now).catch(() => undefined);
  }

  async release(): Promise<void> {
    clearInterval(this.timer);
    for (const [lock, text] of this.texts) {
      const now = await fs.readFile(lock, 'utf8').catch(() => undefined);
      // Stryker disable next-line ObjectLiteral,BooleanLiteral: the lock was just read with this run's text: it is there
      if (now === text) await fs.rm(lock, { force: true });
    }
  }
}

/**
 * Runs `work` with every file locked (and the files of any journal naming one of them): journals left by a killed
 * run are recovered and stray temporary files removed first. The journal of a run still alive is never completed
 * nor rolled back: the run waits for it as for a lock. `work` receives the real paths, in the order given; it must
 * read the files again, under the locks, before it checks and writes them.
 */
export async function withLocks<T>(files: readonly string[], work: (reals: string[]) => Promise<T>, options: LockOptions = {}): Promise<T> {
  const reals: string[] = [];
  for (const file of files) reals.push(await realTarget(file));
  const started = Date.now();
  const deadline = started + (options.waitMs ?? lockWaitMs());
  for (;;) {
    const wanted = [...new Set([...reals, ...filesOf(await journalsFor(reals))])].sort();
    const held = new HeldLocks();
    let live: Journal | undefined;
    try {
      for (const real of wanted) await held.take(real, deadline);
      const journals = await journalsFor(reals);
      if (filesOf(journals).some((f) => !wanted.includes(f))) continue;
      // Stryker disable next-line ConditionalExpression: readJournal gives every journal its owner; the type keeps it optional for the tests' own
      live = journals.find((j) => j.owner !== undefined && ownerAlive(j.owner) === true);
      if (live === undefined) {
        for (const journal of journals) {
          const current = await readJournal(journal.path);
          if (!current) continue;
          // Recovered whether or not anyone is told: `onRecover?.(await recover(...))` would skip the recovery itself.
          const recovery = await recover(current);
          options.onRecover?.(recovery);
        }
        await removeLeftovers(wanted);
        return await work(reals);
      }
    } finally {
      await held.release();
    }
    // Stryker disable next-line EqualityOperator: the one millisecond at the deadline
    if (Date.now() > deadline) throw lockedError(live.entries[0]!.file, live.path, live.owner, undefined, Date.now() - started);
    // Stryker disable next-line ArithmeticOperator: the jitter that keeps two waiting runs apart; its width is no behaviour
    await sleep(20 + Math.random() * 40);
  }
}
