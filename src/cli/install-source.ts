/**
 * How the running copy of escarmouche was installed, for the CI workflow `init` writes: the same tarball, git commit
 * or registry version, when the running copy can tell. npm records where a package came from in the lock file of the
 * folder that installed it (`node_modules/.package-lock.json`: a local install, `npx`'s cache); a clone knows its
 * remote and its commit. A global install records nothing (npm 7 and later): the caller falls back to the registry.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

export type InstallSource =
  /** A tarball on this machine: init copies it into the repository and the workflow installs the copy. */
  | { readonly kind: 'tarball'; readonly file: string; readonly version: string }
  | { readonly kind: 'git'; readonly spec: string; readonly version: string }
  | { readonly kind: 'registry'; readonly spec: string; readonly version: string };

interface LockEntry {
  readonly version?: string;
  readonly resolved?: string;
}

/** The lock file entry of escarmouche in the `node_modules` folder that holds `root`, if any. */
function lockEntry(root: string): LockEntry | undefined {
  const modules = path.dirname(root);
  if (path.basename(modules) !== 'node_modules') return undefined;
  try {
    const lock = JSON.parse(readFileSync(path.join(modules, '.package-lock.json'), 'utf8')) as { packages?: Record<string, LockEntry> };
    return Object.entries(lock.packages ?? {}).find(([key]) => key === `node_modules/${path.basename(root)}`)?.[1];
  } catch {
    return undefined;
  }
}

/** `resolved` of a lock file entry, read: a file tarball (relative to the installing folder), a git URL, a registry URL. */
export function fromResolved(resolved: string, version: string, project: string): InstallSource | undefined {
  if (resolved.startsWith('file:')) {
    const file = path.resolve(project, resolved.slice('file:'.length));
    return /\.t(?:ar\.)?gz$/.test(file) && existsSync(file) && statSync(file).isFile() ? { kind: 'tarball', file, version } : undefined;
  }
  if (/^git(\+[a-z]+)?:/.test(resolved)) return { kind: 'git', spec: resolved, version };
  if (/^https?:\/\/.*\/-\/[^/]+\.tgz$/.test(resolved)) return { kind: 'registry', spec: `escarmouche@${version}`, version };
  return undefined;
}

/** A clone with a remote that CI can reach: that remote at this commit. */
function fromClone(root: string, version: string): InstallSource | undefined {
  if (!existsSync(path.join(root, '.git'))) return undefined;
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const remote = git('remote', 'get-url', 'origin');
    const url = /^https:\/\//.test(remote) ? `git+${remote}` : /^git@([^:]+):(.+)$/.test(remote) ? remote.replace(/^git@([^:]+):(.+)$/, 'git+ssh://git@$1/$2') : undefined;
    return url === undefined ? undefined : { kind: 'git', spec: `${url}#${git('rev-parse', 'HEAD')}`, version };
  } catch {
    return undefined;
  }
}

/** How the copy installed at `root` (its package folder) came, when it can tell. */
export function installSource(root: string, version: string): InstallSource | undefined {
  const entry = lockEntry(root);
  if (entry?.resolved) return fromResolved(entry.resolved, entry.version ?? version, path.dirname(path.dirname(root)));
  return fromClone(root, version);
}
