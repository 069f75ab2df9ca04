// Writes schemas/<ruleset>.schema.json and schemas/band.schema.json from the built command (npm run schemas).
import { writeFileSync } from 'node:fs';
import { schemaOf } from '../dist/cli/schema.js';
import { registry } from '../dist/rulesets/index.js';

const write = (name, schema) => writeFileSync(new URL(`../schemas/${name}.schema.json`, import.meta.url), `${JSON.stringify(schema, null, 2)}\n`);
for (const id of registry.ids()) write(id, await schemaOf(id));
write('band', await schemaOf(undefined));
