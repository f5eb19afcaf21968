// A table under review (joined tables as one) as the grid shows it: its rows in order, where each comes from,
// its column headings and widths, and the cells to check. Plain functions over src/results/review.
import { t } from "../../i18n/messages";
import { columnHeading, tableCaption } from "../../results/documentText";
import { cellText, groupOf, groupRowAt, groupRows, headOf, type RowRef } from "../../results/review/tables";
import type { TableState } from "../../results/review/types";
import { columnWidths, type CellMark, type GridSource } from "./gridSource";

export interface TableSource extends GridSource {
  /** Where a grid row comes from (table and row there). */
  refAt(row: number): RowRef | undefined;
  /** The grid row of a table's row (null when it is not shown, such as a joined table's repeated header). */
  gridRow(tableId: string, row: number): number | null;
}

/** Marks by table id and the table's own row and column. */
export type TableMarks = (tableId: string, row: number, column: number) => CellMark | null;

export function tableSource(group: readonly TableState[], marks: TableMarks): TableSource {
  const head = group[0]!;
  const headerRow = head.hasHeaderRow;
  // Rows are found by position, not listed: an edit of a 10,000-row table makes a new source, which should cost
  // nothing like the table's length.
  const refAt = (row: number): RowRef | undefined => groupRowAt(group, row);
  const offsets = new Map<string, number>();
  let rowCount = 0;
  group.forEach((table, i) => {
    const first = i > 0 && table.joined?.dropFirstRow ? 1 : 0;
    offsets.set(table.id, rowCount - first);
    rowCount += Math.max(0, table.source.rows.length - first);
  });
  const cell = (row: number, column: number): string => {
    const ref = refAt(row);
    return ref ? cellText(ref.table, ref.row, column) : "";
  };
  return {
    refAt,
    rowCount,
    columnCount: head.source.columnCount,
    headerRow,
    cell,
    rowDeleted: (row) => {
      const ref = refAt(row);
      return ref !== undefined && ref.table.deletedRows.has(ref.row);
    },
    columnDeleted: (column) => head.deletedColumns.has(column),
    mark: (row, column) => {
      const ref = refAt(row);
      return ref ? marks(ref.table.id, ref.row, column) : null;
    },
    columnLabel: (column) => (headerRow ? cell(0, column).trim() : "") || columnHeading(column + 1),
    widths: columnWidths(cell, rowCount, head.source.columnCount),
    gridRow: (tableId, row) => {
      const offset = offsets.get(tableId);
      if (offset === undefined) return null;
      const at = offset + row;
      const ref = refAt(at);
      return ref && ref.table.id === tableId && ref.row === row ? at : null;
    },
  };
}

/** "Table 1 (page 1)", or with the pages a joined table spans. */
export function groupCaption(group: readonly TableState[]): string {
  const head = group[0]!;
  const last = group[group.length - 1]!;
  if (last.source.pageNumber === head.source.pageNumber) return tableCaption(head.source.index, head.source.pageNumber);
  return t("review.table.joinedCaption", { index: head.source.index, first: head.source.pageNumber, last: last.source.pageNumber });
}

/** Where a table's cell is in the grid of its joined table: the head's id and the grid position (null when hidden). */
export function gridPosition(
  tables: readonly TableState[],
  place: { table: string; row: number; column: number },
): { head: string; pos: { row: number; column: number } } | null {
  const head = headOf(tables, place.table);
  if (!head) return null;
  const index = groupRows(groupOf(tables, head.id)).findIndex((ref) => ref.table.id === place.table && ref.row === place.row);
  return index < 0 ? null : { head: head.id, pos: { row: index, column: place.column } };
}
