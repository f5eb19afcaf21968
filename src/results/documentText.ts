// The words the add-in writes into a document (headings, captions, column headings, sheet-name parts,
// content-control titles), in the UI's language. Shaping owns them so the Office writers stay plain: they
// receive these as data inside the grids and blocks. What the add-in reads
// back (content-control tags, the records tables' names) is built elsewhere and never localised.
import { t } from "../i18n/messages";

export const pageHeading = (page: number): string => t("results.document.page", { page });

/** The heading above a page's translation: with the language's name when known, with the page when asked. */
export function translationHeading(language: string | null, page: number | null): string {
  if (language && page !== null) return t("results.document.translationInPage", { language, page });
  if (language) return t("results.document.translationIn", { language });
  if (page !== null) return t("results.document.translationPage", { page });
  return t("results.document.translation");
}

export const tableCaption = (index: number, page: number): string => t("results.document.tableCaption", { index, page });
export const keyValueCaption = (): string => t("results.document.keyValuePairs");
export const recordCaption = (number: number, page: number): string => t("results.document.recordCaption", { number, page });
export const extractedFieldsCaption = (page: number): string => t("results.document.extractedFieldsCaption", { page });
/** The name of an extractor's sheet when the extractor's own name is not known. */
export const extractedFieldsName = (): string => t("results.document.extractedFields");

export const keyValueHeader = (): [string, string] => [t("results.document.key"), t("results.document.value")];
export const recordFieldHeader = (): [string, string] => [t("results.document.field"), t("results.document.value")];
/** The first columns of an extractor's Excel table, before the field names. */
export const recordLeadColumns = (): [string, string] => [t("results.document.file"), t("results.document.pageColumn")];
/** The columns of Insert all's transcripts sheet. */
export const transcriptsBatchHeader = (): [string, string] => [t("results.document.file"), t("results.document.text")];
/** The heading of a table's column when the table has no header row. */
export const columnHeading = (number: number): string => t("results.document.column", { number });

/**
 * Sheet-name parts (Excel's rules on length, characters and uniqueness are applied by the writer, which also
 * names a sheet whose file part is blank: excelCells.sheetNameFor).
 */
export const sheetNames = {
  table: (index: number): string => t("results.document.tableSheet", { index }),
  keyValues: (): string => t("results.document.keyValueSheet"),
  text: (): string => t("results.document.textSheet"),
  transcripts: (): string => t("results.document.transcriptsSheet"),
};

/** The title of a Word insertion's content control: the kind of result and the file. */
export const insertionTitle = (kind: "transcript" | "tables" | "records", fileName: string): string =>
  t("results.document.title", { kind, fileName });

/** What ends a cell cut to Excel's limit: how many characters are missing. */
export const cutMark = (rest: number, limit: number): string => t("results.document.cutMark", { rest, limit });
