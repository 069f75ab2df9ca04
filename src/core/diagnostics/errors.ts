/** Expected failures carry a message code and an exit code; anything else reaching the CLI is a bug. */
import type { Params } from './diagnostics.js';

export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** Known by a brand, not by its class: the start-up file and the lazily loaded modules hold their own copies. */
const BRAND = Symbol.for('escarmouche.error');

export class EscarmoucheError extends Error {
  readonly [BRAND] = true;

  static override [Symbol.hasInstance](value: unknown): boolean {
    return (value as { [BRAND]?: unknown } | null | undefined)?.[BRAND] === true;
  }

  /** What the command prints with `--json` for this failure, when it prints something (an invalid band's diagnostics). */
  readonly json?: object;

  constructor(
    readonly code: string,
    readonly params: Params = {},
    readonly exitCode: ExitCode = EXIT.usage,
    extra: { readonly message?: string; readonly json?: object } = {},
  ) {
    super(extra.message ?? code);
    this.name = 'EscarmoucheError';
    this.json = extra.json;
  }
}

export const usageError = (code: string, params?: Params): EscarmoucheError => new EscarmoucheError(code, params, EXIT.usage);
export const ruleError = (code: string, params?: Params): EscarmoucheError => new EscarmoucheError(code, params, EXIT.invalid);

/** System error codes in words, as ENOENT is ("no such file or folder"). */
const ERRNO_WORDS: Readonly<Record<string, string>> = {
  EACCES: 'permission denied (EACCES)',
  EPERM: 'operation not permitted (EPERM)',
  ELOOP: 'too many symbolic links, a loop (ELOOP)',
  EIO: 'input/output error, a failing disk or network share (EIO)',
  ENAMETOOLONG: 'the name is too long (ENAMETOOLONG)',
  EMFILE: 'too many open files (EMFILE)',
  EISDIR: 'it is a folder (EISDIR)',
  ENOTDIR: 'a part of the path is a file, not a folder (ENOTDIR)',
  ENOSPC: 'no space left on the disk (ENOSPC)',
  EROFS: 'the disk is mounted read-only (EROFS)',
  EBADF: 'the descriptor is closed (EBADF)',
};
/** The system error code of a failure (`ENOENT`), if it has one. */
export const errnoCode = (cause: unknown): string | undefined => (cause as NodeJS.ErrnoException | null | undefined)?.code;
export const errnoWords = (cause: unknown): string => {
  const code = errnoCode(cause);
  return code ? (ERRNO_WORDS[code] ?? code) : String(cause);
};
