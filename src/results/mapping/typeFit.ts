// The target decides the type: a column of the user's table is a number, date or text column by its number
// format and, where the format is General, by what it already holds; each value mapped into it is read that
// way with the figures rules (src/results/numbers), and a value that does not read so is a misfit, flagged in
// the review before inserting and never written as the wrong type. Pure.
import { readColumn, type ColumnReading, type ReadingContext } from "../numbers/cellValues";

/** What a target column holds: "any" when neither its format nor its values tell (read as the document says). */
export type TargetKind = "number" | "date" | "text" | "any";

/** What is known of a target column before writing to it. */
export interface TargetColumnLook {
  /** The number format of its last data cell ("General" when it has no data). */
  numberFormat: string;
  /** Its last data cell's value type as Excel reports it ("Double", "String", "Empty"...). */
  valueType: string;
}

/** A format with day, month or year codes outside quotes and brackets ("dd.mm.yyyy", "m/d/yy", "[$-407]d. mmmm yyyy"). */
export function isDateFormat(format: string): boolean {
  const bare = format
    .replace(/"[^"]*"/g, "")
    .replace(/\[[^\]]*\]/g, "")
    .replace(/\\./g, "");
  return /[dy]/i.test(bare) || /(^|[^a-z])m{1,4}([^a-z]|$)/i.test(bare.replace(/[hs][^dy]*$/i, ""));
}

/** The kind of a target column, by its format first and then by what it holds. */
export function targetKind(look: TargetColumnLook): TargetKind {
  const format = look.numberFormat.trim();
  if (format === "@") return "text";
  if (format !== "" && format.toLowerCase() !== "general") {
    if (isDateFormat(format)) return "date";
    if (/[0#?%]/.test(format.replace(/"[^"]*"/g, ""))) return "number";
  }
  if (look.valueType === "Double") return "number";
  if (look.valueType === "String") return "text";
  return "any";
}

/**
 * What a column takes, by its last data row; but a column whose first data row holds numbers or dates stays
 * a number or date column when its last values went in as text (kept as text by the user's answer, or not
 * fitting): those rows must not turn the next append's figures into text.
 */
export function columnLook(last: TargetColumnLook, first: TargetColumnLook | null): TargetColumnLook {
  if (!first || targetKind(last) !== "text") return last;
  const kind = targetKind(first);
  return kind === "number" || kind === "date" ? first : last;
}

/** A column's values read as its target column takes them, with the rows that do not fit. */
export interface FittedColumn {
  reading: ColumnReading;
  /** Rows whose non-empty value is not of the target's kind. */
  misfits: number[];
}

const DECLARED: Readonly<Record<TargetKind, string | null>> = { number: "number", date: "date", text: "text", any: null };

/**
 * Reads the values going into one target column. `declaredType` (an extractor field's) is used where the target
 * does not decide ("any").
 */
export function fitColumn(values: readonly string[], kind: TargetKind, context: ReadingContext = {}): FittedColumn {
  const declaredType = DECLARED[kind] ?? context.declaredType ?? null;
  const reading = readColumn(values, { ...context, declaredType });
  const misfits: number[] = [];
  if (kind === "number" || kind === "date")
    reading.cells.forEach((cell, i) => {
      if (cell.text.trim() !== "" && cell.value.kind === "text") misfits.push(i);
    });
  return { reading, misfits };
}
