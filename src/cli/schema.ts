/** `escarmouche schema [ruleset]`: the JSON Schema of band files, for editors (yaml-language-server) and CI. */
import { EXIT, usageError, type ExitCode } from '../core/errors.js';
import { bandJsonSchema, combinedJsonSchema } from '../core/json-schema.js';
import { registry } from '../rulesets/index.js';
import type { Context } from './context.js';

export async function schemaOf(name: string | undefined): Promise<Record<string, unknown>> {
  if (name === undefined) {
    return combinedJsonSchema(await Promise.all(registry.manifests.map(async (m) => bandJsonSchema(m, await registry.load(m)))));
  }
  const manifest = registry.find(name);
  if (!manifest) throw usageError('cli/unknown-ruleset', { actual: name, known: registry.ids().join(', ') });
  return bandJsonSchema(manifest, await registry.load(manifest));
}

export async function schema(name: string | undefined, context: Context): Promise<ExitCode> {
  context.out(JSON.stringify(await schemaOf(name), null, 2));
  return EXIT.ok;
}
