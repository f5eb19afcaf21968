// Whether the insert options offer "Read numbers as" for this insert, and which reading they start from. The
// evidence decides, strongest first: the value itself (both marks), its column, the whole document, and only
// then the workbook's settings (issue 31 overturned the earlier rule that the workbook's reading stays the
// default). Two cases are offered: the document writes numbers otherwise than the workbook reads them
// ("1.240,50" into an en-US workbook, "1,240" beside "310" into a de-DE one: the document's own way is
// preselected, and untouched each column reads by its own evidence), or figures that read either way
// ("12,400") with nothing in the document to tell, which this workbook reads as decimals: the workbook's
// reading is the last evidence, and the user sees that thousands were as likely. Pure: it reads the result
// with the writers' own grids and reading, so what it counts is what the insert would write.
import type { ResultModel } from "../results/model";
import type { ColumnReading, DecimalMark, NumberCulture } from "../results/numbers/cellValues";
import { documentEvidence } from "../results/numbers/markEvidence";
import { ambiguousSeparator } from "../results/numbers/numberReading";
import { tablesColumns, tablesGrids, tablesValues } from "../results/sheetGrids";
import { recordRows, recordsColumns, recordsTyping } from "./excelRecords";
import { decimalsRead, typeGrid, type DecimalsRead } from "./excelTyping";

/** The values whose numbers Excel typing reads: table cells and key/value values, or extracted field values. */
export function typedValues(result: ResultModel): string[] {
  if (result.kind === "tables") return tablesValues(result.tables);
  if (result.kind === "records") return result.records.records.flatMap((record) => Object.values(record.values));
  return [];
}

/** The columns whose numbers Excel typing reads, as the writers weigh the document's evidence. */
function typedColumns(result: ResultModel): string[][] {
  if (result.kind === "tables") return tablesColumns(result.tables);
  if (result.kind === "records") return recordsColumns(recordRows([result.records]).rows);
  return [];
}

/** The decimal mark the result's columns say they are written with, or null when they do not say. */
export function resultMark(result: ResultModel, culture: NumberCulture | null = null): DecimalMark | null {
  return documentEvidence(typedColumns(result), culture?.group ?? null).mark;
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
 * What the writers are told for the user's pick (null: the usual reading). Left as preselected, nothing is
 * forced: each column reads by its own evidence, exactly as when nothing is offered (and Insert all, which
 * has no choice, reads the same). Another pick is told as the choice it is.
 */
export function readAsFor(choice: NumberChoice | null, picked: DecimalMark | "text" | null): DecimalMark | "text" | null {
  if (!choice) return null;
  const reading = picked ?? choice.preselected;
  return reading === choice.preselected ? null : reading;
}

/**
 * What the checks read the figures with once the question asked where the evidence is split is answered (null:
 * not asked, or not answered yet). "Keep them as text" settles them as the workbook's reading would.
 */
export function checksReadAsFor(choice: NumberChoice | null, picked: DecimalMark | "text" | null): DecimalMark | null {
  if (choice?.kind !== "ambiguous" || picked === null) return null;
  return picked === "text" ? choice.workbook : picked;
}

/** An answer given in a result's review, as Insert all applies it: what the writers are told, what the gate reads. */
export interface AnsweredReading {
  /** For the writers, as the single insert tells them (null: the usual reading). */
  readAs: DecimalMark | "text" | null;
  /** For the review gate: the figures the answer settles are no longer flagged. */
  checksReadAs: DecimalMark;
}

/**
 * The answer to "Read numbers as" given in a result's review, applied to that result in this workbook; null
 * when there is no answer or the question is not asked here (the evidence is not split in this workbook: the
 * result then reads as it would with no answer, and is held or not as before).
 */
export function answeredReading(
  result: ResultModel,
  culture: NumberCulture | null,
  answer: DecimalMark | "text" | null | undefined,
): AnsweredReading | null {
  if (!answer) return null;
  const choice = numberChoice(result, culture);
  const checksReadAs = checksReadAsFor(choice, answer);
  return checksReadAs === null ? null : { readAs: readAsFor(choice, answer), checksReadAs };
}
