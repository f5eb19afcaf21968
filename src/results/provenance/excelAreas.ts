// The record of one Excel write: each grid's place (sheet, top-left cell, size) with its source, cut into an
// area per document (records rows of many documents share one table). Pure.
import type { GridSource } from "./gridSources";
import { runsLength } from "./pageRuns";
import type { ExcelArea, SourceDocument, SourceRecord } from "./sourceRecord";

/** A grid as written: where it went and where its rows came from. */
export interface PlacedSource {
  sheet: string;
  top: number;
  left: number;
  /** Rows written (header rows included) and columns. */
  rows: number;
  columns: number;
  source: GridSource;
  /** Cells left to check, by their row and column in the grid. */
  doubts?: readonly { row: number; column: number }[];
}

/** The record of a write of these grids (null when none says where it came from). */
export function excelRecord(placed: readonly PlacedSource[], insertedAt: string): SourceRecord | null {
  const sources: SourceDocument[] = [];
  const indexOf = (s: SourceDocument): number => {
    let at = sources.findIndex((x) => x.documentId === s.documentId && x.action === s.action);
    if (at < 0) at = sources.push(s) - 1;
    return at;
  };
  const areas: ExcelArea[] = [];
  for (const grid of placed) {
    let row = grid.top;
    const end = grid.top + grid.rows;
    grid.source.parts.forEach((part, i) => {
      const headerRows = i === 0 ? grid.source.headerRows : 0;
      // Never past what was written (a last row that became a totals row below the table is still counted).
      const rows = Math.min(headerRows + runsLength(part.runs), end - row);
      if (rows <= 0) return;
      areas.push({
        kind: "excel",
        source: indexOf(part.source),
        sheet: grid.sheet,
        top: row,
        left: grid.left,
        rows,
        columns: grid.columns,
        headerRows,
        table: grid.source.table,
        runs: part.runs,
        doubts: (grid.doubts ?? [])
          .filter((d) => grid.top + d.row >= row && grid.top + d.row < row + rows)
          .map((d): [number, number] => [grid.top + d.row - row, d.column]),
      });
      row += rows;
    });
  }
  return areas.length > 0 ? { insertedAt, sources, areas } : null;
}
