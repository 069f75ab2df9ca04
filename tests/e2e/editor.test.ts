/**
 * The editor as a real client: yaml-language-server (the engine of VS Code's YAML extension) started over stdio
 * on bands in a repository outside escarmouche's clone, with the schemas escarmouche writes there.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LanguageClient } from '../helpers/lsp.js';
import { ROOT, runCli } from '../helpers/cli.js';

const SERVER = path.join(ROOT, 'node_modules/yaml-language-server/bin/yaml-language-server');
const SETTINGS = { yaml: { validate: true, hover: true, completion: true, schemaStore: { enable: false }, format: { enable: false } } };

let repo: string;
let client: LanguageClient;

/** A band of the repository: its path and text. */
const band = (name: string) => {
  const file = path.join(repo, 'bands', name);
  return { file, text: readFileSync(file, 'utf8') };
};
const lineOf = (text: string, needle: string): number => text.split('\n').findIndex((l) => l.includes(needle));

beforeAll(async () => {
  // Kept for the whole file (tempTree folders go after each test): the server reads them throughout.
  repo = mkdtempSync(path.join(tmpdir(), 'escarmouche-editor-'));
  const init = runCli(['init', repo, '--ruleset', 'ff', '--name', 'Les Loups']);
  expect(init.code).toBe(0);
  for (const example of ['argad-la-mesnie-du-sire-yann.yaml', 'frostgrave-l-expedition-de-renulf.yaml', 'mef-fan-la-garde-du-bois-dore.yaml', 'ff-federation-de-la-poterie.yaml', 'fees-d-armes-les-bucherons.yaml']) {
    cpSync(path.join(ROOT, 'bands', example), path.join(repo, 'bands', example));
  }
  client = new LanguageClient(process.execPath, [SERVER, '--stdio'], SETTINGS);
  await client.start(repo);
}, 120_000);

afterAll(async () => {
  await client?.stop();
  rmSync(repo, { recursive: true, force: true });
});

describe('yaml-language-server on a repository made by init', () => {
  it('reports nothing on the starter band and on the example bands', async () => {
    for (const name of ['les-loups.yaml', 'argad-la-mesnie-du-sire-yann.yaml', 'frostgrave-l-expedition-de-renulf.yaml', 'mef-fan-la-garde-du-bois-dore.yaml', 'ff-federation-de-la-poterie.yaml', 'fees-d-armes-les-bucherons.yaml']) {
      const { file, text } = band(name);
      expect({ name, diagnostics: await client.open(file, text) }).toEqual({ name, diagnostics: [] });
    }
  });

  /** Opens `name` with `from` changed to `to`, in a file of its own; its diagnostics and their quick fixes. */
  const changedBand = async (name: string, from: string, to: string) => {
    const { text } = band(name);
    expect(text).toContain(from);
    const changed = text.replace(from, to);
    // A file of its own per case: the server keeps what it was first given for a document it has open.
    const file = path.join(repo, 'bands', `changed-${to.replace(/\W+/g, '-')}-${name}`);
    writeFileSync(file, changed);
    const diagnostics = await client.open(file, changed);
    const fixes: string[] = diagnostics.length ? (await client.codeActions(file, diagnostics)).map((a: { title: string }) => a.title) : [];
    return { file, changed, diagnostics, fixes };
  };

  it.each([
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'maile]', 'Équipement'],
    ['ff-federation-de-la-poterie.yaml', 'style: puissant', 'style: puisant', 'Style'],
    ['ff-federation-de-la-poterie.yaml', 'pc: 4', 'pc: -4', 'minimum'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: courte', 'melee: corte', 'Melee weapon'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'class: 5', 'class: 7', 'maximum'],
    // A short list is named whole, in one line, whatever the type of the wrong value.
    ['argad-la-mesnie-du-sire-yann.yaml', 'armour: 5 ', 'armour: 6 ', '^Armure: expected one of legere, 3, 4, 4t, 4-etoile, 5, 5t, 5-etoile$'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'armour: 5 ', 'armour: lourde ', '^Armure: expected one of legere, 3, 4, 4t, 4-etoile, 5, 5t, 5-etoile$'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', 'weapon: bton', 'Weapon'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'health: 14', 'health: 0', 'minimum'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'vie: 1', 'vie: 5', 'maximum'],
  ])('%s: "%s" changed to "%s" is reported on its line', async (name, from, to, words) => {
    const { changed, diagnostics } = await changedBand(name, from, to);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].range.start.line).toBe(lineOf(changed, to));
    expect(diagnostics[0].message).toMatch(new RegExp(words, 'i'));
    expect(diagnostics[0].message.length).toBeLessThan(120);
  });

  /** Case and accents folded: `Maille` and `maille` are one name. */
  const fold = (label: string): string => label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

  it.each([
    ['les-loups.yaml', 'equipment: [', '[', 'maille', 'CA +2, Tra. -2, +2 PV.'],
    ['ff-federation-de-la-poterie.yaml', 'classes: [', '[', 'chevalier', '**Chevalier**'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: lance-de-chevalerie', ': ', 'lance-de-chevalerie', '**lance lourde de chevalerie** · length 5'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', ': ', 'baton', '**bâton** · melee'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'portee: longue', ': ', 'longue', '120 cm'],
    ['fees-d-armes-les-bucherons.yaml', 'faction: village', ': ', 'village', '**village**'],
  ])('%s: completion after "%s" offers each name once, documented', async (name, needle, before, label, doc) => {
    const { file, text } = band(name);
    await client.open(file, text);
    const at = lineOf(text, needle);
    const line = text.split('\n')[at]!;
    const completion = await client.completion(file, at, line.indexOf(needle) + needle.indexOf(before) + before.length);
    const items: { label: string; documentation?: { value: string } }[] = completion.items ?? completion;
    const folded = items.map((i) => fold(i.label));
    expect(folded.filter((l, i) => folded.indexOf(l) !== i)).toEqual([]);
    expect(items.length).toBeGreaterThan(1);
    expect(items.find((i) => i.label === label)?.documentation?.value).toContain(doc);
  });

  it.each([
    ['les-loups.yaml', 'Personnage'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'Personnage'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'Figurine'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'Unité'],
    ['fees-d-armes-les-bucherons.yaml', 'Carte de profil'],
  ])('%s: completion at a member offers each name once: the new %s with every key beside the server\'s required keys', async (name, title) => {
    const { file, text } = band(name);
    await client.open(file, text);
    const at = text.split('\n').findIndex((l) => /^\s+- name: /.test(l));
    const completion = await client.completion(file, at, text.split('\n')[at]!.indexOf('- ') + 2);
    const labels: string[] = (completion.items ?? completion).map((i: { label: string }) => i.label);
    const folded = labels.map(fold);
    expect(folded.filter((l, i) => folded.indexOf(l) !== i)).toEqual([]);
    expect(labels.some((l) => l.startsWith(`${title}: name, `))).toBe(true);
  });

  it.each([
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'maille', '**Maille** · 1 pièce de fer'],
    ['ff-federation-de-la-poterie.yaml', 'style: puissant', 'puissant', '**Puissant**'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: lance-de-chevalerie', 'lance-de-chevalerie', '**lance lourde de chevalerie** · length 5'],
    // A number of the armour table, as written, shows its entry too.
    ['argad-la-mesnie-du-sire-yann.yaml', 'armour: 5 ', '5', '**5** · armure 5 (armure complète'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', 'baton', '**bâton** · melee'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'portee: longue', 'longue', '**longue** · 120 cm'],
    ['fees-d-armes-les-bucherons.yaml', 'faction: village', 'village', '**village**'],
  ])('%s: hover on "%s" is the key in the rulebook\'s words and that value\'s own entry, never the list', async (name, needle, value, entry) => {
    const { file, text } = band(name);
    await client.open(file, text);
    const at = lineOf(text, needle);
    const hover = await client.hover(file, at, text.split('\n')[at]!.indexOf(needle) + needle.indexOf(value) + 1);
    const shown: string = hover.contents.value;
    expect(shown).toMatch(/^#### \S/);
    expect(shown).toContain(entry);
    expect(shown).not.toContain('Allowed Values');
    expect(shown.split('\n').length).toBeLessThanOrEqual(15);
  });

  it('a typo gives one diagnostic, in one line, naming the nearest value, which is the one quick fix', async () => {
    const { diagnostics, fixes } = await changedBand('argad-la-mesnie-du-sire-yann.yaml', 'melee: lance-de-chevalerie', 'melee: lance-de-chevalrie');
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toBe("Melee weapon: not a name of the rulebook's list; did you mean lance-de-chevalerie?");
    expect(fixes).toEqual(['lance-de-chevalerie']);
  });

  it.each([
    // A letter dropped, a capital, a plural, spaces for dashes, two letters swapped, an accent: the value meant.
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'Maile]', 'maille'],
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'mailles]', 'maille'],
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'arme a une main]', 'arme-a-une-main'],
    ['ff-federation-de-la-poterie.yaml', 'style: puissant', 'style: puissnat', 'puissant'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: courte', 'melee: coürte', 'courte'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', 'weapon: Baton', 'baton'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'portee: longue', 'portee: longeu', 'longue'],
  ])('%s: the typo "%s" → "%s" names %s and offers it as the one quick fix', async (name, from, to, meant) => {
    const { diagnostics, fixes } = await changedBand(name, from, to);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].message).toMatch(new RegExp(`did you mean ${meant}\\?$`));
    expect(fixes).toEqual([meant]);
  });

  it('a value near none: the one line says where the names are; the quick fixes are the commonest values, a few', async () => {
    const { diagnostics, fixes } = await changedBand('ff-federation-de-la-poterie.yaml', 'maille]', 'zzzz]');
    expect(diagnostics.map((d: { message: string }) => d.message)).toEqual(["Équipement: expected a name of the rulebook's list (Ctrl+Space lists them)"]);
    // The example bands use cuir most (ties in the annex's order).
    expect(fixes[0]).toBe('cuir');
    expect(fixes.length).toBeGreaterThan(1);
    expect(fixes.length).toBeLessThanOrEqual(4);
    expect(new Set(fixes).size).toBe(fixes.length);
    expect(fixes.filter((f) => /[A-ZÀ-Ý"]/.test(f))).toEqual([]);
  });

  it.each([
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'maile]', 'Équipement', ['maille']],
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'zzzz]', 'Équipement', ['cuir']],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: lance-de-chevalerie', 'melee: lance-de-chevalrie', 'Melee weapon', ['lance-de-chevalerie']],
    ['argad-la-mesnie-du-sire-yann.yaml', 'armour: 5 ', 'armour: lourde ', 'Armure', ['legere']],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', 'weapon: bton', 'Weapon', ['baton']],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'portee: longue', 'portee: longeu', 'Portée', ['longue']],
    ['fees-d-armes-les-bucherons.yaml', 'ruleset: fees-d-armes', 'ruleset: fees-darmes', 'ruleset', ['fees-d-armes']],
  ])('%s: hover on the wrong value "%s" → "%s" is the key, its line and the nearest values, never the list', async (name, from, to, title, nearest) => {
    const { file, changed } = await changedBand(name, from, to);
    const at = lineOf(changed, to);
    const value = to.includes(': ') ? to.slice(to.indexOf(': ') + 2).trim() : to.replace(']', '');
    const hover = await client.hover(file, at, changed.split('\n')[at]!.indexOf(value) + 1);
    const shown: string = hover.contents.value;
    expect(shown.startsWith(`#### ${title}\n`)).toBe(true);
    for (const near of nearest) expect(shown).toContain(`\`${near}\``);
    expect(shown.split('\n').length).toBeLessThanOrEqual(15);
    expect(shown.split('\n').filter((l) => l.startsWith('* ')).length).toBeLessThanOrEqual(7);
  });
});
