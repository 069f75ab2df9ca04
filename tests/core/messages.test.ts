/** The catalogue stays whole: every code in both languages, every code used exists, every diagnostic documented. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLang, fill, LANGS, type MessageCatalogue } from '../../src/core/messages/catalogue.js';
import { DICE_MESSAGES } from '../../src/core/dice/messages.js';
import { BUILD_MESSAGES } from '../../src/core/messages/build.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { INIT_MESSAGES } from '../../src/core/messages/init.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

async function catalogues(): Promise<[string, MessageCatalogue][]> {
  const rulesets = await Promise.all(registry.manifests.map((m) => m.load()));
  const loaded = rulesets.map((r) => [r.id, r.messages] as [string, MessageCatalogue]);
  const builders = rulesets.flatMap((r) => (r.builder ? [[`${r.id} builder`, r.builder.messages] as [string, MessageCatalogue]] : []));
  return [['core', CORE_MESSAGES], ['dice', DICE_MESSAGES], ['build', BUILD_MESSAGES], ['init', INIT_MESSAGES], ...loaded, ...builders];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : [],
  );
}

describe('message catalogues', () => {
  it('have every code in English and French, with the same placeholders', async () => {
    for (const [, catalogue] of await catalogues()) {
      expect(Object.keys(catalogue.fr).sort()).toEqual(Object.keys(catalogue.en).sort());
      for (const [code, en] of Object.entries(catalogue.en)) {
        const fr = catalogue.fr[code]!;
        const holes = (e: typeof en) => [...JSON.stringify(e).matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect({ code, holes: [...new Set(holes(fr))] }).toEqual({ code, holes: [...new Set(holes(en))] });
        expect(typeof fr).toBe(typeof en);
      }
    }
  });

  // Every catalogue of the sources, found by its declaration, not only those listed above.
  it('are all checked: every exported catalogue of src has English and French with the same placeholders', async () => {
    const declared = sources(path.join(ROOT, 'src')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/export const (\w+): MessageCatalogue\b/g)].map((m) => ({ file, name: m[1]! })),
    );
    expect(declared.length).toBeGreaterThan(10);
    const holes = (e: unknown) => [...new Set([...JSON.stringify(e).matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
    for (const { file, name } of declared) {
      const catalogue = (await import(file))[name] as MessageCatalogue;
      const where = `${path.relative(ROOT, file)} ${name}`;
      expect(Object.keys(catalogue.fr).sort(), where).toEqual(Object.keys(catalogue.en).sort());
      for (const [code, en] of Object.entries(catalogue.en)) {
        const fr = catalogue.fr[code];
        expect({ where, code, holes: holes(fr), kind: typeof fr }).toEqual({ where, code, holes: holes(en), kind: typeof en });
        expect(JSON.stringify(fr).trim(), `${where} ${code}`).not.toBe('""');
      }
    }
  });

  it('define every code the sources use', async () => {
    const known = new Set((await catalogues()).flatMap(([, c]) => Object.keys(c.en)));
    const used = new Set<string>();
    for (const file of sources(path.join(ROOT, 'src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/(?:error|warning|usageError|ruleError|EscarmoucheError|text|diagnostic)\(\s*'([a-z-]+\/[a-z0-9-]+)'/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((code) => !known.has(code))).toEqual([]);
  });

  it('document every diagnostic code in docs/diagnostics.md', async () => {
    const readme = readFileSync(path.join(ROOT, 'docs/diagnostics.md'), 'utf8');
    const diagnostics = (await catalogues()).flatMap(([, c]) => Object.entries(c.en).filter(([, e]) => typeof e !== 'string').map(([code]) => code));
    expect(diagnostics.filter((code) => !readme.includes(`\`${code}\``))).toEqual([]);
  });
});

describe('language', () => {
  it.each([
    [undefined, { LANG: 'fr_FR.UTF-8' }, 'fr'],
    [undefined, { LC_ALL: 'fr_CA', LANG: 'en_US' }, 'fr'],
    [undefined, { LANG: 'en_GB' }, 'en'],
    [undefined, {}, 'en'],
    ['en', { LANG: 'fr_FR' }, 'en'],
    ['fr', {}, 'fr'],
  ] as const)('--lang %s with %j → %s', (explicit, env, lang) => expect(detectLang(explicit, env)).toBe(lang));
  it('fills placeholders and leaves unknown ones', () => expect(fill('{a} and {b}', { a: 1 })).toBe('1 and {b}'));
  it('has both languages', () => expect(LANGS).toEqual(['en', 'fr']));
});
