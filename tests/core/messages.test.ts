/** The catalogue stays whole: every code in both languages, every code used exists, every diagnostic documented. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { detectLang, fill, LANGS, Messages, paramWords, type MessageCatalogue } from '../../src/core/messages/catalogue.js';
import { DICE_MESSAGES } from '../../src/core/dice/messages.js';
import { BUILD_MESSAGES } from '../../src/core/messages/build.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { INIT_MESSAGES } from '../../src/core/messages/init.js';
import { SUGGEST_MESSAGES } from '../../src/core/messages/suggest.js';
import { registry } from '../../src/rulesets/index.js';
import { ROOT } from '../helpers/cli.js';

async function catalogues(): Promise<[string, MessageCatalogue][]> {
  const rulesets = await Promise.all(registry.manifests.map((m) => m.load()));
  const loaded = rulesets.map((r) => [r.id, r.messages] as [string, MessageCatalogue]);
  const builders = rulesets.flatMap((r) => (r.builder ? [[`${r.id} builder`, r.builder.messages] as [string, MessageCatalogue]] : []));
  return [['core', CORE_MESSAGES], ['dice', DICE_MESSAGES], ['build', BUILD_MESSAGES], ['init', INIT_MESSAGES], ['suggest', SUGGEST_MESSAGES], ...loaded, ...builders];
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

describe('words of param values', () => {
  const catalogue: MessageCatalogue = {
    en: { 'x/type': { message: 'expected {expected}, found {actual}', rule: 'a {expected}', fix: 'write a {expected}' }, 'x/line': '{expected} or {actual}', 'param/expected/number': 'number', 'param/actual/1': { message: 'one', rule: 'one' } },
    fr: { 'x/type': { message: 'il faut {expected}, pas {actual}', rule: 'un {expected}', fix: 'écrivez {expected}' }, 'x/line': '{expected} ou {actual}', 'param/expected/number': 'un nombre', 'param/actual/1': { message: 'un', rule: 'un' } },
  };
  it('are found under param/KEY/VALUE', () => expect(paramWords('expected', 'number')).toBe('param/expected/number'));
  it('show a value that has words in them, in the language; other values, and other keys of the same value, as given', () => {
    const fr = new Messages('fr', [catalogue]);
    expect(fr.diagnostic('x/type', { expected: 'number', actual: 'number' })).toEqual({ message: 'il faut un nombre, pas number', rule: 'un un nombre', fix: 'écrivez un nombre' });
    expect(fr.text('x/type', { expected: 'text', actual: 3 })).toBe('il faut text, pas 3');
    expect(fr.text('x/line', { expected: 'number', actual: 'x' })).toBe('un nombre ou x');
    expect(fr.diagnostic('x/line', { expected: 'number', actual: 'x' })).toEqual({ message: 'un nombre ou x', rule: 'un nombre ou x' });
    expect(new Messages('en', [catalogue]).text('x/type', { expected: 'number', actual: 2 })).toBe('expected number, found 2');
  });
  it('are only words: an entry of a diagnostic under that name is not', () => {
    expect(new Messages('en', [catalogue]).text('x/line', { expected: 'number', actual: 1 })).toBe('number or 1');
  });
  it('leave a message without params as it is', () => {
    const fr = new Messages('fr', [catalogue]);
    expect(fr.text('x/line')).toBe('{expected} ou {actual}');
    expect(fr.diagnostic('x/type')).toEqual({ message: 'il faut {expected}, pas {actual}', rule: 'un {expected}', fix: 'écrivez {expected}' });
  });
});
