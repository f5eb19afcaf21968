// How an Excel table sits in its sheet in the Excel double: the header row Excel makes (unique, non-empty
// names), the totals row below the data, which rows are data. The workbook model's table methods call these.
import { ensureCell } from "./excelCells";
import type { ExcelWorkbookModel } from "./excelModel";
import { ExcelModelError, type Bounds, type ExcelTableModel, type SheetModel } from "./excelModelTypes";

/**
 * Makes a range an Excel table. With headers, the first row's cells become unique, non-empty text as Excel
 * makes them ("Column1" for a blank, "Amount2" for a repeat); without, Excel inserts a header row of
 * "Column1".. above the data, shifting it down.
 */
export function addTable(model: ExcelWorkbookModel, sheet: SheetModel, bounds: Bounds, hasHeaders: boolean): ExcelTableModel {
  for (const t of model.tables) {
    if (t.sheetId !== sheet.id) continue;
    const o = t.bounds;
    if (!(bounds.bottom < o.top || bounds.top > o.bottom || bounds.right < o.left || bounds.left > o.right))
      throw new ExcelModelError("InvalidArgument", "A table can't overlap another table.");
  }
  let b = { ...bounds };
  if (!hasHeaders) {
    model.shiftDown(sheet, b.top, b.left, b.right, 1);
    for (let c = b.left; c <= b.right; c++) model.enter(sheet, b.top, c, "");
    b = { ...b, bottom: b.bottom + 1 };
  }
  const seen = new Set<string>();
  for (let c = b.left; c <= b.right; c++) {
    let name = model.text(sheet, b.top, c).trim() === "" ? `Column${c - b.left + 1}` : model.text(sheet, b.top, c);
    const base = name;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}${n}`;
    seen.add(name.toLowerCase());
    const cell = ensureCell(sheet, b.top, c);
    cell.type = "String";
    cell.value = name;
  }
  let n = model.tables.length + 1;
  while (model.tables.some((t) => t.name.toLowerCase() === `table${n}`)) n++;
  const table: ExcelTableModel = {
    id: model.newId("table"),
    name: `Table${n}`,
    sheetId: sheet.id,
    bounds: b,
    showHeaders: true,
    style: "TableStyleMedium2",
  };
  model.tables.push(table);
  return table;
}

/**
 * Shows or hides a table's totals row, as Excel does: the row below the data becomes the totals row ("Total" in
 * the first column); when that row holds something within the table's columns, the cells below move down first.
 */
export function setTotals(model: ExcelWorkbookModel, table: ExcelTableModel, show: boolean): void {
  if (Boolean(table.showTotals) === show) return;
  const sheet = model.sheetById(table.sheetId);
  if (!sheet) throw new ExcelModelError("ItemNotFound", "The table's worksheet does not exist.");
  const b = table.bounds;
  if (show) {
    let below = false;
    for (let c = b.left; c <= b.right; c++) if (model.text(sheet, b.bottom + 1, c) !== "") below = true;
    if (below) model.shiftDown(sheet, b.bottom + 1, b.left, b.right, 1);
    model.setText(sheet, b.bottom + 1, b.left, "Total");
    table.bounds = { ...b, bottom: b.bottom + 1 };
  } else {
    for (let c = b.left; c <= b.right; c++) model.enter(sheet, b.bottom, c, "");
    table.bounds = { ...b, bottom: b.bottom - 1 };
  }
  table.showTotals = show;
}

/** Rows of a table's data (between the header and the totals row). */
export function dataBounds(table: ExcelTableModel): Bounds {
  const b = table.bounds;
  return { ...b, top: b.top + 1, bottom: b.bottom - (table.showTotals ? 1 : 0) };
}
