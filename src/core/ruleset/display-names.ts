/**
 * Catalogue ids as people read them: text (views, messages) shows the rulebook's name with its accents
 * (`arme-a-deux-mains` → `Arme à deux mains`); JSON keeps the ids.
 */

/** A ruleset's names: catalogue (`equipment`) → id → the rulebook's name. The same in both languages. */
export type NameTable = Readonly<Record<string, Readonly<Record<string, string>>>>;

/** One catalogue of a `NameTable`, from entries that carry their id and name. */
export const namesOf = (items: readonly { readonly id: string; readonly name: string }[]): Record<string, string> =>
  Object.fromEntries(items.map((item) => [item.id, item.name]));

/** The rulebook's name of `id` in `catalogue`; an id it does not know (free text) as written. */
export const nameIn = (table: NameTable, catalogue: string, id: string): string => table[catalogue]?.[id] ?? id;

/** A name inside a sentence, as the rulebook writes one there: `Écu` → `écu` (`PV`, an abbreviation, stays). */
export const inSentence = (name: string): string => (/^\p{Lu}\p{Ll}/u.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name);
