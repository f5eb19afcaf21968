// What the Insert button does: turns the user's choices into the right Word or Excel writer for the result
// kind, falls back to the model path when this Office cannot take the service's own file, and says in one
// sentence what went where. No React here; the InsertPanel component calls it.
import { blobToBase64 } from "../office/base64";
import {
  appendRecordsToExcel,
  insertKeyValuesIntoExcel,
  insertTablesIntoExcel,
  insertTranscriptIntoExcel,
  insertXlsxIntoExcel,
  keptTextOf,
  type ExcelInsertReport,
  type ExcelPlacement,
} from "../office/excelInsert";
import { excelFileInsertion, wordFileInsertion } from "../office/requirements";
import { insertionTag } from "../office/tags";
import {
  docxInsertionProblem,
  insertBlocksIntoWord,
  insertDocxIntoWord,
  type WordInsertReport,
  type WordPlacement,
} from "../office/wordInsert";
import { recordsBlocks, tablesBlocks, transcriptBlocks, type Block, type TranslationPlacement } from "../results/layout";
import { actionOf, documentOf, type ResultModel } from "../results/model";
import { hasTranslation } from "../results/transcript";
import type { InsertPlace } from "../work/batch";
import { t, uiLocale } from "../i18n/messages";
import { extractedFieldsName, insertionTitle } from "../results/documentText";
import { EXCEL_CELL_LIMIT } from "../office/excelCells";
import type { DecimalMark } from "../results/numbers/cellValues";
import { keptTextNotes } from "./keptTextNotes";

export type InsertHost = "word" | "excel";

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
  /** Word: replace what an earlier insertion of this document and action put in. */
  replaceEarlier: boolean;
  /** Tables results: everything, only the tables, or only the key/value pairs. */
  tablesPart: "all" | "tables" | "keyValues";
  /** Excel: every value as text, instead of numbers and dates read as the workbook reads them. */
  keepText?: boolean;
  /**
   * Excel, this insert only: "Read numbers as" 1,234.56 (".") or 1.234,56 (","), or keep them as text, when the
   * workbook and the document write numbers differently. Absent: the document's values, then the workbook, decide.
   */
  readAs?: DecimalMark | "text" | null;
}

export const DEFAULT_INSERT_SETTINGS: InsertSettings = {
  wordPlacement: "cursor",
  excelPlacement: "newSheet",
  headings: false,
  pageBreaks: false,
  translation: "after",
  serviceFile: false,
  replaceEarlier: false,
  tablesPart: "all",
};

export interface InsertDependencies {
  /** Downloads the service's result file (client.downloadResult). */
  downloadFile?: (format: "docx" | "xlsx", action?: "translate") => Promise<Blob>;
  /** "fr" -> "French". */
  languageName?: (code: string) => string;
  /** The extractor's name, for the records table and its sheet. */
  extractorName?: string;
}

export interface InsertOutcome {
  /** What was inserted where, in one sentence. */
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
const nameList = (names: readonly string[]): string =>
  new Intl.ListFormat(uiLocale().locale, { type: "unit", style: "short" }).format(names);

/** Sheet names as a list, each quoted as the UI's language quotes. */
const sheetList = (sheets: readonly string[]): string => nameList(sheets.map((name) => t("results.insert.sheetName", { name })));

/** The layout a Word insertion writes (also what the preview shows for it). */
export function wordBlocks(model: ResultModel, settings: InsertSettings, languageName?: (code: string) => string): Block[] {
  if (model.kind === "transcript")
    return transcriptBlocks(model.transcript, {
      headings: settings.headings,
      pageBreaks: settings.pageBreaks,
      translation: settings.translation,
      ...(languageName ? { languageName } : {}),
    });
  if (model.kind === "tables") {
    const part = settings.tablesPart;
    return tablesBlocks({
      ...model.tables,
      tables: part === "keyValues" ? [] : model.tables.tables,
      keyValuePairs: part === "tables" ? [] : model.tables.keyValuePairs,
    });
  }
  return recordsBlocks(model.records);
}

function wordMessage(report: WordInsertReport, where: WordPlacement, fromFile: boolean): string {
  if (fromFile) return t("results.insert.wordDocx", { where });
  const paragraphs = report.paragraphs ?? 0;
  const tables = report.tables;
  const inserted =
    paragraphs > 0 && tables > 0
      ? t("results.insert.wordBoth", { paragraphs, tables, where })
      : paragraphs > 0
        ? t("results.insert.wordParagraphs", { paragraphs, where })
        : tables > 0
          ? t("results.insert.wordTables", { tables, where })
          : t("results.insert.wordNothing", { where });
  // Two whole sentences.
  return report.replaced > 0 ? `${inserted} ${t("results.insert.replacedEarlier")}` : inserted;
}

async function insertIntoWord(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const { documentId } = documentOf(model);
  const options = {
    placement: settings.wordPlacement,
    tag: insertionTag(documentId, actionOf(model)),
    title: titleOf(model),
    replaceEarlier: settings.replaceEarlier,
  };
  const where = settings.wordPlacement;
  const place: InsertPlace = { host: "word", wordPlacement: settings.wordPlacement };
  const notes: string[] = [];
  if (settings.serviceFile && model.kind === "transcript") {
    const capability = wordFileInsertion();
    if (!capability.supported || !deps.downloadFile) {
      notes.push(capability.reason ?? t("results.insert.docxUnavailable"));
    } else {
      const base64 = await blobToBase64(await deps.downloadFile("docx", settings.translation === "instead" ? "translate" : undefined));
      const problem = docxInsertionProblem(base64);
      if (problem) notes.push(problem);
      else {
        const report = await insertDocxIntoWord(base64, options);
        if (settings.translation === "after" && hasTranslation(model.transcript)) notes.push(docxOriginalOnly());
        return { message: wordMessage(report, where, true), notes, place };
      }
    }
  }
  const report = await insertBlocksIntoWord(wordBlocks(model, settings, deps.languageName), options);
  return { message: wordMessage(report, where, false), notes: [...notes, ...report.notes], place };
}

function excelMessage(report: ExcelInsertReport, placement: ExcelPlacement): InsertOutcome {
  const notes = [...report.notes];
  const written = report.appended ? [report.appended.sheet] : report.placed.map((p) => p.sheet);
  const place: InsertPlace = { host: "excel", sheets: [...new Set(written)] };
  if (report.cutCells > 0) notes.push(t("results.insert.cutCells", { count: report.cutCells, limit: EXCEL_CELL_LIMIT }));
  // The cells kept as text among numbers, each column named: the likely misreads.
  notes.push(...keptTextNotes(keptTextOf(report.placed)));
  if (report.appended) {
    const a = report.appended;
    const added = a.addedColumns.length;
    const appended = t("results.insert.appended", { rows: a.rows, table: a.table, sheet: a.sheet });
    // Two whole sentences: the rows, then the new columns (their names are the service's field names).
    const columns = added > 0 ? ` ${t("results.insert.newColumns", { count: added, names: nameList(a.addedColumns) })}` : "";
    return { message: `${appended}${columns}`, notes, place };
  }
  const tables = report.placed.filter((p) => p.table !== null).length;
  const sheets = [...new Set(report.placed.map((p) => p.sheet))];
  const onNew = { sheetCount: sheets.length, names: sheetList(sheets) };
  const sheet = sheets[0] ?? "";
  if (tables > 0) {
    const message =
      placement === "newSheet"
        ? t("results.insert.excelTablesNew", { tables, ...onNew })
        : t("results.insert.excelTablesSelection", { tables, sheet });
    return { message, notes, place };
  }
  const lines = report.placed.reduce((n, p) => n + p.rows, 0);
  const message =
    placement === "newSheet"
      ? t("results.insert.excelLinesNew", { lines, ...onNew })
      : t("results.insert.excelLinesSelection", { lines, sheet });
  return { message, notes, place };
}

async function insertIntoExcel(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const placement = settings.excelPlacement;
  const notes: string[] = [];
  if (settings.serviceFile && model.kind !== "transcript") {
    const capability = excelFileInsertion();
    if (!capability.supported || !deps.downloadFile) notes.push(capability.reason ?? t("results.insert.xlsxUnavailable"));
    else {
      const base64 = await blobToBase64(await deps.downloadFile("xlsx"));
      const { sheets } = await insertXlsxIntoExcel(base64);
      return {
        message: t("results.insert.xlsx", { count: sheets.length, names: sheetList(sheets) }),
        notes,
        place: { host: "excel", sheets },
      };
    }
  }
  let report: ExcelInsertReport;
  const readAs = settings.readAs ?? null;
  const values = { keepText: (settings.keepText ?? false) || readAs === "text", readAs: readAs === "text" ? null : readAs };
  if (model.kind === "transcript") {
    report = await insertTranscriptIntoExcel(
      model.transcript,
      {
        headings: settings.headings,
        pageBreaks: false,
        translation: settings.translation,
        ...(deps.languageName ? { languageName: deps.languageName } : {}),
      },
      placement,
    );
  } else if (model.kind === "tables") {
    const part = settings.tablesPart;
    report =
      part === "keyValues"
        ? await insertKeyValuesIntoExcel(model.tables, placement, values)
        : await insertTablesIntoExcel(part === "tables" ? { ...model.tables, keyValuePairs: [] } : model.tables, placement, values);
  } else {
    const sheetBase = deps.extractorName?.trim() || extractedFieldsName();
    report = await appendRecordsToExcel([model.records], { tableName: recordsTableName(deps.extractorName), sheetBase, placement, values });
  }
  const outcome = excelMessage(report, placement);
  return { ...outcome, notes: [...notes, ...outcome.notes] };
}

export async function insertResult(
  host: InsertHost,
  model: ResultModel,
  settings: InsertSettings,
  deps: InsertDependencies = {},
): Promise<InsertOutcome> {
  return host === "word" ? insertIntoWord(model, settings, deps) : insertIntoExcel(model, settings, deps);
}
