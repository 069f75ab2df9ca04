/** docs/diagnostics.md lists every diagnostic code with its severity and an example, as the script generates it. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { diagnosticCodes, table } from '../../scripts/diagnostics-table.js';
import { ROOT } from '../helpers/cli.js';

const doc = readFileSync(path.join(ROOT, 'docs', 'diagnostics.md'), 'utf8');

describe('docs/diagnostics.md', () => {
  it('holds the current table of codes (regenerate with `npx tsx scripts/diagnostics-table.ts`)', async () => {
    const between = doc.slice(doc.indexOf('<!-- codes:start -->') + '<!-- codes:start -->'.length, doc.indexOf('<!-- codes:end -->')).trim();
    expect(between).toBe(await table());
  });

  it('gives every diagnostic code of the catalogues a severity', async () => {
    for (const code of (await diagnosticCodes()).keys()) expect(doc).toMatch(new RegExp(`\\| \`${code}\` \\| (error|warning|info)`));
  });
});
