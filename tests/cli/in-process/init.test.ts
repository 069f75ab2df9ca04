/** `escarmouche init` in process (src/cli/init.ts, init-files.ts): the files, the git settings, the report. */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { configValue, runGit } from '../../../src/cli/git.js';
import { bandName, GITATTRIBUTES, PRE_COMMIT, readme, schemaFiles, shellWord, starterBand, workflow } from '../../../src/cli/init-files.js';
import { schemaOf } from '../../../src/cli/schema.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain, runMainJson } from '../../helpers/in-process.js';
import packageJson from '../../../package.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../../..');
const KNOWN = 'flammes-et-fantassins, fees-d-armes, frostgrave, mef-fan, argad';
const SCHEMAS = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad', 'band'];
const FILES = (band: string) => [
  band,
  ...SCHEMAS.map((id) => `schemas/${id}.schema.json`),
  ...SCHEMAS.map((id) => `schemas/fr/${id}.schema.json`),
  '.vscode/settings.json',
  '.githooks/pre-commit',
  '.github/workflows/bands.yml',
  '.gitattributes',
  'README.md',
];
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const ff = () => registry.find('ff')!;

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
        'set    git config diff.escarmouche.textconv "escarmouche show --textconv"',
        '',
        'Next:',
        `  cd ${dir}`,
        '  escarmouche build bands/les-loups.yaml',
        '  git add -A && git commit -m "Our bands"',
        '',
      ].join('\n'),
    });
    expect(configValue(dir, 'core.hooksPath')).toBe('.githooks');
    expect(configValue(dir, 'diff.escarmouche.textconv')).toBe('escarmouche show --textconv');
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
        "gardé  README.md (il existe ; init n'écrase jamais)",
        'gardé  git config core.hooksPath « hooks » (init mettrait « .githooks »)',
        'réglé  git config diff.escarmouche.textconv « escarmouche show --textconv »',
        '',
        'Ensuite :',
        `  cd ${dir}`,
        '  escarmouche build bands/la-mesnie-du-sire-yann.yaml',
        '  git add -A && git commit -m "Our bands"',
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
      'rien à faire : le dépôt a déjà tous ses fichiers',
      '',
      'Ensuite :',
      `  cd ${dir}`,
      '  escarmouche build bands/la-federation-de-la-poterie.yaml',
      '  git add -A && git commit -m "Our bands"',
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
      'set    git config diff.escarmouche.textconv "escarmouche show --textconv"',
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

  it('leaves out `cd` when the folder is the current one, and quotes a folder with a space', async () => {
    const dir = tempTree();
    vi.spyOn(process, 'cwd').mockReturnValue(dir);
    const here = await runMain(['init', dir, '--ruleset', 'ff']);
    expect(here.stdout.split('\n').slice(-5)).toEqual(['', 'Next:', '  escarmouche build bands/la-federation-de-la-poterie.yaml', '  git add -A && git commit -m "Our bands"', '']);
    vi.restoreAllMocks();
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
        { key: 'diff.escarmouche.textconv', value: 'escarmouche show --textconv', actual: 'cat', set: false },
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
      { key: 'diff.escarmouche.textconv', value: 'escarmouche show --textconv', actual: 'cat', set: false },
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
    expect(existsSync(path.join(dir, '.git'))).toBe(false);
  });
});

describe('init: the files', () => {
  it('the starter band: named, its comments renamed, its schema line first; the example band otherwise', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff', '--name', 'Les Loups']);
    const example = readFileSync(path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml'), 'utf8');
    const expected = example
      .replace('# La Fédération de la Poterie: a chevalier', '# Les Loups: a chevalier')
      .replace('name: La Fédération de la Poterie', 'name: Les Loups');
    expect(read(dir, 'bands/les-loups.yaml')).toBe(expected);
    const plain = tempTree();
    await runMain(['init', plain, '--ruleset', 'ff']);
    expect(read(plain, 'bands/la-federation-de-la-poterie.yaml')).toBe(example);
  });

  it('the starter band in French points at the French schema, and .vscode at the French combined one', async () => {
    const dir = tempTree();
    await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'argad']);
    const band = read(dir, 'bands/la-mesnie-du-sire-yann.yaml');
    expect(band.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/fr/argad.schema.json');
    expect(band.split('\n').slice(1).join('\n')).toBe(readFileSync(path.join(ROOT, 'bands/argad-la-mesnie-du-sire-yann.yaml'), 'utf8').replace(/^# yaml-language-server:.*\n/, ''));
    expect(read(dir, '.vscode/settings.json')).toBe('{\n  "yaml.schemas": {\n    "./schemas/fr/band.schema.json": "bands/**/*.{yaml,yml}"\n  }\n}\n');
    const english = tempTree();
    await runMain(['init', english, '--ruleset', 'argad']);
    expect(read(english, '.vscode/settings.json')).toBe('{\n  "yaml.schemas": {\n    "./schemas/band.schema.json": "bands/**/*.{yaml,yml}"\n  }\n}\n');
  });

  it('a name YAML must quote is quoted; a name without letters falls back to the ruleset id for the file', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff', '--name', 'Loups: #1']);
    const band = read(dir, 'bands/loups-1.yaml');
    expect(band).toContain('\nname: "Loups: #1"\n');
    expect(band).toContain('\n# Loups: #1: a chevalier and a mage');
    expect(parse(band).name).toBe('Loups: #1');
    const other = tempTree();
    const result = await runMainJson(['init', other, '--ruleset', 'ff', '--name', '!!!']);
    expect(result.json.made[0]).toBe('bands/flammes-et-fantassins.yaml');
    expect(parse(read(other, 'bands/flammes-et-fantassins.yaml')).name).toBe('!!!');
  });

  it('the schemas are those of `escarmouche schema`, every ruleset and the combined one, in both languages', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff']);
    for (const lang of ['en', 'fr'] as const) {
      for (const id of SCHEMAS) {
        const file = lang === 'en' ? `schemas/${id}.schema.json` : `schemas/fr/${id}.schema.json`;
        expect(read(dir, file)).toBe(`${JSON.stringify(await schemaOf(id === 'band' ? undefined : id, lang), null, 2)}\n`);
      }
    }
  });

  it('the hook (executable), the workflow (this version by default), .gitattributes and the README, as written', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff']);
    const hook = path.join(dir, '.githooks/pre-commit');
    expect(readFileSync(hook, 'utf8')).toBe(
      '#!/bin/sh\n# Validates the band files this commit holds (git\'s index, not the working tree); written by escarmouche init.\n# On another clone, enable it once with: git config core.hooksPath .githooks\nif command -v escarmouche >/dev/null 2>&1; then\n  exec escarmouche validate --staged --strict\nfi\nexec npx --no-install escarmouche validate --staged --strict\n',
    );
    expect(statSync(hook).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(dir, 'README.md')).mode & 0o777).toBe(0o644);
    expect(read(dir, '.github/workflows/bands.yml')).toBe(workflow(`escarmouche@${packageJson.version}`));
    expect(read(dir, '.github/workflows/bands.yml')).toContain(`      - run: npm install -g escarmouche@${packageJson.version}\n`);
    expect(read(dir, '.gitattributes')).toBe('# git diff shows bands in game terms (derived stats, budgets, ledger): diff.escarmouche.textconv\n*.yaml diff=escarmouche\n*.yml diff=escarmouche\n');
    expect(read(dir, 'README.md')).toBe(readme('bands/la-federation-de-la-poterie.yaml'));
  });

  it('--install goes into the workflow, quoted for the shell and for YAML', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff', '--install', "it's mine"]);
    const text = read(dir, '.github/workflows/bands.yml');
    expect(parse(text).jobs.validate.steps[2]).toEqual({ run: "npm install -g 'it'\\''s mine'" });
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

  it('a file where one of its folders goes (.github): refused before anything is written', async () => {
    const dir = tempTree({ '.github': 'ours\n' });
    const result = await runMain(['init', dir, '--ruleset', 'ff']);
    expect(result).toEqual({ code: 2, stdout: '', stderr: `cannot write ${path.join(dir, '.github/workflows')}: ${path.join(dir, '.github')} is a file, not a folder\n` });
    expect(existsSync(path.join(dir, 'bands'))).toBe(false);
    expect(existsSync(path.join(dir, '.git'))).toBe(false);
    expect(read(dir, '.github')).toBe('ours\n');
  });

  it('a file it cannot make (a name too long): exit 2, naming the file and the cause', async () => {
    const dir = tempTree();
    const name = 'a'.repeat(300);
    const result = await runMain(['init', dir, '--ruleset', 'ff', '--name', name], { env: { COLUMNS: '1000' } });
    expect(result).toEqual({ code: 2, stdout: '', stderr: `cannot write ${path.join(dir, 'bands', `${name}.yaml`)}: ENAMETOOLONG\n` });
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

describe('init-files: pure parts', () => {
  it('bandName is the example band name', () => {
    expect(registry.ids().map((id) => bandName(registry.find(id)!))).toEqual([
      'La Fédération de la Poterie',
      'Les Bûcherons de la Clairière',
      "L'expédition de Renulf",
      'La Garde du Bois Doré',
      'La mesnie du sire Yann',
    ]);
  });

  it('starterBand: the schema path is relative to the band file', () => {
    expect(starterBand(ff(), 'bands/x.yaml', 'en').content.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/flammes-et-fantassins.schema.json');
    expect(starterBand(ff(), 'bands/deep/x.yaml', 'fr').content.split('\n')[0]).toBe('# yaml-language-server: $schema=../../schemas/fr/flammes-et-fantassins.schema.json');
    expect(starterBand(ff(), 'x.yaml', 'en')).toMatchObject({ path: 'x.yaml' });
    expect(starterBand(ff(), 'x.yaml', 'en').content.split('\n')[0]).toBe('# yaml-language-server: $schema=schemas/flammes-et-fantassins.schema.json');
    expect(starterBand(ff(), 'x.yaml', 'en')).not.toHaveProperty('mode');
  });

  it('schemaFiles: every ruleset and band, English then French, then the editor settings', async () => {
    const files = await schemaFiles('en');
    expect(files.map((f) => f.path)).toEqual([...SCHEMAS.map((id) => `schemas/${id}.schema.json`), ...SCHEMAS.map((id) => `schemas/fr/${id}.schema.json`), '.vscode/settings.json']);
  });

  it('shellWord quotes only what the shell would split or expand', () => {
    expect(shellWord('escarmouche@1.2.3')).toBe('escarmouche@1.2.3');
    expect(shellWord('a/b.c:d+e=f-g_h')).toBe('a/b.c:d+e=f-g_h');
    expect(shellWord('a b')).toBe("'a b'");
    expect(shellWord("it's")).toBe("'it'\\''s'");
    expect(shellWord("'a'b'")).toBe("''\\''a'\\''b'\\'''");
    expect(shellWord('')).toBe("''");
    expect(shellWord('$HOME')).toBe("'$HOME'");
    expect(shellWord('x\ny')).toBe("'x\ny'");
  });

  it('workflow: the whole file', () => {
    expect(workflow('escarmouche@9.9.9')).toBe(`# Validates every band of a push or pull request; errors show on their lines (written by escarmouche init).
name: bands
on: [push, pull_request]
jobs:
  validate:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: actions/setup-node@v4
        with:
          node-version: 20
      - run: npm install -g escarmouche@9.9.9
      - run: escarmouche validate --strict --format github bands/
`);
    expect(workflow('a: b').split('\n')[11]).toBe(`      - run: "npm install -g 'a: b'"`);
  });

  it('readme: the whole file', () => {
    expect(readme('bands/x.yaml')).toBe(`# Our bands

Band files for [escarmouche](https://www.npmjs.com/package/escarmouche), checked before each commit and on
every push.

\`\`\`sh
escarmouche build bands/x.yaml               # change the band: questions offering only legal choices
escarmouche show bands/x.yaml                # derived profile: stats, costs, budgets
escarmouche validate bands/                        # every limit of the rulebook, located and explained
escarmouche print bands/x.yaml -o band.html  # sheets and cards to print
\`\`\`

On a new clone, enable the checks once:

\`\`\`sh
git config core.hooksPath .githooks                       # validate what each commit holds
git config diff.escarmouche.textconv "escarmouche show --textconv"  # git diff in game terms
\`\`\`
`);
    expect(PRE_COMMIT.startsWith('#!/bin/sh\n')).toBe(true);
    expect(GITATTRIBUTES.split('\n')).toHaveLength(4);
  });
});
