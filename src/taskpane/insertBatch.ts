// The Office side of "Insert all": a BatchWriter (src/work/insertAll.ts) for Word or Excel. Excel groups the
// results by kind (one table per extractor for records, sheets for tables, one File/Text grid for
// transcripts), each group in one Excel.run; Word writes them all in one Word.run, after the last insertion of
// this batch. A group that fails is reported for each of its files; the other groups still go in.
import { t } from "../i18n/messages";
import { EXCEL_CELL_LIMIT } from "../office/excelCells";
import { insertTablesBatchIntoExcel, insertTranscriptsBatchIntoExcel, type ExcelBatchReport } from "../office/excelBatch";
import { appendRecordsToExcel, keptTextOf, type ExcelPlacement } from "../office/excelInsert";
import { insertionTag } from "../office/tags";
import { insertBatchIntoWord } from "../office/wordBatch";
import { extractedFieldsName } from "../results/documentText";
import { actionOf, documentOf, isEmptyResult } from "../results/model";
import type { RecordsModel } from "../results/records";
import type { TablesModel } from "../results/tables";
import type { TranscriptModel } from "../results/transcript";
import type { BatchWriter, PendingResult, WriteOutcome } from "../work/insertAll";
import { DEFAULT_INSERT_SETTINGS, recordsTableName, titleOf, wordBlocks, type InsertHost } from "./insertResult";
import { keptTextNotes } from "./keptTextNotes";

export interface BatchInsertSettings {
  excelPlacement: ExcelPlacement;
  keepText: boolean;
  fileHeadings: boolean;
}

const cutNote = (fileName: string, cells: number): string =>
  t("results.insertAll.cutCells", { count: cells, fileName, limit: EXCEL_CELL_LIMIT });

const messageOf = (error: unknown): string =>
  error instanceof Error && error.message !== "" ? error.message : t("results.insertAll.failed");

function merge(into: WriteOutcome, part: WriteOutcome): void {
  into.inserted.push(...part.inserted);
  into.failed.push(...part.failed);
  into.notes.push(...part.notes);
}

async function group(results: readonly { itemId: string; fileName: string }[], write: () => Promise<WriteOutcome>): Promise<WriteOutcome> {
  try {
    return await write();
  } catch (error: unknown) {
    const reason = messageOf(error);
    return { inserted: [], failed: results.map((r) => ({ itemId: r.itemId, fileName: r.fileName, reason })), notes: [] };
  }
}

function fromExcelReport(results: readonly PendingResult[], report: ExcelBatchReport): WriteOutcome {
  const byDocument = new Map(results.map((r) => [documentOf(r.model).documentId, r]));
  const outcome: WriteOutcome = { inserted: [], failed: [], notes: [] };
  for (const doc of report.documents) {
    const result = byDocument.get(doc.documentId);
    if (!result) continue;
    const sheets = [...new Set(doc.placed.map((p) => p.sheet))];
    outcome.inserted.push({ itemId: result.itemId, place: { host: "excel", sheets } });
    if (doc.cutCells > 0) outcome.notes.push(cutNote(result.fileName, doc.cutCells));
    outcome.notes.push(...keptTextNotes(keptTextOf(doc.placed)));
  }
  for (const skip of report.skipped) {
    const result = byDocument.get(skip.documentId);
    if (result) outcome.failed.push({ itemId: result.itemId, fileName: result.fileName, reason: skip.reason });
  }
  return outcome;
}

function excelWriter(settings: BatchInsertSettings): BatchWriter {
  const values = { keepText: settings.keepText };
  const placement = settings.excelPlacement;
  return async (results) => {
    const outcome: WriteOutcome = { inserted: [], failed: [], notes: [] };
    const records = new Map<string, { results: PendingResult[]; models: RecordsModel[] }>();
    const tables: { results: PendingResult[]; models: TablesModel[] } = { results: [], models: [] };
    const transcripts: { results: PendingResult[]; models: TranscriptModel[] } = { results: [], models: [] };
    for (const r of results) {
      if (isEmptyResult(r.model)) {
        outcome.failed.push({ itemId: r.itemId, fileName: r.fileName, reason: t("results.insertAll.nothingToInsert") });
      } else if (r.model.kind === "records") {
        const name = r.extractorName?.trim() ?? "";
        const entry = records.get(name) ?? { results: [], models: [] };
        entry.results.push(r);
        entry.models.push(r.model.records);
        records.set(name, entry);
      } else if (r.model.kind === "tables") {
        tables.results.push(r);
        tables.models.push(r.model.tables);
      } else {
        transcripts.results.push(r);
        transcripts.models.push(r.model.transcript);
      }
    }
    for (const [extractor, entry] of records)
      merge(
        outcome,
        await group(entry.results, async () => {
          const name = extractor || extractedFieldsName();
          const report = await appendRecordsToExcel(entry.models, {
            tableName: recordsTableName(extractor),
            sheetBase: name,
            placement,
            values,
          });
          const sheets = report.appended ? [report.appended.sheet] : [...new Set(report.placed.map((p) => p.sheet))];
          const notes = [...(report.cutCells > 0 ? [cutNote(name, report.cutCells)] : []), ...keptTextNotes(keptTextOf(report.placed))];
          return {
            inserted: entry.results.map((r) => ({ itemId: r.itemId, place: { host: "excel" as const, sheets } })),
            failed: [],
            notes,
          };
        }),
      );
    if (tables.models.length > 0)
      merge(
        outcome,
        await group(tables.results, async () =>
          fromExcelReport(tables.results, await insertTablesBatchIntoExcel(tables.models, placement, values)),
        ),
      );
    if (transcripts.models.length > 0)
      merge(
        outcome,
        await group(transcripts.results, async () =>
          fromExcelReport(
            transcripts.results,
            await insertTranscriptsBatchIntoExcel(
              transcripts.models,
              { headings: false, pageBreaks: false, translation: "after" },
              placement,
            ),
          ),
        ),
      );
    return outcome;
  };
}

function wordWriter(settings: BatchInsertSettings): BatchWriter {
  // Each batch goes after the previous one's last insertion, never where the user is typing.
  let lastTag: string | null = null;
  return async (results) => {
    const outcome: WriteOutcome = { inserted: [], failed: [], notes: [] };
    const documents = results.flatMap((r) => {
      if (isEmptyResult(r.model)) {
        outcome.failed.push({ itemId: r.itemId, fileName: r.fileName, reason: t("results.insertAll.nothingToInsert") });
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
        return { inserted: documents.map((d) => ({ itemId: d.itemId, place })), failed: [], notes: report.notes };
      }),
    );
    return outcome;
  };
}

/** A writer for the host; it keeps, for Word, where this batch's last insertion is. */
export function createBatchWriter(host: InsertHost, settings: BatchInsertSettings): BatchWriter {
  return host === "word" ? wordWriter(settings) : excelWriter(settings);
}
