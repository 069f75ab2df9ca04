/**
 * Standard output and error. When not a terminal (a pipe or a file: hooks, CI, scripts), text is written with
 * `fs.writeSync`, which spares creating Node's stream objects (a few milliseconds of every run when the output is a
 * pipe); a reader that closes the pipe (`| head -1`) drops the rest quietly, the exit code kept. A terminal gets
 * Node's own streams, which the interactive builder shares.
 */
import { fstatSync, statSync, writeSync } from 'node:fs';

export interface Output {
  readonly isTTY: boolean;
  /** The terminal's width, when a terminal says it. */
  readonly columns: number | undefined;
  write(data: string | Uint8Array): void;
}

const closedPipe = (cause: unknown): boolean => ['EPIPE', 'ERR_STREAM_DESTROYED'].includes((cause as NodeJS.ErrnoException)?.code ?? '');

/** A write to standard output or error that failed (a full device, a closed descriptor, a failing disk). */
export interface OutputFailure {
  readonly fd: number;
  readonly cause: unknown;
}
const failures: OutputFailure[] = [];

/**
 * Records a failed output: the rest of it is dropped, never thrown, and the command exits 2 whatever it would have
 * (main.ts: an output that could not be written is an I/O error, never an "internal error").
 */
function failed(fd: number, cause: unknown): void {
  failures.push({ fd, cause });
}

/** The outputs that failed so far (the command tells of a failed standard output on standard error). */
export const outputFailures = (): readonly OutputFailure[] => failures;

/** Forgets the failed outputs so far: for tests that run several commands in their own process (tests/helpers/in-process.ts). */
export function forgetOutputFailures(): void {
  failures.length = 0;
}

/** A pause while a full non-blocking pipe drains. */
// Stryker disable next-line ArrowFunction: a wait of 1 ms before writing again: what is written is the same without it
const pause = (): void => void Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 1);

/** Exported for its tests, as are streamOutput and isTerminal. */
export function fileOutput(fd: number): Output {
  let closed = false;
  return {
    isTTY: false,
    columns: undefined,
    write(data) {
      let bytes = typeof data === 'string' ? Buffer.from(data) : data;
      while (!closed && bytes.length > 0) {
        try {
          bytes = bytes.subarray(writeSync(fd, bytes));
        } catch (cause) {
          if ((cause as NodeJS.ErrnoException).code === 'EAGAIN') pause();
          else {
            closed = true;
            if (!closedPipe(cause)) failed(fd, cause);
          }
        }
      }
    },
  };
}

export function streamOutput(stream: () => NodeJS.WriteStream, fd = 1): Output {
  let quiet = false;
  const opened = (): NodeJS.WriteStream => {
    const s = stream();
    if (!quiet) {
      quiet = true;
      s.on('error', (cause) => {
        if (!closedPipe(cause)) failed(fd, cause);
      });
    }
    return s;
  };
  return {
    isTTY: true,
    get columns() {
      return opened().columns;
    },
    write: (data) => void opened().write(data),
  };
}

/**
 * A terminal is a character device other than /dev/null: node:tty (which loads node:net) is asked only then, never
 * for a pipe, a file or output thrown away.
 */
export function isTerminal(fd: number): boolean {
  try {
    const stat = fstatSync(fd);
    if (!stat.isCharacterDevice() || isDevNull(stat.rdev)) return false;
  } catch {
    return false;
  }
  return process.getBuiltinModule('node:tty').isatty(fd);
}

function isDevNull(rdev: number): boolean {
  try {
    return statSync('/dev/null').rdev === rdev;
  }
  // Stryker disable next-line BlockStatement: /dev/null is there on every system this runs on; an empty catch returns undefined, as falsy as false
  catch {
    // Stryker disable next-line BooleanLiteral: /dev/null is there on every system this runs on (Linux, macOS, WSL)
    return false;
  }
}

const outputOf = (fd: 1 | 2, stream: () => NodeJS.WriteStream): Output => (isTerminal(fd) ? streamOutput(stream, fd) : fileOutput(fd));

export const stdout: Output = outputOf(1, () => process.stdout);
export const stderr: Output = outputOf(2, () => process.stderr);
