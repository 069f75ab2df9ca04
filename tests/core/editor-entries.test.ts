/**
 * Every catalogue entry an editor shows on hover, in every ruleset and language, is short enough for the hover to
 * stay within 15 lines: the key's title (2 lines), its one-line description (2), the entry, the schema's source (2).
 * tests/e2e/editor.test.ts measures one value per ruleset through yaml-language-server itself.
 */
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/rulesets/index.js';

const HOVER_LINES = 15;
const AROUND_THE_ENTRY = 6;

describe.each(registry.manifests.map((m) => [m.id, m] as const))('the editor entries of %s', (_id, manifest) => {
  it.each(['en', 'fr'] as const)('in %s: each at most 9 lines, ids unique', async (lang) => {
    const catalogues = (await registry.load(manifest)).schemaCatalogues?.(lang) ?? {};
    for (const [name, entries] of Object.entries(catalogues)) {
      const long = entries.filter((e) => e.doc.split('\n').length > HOVER_LINES - AROUND_THE_ENTRY).map((e) => e.id);
      expect({ name, long }).toEqual({ name, long: [] });
      expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    }
    expect(Object.keys(catalogues).length).toBeGreaterThan(0);
  });
});
