/**
 * A new band file, as the example bands start: with the `yaml-language-server` line that gives editors the
 * band's JSON Schema. The schema is the repository's own (`schemas/`, as `escarmouche init` and
 * `schema --write schemas` make it) when a folder above the file has it, else the installed package's (a `file:` URL):
 * always a file that exists, never a host that may not answer.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { newBandText, type NewBandSpec } from '../core/band-files/band-edit.js';
import { pathToFileURL } from 'node:url';
import type { Lang } from '../core/messages/catalogue.js';
import { packageRoot } from './package-root.js';

/** The installed package's schema (it ships `schemas/`, French in `schemas/fr/`): the first of `names` there. */
const packageSchema = (names: readonly string[]): string => {
  const files = names.map((name) => path.join(packageRoot(), 'schemas', name));
  return files.find((file) => existsSync(file)) ?? files.at(-1)!;
};

/** Where editors find the schema of `ruleset` for a band written at `file`, in the user's language when there is one. */
export function schemaLocation(file: string, ruleset: string, lang: Lang): string {
  const names = [...(lang === 'en' ? [] : [`${lang}/${ruleset}.schema.json`]), `${ruleset}.schema.json`];
  const from = path.dirname(path.resolve(file));
  for (let dir = from; ; dir = path.dirname(dir)) {
    for (const name of names) {
      const schema = path.join(dir, 'schemas', name);
      if (existsSync(schema)) return path.relative(from, schema).split(path.sep).join('/');
    }
    if (path.dirname(dir) === dir) return pathToFileURL(packageSchema(names)).href;
  }
}

export const schemaLine = (file: string, ruleset: string, lang: Lang): string => `yaml-language-server: $schema=${schemaLocation(file, ruleset, lang)}`;

export function newBandFile(spec: NewBandSpec, file: string, ruleset: string, lang: Lang): string {
  return newBandText({ ...spec, header: [schemaLine(file, ruleset, lang), ...spec.header] });
}
