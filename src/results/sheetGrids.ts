// What goes into Excel for one result, shaped before any writer runs: the grids of a tables result (one per
// table, with unique headings, and one for the key/value pairs), a transcript one line per row, each with
// its sheet-name parts, its table, how its values are to be read (GridTyping: the reading's hints, applied as
// the workbook reads numbers), where its rows came from and the cells left to check. Pure: src/insert asks
// here, then hands the grids to the Excel writers (src/office), which know cells, tables and sheets only.
import { fitGrid, spreadOverCells, uniqueHeaders, widestRow } from "./cellText";
import { columnHeading, sheetNames } from "./documentText";
import { blocksToLines, transcriptBlocks, type TranscriptLayoutOptions } from "./layout";
import type { DecimalMark } from "./numbers/cellValues";
import { tablesGridSources, transcriptLineRuns, type GridSource } from "./provenance/gridSources";
import { keyValueSheetGrid, type TablesModel } from "./tables";
import { baseName } from "./text";
import type { TranscriptModel } from "./transcript";

/** What is known about one column of a grid. */
export interface ColumnHints {
  /** An extractor field's declared type. */
  declaredType?: string | null;
  /** Each value stands alone (key/value values). */
  independent?: boolean;
}

export interface GridTyping {
  /** Rows at the top that are headings: always text. */
  headerRows: number;
  /** Per column: the declared type (an extractor field's) and anything else known about it. */
  columns?: readonly (ColumnHints | undefined)[];
  /**
   * Every column of the document (a key/value value a column of its own): what they say about the decimal mark
   * settles "12,400" when the column's own values do not.
   */
  documentColumns?: readonly (readonly string[])[];
  /** The user's "Read numbers as" choice for this insert. */
  readAs?: DecimalMark | null;
}

/** How values are written: read as numbers and dates (the default), or all kept as text. */
export interface ValueOptions {
  keepText?: boolean;
  /** The user's "Read numbers as" choice for this insert (absent: the document's values, then the workbook, decide). */
  readAs?: DecimalMark | null;
}

/** A cell left to check, by row and column in its grid, with the words of its note. */
export interface CellAt {
  row: number;
  column: number;
  text: string;
}

/** One grid as an Excel writer receives it (src/office/excelGrid.ts GridSpec): plain data. */
export interface SheetGrid {
  /** Rectangular, every cell already within Excel's limit (cellText.fitGrid). */
  rows: string[][];
  /** The sheet's name when placed on a new sheet: file part and suffix. */
  sheet: { base: string; suffix: string };
  /** An Excel table whose header row is the grid's first row ("none": a last row that totals stays a row). */
  table?: { name: string; totals?: "row" | "below" | "none" };
  /** Read values as numbers and dates (absent or null: every cell is text). */
  typing?: GridTyping | null;
  /** Where its rows came from (src/results/provenance). */
  source?: GridSource;
  /** Cells left to check: marked with a note and a fill. */
  doubts?: readonly CellAt[];
}

function tableGrid(rows: readonly string[][], hasHeaderRow: boolean): string[][] {
  const width = widestRow(rows);
  const header = hasHeaderRow ? (rows[0] ?? []) : Array.from({ length: width }, (_, i) => columnHeading(i + 1));
  const body = hasHeaderRow ? rows.slice(1) : rows;
  return [uniqueHeaders(Array.from({ length: width }, (_, i) => header[i] ?? "")), ...body];
}

function valueTyping(values: ValueOptions, document: readonly string[][], columns?: GridTyping["columns"]): GridTyping | null {
  if (values.keepText) return null;
  return { headerRows: 1, documentColumns: document, readAs: values.readAs ?? null, ...(columns ? { columns } : {}) };
}

/**
 * Every column of a tables result (headings aside), and each key/value value as one more: together
 * they say how the document writes numbers.
 */
export function tablesColumns(model: TablesModel): string[][] {
  const columns = model.tables.flatMap((t) => {
    const body = t.rows.slice(t.hasHeaderRow ? 1 : 0);
    const width = widestRow(t.rows);
    return Array.from({ length: width }, (_, c) => body.map((row) => row[c] ?? ""));
  });
  // Each pair's value a column of its own: pairs are no column of like figures (see pairsEvidence).
  return [...columns, ...model.keyValuePairs.map((p) => [p.value])];
}

/** Every value of a tables result (headings and keys aside). */
export function tablesValues(model: TablesModel): string[] {
  return tablesColumns(model).flat();
}

const doubtsAt = (doubts: readonly (readonly CellAt[])[], i: number): { doubts?: readonly CellAt[] } => {
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
  values: ValueOptions = {},
  /** Per grid (tables, then the pairs): cells left to check, marked with notes. */
  doubts: readonly (readonly CellAt[])[] = [],
): { grids: SheetGrid[]; cutCells: number } {
  const base = baseName(model.fileName);
  const grids: SheetGrid[] = [];
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

/** A transcript layout as rows: one line per row; a line longer than a cell continues in the next cells. */
export function transcriptGrid(model: TranscriptModel, layout: TranscriptLayoutOptions): string[][] {
  const rows = blocksToLines(transcriptBlocks(model, layout)).map(spreadOverCells);
  return fitGrid(rows).rows;
}
