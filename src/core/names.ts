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

/** Levenshtein distance, bounded work for short catalogue names. */
export function distance(a: string, b: string): number {
  const previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = previous[0]!;
    previous[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = previous[j]!;
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      previous[j] = Math.min(above + 1, previous[j - 1]! + 1, diagonal + cost);
      diagonal = above;
    }
  }
  return previous[b.length]!;
}

/** The closest known ids to an unknown one, best first ("did you mean"). */
export function suggest(input: string, known: Iterable<string>, max = 3): string[] {
  const wanted = toId(input);
  const scored: { id: string; score: number }[] = [];
  for (const id of known) {
    const score = id.startsWith(wanted) || wanted.startsWith(id) ? 0.5 : distance(wanted, id);
    if (score <= Math.max(2, Math.floor(wanted.length / 3))) scored.push({ id, score });
  }
  return scored.sort((x, y) => x.score - y.score || x.id.localeCompare(y.id)).slice(0, max).map((s) => s.id);
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
  /** What to tell someone who wrote an unknown name: the close ids, else the known ones (the first `max`, then "…"). */
  hint(input: string, max = Infinity): string {
    const close = this.suggest(input);
    if (close.length) return close.join(', ');
    const ids = this.ids();
    return ids.length > max ? `${ids.slice(0, max).join(', ')} …` : ids.join(', ');
  }
}
