/** What `validate --staged` reads from git: the staged files (the index, what the commit will hold) and their bytes. */
import { execFileSync, type StdioOptions } from 'node:child_process';
import { usageError } from '../core/diagnostics/errors.js';

export interface StagedFile {
  /** As git shows it: relative to the top of the repository. */
  readonly path: string;
  readonly blob: string;
}

/** No input; git's output and its complaints captured, never shown (the errors are ours). */
const STDIO: StdioOptions = ['ignore', 'pipe', 'pipe'];

function git(args: readonly string[], cwd: string, maxBuffer = 64 * 1024 * 1024): Buffer {
  return execFileSync('git', args, { cwd, maxBuffer, stdio: STDIO });
}

/** The top folder of the repository holding `cwd`; outside one, a plain usage error. */
export function repositoryTop(cwd: string): string {
  try {
    return git(['rev-parse', '--show-toplevel'], cwd).toString('utf8').trim();
  } catch (cause) {
    const missing = (cause as NodeJS.ErrnoException).code === 'ENOENT';
    throw usageError(missing ? 'validate/no-git' : 'validate/not-a-repository', { file: cwd });
  }
}

/**
 * Regular files added or changed in the index (renames count as added), under `pathspecs` when given. Symbolic
 * links and submodules are not band files.
 */
export function stagedFiles(top: string, pathspecs: readonly string[]): StagedFile[] {
  const raw = git(['diff', '--cached', '--raw', '-z', '--no-renames', '--diff-filter=AM', '--', ...pathspecs], top).toString('utf8');
  const fields = raw.split('\0');
  const files: StagedFile[] = [];
  // Stryker disable next-line EqualityOperator,ArithmeticOperator: `<=` or `i - 1` also reads the empty field after the last NUL, whose mode matches nothing
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const [, mode, , blob] = fields[i]!.split(' ');
    if (mode === '100644' || mode === '100755') files.push({ path: fields[i + 1]!, blob: blob! });
  }
  return files;
}

// Number() reads `7\n` as 7.
export const blobSize = (top: string, blob: string): number => Number(git(['cat-file', '-s', blob], top).toString('utf8'));
export const blobBytes = (top: string, blob: string): Uint8Array => git(['cat-file', 'blob', blob], top);

/** Runs git in `cwd` for `init`; a missing git or a failure is a plain usage error. */
export function runGit(args: readonly string[], cwd: string): string {
  try {
    return git(args, cwd).toString('utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') throw usageError('init/no-git');
    throw usageError('init/git-failed', { detail: args.join(' '), file: cwd });
  }
}

/** The top of the repository holding `cwd`, or undefined outside one. */
export function topOrUndefined(cwd: string): string | undefined {
  try {
    return git(['rev-parse', '--show-toplevel'], cwd).toString('utf8').trim();
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') throw usageError('init/no-git');
    return undefined;
  }
}

/** A local config value, or undefined when it is not set. */
export function configValue(cwd: string, key: string): string | undefined {
  try {
    return git(['config', '--local', '--get', key], cwd).toString('utf8').replace(/\n$/, '');
  }
  // Stryker disable next-line BlockStatement: without its return the catch gives undefined all the same
  catch {
    return undefined;
  }
}
