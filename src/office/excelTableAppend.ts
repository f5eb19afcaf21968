// Rows appended to the user's own Excel table: below its last data row (above its totals row, when it shows
// one), the table growing as Excel grows it, its calculated columns filling down by themselves (their cells
// are never written). Each value is read as its target column takes it (number, date or text by the column's
// format and content), with the column's own number format kept, except the cells the user chose to keep as
// text ("Keep them as text"): those go in as text whatever their column, counted per number or date column
// for the outcome. Nothing outside the table is overwritten:
// when the rows the table would grow into are not empty, nothing is written and the writer says so.
// One sync to look, then one per block under the request limit. Plain data in; no HTTP, no result kinds.
import { t } from "../i18n/messages";
import { fitRows } from "../results/mapping/mappedRows";
import { columnLook, targetKind, type TargetKind } from "../results/mapping/typeFit";
import type { DecimalMark } from "../results/numbers/cellValues";
import { queueCultureRead } from "./excelCulture";
import { REQUEST_BUDGET_BYTES, TEXT_FORMAT, cellAddress, localAddress, rowRequestBytes, sliceGrid } from "./excelCells";
import { fitGrid } from "../results/cellText";
import { ExcelInsertError } from "./excelGrid";
import { isNotFound } from "./excelTableLook";
import { queueMappingBook, saveMappingBook, workbookSettingsSupported } from "./mappingStore";
import type { MappingBook } from "../results/mapping/savedMappings";
import { applyFormats, formatOf, textGrid, valueOf, type CellData } from "./excelTyping";
import { excelNamedColumns } from "./requirements";

export interface TableAppend {
  table: string;
  /** Texts by the table's columns, then the added ones; every row as wide. */
  rows: string[][];
  /** Headings of the columns added at the table's right end. */
  added: string[];
  /** The added columns' declared types (an extractor field's), where known. */
  addedTypes?: (string | undefined)[];
  /** The user's "Read numbers as" choice. */
  readAs?: DecimalMark | null;
  /**
   * Cells (by row, then column; true) written as text whatever their column takes: the document's values of a
   * result whose "Read numbers as" was answered "Keep them as text".
   */
  asText?: readonly (readonly boolean[])[];
  /** The workbook's saved mappings as they are after this append, saved in its last request. */
  save?: MappingBook;
}

export interface TableAppendReport {
  table: string;
  sheet: string;
  rows: number;
  addedColumns: string[];
  /** Values that did not fit their number or date column: written as text. */
  misfits: number;
  /** Values kept as text by the user's choice in the table's number or date columns, per such column. */
  keptText: { column: string; count: number }[];
  cutCells: number;
}

/** Why nothing was appended: a sentence for the user. */
export class TableAppendRefused extends ExcelInsertError {
  constructor(
    message: string,
    readonly reason: "notFound" | "notEmptyBelow" | "widthMismatch",
  ) {
    // Named as every writer's own failure, which the pane shows as it is (a sentence for the user).
    super(message);
  }
}

/** Runs of neighbouring columns that are not calculated: what is written, block by block. */
function writableRuns(calculated: readonly boolean[]): { start: number; count: number }[] {
  const runs: { start: number; count: number }[] = [];
  calculated.forEach((calc, c) => {
    const last = runs[runs.length - 1];
    if (calc) return;
    if (last && last.start + last.count === c) last.count += 1;
    else runs.push({ start: c, count: 1 });
  });
  return runs;
}

export async function appendRowsToTable(request: TableAppend, budget = REQUEST_BUDGET_BYTES): Promise<TableAppendReport> {
  const fitted = fitGrid(request.rows);
  const rows = fitted.rows;
  if (rows.length === 0) throw new ExcelInsertError(t("results.office.noRows"));
  return Excel.run(async (context) => {
    // Sync 1: the table, its last data row (formats, types, formulas), the rows it would grow into, the culture.
    const table = context.workbook.tables.getItem(request.table);
    table.load("name,showTotals");
    const sheet = context.workbook.tables.getItem(request.table).worksheet;
    sheet.load("name");
    const header = table.getHeaderRowRange();
    header.load("values,rowIndex,columnIndex,columnCount");
    const body = table.getDataBodyRange();
    body.load("rowIndex,rowCount");
    const last = body.getLastRow();
    last.load("numberFormat,valueTypes,formulas");
    // Its first data row: a column the table began with numbers or dates stays one (typeFit's columnLook).
    const first = header.getRowsBelow(1);
    first.load("numberFormat,valueTypes");
    const below = table.getRange().getRowsBelow(rows.length).getResizedRange(0, request.added.length).getUsedRangeOrNullObject(true);
    below.load("address");
    const culture = queueCultureRead(context);
    try {
      await context.sync();
    } catch (error) {
      if (isNotFound(error)) throw new TableAppendRefused(t("results.office.tableGone", { table: request.table }), "notFound");
      throw error;
    }
    if (!below.isNullObject)
      throw new TableAppendRefused(t("results.office.belowNotEmpty", { table: table.name, sheet: sheet.name }), "notEmptyBelow");
    const width = header.columnCount;
    const total = width + request.added.length;
    if ((rows[0]?.length ?? 0) !== total)
      throw new TableAppendRefused(t("results.office.tableChanged", { table: table.name }), "widthMismatch");

    const formulas = (last.formulas[0] ?? []).map((f) => String(f));
    const calculated = Array.from({ length: total }, (_, c) => c < width && formulas[c]?.startsWith("=") === true);
    const look = (range: Excel.Range, c: number) => ({
      numberFormat: String(range.numberFormat[0]?.[c] ?? "General"),
      valueType: String(range.valueTypes[0]?.[c] ?? "Empty"),
    });
    const looks = Array.from({ length: width }, (_, c) => columnLook(look(last, c), look(first, c)));
    const formats = looks.map((l) => l.numberFormat);
    const kinds: TargetKind[] = Array.from({ length: total }, (_, c) => (c < width ? targetKind(looks[c]!) : "any"));
    const declaredTypes = Array.from({ length: total }, (_, c) => (c < width ? undefined : request.addedTypes?.[c - width]));
    const fit = fitRows(rows, kinds, { culture: culture(), declaredTypes, readAs: request.readAs ?? null });
    const columns = fit.columns;
    // Kept as text by choice: as "Keep every value as text" writes them (the text, with the Text format set
    // before it in the same request, so nothing becomes a number or a formula); not misfits, but counted.
    const kept = request.asText ? textGrid(rows) : null;
    const asText = (r: number, c: number): boolean => request.asText?.[r]?.[c] === true;
    const misfits = fit.misfits.filter((m) => !asText(m.row, m.column));
    const headings = (header.values[0] ?? []).map((h) => String(h));
    const keptText = kinds.flatMap((kind, c) => {
      const count = kind === "number" || kind === "date" ? rows.filter((row, r) => asText(r, c) && row[c]!.trim() !== "").length : 0;
      return count > 0 ? [{ column: headings[c] ?? "", count }] : [];
    });
    // The value and the format each cell gets: a number keeps its column's own format where it has one.
    const values: CellData[][] = rows.map((row, r) =>
      row.map((_, c) => (kept && asText(r, c) ? kept.values[r]![c]! : valueOf(columns[c]!.reading.cells[r]!.value))),
    );
    const cellFormats: string[][] = rows.map((row, r) =>
      row.map((_, c) => {
        if (kept && asText(r, c)) return kept.formats[r]![c]!;
        const value = columns[c]!.reading.cells[r]!.value;
        const own = formats[c] ?? "General";
        if (value.kind === "number" && c < width && (kinds[c] === "number" || kinds[c] === "date") && own !== "General") return own;
        return formatOf(value);
      }),
    );

    // The only data row of a fresh table, still empty: the first row goes into it.
    const lastEmpty = (last.formulas[0] ?? []).every((f, c) => calculated[c] === true || f === "");
    let reuse = body.rowCount === 1 && lastEmpty ? 1 : 0;
    const left = header.columnIndex;
    let top = body.rowIndex + body.rowCount - reuse;
    let pending = 0;
    request.added.forEach((name, k) => {
      if (excelNamedColumns()) table.columns.add(undefined, undefined, name);
      else table.columns.add(undefined, [[name], ...Array.from({ length: body.rowCount + (table.showTotals ? 1 : 0) }, () => [""])]);
      // The heading as text, like every heading the add-in writes.
      const heading = sheet.getRange(cellAddress(header.rowIndex, left + width + k));
      heading.numberFormat = [[TEXT_FORMAT]];
      heading.values = [[name]];
      pending += name.length + 64;
    });
    const runs = writableRuns(calculated);
    for (const slice of sliceGrid(rows, budget, cellFormats)) {
      const count = slice.rowCount;
      const blanks = Array.from({ length: count - reuse }, () => Array.from({ length: total }, () => ""));
      const bytes = slice.bytes + (blanks[0] ? rowRequestBytes(blanks[0]) * blanks.length : 0);
      if (pending > 0 && pending + bytes > budget) {
        // One sync per block: each request stays under Excel on the web's 5 MB limit.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        pending = 0;
      }
      if (blanks.length > 0) table.rows.add(undefined, blanks);
      reuse = 0;
      for (const run of runs) {
        const range = sheet.getRange(localAddress(top, left + run.start, count, run.count));
        const part = (grid: readonly (readonly (CellData | string)[])[], r: number) => grid[r]!.slice(run.start, run.start + run.count);
        applyFormats(
          range,
          cellFormats.slice(slice.row, slice.row + count).map((_, i) => part(cellFormats, slice.row + i) as string[]),
        );
        range.values = values.slice(slice.row, slice.row + count).map((_, i) => part(values, slice.row + i));
      }
      top += count;
      pending += bytes;
    }
    if (request.save) queueMappingBook(context, request.save);
    await context.sync();
    // Older Excel keeps them in the document's settings instead, saved on their own.
    if (request.save && !workbookSettingsSupported()) await saveMappingBook(request.save);
    return {
      table: table.name,
      sheet: sheet.name,
      rows: rows.length,
      addedColumns: [...request.added],
      misfits: misfits.length,
      keptText,
      cutCells: fitted.cutCells,
    };
  });
}
