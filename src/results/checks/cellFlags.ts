// The flags of one column's reading (the same reading the Excel writers use): letter/digit misreads with their
// fix, impossible dates, dates among numbers and numbers among dates, numbers written with the other decimal mark, and values the workbook reads as decimals
// that may be thousands. Pure.
import type { ColumnReading } from "../numbers/cellValues";
import { markOf, parseNumber, readDate } from "../numbers/numberReading";
import { digitLookalikeFix } from "../numbers/misreads";
import { plainNumber, swapMarks } from "./numberText";
import type { Flag, FlagPlace } from "./types";

/** A date with a letter for a digit ("2026-O2-18"): the corrected date when it is one. */
export function dateFix(text: string): string | null {
  const fix = digitLookalikeFix(text);
  return fix !== null && readDate(fix) ? fix : null;
}

/** The flags of a column's cells; `placeOf(i)` is where its i-th value is (made only for flagged ones). */
export function readingFlags(reading: ColumnReading, placeOf: readonly FlagPlace[] | ((i: number) => FlagPlace)): Flag[] {
  const flags: Flag[] = [];
  const mark = reading.mark === "conflict" ? null : reading.mark;
  const at = typeof placeOf === "function" ? placeOf : (i: number): FlagPlace => placeOf[i]!;
  reading.cells.forEach((cell, i) => {
    if (cell.reason === null && cell.other === null) return; // a plain number or date: nothing to say
    const place = at(i);
    if (cell.flagged && (cell.reason === "dateAmongNumbers" || cell.reason === "numberAmongDates")) {
      flags.push({ place, kind: "date", suggestion: null, problem: cell.reason });
      return;
    }
    // A date that is no day of the calendar, or one with a letter for a digit in a column of dates.
    const fixedDate = cell.flagged || cell.reason === "notDate" ? dateFix(cell.text) : null;
    if (cell.reason === "notDate" || fixedDate !== null || (cell.flagged && reading.kind === "date")) {
      flags.push({ place, kind: "date", suggestion: fixedDate });
      return;
    }
    if (cell.flagged) {
      if (cell.reason === "misread") flags.push({ place, kind: "notNumber", suggestion: cell.suggestion });
      else if (cell.reason === "otherMark") {
        const own = markOf(cell.text) ?? (mark === "." ? "," : ".");
        const swapped = swapMarks(cell.text);
        flags.push({ place, kind: "decimalMark", mark: own, suggestion: parseNumber(swapped, reading.mark).ok ? swapped : null });
      } else flags.push({ place, kind: "notNumber", suggestion: cell.suggestion });
      return;
    }
    // "1.240" read as 1.24 because that is how the workbook reads it, where 1240 is as likely: one click away.
    const value = cell.value;
    const byWorkbook = reading.markFrom === "workbook" || reading.markFrom === "language";
    if (byWorkbook && mark && value.kind === "number" && cell.other && !Number.isInteger(value.value) && Number.isInteger(cell.other.value))
      flags.push({ place, kind: "ambiguous", suggestion: plainNumber(cell.other.value, mark) });
  });
  return flags;
}
