/** Expected failures carry a message code and an exit code; anything else reaching the CLI is a bug. */
import type { Params } from './diagnostics.js';

export const EXIT = { ok: 0, invalid: 1, usage: 2 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

export class EscarmoucheError extends Error {
  constructor(
    readonly code: string,
    readonly params: Params = {},
    readonly exitCode: ExitCode = EXIT.usage,
  ) {
    super(code);
    this.name = 'EscarmoucheError';
  }
}

export const usageError = (code: string, params?: Params): EscarmoucheError => new EscarmoucheError(code, params, EXIT.usage);
export const ruleError = (code: string, params?: Params): EscarmoucheError => new EscarmoucheError(code, params, EXIT.invalid);
