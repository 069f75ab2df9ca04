/** Names written in a band resolved against a catalogue; an unknown one is an error with suggestions. */
import { error, type Finding, type YamlPath } from '../diagnostics/diagnostics.js';
import type { NameIndex } from '../diagnostics/names.js';

type Named = { readonly id: string; readonly aliases?: readonly string[] };

/** A catalogue entry and its position in the list it was written in. */
export interface Entry<T> {
  readonly def: T;
  readonly index: number;
}

/** The error for a name the catalogue does not know: `actual` and a `suggestion` (`NameIndex.hint`). */
export function unknownName(code: string, path: YamlPath, name: string, index: NameIndex<Named>): Finding {
  return error(code, path, { actual: name, suggestion: index.hint(name) });
}

/** The names of a list the catalogue knows, each with its position; every unknown one reported at its item. */
export function resolveNames<T extends Named>(names: readonly string[], index: NameIndex<T>, code: string, path: YamlPath, findings: Finding[]): Entry<T>[] {
  const entries: Entry<T>[] = [];
  names.forEach((name, i) => {
    const def = index.get(name);
    if (def) entries.push({ def, index: i });
    else findings.push(unknownName(code, [...path, i], name, index));
  });
  return entries;
}
