/**
 * Who holds a lock or a journal: a process named by its pid, its start time (so that a pid reused after the
 * holder died is not taken for it) and its host. A holder on this machine is alive exactly while its process is:
 * however long it has been paused (Ctrl-Z, a debugger, a sleeping laptop), its lock is never broken. A holder on
 * another host (a shared network folder) cannot be asked: its lock is stale when it has not been refreshed.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

export interface Owner {
  readonly pid: number;
  /** The process's start time (Linux: /proc/<pid>/stat field 22, clock ticks since boot), when known. */
  readonly start?: string | undefined;
  /** The host it runs on; absent in a lock written by an older escarmouche (then taken to be this host). */
  readonly host?: string | undefined;
}

export const thisHost = (): string => os.hostname();

const readProc = (file: string): string => readFileSync(file, 'utf8');

/**
 * Field 22 (starttime) of /proc/<pid>/stat; undefined where there is no /proc (macOS), no such process, or a text
 * that does not hold it. `read` is the file reader (tests give it texts /proc does not show on demand).
 */
export function startTimeOf(pid: number, read: (file: string) => string = readProc): string | undefined {
  try {
    const stat = read(`/proc/${pid}/stat`);
    // The command name (field 2) is in parentheses and may hold spaces: fields 3… follow the last `)`.
    const start = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[22 - 3];
    return start && /^\d+$/.test(start) ? start : undefined;
  } catch {
    // No /proc (macOS), or no such process: undefined, as below.
  }
  return undefined;
}

export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (cause) {
    return (cause as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** This process, as a lock or a journal names it. */
export const self = (): Owner => ({ pid: process.pid, start: startTimeOf(process.pid), host: thisHost() });

/**
 * Whether the owner is a process alive on this machine (true), gone (false), or on another host, which cannot be
 * asked (undefined). A pid alive with another start time is another process: the owner is gone.
 */
export function ownerAlive(owner: Owner): boolean | undefined {
  if (owner.host !== undefined && owner.host !== thisHost()) return undefined;
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !processAlive(owner.pid)) return false;
  const now = owner.start === undefined ? undefined : startTimeOf(owner.pid);
  // Stryker disable next-line ConditionalExpression: the pid alive a moment ago and its /proc entry gone: a race of two reads
  return now === undefined || now === owner.start;
}

/** The text of a lock: `pid time host start` (start `-` where unknown). */
export const lockText = (owner: Owner, at: Date): string => `${owner.pid} ${at.toISOString()} ${owner.host ?? '-'} ${owner.start ?? '-'}\n`;

/** The owner a lock's text names, and since when; an older lock has only `pid time`. */
export function parseLock(text: string): { owner: Owner; since: string | undefined } {
  const [pid, since, host, start] = text.trim().split(/\s+/);
  const known = (word: string | undefined) => (word === '-' ? undefined : word);
  return { owner: { pid: Number(pid), host: known(host), start: known(start) }, since: known(since) };
}
