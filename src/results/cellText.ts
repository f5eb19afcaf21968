// Cell text as Excel holds it, decided while shaping what goes in (before any writer runs): text within
// Excel's limit per cell (cut with a note saying how much is missing, or spread over the next cells), rows
// padded to one width, and table headings non-empty and unique. Pure: the Excel writers (src/office) receive
// grids already fitted.
import { columnHeading, cutMark } from "./documentText";

/** Excel's limit on the characters in one cell. */
export const EXCEL_CELL_LIMIT = 32_767;

const CUT_MARK = (rest: number): string => ` ${cutMark(rest, EXCEL_CELL_LIMIT)}`;

/** Splits at a code point boundary (never between the halves of a surrogate pair). */
function sliceAt(text: string, end: number): number {
  const code = text.charCodeAt(end - 1);
  return code >= 0xd800 && code <= 0xdbff ? end - 1 : end;
}

/** A value for one cell: the text itself, or its beginning with a clear note of what was cut. */
export function fitCell(text: string): { text: string; cut: boolean } {
  if (text.length <= EXCEL_CELL_LIMIT) return { text, cut: false };
  // The note's length depends on the count it gives: settle on the longest beginning that fits with it.
  let keep = EXCEL_CELL_LIMIT - CUT_MARK(text.length).length;
  while (keep + 1 + CUT_MARK(text.length - keep - 1).length <= EXCEL_CELL_LIMIT) keep += 1;
  keep = sliceAt(text, keep);
  return { text: text.slice(0, keep) + CUT_MARK(text.length - keep), cut: true };
}

/** A long text spread over as many cells as it needs (for lines whose rest may go in the next cells). */
export function spreadOverCells(text: string): string[] {
  if (text.length <= EXCEL_CELL_LIMIT) return [text];
  const parts: string[] = [];
  for (let at = 0; at < text.length;) {
    const end = at + EXCEL_CELL_LIMIT >= text.length ? text.length : sliceAt(text, at + EXCEL_CELL_LIMIT);
    parts.push(text.slice(at, end));
    at = end;
  }
  return parts;
}

/** The longest row's length, by a loop: spreading 125,000 rows into Math.max exceeds the engine's argument limit. */
export function widestRow(rows: readonly (readonly unknown[])[]): number {
  let width = 0;
  for (const row of rows) if (row.length > width) width = row.length;
  return width;
}

/** Pads rows to one width and fits every cell; counts the cells that had to be cut. */
export function fitGrid(rows: readonly (readonly string[])[]): { rows: string[][]; cutCells: number } {
  const width = widestRow(rows);
  let cutCells = 0;
  const fitted = rows.map((row) =>
    Array.from({ length: width }, (_, c) => {
      const fit = fitCell(row[c] ?? "");
      if (fit.cut) cutCells += 1;
      return fit.text;
    }),
  );
  return { rows: fitted, cutCells };
}

/** Header texts as Excel keeps them in a table: non-empty and unique (case-insensitive). */
export function uniqueHeaders(headers: readonly string[]): string[] {
  const seen = new Set<string>();
  return headers.map((raw, i) => {
    const text = raw.replace(/\s+/g, " ").trim();
    // An empty heading gets "Column N" in the UI's language, as Excel itself names them.
    const base = text === "" ? columnHeading(i + 1) : text;
    let name = base;
    for (let n = 2; seen.has(name.toLowerCase()); n++) name = `${base}${n}`;
    seen.add(name.toLowerCase());
    return name;
  });
}
