/** What the scripted and the interactive `build` share (build-band.ts), the schema line of a new file (new-band.ts), band.ts and house-rules.ts. */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseBytes, analyseFile, isBandFile, worded } from '../../../src/cli/band.js';
import { allBuildOptions, findMember, flagOf, judgeText, learnWords, openBand, requireBuilder, typedBand } from '../../../src/cli/build-band.js';
import type { Context } from '../../../src/cli/context.js';
import { withHouseRules } from '../../../src/cli/house-rules.js';
import { newBandFile, schemaLine, schemaLocation } from '../../../src/cli/new-band.js';
import { analyse } from '../../../src/core/ruleset/analyse.js';
import { EscarmoucheError } from '../../../src/core/diagnostics/errors.js';
import { BUILD_MESSAGES } from '../../../src/core/messages/build.js';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import type { Member, Ruleset, RulesetManifest } from '../../../src/core/ruleset/ruleset.js';
import { registry } from '../../../src/rulesets/index.js';
import { tempTree } from '../../helpers/cli.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const SCHEMAS_URL = pathToFileURL(path.join(ROOT, 'schemas')).href;
const POTERIE_FILE = path.join(ROOT, 'bands/ff-federation-de-la-poterie.yaml');
const POTERIE = readFileSync(POTERIE_FILE, 'utf8');

function context(lang: 'en' | 'fr' = 'en') {
  const out: string[] = [];
  const err: string[] = [];
  const messages = new Messages(lang, [CORE_MESSAGES]);
  return { out, err, context: { lang, color: false, messages, out: (t: string) => void out.push(t), err: (t: string) => void err.push(t) } as Context };
}

const member = (name: string, i = 0): Member => ({ name, path: ['characters', i] }) as unknown as Member;

function thrown(f: () => unknown): { code: string; params: unknown; exitCode: number } {
  try {
    f();
  } catch (cause) {
    if (cause instanceof EscarmoucheError) return { code: cause.code, params: cause.params, exitCode: cause.exitCode };
    throw cause;
  }
  throw new Error('not thrown');
}

describe('allBuildOptions and flagOf', () => {
  it('every key once, the first manifest giving it winning, in order', () => {
    const a = { key: 'a', flags: '--a <n>', type: 'int', scope: 'member', description: 'first a' };
    const b = { key: 'b', flags: '--b', type: 'flag', scope: 'band', description: 'b' };
    const a2 = { key: 'a', flags: '--a <x>', type: 'string', scope: 'member', description: 'second a' };
    const c = { key: 'c', flags: '--c <n>', type: 'int', scope: 'member', description: 'c' };
    const manifests = [{ buildOptions: [a, b] }, {}, { buildOptions: [a2, c] }] as unknown as RulesetManifest[];
    expect(allBuildOptions(manifests)).toEqual([a, b, c]);
    expect(allBuildOptions([])).toEqual([]);
  });

  it('the registry: each key once', () => {
    const keys = allBuildOptions(registry.manifests).map((s) => s.key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys.slice(0, 6)).toEqual(['pc', 'style', 'class', 'equip', 'spell', 'specialty']);
  });

  it.each([
    ['--pc <n>', '--pc'],
    ['--campaign', '--campaign'],
    ['-p, --pc <n>', '-p'],
    ['-p,--pc', '-p'],
  ])('%s → %s', (flags, flag) => {
    expect(flagOf({ key: 'k', flags, type: 'int', description: '' } as never)).toBe(flag);
  });
});

describe('requireBuilder and learnWords', () => {
  it('a ruleset without a builder: exit 2, named', () => {
    expect(thrown(() => requireBuilder({ id: 'x' } as Ruleset))).toEqual({ code: 'build/no-builder', params: { ruleset: 'x' }, exitCode: 2 });
  });

  it("a ruleset's builder", async () => {
    const ruleset = await registry.load(registry.find('frostgrave')!);
    expect(requireBuilder(ruleset)).toBe(ruleset.builder);
  });

  it("the words of build, of the ruleset and of its builder; a ruleset without a builder gives its own", async () => {
    const ruleset = await registry.load(registry.find('mef-fan')!);
    const { context: c } = context();
    learnWords(c, ruleset);
    expect(c.messages.text('build/saved', { file: 'f' })).toBe('saved f');
    expect(c.messages.has('mef-fan/build-field-points')).toBe(true);
    const bare = context().context;
    const builderCode = Object.keys(ruleset.builder!.messages.en ?? {}).find((k) => !Object.hasOwn(ruleset.messages.en ?? {}, k));
    learnWords(bare, { ...ruleset, builder: undefined } as unknown as Ruleset);
    expect(bare.messages.has('build/saved')).toBe(true);
    expect(bare.messages.has(Object.keys(ruleset.messages.en ?? {})[0]!)).toBe(true);
    if (builderCode) expect(bare.messages.has(builderCode)).toBe(false);
  });
});

describe('findMember', () => {
  const roster = [member('Robin', 0), member('robin', 1), member('Tuck', 2), member('Éloïse', 3)];

  it('the name as written first, else the same letters without accents or capitals', () => {
    expect(findMember(roster, 'Robin', 'f')).toBe(roster[0]);
    expect(findMember(roster, 'robin', 'f')).toBe(roster[1]);
    expect(findMember(roster, 'TUCK', 'f')).toBe(roster[2]);
    expect(findMember(roster, 'eloise', 'f')).toBe(roster[3]);
  });

  it('several of the same letters, none as written: ambiguous (exit 2)', () => {
    expect(thrown(() => findMember(roster, 'ROBIN', 'f.yaml'))).toEqual({ code: 'build/ambiguous-member', params: { name: 'ROBIN', file: 'f.yaml' }, exitCode: 2 });
  });

  it('none: unknown (exit 2), with the names of the band, or "-"', () => {
    // Never the whole roster: the close names (at most 3), or how to list them.
    expect(thrown(() => findMember(roster, 'Nobody', 'f.yaml'))).toEqual({ code: 'build/unknown-member-none', params: { name: 'Nobody', file: 'f.yaml' }, exitCode: 2 });
    expect(thrown(() => findMember(roster, 'Tuk', 'f.yaml'))).toEqual({ code: 'build/unknown-member', params: { name: 'Tuk', file: 'f.yaml', known: 'Tuck' }, exitCode: 2 });
    expect(thrown(() => findMember([], 'Nobody', 'f.yaml'))).toEqual({ code: 'build/unknown-member-none', params: { name: 'Nobody', file: 'f.yaml' }, exitCode: 2 });
  });
});

describe('typedBand and judgeText', () => {
  it('the typed band of a text; undefined when the text does not parse', async () => {
    const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);
    const band = typedBand(ruleset, POTERIE);
    expect(ruleset.roster(band).map((m) => m.name)).toEqual(['Dame Isabeau', 'Oldranac']);
    expect(typedBand(ruleset, 'name: [\n')).toBeUndefined();
    expect(typedBand(ruleset, '')).toBeUndefined();
  });

  it('applies the house rules', async () => {
    const ruleset = await registry.load(registry.find('flammes-et-fantassins')!);
    expect((typedBand(ruleset, POTERIE) as { rules: { bandMin: number } }).rules.bandMin).toBe(2);
    expect((typedBand(ruleset, POTERIE.replace(/^house_rules:\n.*\n/m, '')) as { rules: { bandMin: number } }).rules.bandMin).toBe(3);
  });

  it('judges a text as validate would, in the words of the context', async () => {
    const { context: c } = context('fr');
    learnWords(c, await registry.load(registry.find('flammes-et-fantassins')!));
    const broken = POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]');
    const outcome = await judgeText(broken, null, '/x/p.yaml', c);
    expect(outcome.ruleset?.id).toBe('flammes-et-fantassins');
    expect(outcome.profile).toBeDefined();
    const errors = outcome.diagnostics.filter((d) => d.severity === 'error');
    expect(errors.map((d) => [d.file, d.code, d.line])).toEqual([
      ['/x/p.yaml', 'ff/pc-exceeded', 6],
      ['/x/p.yaml', 'ff/too-many-classes', 13],
    ]);
    expect(errors[1]!.message).toBe('Dame Isabeau a 4 classes');
    const valid = await judgeText(POTERIE, Buffer.from(POTERIE), '/x/p.yaml', c);
    expect(valid.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  });
});

describe('openBand', () => {
  it('a valid band: its ruleset, manifest, builder, text, no errors; the words learnt', async () => {
    const { err, context: c } = context();
    const band = await openBand('/x/p.yaml', Buffer.from(POTERIE), c);
    expect(band).toBeDefined();
    expect(band!.ruleset.id).toBe('flammes-et-fantassins');
    expect(band!.manifest).toBe(registry.find('flammes-et-fantassins'));
    expect(band!.builder).toBe(band!.ruleset.builder);
    expect(band!.text).toBe(POTERIE);
    expect(band!.errors).toEqual([]);
    expect(err).toEqual([]);
    expect(c.messages.has('build/saved')).toBe(true);
  });

  it('a band that breaks a rule opens with its errors', async () => {
    const { err, context: c } = context();
    const band = await openBand('/x/p.yaml', Buffer.from(POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]')), c);
    expect(band!.errors.map((d) => d.code)).toEqual(['ff/pc-exceeded', 'ff/too-many-classes']);
    expect(err).toEqual([]);
  });

  it.each([
    ['an unknown ruleset', 'ruleset: nope\nname: X\n', ['band/unknown-ruleset'], 1],
    ['bad YAML', 'ruleset: flammes-et-fantassins\nname: [\n', ['yaml/syntax'], 1],
    ['no band', '', ['band/empty'], 1],
  ])('%s: refused, its errors then the count on stderr', async (_, text, codes, count) => {
    const { err, context: c } = context();
    c.messages.add(BUILD_MESSAGES);
    expect(await openBand('/x/p.yaml', Buffer.from(text), c)).toBeUndefined();
    expect(err).toHaveLength(codes.length + 1);
    codes.forEach((code, i) => expect(err[i]).toContain(`  error  ${code}  `));
    expect(err.at(-1)).toBe(`/x/p.yaml cannot be built on until these ${count} error(s) are fixed by hand`);
  });

  it('a band whose keys do not fit the ruleset is refused', async () => {
    const { err, context: c } = context();
    c.messages.add(BUILD_MESSAGES);
    expect(await openBand('/x/p.yaml', Buffer.from('ruleset: flammes-et-fantassins\nname: X\npc: many\ncharacters: 3\n'), c)).toBeUndefined();
    expect(err.at(-1)).toMatch(/^\/x\/p\.yaml cannot be built on until these \d+ error\(s\) are fixed by hand$/);
  });
});

describe('schema line of a new band file', () => {
  it("the installed package's schema (a file that exists) when no folder above has schemas/, in the language asked", () => {
    const dir = tempTree({});
    expect(schemaLocation(path.join(dir, 'x.yaml'), 'argad', 'en')).toBe(`${SCHEMAS_URL}/argad.schema.json`);
    expect(schemaLocation(path.join(dir, 'x.yaml'), 'argad', 'fr')).toBe(`${SCHEMAS_URL}/fr/argad.schema.json`);
    expect(existsSync(fileURLToPath(schemaLocation(path.join(dir, 'x.yaml'), 'argad', 'fr')))).toBe(true);
  });

  it('schemas/ beside the file, or folders above; the French one first, else the English one', () => {
    const dir = tempTree({ 'schemas/argad.schema.json': '{}', 'schemas/fr/frostgrave.schema.json': '{}', 'schemas/frostgrave.schema.json': '{}' });
    expect(schemaLocation(path.join(dir, 'x.yaml'), 'argad', 'en')).toBe('schemas/argad.schema.json');
    expect(schemaLocation(path.join(dir, 'x.yaml'), 'argad', 'fr')).toBe('schemas/argad.schema.json');
    expect(schemaLocation(path.join(dir, 'a', 'b', 'x.yaml'), 'frostgrave', 'fr')).toBe('../../schemas/fr/frostgrave.schema.json');
    expect(schemaLocation(path.join(dir, 'a', 'x.yaml'), 'frostgrave', 'en')).toBe('../schemas/frostgrave.schema.json');
  });

  it('the nearest schemas/ folder wins', () => {
    const dir = tempTree({ 'schemas/argad.schema.json': '{}', 'a/schemas/argad.schema.json': '{}' });
    expect(schemaLocation(path.join(dir, 'a', 'b', 'x.yaml'), 'argad', 'en')).toBe('../schemas/argad.schema.json');
  });

  it('a relative file is taken from the working folder', () => {
    // The tests run in the repository, which has schemas/.
    expect(path.resolve('.')).toBe(ROOT);
    expect(schemaLocation('x.yaml', 'argad', 'en')).toBe('schemas/argad.schema.json');
    expect(schemaLocation('bands/x.yaml', 'argad', 'en')).toBe('../schemas/argad.schema.json');
  });

  it('the line, and a new file starting with it then the header of the spec', () => {
    const dir = tempTree({});
    const file = path.join(dir, 'x.yaml');
    expect(schemaLine(file, 'argad', 'fr')).toBe(`yaml-language-server: $schema=${SCHEMAS_URL}/fr/argad.schema.json`);
    const text = newBandFile({ header: ['A band.'], entries: [{ key: 'ruleset', value: 'argad' }] }, file, 'argad', 'en');
    expect(text).toBe(`# yaml-language-server: $schema=${SCHEMAS_URL}/argad.schema.json\n# A band.\n\nruleset: argad\n`);
  });
});

describe('band.ts', () => {
  it('analyseFile and analyseBytes: the analysis, its diagnostics worded, the ruleset words learnt', async () => {
    const { context: c } = context('fr');
    const loaded = await analyseFile(POTERIE_FILE, c);
    expect(loaded.analysis.ruleset?.id).toBe('flammes-et-fantassins');
    expect(loaded.diagnostics.map((d) => d.code)).toEqual((await analyseBytes(Buffer.from(POTERIE), POTERIE_FILE, c)).diagnostics.map((d) => d.code));
    const broken = await analyseBytes(Buffer.from(POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]')), '/x/p.yaml', c);
    expect(broken.diagnostics.find((d) => d.code === 'ff/too-many-classes')).toMatchObject({ file: '/x/p.yaml', severity: 'error' });
    expect(broken.diagnostics.find((d) => d.code === 'ff/too-many-classes')!.message).toMatch(/classes/);
  });

  it('worded: the ruleset words added, the diagnostics in them', async () => {
    const analysis = await analyse(Buffer.from(POTERIE.replace('[chevalier, general]', '[chevalier, general, soldat, barbare]')), '/x/p.yaml', registry);
    const { context: c } = context();
    const code = Object.keys(analysis.ruleset!.messages.en ?? {})[0]!;
    expect(c.messages.has(code)).toBe(false);
    const loaded = worded(analysis, c);
    expect(c.messages.has(code)).toBe(true);
    expect(loaded.analysis).toBe(analysis);
    expect(loaded.diagnostics.find((d) => d.code === 'ff/too-many-classes')!.message).not.toBe('ff/too-many-classes');
    const none = await analyse(Buffer.from('ruleset: nope\n'), '/x/p.yaml', registry);
    expect(worded(none, context().context).diagnostics.map((d) => d.code)).toEqual(['band/unknown-ruleset']);
  });

  it.each([
    ['a band', POTERIE, true],
    ['a band of an unknown ruleset', 'ruleset: nope\nname: X\n', true],
    ['a band in broken YAML with a ruleset line', 'ruleset: flammes-et-fantassins\nname: [\n', true],
    ['broken YAML without a ruleset line', 'name: [\n', false],
    ['a workflow', 'name: CI\non: push\n', false],
    ['a list', '- a\n- b\n', false],
    ['nothing', '', false],
    ['a ruleset key indented', 'x:\n  ruleset: ff\n', false],
  ])('isBandFile: %s → %s', async (_, text, expected) => {
    const bytes = Buffer.from(text);
    expect(isBandFile(await analyse(bytes, '/x/a.yaml', registry), bytes)).toBe(expected);
  });
});

describe('withHouseRules', () => {
  it('no house rule: the view itself', async () => {
    const analysis = await analyse(Buffer.from(POTERIE.replace(/^house_rules:\n.*\n/m, '')), '/x/p.yaml', registry);
    const view = [{ kind: 'heading', text: 'X' }] as never;
    expect(withHouseRules(view, analysis, new Messages('en', [CORE_MESSAGES]))).toBe(view);
  });

  it('the rules in force after a heading, values as text, in the words asked', async () => {
    const analysis = await analyse(Buffer.from(POTERIE.replace('  band-min: 2 ', '  fer-budget: classes\n  band-min: 2 ')), '/x/p.yaml', registry);
    const view = [{ kind: 'heading', text: 'X' }] as never;
    const en = new Messages('en', [CORE_MESSAGES]);
    expect(withHouseRules(view, analysis, en)).toEqual([
      { kind: 'heading', text: 'X' },
      { kind: 'heading', text: en.text('ui/house-rules') },
      { kind: 'pairs', items: [['fer-budget', 'classes'], ['band-min', '2']] },
    ]);
    expect(en.text('ui/house-rules')).not.toBe('ui/house-rules');
  });
});
