/** The files of a new bands repository (`escarmouche init`): what each holds, as data; init.ts writes them. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { RulesetManifest } from '../core/ruleset.js';
import type { Lang } from '../core/schema-words.js';
import { registry } from '../rulesets/index.js';
import { packageRoot } from './package-root.js';
import { schemaOf } from './schema.js';

export interface PlannedFile {
  /** Relative to the repository, with forward slashes. */
  readonly path: string;
  readonly content: string;
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
      files.push({ path: schemaPath(id, each), content: `${JSON.stringify(schema, null, 2)}\n` });
    }
  }
  const settings = { 'yaml.schemas': { [`./${schemaPath('band', lang)}`]: `${BANDS}/**/*.{yaml,yml}` } };
  files.push({ path: '.vscode/settings.json', content: `${JSON.stringify(settings, null, 2)}\n` });
  return files;
}

/** The first example band escarmouche ships for this ruleset (in `folder`): valid, commented, every key explained. */
export function exampleBand(manifest: RulesetManifest, folder = path.join(packageRoot(), 'bands')): string {
  for (const file of readdirSync(folder).filter((f) => /\.ya?ml$/.test(f)).sort()) {
    const text = readFileSync(path.join(folder, file), 'utf8');
    const ruleset = /^ruleset:\s*(\S+)/m.exec(text)?.[1];
    if (ruleset && registry.find(ruleset)?.id === manifest.id) return text;
  }
  throw new Error(`no example band of ${manifest.id} in ${folder}`);
}

export const bandName = (manifest: RulesetManifest, folder?: string): string => /^name:\s*(.+?)\s*$/m.exec(exampleBand(manifest, folder))?.[1] ?? manifest.title;

/** The starter band: the example band, named as asked, its schema line pointing at the repository's schema. */
export function starterBand(manifest: RulesetManifest, file: string, lang: Lang, name?: string): PlannedFile {
  const example = exampleBand(manifest);
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

export const PRE_COMMIT = `#!/bin/sh
# Validates the band files this commit holds (git's index, not the working tree); written by escarmouche init.
# On another clone, enable it once with: git config core.hooksPath ${HOOK_PATH}
if command -v escarmouche >/dev/null 2>&1; then
  exec escarmouche validate --staged --strict
fi
exec npx --no-install escarmouche validate --staged --strict
`;

export const shellWord = (word: string) => (/^[\w@./:+=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`);

export const workflow = (install: string) => `# Validates every band of a push or pull request; errors show on their lines (written by escarmouche init).
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
      - run: ${stringify(`npm install -g ${shellWord(install)}`).trimEnd()}
      - run: escarmouche validate --strict --format github ${BANDS}/
`;

export const GITATTRIBUTES = `# git diff shows bands in game terms (derived stats, budgets, ledger): diff.escarmouche.textconv
*.yaml diff=escarmouche
*.yml diff=escarmouche
`;

export const readme = (band: string) => `# Our bands

Band files for [escarmouche](https://www.npmjs.com/package/escarmouche), checked before each commit and on
every push.

\`\`\`sh
escarmouche build ${band}               # change the band: questions offering only legal choices
escarmouche show ${band}                # derived profile: stats, costs, budgets
escarmouche validate ${BANDS}/                        # every limit of the rulebook, located and explained
escarmouche print ${band} -o band.html  # sheets and cards to print
\`\`\`

On a new clone, enable the checks once:

\`\`\`sh
git config core.hooksPath ${HOOK_PATH}                       # validate what each commit holds
git config diff.escarmouche.textconv "escarmouche show --textconv"  # git diff in game terms
\`\`\`
`;
