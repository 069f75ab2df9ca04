/**
 * Runs the command in this process, from src/ (not the built dist/): a mutant of src/cli/ is then seen by the test,
 * which the built command cannot show (docs/testing.md). Output is captured from src/cli/output.ts, the environment is
 * the one given (as tests/helpers/cli.ts gives it), and a process.exit is caught. No working folder: pass absolute
 * paths (vitest's threads cannot change it).
 */
import { main } from '../../src/cli/main.js';
import { forgetOutputFailures, stderr, stdout, type Output } from '../../src/cli/output.js';
import { setTextLang } from '../../src/cli/render.js';
import type { CliResult } from './cli.js';

const EXITED = Symbol('exited');

function capture(output: Output): { text: () => string; restore: () => void } {
  const write = output.write;
  let text = '';
  (output as { write: Output['write'] }).write = (data) => {
    text += typeof data === 'string' ? data : Buffer.from(data).toString('utf8');
  };
  return { text: () => text, restore: () => void ((output as { write: Output['write'] }).write = write) };
}

function swapEnv(env: NodeJS.ProcessEnv): () => void {
  const saved = { ...process.env };
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, { PATH: saved.PATH, NO_COLOR: '1', LANG: 'C', COLUMNS: '250' }, env);
  return () => {
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved);
  };
}

/** `escarmouche <args>` run in this process; one at a time (the environment and the output are the process's own). */
export async function runMain(args: readonly string[], options: { env?: NodeJS.ProcessEnv } = {}): Promise<CliResult> {
  // A failed output is the process's (one command per process): one an earlier test made is not this command's.
  forgetOutputFailures();
  const out = capture(stdout);
  const err = capture(stderr);
  const restoreEnv = swapEnv(options.env ?? {});
  const exit = process.exit;
  process.exit = ((code?: number) => {
    throw { [EXITED]: code ?? process.exitCode ?? 0 };
  }) as typeof process.exit;
  process.exitCode = undefined;
  let code: number;
  try {
    await main(['node', 'escarmouche', ...args]);
    code = Number(process.exitCode ?? 0);
  } catch (cause) {
    if (cause === null || typeof cause !== 'object' || !(EXITED in cause)) throw cause;
    code = Number((cause as Record<symbol, unknown>)[EXITED]);
  } finally {
    process.exit = exit;
    process.exitCode = undefined;
    // The command's language of numbers is the process's (one command per process): back to English for the next test.
    setTextLang('en');
    restoreEnv();
    out.restore();
    err.restore();
  }
  return { code, stdout: out.text(), stderr: err.text() };
}

export const runMainJson = async (args: readonly string[], options?: Parameters<typeof runMain>[1]) => {
  const result = await runMain([...args, '--json'], options);
  return { ...result, json: JSON.parse(result.stdout) as Record<string, any> };
};
