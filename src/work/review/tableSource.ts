// A table under review (joined tables as one) as the grid shows it: its rows in order, where each comes from,
// its column headings and widths, and the cells to check. Plain functions over src/results/review.
import { t } from "../../i18n/messages";
import { columnHeading, tableCaption } from "../../results/documentText";
import { cellText, groupOf, groupRows, headOf, type RowRef } from "../../results/review/tables";
import type { TableState } from "../../results/review/types";
import { columnWidths, type CellMark, type GridSource } from "./gridSource";

export interface TableSource extends GridSource {
  /** Where each grid row comes from (table and row there). */
  refs: readonly RowRef[];
  /** The grid row of a table's row (null when it is not shown, such as a joined table's repeated header). */
  gridRow(tableId: string, row: number): number | null;
}

/** Marks by table id and the table's own row and column. */
export type TableMarks = (tableId: string, row: number, column: number) => CellMark | null;

export function tableSource(group: readonly TableState[], marks: TableMarks): TableSource {
  const head = group[0]!;
  const refs = groupRows(group);
  const headerRow = head.hasHeaderRow;
  const cell = (row: number, column: number): string => {
    const ref = refs[row];
    return ref ? cellText(ref.table, ref.row, column) : "";
  };
  const offsets = new Map<string, number>();
  refs.forEach((ref, i) => {
    if (!offsets.has(ref.table.id)) offsets.set(ref.table.id, i - ref.row);
  });
  return {
    refs,
    rowCount: refs.length,
    columnCount: head.source.columnCount,
    headerRow,
    cell,
    rowDeleted: (row) => {
      const ref = refs[row];
      return ref !== undefined && ref.table.deletedRows.has(ref.row);
    },
    columnDeleted: (column) => head.deletedColumns.has(column),
    mark: (row, column) => {
      const ref = refs[row];
      return ref ? marks(ref.table.id, ref.row, column) : null;
    },
    columnLabel: (column) => (headerRow ? cell(0, column).trim() : "") || columnHeading(column + 1),
    widths: columnWidths(cell, refs.length, head.source.columnCount),
    gridRow: (tableId, row) => {
      const offset = offsets.get(tableId);
      if (offset === undefined) return null;
      const at = offset + row;
      const ref = refs[at];
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
