/** Runs the built command as a user would, with a fixed environment; and temp folders that clean up. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const BIN = path.join(ROOT, 'bin/escarmouche.js');

export interface CliResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export function runCli(args: readonly string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): CliResult {
  const result = spawnSync(process.execPath, [BIN, ...args], {
    cwd: options.cwd ?? ROOT,
    // A wide terminal: tests of content see whole lines; tests of the width set COLUMNS themselves.
    env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C', COLUMNS: '250', ...options.env },
    input: options.input ?? '',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Many invocations of the built command, in order, in one Node process (tests/helpers/cli-batch.cjs): the start-up
 * paid once, not once a run. For tests of what commands print, not of the process (its exit, signals, streams):
 * each run gets runCli's environment, from the clone's folder. tests/e2e/width.test.ts holds the batch to what the
 * command gives on its own.
 */
export function runCliBatch(runs: readonly (readonly string[])[]): CliResult[] {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'tests/helpers/cli-batch.cjs')], {
    cwd: ROOT,
    env: { PATH: process.env.PATH, NO_COLOR: '1', LANG: 'C', COLUMNS: '250' },
    input: JSON.stringify(runs.map((args) => ({ args, env: {} }))),
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`cli-batch exited ${result.status}: ${result.stderr}`);
  return JSON.parse(result.stdout) as CliResult[];
}

export const runJson = (args: readonly string[], options?: Parameters<typeof runCli>[1]) => {
  const result = runCli([...args, '--json'], options);
  return { ...result, json: JSON.parse(result.stdout) as Record<string, any> };
};

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A temp folder holding the given files (path → content), removed after the test. */
export function tempTree(files: Readonly<Record<string, string | Uint8Array>> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'escarmouche-'));
  made.push(dir);
  for (const [name, content] of Object.entries(files)) {
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, content);
  }
  return dir;
}
