// Writes each result kind into Excel: tables (each an Excel table with its header row, on its own sheet or
// from the selected cell), key/value pairs as two columns, a transcript one line per row, extractor records
// appended as rows to one table per extractor, or the service's own .xlsx inserted as sheets.
import { t } from "../i18n/messages";
import { columnHeading, sheetNames } from "../results/documentText";
import { blocksToLines, transcriptBlocks, type TranscriptLayoutOptions } from "../results/layout";
import { keyValueSheetGrid, type TablesModel } from "../results/tables";
import { baseName } from "../results/text";
import type { TranscriptModel } from "../results/transcript";
import { fitGrid, spreadOverCells, uniqueHeaders, widestRow } from "../results/cellText";
import { ExcelInsertError, lookAtWorkbook, writeGrids, type ExcelPlacement, type GridSpec, type PlacedGrid } from "./excelGrid";
import type { GridTyping, KeptText } from "./excelTyping";
import type { ExcelValueOptions } from "./excelRecords";
import { excelFileInsertion } from "./requirements";
import type { CellDoubtAt } from "./excelDoubts";
import { tablesGridSources, transcriptLineRuns, type GridSource } from "../results/provenance/gridSources";

export { ExcelInsertError, type ExcelPlacement, type PlacedGrid } from "./excelGrid";
export { appendRecordsToExcel, recordRows, type ExcelValueOptions, type RecordsTarget } from "./excelRecords";
export type { KeptText } from "./excelTyping";

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

function tableGrid(rows: readonly string[][], hasHeaderRow: boolean): string[][] {
  const width = widestRow(rows);
  const header = hasHeaderRow ? (rows[0] ?? []) : Array.from({ length: width }, (_, i) => columnHeading(i + 1));
  const body = hasHeaderRow ? rows.slice(1) : rows;
  return [uniqueHeaders(Array.from({ length: width }, (_, i) => header[i] ?? "")), ...body];
}

function valueTyping(values: ExcelValueOptions, document: readonly string[][], columns?: GridTyping["columns"]): GridTyping | null {
  if (values.keepText) return null;
  return { headerRows: 1, documentColumns: document, readAs: values.readAs ?? null, ...(columns ? { columns } : {}) };
}

/**
 * Every column of a tables result (headings aside), and the key/value values as one more: together
 * they say how the document writes numbers.
 */
export function tablesColumns(model: TablesModel): string[][] {
  const columns = model.tables.flatMap((t) => {
    const body = t.rows.slice(t.hasHeaderRow ? 1 : 0);
    const width = widestRow(t.rows);
    return Array.from({ length: width }, (_, c) => body.map((row) => row[c] ?? ""));
  });
  // The pairs as one column, as the review reads them (src/results/checks).
  return model.keyValuePairs.length > 0 ? [...columns, model.keyValuePairs.map((p) => p.value)] : columns;
}

/** Every value of a tables result (headings and keys aside). */
export function tablesValues(model: TablesModel): string[] {
  return tablesColumns(model).flat();
}

const doubtsAt = (doubts: readonly (readonly CellDoubtAt[])[], i: number): { doubts?: readonly CellDoubtAt[] } => {
  const mine = doubts[i];
  return mine && mine.length > 0 ? { doubts: mine } : {};
};

const sourceAt = (sources: readonly GridSource[], i: number): { source?: GridSource } => {
  const source = sources[i];
  return source ? { source } : {};
};

/** Where a transcript's rows came from (one row a line, as transcriptGrid writes them). */
export function transcriptSource(model: TranscriptModel, layout: TranscriptLayoutOptions, headerRows = 0): GridSource {
  return {
    headerRows,
    table: null,
    parts: [
      { source: { documentId: model.documentId, fileName: model.fileName, action: "transcribe" }, runs: transcriptLineRuns(model, layout) },
    ],
  };
}

/** The grids of a tables result: one per table, and one for the key/value pairs (keys stay text). */
export function tablesGrids(
  model: TablesModel,
  values: ExcelValueOptions = {},
  /** Per grid (tables, then the pairs): cells left to check, marked with notes. */
  doubts: readonly (readonly CellDoubtAt[])[] = [],
): { grids: GridSpec[]; cutCells: number } {
  const base = baseName(model.fileName);
  const grids: GridSpec[] = [];
  let cutCells = 0;
  // A column whose own values do not tell "12,400" from 12.4 follows the rest of the document.
  const document = tablesColumns(model);
  const sources = tablesGridSources(model);
  for (const table of model.tables) {
    const fitted = fitGrid(tableGrid(table.rows, table.hasHeaderRow));
    cutCells += fitted.cutCells;
    grids.push({
      rows: fitted.rows,
      sheet: { base, suffix: sheetNames.table(table.index) },
      table: { name: `${base}_T${table.index}` },
      typing: valueTyping(values, document),
      ...sourceAt(sources, grids.length),
      ...doubtsAt(doubts, grids.length),
    });
  }
  if (model.keyValuePairs.length > 0) {
    const fitted = fitGrid(keyValueSheetGrid(model.keyValuePairs));
    cutCells += fitted.cutCells;
    grids.push({
      rows: fitted.rows,
      sheet: { base, suffix: sheetNames.keyValues() },
      // A "Total" key is one pair among others, not a row adding up the ones above.
      table: { name: `${base}_KeyValue`, totals: "none" },
      // Keys are text; each value stands alone (no column majority), flagged when it looks like a misread number.
      typing: valueTyping(values, document, [{ declaredType: "text" }, { independent: true }, { declaredType: "integer" }]),
      ...sourceAt(sources, grids.length),
      ...doubtsAt(doubts, grids.length),
    });
  }
  return { grids, cutCells };
}

export async function insertTablesIntoExcel(
  model: TablesModel,
  placement: ExcelPlacement,
  values: ExcelValueOptions = {},
  doubts: readonly (readonly CellDoubtAt[])[] = [],
): Promise<ExcelInsertReport> {
  const { grids, cutCells } = tablesGrids(model, values, doubts);
  if (grids.length === 0) throw new ExcelInsertError(t("results.office.noTablesToInsert"));
  const placed = await Excel.run(async (context) =>
    writeGrids(context, await lookAtWorkbook(context, placement === "selection"), grids, placement),
  );
  return { placed, cutCells, notes: [] };
}

/** Only the key/value pairs, as Key, Value and Page columns with a header row. */
export async function insertKeyValuesIntoExcel(
  model: TablesModel,
  placement: ExcelPlacement,
  values: ExcelValueOptions = {},
  doubts: readonly (readonly CellDoubtAt[])[] = [],
): Promise<ExcelInsertReport> {
  if (model.keyValuePairs.length === 0) throw new ExcelInsertError(t("results.office.noKeyValues"));
  return insertTablesIntoExcel({ ...model, tables: [] }, placement, values, doubts);
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
  if (rows.length === 0) throw new ExcelInsertError(t("results.office.emptyTranscript"));
  const grid: GridSpec = {
    rows,
    sheet: { base: baseName(model.fileName), suffix: sheetNames.text() },
    source: transcriptSource(model, layout),
  };
  const placed = await Excel.run(async (context) =>
    writeGrids(context, await lookAtWorkbook(context, placement === "selection"), [grid], placement),
  );
  return { placed, cutCells: 0, notes: [] };
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
