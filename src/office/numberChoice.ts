// Whether a result writes numbers otherwise than the workbook reads them ("1.240,50" going into an en-US
// workbook): then, and only then, the insert options offer "Read numbers as" for this insert. Pure.
import type { ResultModel } from "../results/model";
import { markEvidence, type DecimalMark, type NumberCulture } from "../results/numbers/cellValues";
import { tablesValues } from "./excelInsert";

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

/** The two readings when the document and the workbook disagree, else null (nothing to choose). */
export function marksDisagree(result: ResultModel, culture: NumberCulture | null): { document: DecimalMark; workbook: DecimalMark } | null {
  if (!culture) return null;
  const document = resultMark(result, culture);
  return document !== null && document !== culture.decimal ? { document, workbook: culture.decimal } : null;
}
