// Cell storage of a sheet in the Excel double: a cell is made on its first write, and Excel's "insert, shift
// down / shift right" moves whole runs of cells. The workbook model and the table doubles write through here.
import type { CellModel, SheetModel } from "./excelModelTypes";

/** The cell at row, column, made empty ("General", no value) when nothing was ever written there. */
export function ensureCell(sheet: SheetModel, row: number, column: number): CellModel {
  const line = (sheet.cells[row] ??= []);
  let cell = line[column];
  if (!cell) {
    cell = { type: "String", value: "", numberFormat: "General", quotePrefix: false };
    line[column] = cell;
  }
  return cell;
}

/** Moves the cells of columns left..right from row `from` down by `count` rows (Excel's insert, shift down). */
export function shiftDown(sheet: SheetModel, from: number, left: number, right: number, count: number): void {
  const last = sheet.cells.length - 1;
  for (let r = last; r >= from; r--) {
    for (let c = left; c <= right; c++) {
      const cell = sheet.cells[r]?.[c];
      const target = (sheet.cells[r + count] ??= []);
      target[c] = cell;
      const line = sheet.cells[r];
      if (line) line[c] = undefined;
    }
  }
}

/** Moves the cells of rows top..bottom from column `from` right by `count` columns (insert, shift right). */
export function shiftRight(sheet: SheetModel, from: number, top: number, bottom: number, count: number): void {
  for (let r = top; r <= bottom; r++) {
    const line = sheet.cells[r];
    if (!line) continue;
    for (let c = line.length - 1; c >= from; c--) {
      line[c + count] = line[c];
      line[c] = undefined;
    }
  }
}
