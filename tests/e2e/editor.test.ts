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
  for (const example of ['argad-la-mesnie-du-sire-yann.yaml', 'frostgrave-l-expedition-de-renulf.yaml', 'mef-fan-la-garde-du-bois-dore.yaml', 'ff-federation-de-la-poterie.yaml']) {
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
    for (const name of ['les-loups.yaml', 'argad-la-mesnie-du-sire-yann.yaml', 'frostgrave-l-expedition-de-renulf.yaml', 'mef-fan-la-garde-du-bois-dore.yaml', 'ff-federation-de-la-poterie.yaml']) {
      const { file, text } = band(name);
      expect({ name, diagnostics: await client.open(file, text) }).toEqual({ name, diagnostics: [] });
    }
  });

  it.each([
    ['ff-federation-de-la-poterie.yaml', 'maille]', 'maile]', 'Équipement'],
    ['ff-federation-de-la-poterie.yaml', 'style: puissant', 'style: puisant', 'Style'],
    ['ff-federation-de-la-poterie.yaml', 'pc: 4', 'pc: -4', 'minimum'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'melee: courte', 'melee: corte', 'Melee weapon'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'class: 5', 'class: 7', 'maximum'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'weapon: baton', 'weapon: bton', 'Weapon'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'health: 14', 'health: 0', 'minimum'],
    ['mef-fan-la-garde-du-bois-dore.yaml', 'vie: 1', 'vie: 5', 'maximum'],
  ])('%s: "%s" changed to "%s" is reported on its line', async (name, from, to, words) => {
    const { text } = band(name);
    expect(text).toContain(from);
    const changed = text.replace(from, to);
    // A file of its own per case: the server keeps what it was first given for a document it has open.
    const file = path.join(repo, 'bands', `changed-${to.replace(/\W+/g, '-')}-${name}`);
    writeFileSync(file, changed);
    const diagnostics = await client.open(file, changed);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0].range.start.line).toBe(lineOf(changed, to));
    expect(diagnostics[0].message).toMatch(new RegExp(words, 'i'));
    expect(diagnostics[0].message.length).toBeLessThan(120);
  });

  it('completes a new equipment item with the catalogue: the rulebook name and effect of each', async () => {
    const { text } = band('les-loups.yaml');
    const at = lineOf(text, 'equipment:');
    const line = text.split('\n')[at]!;
    const completion = await client.completion(path.join(repo, 'bands', 'les-loups.yaml'), at, line.indexOf('[') + 1);
    const items: { label: string; documentation?: { value: string } }[] = completion.items ?? completion;
    const maille = items.find((i) => i.label === 'maille');
    expect(maille?.documentation?.value).toContain('**Maille**');
    expect(maille?.documentation?.value).toContain('CA +2, Tra. -2, +2 PV.');
    expect(items.find((i) => i.label === 'arme-a-deux-mains')?.documentation?.value).toContain('Arme à deux mains');
  });

  it('describes a value on hover', async () => {
    const { file, text } = band('ff-federation-de-la-poterie.yaml');
    await client.open(file, text);
    const at = lineOf(text, 'maille]');
    const hover = await client.hover(file, at, text.split('\n')[at]!.indexOf('maille') + 2);
    const value: string = hover.contents.value;
    expect(value).toContain('#### Équipement');
    // The hovered value's description comes first among the allowed values.
    expect(value.split('Allowed Values:')[1]!.trim().split('\n')[0]).toBe('* `maille`: **Maille** · 1 pièce de fer');
  });
});
