/**
 * The words of a format finding's place (src/core/schema/schema-place.ts, issue 37): the rulebook's sentence where one
 * sets the key's limit, in both languages, and a range's real bounds, the same in the text and in the JSON `limit`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, parseDocument, type Node } from 'yaml';
import { analyse, diagnostics } from '../../src/core/ruleset/analyse.js';
import { Messages, type Lang } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { registry } from '../../src/rulesets/index.js';
import { z } from 'zod';
import { schemaWords } from '../../src/core/schema/schema-place.js';
import { CATALOGUE_KEY, words } from '../../src/core/schema/schema-words.js';
import type { Shape } from '../../src/core/schema/fast-path/shape.js';
import type { Ruleset } from '../../src/core/ruleset/ruleset.js';
import { ROOT } from '../helpers/cli.js';

async function validate(text: string, lang: Lang = 'en') {
  const analysis = await analyse(new TextEncoder().encode(text), 'band.yaml', registry, { salvage: true });
  return diagnostics(analysis, new Messages(lang, [CORE_MESSAGES, ...(analysis.ruleset ? [analysis.ruleset.messages] : [])]));
}

/** Messages in English, the core's words. */
const messages = () => new Messages('en', [CORE_MESSAGES]);

const band = (file: string) => readFileSync(path.join(ROOT, 'bands', file), 'utf8');

/** Replaces the first `from` in `text`, failing when it is not there. */
function edit(text: string, from: string, to: string): string {
  expect(text).toContain(from);
  return text.replace(from, to);
}

describe('the rulebook sentence that sets a limit', () => {
  it.each<[Lang, string]>([
    ['en', '« on choisit en plus une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de Sorts »: '],
    ['fr', '« on choisit en plus une unique Spécialité parmi les Spécialités proposées par les classes de Lanceurs de Sorts » : '],
  ])('two specialties in an F&F member quote « une unique Spécialité » (%s)', async (lang, rule) => {
    const text = edit(band('ff-federation-de-la-poterie.yaml'), 'specialty: haute-maitrise', 'specialty: [haute-maitrise, magie-scolaire]');
    const found = (await validate(text, lang)).filter((d) => d.code === 'schema/type');
    expect(found).toHaveLength(1);
    expect(found[0]!.rule.startsWith(rule)).toBe(true);
  });

  it.each([
    ['ff-les-marquisards.yaml', '    style: puissant\n    classes: [barbare]', '    classes: [barbare]', 'schema/required', '« Décider si le personnage sera agile ou puissant »: one of agile | puissant'],
    ['frostgrave-l-expedition-de-renulf.yaml', 'health: 14 ', 'health: 2.5 ', 'schema/type', '« Si la Santé de la figurine descend à 0 ou en deçà […], elle est éliminée »: a whole number from 1 to 99'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'class: 4', 'class: quatre', 'schema/type', '« Un simple piéton (de classe 1 à 5) vaut autant de points que sa classe »: a whole number from 1 to 5'],
    ['fees-d-armes-les-bucherons.yaml', 'points: 10', 'points: -3', 'schema/too-small', '« Chaque joueur dispose de 10 points pour recruter sa bande »: a whole number from 0 to 1000'],
    ['mef-fan-les-gobelins-de-la-butte.yaml', 'def: 1', 'def: -1', 'schema/too-small', '« Celles-ci ont une valeur normalement comprise entre 0 et 5 »: a whole number from 0 to 99'],
  ])('%s: the format finding quotes the book', async (file, from, to, code, rule) => {
    const found = (await validate(edit(band(file), from, to))).filter((d) => d.code === code);
    expect(found.map((d) => d.rule)).toEqual([rule]);
  });

  it('a key no sentence of the book bounds says what it is for', async () => {
    const found = (await validate(edit(band('mef-fan-les-gobelins-de-la-butte.yaml'), 'points: 200', 'points: -1'))).filter((d) => d.code === 'schema/too-small');
    expect(found.map((d) => d.rule)).toEqual(['Budget in # agreed by the players: a whole number from 0 to 1000000']);
  });
});

describe('the real bounds, the same in the text and in the JSON', () => {
  it.each([
    ['mef-fan-les-gobelins-de-la-butte.yaml', 'points: 200', 'points: 1e308', '1000000', 'a whole number from 0 to 1000000'],
    ['mef-fan-les-gobelins-de-la-butte.yaml', 'points: 200', 'points: -1e308', '0', 'a whole number from 0 to 1000000'],
    // A range a rule check holds (the classe 1 to 5), not zod's exact integers.
    ['argad-la-mesnie-du-sire-yann.yaml', 'class: 4', 'class: 1e308', '5', 'a whole number from 1 to 5'],
    ['argad-la-mesnie-du-sire-yann.yaml', 'class: 4', 'class: -1e308', '1', 'a whole number from 1 to 5'],
  ])('%s %s: limit %s', async (file, from, to, limit, allowed) => {
    const found = (await validate(edit(band(file), from, to))).filter((d) => d.code.startsWith('schema/too-'));
    expect(found).toHaveLength(1);
    expect(found[0]!.limit).toBe(limit);
    expect(found[0]!.rule.endsWith(allowed)).toBe(true);
    expect(found[0]!.fix).toBe(`use ${allowed}`);
  });

  /** Every number of a band, by its path. */
  function numbers(node: Node | null | undefined, at: (string | number)[] = []): (string | number)[][] {
    if (isMap(node)) return node.items.flatMap((pair) => numbers(pair.value as Node, [...at, String((pair.key as { value: unknown }).value)]));
    if (isSeq(node)) return node.items.flatMap((item, i) => numbers(item as Node, [...at, i]));
    return isScalar(node) && typeof node.value === 'number' ? [at] : [];
  }

  const files = readdirSync(path.join(ROOT, 'bands')).filter((f) => f.endsWith('.yaml'));
  it.each(files)('%s: every number far out of range names the bound its text gives', async (file) => {
    const source = band(file);
    const paths = numbers(parseDocument(source).contents as Node);
    expect(paths.length).toBeGreaterThan(0);
    for (const at of paths) {
      for (const value of [1e308, -1e308]) {
        const doc = parseDocument(source);
        doc.setIn(at, value);
        const found = (await validate(doc.toString())).filter((d) => d.code.startsWith('schema/too-'));
        for (const d of found) {
          expect(d.limit, `${at.join('.')} ${value}`).not.toBe(String(Number.MAX_SAFE_INTEGER));
          expect(d.rule, `${at.join('.')} ${value}`).toMatch(new RegExp(`(from|at least|at most) -?${String(d.limit)}\\b|to ${String(d.limit)}$`));
        }
      }
    }
  });
});

describe('the words of a place, in a made-up ruleset', () => {
  const finding = (...path: (string | number)[]) => ({ code: 'schema/type', severity: 'error' as const, path, params: {} });
  const memberShape: Shape = { type: 'object', fields: { name: { type: 'string', checks: [] }, w: { type: 'union', options: [{ type: 'number', int: true, checks: [] }, { type: 'boolean' }] }, x: { type: 'unknown' } } };
  // Members are a mapping or a plain word: the schema reaches a member's keys through the choice.
  const weapon = words({ title: { en: 'Weapon in hand', fr: 'Arme en main' }, description: { en: 'What it strikes with', fr: 'Ce dont il frappe' } });
  const made = {
    schema: z.strictObject({
      members: z.array(z.union([z.string(), z.strictObject({ name: z.string(), w: z.number().meta(weapon), x: z.any().meta({ title: 'Extra' }) })]).meta({ title: 'Member' })),
    }),
    shapes: { band: { type: 'object', fields: { members: { type: 'array', item: memberShape } } } },
  } as unknown as Ruleset;
  const data = { members: [{ name: 'Hilda', w: 'deux' }] };

  it('a key reached through a choice of shapes is named by its title, in the language asked, else in English', () => {
    expect(schemaWords({ ruleset: made, data }, finding('members', 0, 'w'), messages())).toMatchObject({ where: 'Weapon in hand of Hilda', about: 'What it strikes with' });
    const fr = new Messages('fr', [CORE_MESSAGES]);
    expect(schemaWords({ ruleset: made, data }, finding('members', 0, 'w'), fr)).toMatchObject({ where: 'Arme en main de Hilda', about: 'Ce dont il frappe' });
    expect(schemaWords({ ruleset: made, data }, finding('members', 0, 'x'), fr)).toMatchObject({ where: 'Extra de Hilda', about: 'Extra' });
  });

  it('the member named is an item of a list with a name, none where the data has none', () => {
    const where = (data: unknown, ...path: (string | number)[]) => schemaWords({ ruleset: made, data }, finding(...path), messages()).where;
    expect(where({ members: null }, 'members', 0, 'w')).toBe('Weapon in hand');
    expect(where({ members: [null] }, 'members', 0, 'w')).toBe('Weapon in hand');
    expect(where({ members: ['Hilda'] }, 'members', 0, 'w')).toBe('Weapon in hand');
    expect(where({ members: [{ name: '  ' }] }, 'members', 0, 'w')).toBe('Weapon in hand');
    expect(where({ leader: { name: 'Bob', w: 1 } }, 'leader', 'w')).toBe('w');
    expect(where({ members: [{ name: ' Hilda ', w: 1 }] }, 'members', 0, 'w')).toBe('Weapon in hand of Hilda');
  });

  it('a key where the schema has a list: the key as written', () => {
    expect(schemaWords({ ruleset: made, data }, finding('members', 'w'), messages()).where).toBe('w');
  });

  it('a value that may be of several kinds: each, joined by "or"; one no shape expresses: the documented format', () => {
    expect(schemaWords({ ruleset: made, data }, finding('members', 0, 'w'), messages()).allowed).toBe('a whole number or true or false');
    expect(schemaWords({ ruleset: made, data }, finding('members', 0, 'x'), messages()).allowed).toBe('the documented format (docs/rulesets/)');
  });

  it('without a band read: a missing key says what it expects, a value off its list the list, any other the documented format', () => {
    const allowed = (code: string, params: Record<string, unknown>) => schemaWords(undefined, { code, severity: 'error', path: ['x'], params } as never, messages()).allowed;
    expect(allowed('schema/required', { expected: 'int' })).toBe('integer');
    expect(allowed('schema/required', { expected: 'date' })).toBe('date');
    expect(allowed('schema/required', {})).toBe('the documented format (docs/rulesets/)');
    expect(allowed('schema/choice', { limit: 'agile | puissant' })).toBe('agile | puissant');
    expect(allowed('schema/choice', {})).toBe('the documented format (docs/rulesets/)');
    expect(allowed('schema/too-big', { limit: 5, expected: 'int' })).toBe('the documented format (docs/rulesets/)');
  });

  it('a member of a member: the nearest with a name', () => {
    const where = (data: unknown, ...path: (string | number)[]) => schemaWords({ ruleset: made, data }, finding(...path), messages()).where;
    expect(where({ members: [{ name: 'Hilda', w: [{ name: ' ' }] }] }, 'members', 0, 'w', 0, 'q')).toBe('q of Hilda');
    expect(where({ members: [{ name: 'Hilda', w: [{ name: 'Bran' }] }] }, 'members', 0, 'w', 0, 'q')).toBe('q of Bran');
  });

  it('without a band read, the place as a path, "-" for the file itself', () => {
    expect(schemaWords(undefined, finding('members', 0, 'w'), messages())).toMatchObject({ where: 'members[0].w', about: 'w' });
    expect(schemaWords(undefined, finding(), messages())).toMatchObject({ where: '-', about: '-', suggestion: '' });
  });
});

describe('what a place allows, and the bound it broke, in a made-up ruleset', () => {
  const int = (...checks: unknown[]): Shape => ({ type: 'number', int: true, checks }) as Shape;
  const values = (...v: string[]): Shape => ({ type: 'values', values: v });
  const fields: Record<string, Shape> = {
    i: int({ min: 0, inclusive: false }, { max: 10, inclusive: false }),
    f: { type: 'number', int: false, checks: [{ min: 0, inclusive: false }] },
    free: int(),
    eight: values('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'),
    nine: values('arc', 'arbalete', 'dague', 'epee', 'fleau', 'gourdin', 'hache', 'lance', 'masse'),
    either: { type: 'union', options: [values('a', 'b'), values('c')] },
    things: { type: 'array', item: { type: 'unknown' } },
    weapon: { type: 'string', checks: [] },
  };
  const ruleset = (catalogues?: Record<string, { id: string }[]>, withShapes = true) =>
    ({
      schema: z.strictObject({ weapon: z.string().meta({ [CATALOGUE_KEY]: 'weapons' }), house_rules: z.any() }),
      ...(withShapes ? { shapes: { band: { type: 'object', fields }, houseRules: { x: { type: 'object', fields: { y: { type: 'boolean' } } } } } } : {}),
      ...(catalogues ? { schemaCatalogues: () => catalogues } : {}),
    }) as unknown as Ruleset;
  const words = (code: string, path: (string | number)[], params: Record<string, unknown> = {}, rules = ruleset()) =>
    schemaWords({ ruleset: rules, data: {} }, { code, severity: 'error', path, params } as never, messages());

  it('whole numbers: an exclusive bound made inclusive; a number that is not whole keeps it', () => {
    expect(words('schema/type', ['i']).allowed).toBe('a whole number from 1 to 9');
    expect(words('schema/type', ['f']).allowed).toBe('a number of at least 0');
  });

  it('the bound a number broke, as the text gives it; none for another finding, nor where the number has none', () => {
    expect(words('schema/too-big', ['i'])).toMatchObject({ limit: '9' });
    expect(words('schema/too-small', ['i'])).toMatchObject({ limit: '1' });
    expect('limit' in words('schema/type', ['i'])).toBe(false);
    expect('limit' in words('schema/too-big', ['f'])).toBe(false);
    expect('limit' in words('schema/too-big', ['weapon'])).toBe(false);
    // A whole number with no bound of its own: zod's exact range.
    expect(words('schema/too-big', ['free'])).toMatchObject({ limit: String(Number.MAX_SAFE_INTEGER), allowed: `a whole number of at most ${Number.MAX_SAFE_INTEGER}` });
    expect(words('schema/too-small', ['free'])).toMatchObject({ limit: String(Number.MIN_SAFE_INTEGER), allowed: `a whole number of at least ${Number.MIN_SAFE_INTEGER}` });
    expect(words('schema/type', ['free']).allowed).toBe('a whole number');
  });

  it('a list of values: whole up to 8; past 8, the nearest to the value written, else where they are listed', () => {
    expect(words('schema/choice', ['eight']).allowed).toBe('one of a | b | c | d | e | f | g | h');
    expect(words('schema/choice', ['nine'], { actual: 'dage' }).allowed).toBe("one of the book's names, the nearest being dague");
    expect(words('schema/choice', ['nine']).allowed).toBe("one of the book's names (full list: docs/rulesets/ or `escarmouche schema`)");
    expect(words('schema/choice', ['either']).allowed).toBe('one of a | b | c');
  });

  it('a list of what no shape expresses; a text of a catalogue the ruleset names, else a text', () => {
    expect(words('schema/type', ['things']).allowed).toBe('a list of …');
    expect(words('schema/type', ['weapon'], {}, ruleset({ weapons: [{ id: 'arc' }, { id: 'epee' }] })).allowed).toBe('one of arc | epee');
    expect(words('schema/type', ['weapon'], {}, ruleset({})).allowed).toBe('a text');
    expect(words('schema/type', ['weapon']).allowed).toBe('a text');
  });

  it("a house rule's value by its own shape, the key alone by the band's; none without shapes", () => {
    expect(words('schema/type', ['house_rules', 'x', 'y']).allowed).toBe('true or false');
    expect(words('schema/type', ['house_rules', 'x']).allowed).toBe('a mapping of keys');
    expect(words('schema/type', ['house_rules', 'z']).allowed).toBe('the documented format (docs/rulesets/)');
    expect(words('schema/type', ['house_rules', 'x', 'y'], {}, ruleset(undefined, false)).allowed).toBe('the documented format (docs/rulesets/)');
    expect(words('schema/type', ['house_rules'], {}, ruleset(undefined, false))).toMatchObject({ where: 'house_rules', suggestion: '' });
  });
});
