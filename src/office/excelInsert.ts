// The Excel writer of one insert: grids shaped beforehand (src/results/sheetGrids.ts: tables with their
// header rows, key/value pairs as columns, a transcript one line per row) written on their own sheets or from
// the selected cell, records appended to one table per extractor (excelRecords.ts), or the service's own
// .xlsx inserted as sheets. It knows cells, tables and sheets; what a result is was settled before.
import { t } from "../i18n/messages";
import { lookAtWorkbook, writeGrids, ExcelInsertError, type ExcelPlacement, type GridSpec, type PlacedGrid } from "./excelGrid";
import type { KeptText } from "./excelTyping";
import { excelFileInsertion } from "./requirements";

export { ExcelInsertError, type ExcelPlacement, type GridSpec, type PlacedGrid } from "./excelGrid";
export { appendRecordsToExcel, recordRows, type ExcelValueOptions, type RecordsTarget } from "./excelRecords";
export type { DecimalsRead, KeptText } from "./excelTyping";

export interface ExcelInsertReport {
  placed: PlacedGrid[];
  /** Cells whose text was longer than Excel holds and was cut (with a note in the cell). */
  cutCells: number;
  /** For records: rows appended to an existing table, and the columns added to it. */
  appended?: { table: string; sheet: string; rows: number; addedColumns: string[] };
  notes: string[];
}

/** Every cell kept as text among numbers, over all the grids an insert wrote. */
export function keptTextOf(placed: readonly PlacedGrid[]): KeptText[] {
  return placed.flatMap((p) => p.keptText);
}

/**
 * Writes grids on new sheets or from the selected cell: one sync to look at the workbook, one per block
 * (excelGrid.ts). Refuses, before any change, to write over cells that hold something.
 */
export async function insertGridsIntoExcel(grids: readonly GridSpec[], placement: ExcelPlacement): Promise<PlacedGrid[]> {
  return Excel.run(async (context) => writeGrids(context, await lookAtWorkbook(context, placement === "selection"), grids, placement));
}

/** Inserts the service's .xlsx as new sheets at the end of the workbook and shows the first. Two syncs. */
export async function insertXlsxIntoExcel(base64: string): Promise<{ sheets: string[] }> {
  const capability = excelFileInsertion();
  if (!capability.supported) throw new ExcelInsertError(capability.reason ?? t("results.office.noWorkbookInsert"));
  return Excel.run(async (context) => {
    const ids = context.workbook.insertWorksheetsFromBase64(base64, { positionType: "End" });
    await context.sync();
    const sheets = ids.value.map((id) => {
      const sheet = context.workbook.worksheets.getItem(id);
      sheet.load("name");
      return sheet;
    });
    sheets[0]?.activate();
    await context.sync();
    return { sheets: sheets.map((s) => s.name) };
  });
}
