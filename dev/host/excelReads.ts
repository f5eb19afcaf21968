// Reading a sheet of the Excel double back as Excel shows it: a cell's text through its number format, a
// rectangle of texts, the range in use and what SUM gives. Tests, the preview and the API double read here.
import type { Bounds, ExcelTableModel, SheetModel } from "./excelModelTypes";
import { displayText } from "./numberFormat";
import { separatorsInEffect, type WorkbookCulture } from "./workbookCulture";

/** What a cell shows as text ("" when empty): a number through its number format, as Excel shows it. */
export function cellText(sheet: SheetModel, row: number, column: number, culture: WorkbookCulture): string {
  const cell = sheet.cells[row]?.[column];
  return cell ? displayText(cell.value, cell.type, cell.numberFormat, separatorsInEffect(culture)) : "";
}

/** Texts of a rectangle of a sheet, row by row. */
export function textGrid(sheet: SheetModel, b: Bounds, culture: WorkbookCulture): string[][] {
  const rows: string[][] = [];
  for (let r = b.top; r <= b.bottom; r++) {
    const row: string[] = [];
    for (let c = b.left; c <= b.right; c++) row.push(cellText(sheet, r, c, culture));
    rows.push(row);
  }
  return rows;
}

/** Bounds of the non-empty cells of a sheet and of its tables, or null when it has neither. */
export function usedBoundsOf(sheet: SheetModel, tables: readonly ExcelTableModel[]): Bounds | null {
  let b: Bounds | null = null;
  sheet.cells.forEach((line, r) =>
    line?.forEach((cell, c) => {
      if (!cell || (cell.value === "" && cell.type !== "Formula")) return;
      b = b
        ? { top: Math.min(b.top, r), left: Math.min(b.left, c), bottom: Math.max(b.bottom, r), right: Math.max(b.right, c) }
        : { top: r, left: c, bottom: r, right: c };
    }),
  );
  for (const t of tables.filter((t) => t.sheetId === sheet.id)) {
    const tb = t.bounds;
    b = b
      ? {
          top: Math.min(b.top, tb.top),
          left: Math.min(b.left, tb.left),
          bottom: Math.max(b.bottom, tb.bottom),
          right: Math.max(b.right, tb.right),
        }
      : { ...tb };
  }
  return b;
}

/**
 * What SUM over a range gives (for tests: the double does not calculate formulas): the sum of its Double
 * cells; text, even text that looks like a number, counts for nothing, as in Excel.
 */
export function sumOf(sheet: SheetModel, bounds: Bounds): number {
  let total = 0;
  for (let r = bounds.top; r <= bounds.bottom; r++)
    for (let c = bounds.left; c <= bounds.right; c++) {
      const cell = sheet.cells[r]?.[c];
      if (cell?.type === "Double") total += Number(cell.value);
    }
  return total;
}
