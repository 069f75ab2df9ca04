/**
 * Text shows the rulebook's names, JSON the ids: no catalogue id whose name is spelled otherwise (accents, spaces,
 * words: `arme-a-deux-mains`, `heros`, `legere`) appears as a word in the text output of an example band.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { registry } from '../../src/rulesets/index.js';
import { ROOT, runCli, runCliBatch, runJson, tempTree } from '../helpers/cli.js';

const BANDS = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml')).map((f) => `bands/${f}`);
const LANGS = ['en', 'fr'];

/**
 * The ids a text must not show: those whose name is more than the id with capitals (`Arc` for `arc` reads the same),
 * and that are no word of a name of the ruleset (Argad's `courte` is the id of "arme courte": the word is the name's).
 */
async function forbiddenIds(rulesetId: string): Promise<string[]> {
  const ruleset = await registry.load(registry.find(rulesetId)!);
  const entries = Object.values(ruleset.names ?? {}).flatMap((table) => Object.entries(table));
  const shown = entries.map(([, name]) => name.toLowerCase()).join('\n');
  return [...new Set(entries.filter(([id, name]) => name.toLowerCase() !== id && idsIn(shown, [id]).length === 0).map(([id]) => id))];
}

/** The ids of `ids` found as whole words: not inside a longer word or a hyphenated name. */
function idsIn(text: string, ids: readonly string[]): string[] {
  const word = (id: string) => new RegExp(`(?<![\\p{L}\\p{N}-])${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}-])`, 'u');
  return ids.filter((id) => word(id).test(text));
}

const both = ({ stdout, stderr }: { stdout: string; stderr: string }): string => `${stdout}\n${stderr}`;
const text = (args: readonly string[]): string => both(runCli(args));

describe('rulebook names in text, ids in JSON', () => {
  it('every ruleset declares the names of its catalogues', async () => {
    for (const manifest of registry.manifests) {
      const ruleset = await manifest.load();
      expect(Object.keys(ruleset.names ?? {}).length, ruleset.id).toBeGreaterThan(0);
    }
  });

  it.each(BANDS)('show, validate and print of %s name no catalogue id', async (band) => {
    const { json } = runJson(['show', band]);
    const ids = await forbiddenIds(json.ruleset as string);
    const runs = LANGS.flatMap((lang) => [['show', band], ['validate', band], ...(lang === 'fr' ? [['print', band, '--format', 'md']] : [])].map((args) => [...args, '--lang', lang]));
    // One process for the five runs (what they print is checked, not the process).
    const outputs = runCliBatch(runs);
    expect(outputs.map((o) => o.code)).toEqual(runs.map(() => 0));
    const found = runs.flatMap((args, i) => idsIn(both(outputs[i]!), ids).map((id) => `${args.join(' ')}: ${id}`));
    expect(found).toEqual([]);
  });

  // Each band's first member against its second, both ways: the modifiers name items, spells and rules.
  it.each(BANDS)('simulate-attack between the first two members of %s names no catalogue id', async (band) => {
    const { json } = runJson(['show', band]);
    const ids = await forbiddenIds(json.ruleset as string);
    const [a, b] = (json.characters ?? json.units ?? json.figures) as { name: string }[];
    const outputs = runCliBatch([
      ['simulate-attack', `${band}#${a!.name}`, `${band}#${b!.name}`],
      ['simulate-attack', `${band}#${b!.name}`, `${band}#${a!.name}`, '--lang', 'fr'],
    ]);
    expect(idsIn(outputs.map(both).join('\n'), ids)).toEqual([]);
  });

  it('a matchup names each attack by its weapon or spell, the JSON by its key', async () => {
    const args = ['simulate-attack', 'tests/fixtures/ff-specialites.yaml', 'bands/ff-les-marquisards.yaml'];
    const shown = text([...args, '--lang', 'fr']);
    expect(idsIn(shown, await forbiddenIds('flammes-et-fantassins'))).toEqual([]);
    expect(shown).toMatch(/Projectile magi|Arme à une main/);
    const attacks = new Set((runJson(args).json.pairs as { attack: string }[]).map((p) => p.attack));
    expect([...attacks].every((a) => /^[a-z-]+$/.test(a))).toBe(true);
  });

  it('the JSON keeps the ids', () => {
    const { json } = runJson(['show', 'bands/ff-les-marquisards.yaml']);
    const first = (json.characters as { rank: string; equipment: string[] }[])[0]!;
    expect(first.rank).toBe('heros');
    expect(first.equipment).toContain('arme-a-deux-mains');
    expect(text(['show', 'bands/ff-les-marquisards.yaml'])).toMatch(/Héros[\s\S]*Arme à deux mains/);
  });

  it('a diagnostic names the items in its text and keeps their ids in the JSON', () => {
    const band = `ruleset: flammes-et-fantassins
name: Mauvais
pc: 2
characters:
  - name: Bob
    style: agile
    classes: [archer, soldat]
    equipment: [arc, ecu]
house_rules:
  band-min: 1
  two-handed-shield: forbid
`;
    const cwd = tempTree({ 'bad.yaml': band });
    expect(runCli(['validate', 'bad.yaml', '--lang', 'fr'], { cwd }).stdout).toContain('Bob porte écu avec arc');
    expect(runCli(['validate', 'bad.yaml'], { cwd }).stdout).toMatch(/Bob carries écu with arc[\s\S]*value écu/);
    const diagnostic = (runJson(['validate', 'bad.yaml'], { cwd }).json.files[0].diagnostics as Record<string, unknown>[]).find((d) => d.code === 'ff/two-handed-shield')!;
    expect(diagnostic).toMatchObject({ actual: 'ecu', names: { actual: 'écu' }, message: 'Bob carries écu with arc' });
  });

  it('the test would see an id', () => expect(idsIn('equipment  arme-a-deux-mains, plaque', ['arme-a-deux-mains', 'deux', 'plaque-x'])).toEqual(['arme-a-deux-mains']));
});
