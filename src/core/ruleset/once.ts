/** A value made on its first use, then kept (a ruleset's zod schemas: built only when a band needs zod). */
export function once<T>(make: () => T): () => T {
  let made: { readonly value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
