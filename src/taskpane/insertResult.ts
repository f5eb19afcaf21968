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
import { count as plural, plural as pluralForms } from "../i18n/plural";

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
  /** Excel: every value as text, instead of numbers and dates where a value unambiguously is one. */
  keepText?: boolean;
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
export const DOCX_ORIGINAL_ONLY =
  "The service's .docx file holds the original text only, so the translation is not in it. To insert both, clear \"Insert the service's own .docx file instead\" and insert again.";

const WHERE: Record<WordPlacement, string> = {
  cursor: "at the cursor",
  replace: "in place of the selection",
  end: "at the end of the document",
};

/** The title of a Word insertion's content control: the kind of result and the file. */
export function titleOf(model: ResultModel): string {
  const { fileName } = documentOf(model);
  const kind = model.kind === "transcript" ? "Transcript" : model.kind === "tables" ? "Tables" : "Extracted fields";
  return `${kind}: ${fileName}`;
}

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

function wordMessage(report: WordInsertReport, where: string, fromFile: boolean): string {
  if (fromFile) return `Inserted the service's .docx file ${where}.`;
  const parts: string[] = [];
  if (report.paragraphs !== null && report.paragraphs > 0) parts.push(plural(report.paragraphs, "paragraph"));
  if (report.tables > 0) parts.push(plural(report.tables, "table"));
  const what = parts.length > 0 ? parts.join(" and ") : "nothing";
  return `Inserted ${what} ${where}.${report.replaced > 0 ? " The earlier insertion of this document was replaced." : ""}`;
}

async function insertIntoWord(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const { documentId } = documentOf(model);
  const options = {
    placement: settings.wordPlacement,
    tag: insertionTag(documentId, actionOf(model)),
    title: titleOf(model),
    replaceEarlier: settings.replaceEarlier,
  };
  const where = WHERE[settings.wordPlacement];
  const place: InsertPlace = { host: "word", wordPlacement: settings.wordPlacement };
  const notes: string[] = [];
  if (settings.serviceFile && model.kind === "transcript") {
    const capability = wordFileInsertion();
    if (!capability.supported || !deps.downloadFile) {
      notes.push(capability.reason ?? "The service's .docx file cannot be fetched here; the result is inserted from its text.");
    } else {
      const base64 = await blobToBase64(await deps.downloadFile("docx", settings.translation === "instead" ? "translate" : undefined));
      const problem = docxInsertionProblem(base64);
      if (problem) notes.push(problem);
      else {
        const report = await insertDocxIntoWord(base64, options);
        if (settings.translation === "after" && hasTranslation(model.transcript)) notes.push(DOCX_ORIGINAL_ONLY);
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
  if (report.cutCells > 0)
    notes.push(
      pluralForms(report.cutCells, {
        one: "{n} cell held more than the 32,767 characters Excel allows and was cut; the cell says how much is missing. The full text is in the preview and in the service's own file.",
        other:
          "{n} cells held more than the 32,767 characters Excel allows and were cut; each says how much is missing. The full text is in the preview and in the service's own file.",
      }),
    );
  if (report.appended) {
    const a = report.appended;
    const columns =
      a.addedColumns.length > 0
        ? ` ${pluralForms(a.addedColumns.length, { one: "New column: {names}.", other: "New columns: {names}." }).replace("{names}", a.addedColumns.join(", "))}`
        : "";
    return { message: `Added ${plural(a.rows, "row")} to the table ${a.table} on the sheet "${a.sheet}".${columns}`, notes, place };
  }
  const tables = report.placed.filter((p) => p.table !== null);
  const sheets = [...new Set(report.placed.map((p) => p.sheet))];
  const where =
    placement === "newSheet"
      ? pluralForms(sheets.length, { one: "on new sheet {names}", other: "on new sheets {names}" }).replace(
          "{names}",
          sheets.map((s) => `"${s}"`).join(", "),
        )
      : `from the selected cell on "${sheets[0] ?? ""}"`;
  if (tables.length > 0) return { message: `Wrote ${plural(tables.length, "table")} ${where}.`, notes, place };
  const rows = report.placed.reduce((n, p) => n + p.rows, 0);
  return { message: `Wrote ${plural(rows, "line")} ${where}, one per row.`, notes, place };
}

async function insertIntoExcel(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const placement = settings.excelPlacement;
  const notes: string[] = [];
  if (settings.serviceFile && model.kind !== "transcript") {
    const capability = excelFileInsertion();
    if (!capability.supported || !deps.downloadFile)
      notes.push(capability.reason ?? "The service's .xlsx file cannot be fetched here; the result is written cell by cell.");
    else {
      const base64 = await blobToBase64(await deps.downloadFile("xlsx"));
      const { sheets } = await insertXlsxIntoExcel(base64);
      return {
        message: `Inserted the service's .xlsx file as ${plural(sheets.length, "new sheet")}: ${sheets.map((s) => `"${s}"`).join(", ")}.`,
        notes,
        place: { host: "excel", sheets },
      };
    }
  }
  let report: ExcelInsertReport;
  const values = { keepText: settings.keepText ?? false };
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
    const name = deps.extractorName?.trim() || "Extracted fields";
    report = await appendRecordsToExcel([model.records], { tableName: `Extracted_${name}`, sheetBase: name, placement, values });
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
