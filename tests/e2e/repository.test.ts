/** A bands repository of one's own: init, validate --staged (the hook), show --textconv (git diff). */
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { Ajv } from 'ajv';
import { BIN, ROOT, runCli, runJson, tempTree } from '../helpers/cli.js';
import { registry } from '../../src/rulesets/index.js';

const IDENTITY = ['-c', 'user.name=escarmouche tests', '-c', 'user.email=tests@escarmouche.invalid'];
const git = (cwd: string, ...args: string[]) => execFileSync('git', [...IDENTITY, ...args], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** A folder on PATH with `escarmouche` running this clone's build, as an installed command would. */
function shim(): string {
  const dir = tempTree({ escarmouche: `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n` });
  chmodSync(path.join(dir, 'escarmouche'), 0o755);
  return dir;
}
const withShim = (bin: string) => ({ PATH: `${bin}:${process.env.PATH}`, NO_COLOR: '1', LANG: 'C', HOME: tempTree() });

const BAD_FF = 'ruleset: ff\nname: Bad\npc: 1\ncharacters:\n  - name: X\n    style: agile\n    classes: [archer, archer]\n    equipment: [arc]\n';

describe('init', () => {
  it('makes a repository with a valid starter band, its schema, the hook, CI, textconv and a README', () => {
    const dir = path.join(tempTree(), 'mine');
    const result = runCli(['init', dir, '--ruleset', 'ff', '--name', 'Les Loups', '--install', 'escarmouche@1.2.3']);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('made   bands/les-loups.yaml');
    expect(result.stdout).toMatch(/Next:\n {2}cd .*mine\n {2}escarmouche build bands\/les-loups\.yaml\n {2}git add -A/);
    const band = readFileSync(path.join(dir, 'bands/les-loups.yaml'), 'utf8');
    expect(band).toMatch(/^# yaml-language-server: \$schema=\.\.\/schemas\/flammes-et-fantassins\.schema\.json\n/);
    expect(parse(band).name).toBe('Les Loups');
    const schema = JSON.parse(readFileSync(path.join(dir, 'schemas/flammes-et-fantassins.schema.json'), 'utf8'));
    expect(schema).toEqual(JSON.parse(runCli(['schema', 'flammes-et-fantassins']).stdout));
    expect(new Ajv({ strict: false }).compile(schema)(parse(band))).toBe(true);
    expect(statSync(path.join(dir, '.githooks/pre-commit')).mode & 0o111).not.toBe(0);
    expect(readFileSync(path.join(dir, '.githooks/pre-commit'), 'utf8')).toContain('/escarmouche" validate --staged --strict');
    const workflow = parse(readFileSync(path.join(dir, '.github/workflows/bands.yml'), 'utf8'));
    expect(workflow.jobs.validate.steps.map((s: any) => s.run).filter(Boolean)).toEqual(['npm install -g --prefer-offline --no-audit --no-fund escarmouche@1.2.3', 'escarmouche validate --strict --format github bands/']);
    expect(workflow.jobs.validate.steps.map((s: any) => s.uses).filter(Boolean)).toEqual(['actions/checkout@v4', 'actions/setup-node@v4', 'actions/cache@v4']);
    expect(readFileSync(path.join(dir, '.gitattributes'), 'utf8')).toContain('*.yaml diff=escarmouche');
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('git config core.hooksPath .githooks');
    expect(git(dir, 'config', '--get', 'core.hooksPath').trim()).toBe('.githooks');
    expect(git(dir, 'config', '--get', 'diff.escarmouche.textconv').trim()).toBe('sh .githooks/escarmouche show --textconv');
    expect(git(dir, 'config', '--get', 'escarmouche.script').trim()).toBe(BIN);
    expect(git(dir, 'config', '--get', 'escarmouche.node').trim()).toBe(process.execPath);
    expect(runCli(['validate', '--strict', path.join(dir, 'bands')]).code).toBe(0);
  });

  it('defaults the CI install to how this copy was installed, else to this version with a comment saying how to change it', () => {
    const dir = tempTree();
    expect(runCli(['init', '--ruleset', 'argad'], { cwd: dir }).code).toBe(0);
    const version = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')).version;
    const text = readFileSync(path.join(dir, '.github/workflows/bands.yml'), 'utf8');
    // This copy is a clone: its remote at its commit when CI can reach it, else the registry version, a guess said so.
    const run = parse(text).jobs.validate.steps[3].run as string;
    if (run.includes('git+')) expect(run).toMatch(/ git\+(https|ssh):\/\/\S+#[0-9a-f]{40}$/);
    else {
      expect(run).toBe(`npm install -g --prefer-offline --no-audit --no-fund escarmouche@${version}`);
      expect(text).toContain('could not tell how it was installed');
      expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('escarmouche init --install SPEC');
    }
  });

  it.each(registry.ids())('starts a %s repository whose band passes validate --strict', (id) => {
    const dir = tempTree();
    const made = runJson(['init', dir, '--ruleset', id, '--name', 'Notre Bande']);
    expect(made.code).toBe(0);
    expect(made.json.made).toContain('bands/notre-bande.yaml');
    expect(made.json.made).toContain(`schemas/${id}.schema.json`);
    const checked = runJson(['validate', '--strict', path.join(dir, 'bands')]);
    expect(checked.json.summary).toMatchObject({ files: 1, errors: 0, warnings: 0 });
  });

  it('never overwrites: run twice it changes nothing and exits 0; an existing file is listed as kept', () => {
    const dir = tempTree({ 'README.md': 'ours\n' });
    git(dir, 'init', '-q');
    git(dir, 'config', 'core.hooksPath', 'hooks');
    const first = runJson(['init', dir, '--ruleset', 'mef-fan']);
    expect(first.json.git_init).toBe(false);
    expect(first.json.kept).toEqual(['README.md']);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe('ours\n');
    expect(git(dir, 'config', '--get', 'core.hooksPath').trim()).toBe('hooks');
    const snapshot = git(dir, 'status', '--porcelain', '--untracked-files=all');
    const second = runCli(['init', dir, '--ruleset', 'mef-fan']);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('nothing to do');
    expect(second.stdout).toContain('kept   git config core.hooksPath "hooks"');
    expect(git(dir, 'status', '--porcelain', '--untracked-files=all')).toBe(snapshot);
  });

  it('refuses an unknown ruleset with the suggestion (exit 2), a missing one, and writes nothing', () => {
    const dir = path.join(tempTree(), 'nothing');
    const result = runCli(['init', dir, '--ruleset', 'mef-fann']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown ruleset "mef-fann"; did you mean mef-fan?');
    expect(runCli(['init', dir]).code).toBe(2);
    expect(existsSync(dir)).toBe(false);
  });

  it('refuses a destination it cannot write before writing anything (exit 2, naming the path)', () => {
    const dir = tempTree({ 'plain.txt': 'x' });
    const result = runCli(['init', 'plain.txt/repo', '--ruleset', 'ff'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(`${path.join(dir, 'plain.txt')} is a file, not a folder`);
    expect(runCli(['init', 'plain.txt', '--ruleset', 'ff'], { cwd: dir }).code).toBe(2);
  });
});

describe('validate --staged', () => {
  function repo() {
    const dir = tempTree();
    git(dir, 'init', '-q');
    return dir;
  }
  const staged = (dir: string, ...args: string[]) => runCli(['validate', '--staged', ...args], { cwd: dir });

  it('validates what is staged, not the working tree', () => {
    const dir = repo();
    writeFileSync(path.join(dir, 'b.yaml'), BAD_FF);
    git(dir, 'add', 'b.yaml');
    writeFileSync(path.join(dir, 'b.yaml'), readFileSync(path.join(ROOT, 'bands/ff-les-marquisards.yaml')));
    const refused = staged(dir);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toContain('b.yaml:7:23  error  ff/duplicate-class');
    git(dir, 'add', 'b.yaml');
    writeFileSync(path.join(dir, 'b.yaml'), BAD_FF);
    expect(staged(dir).code).toBe(0);
  });

  it('skips staged YAML files without ruleset: (listed with --verbose), shows paths as git does, exits 0 with nothing staged', () => {
    const dir = repo();
    expect(staged(dir).code).toBe(0);
    mkdirSync(path.join(dir, '.github/workflows'), { recursive: true });
    mkdirSync(path.join(dir, 'sub/bands'), { recursive: true });
    writeFileSync(path.join(dir, '.github/workflows/bands.yml'), 'name: bands\non: [push]\n');
    writeFileSync(path.join(dir, 'sub/bands/b.yaml'), readFileSync(path.join(ROOT, 'bands/ff-les-marquisards.yaml')));
    git(dir, 'add', '-A');
    const result = runJson(['validate', '--staged', '--strict'], { cwd: path.join(dir, 'sub') });
    expect(result.code).toBe(0);
    expect(result.json.files.map((f: any) => f.file)).toEqual(['sub/bands/b.yaml']);
    expect(result.json.skipped).toEqual(['.github/workflows/bands.yml']);
    expect(staged(dir, '--verbose').stdout).toContain('.github/workflows/bands.yml  skipped: not a band file');
    // Named on the command line, the same file is still an error.
    expect(runCli(['validate', '.github/workflows/bands.yml'], { cwd: dir }).code).toBe(1);
  });

  it('reports a staged band whose YAML is broken', () => {
    const dir = repo();
    writeFileSync(path.join(dir, 'b.yaml'), 'ruleset: ff\nname: [unclosed\n');
    git(dir, 'add', 'b.yaml');
    expect(staged(dir).code).toBe(1);
  });

  it('outside a git repository: exit 2 with a plain message', () => {
    const result = staged(tempTree(), '--strict');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^--staged reads git's index: .* is not in a git repository\n$/);
  });

  it('runs as the pre-commit hook init writes: refuses an invalid band, lets a workflow file through', () => {
    const bin = shim();
    const dir = tempTree();
    const env = withShim(bin);
    expect(spawnSync('escarmouche', ['init', '--ruleset', 'ff'], { cwd: dir, env }).status).toBe(0);
    const commit = (message: string) => spawnSync('git', [...IDENTITY, 'commit', '-qm', message], { cwd: dir, env, encoding: 'utf8' });
    git(dir, 'add', '-A');
    expect(commit('starter').status).toBe(0);
    writeFileSync(path.join(dir, 'bands/bad.yaml'), BAD_FF);
    git(dir, 'add', 'bands/bad.yaml');
    const refused = commit('bad');
    expect(refused.status).not.toBe(0);
    expect(refused.stdout + refused.stderr).toContain('bands/bad.yaml:7:23  error  ff/duplicate-class');
    git(dir, 'rm', '-q', '--cached', 'bands/bad.yaml');
    writeFileSync(path.join(dir, '.github/workflows/other.yml'), 'name: other\non: [push]\n');
    git(dir, 'add', '-A', '.github');
    expect(commit('workflow').status).toBe(0);
  });
});

describe('the hook and the launcher', () => {
  /** A repository made by init, and an `escarmouche` on PATH that notes each run in `ran` before running this build. */
  function noted() {
    const ran = path.join(tempTree(), 'ran');
    const bin = tempTree({ escarmouche: `#!/bin/sh\necho "$*" >> '${ran}'\nexec "${process.execPath}" "${BIN}" "$@"\n` });
    chmodSync(path.join(bin, 'escarmouche'), 0o755);
    const dir = tempTree();
    const env = withShim(bin);
    expect(spawnSync('escarmouche', ['init', '--ruleset', 'ff'], { cwd: dir, env }).status).toBe(0);
    writeFileSync(ran, '');
    const commit = (message: string) => spawnSync('git', [...IDENTITY, 'commit', '-qm', message], { cwd: dir, env, encoding: 'utf8' });
    return { dir, env, commit, ran: () => readFileSync(ran, 'utf8') };
  }

  it('lets a commit without a band file through without running anything; one with a band file runs validate', () => {
    const { dir, commit, ran } = noted();
    git(dir, 'add', 'README.md', '.gitattributes');
    expect(commit('readme').status).toBe(0);
    expect(ran()).toBe('');
    git(dir, 'add', '-A');
    expect(commit('the rest').status).toBe(0);
    expect(ran()).toBe('validate --staged --strict\n');
  });

  it('without escarmouche on PATH and without the copy recorded: one line saying how to install it, naming the file', () => {
    const { dir } = noted();
    git(dir, 'config', 'escarmouche.script', path.join(dir, 'gone.js'));
    git(dir, 'add', '-A');
    const env = { PATH: path.dirname(execFileSync('sh', ['-c', 'command -v git'], { encoding: 'utf8' }).trim()) + ':/usr/bin:/bin', LANG: 'C', HOME: tempTree() };
    const refused = spawnSync('git', [...IDENTITY, 'commit', '-qm', 'x'], { cwd: dir, env, encoding: 'utf8' });
    expect(refused.status).not.toBe(0);
    expect(refused.stderr).toMatch(/^\S*\.githooks\/pre-commit: escarmouche is not installed here: install it with npm install -g \S+ \(or put it on PATH\)\n$/);
  });
});

describe('show --textconv', () => {
  it('prints one fact per line, stable, the ledger included', () => {
    const text = runCli(['show', '--textconv', 'bands/ff-federation-de-la-poterie.yaml']).stdout;
    expect(text).toContain('characters.Dame Isabeau.stats.PV: 13\n');
    expect(text).toContain('band.pc_budget: 4\n');
    expect(runCli(['show', '--textconv', 'bands/ff-federation-de-la-poterie.yaml']).stdout).toBe(text);
  });

  it('prints the raw text of a file that is not a band, exit 0', () => {
    const dir = tempTree({ 'w.yml': 'name: bands\non: [push]\n', 'broken.yaml': 'ruleset: ff\nname: [x\n' });
    for (const file of ['w.yml', 'broken.yaml']) {
      const result = runCli(['show', '--textconv', file], { cwd: dir });
      expect(result).toMatchObject({ code: 0, stdout: readFileSync(path.join(dir, file), 'utf8') });
    }
  });

  it('makes git diff show the derived stats a new class changes', () => {
    const bin = shim();
    const dir = tempTree();
    const env = withShim(bin);
    expect(spawnSync('escarmouche', ['init', '--ruleset', 'ff', '--name', 'Les Loups'], { cwd: dir, env }).status).toBe(0);
    git(dir, 'add', '-A');
    git(dir, 'commit', '-qm', 'starter', '--no-verify');
    const file = path.join(dir, 'bands/les-loups.yaml');
    writeFileSync(file, readFileSync(file, 'utf8').replace('classes: [chevalier, general]', 'classes: [chevalier, general, soldat]').replace(/^pc: 4/m, 'pc: 5'));
    const diff = spawnSync('git', ['diff'], { cwd: dir, env, encoding: 'utf8' }).stdout;
    expect(diff).toContain('-characters.Dame Isabeau.stats.PV: 13\n+characters.Dame Isabeau.stats.PV: 16');
    expect(diff).toContain('+characters.Dame Isabeau.classes: chevalier, general, soldat');
  });
});
