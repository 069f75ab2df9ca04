/**
 * `validate --staged` in process (src/cli/validate-staged.ts) and what it reads from git (src/cli/git.ts). The command
 * reads process.cwd(): the tests make it the temporary repository with vi.spyOn (the working folder cannot change in threads).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blobBytes, blobSize, configValue, repositoryTop, runGit, stagedFiles, topOrUndefined } from '../../../src/cli/git.js';
import { MAX_BAND_BYTES } from '../../../src/core/band-files/band-document.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain, runMainJson } from '../../helpers/in-process.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const GOOD = readFileSync(path.join(ROOT, 'bands/ff-les-marquisards.yaml'), 'utf8');
const BAD = 'ruleset: ff\nname: Bad\npc: 2\ncharacters:\n  - name: X\n    style: agile\n    classes: [archer, archer]\n    equipment: [arc]\n';
const BAD_LINE = 'b.yaml:7:23  error  ff/duplicate-class  X takes archer twice';

/** A git repository holding `files`, all staged. */
function repo(files: Record<string, string> = {}): string {
  const dir = tempTree(files);
  runGit(['init', '--quiet'], dir);
  if (Object.keys(files).length) runGit(['add', '-A'], dir);
  return dir;
}
const commit = (dir: string) => runGit(['-c', 'user.name=t', '-c', 'user.email=t@t.invalid', 'commit', '--quiet', '--no-verify', '-m', 'c'], dir);
const at = (dir: string) => vi.spyOn(process, 'cwd').mockReturnValue(dir);

/** The error a call throws: its code, parameters and exit code. */
function thrown(call: () => unknown): { code: string; params: unknown; exitCode: number } {
  try {
    call();
  } catch (cause) {
    expect(cause).toBeInstanceOf(EscarmoucheError);
    const e = cause as EscarmoucheError;
    return { code: e.code, params: e.params, exitCode: e.exitCode };
  }
  throw new Error('did not throw');
}
function withoutGit<T>(call: () => T): T {
  const saved = process.env.PATH;
  process.env.PATH = '/nonexistent';
  try {
    return call();
  } finally {
    process.env.PATH = saved;
  }
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('git.ts', () => {
  it('repositoryTop: the top from a subfolder; outside a repository or without git, a usage error', () => {
    const dir = repo({ 'sub/deep/x.txt': 'x' });
    expect(repositoryTop(path.join(dir, 'sub/deep'))).toBe(dir);
    expect(repositoryTop(dir)).toBe(dir);
    const outside = tempTree();
    expect(thrown(() => repositoryTop(outside))).toEqual({ code: 'validate/not-a-repository', params: { file: outside }, exitCode: 2 });
    expect(withoutGit(() => thrown(() => repositoryTop(dir)))).toEqual({ code: 'validate/no-git', params: { file: dir }, exitCode: 2 });
  });

  it('topOrUndefined: the top, undefined outside, a usage error without git', () => {
    const dir = repo({ 'sub/x.txt': 'x' });
    expect(topOrUndefined(path.join(dir, 'sub'))).toBe(dir);
    expect(topOrUndefined(tempTree())).toBeUndefined();
    expect(withoutGit(() => thrown(() => topOrUndefined(dir)))).toEqual({ code: 'init/no-git', params: {}, exitCode: 2 });
  });

  it('runGit: its output; a failure names the command and the folder; without git, a usage error', () => {
    const dir = repo();
    expect(runGit(['rev-parse', '--is-inside-work-tree'], dir)).toBe('true\n');
    expect(thrown(() => runGit(['no-such-command', '--x'], dir))).toEqual({ code: 'init/git-failed', params: { detail: 'no-such-command --x', file: dir }, exitCode: 2 });
    expect(withoutGit(() => thrown(() => runGit(['status'], dir)))).toEqual({ code: 'init/no-git', params: {}, exitCode: 2 });
  });

  it('configValue: the local value without its newline, undefined when unset or outside a repository', () => {
    const dir = repo();
    expect(configValue(dir, 'x.y')).toBeUndefined();
    runGit(['config', 'x.y', 'a b'], dir);
    expect(configValue(dir, 'x.y')).toBe('a b');
    runGit(['config', 'x.z', ''], dir);
    expect(configValue(dir, 'x.z')).toBe('');
    runGit(['config', 'x.n', 'a\nb'], dir);
    expect(configValue(dir, 'x.n')).toBe('a\nb');
    expect(configValue(tempTree(), 'x.y')).toBeUndefined();
  });

  it('stagedFiles: added and modified regular files (executable too), renames as added; not deleted ones, links or submodules', () => {
    const dir = repo({ 'kept.yaml': 'a\n', 'changed.yaml': 'b\n', 'gone.yaml': 'c\n', 'moved.yaml': 'd\n' });
    commit(dir);
    writeFileSync(path.join(dir, 'changed.yaml'), 'b2\n');
    writeFileSync(path.join(dir, 'new.yaml'), 'e\n');
    writeFileSync(path.join(dir, 'run.sh'), '#!/bin/sh\n');
    runGit(['rm', '--quiet', 'gone.yaml'], dir);
    runGit(['mv', 'moved.yaml', 'renamed.yaml'], dir);
    runGit(['add', 'changed.yaml', 'new.yaml', 'run.sh'], dir);
    runGit(['update-index', '--chmod=+x', 'run.sh'], dir);
    const blob = runGit(['hash-object', '-w', '--stdin'], dir).trim() || runGit(['rev-parse', 'HEAD:kept.yaml'], dir).trim();
    runGit(['update-index', '--add', '--cacheinfo', `120000,${blob},link.yaml`], dir);
    runGit(['update-index', '--add', '--cacheinfo', `160000,${runGit(['rev-parse', 'HEAD'], dir).trim()},module`], dir);
    const files = stagedFiles(dir, []);
    const blobOf = (file: string) => runGit(['rev-parse', '--short', `:${file}`], dir).trim();
    expect(files).toEqual(['changed.yaml', 'new.yaml', 'renamed.yaml', 'run.sh'].map((file) => ({ path: file, blob: blobOf(file) })));
    expect(stagedFiles(dir, ['*.sh'])).toEqual([{ path: 'run.sh', blob: blobOf('run.sh') }]);
    expect(stagedFiles(dir, ['nothing-here'])).toEqual([]);
  });

  it('stagedFiles: pathspecs relative to the folder it runs in, paths relative to the top', () => {
    const dir = repo({ 'a.yaml': 'a\n', 'sub/b.yaml': 'b\n', 'sub/c/d.yaml': 'd\n' });
    expect(stagedFiles(path.join(dir, 'sub'), ['c']).map((f) => f.path)).toEqual(['sub/c/d.yaml']);
    expect(stagedFiles(path.join(dir, 'sub'), ['.']).map((f) => f.path)).toEqual(['sub/b.yaml', 'sub/c/d.yaml']);
    expect(stagedFiles(path.join(dir, 'sub'), []).map((f) => f.path)).toEqual(['a.yaml', 'sub/b.yaml', 'sub/c/d.yaml']);
  });

  it('blobSize and blobBytes: the staged bytes, not the working tree', () => {
    const dir = repo({ 'a.yaml': 'héllo\n' });
    writeFileSync(path.join(dir, 'a.yaml'), 'other\n');
    const [file] = stagedFiles(dir, []);
    expect(blobSize(dir, file!.blob)).toBe(7);
    expect(Buffer.from(blobBytes(dir, file!.blob)).toString('utf8')).toBe('héllo\n');
  });
});

describe('validate --staged', () => {
  it('validates what is staged, not the working tree', async () => {
    const dir = repo({ 'b.yaml': BAD });
    writeFileSync(path.join(dir, 'b.yaml'), GOOD);
    at(dir);
    const refused = await runMain(['validate', '--staged']);
    expect(refused.code).toBe(1);
    expect(refused.stdout.split('\n')).toContain(BAD_LINE);
    expect(refused.stdout).toMatchInlineSnapshot(`
      "b.yaml:4:1  warning  ff/band-size  the band has 1 characters
          « il vous faudra 3 à 10 figurines par joueurs » (3–10) · limit 3–10 · value 1
          fix: add or remove characters, or set house rules \`band-min\` / \`band-max\`
      b.yaml:4:1  warning  ff/fer-unspent  2 pièce(s) de fer left unspent (0 of 2)
          each pièce de fer buys one item · limit 2 · value 0
          fix: buy equipment
      b.yaml:7:23  error  ff/duplicate-class  X takes archer twice
          each class can be chosen only once · value archer
          fix: choose another class
      1 file(s) checked: 1 error(s), 2 warning(s)
      "
    `);
    runGit(['add', 'b.yaml'], dir);
    writeFileSync(path.join(dir, 'b.yaml'), BAD);
    expect(await runMain(['validate', '--staged'])).toEqual({ code: 0, stdout: '1 file(s) checked: 0 error(s), 0 warning(s)\n', stderr: '' });
  });

  it('a staged band\'s notes, as for a file', async () => {
    at(repo({ 'b.yaml': readFileSync(path.join(ROOT, 'bands/fees-d-armes-les-bucherons.yaml'), 'utf8') }));
    expect(await runMain(['validate', '--staged'])).toEqual({
      code: 0,
      stdout: 'b.yaml  faction card: Village (every figure has this symbol)\n1 file(s) checked: 0 error(s), 0 warning(s)\n',
      stderr: '',
    });
  });

  it('nothing staged: exit 0, no file', async () => {
    at(repo());
    expect(await runMain(['validate', '--staged'])).toEqual({ code: 0, stdout: '0 file(s) checked: 0 error(s), 0 warning(s)\n', stderr: '' });
  });

  it('only YAML files (any case of the extension); YAML without ruleset: skipped, listed with --verbose and in JSON', async () => {
    const dir = repo({ 'README.md': 'ruleset: ff\n', 'notes.txt': 'x', 'UP.YAML': GOOD, 'b.yml': GOOD, 'w.yml': 'name: w\non: [push]\n', 'e.yaml': '' });
    at(dir);
    expect(await runMain(['validate', '--staged', '--verbose'])).toEqual({
      code: 0,
      stdout: 'e.yaml  skipped: not a band file (no `ruleset:` key)\nw.yml  skipped: not a band file (no `ruleset:` key)\n2 file(s) checked: 0 error(s), 0 warning(s)\n',
      stderr: '',
    });
    expect((await runMain(['validate', '--staged'])).stdout).toBe('2 file(s) checked: 0 error(s), 0 warning(s)\n');
    const json = await runMainJson(['validate', '--staged']);
    expect(json.json.skipped).toEqual(['e.yaml', 'w.yml']);
    expect(json.json.files.map((f: { file: string }) => f.file)).toEqual(['UP.YAML', 'b.yml']);
    expect((await runMain(['--lang', 'fr', 'validate', '--staged', '--verbose'])).stdout.split('\n')[1]).toBe('w.yml  ignoré\u00a0: pas un fichier de bande (pas de clé `ruleset:`)');
  });

  it('a staged band whose YAML is broken is a band, and an error', async () => {
    const dir = repo({ 'b.yaml': 'ruleset: ff\nname: [unclosed\n' });
    at(dir);
    const result = await runMainJson(['validate', '--staged']);
    expect(result.code).toBe(1);
    expect(result.json.skipped).toEqual([]);
    expect(result.json.files).toHaveLength(1);
    expect(result.json.files[0].file).toBe('b.yaml');
    expect(result.json.files[0].valid).toBe(false);
  });

  it('a staged file larger than a band can be: an error at 1:1 without reading it; at the limit it is read', async () => {
    const dir = repo({ 'big.yaml': 'x'.repeat(MAX_BAND_BYTES + 1), 'edge.yaml': `# ${'x'.repeat(MAX_BAND_BYTES - 3)}\n` });
    at(dir);
    const result = await runMainJson(['validate', '--staged']);
    expect(result.code).toBe(1);
    expect(result.json.skipped).toEqual(['edge.yaml']);
    expect(result.json.files).toEqual([
      {
        file: 'big.yaml',
        ruleset: null,
        valid: false,
        house_rules: {},
        diagnostics: [
          {
            severity: 'error',
            code: 'band/too-large',
            message: 'the file is more than 1048576 bytes, larger than any band file',
            rule: 'a band file is at most 1048576 bytes',
            limit: 1048576,
            actual: 1048577,
            fix: 'check that this is the band file you meant',
            path: '',
            line: 1,
            column: 1,
          },
        ],
      },
    ]);
    const text = await runMain(['--lang', 'fr', 'validate', '--staged']);
    expect(text.stdout.split('\n')[0]).toBe('big.yaml:1:1  erreur  band/too-large  le fichier fait plus de 1048576 octets, plus que tout fichier de bande');
  });

  it('from a subfolder: paths as git shows them (from the top), pathspecs from the subfolder', async () => {
    const dir = repo({ 'sub/bands/b.yaml': BAD, 'other/c.yaml': BAD });
    at(path.join(dir, 'sub'));
    const all = await runMainJson(['validate', '--staged']);
    expect(all.json.files.map((f: { file: string }) => f.file)).toEqual(['other/c.yaml', 'sub/bands/b.yaml']);
    const here = await runMainJson(['validate', '--staged', 'bands']);
    expect(here.json.files.map((f: { file: string }) => f.file)).toEqual(['sub/bands/b.yaml']);
    expect((await runMain(['validate', '--staged', 'nothing'])).code).toBe(0);
  });

  it('outside a repository, or without git: exit 2 with a plain message, in English and French', async () => {
    const outside = tempTree();
    at(outside);
    expect(await runMain(['validate', '--staged'])).toEqual({ code: 2, stdout: '', stderr: `--staged reads git's index: ${outside} is not in a git repository\n` });
    expect((await runMain(['--lang', 'fr', 'validate', '--staged'])).stderr).toBe(`--staged lit l'index de git\u00a0: ${outside} n'est pas dans un dépôt git\n`);
    expect(await runMain(['validate', '--staged'], { env: { PATH: '/nonexistent' } })).toEqual({ code: 2, stdout: '', stderr: "--staged reads git's index: the git command was not found\n" });
    expect((await runMain(['--lang', 'fr', 'validate', '--staged'], { env: { PATH: '/nonexistent' } })).stderr).toBe("--staged lit l'index de git\u00a0: la commande git est introuvable\n");
  });
});
