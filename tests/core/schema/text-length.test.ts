/** A text too long or too short says the lengths it may have, in English and in French (schemaWords' `allowed`). */
import { expect, it } from 'vitest';
import { z } from 'zod';
import { Messages } from '../../../src/core/messages/catalogue.js';
import { CORE_MESSAGES } from '../../../src/core/messages/core.js';
import type { Ruleset } from '../../../src/core/ruleset/ruleset.js';
import type { Shape } from '../../../src/core/schema/fast-path/shape.js';
import { schemaWords } from '../../../src/core/schema/schema-place.js';

const text = (...checks: ({ minLength: number } | { maxLength: number })[]): Shape => ({ type: 'string', checks });
const ruleset = (fields: Record<string, Shape>) =>
  ({ id: 'made', title: 'Made', schema: z.object(Object.fromEntries(Object.keys(fields).map((k) => [k, z.string()]))), shapes: { band: { type: 'object', fields }, houseRules: {} } }) as unknown as Ruleset;
const allowed = (code: string, fields: Record<string, Shape>, key: string, lang: 'en' | 'fr' = 'en') =>
  schemaWords({ ruleset: ruleset(fields), data: { [key]: 'x' } }, { severity: 'error', code, path: [key], params: { limit: 1, actual: 'x' } }, new Messages(lang, [CORE_MESSAGES])).allowed;

it('too long or too short: from its least to its most characters, at most, or at least', () => {
  const fields = { name: text({ minLength: 1 }, { maxLength: 200 }), motto: text({ maxLength: 80 }), code: text({ minLength: 3 }), note: text(), tight: text({ minLength: 2 }, { minLength: 4 }, { maxLength: 9 }, { maxLength: 6 }) };
  expect(allowed('schema/too-big', fields, 'name')).toBe('a text of 1 to 200 characters');
  expect(allowed('schema/too-small', fields, 'name')).toBe('a text of 1 to 200 characters');
  expect(allowed('schema/too-big', fields, 'motto')).toBe('a text of at most 80 characters');
  expect(allowed('schema/too-small', fields, 'code')).toBe('a text of at least 3 characters');
  expect(allowed('schema/too-small', fields, 'note')).toBe('a text');
  expect(allowed('schema/too-big', fields, 'tight')).toBe('a text of 4 to 6 characters');
  expect(allowed('schema/too-big', fields, 'name', 'fr')).toBe('un texte de 1 à 200 caractères');
  expect(allowed('schema/too-big', fields, 'motto', 'fr')).toBe("un texte d'au plus 80 caractères");
  expect(allowed('schema/too-small', fields, 'code', 'fr')).toBe("un texte d'au moins 3 caractères");
});

it('a text of the wrong kind is "a text", whatever its lengths', () => {
  expect(allowed('schema/type', { name: text({ minLength: 1 }, { maxLength: 200 }) }, 'name')).toBe('a text');
});
