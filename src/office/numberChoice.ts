// Whether the insert options offer "Read numbers as" for this insert, and which reading they start from. Two
// cases: the result writes numbers otherwise than the workbook reads them ("1.240,50" going into an en-US
// workbook: the document's own way is chosen), or it holds figures that read either way ("12,400") and that
// this workbook reads as decimals (12.4) because nothing in the document tells: the workbook's reading stays
// the default, and the user sees that thousands were as likely. Pure: it reads the result with the writers'
// own grids and reading, so what it counts is what the insert would write.
import type { ResultModel } from "../results/model";
import { markEvidence, type ColumnReading, type DecimalMark, type NumberCulture } from "../results/numbers/cellValues";
import { ambiguousSeparator } from "../results/numbers/numberReading";
import { tablesGrids, tablesValues } from "./excelInsert";
import { recordRows, recordsColumns, recordsTyping } from "./excelRecords";
import { decimalsRead, typeGrid, type DecimalsRead } from "./excelTyping";

/** The values whose numbers Excel typing reads: table cells and key/value values, or extracted field values. */
export function typedValues(result: ResultModel): string[] {
  if (result.kind === "tables") return tablesValues(result.tables);
  if (result.kind === "records") return result.records.records.flatMap((record) => Object.values(record.values));
  return [];
}

/** The decimal mark most of a result's values are written with, or null when they do not say. */
export function resultMark(result: ResultModel, culture: NumberCulture | null = null): DecimalMark | null {
  return markEvidence(typedValues(result), culture?.group ?? null).mark;
}

/** Whether any value reads either way ("12,400"): then the workbook's settings are worth asking for. */
export function hasAmbiguousFigures(result: ResultModel): boolean {
  return typedValues(result).some((value) => ambiguousSeparator(value) !== null);
}

/** The two readings when the document and the workbook disagree, else null (nothing to choose). */
export function marksDisagree(result: ResultModel, culture: NumberCulture | null): { document: DecimalMark; workbook: DecimalMark } | null {
  if (!culture) return null;
  const document = resultMark(result, culture);
  return document !== null && document !== culture.decimal ? { document, workbook: culture.decimal } : null;
}

/** Every column of the result as the writers would read it into this workbook, with no choice made. */
function readings(result: ResultModel, culture: NumberCulture): (ColumnReading | null)[] {
  if (result.kind === "tables")
    return tablesGrids(result.tables).grids.flatMap((grid) => typeGrid(grid.rows, grid.typing ?? null, culture).columns);
  if (result.kind === "records") {
    const { header, types, rows } = recordRows([result.records]);
    return typeGrid([header, ...rows], recordsTyping(types, 1, {}, recordsColumns(rows)), culture).columns;
  }
  return [];
}

/**
 * The figures that read either way and that this workbook would read as decimals (its mark, with nothing in
 * their column or document to say otherwise): how many, and the first. Null when there are none.
 */
export function ambiguousDecimals(result: ResultModel, culture: NumberCulture | null): DecimalsRead | null {
  if (!culture) return null;
  // Most results hold no such figure: the whole reading only when one has the workbook's decimal mark.
  if (!typedValues(result).some((value) => ambiguousSeparator(value, culture.group) === culture.decimal)) return null;
  return decimalsRead(readings(result, culture), culture);
}

/** What "Read numbers as" offers, and the reading it starts from (`preselected`). */
export type NumberChoice =
  /** The document writes numbers otherwise than the workbook: its own way is preselected. */
  | { kind: "evidence"; document: DecimalMark; workbook: DecimalMark; preselected: DecimalMark }
  /** Figures that read either way, read as decimals by this workbook: its reading is preselected. */
  | { kind: "ambiguous"; workbook: DecimalMark; decimals: DecimalsRead; preselected: DecimalMark };

/** Whether "Read numbers as" is offered for this result in this workbook, and how; null: nothing to choose. */
export function numberChoice(result: ResultModel, culture: NumberCulture | null): NumberChoice | null {
  const disagree = marksDisagree(result, culture);
  if (disagree) return { kind: "evidence", ...disagree, preselected: disagree.document };
  const decimals = ambiguousDecimals(result, culture);
  return culture && decimals ? { kind: "ambiguous", workbook: culture.decimal, decimals, preselected: culture.decimal } : null;
}

/**
 * What the writers are told for the user's pick (null: the usual reading). The document's way is told as the
 * choice it is; the workbook's own reading is not forced, so a column whose values say otherwise still reads
 * its own way, exactly as when nothing is offered.
 */
export function readAsFor(choice: NumberChoice | null, picked: DecimalMark | "text" | null): DecimalMark | "text" | null {
  if (!choice) return null;
  const reading = picked ?? choice.preselected;
  return choice.kind === "ambiguous" && reading === choice.preselected ? null : reading;
}
