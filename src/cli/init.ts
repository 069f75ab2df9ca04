/**
 * `escarmouche init [DIR] --ruleset <id>`: a bands repository of one's own: a starter band and its schema, a
 * pre-commit hook validating what is committed, a CI workflow, `git diff` in game terms, a short README.
 * It never overwrites a file: run twice, it changes nothing.
 */
import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkFolderDestination } from '../core/band-files/destination.js';
import { errnoWords, EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { faultPoint } from '../core/band-files/fault.js';
import { INIT_MESSAGES } from '../core/messages/init.js';
import { toId } from '../core/diagnostics/names.js';
import { MAX_NAME_LENGTH } from '../core/schema/schema-words.js';
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { typeset } from './render.js';
import { configValue, runGit, topOrUndefined } from './git.js';
import type { Lang } from '../core/schema/schema-words.js';
import { BANDS, bandName, shellWord, GITATTRIBUTES, HOOK_PATH, launcher, preCommit, readme, schemaFiles, starterBand, textconvCommand, workflow, type CiInstall, type PlannedFile } from './init-files.js';
import { INIT_WORDS } from './init-words.js';
import { installSource } from './install-source.js';
import { packageRoot } from './package-root.js';

import packageJson from '../../package.json' with { type: 'json' };

export interface InitOptions {
  readonly ruleset?: string;
  readonly name?: string;
  readonly install?: string;
  readonly json?: boolean;
}

interface Outcome {
  readonly gitInit: boolean;
  readonly made: string[];
  readonly kept: string[];
  readonly config: { key: string; value: string; actual: string | undefined; set: boolean }[];
}

function rulesetOf(name: string | undefined): RulesetManifest {
  const known = registry.ids().join(', ');
  if (name === undefined) throw usageError('init/missing-ruleset', { known });
  const manifest = registry.find(name);
  if (!manifest) throw usageError('init/unknown-ruleset', { actual: name, known, suggestion: registry.suggest(name)[0] ?? known });
  return manifest;
}

/**
 * What the CI installs: `--install`, else the way this copy was installed when it can tell (a tarball is copied into
 * the repository, beside the workflow), else this version from the registry, said to be a guess.
 */
function ciInstall(options: InitOptions): { install: CiInstall; files: PlannedFile[] } {
  const version = packageJson.version;
  if (options.install !== undefined) return { install: { spec: options.install, version, guessed: false }, files: [] };
  const source = installSource(packageRoot(), version);
  if (source?.kind === 'tarball') {
    const copy = `.github/${path.basename(source.file)}`;
    return { install: { spec: `./${copy}`, version: source.version, guessed: false }, files: [{ path: copy, content: readFileSync(source.file) }] };
  }
  if (source) return { install: { spec: source.spec, version: source.version, guessed: false }, files: [] };
  return { install: { spec: `escarmouche@${version}`, version, guessed: true }, files: [] };
}

async function planFiles(manifest: RulesetManifest, options: InitOptions, lang: Lang): Promise<{ band: string; files: PlannedFile[]; install: CiInstall }> {
  const name = options.name ?? bandName(manifest);
  const band = `${BANDS}/${toId(name) || manifest.id}.yaml`;
  const { install, files: copied } = ciInstall(options);
  const files: PlannedFile[] = [
    starterBand(manifest, band, lang, options.name),
    ...(await schemaFiles(lang)),
    { path: `${HOOK_PATH}/pre-commit`, content: preCommit(lang), mode: 0o755 },
    { path: `${HOOK_PATH}/escarmouche`, content: launcher(install.spec, lang), mode: 0o755 },
    ...copied,
    { path: '.github/workflows/bands.yml', content: workflow(install, lang) },
    { path: '.gitattributes', content: GITATTRIBUTES },
    { path: 'README.md', content: readme(band, install, lang) },
  ];
  return { band, files, install };
}

/** Creates the file only if it does not exist (`wx`): true when made. One it made but could not fill is removed. */
async function writeNew(folder: string, file: PlannedFile): Promise<boolean> {
  const full = path.join(folder, file.path);
  await fs.mkdir(path.dirname(full), { recursive: true });
  let made = false;
  try {
    const handle = await fs.open(full, 'wx', file.mode ?? 0o644);
    made = true;
    try {
      faultPoint('write');
      await handle.writeFile(file.content);
      if (file.mode) await handle.chmod(file.mode);
    } finally {
      await handle.close();
    }
    return true;
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'EEXIST') return false;
    if (made) await fs.rm(full, { force: true });
    throw usageError('cli/unwritable', { file: full, detail: errnoWords(cause) });
  }
}

/**
 * Local git settings: the hook folder, the textconv (the launcher beside the hook) and the copy of escarmouche running
 * now (node and its script), which the launcher runs when no escarmouche is on PATH; a value already set otherwise is
 * kept.
 */
function configure(folder: string, top: string) {
  const hooks = path.relative(top, path.join(folder, HOOK_PATH)).split(path.sep).join('/');
  return [
    ['core.hooksPath', hooks],
    ['diff.escarmouche.textconv', textconvCommand(hooks)],
    ['escarmouche.node', process.execPath],
    ['escarmouche.script', path.join(packageRoot(), 'bin', 'escarmouche.js')],
  ].map(([key, value]) => {
    const actual = configValue(top, key!);
    if (actual === undefined) runGit(['config', '--local', key!, value!], top);
    return { key: key!, value: value!, actual, set: actual === undefined };
  });
}

function report(folder: string, band: string, outcome: Outcome, options: InitOptions, context: Context): void {
  // French typography (no-break space before : and ;), as stderr gets it.
  const t = (code: string, params?: Record<string, string>) => typeset(context.messages.text(code, params), context.lang);
  const cd = path.resolve(folder) === process.cwd() ? [] : [`cd ${shellWord(folder)}`];
  const next = [...cd, `escarmouche build ${band}`, `git add -A && git commit -m "${INIT_WORDS[context.lang].commit}"`];
  if (options.json) {
    context.out(JSON.stringify({ dir: folder, git_init: outcome.gitInit, made: outcome.made, kept: outcome.kept, config: outcome.config, next }, null, 2));
    return;
  }
  if (outcome.gitInit) context.out(t('init/git-init', { dir: folder }));
  for (const file of outcome.made) context.out(t('init/made', { file }));
  for (const file of outcome.kept) context.out(t('init/kept', { file }));
  for (const c of outcome.config) {
    if (c.set) context.out(t('init/config-set', { key: c.key, value: c.value }));
    else if (c.actual !== c.value) {
      // Stryker disable next-line StringLiteral: a key not set had a value (set is actual === undefined)
      const actual = c.actual ?? '';
      context.out(t('init/config-kept', { key: c.key, value: c.value, actual }));
    }
  }
  if (!outcome.gitInit && outcome.made.length === 0 && !outcome.config.some((c) => c.set)) context.out(t('init/unchanged'));
  context.out(`\n${t('init/next')}\n${next.map((line) => `  ${line}`).join('\n')}`);
}

export async function init(dir: string | undefined, options: InitOptions, context: Context): Promise<ExitCode> {
  context.messages.add(INIT_MESSAGES);
  const folder = dir ?? '.';
  // Every write and git command goes to the folder made absolute from process.cwd(); `folder` is shown as given.
  const root = path.resolve(folder);
  const manifest = rulesetOf(options.ruleset);
  if (options.name !== undefined && !options.name.trim()) throw usageError('init/empty-name');
  // The starter band must pass validate: its name within the limit of every band name.
  if (options.name !== undefined && options.name.length > MAX_NAME_LENGTH) throw usageError('init/name-too-long', { actual: options.name.length, limit: MAX_NAME_LENGTH });
  const { band, files } = await planFiles(manifest, options, context.lang);
  // The folder and every folder of its files (a file `.github` on the way is refused too), before anything is written.
  // Stryker disable next-line StringLiteral: path.join(folder, '') is path.join(folder, '.'), the folder itself
  for (const each of new Set(['.', ...files.map((file) => path.posix.dirname(file.path))])) await checkFolderDestination(path.join(folder, each));
  await fs.mkdir(root, { recursive: true });
  let top = topOrUndefined(root);
  const gitInit = top === undefined;
  if (gitInit) {
    runGit(['init', '--quiet'], root);
    top = topOrUndefined(root)!;
  }
  const outcome: Outcome = { gitInit, made: [], kept: [], config: [] };
  for (const file of files) (await writeNew(root, file) ? outcome.made : outcome.kept).push(file.path);
  outcome.config.push(...configure(root, top!));
  report(folder, band, outcome, options, context);
  return EXIT.ok;
}
