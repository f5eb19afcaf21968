// Which rows of a table total the rows above them, by the same words and arithmetic the review's flags use: a
// totals word ("Total", "Summe", "الإجمالي"...) in a column of text, and in a column of numbers a number there
// with at least two numbers above it to add. The review checks such rows against the sums; the Excel writers
// never make them data rows of a table (they become its totals row). Pure.
import type { ColumnReading } from "../numbers/cellValues";
import { isTotalsLabel } from "./totalsWords";

/** A column's number at row i, dates aside (null: no number there). */
export function numberAt(reading: ColumnReading, i: number): number | null {
  const value = reading.cells[i]?.value;
  return value?.kind === "number" && !value.format.startsWith("yyyy") ? value.value : null;
}

/**
 * The rows whose text columns hold a totals word; `labelsOf(c)` gives column c's labels (each cell's
 * isTotalsLabel), so a caller may keep them between readings.
 */
export function labelledRows(
  readings: readonly (ColumnReading | null)[],
  rows: number,
  labelsOf: (c: number) => readonly boolean[] = (c) => (readings[c]?.cells ?? []).map((cell) => isTotalsLabel(cell.text)),
): boolean[] {
  const labelled = new Array<boolean>(rows).fill(false);
  readings.forEach((reading, c) => {
    if (reading?.kind !== "text") return;
    labelsOf(c).forEach((label, i) => {
      if (label && i < rows) labelled[i] = true;
    });
  });
  return labelled;
}

/**
 * The last row of a table's body when it totals the rows above it (null otherwise): labelled as a total, and
 * some column of numbers has a number there and at least two numbers in the rows above (totals rows aside).
 */
export function trailingTotalsRow(readings: readonly (ColumnReading | null)[]): number | null {
  const rows = readings.reduce((n, r) => Math.max(n, r?.cells.length ?? 0), 0);
  const last = rows - 1;
  if (last < 2) return null;
  const labelled = labelledRows(readings, rows);
  if (!labelled[last]) return null;
  const totals = readings.some((reading) => {
    if (reading?.kind !== "number" || numberAt(reading, last) === null) return false;
    let terms = 0;
    for (let i = 0; i < last; i++) if (!labelled[i] && numberAt(reading, i) !== null) terms += 1;
    return terms >= 2;
  });
  return totals ? last : null;
}
