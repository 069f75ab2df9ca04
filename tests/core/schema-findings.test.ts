/**
 * zod's issues as findings of our catalogue (src/core/schema/schema-findings.ts): each issue code to its finding, under the
 * base path, with the value given (as the player wrote it) and what is allowed; one finding of a code per place; and
 * the words of those params in both languages, none of zod's English left in a French message.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { error, type Finding } from '../../src/core/diagnostics/diagnostics.js';
import { Messages, type Lang } from '../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../src/core/messages/core.js';
import { PARSE_OPTIONS, parseBy } from '../../src/core/schema/schema-findings.js';
import { shapeOf } from '../../src/core/schema/fast-path/shape-of.js';

/** The findings of `data` by `schema` alone (no shape), under `base`. */
function findings(schema: z.ZodType, data: unknown, base: (string | number)[] = ['b']): Finding[] {
  const parsed = parseBy(undefined, () => schema, data, base);
  if (parsed.success) throw new Error('parsed');
  return parsed.findings;
}

/** The message, rule and fix of each finding, worded in `lang`, its place given as `validate` gives it (src/core/schema/schema-place.ts). */
const PLACE = { where: 'Santé of Hilda', about: 'Santé', allowed: 'a whole number' };
const worded = (found: Finding[], lang: Lang) => found.map((f) => new Messages(lang, [CORE_MESSAGES]).diagnostic(f.code, { ...PLACE, ...f.params }));

describe('parseBy', () => {
  it('asks zod for the input of its issues and compiles no code (the options every ruleset passes)', () => {
    expect(PARSE_OPTIONS).toEqual({ reportInput: true, jitless: true });
  });

  it('gives the data as zod returns it when there is no shape', () => {
    expect(parseBy(undefined, () => z.string().trim(), '  Ann  ')).toEqual({ success: true, data: 'Ann' });
  });

  it('gives the value a shape vouches for, without asking zod', () => {
    const shape = shapeOf(z.strictObject({ a: z.int(), n: z.strictObject({ x: z.string() }) }));
    const noZod = () => {
      throw new Error('zod asked');
    };
    expect(parseBy(shape, noZod, { a: 1, n: { x: 's' } }, ['top'])).toEqual({ success: true, data: { a: 1, n: { x: 's' } } });
  });

  it("gives the shape's unknown keys as findings under the base, one each, without asking zod", () => {
    const shape = shapeOf(z.strictObject({ a: z.int(), n: z.strictObject({ x: z.string() }) }));
    const noZod = () => {
      throw new Error('zod asked');
    };
    expect(parseBy(shape, noZod, { a: 1, n: { x: 's', y: 1, z: 2 }, q: 3 }, ['top'])).toEqual({
      success: false,
      findings: [
        error('schema/unknown-key', ['top', 'n', 'y'], { key: 'y' }),
        error('schema/unknown-key', ['top', 'n', 'z'], { key: 'z' }),
        error('schema/unknown-key', ['top', 'q'], { key: 'q' }),
      ],
    });
  });

  it('asks zod where the shape cannot answer, and the findings are under no base when none is given', () => {
    const shape = shapeOf(z.strictObject({ a: z.int() }));
    expect(parseBy(shape, () => z.strictObject({ a: z.int() }), { a: 'x' })).toEqual({ success: false, findings: [error('schema/type', ['a'], { expected: 'number', found: 'string', actual: 'x' })] });
  });
});

describe('each zod issue as its finding', () => {
  it('unknown keys: one finding per key, at the key', () => {
    expect(findings(z.strictObject({ a: z.int() }), { a: 1, x: 1, y: 2 })).toEqual([
      error('schema/unknown-key', ['b', 'x'], { key: 'x' }),
      error('schema/unknown-key', ['b', 'y'], { key: 'y' }),
    ]);
  });

  it('a missing key: required, named by the last key of its path (none at the top: empty)', () => {
    expect(findings(z.strictObject({ n: z.strictObject({ played: z.int() }) }), { n: {} })).toEqual([error('schema/required', ['b', 'n', 'played'], { key: 'played', expected: 'number' })]);
    expect(findings(z.strictObject({ list: z.array(z.int()) }), { list: [undefined] })).toEqual([error('schema/required', ['b', 'list', 0], { key: '0', expected: 'number' })]);
    expect(findings(z.int(), undefined, [])).toEqual([error('schema/required', [], { key: '', expected: 'number' })]);
  });

  it('a value of the wrong type: the type expected and the value given', () => {
    expect(findings(z.strictObject({ played: z.int() }), { played: 'four' })).toEqual([error('schema/type', ['b', 'played'], { expected: 'number', found: 'string', actual: 'four' })]);
    expect(findings(z.int(), 1.5)).toEqual([error('schema/type', ['b'], { expected: 'int', found: 'number', actual: '1.5' })]);
    expect(findings(z.int(), null)).toEqual([error('schema/type', ['b'], { expected: 'number', found: 'null', actual: 'null' })]);
  });

  it('a value outside its choices: the value given and every choice', () => {
    expect(findings(z.strictObject({ result: z.enum(['win', 'loss']) }), { result: 'draw' })).toEqual([error('schema/choice', ['b', 'result'], { limit: 'win | loss', actual: 'draw' })]);
    expect(findings(z.literal(1), 2)).toEqual([error('schema/choice', ['b'], { limit: '1', actual: '2' })]);
  });

  it('a number or a length out of its range: the limit and the value given', () => {
    expect(findings(z.int().min(0), -1)).toEqual([error('schema/too-small', ['b'], { limit: '0', actual: '-1' })]);
    expect(findings(z.int().max(6), 7)).toEqual([error('schema/too-big', ['b'], { limit: '6', actual: '7' })]);
    expect(findings(z.string().min(1), '')).toEqual([error('schema/too-small', ['b'], { limit: '1', actual: '' })]);
    expect(findings(z.array(z.int()).max(1), [1, 2])).toEqual([error('schema/too-big', ['b'], { limit: '1', actual: '[1,2]' })]);
  });

  it('a date that is not one: the format and the value given', () => {
    expect(findings(z.iso.date(), '2025-02-30')).toEqual([error('schema/invalid', ['b'], { detail: 'date', actual: '2025-02-30' })]);
  });

  it('a value none of the forms of a union takes: the value given', () => {
    expect(findings(z.union([z.string(), z.int()]), true)).toEqual([error('schema/invalid', ['b'], { detail: 'union', actual: 'true' })]);
  });

  it("any other issue: zod's words", () => {
    expect(findings(z.int().refine(() => false, { message: 'custom words' }), 3)).toEqual([error('schema/invalid', ['b'], { detail: 'custom words' })]);
  });

  it('leaves out the symbols of a path (no YAML key is one)', () => {
    const s = Symbol('s');
    expect(findings(z.int().refine(() => false, { message: 'w', path: [s as unknown as string, 'k'] }), 3)).toEqual([error('schema/invalid', ['b', 'k'], { detail: 'w' })]);
  });
});

describe('the value given, as the player wrote it', () => {
  it('.nan, .inf and -.inf in YAML words, not JSON null', () => {
    expect(findings(z.int(), Number.NaN)).toEqual([error('schema/type', ['b'], { expected: 'number', found: 'number', actual: '.nan' })]);
    expect(findings(z.int(), Number.POSITIVE_INFINITY)).toEqual([error('schema/type', ['b'], { expected: 'number', found: 'number', actual: '.inf' })]);
    expect(findings(z.int(), Number.NEGATIVE_INFINITY)).toEqual([error('schema/type', ['b'], { expected: 'number', found: 'number', actual: '-.inf' })]);
  });

  it('binary data by its tag, not a Buffer', () => {
    expect(findings(z.string(), new Uint8Array([104, 105]))).toEqual([error('schema/type', ['b'], { expected: 'string', found: 'object', actual: '!!binary' })]);
  });

  it('a text as written (no quotes), a finite number, a list and a mapping as JSON', () => {
    expect(findings(z.int(), 'x').map((f) => f.params?.actual)).toEqual(['x']);
    expect(findings(z.string(), 12).map((f) => f.params?.actual)).toEqual(['12']);
    expect(findings(z.string(), -3).map((f) => f.params?.actual)).toEqual(['-3']);
    expect(findings(z.string(), { a: [1, 'x'] }).map((f) => f.params?.actual)).toEqual(['{"a":[1,"x"]}']);
  });

  it('at most 40 characters, then an ellipsis', () => {
    const forty = 'abcdefghij'.repeat(4);
    expect(findings(z.int(), forty).map((f) => f.params?.actual)).toEqual([forty]);
    expect(findings(z.int(), `${forty}k`).map((f) => f.params?.actual)).toEqual([`${forty}…`]);
    expect(findings(z.int(), forty.slice(1)).map((f) => f.params?.actual)).toEqual([forty.slice(1)]);
  });
});

describe('one finding of a code at each place', () => {
  it("an integer's safe range and its own maximum are one limit", () => {
    expect(findings(z.int().max(1000), 2 ** 60)).toEqual([error('schema/too-big', ['b'], { limit: '1000', actual: '1152921504606847000' })]);
  });

  it('the tighter limit, whichever zod gives first', () => {
    expect(findings(z.number().max(1000).int(), 2 ** 60)).toEqual([error('schema/too-big', ['b'], { limit: '1000', actual: '1152921504606847000' })]);
    expect(findings(z.number().min(0).int(), -(2 ** 60))).toEqual([error('schema/too-small', ['b'], { limit: '0', actual: '-1152921504606847000' })]);
  });

  it('two findings of one code at one place with no limit to compare: the first', () => {
    const twice = z.int().refine(() => false, { message: 'first words' }).refine(() => false, { message: 'second words' });
    expect(findings(twice, 3)).toEqual([error('schema/invalid', ['b'], { detail: 'first words' })]);
  });

  it("the tighter of an integer's exact range and its own minimum", () => {
    expect(findings(z.int().min(0), -(2 ** 60))).toEqual([error('schema/too-small', ['b'], { limit: '0', actual: '-1152921504606847000' })]);
  });

  it('keeps the same code at two places, even when their keys read alike run together', () => {
    expect(findings(z.strictObject({ a: z.strictObject({}), ab: z.strictObject({}) }), { a: { bc: 1 }, ab: { c: 1 } })).toEqual([
      error('schema/unknown-key', ['b', 'a', 'bc'], { key: 'bc' }),
      error('schema/unknown-key', ['b', 'ab', 'c'], { key: 'c' }),
    ]);
  });

  it('keeps two codes at one place', () => {
    const found = findings(z.strictObject({ n: z.string().min(3).refine(() => false, { message: 'w' }) }), { n: 'ab' });
    expect(found).toEqual([error('schema/too-small', ['b', 'n'], { limit: '3', actual: 'ab' }), error('schema/invalid', ['b', 'n'], { detail: 'w' })]);
  });
});

describe('the words of the findings, in both languages', () => {
  it('a value outside its choices names the place, the value given and what is allowed', () => {
    const found = findings(z.strictObject({ result: z.enum(['win', 'loss']) }), { result: 'draw' });
    expect(worded(found, 'en')).toEqual([{ message: 'Santé of Hilda: "draw" is not allowed', rule: 'Santé: a whole number', fix: 'use a whole number' }]);
    expect(worded(found, 'fr')).toEqual([{ message: "Santé of Hilda : « draw » n'est pas permis", rule: 'Santé : a whole number', fix: 'utilisez a whole number' }]);
  });

  it.each([
    [z.string(), 3, 'expected string, found the number 3', 'il faut un texte, pas le nombre 3'],
    [z.int(), 'four', 'expected number, found the text four', 'il faut un nombre, pas le texte four'],
    [z.int(), 1.5, 'expected integer, found the number 1.5', 'il faut un nombre entier, pas le nombre 1.5'],
    [z.boolean(), 'yes', 'expected boolean, found the text yes', 'il faut un booléen (true ou false), pas le texte yes'],
    [z.strictObject({}), [1], 'expected object, found a list [1]', 'il faut un dictionnaire, pas une liste [1]'],
    [z.array(z.int()), 'x', 'expected array, found the text x', 'il faut une liste, pas le texte x'],
    [z.int(), Number.NaN, 'expected number, found the number .nan (not a number)', 'il faut un nombre, pas le nombre .nan (pas un nombre)'],
    [z.int(), Number.POSITIVE_INFINITY, 'expected number, found the number .inf (infinite, or a number too large)', 'il faut un nombre, pas le nombre .inf (infini, ou un nombre trop grand)'],
    [z.int(), Number.NEGATIVE_INFINITY, 'expected number, found the number -.inf (infinite, or a number too large)', 'il faut un nombre, pas le nombre -.inf (infini, ou un nombre trop grand)'],
    [z.string(), new Uint8Array([1]), 'expected string, found a mapping binary data (!!binary)', 'il faut un texte, pas un dictionnaire des données binaires (!!binary)'],
  ])('a value of the wrong type (%#): the place, the type and the value in the words of each language', (schema, value, en, fr) => {
    const found = findings(schema, value);
    expect(worded(found, 'en')[0]!.message).toBe(`Santé of Hilda: ${en}`);
    expect(worded(found, 'fr')[0]).toEqual({ message: `Santé of Hilda : ${fr}`, rule: 'Santé : a whole number', fix: 'écrivez ici a whole number' });
  });

  it('a missing key names the place and what it allows in the words of each language', () => {
    const found = findings(z.strictObject({ fer: z.int() }), {});
    expect(worded(found, 'en')).toEqual([{ message: 'missing Santé of Hilda', rule: 'Santé: a whole number', fix: 'add "fer": a whole number' }]);
    expect(worded(found, 'fr')).toEqual([{ message: 'Santé of Hilda manquant', rule: 'Santé : a whole number', fix: 'ajoutez « fer » : a whole number' }]);
  });

  it('a date that is not one, and a value no form of a union takes, in the words of each language', () => {
    const found = [...findings(z.iso.date(), '2025-02-30'), ...findings(z.union([z.string(), z.int()]), true, ['c'])];
    expect(worded(found, 'en').map((w) => w.message)).toEqual(['Santé of Hilda: 2025-02-30 is not allowed (not a date of the calendar written YYYY-MM-DD)', 'Santé of Hilda: true is not allowed (none of the forms this key takes)']);
    expect(worded(found, 'fr').map((w) => w.message)).toEqual(["Santé of Hilda : 2025-02-30 n'est pas permis (pas une date du calendrier écrite AAAA-MM-JJ)", "Santé of Hilda : true n'est pas permis (aucune des formes que prend cette clé)"]);
  });
});
