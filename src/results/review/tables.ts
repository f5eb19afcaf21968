// Reading a table under review: its cells as corrected, and tables joined into one (a table continued on the
// next page adds its rows to the one before it). Pure functions over the review's state.
import type { TableState } from "./types";

export const cellKey = (table: TableState, row: number, column: number): number => row * table.source.columnCount + column;

/** A cell's text as the review has it: corrected, or as the service read it. */
export function cellText(table: TableState, row: number, column: number): string {
  return table.cells.get(cellKey(table, row, column)) ?? table.source.rows[row]?.[column] ?? "";
}

/** A row of a joined table: which table it comes from and its row there. */
export interface RowRef {
  table: TableState;
  row: number;
}

/** The table whose header and columns a joined table uses (the first of the join). */
export function headOf(tables: readonly TableState[], id: string): TableState | undefined {
  let table = tables.find((t) => t.id === id);
  const seen = new Set<string>();
  while (table?.joined && !seen.has(table.id)) {
    seen.add(table.id);
    const to: string = table.joined.to;
    table = tables.find((t) => t.id === to);
  }
  return table;
}

/** The head's table and the tables joined to it, in order. */
export function groupOf(tables: readonly TableState[], headId: string): TableState[] {
  const start = tables.findIndex((t) => t.id === headId);
  if (start < 0) return [];
  const group = [tables[start]!];
  for (let i = start + 1; i < tables.length && tables[i]!.joined?.to === tables[i - 1]!.id; i++) group.push(tables[i]!);
  return group;
}

/** The tables as the review shows them: one entry per head, each with the tables joined to it. */
export function tableGroups(tables: readonly TableState[]): TableState[][] {
  return tables.filter((t) => t.joined === null).map((head) => groupOf(tables, head.id));
}

/** Every row of a joined table (deleted ones too: they can be restored), the header row first when it has one. */
export function groupRows(group: readonly TableState[]): RowRef[] {
  const rows: RowRef[] = [];
  group.forEach((table, i) => {
    const first = i > 0 && table.joined?.dropFirstRow ? 1 : 0;
    for (let row = first; row < table.source.rows.length; row++) rows.push({ table, row });
  });
  return rows;
}

/** The joined table's row at `index` (as groupRows gives it), without listing every row. */
export function groupRowAt(group: readonly TableState[], index: number): RowRef | undefined {
  let at = index;
  for (let i = 0; i < group.length; i++) {
    const table = group[i]!;
    const first = i > 0 && table.joined?.dropFirstRow ? 1 : 0;
    const count = Math.max(0, table.source.rows.length - first);
    if (at >= 0 && at < count) return { table, row: at + first };
    at -= count;
  }
  return undefined;
}

const normalise = (cells: readonly string[]): string => cells.map((c) => c.trim().replace(/\s+/g, " ").toLowerCase()).join("\u0000");

/** True when the table's first row repeats the head's header row (as the service read both). */
export function repeatsHeader(table: TableState, head: TableState): boolean {
  if (!head.hasHeaderRow) return false;
  const header = head.source.rows[0];
  const first = table.source.rows[0];
  return header !== undefined && first !== undefined && normalise(header) === normalise(first);
}

/** The table right before, whose join `table` would continue (null for the first or a joined one). */
function previous(tables: readonly TableState[], table: TableState): TableState | null {
  const i = tables.indexOf(table);
  return i > 0 && table.joined === null ? tables[i - 1]! : null;
}

/** True when the table can be joined onto the one before it: same number of columns. */
export function canJoin(tables: readonly TableState[], id: string): boolean {
  const table = tables.find((t) => t.id === id);
  const before = table ? previous(tables, table) : null;
  const head = before ? headOf(tables, before.id) : undefined;
  return table !== undefined && head !== undefined && head.source.columnCount === table.source.columnCount;
}

/**
 * Tables that look continued from the one before: on the next page, with the same columns, repeating its
 * header or with none. Suggested, never joined by themselves.
 */
export function joinSuggestions(tables: readonly TableState[]): string[] {
  return tables.flatMap((table) => {
    const before = previous(tables, table);
    if (!before || !canJoin(tables, table.id)) return [];
    const head = headOf(tables, before.id)!;
    const nextPage = table.source.pageNumber === before.source.pageNumber + 1;
    return nextPage && (repeatsHeader(table, head) || !table.hasHeaderRow) ? [table.id] : [];
  });
}

/** The corrections of one column of a table (the only part of a table an edit of its cells changes), as a key:
 *  readers that keep a column between edits (the checks, the evidence sentences) see when it changed. */
export function overridesOf(table: TableState, column: number): string {
  if (table.cells.size === 0) return "";
  const width = table.source.columnCount;
  const parts: string[] = [];
  for (const [key, value] of table.cells) if (key % width === column) parts.push(`${Math.floor(key / width)}=${value}`);
  return parts.join("\u0001");
}

/** The same inputs, one by one (what those readers compare before reading a column again). */
export const sameDeps = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((x, i) => x === b[i]);
