/** `escarmouche schema [ruleset] [--write DIR]`: the JSON Schemas of band files, for editors (yaml-language-server) and CI. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { checkFolderDestination } from '../core/band-files/destination.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { writeAtomic } from '../core/band-files/fs.js';
import { exampleCounts } from '../core/schema/example-counts.js';
import { bandJsonSchema, combinedJsonSchema } from '../core/schema/json-schema.js';
import { schemaText } from '../core/schema/schema-text.js';
import type { Counts } from '../core/schema/near-values.js';
import type { Lang } from '../core/schema/schema-words.js';
import type { RulesetManifest } from '../core/ruleset/ruleset.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';
import { packageRoot } from './package-root.js';

export interface SchemaOptions {
  readonly write?: string;
  readonly json?: boolean;
}

const LANGS: readonly Lang[] = ['en', 'fr'];

let counted: Map<string, Counts> | undefined;
/** How often the example bands escarmouche ships (`bands/`, `bands-fr/`) use each value, per ruleset; read once. */
const examples = (): Map<string, Counts> =>
  (counted ??= exampleCounts(['bands', 'bands-fr'].map((folder) => path.join(packageRoot(), folder)), (value) => registry.find(value)?.id));

const oneSchema = async (manifest: RulesetManifest, lang: Lang) => bandJsonSchema(manifest, await registry.load(manifest), lang, examples().get(manifest.id));

export async function schemaOf(name: string | undefined, lang: Lang = 'en'): Promise<Record<string, unknown>> {
  if (name === undefined) return combinedJsonSchema(registry.manifests, await Promise.all(registry.manifests.map((m) => oneSchema(m, lang))), lang);
  const manifest = registry.find(name);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: registry.ids().join(', ') });
  return oneSchema(manifest, lang);
}

/** Where a language's schemas live under a schemas folder: English at its top, French in `fr/`. */
export const schemaFolder = (dir: string, lang: Lang): string => (lang === 'en' ? dir : path.join(dir, lang));

/**
 * Writes `<id>.schema.json` of every ruleset and `band.schema.json` in both languages under `dir`
 * (`init` and `schema --write`); returns the files written.
 */
export async function writeSchemas(dir: string): Promise<string[]> {
  const written: string[] = [];
  // A file where a folder goes (DIR itself, DIR/fr or one on the way) is refused, naming it, before anything is written.
  for (const lang of LANGS) await checkFolderDestination(schemaFolder(dir, lang));
  for (const lang of LANGS) {
    const folder = schemaFolder(dir, lang);
    await mkdir(folder, { recursive: true });
    const named: [string, Record<string, unknown>][] = [...(await Promise.all(registry.ids().map(async (id) => [id, await schemaOf(id, lang)] as [string, Record<string, unknown>]))), ['band', await schemaOf(undefined, lang)]];
    for (const [id, schema] of named) {
      const file = path.join(folder, `${id}.schema.json`);
      await writeAtomic(file, schemaText(schema));
      written.push(file);
    }
  }
  return written;
}

export async function schema(name: string | undefined, options: SchemaOptions, context: Context): Promise<ExitCode> {
  if (options.write !== undefined) {
    if (name !== undefined) throw usageError('cli/schema-write-all', {});
    const files = await writeSchemas(options.write);
    if (options.json) context.out(JSON.stringify({ written: files }, null, 2));
    else context.out(context.messages.text('cli/schema-written', { count: files.length, dir: options.write }));
    return EXIT.ok;
  }
  context.out(schemaText(await schemaOf(name, context.lang)).trimEnd());
  return EXIT.ok;
}
