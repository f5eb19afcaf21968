// Turns a grid of texts into what Excel receives: per cell a JavaScript number with its number format, or the
// text with the Text format ("@"), and plans how the formats are sent: once for a whole block or column when
// its cells agree, per cell otherwise. The formats always go before the values, in the same request, so a
// text cell starting with = + - @ tab or CR is never parsed as a formula.
import { formatOf, markEvidence, readColumn, valueOf, type ColumnHints, type DecimalMark } from "./cellValues";
import { TEXT_FORMAT } from "./excelCells";

export type CellData = string | number;

export interface GridTyping {
  /** Rows at the top that are headings: always text. */
  headerRows: number;
  /** Per column: the declared type (an extractor field's) and anything else known about it. */
  columns?: readonly (ColumnHints | undefined)[];
  /** The document's language, where known: it settles "12,400" when the column's values do not. */
  language?: string | null;
  /** The decimal mark the document's other values agree on (documentMark). */
  documentMark?: DecimalMark | null;
}

/** The decimal mark all these values (a whole document's) agree on, or null. */
export function documentMark(values: readonly string[]): DecimalMark | null {
  const seen = markEvidence(values);
  return seen === "conflict" ? null : seen;
}

export interface TypedGrid {
  values: CellData[][];
  formats: string[][];
}

/** Every cell as text (the "Keep every value as text" option, and transcripts). */
export function textGrid(rows: readonly (readonly string[])[]): TypedGrid {
  return { values: rows.map((r) => [...r]), formats: rows.map((r) => r.map(() => TEXT_FORMAT)) };
}

/** Reads each column's values (below the headings) as numbers where they unambiguously are; null typing: all text. */
export function typeGrid(rows: readonly (readonly string[])[], typing: GridTyping | null): TypedGrid {
  if (typing === null) return textGrid(rows);
  const grid = textGrid(rows);
  const width = rows[0]?.length ?? 0;
  for (let c = 0; c < width; c++) {
    const hints: ColumnHints = { language: typing.language ?? null, documentMark: typing.documentMark ?? null, ...typing.columns?.[c] };
    const column: string[] = [];
    for (let r = typing.headerRows; r < rows.length; r++) column.push(rows[r]?.[c] ?? "");
    readColumn(column, hints).forEach((cell, i) => {
      const r = typing.headerRows + i;
      const values = grid.values[r];
      const formats = grid.formats[r];
      if (!values || !formats) return;
      values[c] = valueOf(cell);
      formats[c] = formatOf(cell);
    });
  }
  return grid;
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
