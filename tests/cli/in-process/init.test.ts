/** `escarmouche init` in process (src/cli/init.ts, init-files.ts): the files, the git settings, the report. */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configValue, runGit } from '../../../src/cli/git.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain, runMainJson } from '../../helpers/in-process.js';

const KNOWN = 'flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad';
const SCHEMAS = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad', 'band'];
const FILES = (band: string) => [
  band,
  ...SCHEMAS.map((id) => `schemas/${id}.schema.json`),
  ...SCHEMAS.map((id) => `schemas/fr/${id}.schema.json`),
  '.vscode/settings.json',
  '.githooks/pre-commit',
  '.githooks/escarmouche',
  '.github/workflows/bands.yml',
  '.gitattributes',
  'README.md',
];
/** The copy running now, which init records for the launcher: node and the script of this clone. */
const SCRIPT = path.resolve(import.meta.dirname, '../../../bin/escarmouche.js');
const RECORDED = (set: string, open: string, close: string) => [`${set}git config escarmouche.node ${open}${process.execPath}${close}`, `${set}git config escarmouche.script ${open}${SCRIPT}${close}`];
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');

/**
 * The working folder of every test is a temporary one (vi.spyOn: the real one cannot change in threads): init resolves
 * its folder from process.cwd(), so a relative or missing DIR goes there, and so would a mutant that dropped DIR.
 */
let here = '';
beforeEach(() => {
  here = tempTree();
  vi.spyOn(process, 'cwd').mockReturnValue(here);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('init: what it prints', () => {
  it('makes every file in a new folder, runs git init, sets both settings and names the next commands', async () => {
    const dir = path.join(tempTree(), 'mine');
    const result = await runMain(['init', dir, '--ruleset', 'ff', '--name', 'Les Loups']);
    expect(result).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        `made   a git repository in ${dir}`,
        ...FILES('bands/les-loups.yaml').map((file) => `made   ${file}`),
        'set    git config core.hooksPath ".githooks"',
        'set    git config diff.escarmouche.textconv "sh .githooks/escarmouche show --textconv"',
        ...RECORDED('set    ', '"', '"'),
        '',
        'Next:',
        `  cd ${dir}`,
        '  escarmouche build bands/les-loups.yaml',
        '  git add -A && git commit -m "Our bands"',
        '',
      ].join('\n'),
    });
    expect(configValue(dir, 'core.hooksPath')).toBe('.githooks');
    expect(configValue(dir, 'diff.escarmouche.textconv')).toBe('sh .githooks/escarmouche show --textconv');
    expect(configValue(dir, 'escarmouche.script')).toBe(SCRIPT);
    expect(existsSync(path.join(dir, '.git'))).toBe(true);
  });

  it('run again, changes nothing: every file kept, nothing to do', async () => {
    const dir = tempTree();
    expect((await runMain(['init', dir, '--ruleset', 'mef-fan'])).code).toBe(0);
    const again = await runMain(['init', dir, '--ruleset', 'mef-fan']);
    expect(again).toEqual({
      code: 0,
      stderr: '',
      stdout: [
        ...FILES('bands/la-garde-du-bois-dore.yaml').map((file) => `kept   ${file} (it exists; init never overwrites)`),
        'nothing to do: the repository already has every file',
        '',
        'Next:',
        `  cd ${dir}`,
        '  escarmouche build bands/la-garde-du-bois-dore.yaml',
        '  git add -A && git commit -m "Our bands"',
        '',
      ].join('\n'),
    });
  });

  it('in French: made, kept, set, next, with French spacing and quotes', async () => {
    const dir = tempTree({ 'README.md': 'ours\n' });
    runGit(['init', '--quiet'], dir);
    runGit(['config', 'core.hooksPath', 'hooks'], dir);
    const result = await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'argad']);
    expect(result.code).toBe(0);
    expect(result.stdout).toBe(
      [
        ...FILES('bands/la-mesnie-du-sire-yann.yaml').slice(0, -1).map((file) => `créé   ${file}`),
        "gardé  README.md (il existe\u00a0; init n'écrase jamais)",
        'gardé  git config core.hooksPath « hooks » (init mettrait « .githooks »)',
        'réglé  git config diff.escarmouche.textconv « sh .githooks/escarmouche show --textconv »',
        ...RECORDED('réglé  ', '« ', ' »'),
        '',
        'Ensuite\u00a0:',
        `  cd ${dir}`,
        '  escarmouche build bands/la-mesnie-du-sire-yann.yaml',
        '  git add -A && git commit -m "Nos bandes"',
        '',
      ].join('\n'),
    );
    expect(read(dir, 'README.md')).toBe('ours\n');
    expect(configValue(dir, 'core.hooksPath')).toBe('hooks');
  });

  it('in French: a new git repository, then nothing to do', async () => {
    const dir = tempTree();
    const first = await runMain(['init', dir, '--ruleset', 'ff', '--lang', 'fr']);
    expect(first.stdout.split('\n').slice(0, 2)).toEqual([`créé   un dépôt git dans ${dir}`, 'créé   bands/la-federation-de-la-poterie.yaml']);
    expect(first.stdout).toContain('\nréglé  git config core.hooksPath « .githooks »\n');
    const second = await runMain(['init', dir, '--ruleset', 'ff', '--lang', 'fr']);
    expect(second.stdout.split('\n').slice(-7)).toEqual([
      'rien à faire\u00a0: le dépôt a déjà tous ses fichiers',
      '',
      'Ensuite\u00a0:',
      `  cd ${dir}`,
      '  escarmouche build bands/la-federation-de-la-poterie.yaml',
      '  git add -A && git commit -m "Nos bandes"',
      '',
    ]);
  });

  it('a setting unset since: only that one is set again, and there was something to do', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff']);
    runGit(['config', '--unset', 'core.hooksPath'], dir);
    const result = await runMain(['init', dir, '--ruleset', 'ff']);
    const lines = result.stdout.split('\n');
    expect(lines.filter((line) => !line.startsWith('kept   '))).toEqual([
      'set    git config core.hooksPath ".githooks"',
      '',
      'Next:',
      `  cd ${dir}`,
      '  escarmouche build bands/la-federation-de-la-poterie.yaml',
      '  git add -A && git commit -m "Our bands"',
      '',
    ]);
    expect(configValue(dir, 'core.hooksPath')).toBe('.githooks');
  });

  it('every file there but no git repository: git init, and there was something to do', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff']);
    rmSync(path.join(dir, '.git'), { recursive: true });
    const result = await runMain(['init', dir, '--ruleset', 'ff']);
    expect(result.stdout.split('\n').filter((line) => !line.startsWith('kept   ')).slice(0, 3)).toEqual([
      `made   a git repository in ${dir}`,
      'set    git config core.hooksPath ".githooks"',
      'set    git config diff.escarmouche.textconv "sh .githooks/escarmouche show --textconv"',
    ]);
    expect(result.stdout).not.toContain('nothing to do');
  });

  it('one file removed since: only it is made, and there was something to do', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff']);
    rmSync(path.join(dir, 'README.md'));
    const result = await runMain(['init', dir, '--ruleset', 'ff']);
    expect(result.stdout.split('\n').filter((line) => !line.startsWith('kept   ')).slice(0, 2)).toEqual(['made   README.md', '']);
  });

  it('without DIR: the current folder, shown as ., no `cd`', async () => {
    const result = await runMain(['init', '--ruleset', 'ff']);
    expect(result.stdout.split('\n').slice(0, 2)).toEqual(['made   a git repository in .', 'made   bands/la-federation-de-la-poterie.yaml']);
    expect(result.stdout.split('\n').slice(-5)).toEqual(['', 'Next:', '  escarmouche build bands/la-federation-de-la-poterie.yaml', '  git add -A && git commit -m "Our bands"', '']);
    expect(read(here, 'bands/la-federation-de-la-poterie.yaml')).toContain('name: La Fédération de la Poterie\n');
    expect(configValue(here, 'core.hooksPath')).toBe('.githooks');
    expect((await runMainJson(['init', '--ruleset', 'ff'])).json).toMatchObject({ dir: '.', made: [], next: ['escarmouche build bands/la-federation-de-la-poterie.yaml', 'git add -A && git commit -m "Our bands"'] });
  });

  it('DIR relative to the current folder, shown as given; the current folder given in full: no `cd`', async () => {
    const result = await runMain(['init', 'ours', '--ruleset', 'ff']);
    expect(result.stdout.split('\n')[0]).toBe('made   a git repository in ours');
    expect(result.stdout.split('\n').at(-4)).toBe('  cd ours');
    expect(existsSync(path.join(here, 'ours', '.githooks/pre-commit'))).toBe(true);
    const full = await runMain(['init', here, '--ruleset', 'argad']);
    expect(full.stdout.split('\n').slice(-5)).toEqual(['', 'Next:', '  escarmouche build bands/la-mesnie-du-sire-yann.yaml', '  git add -A && git commit -m "Our bands"', '']);
  });

  it('quotes a folder the shell would split', async () => {
    const spaced = path.join(tempTree(), "my band's");
    const there = await runMain(['init', spaced, '--ruleset', 'ff']);
    expect(there.stdout.split('\n').at(-4)).toBe(`  cd '${spaced.replace("'", "'\\''")}'`);
  });

  it('--json: the whole outcome', async () => {
    const dir = tempTree();
    runGit(['init', '--quiet'], dir);
    runGit(['config', 'diff.escarmouche.textconv', 'cat'], dir);
    const result = await runMainJson(['init', dir, '--ruleset', 'frostgrave', '--name', 'Nous']);
    expect(result.code).toBe(0);
    expect(result.json).toEqual({
      dir,
      git_init: false,
      made: FILES('bands/nous.yaml'),
      kept: [],
      config: [
        { key: 'core.hooksPath', value: '.githooks', set: true },
        { key: 'diff.escarmouche.textconv', value: 'sh .githooks/escarmouche show --textconv', actual: 'cat', set: false },
        { key: 'escarmouche.node', value: process.execPath, set: true },
        { key: 'escarmouche.script', value: SCRIPT, set: true },
      ],
      next: [`cd ${dir}`, 'escarmouche build bands/nous.yaml', 'git add -A && git commit -m "Our bands"'],
    });
    expect(JSON.parse(result.stdout).config[0]).not.toHaveProperty('actual');
    expect(result.stdout.startsWith('{\n  "dir": ')).toBe(true);
    const again = await runMainJson(['init', dir, '--ruleset', 'frostgrave', '--name', 'Nous']);
    expect(again.json.git_init).toBe(false);
    expect(again.json.made).toEqual([]);
    expect(again.json.kept).toEqual(FILES('bands/nous.yaml'));
    expect(again.json.config).toEqual([
      { key: 'core.hooksPath', value: '.githooks', actual: '.githooks', set: false },
      { key: 'diff.escarmouche.textconv', value: 'sh .githooks/escarmouche show --textconv', actual: 'cat', set: false },
      { key: 'escarmouche.node', value: process.execPath, actual: process.execPath, set: false },
      { key: 'escarmouche.script', value: SCRIPT, actual: SCRIPT, set: false },
    ]);
  });

  it('in a subfolder of a repository: the hook folder is relative to the top, with forward slashes', async () => {
    const top = tempTree();
    runGit(['init', '--quiet'], top);
    const dir = path.join(top, 'games', 'ours');
    const result = await runMainJson(['init', dir, '--ruleset', 'ff']);
    expect(result.json.git_init).toBe(false);
    expect(result.json.config[0]).toEqual({ key: 'core.hooksPath', value: 'games/ours/.githooks', set: true });
    expect(configValue(top, 'core.hooksPath')).toBe('games/ours/.githooks');
    expect(configValue(top, 'diff.escarmouche.textconv')).toBe('sh games/ours/.githooks/escarmouche show --textconv');
    expect(existsSync(path.join(dir, '.git'))).toBe(false);
  });
});

describe('init: refusals', () => {
  it('no --ruleset, an unknown one (with the nearest), one with nothing near: exit 2, nothing written', async () => {
    const dir = path.join(tempTree(), 'nothing');
    expect(await runMain(['init', dir])).toEqual({ code: 2, stdout: '', stderr: `init needs --ruleset <id>: one of ${KNOWN}\n` });
    expect(await runMain(['init', dir, '--ruleset', 'mefan-fan'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `unknown ruleset "mefan-fan"; did you mean mef-fan? (known: ${KNOWN})\n`,
    });
    expect((await runMain(['init', dir, '--ruleset', 'zzzzzzzzzzzzzzzz'])).stderr).toBe(`unknown ruleset "zzzzzzzzzzzzzzzz"; did you mean ${KNOWN}? (known: ${KNOWN})\n`);
    expect((await runMain(['--lang', 'fr', 'init', dir])).stderr).toBe(`init demande --ruleset <id>\u00a0: l'un de ${KNOWN}\n`);
    expect((await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'mefan-fan'])).stderr).toBe(
      `ruleset inconnu « mefan-fan »\u00a0; vouliez-vous dire mef-fan\u00a0? (connus\u00a0: ${KNOWN})\n`,
    );
    expect(existsSync(dir)).toBe(false);
  });

  it('an empty or blank --name: exit 2, nothing written', async () => {
    const dir = path.join(tempTree(), 'nothing');
    expect(await runMain(['init', dir, '--ruleset', 'ff', '--name', ' \t'])).toEqual({ code: 2, stdout: '', stderr: '--name needs a band name\n' });
    expect((await runMain(['init', dir, '--ruleset', 'ff', '--name', ''])).stderr).toBe('--name needs a band name\n');
    expect((await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'ff', '--name', ' '])).stderr).toBe('--name demande un nom de bande\n');
    expect(existsSync(dir)).toBe(false);
    expect((await runMain(['init', dir, '--ruleset', 'ff', '--name', 'x'])).code).toBe(0);
  });

  it('a file as the folder, or on the way to it: exit 2, naming it', async () => {
    const root = tempTree({ 'plain.txt': 'x' });
    const file = path.join(root, 'plain.txt');
    expect(await runMain(['init', file, '--ruleset', 'ff'])).toEqual({ code: 2, stdout: '', stderr: `cannot write ${file}: ${file} is a file, not a folder\n` });
    expect(await runMain(['init', path.join(file, 'repo'), '--ruleset', 'ff'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `cannot write ${path.join(file, 'repo')}: ${file} is a file, not a folder\n`,
    });
  });

  it('a relative DIR is named as given', async () => {
    await runMain(['init', 'x', '--ruleset', 'ff']);
    writeFileSync(path.join(here, 'plain'), 'x');
    expect(await runMain(['init', 'plain/repo', '--ruleset', 'ff'])).toEqual({ code: 2, stdout: '', stderr: `cannot write plain/repo: ${path.join(here, 'plain')} is a file, not a folder\n` });
  });

  it('a file where one of its folders goes (.github): refused before anything is written', async () => {
    const dir = tempTree({ '.github': 'ours\n' });
    const result = await runMain(['init', dir, '--ruleset', 'ff']);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `cannot write ${path.join(dir, '.github/workflows')}: ${path.join(dir, '.github')} is a file, not a folder\n` });
    expect(existsSync(path.join(dir, 'bands'))).toBe(false);
    expect(existsSync(path.join(dir, '.git'))).toBe(false);
    expect(read(dir, '.github')).toBe('ours\n');
  });

  it('a name over the limit of band names: exit 2 before anything is written, the limit named; at the limit it is written', async () => {
    const dir = tempTree();
    const result = await runMain(['init', dir, '--ruleset', 'ff', '--name', 'a'.repeat(201)], { env: { COLUMNS: '1000' } });
    expect(result).toEqual({ code: 2, stdout: '', stderr: '--name has 201 characters; a band name has at most 200\n' });
    expect(readdirSync(dir)).toEqual([]);
    expect((await runMain(['init', dir, '--ruleset', 'ff', '--name', 'a'.repeat(200)])).code).toBe(0);
  });

  it('a file it cannot make: exit 2, naming the file and the cause in words, the file not left half-written', async () => {
    const dir = tempTree();
    const result = await runMain(['init', dir, '--ruleset', 'ff', '--name', 'Les Loups'], { env: { COLUMNS: '1000', ESCARMOUCHE_TEST_FAIL_AT: 'write:ENOSPC' } });
    expect(result).toMatchObject({ code: 2, stdout: '', stderr: `cannot write ${path.join(dir, 'bands', 'les-loups.yaml')}: no space left on the disk (ENOSPC)\n` });
    expect(existsSync(path.join(dir, 'bands', 'les-loups.yaml'))).toBe(false);
  });

  it('without git: exit 2 with a plain message', async () => {
    const dir = tempTree();
    expect(await runMain(['init', dir, '--ruleset', 'ff'], { env: { PATH: '/nonexistent' } })).toEqual({ code: 2, stdout: '', stderr: 'init needs git, and the git command was not found\n' });
    expect((await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'ff'], { env: { PATH: '/nonexistent' } })).stderr).toBe('init a besoin de git, et la commande git est introuvable\n');
  });

  it('git init failing: exit 2 naming the command and the folder', async () => {
    const root = tempTree({ 'a-file': 'x' });
    const dir = path.join(root, 'repo');
    const env = { GIT_DIR: path.join(root, 'a-file', 'git') };
    expect(await runMain(['init', dir, '--ruleset', 'ff'], { env })).toEqual({ code: 2, stdout: '', stderr: `git init --quiet failed in ${dir}\n` });
    expect((await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'ff'], { env })).stderr).toBe(`git init --quiet a échoué dans ${dir}\n`);
  });
});
