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

type Table = Extract<Block, { kind: 'table' }>;

/**
 * One member's row of a wide table, narrowed for the builder's status: the first column and the columns `numbers`
 * as a table (they fit 80 columns side by side), every other column as a `name: value` pair under it.
 */
export function memberRow(table: Table, numbers: (column: number) => boolean): View {
  const row = table.rows[0] ?? [];
  const kept = table.columns.map((_, i) => i).filter((i) => i === 0 || numbers(i));
  const rest = table.columns.map((_, i) => i).filter((i) => !kept.includes(i));
  return [
    { kind: 'table', columns: kept.map((i) => table.columns[i]!), rows: [kept.map((i) => row[i] ?? '')] },
    { kind: 'pairs', items: rest.map((i) => [table.columns[i]!, row[i] ?? ''] as const) },
  ];
}
