/** JSON Schema of band files, generated from each ruleset's zod schema, for editors and CI. */
import { z } from 'zod';
import type { Ruleset, RulesetManifest } from './ruleset.js';

export const SCHEMA_BASE = 'https://escarmouche.dev/schemas';

export function bandJsonSchema(manifest: RulesetManifest, ruleset: Ruleset): Record<string, unknown> {
  const generated = z.toJSONSchema(ruleset.schema, { target: 'draft-7', io: 'input' }) as Record<string, any>;
  const properties = { ...(generated.properties as Record<string, unknown>) };
  // The loader accepts the id and its aliases; editors offer exactly those.
  properties.ruleset = { enum: [manifest.id, ...manifest.aliases], description: `${manifest.title} band file` };
  return {
    ...generated,
    $id: `${SCHEMA_BASE}/${manifest.id}.schema.json`,
    title: `${manifest.title} band (escarmouche)`,
    properties,
  };
}

/** Every ruleset at once: a band file matches the schema of the ruleset it names. */
export function combinedJsonSchema(schemas: readonly Record<string, unknown>[]): Record<string, unknown> {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE}/band.schema.json`,
    title: 'escarmouche band file',
    anyOf: schemas.map(({ $schema: _s, ...schema }) => schema),
  };
}
