// Writes each result kind into Excel: tables (each an Excel table with its header row, on its own sheet or
// from the selected cell), key/value pairs as two columns, a transcript one line per row, extractor records
// appended as rows to one table per extractor, or the service's own .xlsx inserted as sheets.
import { blocksToLines, transcriptBlocks, type TranscriptLayoutOptions } from "../results/layout";
import type { RecordsModel } from "../results/records";
import { keyValueGrid, type TablesModel } from "../results/tables";
import { baseName } from "../results/text";
import type { TranscriptModel } from "../results/transcript";
import {
  REQUEST_BUDGET_BYTES,
  TEXT_FORMAT,
  fitGrid,
  localAddress,
  rowRequestBytes,
  sliceGrid,
  spreadOverCells,
  tableNameFor,
  uniqueHeaders,
} from "./excelCells";
import { ExcelInsertError, lookAtWorkbook, writeGrids, type ExcelPlacement, type GridSpec, type PlacedGrid } from "./excelGrid";
import { excelFileInsertion, excelNamedColumns } from "./requirements";

export { ExcelInsertError, type ExcelPlacement, type PlacedGrid } from "./excelGrid";

export interface ExcelInsertReport {
  placed: PlacedGrid[];
  /** Cells whose text was longer than Excel holds and was cut (with a note in the cell). */
  cutCells: number;
  /** For records: rows appended to an existing table, and the columns added to it. */
  appended?: { table: string; sheet: string; rows: number; addedColumns: string[] };
  notes: string[];
}

function tableGrid(rows: readonly string[][], hasHeaderRow: boolean): string[][] {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const header = hasHeaderRow ? (rows[0] ?? []) : Array.from({ length: width }, (_, i) => `Column ${i + 1}`);
  const body = hasHeaderRow ? rows.slice(1) : rows;
  return [uniqueHeaders(Array.from({ length: width }, (_, i) => header[i] ?? "")), ...body];
}

/** The grids of a tables result: one per table, and one for the key/value pairs. */
export function tablesGrids(model: TablesModel): { grids: GridSpec[]; cutCells: number } {
  const base = baseName(model.fileName);
  const grids: GridSpec[] = [];
  let cutCells = 0;
  for (const table of model.tables) {
    const fitted = fitGrid(tableGrid(table.rows, table.hasHeaderRow));
    cutCells += fitted.cutCells;
    grids.push({ rows: fitted.rows, sheet: { base, suffix: `T${table.index}` }, table: { name: `${base}_T${table.index}` } });
  }
  if (model.keyValuePairs.length > 0) {
    const fitted = fitGrid(keyValueGrid(model.keyValuePairs));
    cutCells += fitted.cutCells;
    grids.push({ rows: fitted.rows, sheet: { base, suffix: "Key-Value" }, table: { name: `${base}_KeyValue` } });
  }
  return { grids, cutCells };
}

export async function insertTablesIntoExcel(model: TablesModel, placement: ExcelPlacement): Promise<ExcelInsertReport> {
  const { grids, cutCells } = tablesGrids(model);
  if (grids.length === 0)
    throw new ExcelInsertError("The service found no tables or key/value pairs in this document, so there is nothing to insert.");
  const placed = await Excel.run(async (context) =>
    writeGrids(context, await lookAtWorkbook(context, placement === "selection"), grids, placement),
  );
  return { placed, cutCells, notes: [] };
}

/** Only the key/value pairs, as two columns (Key, Value) with a header row. */
export async function insertKeyValuesIntoExcel(model: TablesModel, placement: ExcelPlacement): Promise<ExcelInsertReport> {
  if (model.keyValuePairs.length === 0) throw new ExcelInsertError("The service found no key/value pairs in this document.");
  return insertTablesIntoExcel({ ...model, tables: [] }, placement);
}

/** A transcript layout as rows: one line per row; a line longer than a cell continues in the next cells. */
export function transcriptGrid(model: TranscriptModel, layout: TranscriptLayoutOptions): string[][] {
  const rows = blocksToLines(transcriptBlocks(model, layout)).map(spreadOverCells);
  return fitGrid(rows).rows;
}

export async function insertTranscriptIntoExcel(
  model: TranscriptModel,
  layout: TranscriptLayoutOptions,
  placement: ExcelPlacement,
): Promise<ExcelInsertReport> {
  const rows = transcriptGrid(model, layout);
  if (rows.length === 0) throw new ExcelInsertError("The transcript is empty, so there is nothing to insert.");
  const grid: GridSpec = { rows, sheet: { base: baseName(model.fileName), suffix: "Text" } };
  const placed = await Excel.run(async (context) =>
    writeGrids(context, await lookAtWorkbook(context, placement === "selection"), [grid], placement),
  );
  return { placed, cutCells: 0, notes: [] };
}

export const RECORD_LEAD_COLUMNS: readonly string[] = ["File", "Page"];

/** Column headings and rows for records of one or more documents (fields matched by name, first seen first). */
export function recordRows(models: readonly RecordsModel[]): { header: string[]; rows: string[][] } {
  const header: string[] = [...RECORD_LEAD_COLUMNS];
  const index = new Map(header.map((h, i) => [h.toLowerCase(), i]));
  const rows: string[][] = [];
  for (const model of models) {
    const columnOf = new Map<string, number>();
    for (const field of model.fields) {
      const name = field.name.replace(/\s+/g, " ").trim() || field.key;
      let at = index.get(name.toLowerCase());
      if (at === undefined) {
        at = header.length;
        header.push(name);
        index.set(name.toLowerCase(), at);
      }
      columnOf.set(field.key, at);
    }
    for (const record of model.records) {
      const row: string[] = [model.fileName, String(record.pageNumber)];
      for (const [key, value] of Object.entries(record.values)) {
        const at = columnOf.get(key);
        if (at !== undefined) row[at] = value;
      }
      rows.push(row);
    }
  }
  return { header, rows: rows.map((r) => Array.from({ length: header.length }, (_, i) => r[i] ?? "")) };
}

export interface RecordsTarget {
  /** The table all records of one extractor go to (created on first use), e.g. "Extracted_Invoice". */
  tableName: string;
  /** File part of the sheet name when the table is created on a new sheet (e.g. the extractor's name). */
  sheetBase: string;
  placement: ExcelPlacement;
}

/**
 * Appends records (of one or many documents) as rows of one table: created with the field names as
 * headers when it does not exist yet; a field the table lacks becomes a new column. Two syncs plus one per
 * block.
 */
export async function appendRecordsToExcel(
  models: readonly RecordsModel[],
  target: RecordsTarget,
  budget = REQUEST_BUDGET_BYTES,
): Promise<ExcelInsertReport> {
  const { header, rows } = recordRows(models);
  if (rows.length === 0) throw new ExcelInsertError("The extractor returned no records for this document, so there is nothing to insert.");
  const tableName = tableNameFor(target.tableName, []);
  return Excel.run(async (context) => {
    const look = await lookAtWorkbook(context, target.placement === "selection");
    const existing = look.tableNames.find((n) => n.toLowerCase() === tableName.toLowerCase());
    if (!existing) {
      const fitted = fitGrid([uniqueHeaders(header), ...rows]);
      const grid: GridSpec = { rows: fitted.rows, sheet: { base: target.sheetBase, suffix: "" }, table: { name: tableName } };
      const placed = await writeGrids(context, look, [grid], target.placement, budget);
      return { placed, cutCells: fitted.cutCells, notes: [] };
    }
    // Sync 2: the table's headings and where it ends.
    const table = context.workbook.tables.getItem(existing);
    const sheet = context.workbook.tables.getItem(existing).worksheet;
    const headerRange = table.getHeaderRowRange();
    headerRange.load("values");
    const whole = table.getRange();
    whole.load("rowIndex,columnIndex,rowCount,columnCount");
    sheet.load("name");
    await context.sync();

    const columns = (headerRange.values[0] ?? []).map((v) => String(v));
    const known = new Map(columns.map((c, i) => [c.replace(/\s+/g, " ").trim().toLowerCase(), i]));
    const addedColumns: string[] = [];
    const position = header.map((name) => {
      const key = name.toLowerCase();
      let at = known.get(key);
      if (at === undefined) {
        at = columns.length + addedColumns.length;
        known.set(key, at);
        addedColumns.push(name);
      }
      return at;
    });
    const width = columns.length + addedColumns.length;
    for (const name of addedColumns) {
      if (excelNamedColumns()) table.columns.add(undefined, undefined, name);
      else table.columns.add(undefined, [[name], ...Array.from({ length: whole.rowCount - 1 }, () => [""])]);
    }
    const arranged = rows.map((row) => {
      const out = Array.from({ length: width }, () => "");
      row.forEach((value, i) => {
        const at = position[i];
        if (at !== undefined) out[at] = value;
      });
      return out;
    });
    const fitted = fitGrid(arranged);
    let bottom = whole.rowIndex + whole.rowCount; // first row below the table
    let pending = 0;
    let queued = addedColumns.length > 0;
    for (const slice of sliceGrid(fitted.rows, budget)) {
      const values = fitted.rows.slice(slice.row, slice.row + slice.rowCount);
      const bytes = slice.bytes + rowRequestBytes(values[0]?.map(() => "") ?? []) * values.length;
      if (queued && pending + bytes > budget) {
        // One sync per block: each request stays under Excel on the web's 5 MB limit.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        pending = 0;
      }
      // New empty rows (cells below move down), then Text format, then the values.
      table.rows.add(
        undefined,
        values.map((r) => r.map(() => "")),
      );
      const range = sheet.getRange(localAddress(bottom, whole.columnIndex, values.length, width));
      range.numberFormat = values.map((r) => r.map(() => TEXT_FORMAT));
      range.values = values;
      bottom += values.length;
      pending += bytes;
      queued = true;
    }
    table.getRange().format.autofitColumns();
    await context.sync();
    const address = `${sheet.name}!${localAddress(whole.rowIndex, whole.columnIndex, bottom - whole.rowIndex, width)}`;
    return {
      placed: [{ sheet: sheet.name, address, table: existing, rows: bottom - whole.rowIndex }],
      cutCells: fitted.cutCells,
      appended: { table: existing, sheet: sheet.name, rows: rows.length, addedColumns },
      notes: [],
    };
  });
}

/** Inserts the service's .xlsx as new sheets at the end of the workbook and shows the first. Two syncs. */
export async function insertXlsxIntoExcel(base64: string): Promise<{ sheets: string[] }> {
  const capability = excelFileInsertion();
  if (!capability.supported) throw new ExcelInsertError(capability.reason ?? "This Excel cannot insert workbooks.");
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
