/** What commands print, as data: the CLI renders blocks to text (with colour on a TTY); JSON is separate. */
export type Cell = string | number;

export type Block =
  | { readonly kind: 'heading'; readonly text: string }
  | { readonly kind: 'pairs'; readonly items: readonly (readonly [string, Cell])[] }
  | { readonly kind: 'table'; readonly columns: readonly string[]; readonly rows: readonly (readonly Cell[])[] }
  /** One bar per value: a probability chart. `note` is printed after the percentage. */
  | { readonly kind: 'bars'; readonly items: readonly { readonly label: string; readonly p: number; readonly note?: string }[] }
  | { readonly kind: 'lines'; readonly lines: readonly string[] };

export type View = readonly Block[];
