/**
 * The editor schemas of src/core/schema/json-schema.ts on a toy ruleset: the words in one language (English unless asked),
 * catalogue fields closed or open with their values, descriptions mirrored as Markdown, the ruleset and house rules
 * keys, and the combined schema that offers `ruleset` first. Whole objects, key for key.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { bandJsonSchema, combinedJsonSchema, SCHEMA_BASE } from '../../src/core/schema/json-schema.js';
import type { Ruleset, RulesetManifest } from '../../src/core/ruleset/ruleset.js';
import { CATALOGUE_KEY, catalogueValue, FRENCH_KEY, NUMBERS_KEY, suggestedValue, valuesOf, words, type Lang } from '../../src/core/schema/schema-words.js';

const MAX = 9007199254740991;
const manifest = { id: 'toy', title: 'Toy Game', aliases: ['tg'] } as unknown as RulesetManifest;

function toySchema() {
  return z.strictObject({
    ruleset: z.string(),
    name: z.string().meta(words({ title: { en: 'Name', fr: 'Nom' }, description: { en: 'Band name', fr: 'Nom de la bande' } })),
    weapon: catalogueValue('weapons', { title: { en: 'Weapon', fr: 'Arme' }, description: { en: 'A weapon', fr: 'Une arme' } }),
    spell: suggestedValue('spells', { title: 'Sort', description: { en: 'A spell', fr: 'Un sort' } }).optional(),
    count: z.int().min(1),
  });
}

function toy(extra: Partial<Ruleset> = {}): Ruleset {
  return {
    schema: toySchema(),
    schemaCatalogues: (lang: Lang) => ({ weapons: [{ id: 'arc', spellings: ['Arc'], doc: lang === 'fr' ? 'Arc (fr)' : 'Bow' }], spells: [{ id: 'feu', spellings: [], doc: 'Fire' }] }),
    houseRules: [{ key: 'band-min', description: 'Smallest band', schema: () => z.int().min(1), default: 3 }],
    ...extra,
  } as unknown as Ruleset;
}

const UNKNOWN = { en: (t: string) => `${t}: expected a name of the rulebook's list (Ctrl+Space lists them)`, fr: (t: string) => `${t}\u00a0: un nom de la liste du livre de règles est attendu (Ctrl+Espace les liste)` };
/** A short list is named whole. */
const ONE_OF = { en: (t: string, list: string) => `${t}: expected one of ${list}`, fr: (t: string, list: string) => `${t}\u00a0: une de ces valeurs est attendue\u00a0: ${list}` };
const NEAR = { en: (t: string, id: string) => `${t}: not a name of the rulebook's list; did you mean ${id}?`, fr: (t: string, id: string) => `${t}\u00a0: pas un nom de la liste du livre de règles\u00a0; vouliez-vous dire ${id}\u00a0?` };
/** The messages of a field `t` whose list is short (named whole). */
const shortList = (t: string, list: string, lang: Lang = 'en') => ({ unknown: ONE_OF[lang](t, list), near: (id: string) => NEAR[lang](t, id) });
/** The ruleset key: its id offered, its alias accepted. */
const rulesetKey = (description: string, lang: Lang = 'en') => ({ title: 'ruleset', description, markdownDescription: description, ...valuesOf([{ id: 'toy', spellings: ['tg'], doc: '**Toy Game**' }], undefined, shortList('ruleset', 'toy', lang)) });

const houseRules = (description: string) => ({
  type: 'object',
  title: 'house_rules',
  description,
  markdownDescription: description,
  properties: { 'band-min': { type: 'integer', minimum: 1, maximum: MAX, title: 'band-min', description: 'Smallest band', markdownDescription: 'Smallest band', default: 3 } },
  additionalProperties: false,
});

/** The toy's closed `weapon` and open `spell` fields, as written in full for one language. */
const catalogueFields = (lang: Lang, weapon: { title: string; description: string; doc: string }, spell: string) => ({
  weapon: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    title: weapon.title,
    description: weapon.description,
    markdownDescription: weapon.description,
    defaultSnippets: [{ label: 'arc', markdownDescription: weapon.doc, body: 'arc' }],
    if: { type: 'string', pattern: '^(?:arc|Arc)$' },
    then: { markdownDescription: `${weapon.description}\n\n${weapon.doc}` },
    else: {
      if: { pattern: '^(?:arc|Arc)$' },
      else: { if: { type: 'string', pattern: '^(?:[aA]rc[sx]?)$' }, then: { enum: ['arc'], errorMessage: NEAR[lang](weapon.title, 'arc') }, else: { enum: ['arc'], errorMessage: ONE_OF[lang](weapon.title, 'arc') } },
    },
    errorMessage: ONE_OF[lang](weapon.title, 'arc'),
  },
  spell: {
    type: 'string',
    minLength: 1,
    maxLength: 200,
    title: 'Sort',
    description: spell,
    markdownDescription: spell,
    defaultSnippets: [{ label: 'feu', markdownDescription: 'Fire', body: 'feu' }],
    if: { type: 'string', pattern: '^(?:feu)$' },
    then: { markdownDescription: `${spell}\n\nFire` },
    else: {},
  },
});

const ENGLISH = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://escarmouche.dev/schemas/toy.schema.json',
  title: 'Toy Game (escarmouche)',
  type: 'object',
  properties: {
    ruleset: rulesetKey('Ruleset of this file: Toy Game'),
    name: { type: 'string', title: 'Name', description: 'Band name', markdownDescription: 'Band name' },
    ...catalogueFields('en', { title: 'Weapon', description: 'A weapon', doc: 'Bow' }, 'A spell'),
    count: { type: 'integer', minimum: 1, maximum: MAX },
    house_rules: houseRules('House rules: readings of docs/rules-notes.md this group changes'),
  },
  required: ['ruleset', 'name', 'weapon', 'count'],
  additionalProperties: false,
};

const FRENCH = {
  ...ENGLISH,
  $id: 'https://escarmouche.dev/schemas/fr/toy.schema.json',
  properties: {
    ruleset: rulesetKey('Règles de ce fichier\u00a0: Toy Game', 'fr'),
    name: { type: 'string', title: 'Nom', description: 'Nom de la bande', markdownDescription: 'Nom de la bande' },
    ...catalogueFields('fr', { title: 'Arme', description: 'Une arme', doc: 'Arc (fr)' }, 'Un sort'),
    count: { type: 'integer', minimum: 1, maximum: MAX },
    house_rules: houseRules('Règles maison : lectures de docs/rules-notes.md que ce groupe change'),
  },
};

describe("one ruleset's schema", () => {
  it('is in English unless asked: words, catalogue values closed and open, the ruleset, house rules, id and title', () => {
    expect(bandJsonSchema(manifest, toy())).toStrictEqual(ENGLISH);
    expect(bandJsonSchema(manifest, toy(), 'en')).toStrictEqual(ENGLISH);
  });

  it('in French: the French words, the catalogue in French, its own $id under fr/', () => {
    expect(bandJsonSchema(manifest, toy(), 'fr')).toStrictEqual(FRENCH);
  });

  it('has no house_rules key for a ruleset without house rules', () => {
    const none = (houseRules: unknown) => (bandJsonSchema(manifest, toy({ houseRules } as Partial<Ruleset>)) as { properties: Record<string, unknown> }).properties;
    expect(Object.keys(none([]))).toEqual(['ruleset', 'name', 'weapon', 'spell', 'count']);
    expect(Object.keys(none(undefined))).toEqual(['ruleset', 'name', 'weapon', 'spell', 'count']);
  });

  it('refuses a field naming a catalogue the ruleset does not supply, by its name', () => {
    const lacking = toy({ schemaCatalogues: () => ({ weapons: [] }) } as Partial<Ruleset>);
    expect(() => bandJsonSchema(manifest, lacking)).toThrow(new Error('schema names catalogue "spells" that the ruleset does not supply'));
    expect(() => bandJsonSchema(manifest, toy({ schemaCatalogues: undefined } as Partial<Ruleset>))).toThrow(new Error('schema names catalogue "weapons" that the ruleset does not supply'));
  });

  it('a ruleset without catalogues gives a schema of fields without them; an empty catalogue offers nothing', () => {
    const schema = z.strictObject({ ruleset: z.string(), tag: catalogueValue('tags', { title: 'Tag', description: { en: 'A tag', fr: 'Une étiquette' } }) });
    const bare = { schema: z.strictObject({ ruleset: z.string(), n: z.int() }) } as unknown as Ruleset;
    expect((bandJsonSchema(manifest, bare) as { properties: unknown }).properties).toStrictEqual({
      ruleset: rulesetKey('Ruleset of this file: Toy Game'),
      n: { type: 'integer', minimum: -MAX, maximum: MAX },
    });
    const empty = { schema, schemaCatalogues: () => ({ tags: [] }) } as unknown as Ruleset;
    expect((bandJsonSchema(manifest, empty) as { properties: { tag: unknown } }).properties.tag).toStrictEqual({
      type: 'string',
      minLength: 1,
      maxLength: 200,
      title: 'Tag',
      description: 'A tag',
      markdownDescription: 'A tag',
      defaultSnippets: [],
      if: { pattern: '^(?:)$' },
      else: { enum: [], errorMessage: UNKNOWN.en('Tag') },
      errorMessage: UNKNOWN.en('Tag'),
    });
  });

  it('names a closed catalogue field without a title by its catalogue; keeps a Markdown description given; leaves null values', () => {
    const schema = z.strictObject({
      ruleset: z.string(),
      raw: z.string().meta({ [CATALOGUE_KEY]: 'weapons' }),
      rich: z.string().meta({ description: 'plain', markdownDescription: '**rich**', [FRENCH_KEY]: { description: 'simple' } }),
      none: z.string().nullable().meta({ examples: [null, 'x'] }),
      list: z.array(catalogueValue('weapons', { title: 'W', description: { en: 'w', fr: 'a' } })),
    });
    const ruleset = { schema, schemaCatalogues: () => ({ weapons: [{ id: 'arc', spellings: [], doc: 'Bow' }] }) } as unknown as Ruleset;
    const properties = (lang: Lang) => (bandJsonSchema(manifest, ruleset, lang) as { properties: Record<string, unknown> }).properties;
    const arc = (line: string | undefined, title: string) => valuesOf([{ id: 'arc', spellings: [], doc: 'Bow' }], line, shortList(title, 'arc'));
    expect(properties('en').raw).toStrictEqual({ type: 'string', ...arc(undefined, 'weapons'), errorMessage: ONE_OF.en('weapons', 'arc') });
    expect(properties('en').rich).toStrictEqual({ type: 'string', description: 'plain', markdownDescription: '**rich**' });
    // French words without a Markdown one: the French description is mirrored.
    expect(properties('fr').rich).toStrictEqual({ type: 'string', description: 'simple', markdownDescription: 'simple' });
    expect(properties('en').none).toStrictEqual({ type: ['string', 'null'], examples: [null, 'x'] });
    expect(properties('en').list).toStrictEqual({
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 200, title: 'W', description: 'w', markdownDescription: 'w', ...arc('w', 'W'), errorMessage: ONE_OF.en('W', 'arc') },
    });
  });
});

describe('a long catalogue, in the order the example bands use it', () => {
  const ids = ['arc', 'arbalete', 'dague', 'epee', 'fleau', 'gourdin', 'hache', 'lance', 'masse'];
  const schema = z.strictObject({ ruleset: z.string(), weapon: catalogueValue('weapons', { title: 'Weapon', description: { en: 'A weapon', fr: 'Une arme' } }) });
  const ruleset = { schema, schemaCatalogues: () => ({ weapons: ids.map((id) => ({ id, spellings: id === 'epee' ? ['Épée'] : [], doc: id })) }) } as unknown as Ruleset;
  type Field = { defaultSnippets: { label: string }[]; errorMessage: string };
  const weapon = (counts?: Map<string, number>) => (bandJsonSchema(manifest, ruleset, 'en', counts) as { properties: { weapon: Field } }).properties.weapon;

  it('most used first (any spelling counts, folded), ties in the catalogue order; none counted: the catalogue order', () => {
    expect(weapon(new Map([['dague', 3], ['epee', 2], ['lance', 2], ['zzz', 9]])).defaultSnippets.map((s) => s.label)).toEqual(['dague', 'epee', 'lance', 'arc', 'arbalete', 'fleau', 'gourdin', 'hache', 'masse']);
    expect(weapon().defaultSnippets.map((s) => s.label)).toEqual(ids);
  });

  it('a list of more than 8 is not named in the message: Ctrl+Space lists it', () => {
    expect(weapon().errorMessage).toBe(UNKNOWN.en('Weapon'));
  });

  it('a list is named whole up to 8 values and 60 characters', () => {
    const errorFor = (names: string[]) => {
      const named = { schema, schemaCatalogues: () => ({ weapons: names.map((id) => ({ id, spellings: [], doc: id })) }) } as unknown as Ruleset;
      return (bandJsonSchema(manifest, named, 'en') as { properties: { weapon: Field } }).properties.weapon.errorMessage;
    };
    const short = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(errorFor(short)).toBe(ONE_OF.en('Weapon', short.join(', ')));
    expect(errorFor([...short, 'i'])).toBe(UNKNOWN.en('Weapon'));
    // 8 values of 60 characters in all, then 61.
    const long = ['a'.repeat(39), 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    expect(long.join(', ')).toHaveLength(60);
    expect(errorFor(long)).toBe(ONE_OF.en('Weapon', long.join(', ')));
    expect(errorFor(['a'.repeat(40), ...long.slice(1)])).toBe(UNKNOWN.en('Weapon'));
  });
});

describe('a number field whose values are entries of a catalogue', () => {
  const schema = z.strictObject({ ruleset: z.string(), armour: z.number().meta({ [NUMBERS_KEY]: { catalogue: 'armour', line: { en: 'Armour', fr: 'Armure' } } }) });
  const entries = [{ id: 'legere', spellings: [], doc: 'light' }, { id: '3', spellings: [], doc: 'three' }, { id: '5', spellings: ['5*'], doc: 'five' }, { id: '4T', spellings: [], doc: 'four T' }];

  it('each number shows its entry after the line (a const, never listed); another number meets the enum of the numbers; names are left to the name branch', () => {
    const ruleset = { schema, schemaCatalogues: () => ({ armour: entries }) } as unknown as Ruleset;
    const armour = (lang: Lang) => (bandJsonSchema(manifest, ruleset, lang) as { properties: { armour: unknown } }).properties.armour;
    expect(armour('fr')).toMatchObject({ then: { markdownDescription: 'Armure\n\nthree' } });
    expect(armour('en')).toStrictEqual({
      type: 'number',
      if: { const: 3 },
      then: { markdownDescription: 'Armour\n\nthree' },
      else: { if: { const: 5 }, then: { markdownDescription: 'Armour\n\nfive' }, else: { enum: [3, 5] } },
    });
  });

  it('an entry of several digits is a number; one with a letter after its digits is a name', () => {
    const ruleset = { schema, schemaCatalogues: () => ({ armour: [{ id: '12', spellings: [], doc: 'twelve' }, { id: 'x5', spellings: [], doc: 'x' }] }) } as unknown as Ruleset;
    const armour = (bandJsonSchema(manifest, ruleset, 'en') as { properties: { armour: unknown } }).properties.armour;
    expect(armour).toStrictEqual({ type: 'number', if: { const: 12 }, then: { markdownDescription: 'Armour\n\ntwelve' }, else: { enum: [12] } });
  });

  it('refuses a catalogue the ruleset does not supply, by its name', () => {
    const ruleset = { schema, schemaCatalogues: () => ({}) } as unknown as Ruleset;
    expect(() => bandJsonSchema(manifest, ruleset)).toThrow(new Error('schema names catalogue "armour" that the ruleset does not supply'));
  });
});

describe('the combined schema', () => {
  const other = { $schema: 'x', $id: 'y', title: 'Other', properties: { k: { type: 'string' } } };
  const otherManifest = { id: 'other', title: 'Other Game', aliases: ['o'] } as unknown as RulesetManifest;
  const named = (pattern: string) => ({ properties: { ruleset: { type: 'string', pattern } }, required: ['ruleset'] });

  it('offers ruleset first, then the keys of the ruleset named (by id or alias); each schema without its own $schema and $id; English unless asked', () => {
    const words = "A band file of escarmouche: write `ruleset:` first, then that ruleset's keys are offered.";
    const expected = {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `${SCHEMA_BASE}/band.schema.json`,
      title: 'escarmouche',
      description: words,
      markdownDescription: words,
      type: 'object',
      required: ['ruleset'],
      properties: { ruleset: { title: 'ruleset', description: words, markdownDescription: words, ...valuesOf([{ id: 'other', spellings: ['o'], doc: '**Other Game**' }], undefined, shortList('ruleset', 'other')) } },
      allOf: [{ if: named('^(?:other|o)$'), then: { title: 'Other', properties: other.properties } }],
    };
    expect(combinedJsonSchema([otherManifest], [other])).toStrictEqual(expected);
    expect(combinedJsonSchema([otherManifest], [other], 'en')).toStrictEqual(expected);
  });

  it('in French: the French words and $id under fr/', () => {
    const words = "Un fichier de bande d'escarmouche : écrivez d'abord `ruleset:`, les clés de ces règles sont alors proposées.";
    expect(combinedJsonSchema([otherManifest], [other], 'fr')).toMatchObject({ $id: `${SCHEMA_BASE}/fr/band.schema.json`, description: words, markdownDescription: words, properties: { ruleset: { description: words, markdownDescription: words, else: { else: { else: { errorMessage: ONE_OF.fr('ruleset', 'other') } } } } } });
  });

  it("offers every ruleset's id once, accepts its aliases, and applies each schema to its own names only", () => {
    const combined = combinedJsonSchema([manifest, otherManifest], [bandJsonSchema(manifest, toy()), other]);
    const ruleset = (combined.properties as { ruleset: { defaultSnippets: { label: string }[] } }).ruleset;
    expect(ruleset.defaultSnippets.map((s) => s.label)).toEqual(['toy', 'other']);
    expect(ruleset).toMatchObject({ else: { else: { if: { pattern: '^(?:toy|tg|other|o)$' }, else: { else: { else: { enum: ['toy', 'other'], errorMessage: ONE_OF.en('ruleset', 'toy, other') } } } } } });
    expect((combined.allOf as { if: unknown }[]).map((branch) => branch.if)).toStrictEqual([named('^(?:toy|tg)$'), named('^(?:other|o)$')]);
  });
});
