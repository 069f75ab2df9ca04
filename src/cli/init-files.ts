/** The files of a new bands repository (`escarmouche init`): what each holds, as data; init.ts writes them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import type { Lang } from '../core/schema/schema-words.js';
import { registry } from '../rulesets/index.js';
import { packageRoot } from './package-root.js';
import { schemaText } from '../core/schema/schema-text.js';
import { schemaOf } from './schema.js';
import { frenchSpaces } from './help-fr.js';
import { INIT_WORDS } from './init-words.js';
import { wrapLine } from './width.js';

export interface PlannedFile {
  /** Relative to the repository, with forward slashes. */
  readonly path: string;
  readonly content: string | Uint8Array;
  readonly mode?: number;
}

export const HOOK_PATH = '.githooks';
export const BANDS = 'bands';
export const SCHEMAS = 'schemas';

/** Where the band's schema is, in the language of the words (English at the top, French in `fr/`). */
const schemaPath = (id: string, lang: Lang) => `${lang === 'en' ? SCHEMAS : `${SCHEMAS}/${lang}`}/${id}.schema.json`;

/**
 * The JSON Schemas the repository's bands point at (`# yaml-language-server: $schema=…`): every ruleset and the
 * combined one, in both languages, from the code of `escarmouche schema` (`schema --write schemas` refreshes them),
 * and the editor settings that give every band under `bands/` the combined schema, modeline or not.
 */
export async function schemaFiles(lang: Lang): Promise<PlannedFile[]> {
  const files: PlannedFile[] = [];
  for (const each of ['en', 'fr'] as const) {
    for (const id of [...registry.ids(), 'band']) {
      const schema = await schemaOf(id === 'band' ? undefined : id, each);
      files.push({ path: schemaPath(id, each), content: schemaText(schema) });
    }
  }
  const settings = { 'yaml.schemas': { [`./${schemaPath('band', lang)}`]: `${BANDS}/**/*.{yaml,yml}` } };
  files.push({ path: '.vscode/settings.json', content: `${JSON.stringify(settings, null, 2)}\n` });
  return files;
}

/**
 * Where the example bands are, in the language of their comments: `bands/` in English, `bands-fr/` in French (the
 * same bands, data for data; outside `bands/`, so that `validate bands/` does not count them twice).
 */
export const examplesFolder = (lang: Lang): string => path.join(packageRoot(), lang === 'en' ? 'bands' : `bands-${lang}`);

/** The first example band escarmouche ships for this ruleset (in `folder`): valid, commented, every key explained. */
export function exampleBand(manifest: RulesetManifest, folder = examplesFolder('en')): string {
  for (const file of readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const ruleset = /^ruleset:\s*(\S+)/m.exec(text)?.[1];
    if (ruleset && registry.find(ruleset)?.id === manifest.id) return text;
  }
  throw new Error(`no example band of ${manifest.id} in ${folder}`);
}

export const bandName = (manifest: RulesetManifest, folder?: string): string => /^name:\s*(.+?)\s*$/m.exec(exampleBand(manifest, folder))?.[1] ?? manifest.title;

/** The starter band: the example band commented in the player's language, named as asked, its schema line pointing at the repository's schema. */
export function starterBand(manifest: RulesetManifest, file: string, lang: Lang, name?: string): PlannedFile & { readonly content: string } {
  const example = exampleBand(manifest, examplesFolder(lang));
  let text = example.replace(/^# yaml-language-server:.*\n/m, '');
  if (name !== undefined) {
    // The comments name the band too ("# La Fédération de la Poterie: a chevalier and …").
    // In a comment, a name stays on its line (a newline there would start a line of data).
    const old = /^name:\s*(.+?)\s*$/m.exec(example)?.[1];
    if (old) text = text.replace(/^#.*$/gm, (line) => line.split(old).join(name.replace(/\s+/g, ' ')));
    // As yaml's own writer puts it: never folded (lineWidth 0), quoted or written as a block where it must be.
    text = text.replace(/^name:.*$/m, () => stringify({ name }, { lineWidth: 0 }).trimEnd());
  }
  const schema = path.posix.relative(path.posix.dirname(file), schemaPath(manifest.id, lang));
  return { path: file, content: `# yaml-language-server: $schema=${schema}\n${text}` };
}

/** What the CI workflow installs, and whether this copy could tell (else the workflow says how to change it). */
export interface CiInstall {
  /** The npm spec `npm install -g` takes. */
  readonly spec: string;
  readonly version: string;
  readonly guessed: boolean;
}

/** French typography in the French words: a no-break space before `:` `;` `?` `!` `%`. */
const typeset = (text: string, lang: Lang) => (lang === 'fr' ? frenchSpaces(text) : text);
const words = (lang: Lang) => INIT_WORDS[lang];
const comments = (lines: readonly string[], lang: Lang) => lines.map((line) => `# ${typeset(line, lang)}`).join('\n');

/**
 * The launcher the hook and `git diff` run: never npx, never the network. The escarmouche on PATH, else the copy init
 * recorded in the local git config, else one line saying how to install it (naming the hook's file), exit 127.
 */
export const launcher = (install: string, lang: Lang) => `#!/bin/sh
${comments(words(lang).launcher, lang)}
if command -v escarmouche >/dev/null 2>&1; then exec escarmouche "$@"; fi
script=$(git config --get escarmouche.script)
node=$(git config --get escarmouche.node)
if [ -n "$script" ] && [ -f "$script" ]; then
  if [ -n "$node" ] && [ -x "$node" ]; then exec "$node" "$script" "$@"; fi
  if command -v node >/dev/null 2>&1; then exec node "$script" "$@"; fi
fi
from=\${ESCARMOUCHE_HOOK:-$0}
echo "${typeset(words(lang).missing, lang).replace('{install}', shellWord(install).replace(/["$`\\]/g, '\\$&'))}" >&2
exit 127
`;

export const preCommit = (lang: Lang) => `#!/bin/sh
${comments(words(lang).hook, lang)}
git diff --cached --quiet --diff-filter=AM -- ':(icase)*.yaml' ':(icase)*.yml' && exit 0
ESCARMOUCHE_HOOK="$0" exec sh "$(dirname "$0")/escarmouche" validate --staged --strict
`;

/** The textconv git runs (from the top of the repository) for `git diff`: the launcher beside the hook. */
export const textconvCommand = (hooks: string) => `sh ${shellWord(`${hooks}/escarmouche`)} show --textconv`;

export const shellWord = (word: string) => (/^[\w@./:+=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

/** A YAML scalar on one line, quoted when YAML needs it. */
const yamlScalar = (text: string) => stringify(text, { lineWidth: 0 }).trimEnd();

/** The npm cache key of the workflow: the install spec, and the tarball's bytes when it is one committed here. */
const cacheKey = (spec: string) => `npm-escarmouche-${spec.replace(/[^\w@.+=-]+/g, '-')}${spec.startsWith('./') ? `-\${{ hashFiles('${spec.slice(2)}') }}` : ''}`;

export const workflow = (install: CiInstall, lang: Lang = 'en') => `${comments([words(lang).workflow], lang)}
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
          key: ${yamlScalar(cacheKey(install.spec))}
${install.guessed ? `${comments(words(lang).workflowGuess(install.spec, install.version), lang).replace(/^/gm, '      ')}\n` : ''}      - run: ${yamlScalar(`npm install -g --prefer-offline --no-audit --no-fund ${shellWord(install.spec)}`)}
      - run: escarmouche validate --strict --format github ${BANDS}/
`;

export const GITATTRIBUTES = `# git diff shows bands in game terms (derived stats, budgets, ledger): diff.escarmouche.textconv
*.yaml diff=escarmouche
*.yml diff=escarmouche
`;

export const readme = (band: string, install: CiInstall, lang: Lang = 'en') => {
  const w = words(lang);
  const t = (text: string) => typeset(text, lang);
  return `# ${w.readmeTitle}

${t(w.readmeIntro)}

\`\`\`sh
escarmouche build ${band}               # ${t(w.build)}
escarmouche show ${band}                # ${t(w.show)}
escarmouche validate ${BANDS}/                        # ${t(w.validate)}
escarmouche print ${band} -o band.html  # ${t(w.print)}
\`\`\`

${t(w.newClone)}

\`\`\`sh
git config core.hooksPath ${HOOK_PATH}                                      # ${t(w.hooksPath)}
git config diff.escarmouche.textconv "${textconvCommand(HOOK_PATH)}"  # ${t(w.textconv)}
\`\`\`

${wrapLine(`${t(w.ci(install.spec))}${install.guessed ? ` ${t(w.ciGuess)}` : ''}`, 100).join('\n')}
`;
};
