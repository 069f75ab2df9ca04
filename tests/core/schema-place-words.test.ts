/**
 * What a format finding says of its place (issue 37, `schemaWords` in src/core/schema/schema-place.ts), on a small band
 * schema of its own: the key in the book's words with its member, what the key is for, and what it allows (a short list in full, the
 * nearest names of a long one, a range with its real bounds, a text, a list of …), in English and in French.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Params, YamlPath } from '../../src/core/diagnostics/diagnostics.js';
import { Messages } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import type { NumberCheck, Shape } from '../../src/core/schema/fast-path/shape.js';
import { schemaWords } from '../../src/core/schema/schema-place.js';
import { catalogueValue, words } from '../../src/core/schema/schema-words.js';

const say = (en: string, fr: string) => ({ en, fr });
const WEAPONS = ['arc', 'dague', 'epee', 'fleau', 'hache', 'lance', 'masse', 'pique', 'sabre'];

/** The band's zod schema gives the words (titles, descriptions, catalogues); its shape (as `npm run shapes` writes it) the values. */
function ruleset(): Ruleset {
  const member = z.object({
    name: z.string().meta(words({ title: say('Name', 'Nom'), description: say('the figure\'s name', 'le nom de la figurine') })),
    pv: z.number().meta(words({ title: 'PV', description: say('points de vie', 'points de vie, au plus 20') })),
    weapon: catalogueValue('weapons', { title: say('Weapon', 'Arme'), description: say('its weapon', 'son arme') }).optional(),
  });
  const schema = z.object({ characters: z.array(member) });
  const n = (int: boolean, ...checks: NumberCheck[]): Shape => ({ type: 'number', int, checks });
  const optional = (inner: Shape): Shape => ({ type: 'optional', inner });
  const text: Shape = { type: 'string', checks: [] };
  const memberShape: Shape = {
    type: 'object',
    fields: {
      name: text,
      pv: n(true, { min: 1, inclusive: true }, { max: 20, inclusive: true }),
      weapon: optional({ type: 'string', checks: [{ minLength: 1 }] }),
      role: optional({ type: 'values', values: ['chef', 'garde'] }),
      tags: optional({ type: 'array', item: { type: 'values', values: ['vif', 'lent'] } }),
      plain: optional(text),
    },
  };
  const band: Shape = {
    type: 'object',
    fields: {
      name: text,
      level: optional(n(false, { min: 0, inclusive: false }, { max: 5, inclusive: false })),
      rank: optional(n(true, { min: 0, inclusive: false }, { max: 5, inclusive: false })),
      floor: optional(n(true, { min: -3, inclusive: true })),
      ceiling: optional(n(false, { max: 9.5, inclusive: true })),
      any: optional(n(false)),
      letter: optional({ type: 'values', values: WEAPONS.map((w) => `x${w}`) }),
      mix: optional({ type: 'union', options: [{ type: 'values', values: [1] }, { type: 'values', values: ['deux', null] }] }),
      either: optional({ type: 'union', options: [{ type: 'boolean' }, { type: 'unknown' }, n(true, { min: 0, inclusive: true })] }),
      flag: { type: 'default', inner: { type: 'boolean' }, value: false },
      extra: optional({ type: 'unknown' }),
      characters: { type: 'array', item: memberShape },
    },
  };
  const catalogue = () => ({ weapons: WEAPONS.map((id) => ({ id, spellings: [], doc: '' })) });
  return { id: 'test', title: 'Test', schema, shapes: { band, houseRules: {} }, schemaCatalogues: catalogue } as unknown as Ruleset;
}

const DATA = { name: 'Bande', characters: [{ name: '  Hilda ', pv: 30 }, { name: '', pv: 3 }, { pv: 2 }] };

function place(path: YamlPath, actual?: string | number, lang: 'en' | 'fr' = 'en', code = 'schema/invalid-value', data: unknown = DATA): Params {
  const messages = new Messages(lang, [CORE_MESSAGES]);
  return schemaWords({ ruleset: ruleset(), data }, { code, severity: 'error', path, ...(actual === undefined ? {} : { params: { actual } }) }, messages);
}

describe('the place: the key in the book\'s words, of its member', () => {
  it('a member\'s key: its title and the member\'s name, trimmed; the description says what it is for', () => {
    expect(place(['characters', 0, 'pv'], 30)).toEqual({ where: 'PV of Hilda', about: 'points de vie', allowed: 'a whole number from 1 to 20', suggestion: '' });
    expect(place(['characters', 0, 'pv'], 30, 'fr')).toMatchObject({ where: 'PV de Hilda', about: 'points de vie, au plus 20', allowed: 'un nombre entier de 1 à 20' });
  });

  it('a member with no name, or an empty one: the key alone', () => {
    expect(place(['characters', 1, 'pv'])).toMatchObject({ where: 'PV' });
    expect(place(['characters', 2, 'pv'])).toMatchObject({ where: 'PV' });
  });

  it('a key with no title: the key as written, which is also what it is about', () => {
    expect(place(['level'], 9)).toEqual({ where: 'level', about: 'level', allowed: 'a number from 0 to 5', suggestion: '' });
    expect(place(['characters', 0, 'role'], 'roi')).toMatchObject({ where: 'role of Hilda', about: 'role' });
  });

  it('a key of a member under a list key: the member is the deepest list item with a name', () => {
    expect(place(['characters', 0, 'tags', 0], 'rapide')).toMatchObject({ where: 'tags of Hilda', allowed: 'one of vif | lent' });
  });

  it('an unknown key: the member it is in (or the band), and the nearest keys the place has', () => {
    expect(place(['characters', 0, 'weapn'], undefined, 'en', 'schema/unknown-key')).toMatchObject({ where: 'Hilda', suggestion: 'weapon' });
    expect(place(['nmae'], undefined, 'en', 'schema/unknown-key')).toMatchObject({ where: 'the band', suggestion: 'name' });
    expect(place(['nmae'], undefined, 'fr', 'schema/unknown-key')).toMatchObject({ where: 'la bande' });
    expect(place(['zzzzzz'], undefined, 'en', 'schema/unknown-key')).toMatchObject({ suggestion: '' });
  });

  it('an unknown key under a place that is not a mapping: no key to suggest', () => {
    expect(place(['characters', 'x'], undefined, 'en', 'schema/unknown-key')).toMatchObject({ suggestion: '' });
  });
});

describe('what the place allows', () => {
  it('a range with its real bounds: exclusive bounds of a whole number made inclusive, of a number kept', () => {
    expect(place(['rank'], 7).allowed).toBe('a whole number from 1 to 4');
    expect(place(['level'], 7).allowed).toBe('a number from 0 to 5');
    expect(place(['floor'], -9).allowed).toBe('a whole number of at least -3');
    expect(place(['ceiling'], 10).allowed).toBe('a number of at most 9.5');
    expect(place(['any'], 'x').allowed).toBe('a number');
  });

  it('a short list in full; a long one by the nearest values to the one written, else where the list is', () => {
    expect(place(['characters', 0, 'role'], 'roi').allowed).toBe('one of chef | garde');
    expect(place(['letter'], 'xepe').allowed).toBe('one of the book\'s names, the nearest being xepee');
    expect(place(['letter'], 'zzzzzzzz').allowed).toBe('one of the book\'s names (full list: docs/rulesets/ or `escarmouche schema`)');
    expect(place(['letter']).allowed).toBe('one of the book\'s names (full list: docs/rulesets/ or `escarmouche schema`)');
  });

  it('a catalogue\'s names, written out like a list of values', () => {
    expect(place(['characters', 0, 'weapon'], 'hach').allowed).toBe('one of the book\'s names, the nearest being hache');
  });

  it('a choice of values is one list; a choice of kinds joined with "or"', () => {
    expect(place(['mix'], 3).allowed).toBe('one of 1 | deux | null');
    expect(place(['either'], 'x').allowed).toBe('true or false or a whole number of at least 0');
    expect(place(['either'], 'x', 'fr').allowed).toBe('true ou false ou un nombre entier d\'au moins 0');
  });

  it('a yes/no, a text, a list, a mapping; and where the shape cannot say, the documented format', () => {
    expect(place(['flag'], 3).allowed).toBe('true or false');
    expect(place(['characters', 0, 'plain'], 3).allowed).toBe('a text');
    expect(place(['characters', 0, 'tags'], 3).allowed).toBe('a list of one of vif | lent');
    expect(place(['characters', 0], 3).allowed).toBe('a mapping of keys');
    expect(place(['extra'], 3).allowed).toBe('the documented format (docs/rulesets/)');
    expect(place(['nowhere'], 3).allowed).toBe('the documented format (docs/rulesets/)');
  });
});
