// The Word side of inserting: one result with the user's options (the service's .docx where asked and
// possible, else the model's layout), and Insert all's writer (every document in order, after this batch's
// last insertion, in one Word.run). Plain logic over the Word writers in src/office.
import { t } from "../i18n/messages";
import { blobToBase64 } from "../office/base64";
import { wordFileInsertion, wordTables } from "../office/requirements";
import { wordPassageRuns, type WordModel } from "../results/provenance/gridSources";
import { wordRecord, type WordSource } from "../results/provenance/sourceRecord";
import { insertionTag } from "../office/tags";
import { insertBatchIntoWord } from "../office/wordBatch";
import { docxInsertionProblem, insertBlocksIntoWord, insertDocxIntoWord, type WordInsertReport } from "../office/wordInsert";
import { recordsBlocks, tablesBlocks, transcriptBlocks, type Block } from "../results/layout";
import { actionOf, documentOf, isEmptyResult, type ResultModel } from "../results/model";
import { hasTranslation } from "../results/transcript";
import type { CheckContext } from "../results/checks/types";
import type { InsertPlace } from "../work/batch";
import { recordsDoubts, tablesDoubts } from "../work/review/doubts";
import type { BatchWriter, WriteOutcome } from "../work/insertAll";
import { emptyOutcome, group, merge, nothingToInsert } from "./batchOutcome";
import { wordDoubtsNotes } from "./doubtsNote";
import type { HostInserter } from "./hosts";
import { docxOriginalOnly, titleOf, type InsertOutcome } from "./outcome";
import {
  DEFAULT_INSERT_SETTINGS,
  type BatchInsertSettings,
  type InsertDependencies,
  type InsertSettings,
  type WordPlacement,
} from "./settings";

/** What a Word insertion writes of a result: the part of a tables result chosen, a transcript with its layout. */
function wordModel(model: ResultModel, settings: InsertSettings, languageName?: (code: string) => string): WordModel {
  if (model.kind === "transcript")
    return {
      kind: "transcript",
      transcript: model.transcript,
      layout: {
        headings: settings.headings,
        pageBreaks: settings.pageBreaks,
        translation: settings.translation,
        ...(languageName ? { languageName } : {}),
      },
    };
  if (model.kind === "tables") {
    const part = settings.tablesPart;
    const tables = {
      ...model.tables,
      tables: part === "keyValues" ? [] : model.tables.tables,
      keyValuePairs: part === "tables" ? [] : model.tables.keyValuePairs,
    };
    return { kind: "tables", tables };
  }
  return { kind: "records", records: model.records };
}

/** The layout a Word insertion writes. */
export function wordBlocks(model: ResultModel, settings: InsertSettings, languageName?: (code: string) => string): Block[] {
  const m = wordModel(model, settings, languageName);
  if (m.kind === "transcript") return transcriptBlocks(m.transcript, m.layout);
  return m.kind === "tables" ? tablesBlocks(m.tables) : recordsBlocks(m.records);
}

/** The words of each flag still open as a tables or records result goes into Word (none without checks). */
function wordDoubts(model: ResultModel, settings: InsertSettings, checks: CheckContext | undefined): string[] {
  if (!checks) return [];
  const m = wordModel(model, settings);
  if (m.kind === "tables") return tablesDoubts(m.tables, checks).flatMap((grid) => grid.map((d) => d.text));
  return m.kind === "records" ? recordsDoubts(m.records, checks).map((d) => d.text) : [];
}

/** Where a Word insertion came from: its document and the page of each passage it writes (kept with it). */
export function wordSource(model: ResultModel, settings: InsertSettings, fileHeading = false): WordSource {
  const { documentId, fileName } = documentOf(model);
  const runs = wordPassageRuns(wordModel(model, settings), { tablesAsLines: !wordTables().supported, fileHeading });
  return { document: { documentId, fileName, action: actionOf(model) }, runs };
}

function wordMessage(report: WordInsertReport, placement: WordPlacement, fromFile: boolean): string {
  // Replacing puts the result where its earlier copy was, whatever the placement chosen; the writer says when
  // it went elsewhere than asked (after an earlier insertion the cursor was in, at the cursor for no selection).
  const where = report.replaced > 0 ? "earlier" : (report.went ?? placement);
  if (fromFile) return t("results.insert.wordDocx", { where });
  const paragraphs = report.paragraphs ?? 0;
  const tables = report.tables;
  return paragraphs > 0 && tables > 0
    ? t("results.insert.wordBoth", { paragraphs, tables, where })
    : paragraphs > 0
      ? t("results.insert.wordParagraphs", { paragraphs, where })
      : tables > 0
        ? t("results.insert.wordTables", { tables, where })
        : t("results.insert.wordNothing", { where });
}

async function insertIntoWord(model: ResultModel, settings: InsertSettings, deps: InsertDependencies): Promise<InsertOutcome> {
  const { documentId } = documentOf(model);
  const tag = insertionTag(documentId, actionOf(model));
  const source = wordSource(model, settings);
  // Where it came from, as the record the writer keeps under the tag.
  const record = (kept: WordSource): ReturnType<typeof wordRecord> => wordRecord([{ tag, source: kept }], new Date().toISOString());
  const options = {
    placement: settings.wordPlacement,
    tag,
    title: titleOf(model),
    earlier: settings.earlier,
    doubts: wordDoubts(model, settings, deps.checks),
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
        // The service's .docx has its own paragraphs: its pages are kept, not which passage is on which.
        const pages = source.runs.map((r) => ({ page: r.page, count: 0 }));
        const report = await insertDocxIntoWord(base64, { ...options, record: record({ ...source, runs: pages }) });
        if (settings.translation === "after" && hasTranslation(model.transcript)) notes.push(docxOriginalOnly());
        return { message: wordMessage(report, where, true), notes, place };
      }
    }
  }
  const report = await insertBlocksIntoWord(wordBlocks(model, settings, deps.languageName), { ...options, record: record(source) });
  const doubted = wordDoubtsNotes(options.doubts.length, report.commented ?? 0);
  return { message: wordMessage(report, where, false), notes: [...notes, ...report.notes, ...doubted], place };
}

function wordBatchWriter(settings: BatchInsertSettings): BatchWriter {
  // Each batch goes after the previous one's last insertion, never where the user is typing.
  let lastTag: string | null = null;
  return async (results) => {
    const outcome: WriteOutcome = emptyOutcome();
    const documents = results.flatMap((r) => {
      if (isEmptyResult(r.model)) {
        outcome.failed.push({ itemId: r.itemId, fileName: r.fileName, reason: nothingToInsert() });
        return [];
      }
      const { documentId } = documentOf(r.model);
      return [
        {
          itemId: r.itemId,
          documentId,
          fileName: r.fileName,
          blocks: wordBlocks(r.model, DEFAULT_INSERT_SETTINGS),
          tag: insertionTag(documentId, actionOf(r.model)),
          title: titleOf(r.model),
          source: wordSource(r.model, DEFAULT_INSERT_SETTINGS, settings.fileHeadings),
          doubts: wordDoubts(r.model, DEFAULT_INSERT_SETTINGS, settings.checks),
        },
      ];
    });
    if (documents.length === 0) return outcome;
    merge(
      outcome,
      await group(documents, async () => {
        const report = await insertBatchIntoWord(documents, { fileHeadings: settings.fileHeadings, afterTag: lastTag });
        lastTag = documents[documents.length - 1]?.tag ?? lastTag;
        // After the batch's previous insertion, which itself went at the end: the row says "at the end".
        const place = { host: "word" as const, wordPlacement: "end" as const };
        const doubted = report.documents.flatMap((d, i) => wordDoubtsNotes(documents[i]?.doubts.length ?? 0, d.commented));
        return { inserted: documents.map((d) => ({ itemId: d.itemId, place })), failed: [], notes: [...report.notes, ...doubted] };
      }),
    );
    return outcome;
  };
}

export const wordInserter: HostInserter = { insert: insertIntoWord, batchWriter: wordBatchWriter };
