// A table of the user's own in the Excel double, as a user would have made it: headings, rows typed in
// (parsed as Excel parses entries, so "=[@Qty]*[@Price]" is a formula), a number format per column, a name,
// and a totals row if wanted. Tests and the preview seed ledgers with it.
import type { ExcelWorkbookModel } from "./excelModel";
import type { ExcelTableModel } from "./excelModelTypes";

export interface TableSeed {
  sheet: string;
  name: string;
  top?: number;
  left?: number;
  headings: string[];
  rows: (string | number)[][];
  /** Each column's number format for its data rows (undefined: General). */
  formats?: (string | undefined)[];
  totals?: boolean;
}

export function seedTable(model: ExcelWorkbookModel, seed: TableSeed): ExcelTableModel {
  const sheet = model.sheet(seed.sheet) ?? model.addSheet(seed.sheet);
  const top = seed.top ?? 0;
  const left = seed.left ?? 0;
  seed.headings.forEach((h, c) => model.setText(sheet, top, left + c, h));
  const rows = seed.rows.length > 0 ? seed.rows : [seed.headings.map(() => "")];
  rows.forEach((row, r) =>
    seed.headings.forEach((_, c) => {
      const format = seed.formats?.[c];
      model.enter(sheet, top + 1 + r, left + c, row[c] ?? "");
      // The column's own format, whatever the entry brought (as a user formats a column after typing).
      if (format) model.setNumberFormat(sheet, top + 1 + r, left + c, format);
    }),
  );
  const table = model.addTable(sheet, { top, left, bottom: top + rows.length, right: left + seed.headings.length - 1 }, true);
  model.checkTableName(seed.name, table);
  table.name = seed.name;
  if (seed.totals) model.setTotals(table, true);
  model.notify();
  return table;
}
