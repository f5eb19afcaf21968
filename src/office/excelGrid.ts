// The engine behind every Excel write: grids of text placed on new sheets or at the selected cell, written
// in blocks under the request limit, each block's cells first given their number format (Text, or the format
// of the number read from the text as this workbook reads numbers: excelTyping.ts) and then their values, so
// nothing becomes a formula and Excel parses nothing itself; then made Excel tables with their header rows.
//
// Syncs: one to look at the workbook (sheet and table names, the selection and what is around it, its number
// settings), then one per block; tables, widths and the sheet to show go with the last block. For a small
// result that is two.
import { t } from "../i18n/messages";
import { REQUEST_BUDGET_BYTES, cellAddress, localAddress, rangeAddress, sheetNameFor, sliceGrid, tableNameFor } from "./excelCells";
import type { NumberCulture } from "../results/numbers/cellValues";
import { queueCultureRead } from "./excelCulture";
import {
  applyFormats,
  decimalsRead,
  keptText,
  typeGrid,
  type DecimalsRead,
  type GridTyping,
  type KeptText,
  type TypedGrid,
} from "./excelTyping";
import { evidenceOf, type EvidenceSaid } from "../results/numbers/evidenceSaid";
import { excelUsedRangeCheck } from "./requirements";
import { queueTotalsRow, totalsRowBytes, totalsRowOfGrid, type TotalsPlacement } from "./excelTotals";
import type { GridSource } from "../results/provenance/gridSources";
import type { CellDoubtAt } from "./excelDoubts";
import { markDoubts, queueGridSources } from "./gridKeeping";

/** A problem with where or what to write, found before anything was changed; the message is for the user. */
export class ExcelInsertError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExcelInsertError";
  }
}

export type ExcelPlacement = "newSheet" | "selection";

export interface GridSpec {
  /** Rectangular, every cell already within Excel's limit (excelCells.fitGrid). */
  rows: string[][];
  /** The sheet's name when placed on a new sheet: file part and suffix (sheetNameFor). */
  sheet: { base: string; suffix: string };
  /**
   * Make the grid an Excel table whose header row is the grid's first row. A last row that totals the rows
   * above becomes its totals row (the default), goes right below it ("below": records tables, which gather
   * documents), or stays a row ("none": key/value pairs, whose keys are no rows to add up).
   */
  table?: { name: string; totals?: "row" | "below" | "none" };
  /** Read values as numbers and dates (absent: every cell is text). */
  typing?: GridTyping | null;
  /** Where its rows came from: kept in the workbook with the last block (src/results/provenance). */
  source?: GridSource;
  /** Cells left to check (row and column in the grid): a note with these words and a fill (excelDoubts.ts). */
  doubts?: readonly CellDoubtAt[];
}

export interface PlacedGrid {
  sheet: string;
  address: string;
  table: string | null;
  rows: number;
  /** Cells kept as text among numbers, per column. */
  keptText: KeptText[];
  /** Figures that read either way and were read as decimals, as this workbook reads them (null: none). */
  decimals: DecimalsRead | null;
  /** A last row that totals the rows above it: made the table's totals row, or written right below the table. */
  totals: TotalsPlacement | null;
  /** Columns read otherwise than the workbook reads numbers because their values or the document's said so. */
  evidence: EvidenceSaid[];
  /** Cells marked to check (a note, a comment or a fill: excelDoubts.doubtMark). */
  doubts?: number;
}

export interface WorkbookLook {
  sheetNames: string[];
  tableNames: string[];
  /** The selected cell (top-left of the selection) and its sheet, when asked for. */
  selection: { sheet: Excel.Worksheet; sheetName: string; row: number; column: number } | null;
  /** The used area of the selection's sheet. */
  used: { top: number; left: number; bottom: number; right: number } | null;
  /** How the workbook reads numbers (its settings, or Office's language where Excel cannot tell). */
  culture: NumberCulture | null;
}

const MAX_ROWS = 1_048_576;
const MAX_COLUMNS = 16_384;

/** Sync 1: what is in the workbook. */
export async function lookAtWorkbook(context: Excel.RequestContext, withSelection: boolean): Promise<WorkbookLook> {
  const sheets = context.workbook.worksheets;
  sheets.load("items/name");
  const tables = context.workbook.tables;
  tables.load("items/name");
  let selected: Excel.Range | null = null;
  let selectedSheet: Excel.Worksheet | null = null;
  const usedRanges: Excel.Range[] = [];
  // Read in this same request: no sync of its own.
  const culture = queueCultureRead(context);
  if (withSelection) {
    selected = context.workbook.getSelectedRange();
    selectedSheet = context.workbook.getSelectedRange().worksheet;
    selected.load("rowIndex,columnIndex");
    selectedSheet.load("name");
    if (excelUsedRangeCheck()) {
      const usedRange = selectedSheet.getUsedRangeOrNullObject(true);
      usedRange.load("rowIndex,columnIndex,rowCount,columnCount");
      usedRanges.push(usedRange);
    }
  }
  await context.sync();
  const used = usedRanges.find((range) => !range.isNullObject);
  return {
    sheetNames: sheets.items.map((s) => s.name),
    tableNames: tables.items.map((t) => t.name),
    selection:
      selected && selectedSheet
        ? { sheet: selectedSheet, sheetName: selectedSheet.name, row: selected.rowIndex, column: selected.columnIndex }
        : null,
    used: used
      ? {
          top: used.rowIndex,
          left: used.columnIndex,
          bottom: used.rowIndex + used.rowCount - 1,
          right: used.columnIndex + used.columnCount - 1,
        }
      : null,
    culture: culture(),
  };
}

interface Target {
  grid: GridSpec;
  sheetName: string;
  /** Made by the first block written to it (new sheets), or the selection's sheet. */
  sheet: Excel.Worksheet | null;
  top: number;
  left: number;
}

/** Where each grid goes; refuses (before any change) to write over cells that hold something. */
function placeTargets(look: WorkbookLook, grids: readonly GridSpec[], placement: ExcelPlacement): Target[] {
  if (placement === "newSheet") {
    const taken = [...look.sheetNames];
    return grids.map((grid) => {
      const sheetName = sheetNameFor(grid.sheet.base, grid.sheet.suffix, taken);
      taken.push(sheetName);
      return { grid, sheetName, sheet: null, top: 0, left: 0 };
    });
  }
  const at = look.selection;
  if (!at) throw new ExcelInsertError(t("results.office.selectCell"));
  let row = at.row;
  return grids.map((grid) => {
    const rows = grid.rows.length;
    const columns = grid.rows[0]?.length ?? 0;
    if (row + rows > MAX_ROWS || at.column + columns > MAX_COLUMNS) throw new ExcelInsertError(t("results.office.doesNotFit"));
    const u = look.used;
    if (
      u &&
      rows > 0 &&
      columns > 0 &&
      !(row + rows - 1 < u.top || row > u.bottom || at.column + columns - 1 < u.left || at.column > u.right)
    )
      throw new ExcelInsertError(
        t("results.office.notEmpty", { from: cellAddress(row, at.column), to: cellAddress(row + rows - 1, at.column + columns - 1) }),
      );
    const target = { grid, sheetName: at.sheetName, sheet: at.sheet, top: row, left: at.column };
    row += rows + 1; // one empty row between grids
    return target;
  });
}

/**
 * What is selected after writing at the selection: the grids written (one insert: the user sees what went in),
 * or the cell one empty row below them (a batch, inserted as its results finish: its next result goes there,
 * one under the other, instead of being refused for landing on the cells just written).
 */
export type AfterWrite = "showWritten" | "selectBelow";

/**
 * Writes grids after `lookAtWorkbook`: the blocks, then (with the last block) the tables, column widths and
 * the sheet or cell to show. Returns where everything went.
 */
export async function writeGrids(
  context: Excel.RequestContext,
  look: WorkbookLook,
  grids: readonly GridSpec[],
  placement: ExcelPlacement,
  budget = REQUEST_BUDGET_BYTES,
  after: AfterWrite = "showWritten",
): Promise<PlacedGrid[]> {
  const targets = placeTargets(look, grids, placement);
  let pending = 0;
  let queued = false;
  const kept = new Map<Target, KeptText[]>();
  const decimals = new Map<Target, DecimalsRead | null>();
  // Per table whose last row totals the rows above: that row, written with the table (not as its data).
  const totals = new Map<Target, { row: number; typed: TypedGrid }>();
  let totalsBytes = 0;
  const evidence = new Map<Target, EvidenceSaid[]>();
  for (const target of targets) {
    const typing = target.grid.typing ?? null;
    const typed = typeGrid(target.grid.rows, typing, look.culture);
    const totalsAt =
      target.grid.table && target.grid.table.totals !== "none" ? totalsRowOfGrid(target.grid.rows, typing, typed, look.culture) : null;
    if (totalsAt !== null) {
      totals.set(target, { row: totalsAt, typed });
      totalsBytes += totalsRowBytes(typed, totalsAt);
    }
    const rows = totalsAt === null ? target.grid.rows : target.grid.rows.slice(0, totalsAt);
    kept.set(target, keptText(typed, { sheet: target.sheetName, top: target.top, left: target.left, headerRows: typing?.headerRows ?? 0 }));
    decimals.set(target, decimalsRead(typed.columns, look.culture));
    evidence.set(target, evidenceOf(typed.columns, (typing?.headerRows ?? 0) > 0 ? (rows[0] ?? []) : []));
    if (target.sheet === null) target.sheet = context.workbook.worksheets.add(target.sheetName);
    for (const slice of sliceGrid(rows, budget, typed.formats)) {
      if (queued && pending + slice.bytes > budget) {
        // One sync per block is the point: each request stays under Excel on the web's 5 MB limit.
        // eslint-disable-next-line office-addins/no-context-sync-in-loop
        await context.sync();
        pending = 0;
      }
      const cut = <T>(grid: T[][]): T[][] =>
        grid.slice(slice.row, slice.row + slice.rowCount).map((r) => r.slice(slice.column, slice.column + slice.columnCount));
      const range = target.sheet.getRange(
        localAddress(target.top + slice.row, target.left + slice.column, slice.rowCount, slice.columnCount),
      );
      // Formats first, then the values, in one request: nothing typed into a Text cell is parsed, and numbers
      // go as JavaScript numbers.
      applyFormats(range, cut(typed.formats));
      range.values = cut(typed.values);
      pending += slice.bytes;
      queued = true;
    }
  }
  if (queued && pending + totalsBytes > budget) {
    // The totals rows would take the last request over the limit: they and the tables go in one more.
    await context.sync();
  }
  // Formats after the values: tables, widths, what to show. Small, so they travel with the last block.
  const tableNames = [...look.tableNames];
  const placed: PlacedGrid[] = targets.map((target) => {
    const rows = target.grid.rows.length;
    const columns = target.grid.rows[0]?.length ?? 0;
    const local = localAddress(target.top, target.left, rows, columns);
    const sheet = target.sheet ?? context.workbook.worksheets.getItem(target.sheetName);
    let tableName: string | null = null;
    let totalsPlaced: TotalsPlacement | null = null;
    if (target.grid.table && rows > 0 && columns > 0) {
      tableName = tableNameFor(target.grid.table.name, tableNames);
      tableNames.push(tableName);
      const total = totals.get(target);
      // The table's data ends above a row that totals it; that row follows as the totals row.
      const table = sheet.tables.add(total ? localAddress(target.top, target.left, total.row, columns) : local, true);
      table.name = tableName;
      table.style = "TableStyleMedium2";
      if (total)
        totalsPlaced = queueTotalsRow(
          sheet,
          table,
          total.typed,
          total.row,
          {
            top: target.top + total.row,
            left: target.left,
          },
          target.grid.table.totals === "below",
        );
    }
    if (rows > 0 && columns > 0) {
      const range = sheet.getRange(local);
      range.format.autofitColumns();
      if (target.grid.rows.some((r) => r.some((cell) => cell.includes("\n") || cell.length > 255))) range.format.wrapText = true;
    }
    return {
      sheet: target.sheetName,
      address: rangeAddress(target.sheetName, target.top, target.left, rows, columns),
      table: tableName,
      rows,
      keptText: kept.get(target) ?? [],
      decimals: decimals.get(target) ?? null,
      totals: totalsPlaced,
      evidence: evidence.get(target) ?? [],
      doubts: markDoubts(context, sheet, target),
    };
  });
  const first = targets[0];
  const last = targets[targets.length - 1];
  if (first?.sheet) {
    if (placement === "newSheet") first.sheet.activate();
    else if (after === "selectBelow" && last?.sheet)
      last.sheet.getRange(cellAddress(Math.min(last.top + last.grid.rows.length + 1, MAX_ROWS - 1), first.left)).select();
    else first.sheet.getRange(localAddress(first.top, first.left, first.grid.rows.length, first.grid.rows[0]?.length ?? 1)).select();
  }
  // Where every grid came from travels with the last block: no sync of its own.
  const recorded = queueGridSources(context, targets);
  await context.sync();
  await recorded?.save();
  return placed;
}
