// Marks cells left to check: a note with the flag's words (ExcelApi 1.18), a comment where Excel has no notes
// (ExcelApi 1.10), and in every Excel a fill colour anyone sees. Queued into the insert's last request: no
// sync of its own. Mark as checked takes them off again.
import { cellAddress, quoteSheetName as quoteSheet } from "./excelCells";
import { isSetSupported } from "./requirements";
import type { DoubtFound } from "../results/provenance/locate";
import { queueExcelSourceReplace } from "./sourceStore";

/** Light amber: visible in light and dark themes, readable under black text. */
export const DOUBT_FILL = "#FFE699";

export type DoubtMark = "note" | "comment" | "fill";

/** How this Excel marks a cell to check. */
export function doubtMark(): DoubtMark {
  if (isSetSupported("ExcelApi", "1.18")) return "note";
  return isSetSupported("ExcelApi", "1.10") ? "comment" : "fill";
}

export interface CellDoubtAt {
  row: number;
  column: number;
  text: string;
}

/** An extractor record's field left to check: the record (its index in its document) and the field's key. */
export interface RecordDoubt {
  record: number;
  field: string;
  text: string;
}

/**
 * Where records' fields left to check land among the records' rows (recordRows: a row per record, document
 * after document; `columnsOf`, each document's field columns): the data row (0-based) and the column. Pure.
 */
export function recordDoubtCells(
  models: readonly { records: readonly unknown[] }[],
  columnsOf: readonly ReadonlyMap<string, number>[],
  doubts: readonly (readonly RecordDoubt[])[],
): CellDoubtAt[] {
  const cells: CellDoubtAt[] = [];
  let first = 0;
  models.forEach((model, i) => {
    for (const d of doubts[i] ?? []) {
      const column = columnsOf[i]?.get(d.field);
      if (column !== undefined && d.record >= 0 && d.record < model.records.length)
        cells.push({ row: first + d.record, column, text: d.text });
    }
    first += model.records.length;
  });
  return cells;
}

/** Queues the marks of cells on one sheet (absolute 0-based rows and columns). */
export function queueDoubts(
  context: Excel.RequestContext,
  sheet: Excel.Worksheet,
  sheetName: string,
  doubts: readonly CellDoubtAt[],
): void {
  const mark = doubtMark();
  for (const doubt of doubts) {
    const local = cellAddress(doubt.row, doubt.column);
    sheet.getRange(local).format.fill.color = DOUBT_FILL;
    const address = `${quoteSheet(sheetName)}!${local}`;
    if (mark === "note") context.workbook.notes.add(address, doubt.text);
    else if (mark === "comment") context.workbook.comments.add(address, doubt.text);
  }
}

/**
 * Mark as checked: the note or comment off the cell and its fill cleared, and the kept record without the cell
 * (`record`: its key and the record as it becomes). Two syncs (look, then change).
 */
export async function markChecked(sheetName: string, row: number, column: number, record?: DoubtFound): Promise<void> {
  const mark = doubtMark();
  await Excel.run(async (context) => {
    const address = `${quoteSheet(sheetName)}!${cellAddress(row, column)}`;
    const found =
      mark === "note"
        ? context.workbook.notes.getItemOrNullObject(address)
        : mark === "comment"
          ? context.workbook.comments.getItemOrNullObject(address)
          : null;
    await context.sync();
    if (found && !found.isNullObject) found.delete();
    context.workbook.worksheets.getItem(sheetName).getRange(cellAddress(row, column)).format.fill.clear();
    const kept = record ? queueExcelSourceReplace(context, record.key, record.without) : null;
    await context.sync();
    await kept?.save();
  });
}
