/** `escarmouche schema [ruleset] [--write DIR]`: the JSON Schemas of band files, for editors (yaml-language-server) and CI. */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { checkFolderDestination } from '../core/band-files/destination.js';
import { EXIT, usageError, type ExitCode } from '../core/diagnostics/errors.js';
import { writeAtomic } from '../core/band-files/fs.js';
import { bandJsonSchema, combinedJsonSchema } from '../core/schema/json-schema.js';
import type { Lang } from '../core/schema/schema-words.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';

export interface SchemaOptions {
  readonly write?: string;
  readonly json?: boolean;
}

const LANGS: readonly Lang[] = ['en', 'fr'];

export async function schemaOf(name: string | undefined, lang: Lang = 'en'): Promise<Record<string, unknown>> {
  if (name === undefined) {
    return combinedJsonSchema(registry.manifests, await Promise.all(registry.manifests.map(async (m) => bandJsonSchema(m, await registry.load(m), lang))), lang);
  }
  const manifest = registry.find(name);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: registry.ids().join(', ') });
  return bandJsonSchema(manifest, await registry.load(manifest), lang);
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
      await writeAtomic(file, `${JSON.stringify(schema, null, 2)}\n`);
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
  context.out(JSON.stringify(await schemaOf(name, context.lang), null, 2));
  return EXIT.ok;
}
