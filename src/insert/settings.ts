// What the user chose about an insertion, for one result (the insert options) and for a batch (Insert all),
// and where a host's writer is told to put it. Plain data shared by the views, the review and the writers.
import type { ExcelPlacement } from "../office/excelInsert";
import type { WordPlacement } from "../office/wordInsert";
import type { TranslationPlacement } from "../results/layout";
import type { DecimalMark } from "../results/numbers/cellValues";

export type { ExcelPlacement, WordPlacement };

/** The Office applications a result can be inserted into. */
export type InsertHost = "word" | "excel" | "outlook";

/** Outlook: a reply to the message being read, or the cursor of the message being written. */
export type OutlookPlacement = "reply" | "cursor";

export interface InsertSettings {
  wordPlacement: WordPlacement;
  excelPlacement: ExcelPlacement;
  /** Transcripts: a "Page N" heading (Word) or row (Excel) before each page. */
  headings: boolean;
  /** Transcripts in Word: a page break between pages. */
  pageBreaks: boolean;
  /** Transcripts with a translation. */
  translation: TranslationPlacement;
  /** The service's own .docx (Word, transcripts) or .xlsx (Excel, tables and extractor) instead of the model path. */
  serviceFile: boolean;
  /**
   * Word, when the document already holds this result (a content control with its tag): "ask" (nothing is
   * written; the insert throws AlreadyInsertedError), "replace" it where it stood, or "add" another copy.
   */
  earlier: "ask" | "replace" | "add";
  /** Tables results: everything, only the tables, or only the key/value pairs. */
  tablesPart: "all" | "tables" | "keyValues";
  /** Excel: every value as text, instead of numbers and dates read as the workbook reads them. */
  keepText?: boolean;
  /**
   * Excel, this insert only: "Read numbers as" 1,234.56 (".") or 1.234,56 (","), or keep them as text, when the
   * workbook and the document write numbers differently. Absent: the document's values, then the workbook, decide.
   */
  readAs?: DecimalMark | "text" | null;
  /** Outlook: where the transcript goes (the pane offers what the open item allows). */
  outlookPlacement?: OutlookPlacement;
}

export const DEFAULT_INSERT_SETTINGS: InsertSettings = {
  wordPlacement: "cursor",
  excelPlacement: "newSheet",
  headings: false,
  pageBreaks: false,
  translation: "after",
  serviceFile: false,
  earlier: "add",
  tablesPart: "all",
};

/** Insert all's options. */
export interface BatchInsertSettings {
  excelPlacement: ExcelPlacement;
  keepText: boolean;
  fileHeadings: boolean;
}

export interface InsertDependencies {
  /** Downloads the service's result file (client.downloadResult). */
  downloadFile?: (format: "docx" | "xlsx", action?: "translate") => Promise<Blob>;
  /** "fr" -> "French". */
  languageName?: (code: string) => string;
  /** The extractor's name, for the records table and its sheet. */
  extractorName?: string;
}
