// Turns a grid of texts into what Excel receives: per cell a JavaScript number with its number format, or the
// text with the Text format ("@"), and plans how the formats are sent: once for a whole block or column when
// its cells agree, per cell otherwise. The formats always go before the values, in the same request, so a
// text cell starting with = + - @ tab or CR is never parsed as a formula. Also says which cells were kept as
// text among numbers, and which figures that read either way were read as decimals by the workbook's reading
// (the insert's outcome names both).
import { dateOrderEvidence } from "../results/numbers/localDates";
import { documentEvidence } from "../results/numbers/markEvidence";
import {
  markEvidence,
  readColumn,
  workbookDecimals,
  type CellValue,
  type ColumnReading,
  type DecimalMark,
  type NumberCulture,
} from "../results/numbers/cellValues";
import type { GridTyping } from "../results/sheetGrids";
import { TEXT_FORMAT, cellAddress } from "./excelCells";

export type CellData = string | number;

export type { ColumnHints, GridTyping } from "../results/sheetGrids";

/** The decimal mark most of these values (a whole document's) use, or null. */
export function documentMark(values: readonly string[], culture: NumberCulture | null = null): DecimalMark | null {
  return markEvidence(values, culture?.group ?? null).mark;
}

export interface TypedGrid {
  values: CellData[][];
  formats: string[][];
  /** Per column, how its values (below the headings) were read; null where every cell is text by choice. */
  columns: (ColumnReading | null)[];
}

/** The number format a cell gets before its value: its number format, or Text. */
export function formatOf(cell: CellValue): string {
  return cell.kind === "number" ? cell.format : TEXT_FORMAT;
}

/** What is written into the cell: a JavaScript number, or the text itself (into a Text-formatted cell). */
export function valueOf(cell: CellValue): string | number {
  return cell.kind === "number" ? cell.value : cell.text;
}

/** Every cell as text (the "Keep every value as text" option, and transcripts). */
export function textGrid(rows: readonly (readonly string[])[]): TypedGrid {
  const width = rows[0]?.length ?? 0;
  return {
    values: rows.map((r) => [...r]),
    formats: rows.map((r) => r.map(() => TEXT_FORMAT)),
    columns: Array.from({ length: width }, () => null),
  };
}

/**
 * Reads each column's values (below the headings) as the workbook would (`culture`), numbers where they are;
 * null typing: all text.
 */
export function typeGrid(rows: readonly (readonly string[])[], typing: GridTyping | null, culture: NumberCulture | null = null): TypedGrid {
  if (typing === null) return textGrid(rows);
  const grid = textGrid(rows);
  const width = rows[0]?.length ?? 0;
  const document = typing.documentColumns ? documentEvidence(typing.documentColumns, culture?.group ?? null) : null;
  // The order of day and month the document's dates settle ("31/03/2026"), for columns whose own dates do not.
  const documentDateOrder = typing.documentColumns ? dateOrderEvidence(typing.documentColumns.flat()).order : null;
  for (let c = 0; c < width; c++) {
    const column: string[] = [];
    for (let r = typing.headerRows; r < rows.length; r++) column.push(rows[r]?.[c] ?? "");
    const reading = readColumn(column, {
      culture,
      documentEvidence: document,
      documentDateOrder,
      readAs: typing.readAs ?? null,
      ...typing.columns?.[c],
    });
    grid.columns[c] = reading;
    reading.cells.forEach((cell, i) => {
      const r = typing.headerRows + i;
      const values = grid.values[r];
      const formats = grid.formats[r];
      if (!values || !formats) return;
      values[c] = valueOf(cell.value);
      formats[c] = formatOf(cell.value);
    });
  }
  return grid;
}

/** Cells of one column kept as text among numbers: what the insert's outcome names. */
export interface KeptText {
  sheet: string;
  /** The column's heading. */
  column: string;
  /** What the column's other values are. */
  kind: "number" | "date";
  cells: { address: string; text: string }[];
}

/**
 * The flagged cells of a typed grid written with its top-left corner at (top, left) on `sheet`, per column;
 * `headings` name the columns (default: the grid's first row).
 */
export function keptText(
  typed: TypedGrid,
  at: { sheet: string; top: number; left: number; headerRows: number },
  headings?: readonly string[],
): KeptText[] {
  const kept: KeptText[] = [];
  typed.columns.forEach((reading, c) => {
    if (!reading) return;
    const cells = reading.cells.flatMap((cell, i) =>
      cell.flagged ? [{ address: cellAddress(at.top + at.headerRows + i, at.left + c), text: cell.text }] : [],
    );
    if (cells.length === 0) return;
    const dates = reading.kind === "date" || reading.cells.every((cell) => !cell.flagged || cell.reason === "notDate");
    const heading = headings?.[c] ?? String(typed.values[0]?.[c] ?? "");
    kept.push({ sheet: at.sheet, column: heading, kind: dates ? "date" : "number", cells });
  });
  return kept;
}

/** Figures that read either way ("12,400") and were read as decimals because this workbook reads them so. */
export interface DecimalsRead {
  count: number;
  /** The first of them, as the service wrote it, and the number it became. */
  example: { text: string; value: number };
  /** The workbook's decimal mark they were read with. */
  mark: DecimalMark;
}

/** The figures of a typed grid's columns read as decimals by the workbook's reading (null: none). */
export function decimalsRead(columns: TypedGrid["columns"], culture: NumberCulture | null): DecimalsRead | null {
  let count = 0;
  let example: DecimalsRead["example"] | null = null;
  for (const reading of columns) {
    if (!reading) continue;
    const cells = workbookDecimals(reading, culture);
    count += cells.length;
    const first = cells[0];
    if (!example && first?.value.kind === "number") example = { text: first.text, value: first.value.value };
  }
  return culture && example ? { count, example, mark: culture.decimal } : null;
}

/** One number-format assignment: the whole block (column null) or one column of it; a 1x1 grid applies to every cell. */
export interface FormatAssignment {
  column: number | null;
  formats: string[][];
}

function uniform(formats: readonly string[]): string | null {
  const first = formats[0];
  for (const f of formats) if (f !== first) return null;
  return first ?? null;
}

/** How a block's formats are sent: one value for the block, else per column (one value when the column agrees). */
export function planFormats(formats: readonly (readonly string[])[]): FormatAssignment[] {
  const width = formats[0]?.length ?? 0;
  const all = uniform(formats.flat());
  if (all !== null) return [{ column: null, formats: [[all]] }];
  const plan: FormatAssignment[] = [];
  for (let c = 0; c < width; c++) {
    const column = formats.map((row) => row[c] ?? TEXT_FORMAT);
    const one = uniform(column);
    plan.push({ column: c, formats: one !== null ? [[one]] : column.map((f) => [f]) });
  }
  return plan;
}

/** Sets the block's formats (before its values, in the same request): no extra sync. */
export function applyFormats(range: Excel.Range, formats: readonly (readonly string[])[]): void {
  for (const step of planFormats(formats)) {
    const target = step.column === null ? range : range.getColumn(step.column);
    target.numberFormat = step.formats;
  }
}
