/** How the running copy was installed (src/cli/install-source.ts): npm's lock file of the installing folder, or a clone. */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fromResolved, installSource } from '../../src/cli/install-source.js';
import { tempTree } from '../helpers/cli.js';

/** A project (`project/` in a temp folder, whose other files are given) that installed escarmouche: its lock file says where from. */
function installed(resolved: string, files: Record<string, string> = {}): string {
  const lock = { packages: { '': {}, 'node_modules/escarmouche': { version: '1.2.3', resolved }, 'node_modules/yaml': { version: '2.0.0', resolved: 'https://registry.npmjs.org/yaml/-/yaml-2.0.0.tgz' } } };
  const dir = tempTree({ 'project/node_modules/.package-lock.json': JSON.stringify(lock), 'project/node_modules/escarmouche/package.json': '{"name":"escarmouche"}', ...files });
  return path.join(dir, 'project/node_modules/escarmouche');
}

describe('installSource', () => {
  it('a tarball, relative to the installing folder, when it is still there', () => {
    const root = installed('file:../escarmouche-1.2.3.tgz', { 'escarmouche-1.2.3.tgz': 'x' });
    expect(installSource(root, '0.0.0')).toEqual({ kind: 'tarball', file: path.resolve(root, '../../../escarmouche-1.2.3.tgz'), version: '1.2.3' });
    expect(installSource(installed('file:../gone-1.2.3.tgz'), '0.0.0')).toBeUndefined();
  });

  it('a registry version, pinned; a git URL as npm resolved it (at its commit)', () => {
    expect(installSource(installed('https://registry.npmjs.org/escarmouche/-/escarmouche-1.2.3.tgz'), '0.0.0')).toEqual({ kind: 'registry', spec: 'escarmouche@1.2.3', version: '1.2.3' });
    const git = 'git+ssh://git@github.com/someone/escarmouche.git#0123456789abcdef0123456789abcdef01234567';
    expect(installSource(installed(git), '0.0.0')).toEqual({ kind: 'git', spec: git, version: '1.2.3' });
  });

  it('cannot tell: a folder linked by npm, an unknown resolved, a global install (no lock), a clone without a reachable remote', () => {
    expect(fromResolved('file:../escarmouche', '1.2.3', tempTree())).toBeUndefined();
    expect(fromResolved('https://example.invalid/escarmouche', '1.2.3', tempTree())).toBeUndefined();
    const global = tempTree({ 'lib/node_modules/escarmouche/package.json': '{"name":"escarmouche"}' });
    expect(installSource(path.join(global, 'lib/node_modules/escarmouche'), '1.2.3')).toBeUndefined();
    const clone = tempTree({ 'package.json': '{"name":"escarmouche"}' });
    expect(installSource(clone, '1.2.3')).toBeUndefined();
    execFileSync('git', ['init', '-q'], { cwd: clone });
    execFileSync('git', ['remote', 'add', 'origin', '/some/local/folder'], { cwd: clone });
    expect(installSource(clone, '1.2.3')).toBeUndefined();
  });

  it('a clone whose origin CI can reach: that remote at this commit', () => {
    const clone = tempTree({ 'package.json': '{"name":"escarmouche"}' });
    const git = (...args: string[]) => execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', ...args], { cwd: clone, encoding: 'utf8' }).trim();
    git('init', '-q');
    git('add', '-A');
    git('commit', '-qm', 'one');
    const head = git('rev-parse', 'HEAD');
    git('remote', 'add', 'origin', 'https://github.com/someone/escarmouche.git');
    expect(installSource(clone, '1.2.3')).toEqual({ kind: 'git', spec: `git+https://github.com/someone/escarmouche.git#${head}`, version: '1.2.3' });
    git('remote', 'set-url', 'origin', 'git@github.com:someone/escarmouche.git');
    expect(installSource(clone, '1.2.3')).toEqual({ kind: 'git', spec: `git+ssh://git@github.com/someone/escarmouche.git#${head}`, version: '1.2.3' });
  });
});
