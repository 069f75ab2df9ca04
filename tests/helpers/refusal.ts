/** The refusal a call throws: its code, exit code and the values its message is worded from. */
import { EscarmoucheError } from '../../src/core/diagnostics/errors.js';

export interface Refusal {
  readonly code: string;
  readonly params: EscarmoucheError['params'];
  readonly exit: number;
}

export function refusal(run: () => unknown): Refusal {
  try {
    run();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params, exit: cause.exitCode };
    throw cause;
  }
  throw new Error('not refused');
}

/** The error a call throws, whole (for tests that read its message too). */
export function thrown(run: () => unknown): EscarmoucheError {
  try {
    run();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return cause;
    throw cause;
  }
  throw new Error('nothing thrown');
}
