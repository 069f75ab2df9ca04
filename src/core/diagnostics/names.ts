const ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const folded = new Map<string, string>();
// The dashes at either end of a folded name; after `[^a-z0-9]+` a run of dashes is one dash, so `-` and `-+` match alike.
const EDGE_DASHES = /^-+|-+$/g;

/** Names as users type them ("Toile d'araignée", "ARC LONG") to catalogue ids ("toile-d-araignee"). */
export function toId(input: string): string {
  // Called for every name of every file: an id is its own id, and a name already folded is remembered.
  // Stryker disable next-line ConditionalExpression: an id folds to itself; this only spares the work
  if (ID.test(input)) return input;
  let id = folded.get(input);
  // Stryker disable next-line ConditionalExpression: a name folded again folds to the same id; the cache only spares the work
  if (id === undefined) {
    // Stryker disable next-line ConditionalExpression,EqualityOperator: the cache's bound only frees memory
    if (folded.size >= 10_000) folded.clear();
    folded.set(input, (id = fold(input)));
  }
  return id;
}

function fold(input: string): string {
  return input
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(EDGE_DASHES, '');
}

/** Edit distance counting a swap of two neighbours as one edit (`mgae` → `mage`); bounded work for short names. */
export function distance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  // The row before `previous`, read from the second row on.
  let before = previous;
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      // At i = 1 or j = 1, a[-1] or b[-1] is undefined, equal to no letter: no swap there.
      if (a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, before[j - 2]! + 1);
      row.push(best);
    }
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
}

/** At most this many "did you mean" suggestions. */
export const MAX_SUGGESTIONS = 3;

/**
 * How many edits a typed name may be from a known one and still be called close: about one in three letters (at
 * least one), so that `mell` finds `mel`, `somei` finds `sommeil` and `zzzz` finds nothing.
 */
const closeEnough = (length: number): number => Math.max(1, Math.round(length / 3));

/**
 * The close known ids to an unknown one, best first ("did you mean"), at most `max`: accents and capitals folded; a
 * known id that begins the typed name, or that it begins (three letters or more), counts as close.
 */
export function suggest(input: string, known: Iterable<string>, max = MAX_SUGGESTIONS): string[] {
  const wanted = toId(input);
  const scored: { id: string; score: number }[] = [];
  for (const id of known) {
    const folded = toId(id);
    const begins = (wanted.length >= 3 && folded.startsWith(wanted)) || (folded.length >= 3 && wanted.startsWith(folded));
    const score = folded === wanted ? 0 : begins ? 0.5 : distance(wanted, folded);
    if (score <= closeEnough(wanted.length)) scored.push({ id, score });
  }
  // The same name but for accents and capitals (`TARGETPV`): that one alone, the others are further.
  const same = scored.filter((s) => s.score === 0);
  return (same.length ? same : scored).sort((x, y) => x.score - y.score || x.id.localeCompare(y.id)).slice(0, Math.min(max, MAX_SUGGESTIONS)).map((s) => s.id);
}

/** A lookup table from ids and aliases, accepting any spelling that `toId` folds to the same id. */
export class NameIndex<T extends { readonly id: string; readonly aliases?: readonly string[] }> {
  private readonly byKey = new Map<string, T>();
  constructor(readonly items: readonly T[]) {
    for (const item of items) {
      this.byKey.set(item.id, item);
      for (const alias of item.aliases ?? []) this.byKey.set(toId(alias), item);
    }
  }
  get(input: string): T | undefined {
    return this.byKey.get(toId(input));
  }
  ids(): string[] {
    return this.items.map((item) => item.id);
  }
  suggest(input: string): string[] {
    return suggest(input, this.byKey.keys()).map((key) => this.byKey.get(key)!.id).filter((id, i, all) => all.indexOf(id) === i);
  }
  /** The close ids of an unknown name, joined for a message; empty when none is close (the message then says where the full list is). */
  hint(input: string): string {
    return this.suggest(input).join(', ');
  }
}
