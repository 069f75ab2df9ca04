/** JSON Schema of band files, generated from each ruleset's zod schema, for editors and CI. */
import { z } from 'zod';
import { HOUSE_RULES_KEY } from './house-rules.js';
import type { HouseRuleSpec, Ruleset, RulesetManifest } from './ruleset.js';

export const SCHEMA_BASE = 'https://escarmouche.dev/schemas';

export function bandJsonSchema(manifest: RulesetManifest, ruleset: Ruleset): Record<string, unknown> {
  const generated = z.toJSONSchema(ruleset.schema, { target: 'draft-7', io: 'input' }) as Record<string, any>;
  const properties = { ...(generated.properties as Record<string, unknown>) };
  // The loader accepts the id and its aliases; editors offer exactly those.
  properties.ruleset = { enum: [manifest.id, ...manifest.aliases], description: `${manifest.title} band file` };
  if (ruleset.houseRules?.length) properties[HOUSE_RULES_KEY] = houseRulesSchema(ruleset.houseRules);
  return {
    ...generated,
    $id: `${SCHEMA_BASE}/${manifest.id}.schema.json`,
    title: `${manifest.title} band (escarmouche)`,
    properties,
  };
}

function houseRulesSchema(specs: readonly HouseRuleSpec[]): Record<string, unknown> {
  const properties = Object.fromEntries(
    specs.map((spec) => {
      const { $schema: _s, ...value } = z.toJSONSchema(spec.schema, { target: 'draft-7', io: 'input' }) as Record<string, unknown>;
      return [spec.key, { ...value, description: spec.description, default: spec.default }];
    }),
  );
  return { type: 'object', description: 'House rules: readings of docs/rules-notes.md this group changes', properties, additionalProperties: false };
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
