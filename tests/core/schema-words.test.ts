/**
 * Words of the band schemas (src/core/schema/schema-words.ts): a field's title and description in both languages on zod's
 * metadata, catalogue values closed or open, and the values an editor offers: every accepted spelling once, each
 * described, and only spellings `validate` resolves to the item.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CATALOGUE_KEY, catalogueValue, entriesOf, exactly, fixesOf, FRENCH_KEY, OPEN_KEY, suggestedValue, valuesOf, words } from '../../src/core/schema/schema-words.js';

describe('the words of a field', () => {
  it('English in place, French under their own key; one title for both languages when it is one string', () => {
    expect(FRENCH_KEY).toBe('x-escarmouche-fr');
    expect(words({ title: { en: 'Weapon', fr: 'Arme' }, description: { en: 'A weapon', fr: 'Une arme' } })).toStrictEqual({
      title: 'Weapon',
      description: 'A weapon',
      'x-escarmouche-fr': { title: 'Arme', description: 'Une arme' },
    });
    expect(words({ title: 'Équipement', description: { en: 'Gear', fr: 'Matériel' } })).toStrictEqual({
      title: 'Équipement',
      description: 'Gear',
      'x-escarmouche-fr': { title: 'Équipement', description: 'Matériel' },
    });
  });
});

describe('catalogue values', () => {
  const field = { title: { en: 'Weapon', fr: 'Arme' }, description: { en: 'A weapon', fr: 'Une arme' } };

  it('a closed one: a non-empty string naming its catalogue, with the words of the field', () => {
    const value = catalogueValue('weapons', field);
    expect(CATALOGUE_KEY).toBe('x-escarmouche-catalogue');
    expect(value.meta()).toStrictEqual({ ...words(field), 'x-escarmouche-catalogue': 'weapons' });
    expect(value.safeParse('').success).toBe(false);
    expect(value.safeParse('a').success).toBe(true);
    expect(value.safeParse('arc long').success).toBe(true);
  });

  it('an open one: the same, marked open (validate only warns of other values)', () => {
    const value = suggestedValue('spells', field);
    expect(OPEN_KEY).toBe('x-escarmouche-open');
    expect(value.meta()).toStrictEqual({ ...words(field), 'x-escarmouche-catalogue': 'spells', 'x-escarmouche-open': true });
    expect(value.safeParse('').success).toBe(false);
    expect(value.safeParse('a').success).toBe(true);
    expect(value.safeParse('boule de feu').success).toBe(true);
    expect(z.toJSONSchema(value)).toMatchObject({ type: 'string', minLength: 1 });
  });
});

describe('the values an editor offers', () => {
  const entries = [
    { id: 'arc', spellings: ['Arc', 'arc-court'], doc: '**Arc**' },
    { id: 'epee', spellings: ['Épée', 'Arc'], doc: '**Épée**' },
  ];
  const snippets = [
    { label: 'arc', markdownDescription: '**Arc**', body: 'arc' },
    { label: 'epee', markdownDescription: '**Épée**', body: 'epee' },
  ];

  const valueWords = { unknown: 'Weapon: expected a name', near: (id: string) => `Weapon: did you mean ${id}?` };

  it('closed: each id offered once; its entry after the line on its own value; every spelling accepted; a typo names its value; the rest one error with the commonest ids', () => {
    expect(valuesOf(entries, 'A weapon', valueWords)).toStrictEqual({
      defaultSnippets: snippets,
      if: { type: 'string', pattern: '^(?:arc|Arc|arc-court)$' },
      then: { markdownDescription: 'A weapon\n\n**Arc**' },
      else: {
        if: { type: 'string', pattern: '^(?:epee|Épée|Arc)$' },
        then: { markdownDescription: 'A weapon\n\n**Épée**' },
        else: {
          if: { pattern: '^(?:arc|Arc|arc-court|epee|Épée)$' },
          else: {
            if: { type: 'string', pattern: '^(?:[aA]rc[sx]?)$' },
            then: { enum: ['arc'], errorMessage: 'Weapon: did you mean arc?' },
            else: { if: { type: 'string', pattern: '^(?:[eE]pee[sx]?)$' }, then: { enum: ['epee'], errorMessage: 'Weapon: did you mean epee?' }, else: { enum: ['arc', 'epee'], errorMessage: 'Weapon: expected a name' } },
          },
        },
      },
    });
  });

  it('a value near none: at most the 4 commonest ids as quick fixes, never one YAML reads as another type', () => {
    const many = ['3', 'legere', 'true', '4t', 'a', 'b', 'c'].map((id) => ({ id, spellings: [], doc: id }));
    expect(fixesOf(many)).toEqual(['legere', '4t', 'a', 'b']);
    expect(fixesOf(many.slice(0, 3))).toEqual(['legere']);
    // Only a whole id YAML reads otherwise is left out: `true`, `Null`, `~`, a number; not `truelle` nor `sinull`.
    const ids = (...list: string[]) => fixesOf(list.map((id) => ({ id, spellings: [], doc: id })));
    expect(ids('true', 'Null', '~', '3', '2.5', 'truelle', 'sinull', 'a~')).toEqual(['truelle', 'sinull', 'a~']);
    const farthest = (schema: Record<string, unknown>): unknown => (schema.else ? farthest(schema.else as Record<string, unknown>) : schema);
    expect(farthest(valuesOf(many, undefined, valueWords))).toStrictEqual({ enum: ['legere', '4t', 'a', 'b'], errorMessage: 'Weapon: expected a name' });
  });

  it('open: the same offer and entries, no check; without a line, the entry alone', () => {
    expect(valuesOf(entries, undefined, valueWords, false)).toStrictEqual({
      defaultSnippets: snippets,
      if: { type: 'string', pattern: '^(?:arc|Arc|arc-court)$' },
      then: { markdownDescription: '**Arc**' },
      else: { if: { type: 'string', pattern: '^(?:epee|Épée|Arc)$' }, then: { markdownDescription: '**Épée**' }, else: {} },
    });
  });

  it('a pattern that matches exactly its spellings, special characters escaped', () => {
    const pattern = new RegExp(exactly(['a.b', 'c(1)', 'Épée']), 'u');
    expect(['a.b', 'c(1)', 'Épée'].map((s) => pattern.test(s))).toEqual([true, true, true]);
    expect(['axb', 'c1', 'xa.b', 'a.bx', 'épée'].map((s) => pattern.test(s))).toEqual([false, false, false, false, false]);
  });

  it('nothing for no entries: every value refused with an empty list', () =>
    expect(valuesOf([], 'l', valueWords)).toStrictEqual({ defaultSnippets: [], if: { pattern: '^(?:)$' }, else: { enum: [], errorMessage: 'Weapon: expected a name' } }));
});

describe('catalogue entries of items', () => {
  const items = [
    { id: 'arc', name: 'Arc', label: 'arc', aliases: ['bow', 'arc-long', 'Arc', ''] },
    { id: 'epee', name: 'Épée', label: 'Épée longue' },
    { id: 'dague' },
  ];
  /** What validate resolves: the id, `Arc`, `bow`, `Épée`, `Épée longue`; `arc-long` is another item's. */
  const lookup = (spelling: string) => ({ arc: 'arc', Arc: 'arc', bow: 'arc', 'arc-long': 'arc-long', Épée: 'epee', 'Épée longue': 'epee' } as Record<string, string>)[spelling];
  const resolve = (spelling: string) => (lookup(spelling) ? { id: lookup(spelling)! } : undefined);

  it("name, label and aliases that resolve to the item, once each, none that is the id or empty; each described", () => {
    expect(entriesOf(items, resolve, (item) => `doc of ${item.id}`)).toStrictEqual([
      { id: 'arc', spellings: ['Arc', 'bow'], doc: 'doc of arc' },
      { id: 'epee', spellings: ['Épée', 'Épée longue'], doc: 'doc of epee' },
      { id: 'dague', spellings: [], doc: 'doc of dague' },
    ]);
  });

  it('an item without aliases offers its name and label only, even to a lookup that resolves anything', () => {
    expect(entriesOf([{ id: 'a', name: 'A', label: 'Le A' }], () => ({ id: 'a' }), () => 'd')).toStrictEqual([{ id: 'a', spellings: ['A', 'Le A'], doc: 'd' }]);
  });

  it('a spelling validate does not resolve is not offered', () => {
    expect(entriesOf([{ id: 'a', name: 'Unknown', aliases: ['a'] }], () => undefined, () => '')).toStrictEqual([{ id: 'a', spellings: [], doc: '' }]);
  });
});
