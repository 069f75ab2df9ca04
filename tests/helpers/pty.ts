/** Runs the built command in a pseudo-terminal (tests/helpers/terminal_driver.py) and types answers as prompts appear. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { BIN, ROOT } from './cli.js';

export type PtyStep = { readonly expect: string } | { readonly send: string } | { readonly append: readonly [string, string] } | { readonly close: true };

export interface PtyResult {
  readonly code: number;
  /** Everything printed, colours and cursor moves removed. */
  readonly transcript: string;
  /** Everything printed, as the terminal received it (colours included). */
  readonly raw: string;
  /** The expectation that never showed up, if any. */
  readonly failed: { readonly index: number; readonly expect: string } | null;
}

export const KEY = { enter: '\r', down: '\u001b[B', up: '\u001b[A', ctrlC: '\u0003', escape: '\u001b' } as const;

/** Expect the text, then type the answer and Enter. */
export const answer = (expect: string, text: string): PtyStep[] => [{ expect }, { send: `${text}${KEY.enter}` }];

export function drive(args: readonly string[], steps: readonly PtyStep[], options: { cwd?: string; env?: NodeJS.ProcessEnv; columns?: number } = {}): PtyResult {
  const script = {
    argv: [process.execPath, BIN, ...args],
    cwd: options.cwd ?? ROOT,
    env: { PATH: process.env.PATH ?? '', NO_COLOR: '1', LANG: 'C.UTF-8', TERM: 'xterm', ...options.env },
    timeout: 30,
    ...(options.columns ? { columns: options.columns } : {}),
    steps,
  };
  const result = spawnSync('python3', [path.join(ROOT, 'tests/helpers/terminal_driver.py')], { input: JSON.stringify(script), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`pty driver failed: ${result.stderr || result.error?.message}`);
  return JSON.parse(result.stdout) as PtyResult;
}
