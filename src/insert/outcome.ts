// What an insertion tells the user and the queue: one sentence saying what went where, the notes (fallbacks,
// limits), and the place the item's row remembers. The words the add-in itself names things with (records
// table, content-control titles) live here too, since every host's writer uses them.
import { t, uiLocale } from "../i18n/messages";
import { insertionTitle } from "../results/documentText";
import { documentOf, type ResultModel } from "../results/model";
import type { InsertPlace } from "../work/batch";

export interface InsertOutcome {
  /** What was inserted where, in one sentence (two when review corrections are counted). */
  message: string;
  /** Fallbacks and limits the user should know about. */
  notes: string[];
  /** Where it went, as the batch queue keeps it for the item's row. */
  place: InsertPlace;
}

/** The service's .docx holds one language: said before and after inserting it with "Translation after the original". */
export const docxOriginalOnly = (): string => t("results.insert.docxOriginalOnly");

/** The records table an extractor's results go to. Read back to append: never localised. */
export const recordsTableName = (extractorName: string | null | undefined): string =>
  `Extracted_${extractorName?.trim() || "Extracted fields"}`;

/** The title of a Word insertion's content control (shown by Word): the kind of result and the file. */
export function titleOf(model: ResultModel): string {
  return insertionTitle(model.kind, documentOf(model).fileName);
}

/** Names as a plain list in the UI's language ("a, b, c"; Arabic with its own comma). */
export const nameList = (names: readonly string[]): string =>
  new Intl.ListFormat(uiLocale().locale, { type: "unit", style: "short" }).format(names);

/** Sheet names as a list, each quoted as the UI's language quotes. */
export const sheetList = (sheets: readonly string[]): string => nameList(sheets.map((name) => t("results.insert.sheetName", { name })));

/** What the review's corrections were made to: cells and fields (tables, records), or the text of pages (transcripts). */
export type CorrectedUnit = "cells" | "pages";

/**
 * The outcome with the review's corrections said after what went where ("… 3 cells corrected in review.",
 * "… 1 page edited in review." for a transcript, whose edits are to a page's text, not to cells).
 */
export function withCorrections(outcome: InsertOutcome, corrected: number, unit: CorrectedUnit = "cells"): InsertOutcome {
  if (corrected <= 0) return outcome;
  const said = unit === "pages" ? t("review.insert.pagesEdited", { count: corrected }) : t("review.insert.corrected", { count: corrected });
  return { ...outcome, message: `${outcome.message} ${said}` };
}
