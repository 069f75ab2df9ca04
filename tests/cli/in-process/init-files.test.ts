/** The files `escarmouche init` writes (src/cli/init-files.ts), through the command in process and alone. */
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { isMainThread } from 'node:worker_threads';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { bandName, exampleBand, GITATTRIBUTES, launcher, preCommit, readme, schemaFiles, shellWord, starterBand, workflow } from '../../../src/cli/init-files.js';
import { schemaOf } from '../../../src/cli/schema.js';
import { schemaText } from '../../../src/core/schema/schema-text.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';
import { runMain, runMainJson } from '../../helpers/in-process.js';
import packageJson from '../../../package.json' with { type: 'json' };

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCHEMAS = ['flammes-et-fantassins', 'fees-d-armes', 'frostgrave', 'mef-fan', 'argad', 'band'];
const read = (dir: string, file: string) => readFileSync(path.join(dir, file), 'utf8');
const ff = () => registry.find('ff')!;

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

  it('the starter band in French comes from bands-fr/ (French comments), points at the French schema, and .vscode at the French combined one', async () => {
    const dir = tempTree();
    await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'argad']);
    const band = read(dir, 'bands/la-mesnie-du-sire-yann.yaml');
    expect(band.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/fr/argad.schema.json');
    expect(band.split('\n').slice(1).join('\n')).toBe(readFileSync(path.join(ROOT, 'bands-fr/argad-la-mesnie-du-sire-yann.yaml'), 'utf8').replace(/^# yaml-language-server:.*\n/, ''));
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
        expect(read(dir, file)).toBe(schemaText(await schemaOf(id === 'band' ? undefined : id, lang)));
      }
    }
  });

  it('the hook and its launcher (executable), the workflow, .gitattributes and the README, as written', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff', '--install', 'escarmouche@1.2.3']);
    const hook = path.join(dir, '.githooks/pre-commit');
    expect(readFileSync(hook, 'utf8')).toBe(
      "#!/bin/sh\n# Validates the band files this commit holds (git's index, not the working tree); written by escarmouche init.\n# On another clone, enable it once with: git config core.hooksPath .githooks\n# A commit without a band file (*.yaml, *.yml) passes without running anything.\ngit diff --cached --quiet --diff-filter=AM -- ':(icase)*.yaml' ':(icase)*.yml' && exit 0\nESCARMOUCHE_HOOK=\"$0\" exec sh \"$(dirname \"$0\")/escarmouche\" validate --staged --strict\n",
    );
    expect(statSync(hook).mode & 0o777).toBe(0o755);
    expect(read(dir, '.githooks/escarmouche')).toBe(launcher('escarmouche@1.2.3', 'en'));
    expect(statSync(path.join(dir, '.githooks/escarmouche')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(dir, 'README.md')).mode & 0o777).toBe(0o644);
    const install = { spec: 'escarmouche@1.2.3', version: packageJson.version, guessed: false };
    expect(read(dir, '.github/workflows/bands.yml')).toBe(workflow(install));
    expect(read(dir, '.github/workflows/bands.yml')).toContain('      - run: npm install -g --prefer-offline --no-audit --no-fund escarmouche@1.2.3\n');
    expect(read(dir, '.gitattributes')).toBe('# git diff shows bands in game terms (derived stats, budgets, ledger): diff.escarmouche.textconv\n*.yaml diff=escarmouche\n*.yml diff=escarmouche\n');
    expect(read(dir, 'README.md')).toBe(readme('bands/la-federation-de-la-poterie.yaml', install));
  });

  it('in French: the README, the hook, the launcher, the workflow and the next commit message', async () => {
    const dir = tempTree();
    const result = await runMain(['--lang', 'fr', 'init', dir, '--ruleset', 'ff', '--install', 'escarmouche@1.2.3']);
    expect(result.stdout).toContain('git add -A && git commit -m "Nos bandes"');
    expect(read(dir, 'README.md')).toMatch(/^# Nos bandes\n\nLes fichiers de bande, vérifiés par escarmouche/);
    expect(read(dir, 'README.md')).toContain('# modifier la bande\u00a0: des questions');
    expect(read(dir, '.githooks/pre-commit')).toContain("# Valide les fichiers de bande que contient ce commit (l'index de git, pas l'arbre de travail)\u00a0; écrit par escarmouche init.\n");
    expect(read(dir, '.githooks/escarmouche')).toContain('echo "$from\u00a0: escarmouche n\'est pas installé ici\u00a0: installez-le avec npm install -g escarmouche@1.2.3 (ou mettez-le dans le PATH)" >&2\n');
    expect(read(dir, '.github/workflows/bands.yml')).toMatch(/^# Valide chaque bande d'un push/);
  });

  // process.umask(mask) throws in a worker thread (Stryker runs vitest with pool: 'threads'): only in a forked worker.
  it.skipIf(!isMainThread)('the hook is made executable whatever the umask; the other files follow it', async () => {
    const dir = tempTree();
    const saved = process.umask(0o007);
    try {
      await runMain(['init', dir, '--ruleset', 'ff']);
    } finally {
      process.umask(saved);
    }
    expect(statSync(path.join(dir, '.githooks/pre-commit')).mode & 0o777).toBe(0o755);
    expect(statSync(path.join(dir, 'README.md')).mode & 0o777).toBe(0o640);
    expect(statSync(path.join(dir, 'bands/la-federation-de-la-poterie.yaml')).mode & 0o777).toBe(0o640);
  });

  it('--install goes into the workflow, quoted for the shell and for YAML', async () => {
    const dir = tempTree();
    await runMain(['init', dir, '--ruleset', 'ff', '--install', "it's mine"]);
    const text = read(dir, '.github/workflows/bands.yml');
    expect(parse(text).jobs.validate.steps[3]).toEqual({ run: "npm install -g --prefer-offline --no-audit --no-fund 'it'\\''s mine'" });
    // Alone (no git config, no escarmouche on PATH), the launcher says how to install the same copy, as the shell reads it.
    const alone = tempTree({ escarmouche: read(dir, '.githooks/escarmouche') });
    const said = spawnSync('sh', ['escarmouche'], { cwd: alone, env: { PATH: '/usr/bin:/bin', GIT_CEILING_DIRECTORIES: path.dirname(alone) }, encoding: 'utf8' });
    expect([said.status, said.stderr]).toEqual([127, "escarmouche: escarmouche is not installed here: install it with npm install -g 'it'\\''s mine' (or put it on PATH)\n"]);
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

  it('bandName of a ruleset escarmouche ships no band of: an error naming the ruleset and the folder', () => {
    const manifest = { ...ff(), id: 'nope', title: 'Nope' };
    expect(() => bandName(manifest)).toThrow(new Error(`no example band of nope in ${path.join(ROOT, 'bands')}`));
  });

  it('exampleBand: the first band file by name whose ruleset line names the ruleset (a name or an alias)', () => {
    const folder = tempTree({
      'c.yaml': 'ruleset: ff\nname: C\n',
      'b.yml': '# ruleset: argad, in a comment\nruleset: flammes-et-fantassins\nname: B\n',
      'a.txt': 'ruleset: flammes-et-fantassins\nname: A\n',
      '0.yaml': 'name: no ruleset\n',
      'd.yaml': 'ruleset: argad\n',
    });
    expect(exampleBand(ff(), folder)).toBe('# ruleset: argad, in a comment\nruleset: flammes-et-fantassins\nname: B\n');
    expect(exampleBand(registry.find('argad')!, folder)).toBe('ruleset: argad\n');
    // No name in it: the ruleset's title.
    expect(bandName(registry.find('argad')!, folder)).toBe('Argad!');
    expect(bandName(ff(), folder)).toBe('B');
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

  it('workflow: the whole file; a guess says how to change it; a tarball committed here keys the cache on its bytes', () => {
    expect(workflow({ spec: 'escarmouche@9.9.9', version: '9.9.9', guessed: false })).toBe(`# Validates every band of a push or pull request; errors show on their lines (written by escarmouche init).
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
      - uses: actions/cache@v4
        with:
          path: ~/.npm
          key: npm-escarmouche-escarmouche@9.9.9
      - run: npm install -g --prefer-offline --no-audit --no-fund escarmouche@9.9.9
      - run: escarmouche validate --strict --format github bands/
`);
    expect(workflow({ spec: 'a: b', version: '1.0.0', guessed: false }).split('\n')[15]).toBe(`      - run: "npm install -g --prefer-offline --no-audit --no-fund 'a: b'"`);
    const guessed = workflow({ spec: 'escarmouche@9.9.9', version: '9.9.9', guessed: true });
    expect(guessed).toContain('      # This copy of escarmouche could not tell how it was installed: the line below takes escarmouche@9.9.9 from the npm registry.\n');
    expect(guessed).toContain('escarmouche init --install SPEC');
    expect(parse(guessed).jobs.validate.steps).toEqual(parse(workflow({ spec: 'escarmouche@9.9.9', version: '9.9.9', guessed: false })).jobs.validate.steps);
    const tarball = parse(workflow({ spec: './.github/escarmouche-9.9.9.tgz', version: '9.9.9', guessed: false })).jobs.validate.steps;
    expect(tarball[2].with.key).toBe("npm-escarmouche-.-.github-escarmouche-9.9.9.tgz-${{ hashFiles('.github/escarmouche-9.9.9.tgz') }}");
  });

  it('readme: the whole file; a guessed install says so', () => {
    const install = { spec: 'escarmouche@9.9.9', version: '9.9.9', guessed: false };
    expect(readme('bands/x.yaml', install)).toBe(`# Our bands

Band files checked by escarmouche before each commit and on every push.

\`\`\`sh
escarmouche build bands/x.yaml               # change the band: questions offering only legal choices
escarmouche show bands/x.yaml                # derived profile: stats, costs, budgets
escarmouche validate bands/                        # every limit of the rulebook, located and explained
escarmouche print bands/x.yaml -o band.html  # sheets and cards to print
\`\`\`

On a new clone, enable the checks once:

\`\`\`sh
git config core.hooksPath .githooks                                      # validate what each commit holds
git config diff.escarmouche.textconv "sh .githooks/escarmouche show --textconv"  # git diff in game terms
\`\`\`

CI (\`.github/workflows/bands.yml\`) installs \`escarmouche@9.9.9\`; to install another copy, change
that line, or write it with \`escarmouche init --install SPEC\` in a new folder (a version, a tarball
committed here, a git URL).
`);
    expect(readme('bands/x.yaml', { ...install, guessed: true })).toContain('This copy of escarmouche could not tell how it was installed');
    expect(preCommit('en').startsWith('#!/bin/sh\n')).toBe(true);
    expect(GITATTRIBUTES.split('\n')).toHaveLength(4);
  });
});
