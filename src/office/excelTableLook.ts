// The user's own Excel tables, as appending needs them: which tables the workbook has (name, sheet, whether
// the selection is in it), and one table's headings with what each column holds (its number format and
// value type, read on its last data row, or its first where that one says numbers or dates: the target decides
// how a value is read). Plain data out.
import type { MappingBook } from "../results/mapping/savedMappings";
import { columnLook, type TargetColumnLook } from "../results/mapping/typeFit";
import { queueMappingRead, readMappingBook as readMappingBookAlone } from "./mappingStore";

export interface WorkbookTable {
  name: string;
  sheet: string;
  /** The selected cell is inside this table. */
  selected: boolean;
}

export interface TableLook {
  name: string;
  sheet: string;
  headings: string[];
  columns: TargetColumnLook[];
}

/** The workbook's tables, in its order. Two syncs: the tables and the selection, then where each is. */
export async function listWorkbookTables(): Promise<WorkbookTable[]> {
  return Excel.run(async (context) => {
    const tables = context.workbook.tables;
    tables.load("items/name");
    const selected = context.workbook.getSelectedRange();
    selected.load("rowIndex,columnIndex");
    const selectedSheet = context.workbook.getSelectedRange().worksheet;
    selectedSheet.load("name");
    await context.sync();
    const each = tables.items.map((table) => {
      const sheet = table.worksheet;
      sheet.load("name");
      const range = table.getRange();
      range.load("rowIndex,columnIndex,rowCount,columnCount");
      return { name: table.name, sheet, range };
    });
    await context.sync();
    return each.map(({ name, sheet, range }) => ({
      name,
      sheet: sheet.name,
      selected:
        sheet.name === selectedSheet.name &&
        selected.rowIndex >= range.rowIndex &&
        selected.rowIndex < range.rowIndex + range.rowCount &&
        selected.columnIndex >= range.columnIndex &&
        selected.columnIndex < range.columnIndex + range.columnCount,
    }));
  });
}

/** Office's error for a table (or its sheet) that is not there. */
export function isNotFound(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "ItemNotFound";
}

/** One table's headings and columns (null when the workbook has no table of that name). One sync. */
export async function lookAtTable(name: string): Promise<TableLook | null> {
  return (await lookForAppend(name)).table;
}

/** The table (null when gone) and the mappings saved in the workbook, in one sync. */
export async function lookForAppend(name: string): Promise<{ table: TableLook | null; book: MappingBook }> {
  return Excel.run(async (context) => {
    const book = queueMappingRead(context);
    const table = context.workbook.tables.getItem(name);
    table.load("name");
    const sheet = context.workbook.tables.getItem(name).worksheet;
    sheet.load("name");
    const header = table.getHeaderRowRange();
    header.load("values");
    const last = table.getDataBodyRange().getLastRow();
    last.load("numberFormat,valueTypes");
    // The first data row too: a column the table began with numbers stays one (typeFit's columnLook).
    const first = header.getRowsBelow(1);
    first.load("numberFormat,valueTypes");
    try {
      await context.sync();
    } catch (error) {
      if (!isNotFound(error)) throw error;
      // The table is gone; the request's other reads went with it.
      return { table: null, book: await readMappingBookAlone() };
    }
    const headings = (header.values[0] ?? []).map((v) => String(v));
    const look = (range: Excel.Range, c: number): TargetColumnLook => ({
      numberFormat: String(range.numberFormat[0]?.[c] ?? "General"),
      valueType: String(range.valueTypes[0]?.[c] ?? "Empty"),
    });
    return {
      table: {
        name: table.name,
        sheet: sheet.name,
        headings,
        columns: headings.map((_, c) => columnLook(look(last, c), look(first, c))),
      },
      book: book(),
    };
  });
}
