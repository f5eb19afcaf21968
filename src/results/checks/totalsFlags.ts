// The checks of totals: a "Total" row's value in each column of numbers against the sum of the rows above it,
// and a "Total" column's value in each row against the number columns before it. A sum is suggested only when
// every value it adds reads as a number, or has a suggested fix that does (the flag then names the fixes it
// took: "with 1O5.00 read as 105.00"); a value that does not read leaves the total unchecked, said so, and a
// table that likely continues the one before it (a join the review offers) is not summed on its own. Pure.
import type { ColumnReading, DecimalMark } from "../numbers/cellValues";
import { parseNumber } from "../numbers/numberReading";
import { swapMarks, writeLike } from "./numberText";
import { labelledRows, numberAt } from "./totalsRows";
import { isTotalsLabel } from "./totalsWords";
import type { Flag, FlagPlace } from "./types";

/** What the totals checks need of a column: its values below the header, where each is, its labels once read. */
export interface TotalsColumn {
  values: readonly string[];
  placeOf: (i: number) => FlagPlace;
  /** Which values label a total (read once, when the column is text). */
  labels: boolean[] | null;
}

const markOfReading = (reading: ColumnReading): DecimalMark => (reading.mark === "," ? "," : ".");
const same = (a: number, b: number): boolean => Math.abs(a - b) < 0.005;

/** What a value that is not a number in a column of numbers reads as once its suggested fix is taken (null: none). */
function fixedValue(reading: ColumnReading, i: number): { fix: string; value: number } | null {
  const cell = reading.cells[i];
  if (!cell || (cell.value.kind === "number" && cell.value.format.startsWith("yyyy"))) return null;
  const fix = cell.suggestion ?? (cell.reason === "otherMark" ? swapMarks(cell.text) : null);
  if (fix === null) return null;
  const parsed = parseNumber(fix, reading.mark);
  return parsed.ok ? { fix, value: parsed.value.value } : null;
}

/**
 * A "Total" row: each number column's value there against the sum of the rows above it (totals rows aside).
 * `continued`: the table likely continues the one before it, so its rows alone are not what the total adds.
 */
export function totalsRowFlags(data: readonly TotalsColumn[], readings: readonly ColumnReading[], continued = false): Flag[] {
  const rows = data[0]?.values.length ?? 0;
  const isTotal = labelledRows(readings, rows, (c) => (data[c]!.labels ??= data[c]!.values.map(isTotalsLabel)));
  if (!isTotal.includes(true)) return [];
  const flags: Flag[] = [];
  readings.forEach((reading, c) => {
    if (reading.kind !== "number") return;
    let sum = 0;
    let terms = 0;
    const fixes: { text: string; read: string }[] = [];
    let unread: string | null = null;
    for (let i = 0; i < rows; i++) {
      const value = numberAt(reading, i);
      const text = data[c]!.values[i] ?? "";
      if (!isTotal[i]) {
        if (value !== null) {
          sum += value;
          terms += 1;
        } else if (text.trim() !== "") {
          // Not a number: added as its suggested fix reads, or the sum is unknown.
          const fixed = fixedValue(reading, i);
          if (fixed === null) unread ??= text;
          else {
            sum += fixed.value;
            terms += 1;
            fixes.push({ text, read: fixed.fix });
          }
        }
        continue;
      }
      if (value === null || terms < 2) continue;
      const place = data[c]!.placeOf(i);
      if (unread !== null) flags.push({ place, kind: "totalUnchecked", reason: "unreadable", text: unread, suggestion: null });
      else if (same(value, sum)) continue;
      else if (continued) flags.push({ place, kind: "totalUnchecked", reason: "continued", text: "", suggestion: null });
      else {
        const written = writeLike(text, sum, markOfReading(reading));
        flags.push({ place, kind: "total", sum: written, total: text, fixes: [...fixes], suggestion: written });
      }
    }
  });
  return flags;
}

/** A "Total" column: each row's value against the sum of the number columns before it, where that is what it is. */
export function totalsColumnFlags(
  heading: (column: number) => string,
  kept: readonly number[],
  data: readonly TotalsColumn[],
  readings: readonly ColumnReading[],
): Flag[] {
  const flags: Flag[] = [];
  kept.forEach((column, c) => {
    const reading = readings[c]!;
    if (reading.kind !== "number" || !isTotalsLabel(heading(column))) return;
    const before = readings
      .slice(0, c)
      .map((r, i) => ({ r, i }))
      .filter(({ r }) => r.kind === "number");
    if (before.length < 2) return;
    const rows = data[c]!.values.length;
    const checked: { i: number; sum: number; ok: boolean }[] = [];
    for (let i = 0; i < rows; i++) {
      const total = numberAt(reading, i);
      const parts = before.map(({ r }) => numberAt(r, i));
      if (total === null || parts.some((p) => p === null)) continue;
      const sum = (parts as number[]).reduce((a, b) => a + b, 0);
      checked.push({ i, sum, ok: same(total, sum) });
    }
    // Only a column that is the sum of the others in most rows is a totals column (a line total of quantity
    // times price is not).
    const good = checked.filter((x) => x.ok).length;
    if (good < 2 || good * 2 < checked.length) return;
    for (const { i, sum, ok } of checked) {
      if (ok) continue;
      const text = data[c]!.values[i] ?? "";
      const written = writeLike(text, sum, markOfReading(reading));
      flags.push({ place: data[c]!.placeOf(i), kind: "total", sum: written, total: text, fixes: [], suggestion: written });
    }
  });
  return flags;
}
