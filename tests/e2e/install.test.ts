/**
 * Installed as a user installs it, used from a folder outside the clone: the tarball's contents, `npm install -g`
 * from the tarball and from the clone, then the whole bands-repository workflow with the installed command.
 * One pack shared with library.test.ts (tests/helpers/pack.ts) and one install for the file: CI stays within minutes.
 */
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { builtinModules } from 'node:module';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempTree } from '../helpers/cli.js';
import { packedTarball } from '../helpers/pack.js';

const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
/** npm without the settings of the `npm test` that runs this file; HOME kept for npm's cache. */
const npmEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NO_COLOR: '1' };
const npm = (args: readonly string[], cwd: string) => execFileSync('npm', args, { cwd, env: npmEnv, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 170_000 });

describe('the tarball', () => {
  it('holds what runs and nothing else: the bundle, the bin, the schemas, the example bands', () => {
    const files: string[] = packedTarball().files.map((f) => f.path).sort();
    const top = [...new Set(files.map((f) => (f.includes('/') ? `${f.split('/')[0]}/` : f)))].sort();
    expect(top).toEqual(['README.md', 'bands-fr/', 'bands/', 'bin/', 'dist/', 'package.json', 'schemas/']);
    // The French copies of the example bands, the starter bands of `init --lang fr`.
    for (const band of readdirSync(path.join(ROOT, 'bands-fr'))) expect(files).toContain(`bands-fr/${band}`);
    // Besides the bundle, only the library's type declarations.
    expect(files.filter((f) => f.startsWith('dist/') && !f.startsWith('dist/bundle/') && !/^dist\/(index|(library|core|rulesets)\/.*)\.d\.ts$/.test(f))).toEqual([]);
    expect(files).toContain('dist/index.d.ts');
    expect(files).toContain('bin/escarmouche.js');
    expect(files).toContain('dist/bundle/cli/main.cjs');
    for (const schema of readdirSync(path.join(ROOT, 'schemas'), { recursive: true }).map(String).filter((f) => f.endsWith('.json'))) expect(files).toContain(`schemas/${schema}`);
    expect(files.filter((f) => /test|fixture|(?<!\.d)\.ts$|\.map$/.test(f))).toEqual([]);
  });

  it('needs nothing from devDependencies at run time: the bundle imports only Node and dependencies', () => {
    const walk = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
    const imported = new Set<string>();
    for (const file of walk(path.join(ROOT, 'dist/bundle'))) {
      for (const m of readFileSync(file, 'utf8').matchAll(/(?:\bfrom|\bimport\(|\brequire\()\s*"([@a-z][\w@/.:-]*)"/g)) imported.add(m[1]!);
    }
    const packages = [...imported].filter((name) => !name.startsWith('node:') && !builtinModules.includes(name)).map((name) => name.split('/').slice(0, name.startsWith('@') ? 2 : 1).join('/'));
    expect(packages.length).toBeGreaterThan(0);
    for (const name of packages) expect({ name, dependency: name in pkg.dependencies }).toEqual({ name, dependency: true });
  });
});

describe('installed globally from the tarball, used outside the clone', () => {
  let prefix = '';
  let work = '';
  let env: NodeJS.ProcessEnv = {};
  const IDENTITY = ['-c', 'user.name=escarmouche tests', '-c', 'user.email=tests@escarmouche.invalid'];
  const sh = (command: string, args: readonly string[], cwd = path.join(work, 'repo')): SpawnSyncReturns<string> =>
    spawnSync(command, args, { cwd, env, encoding: 'utf8', timeout: 60_000 });
  const escarmouche = (...args: string[]) => sh('escarmouche', args);
  const commit = (message: string) => sh('git', [...IDENTITY, 'commit', '-qm', message]);
  const git = (...args: string[]) => sh('git', [...IDENTITY, ...args]);

  // Folders that last for the whole describe (tempTree's are removed after each test).
  const kept: string[] = [];
  const folder = () => kept[kept.push(mkdtempSync(path.join(tmpdir(), 'escarmouche-install-'))) - 1]!;
  afterAll(() => kept.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  beforeAll(() => {
    prefix = folder();
    npm(['install', '-g', '--prefix', prefix, packedTarball().tarball, '--prefer-offline', '--no-audit', '--no-fund'], folder());
    work = folder();
    // The installed command first on PATH; git's global settings left out; no identity (CI has none).
    env = { PATH: `${prefix}/bin:${process.env.PATH}`, HOME: folder(), NO_COLOR: '1', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };
  }, 180_000);

  it('runs from the prefix', () => {
    expect(sh('escarmouche', ['--version'], work).stdout.trim()).toBe(pkg.version);
    expect(sh('sh', ['-c', 'command -v escarmouche'], work).stdout.trim()).toBe(path.join(prefix, 'bin/escarmouche'));
  });

  it('init makes a repository outside the clone', () => {
    const made = sh('escarmouche', ['init', 'repo', '--ruleset', 'ff', '--name', 'Les Loups'], work);
    expect(made.stderr).toBe('');
    expect(made.status).toBe(0);
    expect(made.stdout).toContain('made   bands/les-loups.yaml');
  });

  it('init under a French locale writes the starter band commented in French, from the installed copy', () => {
    const made = spawnSync('escarmouche', ['init', 'repo-fr', '--ruleset', 'argad'], { cwd: work, env: { ...env, LANG: 'fr_FR.UTF-8' }, encoding: 'utf8' });
    expect([made.status, made.stderr]).toEqual([0, '']);
    expect(readFileSync(path.join(work, 'repo-fr/bands/la-mesnie-du-sire-yann.yaml'), 'utf8')).toContain('# La mesnie du sire Yann\u00a0: une petite troupe bretonne');
  });

  it('commits the starter band through the hook', () => {
    git('add', '-A');
    const result = commit('starter');
    expect(result.stderr).toContain('1 file(s) checked: 0 error(s), 0 warning(s)');
    expect(result.status).toBe(0);
  });

  it('refuses a commit holding an invalid band, showing the located error', () => {
    const bad = readFileSync(path.join(work, 'repo/bands/les-loups.yaml'), 'utf8').replace('name: Les Loups', 'name: Les Mauvais').replace(/^pc: 4/m, 'pc: 3');
    writeFileSync(path.join(work, 'repo/bands/mauvais.yaml'), bad);
    git('add', 'bands/mauvais.yaml');
    const result = commit('bad');
    expect(result.status).not.toBe(0);
    expect(result.stdout + result.stderr).toMatch(/bands\/mauvais\.yaml:\d+:\d+ {2}error {2}ff\/pc-exceeded/);
    git('rm', '-q', '--cached', 'bands/mauvais.yaml');
    sh('rm', ['bands/mauvais.yaml']);
  });

  it('lets a workflow file through beside a valid band', () => {
    mkdirSync(path.join(work, 'repo/.github/workflows'), { recursive: true });
    writeFileSync(path.join(work, 'repo/.github/workflows/pages.yml'), 'name: pages\non: [push]\njobs: {}\n');
    const second = readFileSync(path.join(work, 'repo/bands/les-loups.yaml'), 'utf8').replace('name: Les Loups', 'name: Les Renards');
    writeFileSync(path.join(work, 'repo/bands/les-renards.yaml'), second);
    git('add', '-A');
    const result = commit('workflow and a second band');
    expect(result.stderr).toContain('1 file(s) checked: 0 error(s), 0 warning(s)');
    expect(result.status).toBe(0);
  });

  it('validates --strict after campaign-award, and commits the ledger', () => {
    expect(escarmouche('campaign-award', '--scenario', 'le-pont', '--winner', 'bands/les-loups.yaml', '--loser', 'bands/les-renards.yaml').status).toBe(0);
    const strict = escarmouche('validate', '--strict', 'bands/');
    expect(strict.stdout).toContain('info  ff/pc-earned');
    expect(strict.status).toBe(0);
    git('add', '-A');
    expect(commit('le pont').status).toBe(0);
  });

  it('git diff shows the derived stats a new class changes', () => {
    const file = path.join(work, 'repo/bands/les-loups.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('classes: [chevalier, general]', 'classes: [chevalier, general, soldat]').replace(/^pc: 4/m, 'pc: 5'));
    const diff = git('diff').stdout;
    expect(diff).toContain('-characters.Dame Isabeau.stats.PV: 13\n+characters.Dame Isabeau.stats.PV: 16');
    expect(diff).toContain('+characters.Dame Isabeau.classes: chevalier, general, soldat');
    git('checkout', '--', 'bands/les-loups.yaml');
  });

  it('the CI workflow it wrote installs this version (a global install cannot tell how it came: said so) and validates the bands', () => {
    const text = readFileSync(path.join(work, 'repo/.github/workflows/bands.yml'), 'utf8');
    const runs = parse(text).jobs.validate.steps.map((s: { run?: string }) => s.run).filter(Boolean);
    expect(runs).toEqual([`npm install -g --prefer-offline --no-audit --no-fund escarmouche@${pkg.version}`, 'escarmouche validate --strict --format github bands/']);
    expect(text).toContain('could not tell how it was installed');
    const result = sh('sh', ['-c', runs[1]]);
    expect(result.status).toBe(0);
  });

  it('completes with the installed command (bash): a command, and a member after FILE#, quoted', () => {
    const driver = 'eval "$(escarmouche completion bash)"; COMP_LINE=$1; COMP_POINT=${#1}; read -r -a COMP_WORDS <<< "$1"; COMP_CWORD=$(( ${#COMP_WORDS[@]} - 1 )); _escarmouche escarmouche "${COMP_WORDS[COMP_CWORD]}" ""; printf "%s\\n" "${COMPREPLY[@]}"';
    const complete = (line: string) => sh('bash', ['--norc', '-c', driver, 'bash', line], work).stdout.trim();
    expect(complete('escarmouche sim')).toBe('simulate-attack');
    expect(complete('escarmouche simulate-attack repo/bands/les-loups.yaml#dame')).toBe("'repo/bands/les-loups.yaml#Dame Isabeau'");
  });

  it("keeps its code cache in the home's cache folder, never in the package; an unusable home changes nothing", () => {
    const installed = path.join(prefix, 'lib/node_modules/escarmouche');
    const listing = () => readdirSync(installed, { recursive: true }).map(String).sort();
    const before = listing();
    const checked = escarmouche('validate', 'bands/');
    expect(checked.status).toBe(0);
    expect(readdirSync(path.join(env.HOME!, '.cache/escarmouche')).length).toBeGreaterThan(0);
    expect(listing()).toEqual(before);
    const unusable = spawnSync('escarmouche', ['validate', 'bands/'], { cwd: path.join(work, 'repo'), env: { ...env, HOME: path.join(installed, 'package.json') }, encoding: 'utf8' });
    expect({ status: unusable.status, stdout: unusable.stdout, stderr: unusable.stderr }).toEqual({ status: 0, stdout: checked.stdout, stderr: checked.stderr });
    expect(listing()).toEqual(before);
  });
});

describe('installed in a folder from the tarball, its repository used with no escarmouche on PATH', () => {
  let work = '';
  let repo = '';
  let env: NodeJS.ProcessEnv = {};
  let npxRan = '';
  let tarball = '';
  const IDENTITY = ['-c', 'user.name=escarmouche tests', '-c', 'user.email=tests@escarmouche.invalid'];
  const git = (...args: string[]) => spawnSync('git', [...IDENTITY, ...args], { cwd: repo, env, encoding: 'utf8', timeout: 60_000 });
  const kept: string[] = [];
  const folder = () => kept[kept.push(mkdtempSync(path.join(tmpdir(), 'escarmouche-local-'))) - 1]!;
  afterAll(() => kept.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 60_000);

  beforeAll(() => {
    work = folder();
    tarball = packedTarball().tarball;
    npm(['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], work);
    // PATH: no folder holding an escarmouche; an npx that notes it ran (it must not).
    npxRan = path.join(folder(), 'npx-ran');
    const bin = folder();
    writeFileSync(path.join(bin, 'npx'), `#!/bin/sh\necho "$*" >> '${npxRan}'\nexit 1\n`, { mode: 0o755 });
    const clean = (process.env.PATH ?? '').split(':').filter((dir) => dir && !existsSync(path.join(dir, 'escarmouche')));
    env = { PATH: [bin, ...clean].join(':'), HOME: folder(), NO_COLOR: '1', LANG: 'C', GIT_CONFIG_NOSYSTEM: '1' };
    const made = spawnSync(path.join(work, 'node_modules/.bin/escarmouche'), ['init', 'repo', '--ruleset', 'ff', '--name', 'Les Loups'], { cwd: work, env, encoding: 'utf8' });
    expect([made.status, made.stderr]).toEqual([0, '']);
    repo = path.join(work, 'repo');
  }, 180_000);

  it('the workflow installs the same tarball, committed beside it', () => {
    const text = readFileSync(path.join(repo, '.github/workflows/bands.yml'), 'utf8');
    expect(parse(text).jobs.validate.steps[3].run).toBe(`npm install -g --prefer-offline --no-audit --no-fund ./.github/escarmouche-${pkg.version}.tgz`);
    const sha = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');
    expect(sha(path.join(repo, `.github/escarmouche-${pkg.version}.tgz`))).toBe(sha(tarball));
    expect(text).not.toContain('could not tell');
  });

  it('a commit of the README passes, a commit of a broken band is refused with the diagnostic, npx never runs', () => {
    expect(git('add', 'README.md').status).toBe(0);
    expect(git('commit', '-qm', 'readme').status).toBe(0);
    expect(git('add', '-A').status).toBe(0);
    expect(git('commit', '-qm', 'starter').status).toBe(0);
    writeFileSync(path.join(repo, 'bands/bad.yaml'), readFileSync(path.join(repo, 'bands/les-loups.yaml'), 'utf8').replace(/^pc: 4/m, 'pc: 3'));
    git('add', 'bands/bad.yaml');
    const refused = git('commit', '-qm', 'bad');
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toMatch(/bands\/bad\.yaml:\d+:\d+ {2}error {2}ff\/pc-exceeded/);
    git('rm', '-q', '--cached', 'bands/bad.yaml');
    rmSync(path.join(repo, 'bands/bad.yaml'));
    expect(existsSync(npxRan)).toBe(false);
  });

  it('git diff shows the band in game terms through the recorded copy', () => {
    const file = path.join(repo, 'bands/les-loups.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('classes: [chevalier, general]', 'classes: [chevalier, general, soldat]').replace(/^pc: 4/m, 'pc: 5'));
    expect(git('diff').stdout).toContain('+characters.Dame Isabeau.classes: chevalier, general, soldat');
    git('checkout', '--', 'bands/les-loups.yaml');
    expect(existsSync(npxRan)).toBe(false);
  });

  it("the workflow's steps run in the repository: the install from the committed tarball, then validate", () => {
    const prefix = folder();
    const ci = { ...env, PATH: `${prefix}/bin:${env.PATH}`, npm_config_prefix: prefix, HOME: process.env.HOME };
    const runs: string[] = parse(readFileSync(path.join(repo, '.github/workflows/bands.yml'), 'utf8')).jobs.validate.steps.map((s: { run?: string }) => s.run).filter(Boolean);
    for (const run of runs) {
      const result = spawnSync('sh', ['-c', run], { cwd: repo, env: ci, encoding: 'utf8', timeout: 170_000 });
      expect({ run, status: result.status, stderr: result.stderr }).toMatchObject({ run, status: 0 });
    }
    expect(existsSync(path.join(prefix, 'bin/escarmouche'))).toBe(true);
  }, 180_000);
});

describe('installed globally from the clone (npm install -g .)', () => {
  it('links the clone: the command runs from anywhere', () => {
    const prefix = tempTree();
    npm(['install', '-g', '--prefix', prefix, ROOT, '--offline', '--ignore-scripts', '--no-audit', '--no-fund'], tempTree());
    const env = { PATH: `${prefix}/bin:${process.env.PATH}`, NO_COLOR: '1', LANG: 'C' };
    const shown = spawnSync('escarmouche', ['show', path.join(ROOT, 'bands/ff-les-marquisards.yaml')], { cwd: tempTree(), env, encoding: 'utf8' });
    expect(shown.status).toBe(0);
    expect(shown.stdout).toContain('Les Marquisards');
  }, 120_000);
});
