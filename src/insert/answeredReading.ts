// Insert all and "Insert as they finish" apply the answer to "Read numbers as" given in a result's review
// (issue 31): that result's figures are read as answered, as the single insert reads them, and the outcome
// says so for it by name. Only where the question is asked in this workbook (the evidence is split); a
// result with no answer reads as before, and the review gate holds it.
import { t } from "../i18n/messages";
import { answeredReading } from "../office/numberChoice";
import type { ExcelValueOptions } from "../office/excelRecords";
import type { CheckContext } from "../results/checks/types";
import type { NumberCulture } from "../results/numbers/cellValues";
import type { ReviewDoc } from "../results/review/types";
import type { PendingResult } from "../work/insertAll";
import { flagCount, openFlagCount } from "../work/review/gate";

export interface ResultValues {
  values: ExcelValueOptions;
  /** The sentence saying how its numbers were read, when an answer was applied. */
  note: string | null;
}

/** How one result's values are written in a batch: the batch's options, and its own answer where it applies. */
export function resultValues(result: PendingResult, keepText: boolean, culture: NumberCulture | null): ResultValues {
  const batch = { values: { keepText }, note: null };
  if (keepText) return batch;
  const answer = result.numberReading ?? null;
  const answered = answeredReading(result.model, culture, answer);
  if (!answered || answer === null) return batch;
  const readAs = answered.readAs;
  const choice = t(answer === "," ? "results.insertPanel.readAsComma" : "results.insertPanel.readAsPoint");
  return {
    values: { keepText: readAs === "text", readAs: readAs === "text" ? null : readAs },
    note: t("results.insertAll.readAsAnswered", { reading: answer === "text" ? "text" : "number", fileName: result.fileName, choice }),
  };
}

/** The check context's reading for the review gate: the figures an answer settles are no longer flagged. */
export function gateReadAs(result: PendingResult, culture: NumberCulture | null): "." | "," | null {
  return answeredReading(result.model, culture, result.numberReading ?? null)?.checksReadAs ?? null;
}

/**
 * How many values hold `result` back at the review gate: its answer settles the figures it reads, and, when it
 * is open in the review (`doc`), the values marked as checked are settled too.
 */
export function gateFlags(result: PendingResult, doc: ReviewDoc | null, context: CheckContext): number {
  const readAs = gateReadAs(result, context.culture);
  const answered = readAs ? { ...context, readAs } : context;
  return doc ? openFlagCount(doc, answered) : flagCount(result.model, answered);
}
