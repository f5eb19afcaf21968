// Extractor records into Excel: the rows of one or many documents appended to one table per extractor
// (created on first use with File, Page and the field names as headers; a field the table lacks adds a
// column). Values become numbers and dates as the workbook reads them (a field's declared type first), unless
// the caller keeps every value as text.
import { t } from "../i18n/messages";
import { recordLeadColumns } from "../results/documentText";
import type { RecordsModel } from "../results/records";
import { REQUEST_BUDGET_BYTES, TEXT_FORMAT, cellAddress, localAddress, rowRequestBytes, sliceGrid, tableNameFor } from "./excelCells";
import { fitGrid, uniqueHeaders } from "../results/cellText";
import {
  ExcelInsertError,
  lookAtWorkbook,
  writeGrids,
  type AfterWrite,
  type ExcelPlacement,
  type GridSpec,
  type PlacedGrid,
} from "./excelGrid";
import type { DecimalMark } from "../results/numbers/cellValues";
import { evidenceOf } from "../results/numbers/evidenceSaid";
import { applyFormats, decimalsRead, keptText, typeGrid, type GridTyping } from "./excelTyping";
import { queueRowBelow, totalsRowBytes, totalsRowOfGrid } from "./excelTotals";
import { excelNamedColumns } from "./requirements";
import { recordsRowSources } from "../results/provenance/gridSources";
import { excelRecord } from "../results/provenance/excelAreas";
import { queueExcelSources } from "./sourceStore";
import { queueDoubts, recordDoubtCells, type RecordDoubt } from "./excelDoubts";

/** How values are written: read as numbers and dates (the default), or all kept as text. */
export interface ExcelValueOptions {
  keepText?: boolean;
  /** The user's "Read numbers as" choice for this insert (absent: the document's values, then the workbook, decide). */
  readAs?: DecimalMark | null;
}

export interface RecordsInsertReport {
  placed: PlacedGrid[];
  cutCells: number;
  /** For an existing table: the rows appended and the columns added to it. */
  appended?: { table: string; sheet: string; rows: number; addedColumns: string[] };
  notes: string[];
}

/**
 * Column headings, each column's declared type and the rows for records of one or more documents (fields
 * matched by name, first seen first).
 */
export function recordRows(models: readonly RecordsModel[]): {
  header: string[];
  types: (string | undefined)[];
  rows: string[][];
  /** Per document: each field's column. */
  columnsOf: Map<string, number>[];
} {
  // File and Page in the UI's language (an English table's are matched too when appending).
  const header: string[] = recordLeadColumns();
  const types: (string | undefined)[] = ["text", "number"];
  const index = new Map(header.map((h, i) => [h.toLowerCase(), i]));
  const rows: string[][] = [];
  const columnsOf: Map<string, number>[] = [];
  for (const model of models) {
    const columnOf = new Map<string, number>();
    columnsOf.push(columnOf);
    for (const field of model.fields) {
      const name = field.name.replace(/\s+/g, " ").trim() || field.key;
      let at = index.get(name.toLowerCase());
      if (at === undefined) {
        at = header.length;
        header.push(name);
        types.push(field.type);
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
  return { header, types, rows: rows.map((r) => Array.from({ length: header.length }, (_, i) => r[i] ?? "")), columnsOf };
}

/** Every value of these records' rows (File and Page aside). */
export const recordsValues = (rows: readonly string[][]): string[] => rows.flatMap((row) => row.slice(2));

/** The columns of these records' rows (File and Page aside): together they say how the documents write numbers. */
export function recordsColumns(rows: readonly string[][]): string[][] {
  const width = rows.reduce((n, row) => Math.max(n, row.length), 0);
  return Array.from({ length: Math.max(0, width - 2) }, (_, c) => rows.map((row) => row[c + 2] ?? ""));
}

/** The lead columns' English headings, matched when appending to a table made in English. */
const ENGLISH_LEAD_COLUMNS: readonly string[] = ["File", "Page"];

export interface RecordsTarget {
  /** The table all records of one extractor go to (created on first use), e.g. "Extracted_Invoice". */
  tableName: string;
  /** File part of the sheet name when the table is created on a new sheet (e.g. the extractor's name). */
  sheetBase: string;
  placement: ExcelPlacement;
  values?: ExcelValueOptions;
  /** After making the table at the selection: what to select (a batch selects below it, for its next result). */
  after?: AfterWrite;
  /** Per document (in the order given), its fields left to check: marked like a table's cells (excelDoubts.ts). */
  doubts?: readonly (readonly RecordDoubt[])[];
}

/** How records' values are read: each column by its field's declared type, the records' own values first. */
export function recordsTyping(
  types: readonly (string | undefined)[],
  headerRows: number,
  values: ExcelValueOptions | undefined,
  document: readonly string[][],
): GridTyping | null {
  if (values?.keepText) return null;
  return {
    headerRows,
    columns: types.map((t) => (t === undefined ? undefined : { declaredType: t })),
    documentColumns: document,
    readAs: values?.readAs ?? null,
  };
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
): Promise<RecordsInsertReport> {
  const { header, types, rows, columnsOf } = recordRows(models);
  if (rows.length === 0) throw new ExcelInsertError(t("results.office.noRecords"));
  const toCheck = recordDoubtCells(models, columnsOf, target.doubts ?? []);
  const document = recordsColumns(rows);
  const tableName = tableNameFor(target.tableName, []);
  return Excel.run(async (context) => {
    const look = await lookAtWorkbook(context, target.placement === "selection");
    const existing = look.tableNames.find((n) => n.toLowerCase() === tableName.toLowerCase());
    if (!existing) {
      const fitted = fitGrid([uniqueHeaders(header), ...rows]);
      const grid: GridSpec = {
        rows: fitted.rows,
        sheet: { base: target.sheetBase, suffix: "" },
        table: { name: tableName, totals: "below" },
        typing: recordsTyping(types, 1, target.values, document),
        // Each row's document and page, kept in the workbook.
        source: { headerRows: 1, table: null, parts: recordsRowSources(models) },
        doubts: toCheck.map((d) => ({ ...d, row: d.row + 1 })),
      };
      const placed = await writeGrids(context, look, [grid], target.placement, budget, target.after);
      return { placed, cutCells: fitted.cutCells, notes: [] };
    }
    // Sync 2: the table's headings and where its data ends (above a totals row, when it has one).
    const table = context.workbook.tables.getItem(existing);
    const sheet = context.workbook.tables.getItem(existing).worksheet;
    const headerRange = table.getHeaderRowRange();
    headerRange.load("values,rowIndex,columnIndex");
    const body = table.getDataBodyRange();
    body.load("rowIndex,rowCount");
    const whole = table.getRange();
    whole.load("rowCount");
    sheet.load("name");
    await context.sync();

    const columns = (headerRange.values[0] ?? []).map((v) => String(v));
    const known = new Map(columns.map((c, i) => [c.replace(/\s+/g, " ").trim().toLowerCase(), i]));
    const addedColumns: string[] = [];
    const position = header.map((name, i) => {
      const key = name.toLowerCase();
      // File and Page of a table made in English (every table made before the add-in spoke other languages).
      const english = i < ENGLISH_LEAD_COLUMNS.length ? ENGLISH_LEAD_COLUMNS[i]?.toLowerCase() : undefined;
      let at = known.get(key) ?? (english === undefined ? undefined : known.get(english));
      if (at === undefined) {
        at = columns.length + addedColumns.length;
        known.set(key, at);
        addedColumns.push(name);
      }
      return at;
    });
    const width = columns.length + addedColumns.length;
    const left = headerRange.columnIndex;
    addedColumns.forEach((name, k) => {
      if (excelNamedColumns()) table.columns.add(undefined, undefined, name);
      else
        table.columns.add(
          undefined,
          Array.from({ length: whole.rowCount }, () => [""]),
        );
      // The heading as text, like every other heading the add-in writes: format first, then the name.
      const heading = sheet.getRange(cellAddress(headerRange.rowIndex, left + columns.length + k));
      heading.numberFormat = [[TEXT_FORMAT]];
      heading.values = [[name]];
    });
    const arranged = rows.map((row) => {
      const out = Array.from({ length: width }, () => "");
      row.forEach((value, i) => {
        const at = position[i];
        if (at !== undefined) out[at] = value;
      });
      return out;
    });
    const columnTypes: (string | undefined)[] = Array.from({ length: width }, () => undefined);
    position.forEach((at, i) => (columnTypes[at] = types[i]));
    const fitted = fitGrid(arranged);
    const typing = recordsTyping(columnTypes, 0, target.values, document);
    const typed = typeGrid(fitted.rows, typing, look.culture);
    // A last record that totals the ones above is no data row: it goes right below the table.
    const totalsAt = totalsRowOfGrid(fitted.rows, typing, typed, look.culture, 0);
    const dataRows = totalsAt === null ? fitted.rows : fitted.rows.slice(0, totalsAt);
    let bottom = body.rowIndex + body.rowCount; // first row below the data (the totals row, if any)
    const firstNew = bottom;
    const kept = keptText(typed, { sheet: sheet.name, top: bottom, left, headerRows: 0 }, [...columns, ...addedColumns]);
    let pending = 0;
    let queued = addedColumns.length > 0;
    for (const slice of sliceGrid(dataRows, budget, typed.formats)) {
      const values = typed.values.slice(slice.row, slice.row + slice.rowCount);
      const blanks = values.map((r) => r.map(() => ""));
      const bytes = slice.bytes + (blanks[0] ? rowRequestBytes(blanks[0]) * blanks.length : 0);
      if (queued && pending + bytes > budget) {
        // One sync per block: each request stays under Excel on the web's 5 MB limit.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        pending = 0;
      }
      // New empty rows at the end of the data (cells below move down), then the formats, then the values.
      table.rows.add(undefined, blanks);
      const range = sheet.getRange(localAddress(bottom, left, values.length, width));
      applyFormats(range, typed.formats.slice(slice.row, slice.row + slice.rowCount));
      range.values = values;
      bottom += values.length;
      pending += bytes;
      queued = true;
    }
    // Right below the table: below its data, and below its own totals row when it shows one.
    const totalsRow = whole.rowCount - 1 - body.rowCount > 0 ? 1 : 0;
    if (totalsAt !== null && queued && pending + totalsRowBytes(typed, totalsAt) > budget) await context.sync();
    const totals = totalsAt === null ? null : queueRowBelow(sheet, typed, totalsAt, { top: bottom + totalsRow, left });
    table.getRange().format.autofitColumns();
    // Fields left to check among the appended rows (a totals row went below the table), in the table's columns.
    const doubts = toCheck.filter((d) => d.row < dataRows.length).map((d) => ({ ...d, column: position[d.column] ?? d.column }));
    const marks = doubts.map((d) => ({ ...d, row: firstNew + d.row, column: left + d.column }));
    queueDoubts(context, sheet, sheet.name, marks);
    // Each appended row's document and page, kept in the workbook with the last request.
    const parts = recordsRowSources(models);
    const place = { sheet: sheet.name, top: firstNew, left, rows: dataRows.length, columns: width, doubts };
    const record = excelRecord([{ ...place, source: { headerRows: 0, table: null, parts } }], new Date().toISOString());
    const recorded = record ? queueExcelSources(context, [record]) : null;
    await context.sync();
    await recorded?.save();
    const top = headerRange.rowIndex;
    const address = `${sheet.name}!${localAddress(top, left, bottom - top, width)}`;
    return {
      placed: [
        {
          sheet: sheet.name,
          address,
          table: existing,
          rows: bottom - top,
          keptText: kept,
          decimals: decimalsRead(typed.columns, look.culture),
          totals,
          evidence: evidenceOf(typed.columns, [...columns, ...addedColumns]),
          doubts: doubts.length,
        },
      ],
      cutCells: fitted.cutCells,
      appended: { table: existing, sheet: sheet.name, rows: dataRows.length, addedColumns },
      notes: [],
    };
  });
}
