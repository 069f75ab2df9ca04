// Writes schemas/<ruleset>.schema.json and schemas/band.schema.json (English) and schemas/fr/ (French) from the built command (npm run schemas).
import { fileURLToPath } from 'node:url';
import { writeSchemas } from '../dist/cli/schema.js';

await writeSchemas(fileURLToPath(new URL('../schemas', import.meta.url)));
