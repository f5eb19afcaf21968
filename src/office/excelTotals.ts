// A table's totals row in Excel: a row the review's checks recognise as totalling the rows above it (a totals
// word and numbers to add: results/checks/totalsRows.ts) is never written as a data row of the Excel table,
// where SUM(Table[Amount]) would count it twice. It becomes the table's totals row (Table.showTotals), holding
// the document's own values as values (not a SUBTOTAL formula: the document's figure is what was read, and the
// review flags it when the rows do not add up to it), or, where Excel has no totals rows to write (before
// ExcelApi 1.3), the row directly below the table. Queued in the request that makes the table: no sync of its own.
import { trailingTotalsRow } from "../results/checks/totalsRows";
import type { NumberCulture } from "../results/numbers/cellValues";
import { localAddress, rowRequestBytes } from "./excelCells";
import { applyFormats, typeGrid, type GridTyping, type TypedGrid } from "./excelTyping";
import { isSetSupported } from "./requirements";

/**
 * A table's totals row shown and written (Table.showTotals: ExcelApi 1.3); older Excel gets the row below the
 * table. Here rather than in requirements.ts, which the first screen loads: only the Excel writers need it.
 */
function excelTotalsRow(): boolean {
  return isSetSupported("ExcelApi", "1.3");
}

/** Where a table's totals row went: Excel's totals row of the table, or the row right below the table. */
export type TotalsPlacement = "totalsRow" | "belowTable";

/**
 * The grid row that totals the rows above it, when it is the grid's last row (below `headerRows` rows of
 * headings: 1 for a grid that becomes a table, 0 for rows appended to one); null otherwise. Read as the writer
 * reads the grid (`typed`), or, where every value is kept as text, as the review reads it.
 */
export function totalsRowOfGrid(
  rows: readonly (readonly string[])[],
  typing: GridTyping | null,
  typed: TypedGrid,
  culture: NumberCulture | null,
  headerRows = 1,
): number | null {
  if (rows.length < headerRows + 3 || (typing !== null && typing.headerRows !== headerRows)) return null;
  const columns = typing === null ? typeGrid(rows, { headerRows }, culture).columns : typed.columns;
  const at = trailingTotalsRow(columns);
  return at === null ? null : at + headerRows;
}

/** The request bytes of a totals row (counted with the last block, so each request stays under the limit). */
export function totalsRowBytes(typed: TypedGrid, row: number): number {
  const values = (typed.values[row] ?? []).map((v) => String(v));
  return rowRequestBytes(values, typed.formats[row]);
}

/**
 * Queues the totals row of a table just made over the rows above it: formats first, then the values (numbers
 * as numbers, text into Text cells), so nothing becomes a formula. `top`/`left` is the row's own position.
 * `below`: the row goes right below the table even where Excel has totals rows (a records table gathers many
 * documents: one document's total is no total of the table).
 */
export function queueTotalsRow(
  sheet: Excel.Worksheet,
  table: Excel.Table,
  typed: TypedGrid,
  row: number,
  at: { top: number; left: number },
  below = false,
): TotalsPlacement {
  const values = [typed.values[row] ?? []];
  const formats = [typed.formats[row] ?? []];
  const supported = !below && excelTotalsRow();
  let range: Excel.Range;
  if (supported) {
    table.showTotals = true;
    range = table.getTotalRowRange();
  } else range = sheet.getRange(localAddress(at.top, at.left, 1, values[0]!.length));
  applyFormats(range, formats);
  range.values = values;
  return supported ? "totalsRow" : "belowTable";
}

/**
 * Queues a totals row right below a table whose rows were just appended: a new row of cells inserted there
 * (what was below moves down, an earlier document's totals row too), then its formats and values.
 */
export function queueRowBelow(sheet: Excel.Worksheet, typed: TypedGrid, row: number, at: { top: number; left: number }): TotalsPlacement {
  const values = [typed.values[row] ?? []];
  const range = sheet.getRange(localAddress(at.top, at.left, 1, values[0]!.length));
  range.insert("Down");
  applyFormats(range, [typed.formats[row] ?? []]);
  range.values = values;
  return "belowTable";
}
