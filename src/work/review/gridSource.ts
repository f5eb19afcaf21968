// What the review's grid shows, whatever it shows (a table, joined tables, key/value pairs): cells by
// position, the header row, rows and columns left out, and the cells to check. Plain data and functions.

/** A cell that looks misread: why (said to screen readers and shown), and the fix when one is known. */
export interface CellMark {
  description: string;
  suggestion: string | null;
}

export interface GridSource {
  rowCount: number;
  columnCount: number;
  /** Row 0 holds the column headings. */
  headerRow: boolean;
  cell(row: number, column: number): string;
  rowDeleted(row: number): boolean;
  columnDeleted(column: number): boolean;
  mark(row: number, column: number): CellMark | null;
  /** The column's name for screen readers (its heading, or "Column N"). */
  columnLabel(column: number): string;
  /** Width of each column in pixels. */
  widths: readonly number[];
}

const CHAR_PX = 8;
// Room for the padding and, on a cell to check, its mark.
const PADDING_PX = 28;

/** Column widths from the longest text of the first rows (a sample: a 10,000-row table is not measured whole). */
export function columnWidths(cell: (row: number, column: number) => string, rows: number, columns: number, sample = 200): number[] {
  const widths: number[] = [];
  for (let c = 0; c < columns; c++) {
    let longest = 0;
    for (let r = 0; r < Math.min(rows, sample); r++) {
      const text = cell(r, c);
      const line = text.includes("\n") ? Math.max(...text.split("\n").map((l) => l.length)) : text.length;
      if (line > longest) longest = line;
    }
    widths.push(Math.max(64, Math.min(240, longest * CHAR_PX + PADDING_PX)));
  }
  return widths;
}
