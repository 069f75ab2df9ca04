/**
 * Words of the band schemas for editors (yaml-language-server): a title in the rulebook's words, a
 * description in both languages, and catalogue values whose allowed spellings and effects a ruleset
 * supplies. They ride on zod's metadata and are resolved by `json-schema.ts` for one language.
 */
import { z } from 'zod';
import { nearPattern } from './near-values.js';

import type { Lang } from '../messages/catalogue.js';
export type { Lang };
export interface Words {
  readonly en: string;
  readonly fr: string;
}

/** Metadata key holding the French words until a language is chosen. */
export const FRENCH_KEY = 'x-escarmouche-fr';
/** Metadata key holding the rulebook's sentence that sets a field's limit (in French, as the book has it). */
export const RULE_KEY = 'x-escarmouche-rule';
/** Metadata key naming the ruleset catalogue whose values a field takes. */
export const CATALOGUE_KEY = 'x-escarmouche-catalogue';

export interface FieldWords {
  /** The rulebook's name of the field (`Équipement`); one string when both languages use it. */
  readonly title: string | Words;
  readonly description: Words;
  /** The rulebook's sentence that sets the field's limit, quoted as the book has it (a format finding shows it). */
  readonly rule?: string;
}

const inLang = (w: string | Words, lang: Lang): string => (typeof w === 'string' ? w : w[lang]);

/** zod metadata for a field: English words in place, French ones under `FRENCH_KEY`. */
export function words(field: FieldWords): Record<string, unknown> {
  return {
    title: inLang(field.title, 'en'),
    description: field.description.en,
    [FRENCH_KEY]: { title: inLang(field.title, 'fr'), description: field.description.fr },
    ...(field.rule ? { [RULE_KEY]: field.rule } : {}),
  };
}

/**
 * Metadata key of a number field whose values are entries of a catalogue (Argad's `armour: 5`): a `NumberedEntries`.
 * The field's line rides here, not as a title or description of the branch: yaml-language-server's hover takes two
 * branches of an `anyOf` with the same title and description for a value matching both, and shows both descriptions
 * (`Armure || Armure`) instead of the entry.
 */
export const NUMBERS_KEY = 'x-escarmouche-numbers-of';
export interface NumberedEntries {
  readonly catalogue: string;
  readonly line: Words;
}

/** Metadata key marking a catalogue that `validate` does not close: other values only get a warning. */
export const OPEN_KEY = 'x-escarmouche-open';

/**
 * Bounds of what a band file holds where the rulebook gives none (docs/rulesets/README.md, "Limits"): generous for
 * play, small enough that every command stays fast and small in memory. A name (of a band, a member, a catalogue
 * value), a free text (a card's other rules), and the members of one band.
 */
export const MAX_NAME_LENGTH = 200;
export const MAX_TEXT_LENGTH = 2000;
export const MAX_MEMBERS = 100;

/** A name: 1 to MAX_NAME_LENGTH characters. */
export const nameText = () => z.string().min(1).max(MAX_NAME_LENGTH);
/** A free text: 1 to MAX_TEXT_LENGTH characters. */
export const freeText = () => z.string().min(1).max(MAX_TEXT_LENGTH);

/** A string that is a value of the ruleset's catalogue `name`; `validate` resolves other spellings and suggests. */
export const catalogueValue = (name: string, field: FieldWords) => nameText().meta({ ...words(field), [CATALOGUE_KEY]: name });

/** A string an editor completes from catalogue `name` but that may be anything else (`validate` only warns). */
export const suggestedValue = (name: string, field: FieldWords) => nameText().meta({ ...words(field), [CATALOGUE_KEY]: name, [OPEN_KEY]: true });

/**
 * The snippet of a new member (character, unit, figure, profile card), labelled by the member's title and the keys it
 * fills: yaml-language-server also offers an item labelled by the title alone that writes the required keys only,
 * and two items of one label would be one name twice.
 */
export const memberSnippet = (title: string, body: Readonly<Record<string, unknown>>) => ({ label: `${title}: ${Object.keys(body).join(', ')}`, body });

/** One value of a catalogue as an editor offers it. */
export interface CatalogueEntry {
  readonly id: string;
  /** Other spellings `validate` accepts: the rulebook's name with accents, aliases. */
  readonly spellings: readonly string[];
  /** Markdown: the rulebook's name, cost and effect. */
  readonly doc: string;
}

/** What a ruleset gives the editor schemas: its catalogues in one language. */
export type SchemaCatalogues = (lang: Lang) => Readonly<Record<string, readonly CatalogueEntry[]>>;

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that matches exactly the given spellings (yaml-language-server reads it with the `u` flag). */
export const exactly = (spellings: readonly string[]): string => `^(?:${spellings.map(escape).join('|')})$`;

/** The one-line messages of a wrong value of a catalogue field. */
export interface ValueWords {
  /** A value near none of the list, or of another type. */
  readonly unknown: string;
  /** A common typo of `id` (`nearPattern`): names it. */
  readonly near: (id: string) => string;
}

/** A list this short is named whole in the message of a value near none of it. */
export const SHORT_LIST = 8;
/**
 * A value near none of the list gets this many quick fixes, the commonest values: with the title, the field's line
 * and the server's frame, a hover that lists them stays within 15 lines, even beside another branch's three numbers
 * (Argad's `armour`).
 */
const COMMONEST = 4;
/** An id YAML would read as a number, a boolean or null: the server's quick fix would write it quoted (`"3"`). */
const readAsOtherType = (id: string): boolean => Number.isFinite(Number(id)) || /^(?:true|false|null|~)$/i.test(id);

/** The quick fixes of a value near none of the list: its commonest values that are written as they are. */
export const fixesOf = (entries: readonly CatalogueEntry[]): string[] =>
  entries
    .map((entry) => entry.id)
    .filter((id) => !readAsOtherType(id))
    .slice(0, COMMONEST);

/**
 * A catalogue field as yaml-language-server 1.25 reads it (checked in its code, not only its README):
 * - completion of a value reads `enum`, `const`, `anyOf`/`allOf`/`oneOf` and `defaultSnippets`, never `doNotSuggest`
 *   nor `if`/`then`/`else`; an array whose items have `anyOf` gets no value completion at all. So each id is one
 *   `defaultSnippets` entry, documented by its entry, and the other spellings are only in an `if` pattern;
 * - hover shows the title and the first description of the schemas the value matches, plus every value of any
 *   `enum` it is checked against: the entry of the value (any of its spellings) is the `then` of an `if` chain (one
 *   `else` inside the other), so a good value meets no `enum`;
 * - a wrong value falls through that chain and fails the `if` pattern of accepted spellings, then meets a second
 *   chain, one `if` per value (`entries` come most common first) whose pattern matches its common typos
 *   (`nearPattern`): the first that matches gives the one diagnostic, its `errorMessage` naming that value, and an
 *   `enum` of that value alone, which is the first quick fix and all the hover lists. A value near none gets the
 *   `unknown` message (a short list named whole) and, as quick fixes, the commonest values, never the whole list.
 * The server offers an enum's values as quick fixes in their order and cannot rank them by closeness (measured):
 * closeness has to be in the schema.
 * `closed: false` (an open catalogue) offers and describes the same values but accepts any string.
 */
export function valuesOf(entries: readonly CatalogueEntry[], line: string | undefined, words: ValueWords, closed = true): Record<string, unknown> {
  const described = (doc: string) => (line ? `${line}\n\n${doc}` : doc);
  const accepted = [...new Set(entries.flatMap((entry) => [entry.id, ...entry.spellings]))];
  const check = closed ? { if: { pattern: exactly(accepted) }, else: nearest(entries, words) } : {};
  // Any spelling of an entry shows that entry (a pattern, not an enum, which hover would list).
  const chain = entries.reduceRight<Record<string, unknown>>(
    (rest, entry) => ({ if: { type: 'string', pattern: exactly([entry.id, ...entry.spellings]) }, then: { markdownDescription: described(entry.doc) }, else: rest }),
    check,
  );
  const defaultSnippets = entries.map((entry) => ({ label: entry.id, markdownDescription: entry.doc, body: entry.id }));
  return { defaultSnippets, ...chain };
}

/**
 * A number field whose values are the numbered entries of a catalogue (Argad's `armour: 5`, beside its names): hover
 * on a number shows that entry after the field's line, as on a name (an `if` on each number, with `const`, which
 * hover does not list); another number meets the `enum` of those numbers.
 */
export function numberEntries(entries: readonly CatalogueEntry[], line: string | undefined): Record<string, unknown> {
  const numbered = entries.filter((entry) => /^\d+$/.test(entry.id));
  return numbered.reduceRight<Record<string, unknown>>(
    (rest, entry) => ({ if: { const: Number(entry.id) }, then: { markdownDescription: line ? `${line}\n\n${entry.doc}` : entry.doc }, else: rest }),
    { enum: numbered.map((entry) => Number(entry.id)) },
  );
}

/** What a wrong value meets: the first value whose typos it matches, else the commonest values. */
const nearest = (entries: readonly CatalogueEntry[], words: ValueWords): Record<string, unknown> =>
  entries.reduceRight<Record<string, unknown>>(
    (rest, entry) => ({ if: { type: 'string', pattern: nearPattern(entry.id) }, then: { enum: [entry.id], errorMessage: words.near(entry.id) }, else: rest }),
    { enum: fixesOf(entries), errorMessage: words.unknown },
  );

interface Named {
  readonly id: string;
  readonly name?: string;
  readonly label?: string;
  readonly aliases?: readonly string[];
}

/**
 * Catalogue entries of `items`: the rulebook's name, label and aliases that `lookup` resolves to the item (so
 * the schema accepts no spelling `validate` refuses), each described by `doc`.
 */
export function entriesOf<T extends Named>(items: readonly T[], lookup: (spelling: string) => { readonly id: string } | undefined, doc: (item: T) => string): CatalogueEntry[] {
  return items.map((item) => {
    const candidates = [item.name, item.label, ...(item.aliases ?? [])].filter((s): s is string => !!s && s !== item.id);
    return { id: item.id, spellings: [...new Set(candidates.filter((s) => lookup(s)?.id === item.id))], doc: doc(item) };
  });
}
